#pragma once

#include "common/viewids.h"
#include "figures/figure.h"

namespace shardscope {

/**
 * Chapter 1's roofline: attainable FLOPs/s over arithmetic intensity with the
 * compute, HBM and network roofs and this chip's matmul (left), and FLOPs/s
 * over batch for a few D = F sizes as in ch. 1 (right).
 */
class RooflineFigure : public Figure {
    Q_OBJECT
  public:
    explicit RooflineFigure(QWidget* parent = nullptr);
    QString id() const override { return viewid::roofline; }
    QString title() const override;

  protected:
    void redraw() override;
    void retranslate() override;
    void applyTheme() override;
    bool fitContents() override;
    // Intensity, FLOPs/s and batch: the roofs' critical batches and intensities.
    bool readoutMasked() const override {
        return m_answerMask.hidesAny({"roofline.", "derived.alpha", "derived.batch_per_chip"});
    }

  private:
    bool arrangePanels(); ///< true when the panels moved
    void placeLabels();
    QCPAxisRect* m_right;
    QCPLayoutGrid* m_panels;
    QCPGraph* m_hbmRoof;
    QCPGraph* m_networkRoof;
    QCPGraph* m_point;
    QCPItemText* m_pointLabel;
    QCPGraph* m_sizes[3];
    QCPLegend* m_sizesLegend;
    QCPItemStraightLine* m_critical;
    QCPItemText* m_criticalLabel;
    QPointF m_pointAt;       ///< this chip's matmul: intensity, FLOPs/s
    double m_criticalAt = 0; ///< critical batch
};

} // namespace shardscope
