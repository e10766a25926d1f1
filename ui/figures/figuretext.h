#pragma once

#include <QList>
#include <QRectF>
#include <QString>

class QCustomPlot;
class QFontMetrics;

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

/** `text` broken at spaces into lines no wider than `room` (a word wider keeps a line). */
QString wrappedToWidth(const QString& text, const QFontMetrics& metrics, int room);

} // namespace shardscope
