// Slides that need no retouching: the board as one slide (menu and `export --figure board`),
// each view in its own cell with the caption under them; SVG text any renderer draws alike.
#include "common/languagemanager.h"
#include "evaluate.h"
#include "export/boardslide.h"
#include "export/caption.h"
#include "export/exporter.h"
#include "export/slidefigure.h"
#include "export/svgtext.h"
#include "failonqtwarnings.h"
#include "figures/figure.h"
#include "figures/figureregistry.h"
#include "shell/mainwindow.h"
#include "testarea.h"
#include "windowparts.h"
#include "workspace/board.h"

#include <QAction>
#include <QFile>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace shardscope;

namespace {

// Pixels of the column `x` (from 20 % to 80 % of the height) that differ from `background`.
int drawnPixelsInColumn(const QImage& image, int x, QColor background) {
    int drawn = 0;
    for (int y = image.height() / 5; y < image.height() * 4 / 5; ++y)
        drawn += image.pixelColor(x, y) != background ? 1 : 0;
    return drawn;
}

// Every figure in both looks and every language, for a data-driven test.
void addFigureLanguageLookRows() {
    QTest::addColumn<QString>("figure");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("projector");
    for (const QString& id : figures::ids())
        for (const char* language : {"en", "ru", "zh_CN"})
            for (const bool projector : {false, true})
                QTest::addRow("%s %s %s", qPrintable(id), language,
                              projector ? "projector" : "normal")
                    << id << QString::fromLatin1(language) << projector;
}

// The figure `id` exported as `export` writes it (PNG, the book's scenario) at `size`; the
// figure keeps the layout it was drawn with.
std::unique_ptr<Figure> exportedFigure(const QString& id, bool projector, QSize size,
                                       ExportOptions* options) {
    Scenario s = defaultScenario();
    if (id == QLatin1String("pipeline")) {
        s.fsdp /= 4; // the book's 4096 chips in 4 stages: a schedule to draw (pp 1 has none)
        s.pp = 4;
    }
    auto figure = figures::create(id);
    options->size = size;
    options->theme = Theme::make(ThemeName::Light, projector);
    figure->setTheme(options->theme);
    figure->setEvaluation(makeEvaluation(s));
    QTemporaryDir dir;
    const QString error =
        exportFigureFile(*figure, s, dir.filePath(QStringLiteral("figure.png")), *options);
    return error.isEmpty() ? std::move(figure) : nullptr;
}

// The smallest text of a laid-out figure, in its logical points: tick labels, axis titles and
// the legend's entries.
double smallestTextPoints(Figure& figure) {
    double smallest = figure.legend->visible() ? figure.legend->font().pointSizeF() : 1e9;
    for (QCPAxisRect* rect : figure.axisRects())
        for (QCPAxis* axis : rect->axes()) {
            if (!axis->visible())
                continue;
            if (axis->tickLabels())
                smallest = std::min(smallest, axis->tickLabelFont().pointSizeF());
            if (!axis->label().isEmpty())
                smallest = std::min(smallest, axis->labelFont().pointSizeF());
        }
    return smallest;
}

} // namespace

class TestSlides : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        testing::failOnQtWarnings();
        QStandardPaths::setTestModeEnabled(true);
    }
    void boardCellsFollowTheBoard();
    void fileMenuExportsTheBoard();
    void commandLineExportsTheBoard();
    void svgRunsOfALineAreOneText();
    void svgCaptionIsOneText();
    void svgLabelsAreWholeInEveryLanguage_data();
    void svgLabelsAreWholeInEveryLanguage();
    void legendTakesAFifthAtMost_data();
    void legendTakesAFifthAtMost();
    void legendEntriesHoldTheirText_data();
    void legendEntriesHoldTheirText();
    void figureTextScalesWithTheSlide_data();
    void figureTextScalesWithTheSlide();
    void svgDrawsAlikeInRsvg_data();
    void svgDrawsAlikeInRsvg();
};

// One view fills the area; two stand side by side on a wide slide and one above the other on a
// portrait page; four make two rows of two. The gap stays between them.
void TestSlides::boardCellsFollowTheBoard() {
    const QRectF wide(0, 0, 960, 500);
    QCOMPARE(boardCells(wide, 1, 10), QList<QRectF>{wide});
    QCOMPARE(boardCells(wide, 2, 10),
             (QList<QRectF>{QRectF(0, 0, 475, 500), QRectF(485, 0, 475, 500)}));
    const QRectF tall(0, 0, 500, 960);
    QCOMPARE(boardCells(tall, 2, 10),
             (QList<QRectF>{QRectF(0, 0, 500, 475), QRectF(0, 485, 500, 475)}));
    const QList<QRectF> grid = boardCells(wide, 4, 10);
    QCOMPARE(grid.size(), 4);
    QCOMPARE(grid[3], QRectF(485, 255, 475, 245));
}

