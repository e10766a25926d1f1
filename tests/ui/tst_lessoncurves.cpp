// A lesson step's "curves" (docs/lesson-format.md): entering the step keeps only those curves on
// every figure of the board, in the plot and in the legend; a step without "curves" and closing
// the lesson bring every curve back, in the legend's order; the user's legend clicks, remembered
// in the settings, are neither changed nor overridden. A's pinned ghosts and the lesson deck
// follow the same filter. CurveVisibility, which keeps both for a figure, is tested on a bare
// plot too.
#include "common/appsettings.h"
#include "common/languagemanager.h"
#include "evaluate.h"
#include "failonqtwarnings.h"
#include "figures/curvevisibility.h"
#include "figures/figure.h"
#include "figures/figureregistry.h"
#include "ghosts.h"
#include "lesson/deckslide.h"
#include "lesson/lessonlibrary.h"
#include "lesson/lessonpane.h"
#include "plotparts.h"
#include "shell/lessondock.h"
#include "shell/mainwindow.h"
#include "testarea.h"
#include "windowparts.h"
#include "workspace/board.h"
#include "workspace/boardpane.h"

#include <qcustomplot.h>

#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

using namespace shardscope;

namespace {

const QString kCurvesLesson =
    QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/data/lessons/curves-sample.json");

// The compute-vs-comms figure's curves as the book names them (ch. 5), in English.
const QString kCompute = QStringLiteral("Compute (forward)");
const QString kBackward = QStringLiteral("Compute (backward, for DP)");
const QString kDp = QStringLiteral("DP: AllReduce (backward)");
const QString kFsdp = QStringLiteral("FSDP");
const QString kTp = QStringLiteral("TP");

QStringList legendNames(Figure* f) {
    QStringList names;
    for (int i = 0; i < f->legend->itemCount(); ++i)
        if (auto* entry = qobject_cast<QCPPlottableLegendItem*>(f->legend->item(i)))
            names << entry->plottable()->name();
    return names;
}

// Which of the curves in `among` (legend names; empty: any) are drawn now, with data.
QStringList visibleNames(Figure* f, const QStringList& among = {}) {
    QStringList names;
    for (int i = 0; i < f->plottableCount(); ++i) {
        QCPAbstractPlottable* p = f->plottable(i);
        if (p->visible() && (among.isEmpty() || among.contains(p->name())) &&
            p->interface1D()->dataCount() > 0)
            names << p->name();
    }
    return names;
}

QCPAbstractPlottable* named(Figure* f, const QString& name) {
    for (int i = 0; i < f->plottableCount(); ++i)
        if (f->plottable(i)->name() == name)
            return f->plottable(i);
    return nullptr;
}

// Shaded bands shown (the ratio figure's "only FSDP+TP is compute-bound").
int visibleBands(Figure* f) {
    int bands = 0;
    for (int i = 0; i < f->itemCount(); ++i)
        bands += qobject_cast<QCPItemRect*>(f->item(i)) && f->item(i)->visible() ? 1 : 0;
    return bands;
}

Figure* paneFigure(const MainWindow& window, int pane) {
    return boardOf(window)->visiblePanes().value(pane)->figure();
}

// A bare plot's curves, built in the order of `ids` (each with a legend entry, named by id);
// an empty id: a curve without one, which a filter never takes out.
QList<QCPGraph*> rebuildBareCurves(QCustomPlot& plot, const QStringList& ids) {
    plot.clearGraphs();
    QList<QCPGraph*> curves;
    for (const QString& id : ids) {
        QCPGraph* g = plot.addGraph();
        g->setName(id.isEmpty() ? QStringLiteral("no id") : id);
        if (!id.isEmpty())
            CurveVisibility::setCurveId(g, id.toLatin1().constData());
        curves << g;
    }
    return curves;
}

QStringList bareLegendNames(const QCustomPlot& plot) {
    QStringList names;
    for (int i = 0; i < plot.legend->itemCount(); ++i)
        if (auto* entry = qobject_cast<QCPPlottableLegendItem*>(plot.legend->item(i)))
            names << entry->plottable()->name();
    return names;
}

QStringList bareVisibleNames(const QCustomPlot& plot) {
    QStringList names;
    for (int i = 0; i < plot.graphCount(); ++i)
        if (plot.graph(i)->visible())
            names << plot.graph(i)->name();
    return names;
}

} // namespace

