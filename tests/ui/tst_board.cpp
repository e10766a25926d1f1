// The board: several views at once, remembered with the session; the presenter
// strip; the figures' legend clicks, hover read-out and axis reset; DCN on the chart.
#include "common/appsettings.h"
#include "common/format.h"
#include "common/languagemanager.h"
#include "common/viewids.h"
#include "computations.h"
#include "curves.h"
#include "document/scenariodocument.h"
#include "evaluate.h"
#include "failonqtwarnings.h"
#include "figures/computevscommsfigure.h"
#include "figures/figureregistry.h"
#include "figures/hoverreadout.h"
#include "figures/ratiofigure.h"
#include "figures/splitsweepfigure.h"
#include "findcontrol.h"
#include "mesh/meshview.h"
#include "plotparts.h"
#include "readout.h"
#include "scenario_io.h"
#include "shell/mainwindow.h"
#include "testarea.h"
#include "windowparts.h"
#include "windowtesting.h"
#include "workspace/board.h"
#include "workspace/boardpane.h"
#include "workspace/controlpanel.h"
#include "workspace/explanationpanel.h"
#include "workspace/presenterstrip.h"
#include "workspace/splitslider.h"

#include <QLabel>
#include <QSettings>
#include <QTabWidget>
#include <QUndoStack>
#include <QtTest>

using namespace shardscope;

class TestBoard : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init() { QSettings().clear(); }
    void defaultIsTabs();
    void meshTabFollowsAFileOpenedBeforeShow();
    void sliderAndMeshRedrawTogether();
    void layoutSurvivesRestart();
    void viewPickedAgainShowsNewestData();
    void viewMenuShortcuts();
    void stripNumbersEqualThePanel();
    void stripEditsAreUndoSteps();
    void legendClickHidesCurve();
    void hoverReadsEveryVisibleCurve();
    void splitReadoutReadsWholeWays();
    void bareHoverReadout();
    void doubleClickResetsAxes();
    void dcnCurvesWithPods();
    void lensNamesBothGroupsInEveryCell_data();
    void lensNamesBothGroupsInEveryCell();

    void oneComputationOfEachPerChange_data();
    void oneComputationOfEachPerChange();
    void meshDrawsTheFiguresSnapshot();
    void hiddenCurveKeptByKey();
    void everyLegendCurveHasItsOwnKey();

  private:
};

namespace {
// Counts a widget's paint events: a figure draws when it paints.
struct PaintCounter : QObject {
    int count = 0;
    bool eventFilter(QObject*, QEvent* event) override {
        count += event->type() == QEvent::Paint;
        return false;
    }
};
} // namespace

void TestBoard::initTestCase() {
    testing::failOnQtWarnings();
    QStandardPaths::setTestModeEnabled(true);
}

void TestBoard::defaultIsTabs() {
    const auto window = testing::openMainWindow();
    QVERIFY(window);
    QCOMPARE(boardOf(*window)->arrangement(), Board::Arrangement::Tabs);
    QVERIFY(tabsOf(*window)->isVisible());
    QVERIFY(boardOf(*window)->visiblePanes().isEmpty());
}