// File → Export board as slide writes the views shown (Ctrl+M: the per-layer figure and the
// mesh) on one 1920×1080 slide: a gap of background runs down its middle between the two.
void TestSlides::fileMenuExportsTheBoard() {
    QSettings().clear();
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    MainWindow w;
    auto* action = w.findChild<QAction*>(QStringLiteral("exportBoardAction"));
    QVERIFY(action);
    QMenu* file = w.menuBar()->actions().first()->menu();
    QVERIFY(file && file->actions().contains(action));
    boardOf(w)->applyPreset(Board::Preset::SliderAndMesh);
    QCOMPARE(boardOf(w)->shownViews(),
             (QStringList{QStringLiteral("compute-vs-comms"), QStringLiteral("mesh")}));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("slide.png"));
    QCOMPARE(exportActionsOf(w)->writeBoardSlide(path), QString());
    const QImage image(path);
    QCOMPARE(image.size(), QSize(1920, 1080));
    // Scale 2 (1080 / 540): the 12-pixel logical gap is 24 pixels wide around x = 960.
    const QColor background = w.theme().background;
    QCOMPARE(drawnPixelsInColumn(image, 960, background), 0);
    QVERIFY(drawnPixelsInColumn(image, 480, background) > 0);
    QVERIFY(drawnPixelsInColumn(image, 1440, background) > 0);
}

// `shardscope export --figure board` goes through exportFigures: board.png, the default views.
void TestSlides::commandLineExportsTheBoard() {
    QVERIFY(exportIds().contains(QStringLiteral("board")));
    QVERIFY(!defaultExportIds().contains(QStringLiteral("board")));
    QTemporaryDir dir;
    ExportOptions options;
    const Scenario s = defaultScenario();
    QStringList written;
    QCOMPARE(
        exportFigures(s, evaluate(s), {QStringLiteral("board")}, dir.path(), options, &written),
        QString());
    QCOMPARE(written, QStringList{dir.filePath(QStringLiteral("board.png"))});
    QCOMPARE(QImage(written.first()).size(), QSize(1920, 1080));
}

// Two runs of one line ("для " in Cyrillic, then "DP") become one text the renderer lays out;
// a label further along the same baseline stays apart; Qt's "Sans Serif" alias is named as
// the font it stands for, with the generic family after it.
void TestSlides::svgRunsOfALineAreOneText() {
    const QByteArray in = "<g>\n"
                          "<text fill=\"#000\" x=\"10\" y=\"20\" font-family=\"Sans Serif\" "
                          "font-size=\"20\" \n >для </text>\n"
                          "<text fill=\"#000\" x=\"52\" y=\"20\" font-family=\"Sans Serif\" "
                          "font-size=\"20\" \n >DP</text>\n"
                          // 2 characters at 20 px reach x = 92 at the most: 500 is another label
                          "<text fill=\"#000\" x=\"500\" y=\"20\" font-family=\"Sans Serif\" "
                          "font-size=\"20\" \n >TP</text>\n</g>";
    const QString out = QString::fromUtf8(portableSvgText(in));
    QVERIFY2(out.contains(QStringLiteral(">для DP</text>")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral(">TP</text>")), qPrintable(out));
    QCOMPARE(out.count(QStringLiteral("<text ")), 2);
    QVERIFY(!out.contains(QStringLiteral("\"Sans Serif\"")));
    QVERIFY(out.contains(QStringLiteral(", sans-serif\"")));
}

// The board slide's caption mixes scripts in Russian ("График из книги (D = 8192 …") and Qt
// closes and reopens an identical group between its runs: still one <text>, which a renderer
// lays out itself (Inkscape otherwise left gaps where its font was narrower than Qt's).
void TestSlides::svgCaptionIsOneText() {
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("ru")));
    QTemporaryDir dir;
    ExportOptions options;
    options.format = ExportFormat::Svg;
    const Scenario s = defaultScenario();
    const QString file = dir.filePath(QStringLiteral("board.svg"));
    QCOMPARE(exportBoardFile(s, evaluate(s), file, options), QString());
    QFile svg(file);
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(svg.readAll());
    const QString caption = exportCaption(s);
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    QVERIFY2(text.contains(QLatin1Char('>') + caption + QStringLiteral("</text>")),
             qPrintable(caption));
}

void TestSlides::svgLabelsAreWholeInEveryLanguage_data() {
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "ru", "zh_CN"})
        QTest::addRow("%s", language) << language;
}

