// The pipeline Gantt and the schedule switch in the window: the switch is an undoable scenario
// change, the figure follows pp and microbatches live, one stage shows a note, and the memory
// figure's activation bar follows the schedule (docs/model.md#pipeline-schedule).
#include "common/format.h"
#include "document/scenariodocument.h"
#include "evaluate.h"
#include "export/exporter.h"
#include "failonqtwarnings.h"
#include "figures/figure.h"
#include "figures/figureregistry.h"
#include "figures/ganttblocks.h"
#include "ghosts.h"
#include "scenario_io.h"
#include "shell/mainwindow.h"
#include "testarea.h"
#include "windowparts.h"
#include "workspace/explanationpanel.h"

#include <QComboBox>
#include <QSettings>
#include <QTabWidget>
#include <QUndoStack>

#include <QtTest>

using namespace shardscope;

namespace {

// The book's figure on 64 v5p chips as 4 stages of FSDP 4 × TP 4, K microbatches.
Scenario fourStages(long long k, PipelineSchedule schedule) {
    Scenario s = withChips(defaultScenario(), 64);
    s.tp = 4;
    s.fsdp = 4;
    s.pp = 4;
    s.microbatches = k;
    s.pipelineSchedule = schedule;
    validateScenario(s);
    return s;
}

// Where the chart's last backward block ends (its bars, not its axis).
double lastBackwardEnd(Figure* gantt) {
    for (int i = 0; i < gantt->plottableCount(); ++i)
        if (auto* blocks = qobject_cast<GanttBlocks*>(gantt->plottable(i));
            blocks && blocks->name() == QStringLiteral("Backward")) {
            bool found = false;
            const double end = blocks->getKeyRange(found).upper;
            return found ? end : -1;
        }
    return -1;
}

bool hasText(Figure* f, const QString& part) {
    for (const TextItem& t : plotTextItems(f))
        if (t.text.contains(part))
            return true;
    return false;
}

Figure* figureById(MainWindow* w, const QString& id) {
    for (Figure* f : figuresOf(*w))
        if (f->id() == id)
            return f;
    return nullptr;
}

// The memory figure's activation bar at the current ZeRO stage (main panel).
double activationBar(Figure* memory, int zeroStage) {
    for (int i = 0; i < memory->plottableCount(); ++i)
        if (auto* bars = qobject_cast<QCPBars*>(memory->plottable(i)))
            if (bars->name().startsWith(QLatin1String("Activation checkpoints")))
                return bars->data()->at(zeroStage)->value;
    return -1;
}

} // namespace

class TestPipelineFigure : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init() { QSettings().clear(); }
    void oneStageShowsANote();
    void pinnedANamesItsBubble();
    void scheduleSwitchIsUndoable();
    void followsPipelineControls();
    void memoryFigureFollowsTheSchedule();
    void ganttEndsWhereTheBudgetDoes();
    void gpipeEndsAtTheFormula();
    void exports();
};

void TestPipelineFigure::initTestCase() {
    testing::failOnQtWarnings();
    QStandardPaths::setTestModeEnabled(true);
}

void TestPipelineFigure::oneStageShowsANote() {
    std::unique_ptr<Figure> f = figures::create(QStringLiteral("pipeline"));
    QVERIFY(f);
    const Scenario s = defaultScenario(); // pp = 1
    f->setEvaluation(makeEvaluation(s));
    f->render(QSize(960, 540), 1);
    QVERIFY(hasText(f.get(), QStringLiteral("pp = 1")));
    QVERIFY(!hasText(f.get(), QStringLiteral("Bubble")));
    const Scenario piped = fourStages(8, PipelineSchedule::OneFOneB);
    f->setEvaluation(makeEvaluation(piped));
    f->render(QSize(960, 540), 1);
    QVERIFY(!hasText(f.get(), QStringLiteral("pp = 1")));
    // ch. 5 §Pipelining: (p − 1)/(K + p − 1) = 3/11 ≈ 27 %.
    QVERIFY(hasText(f.get(), QStringLiteral("Bubble 3/11 = 27 %")));
    // 1F1B: the first stage holds p = 4 microbatches, the last (p = 4) holds 1; stages are
    // numbered from 1 for people.
    QVERIFY(hasText(f.get(), QStringLiteral("1 (holds 4)")));
    QVERIFY(hasText(f.get(), QStringLiteral("4 (holds 1)")));
    QVERIFY(!hasText(f.get(), QStringLiteral("0 (holds")));
}

