#include "figures/plotlabels.h"

#include "figures/figuretext.h"

#include <QStyle>

#include <cmath>

namespace shardscope {

TitleText::TitleText(QCustomPlot* plot, const QFont& font)
    : QCPTextElement(plot, QString(), font) {}

void TitleText::draw(QCPPainter* painter) {
    if (!RenderedText::suits(painter)) {
        QCPTextElement::draw(painter);
        return;
    }
    m_rendered.draw(painter, mRect, mTextFlags, mText, mainFont(), mainTextColor());
    mTextBoundingRect = QStyle::alignedRect(Qt::LeftToRight,
                                            Qt::Alignment(mTextFlags) &
                                                (Qt::AlignHorizontal_Mask | Qt::AlignVertical_Mask),
                                            textBoxSize(mainFont(), mTextFlags, mText), mRect);
}

void TitleText::setFullText(const QString& text) {
    m_full = text;
    setText(text);
}

void TitleText::fitTo(int available, const Theme& theme) {
    QString text = m_full.isEmpty() ? this->text() : m_full;
    QFont font = theme.font(1.3, true);
    auto tooWide = [&] { return widestLine(TextMetrics(font), text) > available - 24; };
    auto shrink = [&] {
        while (font.pointSizeF() > theme.fontPoints * 0.8 && tooWide())
            font.setPointSizeF(font.pointSizeF() * 0.93);
    };
    shrink();
    if (tooWide() && !text.contains(QLatin1Char('\n'))) {
        const int colon = int(text.indexOf(QLatin1String(": ")));
        text = colon > 0 ? text.left(colon + 1) + QLatin1Char('\n') + text.mid(colon + 2)
                         : withBreakNearMiddle(text);
        font = theme.font(1.0, true);
        shrink();
    }
    // A narrow slide cell: each line wrapped at spaces or between Chinese characters.
    if (tooWide()) {
        const TextMetrics metrics(font);
        QStringList lines;
        for (const QString& line : text.split(QLatin1Char('\n')))
            lines << wrappedToWidth(line, metrics, available - 24);
        text = lines.join(QLatin1Char('\n'));
    }
    if (text != this->text())
        setText(text);
    setFont(font);
}

QSize TitleText::minimumOuterSizeHint() const {
    return textBoxSize(mFont, Qt::TextDontClip, mText).grownBy(mMargins);
}

QSize TitleText::maximumOuterSizeHint() const {
    return {QWIDGETSIZE_MAX, minimumOuterSizeHint().height()};
}

PlotLabel::PlotLabel(QCustomPlot* plot) : QCPItemText(plot) {}

PlotLabel::Layout PlotLabel::layout() const {
    const QSize text = textBoxSize(mainFont(), Qt::TextDontClip | mTextAlignment, mText);
    QRect box(QPoint(), text.grownBy(mPadding));
    box.moveTopLeft(getTextDrawPoint(QPointF(), QRectF(box), mPositionAlignment).toPoint());
    return {position->pixelPosition(), box,
            QRect(box.topLeft() + QPoint(mPadding.left(), mPadding.top()), text)};
}

QPointF PlotLabel::anchorPixelPosition(int anchorId) const {
    if (!qFuzzyIsNull(mRotation))
        return QCPItemText::anchorPixelPosition(anchorId);
    const Layout at = layout();
    const QRectF box = QRectF(at.box).translated(at.origin);
    switch (anchorId) {
    case aiTopLeft:
        return box.topLeft();
    case aiTop:
        return {box.center().x(), box.top()};
    case aiTopRight:
        return box.topRight();
    case aiRight:
        return {box.right(), box.center().y()};
    case aiBottomRight:
        return box.bottomRight();
    case aiBottom:
        return {box.center().x(), box.bottom()};
    case aiBottomLeft:
        return box.bottomLeft();
    case aiLeft:
        return {box.left(), box.center().y()};
    default:
        return QCPItemText::anchorPixelPosition(anchorId);
    }
}

void PlotLabel::draw(QCPPainter* painter) {
    if (!RenderedText::suits(painter) || !qFuzzyIsNull(mRotation)) {
        QCPItemText::draw(painter);
        return;
    }
    const Layout at = layout();
    const int clipPad = int(std::ceil(mainPen().widthF()));
    if (!QRectF(at.box.adjusted(-clipPad, -clipPad, clipPad, clipPad))
             .translated(at.origin)
             .intersects(clipRect()))
        return;
    painter->save();
    painter->translate(at.origin);
    const bool filled = mainBrush().style() != Qt::NoBrush && mainBrush().color().alpha() != 0;
    const bool framed = mainPen().style() != Qt::NoPen && mainPen().color().alpha() != 0;
    if (filled || framed) {
        painter->setPen(mainPen());
        painter->setBrush(mainBrush());
        painter->drawRect(at.box);
    }
    m_rendered.draw(painter, at.text, Qt::TextDontClip | mTextAlignment, mText, mainFont(),
                    mainColor());
    painter->restore();
}

} // namespace shardscope
