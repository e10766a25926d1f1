// Direct manipulation in the window: dragging the batch line (compute-vs-comms, ratio) and
// the split mark (split sweep) edits the scenario, one undo step a drag; Play runs the sweep
// and any input stops it.
#include "document/scenariodocument.h"
#include "failonqtwarnings.h"
#include "figures/figure.h"
#include "figures/plotdata.h"
#include "shell/mainwindow.h"
#include "shell/sweepplayer.h"
#include "testarea.h"
#include "windowparts.h"
#include "windowtesting.h"

#include <QAction>
#include <QSettings>
#include <QTabWidget>
#include <QUndoStack>
#include <QtTest>

#include <cmath>

using namespace shardscope;

class TestDirectDrag : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init() { QSettings().clear(); }
    void dragBatchLine_data();
    void dragBatchLine();
    void hoverOverTheMarkShowsItCanBeDragged();
    void dragSplitMark();
    void playBatchSweepStopsOnAKey();
    void playSplitSweepStopsOnAClick();
    void playedToTheEndLeavesNoUndoStep();

  private:
    static std::unique_ptr<MainWindow> openWindow();
    static Figure* showFigure(MainWindow* window, const QString& id);
    static QPoint onPlot(Figure* figure, double x);
    static void drag(Figure* figure, QPoint from, QPoint to);
};

void TestDirectDrag::initTestCase() {
    testing::failOnQtWarnings();
    QStandardPaths::setTestModeEnabled(true);
}

std::unique_ptr<MainWindow> TestDirectDrag::openWindow() {
    return testing::openMainWindow();
}

// The figure's tab, shown and laid out (a figure lays out when it paints).
Figure* TestDirectDrag::showFigure(MainWindow* window, const QString& id) {
    for (Figure* figure : figuresOf(*window))
        if (figure->id() == id) {
            tabsOf(*window)->setCurrentWidget(figure);
            if (!QTest::qWaitFor([figure] { return figure->isVisible(); }))
                return nullptr;
            figure->repaint();
            return figure;
        }
    return nullptr;
}

// Pixel x of axis value `x`, halfway down the plot.
QPoint TestDirectDrag::onPlot(Figure* figure, double x) {
    return QPoint(int(std::lround(figure->xAxis->coordToPixel(x))),
                  figure->axisRect()->rect().center().y());
}

// Press, four steps of the way, then the end twice, each drawn before the next as a screen
// would: a figure lays out when it paints, and the second move at the end reads the axis as
// the figure laid it out after the first (its value labels may have changed width).
void TestDirectDrag::drag(Figure* figure, QPoint from, QPoint to) {
    QTest::mousePress(figure, Qt::LeftButton, {}, from);
    for (int i = 1; i <= 4; ++i) {
        QTest::mouseMove(figure, from + (to - from) * i / 4);
        figure->repaint();
    }
    QTest::mouseMove(figure, to);
    figure->repaint();
    QTest::mouseRelease(figure, Qt::LeftButton, {}, to);
    figure->repaint();
}

void TestDirectDrag::dragBatchLine_data() {
    QTest::addColumn<QString>("figure");
    QTest::newRow("compute-vs-comms") << QStringLiteral("compute-vs-comms");
    QTest::newRow("ratio") << QStringLiteral("ratio");
}

void TestDirectDrag::dragBatchLine() {
    QFETCH(QString, figure);
    const auto window = openWindow();
    QVERIFY(window);
    Figure* plot = showFigure(window.get(), figure);
    QVERIFY(plot);
    QVERIFY(plot->draggableMark().has_value());
    ScenarioDocument* doc = window->document();
    const double start = doc->scenario().batchTokens; // the book's figure: B = 1 M (ch. 5)
    // Three octaves left: B / 8 = 131 072 tokens, well inside the axis (10 .. 1e8 tokens).
    const double target = start / 8;
    const int steps = doc->undoStack()->count();

    drag(plot, onPlot(plot, start), onPlot(plot, target));
    const double dragged = doc->scenario().batchTokens;
    // Released: the mouse moving on without its button edits nothing.
    QTest::mouseMove(plot, onPlot(plot, start));
    QCOMPARE(doc->scenario().batchTokens, dragged);
    // The value under the cursor, within a pixel of the batch axis.
    QVERIFY2(std::abs(plot->xAxis->coordToPixel(dragged) - onPlot(plot, target).x()) <= 1.0,
             qPrintable(QString::number(dragged)));
    QVERIFY(dragged != start);
    QCOMPARE(doc->undoStack()->count(), steps + 1); // the whole drag, one step
    doc->undoStack()->undo();
    QCOMPARE(doc->scenario().batchTokens, start);
}

