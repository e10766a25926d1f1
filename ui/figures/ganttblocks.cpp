#include "figures/ganttblocks.h"

namespace shardscope {

GanttBlocks::GanttBlocks(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : QCPAbstractPlottable(keyAxis, valueAxis) {
    setSelectable(QCP::stNone);
}

void GanttBlocks::setBlocks(QVector<Block> blocks) {
    m_blocks = std::move(blocks);
}

QCPRange GanttBlocks::getKeyRange(bool& foundRange, QCP::SignDomain) const {
    QCPRange range;
    foundRange = !m_blocks.isEmpty();
    for (const Block& b : m_blocks) {
        range.lower = std::min(range.lower, b.start);
        range.upper = std::max(range.upper, b.end);
    }
    return range;
}

QCPRange GanttBlocks::getValueRange(bool& foundRange, QCP::SignDomain, const QCPRange&) const {
    QCPRange range(1e300, -1e300);
    foundRange = !m_blocks.isEmpty();
    for (const Block& b : m_blocks) {
        range.lower = std::min(range.lower, b.row - m_height / 2);
        range.upper = std::max(range.upper, b.row + m_height / 2);
    }
    return foundRange ? range : QCPRange();
}

void GanttBlocks::draw(QCPPainter* painter) {
    QCPAxis* key = keyAxis();
    QCPAxis* value = valueAxis();
    if (!key || !value || m_blocks.isEmpty())
        return;
    const QRectF clip = clipRect();
    // All bars in one drawRects call, then the numbers that fit: a 16 × 64 schedule has
    // thousands of bars, and a call per bar or a laid-out drawText per number costs a frame.
    QVector<QRectF> bars;
    bars.reserve(m_blocks.size());
    QVector<std::pair<QRectF, int>> labels;
    const QFontMetricsF metrics(m_labelFont);
    const double digit = metrics.horizontalAdvance(QLatin1Char('0'));
    for (const Block& b : m_blocks) {
        const double x0 = key->coordToPixel(b.start), x1 = key->coordToPixel(b.end);
        const double y0 = value->coordToPixel(b.row - m_height / 2),
                     y1 = value->coordToPixel(b.row + m_height / 2);
        const QRectF r = QRectF(QPointF(x0, y0), QPointF(x1, y1)).normalized();
        if (!r.intersects(clip))
            continue;
        bars.push_back(r);
        const int digits = b.label < 10 ? 1 : b.label < 100 ? 2 : b.label < 1000 ? 3 : 4;
        if (b.label >= 0 && digit * digits + 4 <= r.width() && metrics.height() <= r.height())
            labels.push_back({r, b.label});
    }
    // Filled without an outline (stroking thousands of outlines is the slow part); a
    // pixel's gap on the right keeps neighbouring bars apart when they are wide enough.
    painter->setPen(Qt::NoPen);
    painter->setBrush(brush());
    for (QRectF& r : bars) {
        if (r.width() > 4)
            r.setRight(r.right() - 1);
        if (r.width() < 1) // a send of microseconds in a step of seconds stays visible
            r.setWidth(1);
    }
    painter->drawRects(bars.constData(), int(bars.size()));
    if (labels.isEmpty())
        return;
    painter->setFont(m_labelFont);
    painter->setPen(m_labelColor);
    const double ascent = metrics.ascent(), height = metrics.height();
    for (const auto& [r, label] : labels) {
        const QString text = QString::number(label);
        const double x = r.center().x() - digit * double(text.size()) / 2;
        painter->drawText(QPointF(x, r.center().y() - height / 2 + ascent), text);
    }
}

void GanttBlocks::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const {
    painter->setPen(pen());
    painter->setBrush(brush());
    const QRectF bar = rect.adjusted(0, rect.height() * 0.2, 0, -rect.height() * 0.2);
    painter->drawRect(bar);
}

} // namespace shardscope
