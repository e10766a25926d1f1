#include "export/pagewriter.h"

#include "common/filewrite.h"
#include "common/plaintext.h"
#include "export/svgtext.h"

#include <qcustomplot.h>

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImageWriter>
#include <QPdfWriter>
#include <QSvgGenerator>

namespace shardscope {

namespace {

// Every device is set to the screen's 96 dpi: font point sizes then turn into the same pixels
// the figures' layout measured with, whether the page is an image, an SVG or a PDF.
constexpr int kDpi = 96;

// The caption's font: a little smaller than the axis labels, shrunk until the line fits.
QFont captionFont(const Page& page, double width, const QPaintDevice* device) {
    QFont font = page.theme.font(0.85);
    while (font.pointSizeF() > 4 &&
           QFontMetricsF(font, device).horizontalAdvance(page.caption) > width)
        font.setPointSizeF(font.pointSizeF() * 0.93);
    return font;
}

// Background, content and footer, in device pixels of `page.size` (the painter maps them to the
// device already).
void paintPage(QCPPainter& p, const Page& page) {
    if (!page.transparent)
        p.fillRect(QRectF(QPointF(0, 0), QSizeF(page.size)), page.theme.background);
    p.save();
    p.scale(page.scale, page.scale);
    const QSizeF logical = QSizeF(page.size) / page.scale;
    const double pad = 8;
    double footer = 0;
    QFont font;
    if (!page.caption.isEmpty()) {
        font = captionFont(page, logical.width() - 2 * pad, p.device());
        footer = QFontMetricsF(font, p.device()).height() * 1.8;
    }
    const QSize content(qCeil(logical.width()), std::max(1, qFloor(logical.height() - footer)));
    p.save();
    page.paint(p, content);
    p.restore();
    if (footer > 0) {
        p.setFont(font);
        p.setPen(page.theme.text);
        p.drawText(QRectF(pad, logical.height() - footer, logical.width() - 2 * pad, footer),
                   Qt::AlignVCenter | Qt::AlignLeft | Qt::TextSingleLine, page.caption);
    }
    p.restore();
}

// Starts a painter on a vector device, scaled so that page.size fills it; a PDF gets one page
// per entry of `pages` (all of the first page's size).
bool paintOn(QPaintDevice* device, const QList<Page>& pages) {
    QCPPainter p;
    if (pages.isEmpty() || !p.begin(device))
        return false;
    p.setMode(QCPPainter::pmVectorized);
    p.setMode(QCPPainter::pmNonCosmetic, pages.first().scale > 1);
    const double k = double(device->width()) / pages.first().size.width();
    for (qsizetype i = 0; i < pages.size(); ++i) {
        auto* paged = dynamic_cast<QPagedPaintDevice*>(device);
        if (i > 0 && !(paged && paged->newPage()))
            return false;
        p.save();
        p.scale(k, k);
        paintPage(p, pages.at(i));
        p.restore();
    }
    return p.end();
}

bool paintOn(QPaintDevice* device, const Page& page) {
    return paintOn(device, QList<Page>{page});
}

// Every page on one PDF page of its size (a 16:9 slide for 1920x1080), text kept as text.
bool paintPdf(QIODevice* out, const QList<Page>& pages) {
    if (pages.isEmpty())
        return false;
    const Page& first = pages.first();
    QPdfWriter pdf(out);
    pdf.setResolution(kDpi);
    pdf.setTitle(first.title);
    pdf.setCreator(QStringLiteral("ShardScope"));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setPageSize(QPageSize(QSizeF(first.size) * 72.0 / kDpi, QPageSize::Point, QString(),
                              QPageSize::ExactMatch));
    return paintOn(&pdf, pages);
}

} // namespace

bool writePng(const QImage& image, QIODevice* out) {
    QImageWriter writer(out, "png");
    writer.setQuality(kPngQuality);
    return writer.write(image);
}

namespace {

QByteArray encode(const Page& page, ExportFormat format, QString* why) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    bool ok = false;
    switch (format) {
    case ExportFormat::Png:
        // Encoded in memory first: a failed file write then reports the system's reason (a full
        // disk), not libpng's own message on stderr.
        ok = writePng(renderPage(page), &buffer);
        break;
    case ExportFormat::Svg: {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(page.size);
        svg.setViewBox(QRect(QPoint(0, 0), page.size));
        svg.setResolution(kDpi);
        // QSvgGenerator writes the title and description as they are, and text drawn on the
        // page with markup escaped but control characters kept: the names in them come from a
        // file, so they are escaped here and the document is cut to what XML 1.0 allows.
        svg.setTitle(xmlEscaped(page.title));
        svg.setDescription(xmlEscaped(page.caption));
        ok = paintOn(&svg, page);
        buffer.close();
        bytes = portableSvgText(xmlAllowedBytes(bytes));
        break;
    }
    case ExportFormat::Pdf:
        ok = paintPdf(&buffer, {page});
        break;
    case ExportFormat::Gif:
        break;
    }
    if (!ok)
        *why = ExportText::tr("%1 encoding failed").arg(formatSuffix(format).toUpper());
    return bytes;
}

} // namespace