// A window that opens on the mesh tab with a file given on the command line: the file is read
// before the window is shown, and the mesh draws that file's chips (8), not the default's (4096).
void TestBoard::meshTabFollowsAFileOpenedBeforeShow() {
    MainWindow window;
    tabsOf(window)->setCurrentWidget(meshViewOf(window));
    QVERIFY(window.openFile(QStringLiteral(SHARDSCOPE_SCENARIOS_DIR "/05-course-7b-8xh100.json")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(meshViewOf(window)->scene().layout.chipCount(), window.document()->scenario().chips);
    QCOMPARE(meshViewOf(window)->scene().layout.chipCount(), 8);
}

void TestBoard::sliderAndMeshRedrawTogether() {
    const auto window = testing::openMainWindow();
    QVERIFY(window);
    boardOf(*window)->applyPreset(Board::Preset::SliderAndMesh);
    const QList<BoardPane*> panes = boardOf(*window)->visiblePanes();
    QCOMPARE(panes.size(), 2);
    auto* figure = qobject_cast<ComputeVsCommsFigure*>(panes[0]->figure());
    MeshView* mesh = panes[1]->mesh();
    QVERIFY(figure && mesh);
    QTRY_VERIFY(figure->isVisible() && mesh->isVisible());
    QVERIFY(!tabsOf(*window)->isVisible()); // the tabs' views sit hidden and cost nothing
    PaintCounter paints;
    figure->installEventFilter(&paints);

    SplitSlider* slider = testing::findControl<SplitSlider>(controlsOf(*window), "splitSlider");
    slider->setValue(0); // TP 4096
    ScenarioDocument* doc = window->document();
    for (int step = 0; step < 6; ++step) {
        const int before = paints.count;
        QTest::keyClick(slider, Qt::Key_Right); // one more power of two of FSDP
        QTRY_VERIFY(paints.count > before);
        const Scenario& s = doc->scenario();
        QCOMPARE(mesh->scene().layout.y(), s.tp);
        QCOMPARE(mesh->scene().layout.x(), s.fsdp);
        const auto cross = doc->results().layer.crossoverBatch;
        if (cross && *cross > 0)
            QCOMPARE(testing::shownLineX(*figure, "crossoverLine"), *cross);
        else
            QVERIFY(std::isnan(testing::shownLineX(*figure, "crossoverLine")));
    }
    QCOMPARE(doc->scenario().tp, 4096LL >> 6);
}

void TestBoard::layoutSurvivesRestart() {
    {
        const auto window = testing::openMainWindow();
        QVERIFY(window);
        boardOf(*window)->applyPreset(Board::Preset::AllFigures);
        boardOf(*window)->visiblePanes()[3]->setView(QStringLiteral("roofline"));
        QVERIFY(window->close());
    }
    const auto again = testing::openMainWindow();
    QVERIFY(again);
    QCOMPARE(boardOf(*again)->arrangement(), Board::Arrangement::Grid);
    const QStringList expected{QStringLiteral("compute-vs-comms"), QStringLiteral("ratio"),
                               QStringLiteral("split-sweep"), QStringLiteral("roofline")};
    QCOMPARE(boardOf(*again)->paneViews(), expected);
    QCOMPARE(boardOf(*again)->visiblePanes().size(), 4);
    for (BoardPane* pane : boardOf(*again)->visiblePanes())
        QTRY_VERIFY(pane->view()->isVisible());
}

void TestBoard::viewPickedAgainShowsNewestData() {
    const auto window = testing::openMainWindow();
    QVERIFY(window);
    boardOf(*window)->applyPreset(Board::Preset::SliderAndMesh);
    BoardPane* pane = boardOf(*window)->visiblePanes()[0];
    auto* figure = qobject_cast<ComputeVsCommsFigure*>(pane->figure());
    QVERIFY(figure);
    QTRY_VERIFY(figure->isVisible());
    SplitSlider* slider = testing::findControl<SplitSlider>(controlsOf(*window), "splitSlider");
    slider->setValue(slider->maximum()); // pure FSDP: the crossover of the book's figure
    const double before = window->document()->results().layer.crossoverBatch.value_or(0);
    QTRY_COMPARE(testing::shownLineX(*figure, "crossoverLine"), before);

    pane->setView(QStringLiteral("ratio"));
    QTRY_VERIFY(pane->figure()->isVisible());
    QVERIFY(!figure->isVisible());
    for (int step = 0; step < 3; ++step)
        QTest::keyClick(slider, Qt::Key_Left); // towards TP: the crossover moves
    const double after = window->document()->results().layer.crossoverBatch.value_or(0);
    QVERIFY(after != before);

    // The figure built before comes back (not a new one), drawn with what came while hidden.
    pane->setView(QStringLiteral("compute-vs-comms"));
    QCOMPARE(pane->figure(), figure);
    QTRY_VERIFY(figure->isVisible());
    QTRY_COMPARE(testing::shownLineX(*figure, "crossoverLine"), after);
}

void TestBoard::viewMenuShortcuts() {
    const auto window = testing::openMainWindow();
    QVERIFY(window);
    QSet<QKeySequence> seen;
    for (const QList<QAction*>& actions :
         {boardOf(*window)->arrangementActions(), boardOf(*window)->presetActions()})
        for (QAction* a : actions) {
            QVERIFY2(!a->shortcut().isEmpty(), qPrintable(a->text()));
            QVERIFY(!seen.contains(a->shortcut()));
            seen.insert(a->shortcut());
        }
    boardOf(*window)->arrangementActions()[2]->trigger();
    QCOMPARE(boardOf(*window)->arrangement(), Board::Arrangement::OnePlusTwo);
    QCOMPARE(boardOf(*window)->visiblePanes().size(), 3);
    boardOf(*window)->arrangementActions()[0]->trigger();
    QCOMPARE(boardOf(*window)->arrangement(), Board::Arrangement::Tabs);
}

void TestBoard::stripNumbersEqualThePanel() {
    const auto window = testing::openMainWindow();
    QVERIFY(window);
    PresenterStrip* strip = presenterStripOf(*window);
    QVERIFY(!strip->isVisible());
    window->setProjectorMode(true);
    QVERIFY(strip->isVisible());
    for (int split : {12, 9, 4}) {
        testing::findControl<SplitSlider>(controlsOf(*window), "splitSlider")->setValue(split);
        const Results& r = window->document()->results();
        const QString math = format::seconds(r.layer.tMath),
                      comms = format::seconds(r.layer.tComms);
        const QString stripMath = testing::findControl<QLabel>(strip, "stripMath")->text();
        const QString stripComms = testing::findControl<QLabel>(strip, "stripComms")->text();
        QVERIFY2(stripMath.contains(math), qPrintable(stripMath));
        QVERIFY2(stripComms.contains(comms), qPrintable(stripComms));
        // The explanation panel shows the same two numbers, and the same verdict.
        QTRY_VERIFY(explanationOf(*window)->toPlainText().contains(math));
        QTRY_VERIFY(explanationOf(*window)->toPlainText().contains(comms));
        QVERIFY(explanationOf(*window)->toPlainText().contains(
            testing::findControl<QLabel>(strip, "stripVerdict")->text()));
        QCOMPARE(strip->splitSlider()->value(), split);
    }
}

void TestBoard::stripEditsAreUndoSteps() {
    const auto window = testing::openMainWindow();
    QVERIFY(window);
    window->setProjectorMode(true);
    ScenarioDocument* doc = window->document();
    const Scenario start = doc->scenario();
    PresenterStrip* strip = presenterStripOf(*window);
    QTest::keyClick(strip->batchSlider(), Qt::Key_Right);
    QVERIFY(doc->scenario().batchTokens > start.batchTokens);
    // The control panel follows the strip: both edit the one document.
    QCOMPARE(testing::findControl<QSlider>(controlsOf(*window), "batchSlider")->value(),
             strip->batchSlider()->value());
    QTest::keyClick(strip->splitSlider(), Qt::Key_Left);
    QVERIFY(doc->scenario().tp > start.tp);
    QCOMPARE(testing::findControl<SplitSlider>(controlsOf(*window), "splitSlider")->value(),
             strip->splitSlider()->value());
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QVERIFY(doc->scenario() == start);
    QCOMPARE(strip->splitSlider()->value(),
             testing::findControl<SplitSlider>(controlsOf(*window), "splitSlider")->value());
}

namespace {

QPoint legendEntryCentre(Figure* figure, QCPAbstractPlottable* curve) {
    QCPPlottableLegendItem* item = figure->legend->itemWithPlottable(curve);
    return item ? item->outerRect().center() : QPoint(-1, -1);
}

} // namespace

void TestBoard::legendClickHidesCurve() {
    const Scenario s = defaultScenario();
    QCPGraph* curve = nullptr;
    {
        ComputeVsCommsFigure figure;
        figure.resize(900, 600);
        figure.show();
        QVERIFY(QTest::qWaitForWindowExposed(&figure));
        figure.setEvaluation(makeEvaluation(s));
        figure.replot();
        curve = figure.graph(0); // compute (forward)
        QVERIFY(curve->visible());
        const QPoint at = legendEntryCentre(&figure, curve);
        QVERIFY(at.x() >= 0);
        QTest::mouseClick(&figure, Qt::LeftButton, {}, at);
        QVERIFY(!curve->visible());
        QVERIFY(figure.curves().curveHidden(curve));
        QVERIFY(figure.legend->hasItemWithPlottable(curve)); // greyed, still there to click back
    }
    {
        // Remembered: a new figure starts with the curve hidden; a click shows it again.
        ComputeVsCommsFigure figure;
        figure.resize(900, 600);
        figure.show();
        QVERIFY(QTest::qWaitForWindowExposed(&figure));
        figure.setEvaluation(makeEvaluation(s));
        figure.replot();
        QVERIFY(!figure.graph(0)->visible());
        QTest::mouseClick(&figure, Qt::LeftButton, {}, legendEntryCentre(&figure, figure.graph(0)));
        QVERIFY(figure.graph(0)->visible());
    }
}

// The book's figure splits 4096 chips as X × Y, X a power of two: the mouse at X = 480 reads the
// nearest split drawn, X = 512, not "480 ways".
void TestBoard::splitReadoutReadsWholeWays() {
    const Scenario s = defaultScenario();
    SplitSweepFigure figure;
    figure.resize(900, 600);
    figure.show();
    QVERIFY(QTest::qWaitForWindowExposed(&figure));
    figure.setEvaluation(makeEvaluation(s));
    figure.replot();
    const QRect r = figure.axisRect()->rect();
    testing::hoverAt(figure, QPointF(figure.xAxis->coordToPixel(480), r.center().y()));
    const QString first = testing::readoutOf(figure).section(QLatin1Char('\n'), 0, 0);
    QVERIFY2(first.endsWith(QStringLiteral(": 512")), qPrintable(first));
}

void TestBoard::hoverReadsEveryVisibleCurve() {
    const Scenario s = defaultScenario();
    ComputeVsCommsFigure figure;
    figure.resize(900, 600);
    figure.show();
    QVERIFY(QTest::qWaitForWindowExposed(&figure));
    figure.setEvaluation(makeEvaluation(s));
    figure.replot();
    const QRect r = figure.axisRect()->rect();
    testing::hoverAt(figure, QPointF(figure.xAxis->coordToPixel(1e6), r.center().y()));
    const QString text = testing::readoutOf(figure);
    QVERIFY2(text.contains(figure.graph(0)->name()), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("FSDP 512 × TP 8")));
    // Forward T_math = 4·B·D·F/(N·C) at the nearest sweep point to B = 1e6; the read-out
    // is within a sweep step (113 points over 7 decades, ≈ 15 %) of 4·1e6·8192·32768/(4096·4.59e14)
    // ≈ 0.57 ms.
    QVERIFY2(text.contains(QStringLiteral("µs")) || text.contains(QStringLiteral("ms")),
             qPrintable(text));
    testing::clickLegendEntry(figure, figure.graph(0)); // hides it
    testing::hoverAt(figure, QPointF(figure.xAxis->coordToPixel(1e6), r.center().y()));
    QVERIFY(!testing::readoutOf(figure).contains(figure.graph(0)->name() + QStringLiteral(":")));
    testing::clickLegendEntry(figure, figure.graph(0)); // shows it again
    testing::hoverAt(figure, QPointF(-5, -5));
    QVERIFY(testing::readoutOf(figure).isEmpty());

    // What the screen shows: the crosshair and its box appear, and leave nothing behind.
    QTRY_VERIFY(testing::isSettled(figure)); // the fine (antialiased) frame after new data has come
    const QImage plain = figure.grab().toImage();
    testing::hoverAt(figure, QPointF(figure.xAxis->coordToPixel(1e6), r.center().y()));
    QVERIFY(figure.grab().toImage() != plain);
    testing::hoverAt(figure, QPointF(-5, -5));
    QCOMPARE(figure.grab().toImage(), plain);
}

// HoverReadout alone on a bare plot: x and each shown curve with a legend entry and a value at
// x; under a question's mask the same lines with AnswerMask::hiddenMark() for every number.
void TestBoard::bareHoverReadout() {
    QCustomPlot plot;
    plot.resize(600, 400);
    plot.xAxis->setLabel(QStringLiteral("Batch\n(tokens)"));
    plot.xAxis->setRange(0, 10);
    plot.yAxis->setRange(0, 20);
    const auto line = [&plot](const QString& name, QList<double> keys) {
        QCPGraph* g = plot.addGraph();
        g->setName(name);
        for (double k : keys)
            g->addData(k, 2 * k); // y = 2x: 8 at x = 4
        return g;
    };
    line(QStringLiteral("Twice"), {0, 2, 4, 6, 8, 10});
    line(QStringLiteral("Off"), {0, 4, 10})->setVisible(false);
    line(QStringLiteral("Unlisted"), {0, 4, 10})->removeFromLegend();
    line(QStringLiteral("Marker"), {4, 4}); // a vertical mark: no value at x

    plot.replot(); // lays out: the axis rect gets its pixels
    const Theme theme = Theme::normal();
    bool masked = false;
    HoverReadout readout(&plot, theme, [&masked] { return masked; });
    const QPointF atFour(plot.xAxis->coordToPixel(4), plot.axisRect()->rect().center().y());
    readout.show(atFour);
    QCOMPARE(testing::readoutOf(plot), QStringLiteral("Batch: 4\nTwice: 8"));
    masked = true;
    readout.showAgain();
    const QString mark = AnswerMask::hiddenMark();
    QCOMPARE(testing::readoutOf(plot), QStringLiteral("Batch: %1\nTwice: %1").arg(mark));
    readout.show(QPointF(-5, -5)); // off the plot
    QVERIFY(testing::readoutOf(plot).isEmpty());
    readout.showAgain(); // a mask changing while it is hidden does not bring it back
    QVERIFY(testing::readoutOf(plot).isEmpty());
}

void TestBoard::doubleClickResetsAxes() {
    const Scenario s = defaultScenario();
    ComputeVsCommsFigure figure;
    figure.resize(900, 600);
    figure.show();
    QVERIFY(QTest::qWaitForWindowExposed(&figure));
    figure.setEvaluation(makeEvaluation(s));
    figure.replot();
    const QCPRange home = figure.xAxis->range();
    const QPoint centre = figure.axisRect()->rect().center();
    QWheelEvent wheel(centre, figure.mapToGlobal(centre), QPoint(), QPoint(0, 240), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(&figure, &wheel);
    QVERIFY(figure.xAxis->range().size() < home.size());
    // New data keeps the user's zoom...
    figure.setEvaluation(makeEvaluation(s));
    QVERIFY(figure.xAxis->range().size() < home.size());
    // ...until a double-click.
    QTest::mouseDClick(&figure, Qt::LeftButton, {}, centre);
    QCOMPARE(figure.xAxis->range().lower, home.lower);
    QCOMPARE(figure.xAxis->range().upper, home.upper);
}

void TestBoard::dcnCurvesWithPods() {
    // ch. 5 §Pods (derivation in tst_reference's dcnCurveAcrossPods): two pods of the book's
    // figure; the gradient AllReduce across pods is 8.388608e-5 s at every batch, and the
    // threshold B = pods · C/W_dcn = 2 · 73 440 = 146 880 tokens.
    Scenario s = defaultScenario();
    ComputeVsCommsFigure perLayer;
    RatioFigure ratio;
    for (Figure* f : {static_cast<Figure*>(&perLayer), static_cast<Figure*>(&ratio)}) {
        f->setEvaluation(makeEvaluation(s));
        f->refresh();
    }
    // The curves as the figures name them on their plots.
    QCPGraph* dcn = testing::plotPart<QCPGraph>(perLayer, "dcnCurve");
    QCPGraph* threshold = testing::plotPart<QCPGraph>(perLayer, "dcnThreshold");
    QCPGraph* dcnRatio = testing::plotPart<QCPGraph>(ratio, "dcnCurve");
    QVERIFY(dcn && threshold && dcnRatio);
    QVERIFY(!dcn->visible() && !perLayer.legend->hasItemWithPlottable(dcn));
    QVERIFY(!dcnRatio->visible());
    s.pods = 2;
    for (Figure* f : {static_cast<Figure*>(&perLayer), static_cast<Figure*>(&ratio)}) {
        f->setEvaluation(makeEvaluation(s));
        f->refresh();
    }
    QVERIFY(dcn->visible());
    for (auto it = dcn->data()->constBegin(); it != dcn->data()->constEnd(); ++it)
        QVERIFY(std::fabs(it->value - 8.388608e-5) < 1e-12);
    QCOMPARE(threshold->dataCount(), 2);
    QVERIFY(std::fabs(threshold->data()->constBegin()->key - 146880) < 1e-6);
    // The ratio is backward T_math over that time: ∝ B, 1 at 146 880, so B / 146 880 everywhere.
    QVERIFY(dcnRatio->visible());
    for (auto it = dcnRatio->data()->constBegin(); it != dcnRatio->data()->constEnd(); ++it)
        QVERIFY2(std::fabs(it->value / (it->key / 146880) - 1) < 1e-9,
                 qPrintable(QString::number(it->key)));
}

void TestBoard::lensNamesBothGroupsInEveryCell_data() {
    testing::addLanguageAndLookRows();
}

// The book figure (FSDP 512 × TP 8) in the mesh's board cells: the lens names its FSDP row and its
// TP row in every preset, shortened rather than dropped where a cell is small.
void TestBoard::lensNamesBothGroupsInEveryCell() {
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    const auto window = testing::openMainWindow(QSize(1366, 768));
    QVERIFY(window);
    window->setProjectorMode(projector);
    for (Board::Preset preset : {Board::Preset::SliderAndMesh, Board::Preset::AllFigures}) {
        boardOf(*window)->applyPreset(preset);
        const QList<BoardPane*> panes = boardOf(*window)->visiblePanes();
        panes.back()->setView(QStringLiteral("mesh")); // AllFigures shows no mesh of its own
        MeshView* mesh = panes.back()->mesh();
        QVERIFY(mesh);
        QTRY_VERIFY(mesh->isVisible() && meshCanvasOf(*mesh)->lensChip() >= 0);
        int titles = 0;
        for (const MeshTextItem& item : mesh->textItems(meshCanvasOf(*mesh)->size()))
            titles += item.role == MeshTextItem::Role::Lens && item.index == 0;
        QVERIFY2(titles == 2, qPrintable(QStringLiteral("%1 group titles in a %2 x %3 cell")
                                             .arg(titles)
                                             .arg(meshCanvasOf(*mesh)->width())
                                             .arg(meshCanvasOf(*mesh)->height())));
    }
    window->setProjectorMode(false);
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
}

// Compute-vs-comms and ratio draw the same batch sweep: one scenario change makes one snapshot
// in the document, both figures draw it, and the sweep is computed once for both (and for A's
// ghosts once when A is pinned).
namespace {
// How many times each computation ran since `before` (core/computations.h).
std::array<unsigned long long, kComputationKinds>
computationsSince(const std::array<unsigned long long, kComputationKinds>& before) {
    std::array<unsigned long long, kComputationKinds> runs{};
    for (int k = 0; k < kComputationKinds; ++k)
        runs[size_t(k)] = computationCount(Computation(k)) - before[size_t(k)];
    return runs;
}
std::array<unsigned long long, kComputationKinds> computationsNow() {
    return computationsSince({});
}
} // namespace

// Four panes of views that draw from the document's snapshot, two of them showing the same
// view: one change computes each thing they draw once and nothing else twice; A's snapshot is
// computed once for all their ghosts; the same snapshot handed again repaints nothing.
void TestBoard::oneComputationOfEachPerChange_data() {
    QTest::addColumn<QStringList>("views");
    QTest::addColumn<QList<int>>("computed"); // Computation kinds the views need
    const QString mesh = viewid::mesh;
    QTest::newRow("batch figures and two meshes")
        << QStringList{QStringLiteral("compute-vs-comms"), QStringLiteral("ratio"), mesh, mesh}
        << QList<int>{int(Computation::Evaluate), int(Computation::BatchSweep),
                      int(Computation::MeshLayout), int(Computation::StepSchedule)};
    QTest::newRow("split sweep, memory, two rooflines")
        << QStringList{QStringLiteral("split-sweep"), QStringLiteral("memory"),
                       QStringLiteral("roofline"), QStringLiteral("roofline")}
        << QList<int>{int(Computation::Evaluate), int(Computation::SplitSweep),
                      int(Computation::MemoryByStage), int(Computation::RooflineCurves)};
}

void TestBoard::oneComputationOfEachPerChange() {
    QFETCH(QStringList, views);
    QFETCH(QList<int>, computed);
    const auto window = testing::openMainWindow();
    QVERIFY(window);
    Board* board = boardOf(*window);
    board->setPaneViews(views);
    board->setArrangement(Board::Arrangement::Grid);
    const QList<BoardPane*> panes = board->visiblePanes();
    QCOMPARE(panes.size(), 4);
    ScenarioDocument* doc = window->document();
    for (BoardPane* pane : panes)
        QTRY_VERIFY(pane->isVisible());
    auto settled = [&] {
        for (BoardPane* pane : panes)
            if (pane->figure() && !testing::isSettled(*pane->figure()))
                return false;
        return true;
    };
    QTRY_VERIFY(settled());

    Scenario next = doc->scenario();
    next.batchTokens *= 2;
    auto before = computationsNow();
    doc->apply(next, QStringLiteral("batch"));
    QTRY_VERIFY(settled());
    auto runs = computationsSince(before);
    for (int k = 0; k < kComputationKinds; ++k)
        QVERIFY2(runs[size_t(k)] == (computed.contains(k) ? 1ULL : 0ULL),
                 qPrintable(QStringLiteral("computation %1 ran %2 times").arg(k).arg(runs[k])));

    // Pinning A: every view's ghosts come from A's one snapshot, each part computed once.
    before = computationsNow();
    doc->pin();
    QTRY_VERIFY(settled());
    runs = computationsSince(before);
    for (int k = 0; k < kComputationKinds; ++k)
        QVERIFY2(runs[size_t(k)] <= 1ULL,
                 qPrintable(QStringLiteral("computation %1 ran %2 times").arg(k).arg(runs[k])));

    // The same snapshot again (as a tab switch or a pin hands it over): nothing is drawn again.
    QCoreApplication::processEvents(); // the paints the pin asked for
    PaintCounter paints;
    for (BoardPane* pane : panes)
        if (pane->figure())
            pane->figure()->installEventFilter(&paints);
    board->setEvaluation(doc->evaluation());
    board->setPinned(doc->pinnedEvaluation());
    QCoreApplication::processEvents();
    QCOMPARE(paints.count, 0);
}

// The meshes draw the document's one snapshot of a change, the very object the figures draw, and
// A's one snapshot: guards against a mesh keeping copies of the scenario and results (as it did),
// or evaluating a scenario of its own.
void TestBoard::meshDrawsTheFiguresSnapshot() {
    const auto window = testing::openMainWindow();
    QVERIFY(window);
    MeshView* tabMesh = meshViewOf(*window);
    tabsOf(*window)->setCurrentWidget(tabMesh);
    QTRY_VERIFY(tabMesh->isVisible());
    ScenarioDocument* doc = window->document();
    Scenario next = doc->scenario();
    next.batchTokens *= 2;
    doc->apply(next, QStringLiteral("batch"));
    const Figure* tabFigure = figuresOf(*window).first();
    QVERIFY(doc->evaluation());
    QCOMPARE(tabFigure->evaluation(), doc->evaluation());
    QCOMPARE(tabMesh->evaluation(), tabFigure->evaluation());
    doc->pin();
    QVERIFY(doc->pinnedEvaluation());
    QCOMPARE(tabMesh->pinned(), doc->pinnedEvaluation());

    // A pane's mesh the same way, beside the figure of the pane next to it.
    boardOf(*window)->applyPreset(Board::Preset::SliderAndMesh);
    const QList<BoardPane*> panes = boardOf(*window)->visiblePanes();
    QCOMPARE(panes.size(), 2);
    MeshView* paneMesh = panes[1]->mesh();
    QVERIFY(paneMesh && panes[0]->figure());
    QTRY_VERIFY(paneMesh->isVisible());
    next.batchTokens *= 2;
    doc->apply(next, QStringLiteral("batch"));
    QCOMPARE(paneMesh->evaluation(), panes[0]->figure()->evaluation());
    QCOMPARE(paneMesh->evaluation(), doc->evaluation());
    QCOMPARE(paneMesh->pinned(), doc->pinnedEvaluation());
}

// A curve the user hid stays hidden when the language changes (its name does) and in a new
// figure after a restart; it is saved by its key ("fsdp"), not by its place among the
// plottables, which A's ghosts and a figure's own growth would shift.
void TestBoard::hiddenCurveKeptByKey() {
    const Scenario s = defaultScenario();
    auto curveWithKey = [](Figure& f, const QString& key) -> QCPAbstractPlottable* {
        for (int i = 0; i < f.plottableCount(); ++i)
            if (f.curves().curveKey(f.plottable(i)) == key)
                return f.plottable(i);
        return nullptr;
    };
    {
        RatioFigure figure;
        figure.resize(900, 600);
        figure.show();
        QVERIFY(QTest::qWaitForWindowExposed(&figure));
        figure.setEvaluation(makeEvaluation(s));
        QCPAbstractPlottable* fsdp = curveWithKey(figure, QStringLiteral("fsdp"));
        QVERIFY(fsdp);
        testing::clickLegendEntry(figure, fsdp); // hides it
        QCOMPARE(settings::hiddenCurves(figure.id()).value(), QStringList{QStringLiteral("fsdp")});
        const QString english = fsdp->name();
        QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("ru")));
        QTRY_VERIFY(fsdp->name() != english);
        QVERIFY(figure.curves().curveHidden(fsdp));
        QVERIFY(!fsdp->visible());
        QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    }
    RatioFigure again; // a restart: the settings are all it has
    again.resize(900, 600);
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    again.setEvaluation(makeEvaluation(s));
    QCPAbstractPlottable* fsdp = curveWithKey(again, QStringLiteral("fsdp"));
    QVERIFY(fsdp && again.curves().curveHidden(fsdp) && !fsdp->visible());
    QCPAbstractPlottable* tp = curveWithKey(again, QStringLiteral("tp"));
    QVERIFY(tp && !again.curves().curveHidden(tp) && tp->visible());
}

// A legend click must hide that curve alone, now and after a restart: each curve in a legend
// has a key of its own, given by name (not the "#3" of its place).
void TestBoard::everyLegendCurveHasItsOwnKey() {
    for (const QString& id : figures::ids()) {
        std::unique_ptr<Figure> f = figures::create(id);
        QVERIFY(f);
        QStringList keys;
        for (int i = 0; i < f->plottableCount(); ++i) {
            QCPAbstractPlottable* curve = f->plottable(i);
            bool listed = false;
            for (int k = 0; k < f->legend->itemCount(); ++k)
                if (auto* entry = qobject_cast<QCPPlottableLegendItem*>(f->legend->item(k)))
                    listed = listed || entry->plottable() == curve;
            if (!listed)
                continue;
            const QString key = f->curves().curveKey(curve);
            QVERIFY2(!key.startsWith(QLatin1Char('#')), qPrintable(id + QLatin1Char(' ') + key));
            QVERIFY2(!keys.contains(key), qPrintable(id + QLatin1Char(' ') + key));
            keys << key;
        }
    }
}

SHARDSCOPE_TEST_MAIN(TestBoard)
#include "tst_board.moc"
