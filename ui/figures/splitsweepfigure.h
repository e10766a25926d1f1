#pragma once

#include "figures/figure.h"

namespace shardscope {

/**
 * Communication time (and its FSDP and TP parts) over every split of the chips
 * at the current batch, X_opt marked: why the optimum sits where it does.
 */
class SplitSweepFigure : public Figure {
    Q_OBJECT
  public:
    explicit SplitSweepFigure(QWidget* parent = nullptr);
    QString id() const override { return QStringLiteral("split-sweep"); }
    QString title() const override;

  protected:
    void redraw() override;
    void retranslate() override;
    void applyTheme() override;

  private:
    QCPGraph* m_math;
    QCPGraph* m_total;
    QCPGraph* m_fsdp;
    QCPGraph* m_tp;
    QCPGraph* m_marker;
    QCPItemStraightLine* m_xOpt;
    QCPItemText* m_xOptLabel;
};

} // namespace shardscope
