#include "bench_export.h"

#include "evaluate.h"
#include "export/caption.h"
#include "export/exporter.h"
#include "export/pagewriter.h"
#include "figures/figure.h"
#include "figures/figureregistry.h"
#include "scenario_io.h"

#include <qcustomplot.h>

#include <QBuffer>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QImageWriter>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <vector>

using namespace shardscope;

namespace {

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? -1 : v[v.size() / 2];
}

// A fresh figure each run, as `export` builds one: construction, data, layout, drawing, file.
double vectorExportMs(ExportFormat format, const QString& dir, int runs) {
    const Scenario s = defaultScenario();
    const Results r = evaluate(s);
    ExportOptions options;
    options.format = format;
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        const auto figure = figures::create(QStringLiteral("compute-vs-comms"));
        figure->setTheme(options.theme);
        figure->setEvaluation(makeEvaluation(s, r));
        const QString file = dir + QStringLiteral("/cvc.") + formatSuffix(format);
        if (!exportFigureFile(*figure, s, file, options).isEmpty())
            return -1;
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    return median(ms);
}

// The median wall time of `runs` whole runs of `binary args`; -1 when one fails.
double processMedianMs(const QString& binary, const QStringList& args, int runs) {
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        QProcess p;
        p.start(binary, args);
        if (!p.waitForFinished(60000) || p.exitCode() != 0)
            return -1;
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    return median(ms);
}

// The whole `shardscope export --format gif --figure FIGURE` process at 1280x720: its median
// time as NAME_ms and its file's size as NAME_bytes.
void gifExport(const QString& binary, const QString& scenario, const QString& figure, bool quick,
               void (*print)(const char*, double, const char*), const char* name) {
    QTemporaryDir dir;
    const QStringList args{QStringLiteral("export"),   scenario,
                           QStringLiteral("--out"),    dir.path(),
                           QStringLiteral("--format"), QStringLiteral("gif"),
                           QStringLiteral("--figure"), figure,
                           QStringLiteral("--size"),   QStringLiteral("1280x720")};
    const QByteArray ms = QByteArray(name) + "_ms", bytes = QByteArray(name) + "_bytes";
    const double took = processMedianMs(binary, args, quick ? 2 : 5);
    print(ms.constData(), took, "ms");
    if (took < 0)
        return;
    print(bytes.constData(),
          double(QFileInfo(dir.filePath(figure + QStringLiteral(".gif"))).size()), "bytes");
}

// The roofline's page at 1600x800 (as export.roofline_ms draws it) encoded as PNG at
// `quality` (-1: Qt's default, deflate level 6): milliseconds of encoding and bytes. `alpha`:
// drawn with an alpha channel, as a transparent export is (PNG then holds RGBA, not RGB).
std::pair<double, double> pngEncode(int quality, int runs, bool alpha = false) {
    const Scenario s = defaultScenario();
    const auto figure = figures::create(QStringLiteral("roofline"));
    figure->setEvaluation(makeEvaluation(s));
    Page page;
    page.size = QSize(1600, 800);
    page.scale = page.size.height() / 540.0;
    page.paint = [&figure](QCPPainter& p, QSize logical) { figure->paint(p, logical, false); };
    const QImage drawn = renderPage(page);
    const QImage image = alpha ? drawn.convertToFormat(QImage::Format_ARGB32_Premultiplied) : drawn;
    std::vector<double> ms;
    qint64 bytes = 0;
    for (int i = 0; i < runs; ++i) {
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        QImageWriter writer(&buffer, "png");
        writer.setQuality(quality);
        QElapsedTimer timer;
        timer.start();
        if (!writer.write(image))
            return {-1, -1};
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
        bytes = png.size();
    }
    return {median(ms), double(bytes)};
}

} // namespace

void benchExport(const QString& binary, bool quick,
                 void (*print)(const char*, double, const char*)) {
    QTemporaryDir dir;
    const int runs = quick ? 5 : 20;
    vectorExportMs(ExportFormat::Svg, dir.path(), 1); // fonts and caches warm
    print("export.svg_ms", vectorExportMs(ExportFormat::Svg, dir.path(), runs), "ms");
    print("export.pdf_ms", vectorExportMs(ExportFormat::Pdf, dir.path(), runs), "ms");
    // The deflate level export uses against Qt's default: the time it saves and the bytes it
    // costs (the roofline at 1600x800, as export.roofline_ms writes it).
    const auto [chosenMs, chosenBytes] = pngEncode(kPngQuality, runs);
    const auto [defaultMs, defaultBytes] = pngEncode(-1, runs);
    print("export.png_encode_ms", chosenMs, "ms");
    print("export.png_bytes", chosenBytes, "bytes");
    print("export.png_encode_default_level_ms", defaultMs, "ms");
    print("export.png_default_level_bytes", defaultBytes, "bytes");
    // Every deflate level worth a look (Qt: level = (100 − quality) × 9 / 91), and the same
    // page with an alpha channel: what the chosen level and the opaque image save.
    for (const int level : {0, 1, 2, 3, 6, 9}) {
        const int quality = 100 - (level * 91 + 8) / 9;
        const auto [ms, bytes] = pngEncode(quality, runs);
        const QByteArray name = "export.png_level_" + QByteArray::number(level);
        print((name + "_ms").constData(), ms, "ms");
        print((name + "_bytes").constData(), bytes, "bytes");
    }
    const auto [alphaMs, alphaBytes] = pngEncode(kPngQuality, runs, true);
    print("export.png_encode_rgba_ms", alphaMs, "ms");
    print("export.png_rgba_bytes", alphaBytes, "bytes");

    // 64 chips (4 x 4 x 4), FSDP 8 x TP 8: the FSDP+TP schedule of 16 steps.
    const QString scenario = dir.filePath(QStringLiteral("s64.json"));
    QFile out(scenario);
    if (!out.open(QIODevice::WriteOnly))
        return;
    out.write(saveScenario(withTp(withChips(defaultScenario(), 64), 8)).c_str());
    out.close();
    gifExport(binary, scenario, QStringLiteral("mesh-anim"), quick, print, "export.gif_mesh");
    // The book's figure (4096 chips, FSDP 512 x TP 8): one collective in the lens, 16 frames.
    const QString book = dir.filePath(QStringLiteral("book.json"));
    QFile bookOut(book);
    if (!bookOut.open(QIODevice::WriteOnly))
        return;
    bookOut.write(saveScenario(defaultScenario()).c_str());
    bookOut.close();
    gifExport(binary, book, QStringLiteral("mesh-collective"), quick, print,
              "export.gif_mesh_collective");
    // The board as one slide, as an instructor writes it: the whole process, 1920x1080 PNG.
    const QStringList board{QStringLiteral("export"),   book,
                            QStringLiteral("--out"),    dir.path(),
                            QStringLiteral("--figure"), QStringLiteral("board")};
    print("export.board_slide_ms", processMedianMs(binary, board, quick ? 3 : 9), "ms");
}

void benchLessonDeck(const QString& binary, bool quick,
                     void (*print)(const char*, double, const char*)) {
    QTemporaryDir dir;
    // The whole process, as an instructor runs it: start, read the lesson, lay out and draw
    // every slide with its figure, write the one PDF.
    const QStringList args{QStringLiteral("lesson"),   QStringLiteral("ch5-parallelism"),
                           QStringLiteral("--out"),    dir.path(),
                           QStringLiteral("--format"), QStringLiteral("pdf")};
    print("lesson.deck_pdf_ms", processMedianMs(binary, args, quick ? 3 : 10), "ms");
}
