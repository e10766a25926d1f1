// What a student reads in the first minutes: the panel's comparisons survive rich text in
// every language, the optimum stays put while the split slider moves, and the labels say
// what is true at the ends (pure TP, pure FSDP).
#include "common/format.h"
#include "common/languagemanager.h"
#include "curves.h"
#include "document/scenariodocument.h"
#include "failonqtwarnings.h"
#include "figures/computevscommsfigure.h"
#include "figures/figure.h"
#include "figures/figureregistry.h"
#include "findcontrol.h"
#include "plotparts.h"
#include "presets.h"
#include "shell/mainwindow.h"
#include "testarea.h"
#include "windowparts.h"
#include "windowtesting.h"
#include "workspace/controlpanel.h"
#include "workspace/explanationpanel.h"
#include "workspace/splitslider.h"

#include <QComboBox>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QUndoStack>
#include <QtTest>

using namespace shardscope;

class TestStudent : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void cleanup();
    void panelShowsEveryComparison_data();
    void panelShowsEveryComparison();
    void optimumStaysWhileTheSplitMoves();
    void pureTpIsNeverCommsBoundBelowZero();
    void trainingTokensAreAControl();
    void legendKeepsItsColumnsDuringADrag();
    void typedNumberIsOneUndoStep_data();
    void typedNumberIsOneUndoStep();
    void refusedStagesShowTheScenario();
    void microbatchesAtOneStageAccumulate();
    void everyFigureHasATab();
    void meshShapeIsAControl();
    void hsdpCutsTheNetworkTraffic();
    void cpSplitsTheSequences();
    void superpodSizeComesFromThePreset();
    void firstStartFillsTheScreen();
    void everyTabIsInSight_data();
    void everyTabIsInSight();
    void controlsNeedNoSidewaysScroll_data();
    void controlsNeedNoSidewaysScroll();

  private:
    void setBatch(double tokens);
    QString panelText() const;
    std::unique_ptr<MainWindow> m_window;
};

void TestStudent::initTestCase() {
    testing::failOnQtWarnings();
    QStandardPaths::setTestModeEnabled(true);
}

void TestStudent::init() {
    QSettings().clear();
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1366, 768);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestStudent::cleanup() {
    m_window.reset();
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
}

void TestStudent::setBatch(double tokens) {
    Scenario s = m_window->document()->scenario();
    s.batchTokens = tokens;
    m_window->document()->apply(s, QStringLiteral("batch"));
}

QString TestStudent::panelText() const {
    QCoreApplication::processEvents();
    // The panel lays text out once the values rest.
    if (!QTest::qWaitFor([this] { return testing::explanationIsStill(*explanationOf(*m_window)); }))
        qWarning("the explanation panel never came to rest"); // fails the test
    // toPlainText() gives no-break spaces (Russian digit groups) as plain ones.
    return explanationOf(*m_window)->toPlainText();
}

void TestStudent::panelShowsEveryComparison_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << "en";
    QTest::newRow("ru") << "ru";
    QTest::newRow("zh_CN") << "zh_CN";
}

