#pragma once

#include "common/viewids.h"
#include "figures/batchfigure.h"

namespace shardscope {

/**
 * T_math / T_comms over the batch: pure TP (flat), pure FSDP (∝ B), the best
 * FSDP+TP mix (∝ √B) and the current split, with the line ratio = 1 and the
 * band where only FSDP+TP is compute-bound (ch. 5 §FSDP+TP).
 */
class RatioFigure : public BatchFigure {
    Q_OBJECT
  public:
    explicit RatioFigure(QWidget* parent = nullptr);
    QString id() const override { return viewid::ratio; }
    QString title() const override;

  protected:
    void redraw() override;
    void retranslate() override;
    void applyTheme() override;
    bool fitContents() override;
    // Batch, times per layer and their ratio: the crossover and thresholds read off the curves.
    bool readoutMasked() const override {
        return m_answerMask.hidesAny({"layer.", "thresholds.", "derived.batch_per_chip",
                                      "derived.batch_per_pod", "roofline.critical_batch_network"});
    }

  private:
    QCPGraph* m_tp;
    QCPGraph* m_fsdp;
    QCPGraph* m_optimal;
    QCPGraph* m_current;
    QCPGraph* m_dcn; ///< backward T_math over the AllReduce across pods (pods > 1)
    QCPItemStraightLine* m_one;
    QCPItemText* m_bandLabel;
    bool m_bandShown = false; ///< whether the data has a band (its name may still not fit)
};

} // namespace shardscope
