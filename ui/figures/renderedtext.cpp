#include "figures/renderedtext.h"

#include "figures/figuretext.h"

#include <QFontMetrics>
#include <QHash>
#include <QPaintDevice>
#include <QPainter>

#include <cmath>

namespace shardscope {

namespace {

// Room around the box for glyphs that reach past it (italics, accents, a long line with
// Qt::TextDontClip).
constexpr int kBleed = 4;

} // namespace

bool RenderedText::suits(const QPainter* painter) {
    const QPaintDevice* device = painter->device();
    return device && device->devType() == QInternal::Widget &&
           painter->transform().type() <= QTransform::TxTranslate;
}

void RenderedText::draw(QPainter* painter, const QRect& box, int flags, const QString& text,
                        const QFont& font, const QColor& colour) {
    if (text.isEmpty())
        return;
    // Where the box lands on the window. QCustomPlot shifts an antialiased painter by half a
    // pixel: the text is rendered at the same fraction of a pixel, and the image put whole.
    const QPointF at = painter->transform().map(QPointF(box.topLeft()));
    const QPoint pixel(int(std::floor(at.x())), int(std::floor(at.y())));
    const QPointF fraction = at - pixel;
    const qreal ratio = painter->device()->devicePixelRatioF();
    if (text != m_text || font != m_font || colour != m_colour || box.size() != m_size ||
        flags != m_flags || ratio != m_ratio || fraction != m_fraction) {
        m_text = text;
        m_font = font;
        m_colour = colour;
        m_size = box.size();
        m_flags = flags;
        m_ratio = ratio;
        m_fraction = fraction;
        // The font as the window's painter completes it from the widget's own font: an
        // image's painter would complete it from the application's.
        painter->save();
        painter->setFont(font);
        const QFont onWindow = painter->font();
        painter->restore();
        const QSize padded = box.size() + QSize(2 * kBleed, 2 * kBleed);
        m_image = QImage(padded * ratio, QImage::Format_ARGB32_Premultiplied);
        m_image.setDevicePixelRatio(ratio);
        m_image.fill(Qt::transparent);
        QPainter image(&m_image);
        image.setFont(onWindow);
        image.setPen(colour);
        image.drawText(QRectF(QPointF(kBleed, kBleed) + fraction, box.size()), flags, text);
    }
    painter->save();
    painter->resetTransform();
    painter->drawImage(pixel - QPoint(kBleed, kBleed), m_image);
    painter->restore();
}

QSize textBoxSize(const QFont& font, int flags, const QString& text) {
    return TextMetrics(font).boxSize(flags, text);
}

} // namespace shardscope