void TestStudent::panelShowsEveryComparison() {
    QFETCH(QString, language);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    // The book's figure, FSDP 512 × TP 8 on 16×16×16 (M_X = 3, M_Y = 1; docs/model.md, "Mapping"):
    // α = 4.59e14 / 1.8e11 = 2550, crossover 512 · 2550 / 3 = 435 200 tokens (ch. 5, "Mixing FSDP
    // and TP").
    const auto shown = [](double v) {
        return format::number(v).replace(QChar::Nbsp, QLatin1Char(' '));
    };
    const QString tpLimit = shown(32768 / 2550.0); // M_Y·F/α = 12.85
    setBatch(100000);                              // below the crossover: communication-bound
    QString text = panelText();
    QVERIFY2(text.contains(QStringLiteral("T_math < T_comms")), qPrintable(text));
    // B/X = 100 000 / 512 = 195 < α/M_X = 850: the FSDP part is the limit.
    QVERIFY2(text.contains(QStringLiteral("B/X = %1 ≤ α/M_X = 850").arg(shown(100000 / 512.0))),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Y = 8 < M_Y·F/α = %1").arg(tpLimit)), qPrintable(text));

    setBatch(1048576); // above: compute-bound; B/X = 2048 > 850
    text = panelText();
    QVERIFY2(text.contains(QStringLiteral("T_math ≥ T_comms")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("B/X = %1 > α/M_X = 850").arg(shown(2048))),
             qPrintable(text));
}

void TestStudent::optimumStaysWhileTheSplitMoves() {
    // One X_opt per scenario: dragging the split must not move the green mark or the number.
    SplitSlider* slider = testing::findControl<SplitSlider>(controlsOf(*m_window), "splitSlider");
    const double mark = slider->optimumPosition();
    const std::optional<double> xOpt = m_window->document()->results().thresholds.xOpt;
    QVERIFY(std::isfinite(mark));
    QVERIFY(xOpt);
    for (int i = slider->minimum(); i <= slider->maximum(); ++i) {
        slider->setValue(i);
        QCOMPARE(slider->optimumPosition(), mark);
        QCOMPARE(*m_window->document()->results().thresholds.xOpt, *xOpt);
    }
    // Right is more FSDP, as on the split sweep's x-axis.
    slider->setValue(slider->minimum());
    QCOMPARE(m_window->document()->scenario().fsdp, 1LL);
    slider->setValue(slider->maximum());
    QCOMPARE(m_window->document()->scenario().tp, 1LL);
}

void TestStudent::pureTpIsNeverCommsBoundBelowZero() {
    // Pure TP on 8 chips: no weights move (T_FSDP = 0) and Y = 8 < M_Y·F/α (≥ 32 768 / 2550
    // = 12.85), so T_TP < T_math at every batch: the crossover is 0 and the figure must say
    // "compute-bound at every batch", not "comms-bound below B ≈ 0".
    Scenario s = m_window->document()->scenario();
    s.chips = 8;
    s.fsdp = 1;
    s.tp = 8;
    s.meshGiven = false;
    m_window->document()->apply(s, QStringLiteral("pure TP"));
    auto* figure = qobject_cast<ComputeVsCommsFigure*>(figuresOf(*m_window).first());
    QVERIFY(figure);
    figure->refresh();
    QCOMPARE(*m_window->document()->results().layer.crossoverBatch, 0.0);
    QVERIFY(std::isnan(testing::shownLineX(*figure, "crossoverLine")));
    QVERIFY(!panelText().contains(QStringLiteral("B ≈ 0 ")));
}

void TestStudent::trainingTokensAreAControl() {
    QLineEdit* edit = testing::findControl<QLineEdit>(controlsOf(*m_window), "trainingTokens");
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("2T"));
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(m_window->document()->scenario().trainingTokens, 2e12);
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("lots"));
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(m_window->document()->scenario().trainingTokens, 2e12); // refused, kept
}

void TestStudent::legendKeepsItsColumnsDuringADrag() {
    // "Comms, FSDP 512 × TP 8" changes width with its digits; the plot must not jump.
    Figure* figure = figuresOf(*m_window).first();
    SplitSlider* slider = testing::findControl<SplitSlider>(controlsOf(*m_window), "splitSlider");
    slider->setValue(slider->minimum());
    figure->refresh();
    const int columns = figure->legend->wrap();
    for (int i = slider->minimum(); i <= slider->maximum(); ++i) {
        slider->setValue(i);
        figure->refresh();
        QCOMPARE(figure->legend->wrap(), columns);
    }
}

void TestStudent::typedNumberIsOneUndoStep_data() {
    QTest::addColumn<QString>("box");
    QTest::addColumn<QString>("typed");
    QTest::addRow("microbatches") << "microbatches"
                                  << "16";
    QTest::addRow("pods") << "pods"
                          << "12";
    QTest::addRow("chips") << "chips"
                           << "2048";
    QTest::addRow("sequence") << "seqLen"
                              << "8192";
    QTest::addRow("checkpoints") << "checkpoints"
                                 << "12";
    QTest::addRow("stages") << "pp"
                            << "16";
}

