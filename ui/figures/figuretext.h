#pragma once

#include <QFontMetrics>
#include <QHash>
#include <QList>
#include <QRectF>
#include <QString>

#include <memory>

class QCustomPlot;

namespace shardscope {

/** One piece of text a figure draws and the rectangle it takes, in widget pixels. */
struct TextItem {
    QString text;
    QRectF rect;
    /** Whether the text was shortened (with "…") to fit its room. */
    bool elided = false;
};

/**
 * The texts of a QCustomPlot as last laid out: titles and other text elements, axis
 * labels, tick labels, legend entries and text items. What a reader sees, so a test can
 * check that every text lies inside the figure and that no two overlap.
 */
QList<TextItem> plotTextItems(QCustomPlot* plot);

/** `text` on two lines, broken at the space nearest its middle (unchanged without a space). */
QString brokenNearMiddle(const QString& text);
/** Before a parenthesis when there is one ("T_math / T_comms\n(above 1: …)"), else at the
    space nearest the middle (brokenNearMiddle). */
QString withBreakNearMiddle(const QString& text);

/**
 * The figures' one text-measuring cache: widths and boxes remembered for the life of the
 * program, by font. A slider step lays each figure out more than once, and each layout measured
 * the same labels again (about 190 shapings a step on the 2 × 2 board, an eighth of its work).
 * It holds a QFontMetrics rather than being one: QFontMetrics::horizontalAdvance is not
 * virtual, so a TextMetrics handed on as a QFontMetrics& would measure past the cache.
 */
class TextMetrics {
  public:
    explicit TextMetrics(const QFont& font);
    int horizontalAdvance(const QString& text) const;
    /** QFontMetrics::boundingRect(QRect(), flags, text).size(). */
    QSize boxSize(int flags, const QString& text) const;
    int height() const { return m_metrics.height(); }
    int ascent() const { return m_metrics.ascent(); }

    struct Cache; ///< one font's widths and boxes, shared by all its metrics

  private:
    QFontMetrics m_metrics;
    std::shared_ptr<Cache> m_cache;
};

/**
 * `text` broken into lines no wider than `room` where Unicode allows a break: at spaces, and
 * between Chinese characters (a word wider than `room` keeps a line of its own).
 */
QString wrappedToWidth(const QString& text, const TextMetrics& metrics, int room);

/** The width of the widest of `text`'s lines. */
int widestLine(const TextMetrics& metrics, const QString& text);

} // namespace shardscope
