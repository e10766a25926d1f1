#include "figures/layoutcells.h"

#include <array>
#include <cmath>

namespace shardscope {

LayoutCells::LayoutCells(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : QCPAbstractPlottable(keyAxis, valueAxis) {
    setSelectable(QCP::stNone);
}

void LayoutCells::setCells(QVector<Cell> cells) {
    m_cells = std::move(cells);
}

void LayoutCells::setMarks(QPoint ring, QPoint star, QPoint selected) {
    m_ring = ring;
    m_star = star;
    m_selected = selected;
}

namespace {

// Five stops of viridis: dark blue (low) to yellow (high), monotone in lightness.
const std::array<QColor, 5> stops{QColor(0x44, 0x01, 0x54), QColor(0x3b, 0x52, 0x8b),
                                  QColor(0x21, 0x91, 0x8c), QColor(0x5e, 0xc9, 0x62),
                                  QColor(0xfd, 0xe7, 0x25)};

} // namespace

QCPColorGradient LayoutCells::gradient() {
    QCPColorGradient g;
    g.clearColorStops();
    for (size_t i = 0; i < stops.size(); ++i)
        g.setColorStopAt(double(i) / double(stops.size() - 1), stops[i]);
    g.setColorInterpolation(QCPColorGradient::ciRGB);
    return g;
}

QColor LayoutCells::scaleColour(double value) {
    const double v = std::clamp(value, 0.0, 1.0) * double(stops.size() - 1);
    const size_t i = std::min(size_t(v), stops.size() - 2);
    const double t = v - double(i);
    const QColor& a = stops[i];
    const QColor& b = stops[i + 1];
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

QRectF LayoutCells::cellRect(int column, int row) const {
    const double x0 = keyAxis()->coordToPixel(column - 0.5),
                 x1 = keyAxis()->coordToPixel(column + 0.5);
    const double y0 = valueAxis()->coordToPixel(row - 0.5),
                 y1 = valueAxis()->coordToPixel(row + 0.5);
    return QRectF(QPointF(x0, y0), QPointF(x1, y1)).normalized().adjusted(1.5, 1.5, -1.5, -1.5);
}

QPoint LayoutCells::cellAt(QPointF pixel) const {
    if (!keyAxis() || !valueAxis())
        return {-1, -1};
    const int column = int(std::lround(keyAxis()->pixelToCoord(pixel.x())));
    const int row = int(std::lround(valueAxis()->pixelToCoord(pixel.y())));
    for (const Cell& c : m_cells)
        if (c.column == column && c.row == row)
            return {column, row};
    return {-1, -1};
}

QCPRange LayoutCells::getKeyRange(bool& foundRange, QCP::SignDomain) const {
    QCPRange range(1e300, -1e300);
    foundRange = !m_cells.isEmpty();
    for (const Cell& c : m_cells) {
        range.lower = std::min(range.lower, c.column - 0.5);
        range.upper = std::max(range.upper, c.column + 0.5);
    }
    return foundRange ? range : QCPRange();
}

QCPRange LayoutCells::getValueRange(bool& foundRange, QCP::SignDomain, const QCPRange&) const {
    QCPRange range(1e300, -1e300);
    foundRange = !m_cells.isEmpty();
    for (const Cell& c : m_cells) {
        range.lower = std::min(range.lower, c.row - 0.5);
        range.upper = std::max(range.upper, c.row + 0.5);
    }
    return foundRange ? range : QCPRange();
}

void LayoutCells::draw(QCPPainter* painter) {
    if (!keyAxis() || !valueAxis() || m_cells.isEmpty())
        return;
    // Rows shorter than the label type (a slide in projector type): the values in type as small
    // as 70 % of it rather than none.
    QFont font = m_font;
    const QRectF first = cellRect(0, 0);
    const double fit = (std::abs(first.height()) - 2) / QFontMetricsF(font).height();
    if (fit < 1 && fit >= 0.7)
        font.setPointSizeF(font.pointSizeF() * fit);
    const QFontMetricsF metrics(font);
    painter->setFont(font);
    for (const Cell& c : m_cells) {
        const QRectF r = cellRect(c.column, c.row);
        painter->setPen(Qt::NoPen);
        switch (c.fill) {
        case Fill::Value:
            painter->setBrush(scaleColour(c.value));
            break;
        case Fill::Hatched:
            painter->setBrush(QBrush(m_muted, Qt::BDiagPattern));
            painter->setPen(QPen(m_muted, 1));
            break;
        case Fill::Dotted:
            painter->setBrush(QBrush(m_muted, Qt::Dense6Pattern));
            break;
        }
        painter->drawRect(r);
        if (c.label.isEmpty() || metrics.horizontalAdvance(c.label) + 4 > r.width() ||
            metrics.height() > r.height())
            continue;
        // Dark text on the light end of the scale, light text on the dark end.
        const QColor fill = scaleColour(c.value);
        const bool light = c.fill != Fill::Value ||
                           0.299 * fill.redF() + 0.587 * fill.greenF() + 0.114 * fill.blueF() > 0.5;
        painter->setPen(c.fill != Fill::Value ? m_ink : light ? Qt::black : Qt::white);
        painter->drawText(r, Qt::AlignCenter, c.label);
    }
    for (QPoint mark : {m_selected, m_ring})
        if (mark.x() >= 0)
            drawMark(painter, mark, false);
    if (m_star.x() >= 0)
        drawMark(painter, m_star, true);
}

void LayoutCells::drawMark(QCPPainter* painter, QPoint cell, bool star) const {
    const QRectF r = cellRect(cell.x(), cell.y());
    if (!star) {
        const bool selected = cell == m_selected && cell != m_ring;
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(m_ink, selected ? 2 : 3, selected ? Qt::DashLine : Qt::SolidLine));
        painter->drawRect(r.adjusted(1, 1, -1, -1));
        return;
    }
    // A five-pointed star in the cell's top-right corner, outlined so it reads on any fill.
    const double radius = std::min(r.width(), r.height()) * 0.16;
    const QPointF centre(r.right() - radius * 1.3, r.top() + radius * 1.3);
    QPolygonF shape;
    for (int i = 0; i < 10; ++i) {
        const double a = -M_PI / 2 + i * M_PI / 5;
        const double len = i % 2 == 0 ? radius : radius * 0.45;
        shape << centre + QPointF(std::cos(a) * len, std::sin(a) * len);
    }
    painter->setPen(QPen(Qt::black, 1));
    painter->setBrush(QColor(0xff, 0xff, 0xff));
    painter->drawPolygon(shape);
}

} // namespace shardscope