void TestStudent::typedNumberIsOneUndoStep() {
    // Typing 16 and pressing Enter is one change, not "1" and then "16".
    QFETCH(QString, box);
    QFETCH(QString, typed);
    auto* spin = controlsOf(*m_window)->findChild<QSpinBox*>(box);
    QVERIFY(spin);
    QUndoStack* undo = m_window->document()->undoStack();
    const int before = undo->count();
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, typed);
    QCOMPARE(undo->count(), before); // nothing yet while typing
    QTest::keyClick(spin, Qt::Key_Return);
    const Scenario& s = m_window->document()->scenario();
    // One stage: the Microbatches box is the gradient accumulation (docs/model.md#accumulation).
    const QHash<QString, long long> field{{"microbatches", s.stepMicrobatches()},
                                          {"pods", s.pods},
                                          {"chips", s.chips},
                                          {"seqLen", s.seqLen},
                                          {"checkpoints", s.checkpointsPerLayer},
                                          {"pp", s.pp}};
    QCOMPARE(field.value(box), typed.toLongLong());
    QCOMPARE(undo->count(), before + 1);
}

// docs/model.md#accumulation: with one stage the Microbatches box is the gradient accumulation;
// a pipeline's microbatches take over when stages are added, the accumulation back to 1.
void TestStudent::microbatchesAtOneStageAccumulate() {
    auto* pp = controlsOf(*m_window)->findChild<QSpinBox*>(QStringLiteral("pp"));
    auto* k = controlsOf(*m_window)->findChild<QSpinBox*>(QStringLiteral("microbatches"));
    QVERIFY(pp && k);
    const auto type = [](QSpinBox* box, const QString& text) {
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, text);
        QTest::keyClick(box, Qt::Key_Return);
    };
    m_window->document()->reset(defaultScenario());
    const long long pipelineMicrobatches = m_window->document()->scenario().microbatches;
    QCOMPARE(m_window->document()->scenario().pp, 1LL);
    QCOMPARE(k->value(), 1); // no accumulation
    type(k, QStringLiteral("4"));
    QCOMPARE(m_window->document()->scenario().accumulation, 4LL);
    QCOMPARE(m_window->document()->scenario().microbatches, pipelineMicrobatches);
    type(pp, QStringLiteral("2"));
    QCOMPARE(m_window->document()->scenario().pp, 2LL);
    QCOMPARE(m_window->document()->scenario().accumulation, 1LL);
    QCOMPARE(k->value(), int(pipelineMicrobatches));
}

// Every figure is a tab a student can click, the published runs' Reality view too, each named
// by its short title.
void TestStudent::everyFigureHasATab() {
    QTabWidget* tabs = tabsOf(*m_window);
    for (const QString& id : figures::ids()) {
        int found = -1;
        for (int i = 0; i < tabs->count(); ++i)
            if (auto* f = qobject_cast<Figure*>(tabs->widget(i)); f && f->id() == id)
                found = i;
        QVERIFY2(found >= 0, qPrintable(id));
        QCOMPARE(tabs->tabText(found), figures::shortTitle(id));
    }
}

void TestStudent::refusedStagesShowTheScenario() {
    // 3 stages do not divide 4096 chips: the box goes back to the scenario's 1, nothing to undo.
    auto* pp = controlsOf(*m_window)->findChild<QSpinBox*>(QStringLiteral("pp"));
    QVERIFY(pp);
    QUndoStack* undo = m_window->document()->undoStack();
    const int before = undo->count();
    pp->setFocus();
    pp->selectAll();
    QTest::keyClicks(pp, QStringLiteral("3"));
    QTest::keyClick(pp, Qt::Key_Return);
    QCOMPARE(m_window->document()->scenario().pp, 1LL);
    QCOMPARE(pp->value(), 1);
    QCOMPARE(undo->count(), before);
}

