#pragma once

#include "common/viewids.h"
#include "figures/batchfigure.h"

namespace shardscope {

/**
 * Chapter 5's figure: per-layer compute and communication time over the batch
 * (log–log), the comms-bound region shaded, the crossover and the current
 * batch marked, with the other strategies as switchable overlays.
 */
class ComputeVsCommsFigure : public BatchFigure {
    Q_OBJECT
  public:
    explicit ComputeVsCommsFigure(QWidget* parent = nullptr);
    QString id() const override { return viewid::computeVsComms; }
    QString title() const override;

    enum Overlay { DP, FSDP, TP, Best, OverlayCount };
    void setOverlayVisible(Overlay overlay, bool visible);
    bool overlayVisible(Overlay overlay) const;

  protected:
    bool fitContents() override;
    void redraw() override;
    void retranslate() override;
    void applyTheme() override;
    void addViewActions(QMenu* menu) override;
    // Batch, times per layer and their ratio: the crossover and thresholds read off the curves.
    bool readoutMasked() const override {
        return m_answerMask.hidesAny({"layer.", "thresholds.", "derived.batch_per_chip",
                                      "derived.batch_per_pod", "roofline.critical_batch_network"});
    }

  private:
    void placeCrossoverLabel();
    QCPGraph* m_compute;
    QCPGraph* m_computeBackward;
    QCPGraph* m_current;
    QCPGraph* m_overlays[OverlayCount];
    QCPGraph* m_markers;
    QCPGraph* m_dcn;          ///< gradient AllReduce across pods (pods > 1)
    QCPGraph* m_dcnThreshold; ///< vertical: pods · C / W_dcn
    QCPItemStraightLine* m_crossLine;
    QCPItemText* m_crossLabel;
    bool m_visible[OverlayCount] = {true, true, true, true};
    double m_crossLabelAt = NAN; ///< batch where the crossover label is anchored
    QString m_crossText;         ///< the label's text before placeInside breaks it
};

} // namespace shardscope