// The shipped four-stage scenario as a user opens it: the Gantt's time axis ends at the step the
// Budget states, and its label names that step (docs/model.md#whole-step-time).
void TestPipelineFigure::ganttEndsWhereTheBudgetDoes() {
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.document()->reset(loadScenarioFile(
        QStringLiteral(SHARDSCOPE_SCENARIOS_DIR "/07-pipeline-4-stages.json").toStdString()));
    Figure* gantt = figureById(&window, QStringLiteral("pipeline"));
    QVERIFY(gantt);
    gantt->render(QSize(1280, 720), 1);
    const Results& r = window.document()->results();
    // ch. 5 §Pipelining (docs/model.md#pipeline-schedule): the step's pipeline is (K + p − 1)
    // slots of a microbatch's forward and backward and the fill's and drain's 2(p − 1) sends,
    // K = 8, p = 4. Strict 1F1B also waits, in its steady state, for a backward to come back over
    // two sends, at most once a microbatch: its last backward ends within 2·K·t_send after that.
    const auto& t = r.pipeline.timing;
    const double formula = (8 + 4 - 1) * (t.forward + t.backward) + 2 * (4 - 1) * t.send;
    const double drawn = lastBackwardEnd(gantt);
    QVERIFY2(drawn >= formula * (1 - 1e-12) && drawn <= formula + 2 * 8 * t.send,
             qPrintable(QStringLiteral("%1 against %2").arg(drawn).arg(formula)));
    const double lastBackward = drawn;
    QVERIFY(r.step.seconds > lastBackward); // the head, syncs and update come after
    QVERIFY(std::abs(gantt->xAxis->range().upper - r.step.seconds) < 1e-6);
    QVERIFY(hasText(gantt, QStringLiteral("step ≈ %1").arg(format::seconds(r.step.seconds))));
    QTRY_VERIFY(explanationOf(window)->toPlainText().contains(format::seconds(r.step.seconds)));
}

// GPipe runs every forward, then every backward: its last backward ends exactly at
// (K + p − 1)·(τ_f + τ_b) + 2·(p − 1)·t_send (docs/model.md#pipeline-schedule), K = 8, p = 4, with
// the sends of ICI between the stages (t_send > 0, so the sends count).
void TestPipelineFigure::gpipeEndsAtTheFormula() {
    std::unique_ptr<Figure> f = figures::create(QStringLiteral("pipeline"));
    QVERIFY(f);
    const Scenario s = fourStages(8, PipelineSchedule::GPipe);
    const Results r = evaluate(s);
    f->setEvaluation(makeEvaluation(s, r));
    f->render(QSize(960, 540), 1);
    const auto& t = r.pipeline.timing;
    QVERIFY(t.send > 0);
    const double formula = (8 + 4 - 1) * (t.forward + t.backward) + 2 * (4 - 1) * t.send;
    const double drawn = lastBackwardEnd(f.get());
    QVERIFY2(std::abs(drawn - formula) <= 1e-12 * formula,
             qPrintable(QStringLiteral("%1 against %2").arg(drawn).arg(formula)));
}

void TestPipelineFigure::pinnedANamesItsBubble() {
    // Two Gantt charts over each other would hide both: A, pinned with 4 stages × 8
    // microbatches, is named in the legend with its bubble, (p − 1)/(K + p − 1) = 3/11 ≈ 27 %
    // (ch. 5 §Pipelining), while the chart draws the current schedule (16 microbatches:
    // 3/19 ≈ 16 %).
    std::unique_ptr<Figure> f = figures::create(QStringLiteral("pipeline"));
    QVERIFY(f);
    const Scenario a = fourStages(8, PipelineSchedule::OneFOneB);
    const Results ra = evaluate(a);
    const Scenario now = fourStages(16, PipelineSchedule::OneFOneB);
    f->setPinned(makeEvaluation(a, ra));
    f->setEvaluation(makeEvaluation(now));
    f->render(QSize(960, 540), 1);
    QVERIFY(hasText(f.get(), QStringLiteral("Bubble 3/19 = 16 %")));
    QVERIFY(testing::pinEntryOf(*f));
    QVERIFY(f->legend->hasItemWithPlottable(testing::pinEntryOf(*f)));
    const QString name = testing::pinEntryOf(*f)->name();
    QVERIFY2(name.startsWith(QLatin1String("A: ")) && name.contains(QLatin1String("bubble 27 %")),
             qPrintable(name));
    QVERIFY(hasText(f.get(), name));
    f->setPinned(nullptr);
    f->render(QSize(960, 540), 1);
    QVERIFY(!f->legend->hasItemWithPlottable(testing::pinEntryOf(*f)));
}

