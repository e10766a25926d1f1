#pragma once

#include "common/filewrite.h"
#include "common/theme.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QImage>
#include <QList>
#include <QSize>
#include <QString>

#include <functional>

class QCPPainter;

namespace shardscope {

/** The translation context of export's words: messages and the caption. */
struct ExportText {
    Q_DECLARE_TR_FUNCTIONS(shardscope::ExportText)
};

/** What a file holds: a raster image, vector drawings with real text, or an animation. */
enum class ExportFormat { Png, Svg, Pdf, Gif };

/** "png", "svg", "pdf", "gif": the file name's suffix and the --format value. */
QString formatSuffix(ExportFormat format);
/** The format named `name` (as --format takes it); false for anything else. */
bool parseExportFormat(const QString& name, ExportFormat* format);

/**
 * One exported picture: a painter callback that draws the content at a logical size, and an
 * optional footer line (the caption). `scale` device pixels per logical pixel; text and lines
 * scale with it.
 */
struct Page {
    QSize size{1920, 1080}; ///< device pixels (PNG pixels, SVG view box, PDF page in 1/96 in)
    double scale = 2;
    Theme theme;
    bool transparent = false;
    QString caption; ///< empty: no footer
    QString title;   ///< the SVG's and PDF's document title
    /** Draws the content into (0, 0, logical); the painter is already scaled. */
    std::function<void(QCPPainter& painter, QSize logical)> paint;
};

/**
 * The PNG quality handed to QImageWriter: Qt maps it to zlib's deflate level as
 * (100 − q) × 9 / 91, so 80 is level 1. Flat plots compress almost as well at level 1 as at
 * Qt's default 6 and encode several times faster (the bench prints both: export.png_*).
 */
inline constexpr int kPngQuality = 80;

/** Encodes `image` as PNG at kPngQuality into `out`. */
bool writePng(const QImage& image, QIODevice* out);

/** The page as an image of exactly `page.size` pixels. */
QImage renderPage(const Page& page);

/**
 * Writes the page as PNG, SVG or PDF to `file` through QSaveFile (temporary file, then rename):
 * a failure leaves the old file whole. Refuses to write through a symbolic link. Returns an
 * empty string, or one line naming the file and why it could not be written.
 */
QString writePage(const Page& page, ExportFormat format, const QString& file);

/**
 * Writes the pages as one PDF, a page each (all of the first page's size), through QSaveFile as
 * writePage() does. Empty string, or one line naming the file and why it could not be written.
 */
QString writePdfPages(const QList<Page>& pages, const QString& file);

/** Writes `bytes` to `file` through writeFileNoFollow; refuses a symbolic link. Empty string or why
 * not. */
QString saveBytes(const QByteArray& bytes, const QString& file);

} // namespace shardscope