QString formatSuffix(ExportFormat format) {
    switch (format) {
    case ExportFormat::Png:
        return QStringLiteral("png");
    case ExportFormat::Svg:
        return QStringLiteral("svg");
    case ExportFormat::Pdf:
        return QStringLiteral("pdf");
    case ExportFormat::Gif:
        return QStringLiteral("gif");
    }
    return {};
}

bool parseExportFormat(const QString& name, ExportFormat* format) {
    for (ExportFormat f :
         {ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf, ExportFormat::Gif})
        if (name == formatSuffix(f)) {
            *format = f;
            return true;
        }
    return false;
}

QImage renderPage(const Page& page) {
    // An opaque page needs no alpha channel: its PNG holds RGB, a quarter less to filter and
    // deflate, and nothing to unpremultiply first (the bench prints both: export.png_*).
    QImage image(page.size,
                 page.transparent ? QImage::Format_ARGB32_Premultiplied : QImage::Format_RGB32);
    image.fill(page.transparent ? QColor(Qt::transparent) : page.theme.background);
    QCPPainter p(&image);
    p.setMode(QCPPainter::pmNonCosmetic, page.scale > 1);
    paintPage(p, page);
    p.end();
    return image;
}

namespace {

QString linkMessage(const QString& file) {
    return ExportText::tr("%1: is a symbolic link; export does not write through links").arg(file);
}

} // namespace

// A symbolic link found where the file goes is refused, not written through (user guide,
// "Command line"); one swapped in while the file is written is replaced by rename, its target
// never touched (writeFileNoFollow).
QString saveBytes(const QByteArray& bytes, const QString& file) {
    if (QFileInfo(file).isSymLink())
        return linkMessage(file);
    bool isLink = false;
    const QString why = writeFileNoFollow(file, bytes, &isLink);
    if (isLink)
        return linkMessage(file);
    return why.isEmpty() ? QString() : cannotWriteMessage(file, why);
}

QString writePdfPages(const QList<Page>& pages, const QString& file) {
    if (QFileInfo(file).isSymLink())
        return linkMessage(file); // refused before anything is written, nothing truncated
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!paintPdf(&buffer, pages))
        return cannotWriteMessage(file,
                                  ExportText::tr("%1 encoding failed").arg(QStringLiteral("PDF")));
    return saveBytes(bytes, file);
}

QString writePage(const Page& page, ExportFormat format, const QString& file) {
    if (QFileInfo(file).isSymLink())
        return linkMessage(file);
    QString why;
    const QByteArray bytes = encode(page, format, &why);
    if (!why.isEmpty())
        return cannotWriteMessage(file, why);
    return saveBytes(bytes, file);
}

} // namespace shardscope