// Every label the per-layer figure writes ("comms-bound below B ≈ …" mixes scripts in Russian
// and Chinese) is one <text> of the SVG, each line whole: its spaces are the renderer's.
void TestSlides::svgLabelsAreWholeInEveryLanguage() {
    QFETCH(QString, language);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    QTemporaryDir dir;
    const Scenario s = defaultScenario();
    auto figure = figures::create(QStringLiteral("compute-vs-comms"));
    ExportOptions options;
    options.format = ExportFormat::Svg;
    options.theme = Theme::make(ThemeName::Light, true);
    figure->setTheme(options.theme);
    figure->setEvaluation(makeEvaluation(s));
    const QString file = dir.filePath(QStringLiteral("cvc.svg"));
    QCOMPARE(exportFigureFile(*figure, s, file, options), QString());
    QFile svg(file);
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(svg.readAll());
    int labels = 0;
    for (int i = 0; i < figure->itemCount(); ++i) {
        auto* label = qobject_cast<QCPItemText*>(figure->item(i));
        if (!label || !label->visible() || label->text().isEmpty())
            continue;
        for (const QString& line : label->text().split(QLatin1Char('\n'))) {
            ++labels;
            QVERIFY2(
                text.contains(QLatin1Char('>') + line.toHtmlEscaped() + QStringLiteral("</text>")),
                qPrintable(QStringLiteral("not one text: ") + line));
        }
    }
    QVERIFY(labels > 0);
}

void TestSlides::legendEntriesHoldTheirText_data() {
    addFigureLanguageLookRows();
}

// Each legend entry is as tall as its name drawn on the page: a legend the layout squeezed below
// its rows (the runs' twenty entries on a small page) cut every entry at the baseline, and "р"
// and "g" lost their descenders.
void TestSlides::legendEntriesHoldTheirText() {
    QFETCH(QString, figure);
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    for (const QSize size : {QSize(1920, 1080), QSize(1280, 720), QSize(1000, 1000)}) {
        ExportOptions options;
        const std::unique_ptr<Figure> drawn = exportedFigure(figure, projector, size, &options);
        QVERIFY(drawn);
        QImage page(options.size, QImage::Format_RGB32);
        QCPPainter painter(&page);
        painter.scale(options.effectiveScale(), options.effectiveScale());
        for (int i = 0; i < drawn->legend->itemCount(); ++i) {
            auto* entry = qobject_cast<QCPPlottableLegendItem*>(drawn->legend->item(i));
            if (!entry || !drawn->legend->visible())
                continue;
            painter.setFont(entry->font());
            QVERIFY2(entry->outerRect().height() >= painter.fontMetrics().height(),
                     qPrintable(QStringLiteral("%1 at %2x%3: %4 px for text %5 px tall")
                                    .arg(entry->plottable()->name())
                                    .arg(size.width())
                                    .arg(size.height())
                                    .arg(entry->outerRect().height())
                                    .arg(painter.fontMetrics().height())));
        }
    }
}

void TestSlides::legendTakesAFifthAtMost_data() {
    addFigureLanguageLookRows();
}

// A 16:9 slide at 1920x1080: the legend stands under the plot, shown, in at most a fifth of the
// image (kSlideLegendShare), and covers no plot. Measured from the laid-out legend, in the
// page's logical pixels (the export draws at 1080 / 540 = 2 device pixels each).
void TestSlides::legendTakesAFifthAtMost() {
    QFETCH(QString, figure);
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    ExportOptions options;
    const std::unique_ptr<Figure> drawn =
        exportedFigure(figure, projector, QSize(1920, 1080), &options);
    QVERIFY(drawn);
    QCPLegend* legend = drawn->legend;
    if (legend->itemCount() == 0)
        return; // a figure without curves to name (the layouts' ranking)
    QVERIFY2(legend->visible(), "the legend was hidden, not fitted");
    const QSizeF page = QSizeF(options.size) / options.effectiveScale();
    const QRect box = legend->outerRect();
    const double share = double(box.width()) * box.height() / (page.width() * page.height());
    QVERIFY2(share <= kSlideLegendShare,
             qPrintable(QStringLiteral("legend %1 x %2 is %3 of the page")
                            .arg(box.width())
                            .arg(box.height())
                            .arg(share, 0, 'f', 3)));
    for (QCPAxisRect* rect : drawn->axisRects())
        QVERIFY2(!box.intersects(rect->rect()), "the legend lies over a plot");
}

void TestSlides::figureTextScalesWithTheSlide_data() {
    addFigureLanguageLookRows();
}

