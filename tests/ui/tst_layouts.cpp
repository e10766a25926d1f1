// The Layouts view in the window: it answers chapter 6's question for the scenario, and a
// layout is applied with the keyboard or a double-click as one undo step (docs/search.md).
#include "document/scenariodocument.h"
#include "evaluate.h"
#include "export/exporter.h"
#include "failonqtwarnings.h"
#include "figures/figureregistry.h"
#include "figures/layoutsfigure.h"
#include "run_file.h"
#include "scenario_io.h"
#include "shell/mainwindow.h"
#include "shippedfiles.h"
#include "testarea.h"
#include "windowparts.h"
#include "workspace/board.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

using namespace shardscope;

namespace {

LayoutsFigure* layoutsTab(MainWindow& w) {
    for (Figure* f : figuresOf(w))
        if (auto* l = qobject_cast<LayoutsFigure*>(f))
            return l;
    return nullptr;
}

// The window on `s`, its Layouts tab shown and laid out.
LayoutsFigure* openOnLayouts(MainWindow& window, const Scenario& s) {
    window.resize(1600, 1000);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return nullptr;
    window.document()->reset(s);
    LayoutsFigure* view = layoutsTab(window);
    tabsOf(window)->setCurrentWidget(view);
    return QTest::qWaitFor([view] { return view->isVisible() && view->axisRect()->width() > 100; })
               ? view
               : nullptr;
}

// A click on the cell of `tp` ways in row `row`, as a user picks it: the grid's columns are the
// search's TP ways and its rows the search's rows, one axis unit each.
bool clickCell(LayoutsFigure* view, long long tp, long long row) {
    const auto& tps = view->search().tpWays;
    const auto& rows = view->search().rows;
    const auto column = std::find(tps.begin(), tps.end(), tp);
    const auto at = std::find(rows.begin(), rows.end(), row);
    if (column == tps.end() || at == rows.end())
        return false;
    const QPoint pixel(int(view->xAxis->coordToPixel(double(column - tps.begin()))),
                       int(view->yAxis->coordToPixel(double(at - rows.begin()))));
    QTest::mouseClick(view, Qt::LeftButton, {}, pixel);
    return true;
}

} // namespace

class TestLayouts : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init() { QSettings().clear(); }
    void answersChapterSix();
    void enterAppliesOneUndoStep();
    void doubleClickApplies();
    void followsTheBatch();
    void rankingRowPreviewsAsA();
    void rowsFollowTheMenu();
    void projectorSlideKeepsTheCells();
    void unevenStagesAreExplained();
};

void TestLayouts::initTestCase() {
    testing::failOnQtWarnings();
    QStandardPaths::setTestModeEnabled(true);
}

// ch. 6: on the LLaMA 3-70B pod the star is 2240 × 4, its 2240 data ways FSDP 560 × CP 4 on
// 1024 sequences (docs/search.md#context), and the sentence says why.
void TestLayouts::answersChapterSix() {
    MainWindow window;
    LayoutsFigure* view = openOnLayouts(window, testing::shippedScenario("03-llama3-70b-pod.json"));
    QVERIFY(view);
    QVERIFY(view->search().best().has_value());
    QCOMPARE(view->search().best()->fsdp, 560LL);
    QCOMPARE(view->search().best()->cp, 4LL);
    QCOMPARE(view->search().best()->tp, 4LL);
    QVERIFY2(view->why().contains(QStringLiteral("560 × 4 · CP 4")), qPrintable(view->why()));
}

