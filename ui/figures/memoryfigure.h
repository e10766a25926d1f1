#pragma once

#include "common/viewids.h"
#include <array>

#include "figures/figure.h"

namespace shardscope {

/**
 * Memory per chip at each ZeRO stage for the current split: parameters,
 * gradients, optimizer state, activation checkpoints and FSDP gather buffers
 * stacked, with the HBM capacity as a line. A second panel zooms in on the
 * current stage, which next to ZeRO-0 is often a sliver.
 */
class MemoryFigure : public Figure {
    Q_OBJECT
  public:
    explicit MemoryFigure(QWidget* parent = nullptr);
    QString id() const override { return viewid::memory; }
    QString title() const override;

  protected:
    void redraw() override;
    void retranslate() override;
    void applyTheme() override;
    bool fitContents() override;

  private:
    void addZoomPanel();
    enum class StageWords { Full, Name, Number };
    QString stageLabel(int stage, StageWords words) const;
    void setStageTicks(StageWords words);
    StageWords m_stageWords = StageWords::Full;
    enum Part { Params, Grads, Optimizer, Activations, Buffers, PartCount };
    void addStack(QCPAxis* x, QCPAxis* y, QCPBars* (&parts)[PartCount]);
    QCPBars* m_parts[PartCount];
    QCPAxisRect* m_zoom;
    bool m_zoomShown = true;
    QSize m_zoomMinimum;       ///< the zoom panel's own minimum size, while shown
    QSize m_besideZoomFor;     ///< the figure size m_widthBesideZoom was measured at
    int m_widthBesideZoom = 0; ///< the stages' plot width beside the zoom panel
    void showZoom(bool shown);
    bool fitZoomPanel();  ///< true when the zoom panel came or went
    bool fitStageNames(); ///< true when the stage names changed
    QCPBars* m_zoomParts[PartCount];
    QSharedPointer<QCPAxisTickerText> m_zoomTicker;
    QCPItemStraightLine* m_hbm;
    QCPItemText* m_hbmLabel;
    QCPItemText* m_currentLabel;
    QPointF m_currentAt; ///< the current stage's bar top (stage, bytes)
    double m_hbmBytes = 0;
    std::array<double, 4> m_stageBytes{}; ///< each stage's stack height
    QString m_currentText, m_hbmText;
    void placeLabels();
    bool placeCurrentLabel(const QString& text, QPointF barTop, bool mayRise,
                           const QList<QRectF>& bars);
    bool placeHbmLabel(const QString& text, const QRectF& current, const QList<QRectF>& bars);
    QList<QRectF> stackBoxes() const;
    QRectF plotBox() const; ///< the stages' plot, a pixel of slack around it
    QSharedPointer<QCPAxisTickerText> m_stageTicker;
};

} // namespace shardscope