void TestStudent::meshShapeIsAControl() {
    // 8 chips of a v5p: the shapes with at most three axes are 8, 2×2×2 and 4×2.
    Scenario s = m_window->document()->scenario();
    s = withChips(s, 8);
    m_window->document()->apply(s, QStringLiteral("8 chips"));
    QComboBox* box = testing::findControl<QComboBox>(controlsOf(*m_window), "meshShape");
    QCOMPARE(box->count(), 4); // auto, then the three shapes
    box->setFocus();
    while (box->currentText() != QStringLiteral("4 × 2") && box->currentIndex() < box->count() - 1)
        QTest::keyClick(box, Qt::Key_Down);
    QCOMPARE(box->currentText(), QStringLiteral("4 × 2"));
    QVERIFY(m_window->document()->scenario().meshGiven);
    QCOMPARE(m_window->document()->scenario().mesh, (std::vector<long long>{4, 2}));
    QTest::keyClick(box, Qt::Key_Home);
    QVERIFY(!m_window->document()->scenario().meshGiven);
}

// The course's problem 2 as a student meets it: FSDP over 64 nodes with the napkin's ring, then
// the HSDP control beside the ZeRO stage, chosen with the keyboard. The exposed time falls and the
// panel says the FSDP group now stays in a node (docs/model.md#hsdp).
void TestStudent::hsdpCutsTheNetworkTraffic() {
    ScenarioDocument* doc = m_window->document();
    QVERIFY(
        m_window->openFile(QStringLiteral(SHARDSCOPE_SCENARIOS_DIR "/08-course-7b-512xh100.json")));
    const double before = doc->results().step.exposedCommsSeconds;
    QVERIFY(panelText().contains(QStringLiteral("FSDP 512, across 64 nodes")));
    QComboBox* hsdp = testing::findControl<QComboBox>(controlsOf(*m_window), "hsdp");
    QVERIFY(hsdp->isEnabled());
    QCOMPARE(hsdp->currentIndex(), 0); // off: plain FSDP
    hsdp->setFocus();
    while (hsdp->currentText() != QStringLiteral("8 chips, 64 replicas") &&
           hsdp->currentIndex() < hsdp->count() - 1)
        QTest::keyClick(hsdp, Qt::Key_Down);
    QCOMPARE(doc->scenario().hsdp, 8LL);
    QVERIFY(doc->results().step.exposedCommsSeconds < before);
    const QString text = panelText();
    QVERIFY2(text.contains(QStringLiteral("HSDP 8, in a node")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("DP 64, across 64 nodes")), qPrintable(text));
    // Home puts plain FSDP back; each choice is one undo step.
    QTest::keyClick(hsdp, Qt::Key_Home);
    QCOMPARE(doc->scenario().hsdp, 0LL);
    doc->undoStack()->undo();
    QCOMPARE(doc->scenario().hsdp, 8LL);
    QCOMPARE(hsdp->currentText(), QStringLiteral("8 chips, 64 replicas"));
    // The collective across nodes is a control too; a TPU pod has no nodes to cross.
    QComboBox* algorithm = testing::findControl<QComboBox>(controlsOf(*m_window), "commsAlgorithm");
    QVERIFY(algorithm->isEnabled());
    algorithm->setFocus();
    QTest::keyClick(algorithm, Qt::Key_Home);
    QCOMPARE(doc->scenario().algorithm, CommsAlgorithm::Hierarchical);
    doc->apply(defaultScenario(), QStringLiteral("book"));
    QVERIFY(!algorithm->isEnabled());
}

// ch. 6's LLaMA 3-70B pod warns that 2240 data ways need more than its 1024 sequences, and names
// CP; the CP box, chosen with the keyboard, splits each sequence 4 ways: FSDP 560 × CP 4 × TP 4,
// the warning gone, the split slider over the 2240 ways left (docs/model.md#context-parallelism).
void TestStudent::cpSplitsTheSequences() {
    ScenarioDocument* doc = m_window->document();
    QVERIFY(m_window->openFile(QStringLiteral(SHARDSCOPE_SCENARIOS_DIR "/03-llama3-70b-pod.json")));
    QVERIFY(panelText().contains(QStringLiteral("context parallelism (CP)")));
    QComboBox* cp = testing::findControl<QComboBox>(controlsOf(*m_window), "cp");
    QVERIFY(cp->isEnabled());
    QCOMPARE(cp->currentIndex(), 0);
    const int undo = doc->undoStack()->count();
    cp->setFocus();
    while (doc->scenario().cp < 4 && cp->currentIndex() < cp->count() - 1)
        QTest::keyClick(cp, Qt::Key_Down);
    QCOMPARE(doc->scenario().cp, 4LL);
    QCOMPARE(doc->scenario().fsdp, 560LL);
    QCOMPARE(doc->scenario().tp, 4LL);
    QVERIFY(!panelText().contains(QStringLiteral("context parallelism (CP)")));
    // Every view names the split with its CP ways: the panel, the split label, the strip.
    QVERIFY2(panelText().contains(QStringLiteral("FSDP 560 × CP 4 × TP 4")),
             qPrintable(panelText()));
    auto* slider = testing::findControl<SplitSlider>(controlsOf(*m_window), "splitSlider");
    QCOMPARE(slider->maximum() + 1, int(divisorsOf(8960 / 4).size()));
    QCOMPARE(doc->undoStack()->count(), undo + 2); // CP 2, then CP 4: one step each
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(doc->scenario().cp, 1LL);
    QCOMPARE(doc->scenario().fsdp, 2240LL);
}

