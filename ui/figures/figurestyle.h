#pragma once

#include "common/theme.h"

#include <qcustomplot.h>

namespace shardscope {

/**
 * A figure's pens, markers, curves and axes in its theme's colours and widths: the one place
 * a figure's look is set from the theme, so that a theme change restyles every figure alike.
 */
class FigureStyle {
  public:
    /** Follows `theme` as it changes (the figure's own). */
    explicit FigureStyle(const Theme& theme) : m_theme(theme) {}

    /** The theme's line width times `widthFactor`, round caps. */
    QPen pen(const QColor& color, double widthFactor = 1.0,
             Qt::PenStyle style = Qt::SolidLine) const;
    QCPScatterStyle marker(Curve curve, double sizeFactor = 1.0) const;
    /** A curve in its theme colour, line style and marker: on every `markerEvery`-th point, or
        (0) on about eight points spread over the curve, however many it has (spreadMarkers). */
    void styleCurve(QCPGraph* graph, Curve curve, double widthFactor = 1.0,
                    int markerEvery = 0) const;
    /** An axis rect's axes, grid and fonts. */
    void styleAxisRect(QCPAxisRect* rect) const;
    /** Spreads the markers of the curves styled with markerEvery 0 over their data as it is. */
    static void spreadMarkers(QCustomPlot& plot);

  private:
    const Theme& m_theme;
};

} // namespace shardscope