class TestLessonCurves : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        testing::failOnQtWarnings();
        QStandardPaths::setTestModeEnabled(true);
        LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    }
    void init() { QSettings().clear(); }
    void stepsFilterTheBoard();
    void filterNamingNoCurveChangesNothing();
    void ghostsFollowTheFilter();
    void deckDrawsTheStepsCurves();
    void builtInCurvesAreDrawn();
    void hiddenCurveFollowsItsKey();
    void bareFilterNamingNoCurve();
};

void TestLessonCurves::stepsFilterTheBoard() {
    MainWindow window;
    window.resize(1920, 1080);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    Board* board = boardOf(window);
    board->setPaneViews({QStringLiteral("compute-vs-comms"), QStringLiteral("memory")});
    board->setArrangement(Board::Arrangement::SideBySide);
    QCoreApplication::processEvents();
    Figure* figure = paneFigure(window, 0);
    Figure* memory = paneFigure(window, 1);
    // The user hid TP with a legend click before the lesson.
    testing::clickLegendEntry(*figure, named(figure, kTp)); // hides it
    const QString hiddenKey = settings::hiddenCurves(figure->id()).key();
    const QVariant hidden = QSettings().value(hiddenKey);
    QVERIFY(!hidden.toList().isEmpty());
    const QStringList everyEntry = legendNames(figure);
    QVERIFY(everyEntry.contains(kFsdp) && everyEntry.contains(kTp));
    const QStringList memoryEntries = legendNames(memory);

    QVERIFY(window.openLesson(kCurvesLesson));
    QCoreApplication::processEvents();
    QCOMPARE(paneFigure(window, 0), figure);
    // ["compute", "dp"]: the compute curves and DP's AllReduce, which is set against the
    // backward compute (ch. 5 §DP); the memory figure has none of them and stays whole.
    const QStringList dp{kCompute, kBackward, kDp};
    QCOMPARE(legendNames(figure), dp);
    QCOMPARE(visibleNames(figure), dp); // nothing else: not the current split's points either
    QCOMPARE(legendNames(memory), memoryEntries);
    for (Figure* tab : figuresOf(window))
        QCOMPARE(tab->curves().curveFilter(), (QStringList{"compute", "dp"}));

    lessonDockOf(window)->pane()->goTo(1); // no "curves": all again, TP still hidden by the user
    QCoreApplication::processEvents();
    QCOMPARE(legendNames(figure), everyEntry);
    QVERIFY(!named(figure, kTp)->visible());
    QVERIFY(named(figure, kFsdp)->visible());
    Figure* ratio = paneFigure(window, 1);
    const QStringList ratioEntries = legendNames(ratio);
    QCOMPARE(ratioEntries.size(), 4); // TP, FSDP, FSDP+TP at X_opt, the current split
    QCOMPARE(visibleBands(ratio), 1);

    lessonDockOf(window)->pane()->goTo(2); // ["fsdp", "tp"]: the user's TP stays hidden
    QCoreApplication::processEvents();
    QCOMPARE(legendNames(figure), (QStringList{kFsdp, kTp}));
    QCOMPARE(visibleNames(figure, everyEntry), QStringList{kFsdp});
    QCOMPARE(legendNames(ratio),
             (QStringList{QStringLiteral("TP only (flat)"), QStringLiteral("FSDP only (∝ B)")}));
    QCOMPARE(visibleBands(ratio), 0); // the band explains FSDP+TP at X_opt, left out here

    lessonDockOf(window)->closeLesson();
    QCoreApplication::processEvents();
    QCOMPARE(legendNames(figure), everyEntry);
    QCOMPARE(legendNames(ratio), ratioEntries);
    QVERIFY(figure->curves().curveFilter().isEmpty());
    QVERIFY(figure->curves().curveHidden(named(figure, kTp)));
    QVERIFY(!named(figure, kTp)->visible());
    QCOMPARE(QSettings().value(hiddenKey), hidden);
}

// A step's ["dp"] on the memory figure, which draws no strategy's curve: nothing changes.
void TestLessonCurves::filterNamingNoCurveChangesNothing() {
    const Scenario s = defaultScenario();
    const Results r = evaluate(s);
    std::unique_ptr<Figure> memory = figures::create(QStringLiteral("memory"));
    memory->setEvaluation(makeEvaluation(s, r));
    memory->refresh();
    const QStringList entries = legendNames(memory.get());
    const QStringList shown = visibleNames(memory.get(), entries);
    QVERIFY(!entries.isEmpty());
    memory->setCurveFilter({QStringLiteral("dp")});
    memory->refresh();
    QCOMPARE(legendNames(memory.get()), entries);
    QCOMPARE(visibleNames(memory.get(), entries), shown);
}