void TestStudent::superpodSizeComesFromThePreset() {
    // Only the v5p preset names the 8960-chip superpod; the v4p is 3-D too but has none.
    QVERIFY(ControlPanel::chipSteps(findHardwarePreset("tpu-v5p")->value).contains(8960));
    QVERIFY(!ControlPanel::chipSteps(findHardwarePreset("tpu-v4p")->value).contains(8960));
}

void TestStudent::firstStartFillsTheScreen() {
    // init() cleared the settings: this is a first start.
    QVERIFY(m_window->isMaximized());
}

void TestStudent::everyTabIsInSight_data() {
    testing::addLanguageAndLookRows();
}

void TestStudent::everyTabIsInSight() {
    // On a 1366×768 laptop no tab may hide behind the tab bar's scroll arrows.
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    m_window->setProjectorMode(projector);
    m_window->showNormal();
    m_window->resize(1366, 768);
    QCoreApplication::processEvents();
    // Nor may the window need more than the screen: docks pushed off it are lost.
    QVERIFY2(m_window->width() <= 1366,
             qPrintable(QStringLiteral("the window needs %1 px").arg(m_window->width())));
    QTabBar* bar = tabsOf(*m_window)->tabBar();
    const QRect last = bar->tabRect(bar->count() - 1);
    QVERIFY2(last.right() <= bar->width() && bar->sizeHint().width() <= tabsOf(*m_window)->width(),
             qPrintable(QStringLiteral("tabs need %1 px, the bar has %2")
                            .arg(bar->sizeHint().width())
                            .arg(tabsOf(*m_window)->width())));
}

void TestStudent::controlsNeedNoSidewaysScroll_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("width");
    for (const char* language : {"en", "ru", "zh_CN"})
        for (int width : {1024, 1366})
            QTest::addRow("%s %d", language, width) << QString::fromLatin1(language) << width;
}

// On a 1024×768 projector and a 1366×768 laptop the controls dock, at its narrowest, shows every
// control whole: no value cut at its right edge, no sideways scroll bar. A long preset name or a
// long row label ("CP (последовательность)") widened it past the dock once.
void TestStudent::controlsNeedNoSidewaysScroll() {
    QFETCH(QString, language);
    QFETCH(int, width);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    QVERIFY(m_window->openFile(QStringLiteral(SHARDSCOPE_SCENARIOS_DIR "/03-llama3-70b-pod.json")));
    m_window->showNormal();
    m_window->resize(width, 768);
    QCoreApplication::processEvents();
    ControlPanel* panel = controlsOf(*m_window);
    auto* scroll = qobject_cast<QScrollArea*>(panel->parentWidget()->parentWidget());
    QVERIFY(scroll);
    QVERIFY2(panel->minimumSizeHint().width() <= scroll->viewport()->width(),
             qPrintable(QStringLiteral("the controls need %1 px, the dock shows %2")
                            .arg(panel->minimumSizeHint().width())
                            .arg(scroll->viewport()->width())));
    QCOMPARE(scroll->horizontalScrollBar()->maximum(), 0);
}

SHARDSCOPE_TEST_MAIN(TestStudent)
#include "tst_student.moc"
