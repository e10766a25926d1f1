#include "figures/liveframe.h"

#include <cmath>

namespace shardscope {

QCPScatterStyle MarkerStamps::stamp(const QCPScatterStyle& style, qreal pixelRatio) {
    if (pixelRatio != 1.0 || style.isNone() || style.shape() == QCPScatterStyle::ssPixmap ||
        style.shape() == QCPScatterStyle::ssCustom)
        return style;
    for (const Stamp& s : m_stamps)
        if (s.shape == style.shape() && s.size == style.size() && s.pen == style.pen() &&
            s.brush == style.brush())
            return s.stamped;
    // Odd sides put the shape's centre on a pixel's centre, where QCustomPlot puts the point.
    const int side = 2 * int(std::ceil((style.size() + style.pen().widthF()) / 2)) + 3;
    QPixmap pixmap(side, side);
    pixmap.fill(Qt::transparent);
    {
        QCPPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        style.applyTo(&painter, style.pen());
        style.drawShape(&painter, side / 2.0, side / 2.0);
    }
    QCPScatterStyle stamped(pixmap);
    stamped.setSize(style.size()); // the legend icon's marker keeps its size
    m_stamps.append({style.shape(), style.size(), style.pen(), style.brush(), stamped});
    return stamped;
}

LiveFrame::LiveFrame(QCustomPlot* plot, MarkerStamps* stamps, qreal pixelRatio) {
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable* curve = plot->plottable(i);
        if (!curve->visible())
            continue;
        if (curve->pen().capStyle() == Qt::RoundCap) {
            m_curvePens.append({curve, curve->pen()});
            curve->setPen(squareEnded(curve->pen()));
        }
        if (auto* graph = qobject_cast<QCPGraph*>(curve);
            graph && !graph->scatterStyle().isNone()) {
            m_markers.append({graph, graph->scatterStyle()});
            graph->setScatterStyle(stamps->stamp(graph->scatterStyle(), pixelRatio));
        }
    }
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* line = qobject_cast<QCPItemStraightLine*>(plot->item(i));
            line && line->visible() && line->pen().capStyle() == Qt::RoundCap) {
            m_linePens.append({line, line->pen()});
            line->setPen(squareEnded(line->pen()));
        }
}

LiveFrame::~LiveFrame() {
    for (const auto& [curve, pen] : m_curvePens)
        curve->setPen(pen);
    for (const auto& [line, pen] : m_linePens)
        line->setPen(pen);
    for (const auto& [graph, style] : m_markers)
        graph->setScatterStyle(style);
}

QPen LiveFrame::squareEnded(const QPen& roundEnded) {
    QPen pen = roundEnded;
    pen.setCapStyle(Qt::FlatCap);
    if (pen.style() == Qt::SolidLine || pen.style() == Qt::NoPen)
        return pen;
    // A round end reaches half a pen width past each end of a dash: the square dashes are one
    // width longer and start half a width sooner.
    QList<qreal> pattern = pen.dashPattern();
    for (qsizetype i = 0; i < pattern.size(); ++i)
        pattern[i] = i % 2 == 0 ? pattern[i] + 1 : std::max(pattern[i] - 1, 0.25);
    const qreal offset = pen.dashOffset() + 0.5;
    pen.setDashPattern(pattern);
    pen.setDashOffset(offset);
    return pen;
}

} // namespace shardscope
