#include "figures/figurestyle.h"

#include <algorithm>

namespace shardscope {

QPen FigureStyle::pen(const QColor& color, double widthFactor, Qt::PenStyle style) const {
    QPen p(color, m_theme.lineWidth * widthFactor, style);
    p.setCapStyle(Qt::RoundCap);
    return p;
}

QCPScatterStyle FigureStyle::marker(Curve curve, double sizeFactor) const {
    const CurveStyle& style = m_theme.curve(curve);
    QCPScatterStyle::ScatterShape shape = QCPScatterStyle::ssNone;
    switch (style.marker) {
    case Marker::Circle:
        shape = QCPScatterStyle::ssCircle;
        break;
    case Marker::Square:
        shape = QCPScatterStyle::ssSquare;
        break;
    case Marker::Triangle:
        shape = QCPScatterStyle::ssTriangle;
        break;
    case Marker::Diamond:
        shape = QCPScatterStyle::ssDiamond;
        break;
    case Marker::None:
        break;
    }
    QCPScatterStyle scatter(shape, m_theme.lineWidth * 3 * sizeFactor);
    scatter.setPen(QPen(style.colour, std::max(1.0, m_theme.lineWidth * 0.7)));
    scatter.setBrush(m_theme.background);
    return scatter;
}

void FigureStyle::styleCurve(QCPGraph* graph, Curve curve, double widthFactor,
                             int markerEvery) const {
    const CurveStyle& style = m_theme.curve(curve);
    graph->setPen(pen(style.colour, widthFactor, style.line));
    graph->setScatterStyle(marker(curve));
    graph->setScatterSkip(std::max(0, markerEvery - 1));
    graph->setProperty("spreadMarkers", markerEvery == 0);
}

void FigureStyle::styleAxisRect(QCPAxisRect* rect) const {
    for (QCPAxis* axis : rect->axes()) {
        axis->setLabelFont(m_theme.font(1.0));
        axis->setTickLabelFont(m_theme.font(0.9));
        axis->setLabelColor(m_theme.text);
        axis->setTickLabelColor(m_theme.text);
        const QPen axisPen(m_theme.axis,
                           m_theme.projector || m_theme.name == ThemeName::Contrast ? 2 : 1);
        axis->setBasePen(axisPen);
        axis->setTickPen(axisPen);
        axis->setSubTickPen(axisPen);
        axis->grid()->setPen(QPen(m_theme.grid, 1, Qt::DotLine));
        axis->grid()->setSubGridVisible(false);
        // The value axis's lowest label is centred on the corner: x labels start below it.
        if (axis->orientation() == Qt::Horizontal)
            axis->setTickLabelPadding(QFontMetrics(axis->tickLabelFont()).height() / 2 + 3);
    }
}

void FigureStyle::spreadMarkers(QCustomPlot& plot) {
    for (int i = 0; i < plot.graphCount(); ++i) {
        QCPGraph* g = plot.graph(i);
        if (g->property("spreadMarkers").toBool())
            g->setScatterSkip(std::max(0, g->dataCount() / 8 - 1));
    }
}

} // namespace shardscope
