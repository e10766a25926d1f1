#pragma once

#include "common/theme.h"
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
    /** The title as the figure words it; fitTo() may break or shrink what it shows. */
    void setFullText(const QString& text);
    /**
     * Fits the full text to `available` pixels: one line, shrunk rather than clipped (Russian
     * runs a third longer); when even the smallest size is too wide, two lines (after the colon
     * when there is one) at no more than the body size, so that a short pane keeps its height
     * for the plot; in a narrow slide cell each line wrapped to the room.
     */
    void fitTo(int available, const Theme& theme);

  protected:
    void draw(QCPPainter* painter) override;
    QSize minimumOuterSizeHint() const override;
    QSize maximumOuterSizeHint() const override;

  private:
    RenderedText m_rendered;
    QString m_full; ///< as set, before fitTo breaks it
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
