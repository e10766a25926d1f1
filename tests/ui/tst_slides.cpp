// Slides that need no retouching: the board as one slide (menu and `export --figure board`),
// each view in its own cell with the caption under them; SVG text any renderer draws alike.
#include "common/languagemanager.h"
#include "evaluate.h"
#include "export/boardslide.h"
#include "export/exporter.h"
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
#include <QSettings>
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
    void svgLabelsAreWholeInEveryLanguage_data();
    void svgLabelsAreWholeInEveryLanguage();
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
    QCOMPARE(w.writeBoardSlide(path), QString());
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
    options.theme = Theme::forProjector();
    figure->setTheme(options.theme);
    figure->setData(s, evaluate(s));
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

SHARDSCOPE_TEST_MAIN(TestSlides)
#include "tst_slides.moc"