// Start from FSDP alone (comms-bound, ch. 6), pick the TP 4 cell, press Enter: the scenario
// takes the cell's best layout in one undo step, and undo brings the old split back.
void TestLayouts::enterAppliesOneUndoStep() {
    MainWindow window;
    const Scenario start = withTp(testing::shippedScenario("03-llama3-70b-pod.json"), 1);
    LayoutsFigure* view = openOnLayouts(window, start);
    QVERIFY(view);
    const int before = window.document()->undoStack()->count();
    view->setFocus();
    QVERIFY(clickCell(view, 1, 1));       // TP 1 at one stage: the current layout
    QTest::keyClick(view, Qt::Key_Right); // TP 2
    QTest::keyClick(view, Qt::Key_Right); // TP 4
    QTest::keyClick(view, Qt::Key_Return);
    const Scenario& now = window.document()->scenario();
    QCOMPARE(now.tp, 4LL);
    QCOMPARE(now.fsdp, 560LL);
    QCOMPARE(now.cp, 4LL);
    QCOMPARE(now.pp, 1LL);
    QCOMPARE(now.zeroStage, 3);
    QCOMPARE(window.document()->undoStack()->count(), before + 1);
    window.document()->undoStack()->undo();
    QCOMPARE(window.document()->scenario(), start);
}

// A double-click on the TP 8 cell applies its 1120 data ways × TP 8: on 1024 sequences FSDP 560
// × CP 2 (docs/search.md#context).
void TestLayouts::doubleClickApplies() {
    MainWindow window;
    LayoutsFigure* view = openOnLayouts(window, testing::shippedScenario("03-llama3-70b-pod.json"));
    QVERIFY(view);
    const auto& tps = view->search().tpWays;
    const int column = int(std::find(tps.begin(), tps.end(), 8LL) - tps.begin());
    const QPoint at(int(view->xAxis->coordToPixel(column)), int(view->yAxis->coordToPixel(0)));
    QTest::mouseDClick(view, Qt::LeftButton, Qt::NoModifier, at);
    QCOMPARE(window.document()->scenario().tp, 8LL);
    QCOMPARE(window.document()->scenario().fsdp, 560LL);
    QCOMPARE(window.document()->scenario().cp, 2LL);
}

// docs/search.md: two pods at B = 2 M halve each pod's batch; the heatmap follows the scenario.
void TestLayouts::followsTheBatch() {
    MainWindow window;
    Scenario s = testing::shippedScenario("03-llama3-70b-pod.json");
    LayoutsFigure* view = openOnLayouts(window, s);
    QVERIFY(view && view->search().best().has_value());
    const long long candidates = view->search().candidates;
    s.batchTokens /= 64;
    window.document()->apply(s, QStringLiteral("batch"));
    // At B = 65 536 on 8960 chips no layout is compute-bound (7 tokens per chip).
    QTRY_VERIFY(view->search().best() && view->search().best()->mfu < 1);
    QCOMPARE(view->search().candidates <= candidates, true);
    QVERIFY2(view->why().contains(QStringLiteral("closest")), qPrintable(view->why()));
}

