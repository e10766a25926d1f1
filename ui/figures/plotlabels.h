#pragma once

#include "figures/renderedtext.h"

#include <qcustomplot.h>

namespace shardscope {

/**
 * A figure's title that measures its text once and, on the window, draws it from a rendered
 * image (see RenderedText): QCustomPlot's own shapes it at each layout pass and each paint.
 */
class TitleText : public QCPTextElement {
    Q_OBJECT
  public:
    TitleText(QCustomPlot* plot, const QFont& font);

  protected:
    void draw(QCPPainter* painter) override;
    QSize minimumOuterSizeHint() const override;
    QSize maximumOuterSizeHint() const override;

  private:
    RenderedText m_rendered;
};

/**
 * A label in a plot (the crossover, "HBM 96 GB", a band's name) laid out as QCustomPlot's
 * QCPItemText lays it out, its text measured once and, on the window, drawn from a rendered
 * image. A rotated label draws as QCustomPlot draws it.
 */
class PlotLabel : public QCPItemText {
    Q_OBJECT
  public:
    explicit PlotLabel(QCustomPlot* plot);

  protected:
    void draw(QCPPainter* painter) override;
    QPointF anchorPixelPosition(int anchorId) const override;

  private:
    /** The box (text and padding) and the text, around the position's pixel. */
    struct Layout {
        QPointF origin;
        QRect box;
        QRect text;
    };
    Layout layout() const;
    RenderedText m_rendered;
};

} // namespace shardscope
