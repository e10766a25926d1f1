#pragma once

#include <qcustomplot.h>

namespace shardscope {

/**
 * Curve markers drawn once on a pixmap and stamped: a circle marker stroked and filled anew
 * at every point was a tenth of a board step.
 */
class MarkerStamps {
  public:
    /**
     * A style that stamps `style` as drawn once; `style` itself when it draws no shape or the
     * screen scales pixels (QCustomPlot centres a stamp by its device pixels).
     */
    QCPScatterStyle stamp(const QCPScatterStyle& style, qreal pixelRatio);

  private:
    struct Stamp {
        QCPScatterStyle::ScatterShape shape;
        double size;
        QPen pen;
        QBrush brush;
        QCPScatterStyle stamped;
    };
    QList<Stamp> m_stamps;
};

/**
 * For the life of a live frame (a slider being dragged: the frame is drawn without
 * antialiasing and a fine one follows when the drag stops), the plot's curves and lines draw
 * with cheaper styles that look the same: square ends instead of round ones, whose curves the
 * stroker builds twice per dash, and stamped markers. The styles come back on destruction.
 */
class LiveFrame {
  public:
    LiveFrame(QCustomPlot* plot, MarkerStamps* stamps, qreal pixelRatio);
    ~LiveFrame();
    LiveFrame(const LiveFrame&) = delete;
    LiveFrame& operator=(const LiveFrame&) = delete;

    /**
     * `roundEnded` with square ends, its dashes lengthened by the round ends they lose, so
     * that the pattern covers the same stretches of the line.
     */
    static QPen squareEnded(const QPen& roundEnded);

  private:
    QList<QPair<QCPAbstractPlottable*, QPen>> m_curvePens;
    QList<QPair<QCPItemStraightLine*, QPen>> m_linePens;
    QList<QPair<QCPGraph*, QCPScatterStyle>> m_markers;
};

} // namespace shardscope
