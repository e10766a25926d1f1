#include "figures/legendentry.h"

#include "figures/figuretext.h"
#include "figures/renderedtext.h"

namespace shardscope {

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

QString LegendEntry::shownName() const {
    const QString name = mPlottable->name();
    if (m_textWidthLimit > 0 &&
        textBoxSize(getFont(), Qt::TextDontClip, name).width() > m_textWidthLimit)
        return brokenNearMiddle(name);
    return name;
}

QSize LegendEntry::textSize() const {
    return textBoxSize(getFont(), Qt::TextDontClip, shownName());
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

// QCustomPlot clips each layerable a pixel above its rect (QCPLayer::draw) and an antialiased
// painter draws half a pixel below it: an entry as tall as its name lost the descenders of "р",
// "g" and "p". The clip reaches two pixels further down.
QRect LegendEntry::clipRect() const {
    return mOuterRect.adjusted(0, 0, 0, 2);
}

void LegendEntry::draw(QCPPainter* painter) {
    if (!mPlottable)
        return;
    const bool rendered = RenderedText::suits(painter);
    if (!rendered && m_textWidthLimit == 0) {
        QCPPlottableLegendItem::draw(painter);
        return;
    }
    // The icon (and its border) as QCustomPlot draws it, without the name.
    const QString name = mPlottable->name();
    mPlottable->setName(QString());
    QCPPlottableLegendItem::draw(painter);
    mPlottable->setName(name);
    // The name where QCustomPlot puts it: right of the icon, as tall as the icon at least.
    const QSize icon = mParentLegend->iconSize();
    const QSize text = textSize();
    const QRect box(mRect.x() + icon.width() + mParentLegend->iconTextPadding(), mRect.y(),
                    text.width(), std::max(text.height(), icon.height()));
    if (rendered) {
        m_name.draw(painter, box, Qt::TextDontClip, shownName(), getFont(), getTextColor());
        return;
    }
    painter->setFont(getFont());
    painter->setPen(QPen(getTextColor()));
    painter->drawText(box, Qt::TextDontClip, shownName());
}

} // namespace shardscope
