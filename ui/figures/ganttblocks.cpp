#include "ganttblocks.h"

namespace shardscope {

GanttBlocks::GanttBlocks(QCPAxis* keyAxis, QCPAxis* valueAxis) : QCPAbstractPlottable(keyAxis, valueAxis) {
    setSelectable(QCP::stNone);
}

void GanttBlocks::setBlocks(QVector<Block> blocks) { m_blocks = std::move(blocks); }

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
    painter->setPen(pen());
    painter->setBrush(brush());
    painter->setFont(m_labelFont);
    const QFontMetricsF metrics(m_labelFont);
    for (const Block& b : m_blocks) {
        const double x0 = key->coordToPixel(b.start), x1 = key->coordToPixel(b.end);
        const double y0 = value->coordToPixel(b.row - m_height / 2), y1 = value->coordToPixel(b.row + m_height / 2);
        const QRectF r = QRectF(QPointF(x0, y0), QPointF(x1, y1)).normalized();
        if (!r.intersects(clip))
            continue;
        painter->drawRect(r);
        if (b.label < 0)
            continue;
        const QString text = QString::number(b.label);
        if (metrics.horizontalAdvance(text) + 4 <= r.width() && metrics.height() <= r.height()) {
            painter->setPen(m_labelColor);
            painter->drawText(r, Qt::AlignCenter, text);
            painter->setPen(pen());
        }
    }
}

void GanttBlocks::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const {
    painter->setPen(pen());
    painter->setBrush(brush());
    const QRectF bar = rect.adjusted(0, rect.height() * 0.2, 0, -rect.height() * 0.2);
    painter->drawRect(bar);
}

} // namespace shardscope
