#pragma once

#include "common/viewids.h"
#include "figures/figure.h"

#include <vector>

namespace shardscope {

/**
 * Communication time (and its FSDP and TP parts) over every split of the chips
 * at the current batch, X_opt marked: why the optimum sits where it does.
 */
class SplitSweepFigure : public Figure {
    Q_OBJECT
  public:
    explicit SplitSweepFigure(QWidget* parent = nullptr);
    QString id() const override { return viewid::splitSweep; }
    QString title() const override;
    /** The current split's mark: dragging it picks another split. */
    std::optional<DraggableMark> draggableMark() const override;

  protected:
    bool fitContents() override;
    void redraw() override;
    void retranslate() override;
    void applyTheme() override;
    /** The scenario with the split drawn nearest x pixel `x`. */
    std::optional<Scenario> scenarioWithSplitAt(double x) const;
    // The split and the times per layer; X_opt is where the curves cross.
    bool readoutMasked() const override { return m_answerMask.hidesAny({"layer.", "thresholds."}); }

  private:
    struct Split {
        long long fsdp, tp;
    };
    std::vector<Split> m_splits; ///< every split drawn, X ascending
    QCPGraph* m_math;
    QCPGraph* m_total;
    QCPGraph* m_fsdp;
    QCPGraph* m_tp;
    QCPGraph* m_marker;
    QCPItemStraightLine* m_xOpt;
    QCPItemText* m_xOptLabel;
};

} // namespace shardscope