void TestDirectDrag::hoverOverTheMarkShowsItCanBeDragged() {
    const auto window = openWindow();
    QVERIFY(window);
    Figure* plot = showFigure(window.get(), QStringLiteral("compute-vs-comms"));
    QVERIFY(plot);
    QVERIFY(plot->draggableMark().has_value());
    const auto hover = [plot](QPoint at) {
        QMouseEvent move(QEvent::MouseMove, at, plot->mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                         Qt::NoModifier);
        QCoreApplication::sendEvent(plot, &move);
    };
    const QPoint onMark = onPlot(plot, window->document()->scenario().batchTokens);
    hover(onMark);
    QVERIFY(plot->testAttribute(Qt::WA_SetCursor));
    QCOMPARE(plot->cursor().shape(), Qt::SizeHorCursor);
    hover(onMark + QPoint(100, 0)); // a hundred pixels away: a pan, not the mark
    QVERIFY(!plot->testAttribute(Qt::WA_SetCursor));
}

void TestDirectDrag::dragSplitMark() {
    const auto window = openWindow();
    QVERIFY(window);
    Figure* plot = showFigure(window.get(), QStringLiteral("split-sweep"));
    QVERIFY(plot);
    QVERIFY(plot->draggableMark().has_value());
    ScenarioDocument* doc = window->document();
    // The book's figure: N = 4096 chips, FSDP 512 × TP 8 (ch. 5).
    QCOMPARE(doc->scenario().fsdp, 512LL);
    const int steps = doc->undoStack()->count();

    // To X = 2048, where X · Y = N leaves TP 4096 / 2048 = 2.
    drag(plot, onPlot(plot, 512), onPlot(plot, 2048));
    QCOMPARE(doc->scenario().fsdp, 2048LL);
    QCOMPARE(doc->scenario().tp, 2LL);
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    doc->undoStack()->undo();
    QCOMPARE(doc->scenario().fsdp, 512LL);
    QCOMPARE(doc->scenario().tp, 8LL);
}

void TestDirectDrag::playBatchSweepStopsOnAKey() {
    const auto window = openWindow();
    QVERIFY(window);
    QVERIFY(showFigure(window.get(), QStringLiteral("compute-vs-comms")));
    SweepPlayer* player = sweepPlayerOf(*window);
    QCOMPARE(player->sweepForBoard(), SweepPlayer::Sweep::Batch);
    ScenarioDocument* doc = window->document();
    const double start = doc->scenario().batchTokens;
    const int steps = doc->undoStack()->count();

    player->action()->trigger();
    QVERIFY(player->action()->isChecked());
    QTRY_VERIFY(doc->scenario().batchTokens != start);
    QTest::keyClick(tabsOf(*window), Qt::Key_A);
    QVERIFY(!player->action()->isChecked());
    QVERIFY(!player->action()->isChecked());
    QCOMPARE(doc->undoStack()->count(), steps + 1); // stopped midway: one step
    doc->undoStack()->undo();
    QCOMPARE(doc->scenario().batchTokens, start);
}

void TestDirectDrag::playSplitSweepStopsOnAClick() {
    const auto window = openWindow();
    QVERIFY(window);
    Figure* plot = showFigure(window.get(), QStringLiteral("split-sweep"));
    QVERIFY(plot);
    SweepPlayer* player = sweepPlayerOf(*window);
    QCOMPARE(player->sweepForBoard(), SweepPlayer::Sweep::Split);
    ScenarioDocument* doc = window->document();
    const Scenario start = doc->scenario();

    player->action()->trigger();
    QTRY_VERIFY(doc->scenario().tp != start.tp);
    QCOMPARE(doc->scenario().batchTokens, start.batchTokens); // only the split moves
    QTest::mouseClick(plot, Qt::LeftButton, {}, plot->rect().topLeft() + QPoint(4, 4));
    QVERIFY(!player->action()->isChecked());
    doc->undoStack()->undo();
    QVERIFY(doc->scenario() == start);
}

void TestDirectDrag::playedToTheEndLeavesNoUndoStep() {
    const auto window = openWindow();
    QVERIFY(window);
    QVERIFY(showFigure(window.get(), QStringLiteral("ratio")));
    SweepPlayer* player = sweepPlayerOf(*window);
    ScenarioDocument* doc = window->document();
    const Scenario start = doc->scenario();
    const int steps = doc->undoStack()->count();
    double largest = 0;
    connect(doc, &ScenarioDocument::changed, this,
            [&] { largest = std::max(largest, doc->scenario().batchTokens); });

    player->action()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!player->action()->isChecked(), 30000);
    QCOMPARE(largest, kBatchMax); // it went over the whole axis
    QVERIFY(doc->scenario() == start);
    QCOMPARE(doc->undoStack()->count(), steps);
}

SHARDSCOPE_TEST_MAIN(TestDirectDrag)
#include "tst_directdrag.moc"