// A's ghosts: only those of the curves the step shows.
void TestLessonCurves::ghostsFollowTheFilter() {
    const Scenario s = defaultScenario();
    Scenario a = s;
    a.fsdp = 1024; // FSDP 1024 × TP 4 on the same 4096 chips
    a.tp = 4;
    const Results r = evaluate(s);
    const Results ra = evaluate(a);
    std::unique_ptr<Figure> figure = figures::create(QStringLiteral("compute-vs-comms"));
    figure->setPinned(makeEvaluation(a, ra));
    figure->setEvaluation(makeEvaluation(s, r));
    figure->refresh();
    QVERIFY(testing::shownGhostOf(*figure, named(figure.get(), kFsdp)));
    figure->setCurveFilter({QStringLiteral("dp")});
    figure->refresh();
    QVERIFY(testing::shownGhostOf(*figure, named(figure.get(), kDp)));
    QVERIFY(!testing::shownGhostOf(*figure, named(figure.get(), kFsdp)));
    QVERIFY(!testing::shownGhostOf(*figure, named(figure.get(), kCompute)));
    figure->setCurveFilter({});
    figure->refresh();
    QVERIFY(testing::shownGhostOf(*figure, named(figure.get(), kFsdp)));
}

// The deck draws a step's figure with the step's curves, and the next step's with its own.
void TestLessonCurves::deckDrawsTheStepsCurves() {
    const Lesson lesson = loadLesson(kCurvesLesson);
    const Theme theme = Theme::normal();
    const QList<DeckSlide> slides = deckSlides(lesson, theme);
    QCOMPARE(slides.size(), 3);
    DeckPainter painter(theme);
    QImage image(QSize(1920, 1080), QImage::Format_ARGB32_Premultiplied);
    const auto paint = [&](int i) {
        image.fill(Qt::white);
        QCPPainter p(&image);
        painter.paint(p, image.size(), slides[i], 1.0);
    };
    paint(0);
    Figure* figure = painter.figure(QStringLiteral("compute-vs-comms"));
    QVERIFY(figure);
    QCOMPARE(legendNames(figure), (QStringList{kCompute, kBackward, kDp}));
    paint(1);
    QVERIFY(legendNames(figure).contains(kFsdp));
    QVERIFY(named(figure, kFsdp)->visible());
    paint(2);
    QCOMPARE(legendNames(figure), (QStringList{kFsdp, kTp}));
}

// Every id a built-in step names is drawn, with data, on one of the step's views, and the filter
// leaves something out: a step's "curves" that selected nothing would teach nothing.
void TestLessonCurves::builtInCurvesAreDrawn() {
    int steps = 0;
    for (const QString& id : builtInLessonIds()) {
        const Lesson lesson = loadLesson(id);
        for (size_t i = 0; i < lesson.steps.size(); ++i) {
            const LessonStep& step = lesson.steps[i];
            if (step.curves.empty())
                continue;
            ++steps;
            const QString where = QStringLiteral("%1, step %2").arg(id).arg(i + 1);
            const Results r = evaluate(step.scenario);
            QSet<QString> drawn;
            bool leftOut = false;
            for (const std::string& view : step.views) {
                std::unique_ptr<Figure> f = figures::create(QString::fromStdString(view));
                if (!f)
                    continue; // the mesh
                f->setEvaluation(makeEvaluation(step.scenario, r));
                f->refresh();
                const int before = int(legendNames(f.get()).size());
                f->setCurveFilter(lessonStepCurves(step));
                f->refresh();
                leftOut = leftOut || legendNames(f.get()).size() < before;
                for (int k = 0; k < f->plottableCount(); ++k) {
                    QCPAbstractPlottable* p = f->plottable(k);
                    // The Layouts view's cells are not a curve: no 1D data, no curve id.
                    if (p->visible() && p->interface1D() && p->interface1D()->dataCount() > 0)
                        drawn << CurveVisibility::curveId(p);
                }
            }
            for (const std::string& curve : step.curves)
                QVERIFY2(drawn.contains(QString::fromStdString(curve)),
                         qPrintable(where + QStringLiteral(": nothing draws ") +
                                    QString::fromStdString(curve)));
            QVERIFY2(leftOut, qPrintable(where + QStringLiteral(": the filter leaves all")));
        }
    }
    QVERIFY(steps >= 4); // chapter 5's DP, FSDP, TP and DCN steps at least
}