void TestPipelineFigure::scheduleSwitchIsUndoable() {
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ScenarioDocument* doc = window.document();
    doc->apply(fourStages(8, PipelineSchedule::OneFOneB), QStringLiteral("four stages"));
    auto* combo = window.findChild<QComboBox*>(QStringLiteral("schedule"));
    QVERIFY(combo);
    QCOMPARE(combo->currentText(), QStringLiteral("1F1B"));
    const int steps = doc->undoStack()->count();
    combo->setCurrentIndex(1);
    emit combo->activated(1); // what a click on "GPipe" sends
    QCOMPARE(doc->scenario().pipelineSchedule, PipelineSchedule::GPipe);
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    Figure* gantt = figureById(&window, QStringLiteral("pipeline"));
    QVERIFY(gantt);
    tabsOf(window)->setCurrentWidget(gantt);
    gantt->render(QSize(960, 540), 1);
    QVERIFY(hasText(gantt, QStringLiteral("1 (holds 8)"))); // GPipe: K on every stage
    doc->undoStack()->undo();
    QCOMPARE(doc->scenario().pipelineSchedule, PipelineSchedule::OneFOneB);
    QCOMPARE(combo->currentText(), QStringLiteral("1F1B"));
}

void TestPipelineFigure::followsPipelineControls() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    Figure* gantt = figureById(&window, QStringLiteral("pipeline"));
    tabsOf(window)->setCurrentWidget(gantt);
    window.document()->apply(fourStages(8, PipelineSchedule::GPipe), QStringLiteral("four stages"));
    gantt->render(QSize(960, 540), 1);
    QVERIFY(hasText(gantt, QStringLiteral("4 stages × 8 microbatches")));
    auto* spin = window.findChild<QSpinBox*>(QStringLiteral("microbatches"));
    QVERIFY(spin);
    spin->setValue(16);
    gantt->render(QSize(960, 540), 1);
    // (p − 1)/(K + p − 1) = 3/19 ≈ 16 %.
    QVERIFY(hasText(gantt, QStringLiteral("4 stages × 16 microbatches")));
    QVERIFY(hasText(gantt, QStringLiteral("Bubble 3/19 = 16 %")));
}

void TestPipelineFigure::memoryFigureFollowsTheSchedule() {
    // p = 4, K = 8: the busiest stage holds GPipe's K = 8 microbatches, 1F1B's min(p, K) = 4:
    // the activation bar halves when the schedule switches from GPipe to 1F1B.
    std::unique_ptr<Figure> memory = figures::create(QStringLiteral("memory"));
    const Scenario gpipe = fourStages(8, PipelineSchedule::GPipe);
    const Scenario oneF = fourStages(8, PipelineSchedule::OneFOneB);
    memory->setEvaluation(makeEvaluation(gpipe));
    memory->render(QSize(960, 540), 1);
    const double g = activationBar(memory.get(), gpipe.zeroStage);
    memory->setEvaluation(makeEvaluation(oneF));
    memory->render(QSize(960, 540), 1);
    const double o = activationBar(memory.get(), oneF.zeroStage);
    QVERIFY(g > 0);
    QCOMPARE(o / g, 4.0 / 8);
    QVERIFY(hasText(memory.get(), QStringLiteral("1F1B: 4 of 8 microbatches")));
}

// The exported chart says what the book's formula gives: 4 stages, 8 microbatches, a bubble of
// (p − 1)/(K + p − 1) = 3/11 ≈ 27 % (ch. 5 §Pipelining); 1F1B's first stage holds p = 4.
void TestPipelineFigure::exports() {
    QTemporaryDir dir;
    const Scenario s = fourStages(8, PipelineSchedule::OneFOneB);
    QStringList written;
    ExportOptions options;
    QString error =
        exportFigures(s, evaluate(s), {QStringLiteral("pipeline")}, dir.path(), options, &written);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(written.size(), 1);
    QImage image(written.front());
    QCOMPARE(image.size(), QSize(1920, 1080));
    options.format = ExportFormat::Svg;
    written.clear();
    error =
        exportFigures(s, evaluate(s), {QStringLiteral("pipeline")}, dir.path(), options, &written);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QFile svg(written.value(0));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(svg.readAll());
    QVERIFY(text.contains(QStringLiteral("Bubble 3/11 = 27 %")));
    QVERIFY(text.contains(QStringLiteral("1 (holds 4)")));
    QVERIFY(text.contains(QStringLiteral("4 (holds 1)")));
}

SHARDSCOPE_TEST_MAIN(TestPipelineFigure)
#include "tst_pipelinefigure.moc"