// The figure's text is the same share of the image's height at 1920x1080 and at 3840x2160 (the
// export draws the same logical page at scale 2 and 4), within 15 %, and at 1080p no text is
// under the projector minimum of 20 pixels (Theme::kProjectorMinPx).
void TestSlides::figureTextScalesWithTheSlide() {
    QFETCH(QString, figure);
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    auto shareOfHeight = [&](QSize size, double* devicePx) {
        ExportOptions options;
        const std::unique_ptr<Figure> drawn = exportedFigure(figure, projector, size, &options);
        if (!drawn)
            return -1.0;
        // Points to pixels at the 96 dpi every export device is set to, then the page's scale.
        *devicePx = smallestTextPoints(*drawn) * 96.0 / 72.0 * options.effectiveScale();
        return *devicePx / size.height();
    };
    double hd = 0;
    double uhd = 0;
    const double atHd = shareOfHeight(QSize(1920, 1080), &hd);
    const double atUhd = shareOfHeight(QSize(3840, 2160), &uhd);
    QVERIFY(atHd > 0 && atUhd > 0);
    QVERIFY2(
        std::abs(atUhd / atHd - 1) <= 0.15,
        qPrintable(QStringLiteral("%1 of the height at 1080p, %2 at 2160p").arg(atHd).arg(atUhd)));
    QVERIFY2(hd >= Theme::kProjectorMinPx - 0.01,
             qPrintable(QStringLiteral("%1 px at 1080p").arg(hd)));
}

void TestSlides::svgDrawsAlikeInRsvg_data() {
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "ru", "zh_CN"})
        QTest::addRow("%s", language) << language;
}

// The board slide's SVG as librsvg draws it: the page's size, not blank, and ink where Qt's own
// drawing of the slide puts it (each tenth of the page, left to right and top to bottom, within
// 3 % of the page's ink): no text moved, run together or lost.
void TestSlides::svgDrawsAlikeInRsvg() {
    QFETCH(QString, language);
    const QString rsvg = QStandardPaths::findExecutable(QStringLiteral("rsvg-convert"));
    if (rsvg.isEmpty())
        QSKIP("rsvg-convert is not installed (librsvg2-bin)");
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    QTemporaryDir dir;
    ExportOptions options;
    options.format = ExportFormat::Svg;
    options.theme = Theme::make(ThemeName::Light, true);
    const Scenario s = defaultScenario();
    QCOMPARE(exportBoardFile(s, evaluate(s), dir.filePath(QStringLiteral("board.svg")), options),
             QString());
    QProcess convert;
    convert.start(rsvg, {QStringLiteral("-b"), QStringLiteral("white"), QStringLiteral("-o"),
                         dir.filePath(QStringLiteral("rsvg.png")),
                         dir.filePath(QStringLiteral("board.svg"))});
    QVERIFY(convert.waitForFinished(60000));
    QCOMPARE(convert.exitCode(), 0);
    const QImage theirs =
        QImage(dir.filePath(QStringLiteral("rsvg.png"))).convertToFormat(QImage::Format_RGB32);
    QCOMPARE(theirs.size(), options.size);
    // Qt's own drawing of the same slide: its PNG export (QSvgRenderer does not read the
    // hatching patterns QSvgGenerator writes).
    options.format = ExportFormat::Png;
    options.transparent = false;
    QCOMPARE(exportBoardFile(s, evaluate(s), dir.filePath(QStringLiteral("qt.png")), options),
             QString());
    const QImage ours =
        QImage(dir.filePath(QStringLiteral("qt.png"))).convertToFormat(QImage::Format_RGB32);
    // Ink: pixels well away from white, summed per tenth of the width and of the height.
    auto profile = [](const QImage& image) {
        QList<double> bands(20, 0.0);
        double total = 0;
        for (int y = 0; y < image.height(); ++y) {
            const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
            for (int x = 0; x < image.width(); ++x)
                if (qGray(line[x]) < 160) {
                    bands[x * 10 / image.width()] += 1;
                    bands[10 + y * 10 / image.height()] += 1;
                    total += 1;
                }
        }
        for (double& band : bands)
            band /= std::max(total, 1.0);
        return std::make_pair(bands, total / (image.width() * image.height()));
    };
    const auto [theirBands, theirInk] = profile(theirs);
    const auto [ourBands, ourInk] = profile(ours);
    QVERIFY2(theirInk > 0.01, "rsvg drew an (almost) blank page");
    for (int i = 0; i < 20; ++i)
        QVERIFY2(std::abs(theirBands[i] - ourBands[i]) <= 0.03,
                 qPrintable(QStringLiteral("band %1: %2 of the ink in rsvg, %3 in Qt")
                                .arg(i)
                                .arg(theirBands[i])
                                .arg(ourBands[i])));
}

SHARDSCOPE_TEST_MAIN(TestSlides)
#include "tst_slides.moc"