// CurveVisibility alone: a curve hidden by the user stays hidden by its key when the curves are
// built again in another order, and after a restart reads the choice the settings kept (the
// key users' saved choices are under: "Figures/<figure id>/hidden", a sorted list of keys).
void TestLessonCurves::hiddenCurveFollowsItsKey() {
    const auto figureId = [] { return QStringLiteral("bare"); };
    const QString savedUnder = QStringLiteral("Figures/bare/hidden");
    QSettings().setValue(savedUnder, QStringList{QStringLiteral("tp")}); // an earlier session
    QCustomPlot plot;
    CurveVisibility curves(&plot, figureId);
    QList<QCPGraph*> built = rebuildBareCurves(plot, {"dp", "fsdp", "tp"});
    curves.loadHiddenCurves();
    QVERIFY(curves.setCurveHidden(built[1], true)); // fsdp
    QCOMPARE(QSettings().value(savedUnder).toStringList(), (QStringList{"fsdp", "tp"}));
    QCustomPlot other;
    QVERIFY(!curves.setCurveHidden(other.addGraph(), true)); // not a curve of this plot

    built = rebuildBareCurves(plot, {"tp", "fsdp", "dp"});
    curves.applyHiddenCurves(Qt::black, Qt::gray);
    QCOMPARE(bareVisibleNames(plot), QStringList{"dp"});
    QVERIFY(curves.curveHidden(built[1]) && curves.curveHidden(built[0]));
    auto* entry = qobject_cast<QCPPlottableLegendItem*>(plot.legend->itemWithPlottable(built[1]));
    QVERIFY(entry);
    QCOMPARE(entry->textColor(), QColor(Qt::gray)); // kept, greyed, to be clicked back

    CurveVisibility restarted(&plot, figureId);
    restarted.loadHiddenCurves();
    QVERIFY(restarted.setCurveHidden(built[0], false)); // tp shown again
    rebuildBareCurves(plot, {"fsdp", "dp", "tp"});
    restarted.applyHiddenCurves(Qt::black, Qt::gray);
    QCOMPARE(bareVisibleNames(plot), (QStringList{"dp", "tp"}));
    QCOMPARE(QSettings().value(savedUnder).toStringList(), QStringList{"fsdp"});
}

// CurveVisibility alone: a filter naming none of the plot's curves changes nothing; one naming
// a curve takes out the other curves with an id, and taking it off puts the legend back in order.
void TestLessonCurves::bareFilterNamingNoCurve() {
    QCustomPlot plot;
    CurveVisibility curves(&plot, [] { return QStringLiteral("bare"); });
    const QList<QCPGraph*> built = rebuildBareCurves(plot, {"dp", "", "fsdp", "tp"});
    const QStringList everyEntry = bareLegendNames(plot);

    QVERIFY(curves.setCurveFilter({QStringLiteral("compute")}));
    QVERIFY(!curves.setCurveFilter({QStringLiteral("compute")})); // the same: nothing to redo
    curves.applyCurveFilter();
    QCOMPARE(bareLegendNames(plot), everyEntry);
    QCOMPARE(bareVisibleNames(plot), everyEntry);
    QVERIFY(!curves.curveFiltered(built[2]) && curves.curveIdShown("fsdp"));

    curves.setCurveFilter({QStringLiteral("compute"), QStringLiteral("fsdp")});
    curves.applyCurveFilter();
    QCOMPARE(bareLegendNames(plot), (QStringList{"no id", "fsdp"}));
    QCOMPARE(bareVisibleNames(plot), (QStringList{"no id", "fsdp"}));
    QVERIFY(curves.curveFiltered(built[0]) && !curves.curveIdShown("dp"));

    curves.unfilterCurves();
    QCOMPARE(bareLegendNames(plot), everyEntry);
    QCOMPARE(bareVisibleNames(plot), everyEntry);
}

SHARDSCOPE_TEST_MAIN(TestLessonCurves)
#include "tst_lessoncurves.moc"
