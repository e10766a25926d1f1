#include "legendentry.h"

namespace shardscope {

namespace {

// Room around the rendered name for glyphs that reach past their box (italics, accents).
constexpr int kBleed = 4;

} // namespace

LegendEntry::LegendEntry(QCPLegend* parent, QCPAbstractPlottable* plottable)
    : QCPPlottableLegendItem(parent, plottable) {}

void LegendEntry::adoptEntries(QCPLegend* legend) {
    for (int i = 0; i < legend->elementCount(); ++i) {
        auto* plain = qobject_cast<QCPPlottableLegendItem*>(legend->elementAt(i));
        if (!plain || qobject_cast<LegendEntry*>(plain))
            continue;
        auto* entry = new LegendEntry(legend, plain->plottable());
        entry->setFont(plain->font());
        entry->setTextColor(plain->textColor());
        entry->setSelectedFont(plain->selectedFont());
        entry->setSelectedTextColor(plain->selectedTextColor());
        entry->setSelectable(plain->selectable());
        entry->setLayer(plain->layer());
        int row = 0;
        int column = 0;
        legend->indexToRowCol(i, row, column);
        legend->takeAt(i);
        delete plain;
        legend->addElement(row, column, entry);
    }
}

QSize LegendEntry::textSize() const {
    const QString name = mPlottable->name();
    const QFont font = getFont();
    if (name != m_measuredName || font != m_measuredFont || m_textSize.isEmpty()) {
        m_measuredName = name;
        m_measuredFont = font;
        m_textSize =
            QFontMetrics(font)
                .boundingRect(0, 0, 0, mParentLegend->iconSize().height(), Qt::TextDontClip, name)
                .size();
    }
    return m_textSize;
}

QSize LegendEntry::minimumOuterSizeHint() const {
    if (!mPlottable)
        return {};
    const QSize icon = mParentLegend->iconSize();
    const QSize text = textSize();
    return {icon.width() + mParentLegend->iconTextPadding() + text.width() + mMargins.left() +
                mMargins.right(),
            std::max(text.height(), icon.height()) + mMargins.top() + mMargins.bottom()};
}

void LegendEntry::draw(QCPPainter* painter) {
    if (!mPlottable)
        return;
    // Only a paint on the window uses the rendered text: an export draws it as text.
    QPaintDevice* device = painter->device();
    if (!device || device->devType() != QInternal::Widget ||
        painter->transform().type() > QTransform::TxTranslate) {
        QCPPlottableLegendItem::draw(painter);
        return;
    }
    // The icon (and its border) as QCustomPlot draws it, without the name.
    const QString name = mPlottable->name();
    mPlottable->setName(QString());
    QCPPlottableLegendItem::draw(painter);
    mPlottable->setName(name);
    if (name.isEmpty())
        return;

    const QSize icon = mParentLegend->iconSize();
    const QSize text = textSize();
    const QSize box(text.width(), std::max(text.height(), icon.height()));
    const QFont font = getFont();
    const QColor colour = getTextColor();
    const qreal ratio = device->devicePixelRatioF();
    if (name != m_renderedName || font != m_renderedFont || colour != m_renderedColour ||
        ratio != m_renderedRatio) {
        m_renderedName = name;
        m_renderedFont = font;
        m_renderedColour = colour;
        m_renderedRatio = ratio;
        const QSize padded = box + QSize(2 * kBleed, 2 * kBleed);
        m_rendered = QImage(padded * ratio, QImage::Format_ARGB32_Premultiplied);
        m_rendered.setDevicePixelRatio(ratio);
        m_rendered.fill(Qt::transparent);
        QPainter p(&m_rendered);
        p.setFont(font);
        p.setPen(colour);
        p.drawText(QRect(QPoint(kBleed, kBleed), box), Qt::TextDontClip, name);
    }
    const QPoint at(mRect.x() + icon.width() + mParentLegend->iconTextPadding() - kBleed,
                    mRect.y() - kBleed);
    painter->drawImage(at, m_rendered);
}

} // namespace shardscope