// The ranking beside the heatmap: a click on its second row asks to pin that layout as A, a
// double-click asks to apply it; the window pins it as one undo step and leaves the current
// scenario alone.
void TestLayouts::rankingRowPreviewsAsA() {
    const Scenario start = testing::shippedScenario("03-llama3-70b-pod.json");
    std::unique_ptr<Figure> made = figures::create(QStringLiteral("layouts"));
    auto* figure = qobject_cast<LayoutsFigure*>(made.get());
    QVERIFY(figure);
    figure->resize(1600, 900);
    figure->setEvaluation(makeEvaluation(start));
    figure->show();
    QVERIFY(QTest::qWaitForWindowExposed(figure));
    QTRY_VERIFY(figure->axisRects().size() == 2 && figure->axisRects().at(1)->width() > 50);
    QCPAxisRect* ranking = figure->axisRects().at(1);
    QVERIFY(figure->search().ranked.size() >= 2);
    const Scenario second = withLayout(start, figure->search().ranked.at(1));
    const QPoint row(ranking->center().x(), int(ranking->axis(QCPAxis::atLeft)->coordToPixel(1)));
    QList<Scenario> pins, edits;
    connect(figure, &Figure::requested, this, [&](const ViewRequest& r) {
        QCOMPARE(r.viewId, figure->id());
        (r.kind == ViewRequest::Kind::Pin ? pins : edits) << r.scenario;
    });
    // A click chooses the row and nothing else: A stays as it was, so a double-click that
    // applies it leaves the compare ratios meaningful.
    QTest::mouseClick(figure, Qt::LeftButton, Qt::NoModifier, row);
    QVERIFY(pins.isEmpty() && edits.isEmpty());
    QTest::mouseDClick(figure, Qt::LeftButton, Qt::NoModifier, row);
    QCOMPARE(edits, QList<Scenario>{second});
    QVERIFY(pins.isEmpty());
    // Pinning is the row's context menu: "Pin this layout as A".
    QTimer::singleShot(0, this, [] {
        QMenu* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        QVERIFY(menu);
        for (QAction* a : menu->actions())
            if (a->text() == QStringLiteral("Pin this layout as A"))
                a->trigger();
        menu->close();
    });
    QContextMenuEvent menuEvent(QContextMenuEvent::Mouse, row, figure->mapToGlobal(row));
    QApplication::sendEvent(figure, &menuEvent);
    QCOMPARE(pins, QList<Scenario>{second});

    // The window pins what its Layouts tab asks for, in one undo step.
    MainWindow window;
    LayoutsFigure* tab = openOnLayouts(window, start);
    QVERIFY(tab);
    window.resize(2600, 1200); // the ranking beside the grid needs the room
    QTRY_VERIFY(tab->axisRects().size() == 2 && tab->axisRects().at(1)->width() > 50);
    QCPAxisRect* tabRanking = tab->axisRects().at(1);
    const int before = window.document()->undoStack()->count();
    const QPoint tabRow(tabRanking->center().x(),
                        int(tabRanking->axis(QCPAxis::atLeft)->coordToPixel(1)));
    QTest::mouseClick(tab, Qt::LeftButton, Qt::NoModifier, tabRow);
    QVERIFY(!window.document()->pinned());
    QTimer::singleShot(0, this, [] {
        QMenu* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        QVERIFY(menu);
        for (QAction* a : menu->actions())
            if (a->text() == QStringLiteral("Pin this layout as A"))
                a->trigger();
        menu->close();
    });
    QContextMenuEvent tabMenu(QContextMenuEvent::Mouse, tabRow, tab->mapToGlobal(tabRow));
    QApplication::sendEvent(tab, &tabMenu);
    QVERIFY(window.document()->pinned());
    QCOMPARE(*window.document()->pinned(), second);
    QCOMPARE(window.document()->scenario(), start);
    QCOMPARE(window.document()->undoStack()->count(), before + 1);
}

// The view's menu maps EP down the rows for a MoE (docs/search.md#heatmap): the course's MoE on
// 8 H100 and 64 experts tries EP 1, 2, 4 and 8, the scenario's EP 8 is ringed, and each row's
// best layout has its EP.
void TestLayouts::rowsFollowTheMenu() {
    MainWindow window;
    LayoutsFigure* view =
        openOnLayouts(window, testing::shippedScenario("10-course-moe-8xh100.json"));
    QVERIFY(view);
    QCOMPARE(view->rows(), LayoutRows::Stages);
    QTimer::singleShot(0, this, [] {
        QMenu* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        QVERIFY(menu);
        for (QAction* a : menu->actions())
            if (a->menu() && a->text() == QStringLiteral("Rows"))
                for (QAction* row : a->menu()->actions())
                    if (row->text() == QStringLiteral("Expert-parallel ways (EP)")) {
                        QVERIFY(row->isEnabled());
                        row->trigger();
                    }
        menu->close();
    });
    const QPoint inside = view->axisRect()->center();
    QContextMenuEvent menuEvent(QContextMenuEvent::Mouse, inside, view->mapToGlobal(inside));
    QApplication::sendEvent(view, &menuEvent);
    QCOMPARE(view->rows(), LayoutRows::Experts);
    QTRY_COMPARE(view->search().rows, (std::vector<long long>{1, 2, 4, 8}));
    QCOMPARE(view->yAxis->label(), QStringLiteral("Expert-parallel ways (EP)"));
    for (const LayoutCell& cell : view->search().cells)
        if (cell.best)
            QCOMPARE(cell.best->ep, cell.row);
    // Enter on a cell applies its layout, EP included.
    view->setFocus();
    QVERIFY(clickCell(view, 1, 2));
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(window.document()->scenario().ep, 2LL);
    QCOMPARE(window.document()->scenario().tp, 1LL);
    // A dense model has one EP way: the view shows its stages, titled so, and the MoE opened
    // again gets its EP rows back.
    window.document()->reset(testing::shippedScenario("05-course-7b-8xh100.json"));
    QTRY_COMPARE(view->rows(), LayoutRows::Stages);
    QTRY_COMPARE(view->yAxis->label(), QStringLiteral("Pipeline stages"));
    QVERIFY(view->search().rows.front() == 1);
    QVERIFY2(view->title().contains(QStringLiteral("stage count")), qPrintable(view->title()));
    window.document()->reset(testing::shippedScenario("10-course-moe-8xh100.json"));
    QTRY_COMPARE(view->rows(), LayoutRows::Experts);
    QTRY_COMPARE(view->yAxis->label(), QStringLiteral("Expert-parallel ways (EP)"));
}

