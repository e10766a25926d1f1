#pragma once

#include <QColor>
#include <QFont>
#include <QImage>
#include <QPointF>
#include <QRect>
#include <QString>

class QPainter;

namespace shardscope {

/**
 * A text drawn once on a transparent image and blended at each paint of the window until the
 * text, its font, colour, box or flags change. Shaping a text (what QPainter::drawText does on
 * every call) was a fifth of a slider step on the 2 × 2 board; blending its pixels costs a
 * few percent of that.
 */
class RenderedText {
  public:
    /**
     * Whether `painter` draws on the window unscaled, where the image is exact. Elsewhere
     * (an SVG, a PDF, a scaled export) text must stay text and be drawn as usual.
     */
    static bool suits(const QPainter* painter);

    /** As painter->drawText(box, flags, text) with `font` and `colour`; see suits(). */
    void draw(QPainter* painter, const QRect& box, int flags, const QString& text,
              const QFont& font, const QColor& colour);

  private:
    QImage m_image;
    QString m_text;
    QFont m_font;
    QColor m_colour;
    QSize m_size;
    int m_flags = 0;
    qreal m_ratio = 0;
    QPointF m_fraction; ///< of a pixel, where the box's corner falls on the window
};

/** QFontMetrics(font).boundingRect(QRect(), flags, text).size(), from TextMetrics's cache. */
QSize textBoxSize(const QFont& font, int flags, const QString& text);

} // namespace shardscope