// A 1600 × 900 slide in projector type: the ten stage rows of the 70B pod keep their cells tall
// enough for a value in 70 % of the label type (the fitting once settled on a stale margin and
// left them 18 px), and the colour scale spans the cells.
void TestLayouts::projectorSlideKeepsTheCells() {
    const Scenario pod = testing::shippedScenario("03-llama3-70b-pod.json");
    std::unique_ptr<Figure> made = figures::create(QStringLiteral("layouts"));
    auto* figure = qobject_cast<LayoutsFigure*>(made.get());
    QVERIFY(figure);
    ExportOptions options;
    options.size = QSize(1600, 900);
    options.theme = Theme::make(ThemeName::Light, true);
    figure->setTheme(options.theme);
    figure->setEvaluation(makeEvaluation(pod));
    QTemporaryDir dir;
    QCOMPARE(exportFigureFile(*figure, pod, dir.filePath(QStringLiteral("layouts.png")), options),
             QString());
    const double rows = double(figure->search().rows.size());
    QCOMPARE(rows, 10.0); // 1, 2, 4, 5, 8, 10, 16, 20, 40, 80 divide L = 80 and 8960
    QFont label = options.theme.font(1.0, true);
    label.setPointSizeF(label.pointSizeF() * 0.7);
    QVERIFY2(figure->axisRect()->height() >= rows * (QFontMetricsF(label).height() + 5),
             qPrintable(QString::number(figure->axisRect()->height())));
    auto* scale = figure->findChild<QCPColorScale*>();
    QVERIFY(scale && scale->visible());
    QVERIFY(std::abs(scale->rect().top() - figure->axisRect()->rect().top()) <= 1);
    QVERIFY(std::abs(scale->rect().bottom() - figure->axisRect()->rect().bottom()) <= 1);
}

// BLOOM ran 70 layers on 12 stages (docs/runs.md): no stage count of the search (Z divides L,
// docs/search.md#rules), so the run's own layout has no cell to ring; the sentence says why.
void TestLayouts::unevenStagesAreExplained() {
    MainWindow window;
    const Scenario bloom =
        loadRunFile(SHARDSCOPE_SOURCE_DIR "/resources/runs/bloom-176b.json").scenario;
    LayoutsFigure* view = openOnLayouts(window, bloom);
    QVERIFY(view);
    QCOMPARE(bloom.pp, 12LL);
    // The sentence under the grid, as drawn (wrapped to the pane's width).
    const auto shown = [view] {
        QString all;
        for (const QCPTextElement* text : view->findChildren<QCPTextElement*>())
            all += text->text().replace(QLatin1Char('\n'), QLatin1Char(' ')) + QLatin1Char(' ');
        return all;
    };
    QTRY_VERIFY2(shown().contains(QStringLiteral("12 stages do not divide the 70 layers")),
                 qPrintable(shown()));
}

SHARDSCOPE_TEST_MAIN(TestLayouts)
#include "tst_layouts.moc"
