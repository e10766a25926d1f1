// Compare: a pinned scenario A drawn as ghosts in every figure, named on the mesh, set side by
// side with the current one in the panel; swap and unpin as undo steps; A kept with the session.
#include "common/format.h"
#include "common/languagemanager.h"
#include "curves.h"
#include "document/documentfile.h"
#include "document/scenariodocument.h"
#include "evaluate.h"
#include "failonqtwarnings.h"
#include "figures/computevscommsfigure.h"
#include "figures/memoryfigure.h"
#include "figures/plotdata.h"
#include "findcontrol.h"
#include "ghosts.h"
#include "mesh/meshview.h"
#include "plotparts.h"
#include "readout.h"
#include "scenario_io.h"
#include "shell/compareactions.h"
#include "shell/mainwindow.h"
#include "shippedfiles.h"
#include "testarea.h"
#include "windowparts.h"
#include "windowtesting.h"
#include "workspace/board.h"
#include "workspace/boardpane.h"
#include "workspace/controlpanel.h"
#include "workspace/explanationpanel.h"
#include "workspace/presenterstrip.h"
#include "workspace/splitslider.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QTabWidget>
#include <QTextBlock>
#include <QTextDocument>
#include <QUndoStack>
#include <QtTest>

using namespace shardscope;

namespace {

// The book's figure (TPU v5p, 4096 chips) as A; 7B on 8 × H100 as the current scenario.
const char* const kA = "01-book-figure.json";
const char* const kNow = "05-course-7b-8xh100.json";

QStringList legendTexts(QCustomPlot* plot) {
    QStringList texts;
    for (int i = 0; i < plot->legend->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(plot->legend->item(i)))
            texts << item->plottable()->name();
    return texts;
}

} // namespace

class TestCompare : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init() { QSettings().clear(); }
    void ghostsCarryTheValuesOfA();
    void ghostsVanishOnUnpin();
    void ghostBarsInTheMemoryFigure();
    void boardPanesDrawA();
    void panelAndMeshShowA();
    void splitDragMovesTheStep();
    void panelBreaksNoWord_data();
    void panelBreaksNoWord();
    void swapIsOneUndoStep();
    void pinningEditsNothingASaveWrites();
    void pinSurvivesRestart();
    void loadAFromBadFileSaysWhy();

  private:
    static std::unique_ptr<MainWindow> openWindow();
};

void TestCompare::initTestCase() {
    testing::failOnQtWarnings();
    QStandardPaths::setTestModeEnabled(true);
}

std::unique_ptr<MainWindow> TestCompare::openWindow() {
    return testing::openMainWindow();
}

void TestCompare::ghostsCarryTheValuesOfA() {
    const Scenario a = testing::shippedScenario(kA);
    const Scenario now = testing::shippedScenario(kNow);
    ComputeVsCommsFigure figure;
    figure.resize(960, 600);
    const Results ra = evaluate(a);
    figure.setPinned(makeEvaluation(a, ra));
    figure.setEvaluation(makeEvaluation(now));
    figure.refresh();

    QCPGraph* compute = figure.graph(0);
    QCOMPARE(compute->name(), QStringLiteral("Compute (forward)"));
    auto* ghost = qobject_cast<QCPGraph*>(testing::shownGhostOf(figure, compute));
    QVERIFY(ghost);
    QVERIFY(ghost->dataCount() > 10);
    // ch. 5: T_math = 4·B·D·F / (N·C): every point of A's compute ghost over its batch is
    // 4·D·F/(N·C) with A's D, F, N and C; the current one's with the H100's.
    const double perTokenA =
        4.0 * double(a.model.dModel) * double(a.model.dFf) / (double(a.chips) * a.hardware.flops);
    for (auto it = ghost->data()->constBegin(); it != ghost->data()->constEnd(); ++it)
        QVERIFY2(std::abs(it->value / it->key / perTokenA - 1) < 1e-9,
                 qPrintable(QString::number(it->key)));
    const double perTokenNow = 4.0 * double(now.model.dModel) * double(now.model.dFf) /
                               (double(now.chips) * now.hardware.flops);
    const auto first = compute->data()->constBegin();
    QVERIFY(std::abs(first->value / first->key / perTokenNow - 1) < 1e-9);

    // Every ghost is a copy of what the figure draws for A as its current scenario.
    ComputeVsCommsFigure alone;
    alone.resize(960, 600);
    alone.setEvaluation(makeEvaluation(a, ra));
    alone.refresh();
    int ghosts = 0;
    for (int i = 0; i < alone.graphCount(); ++i) {
        auto* g = qobject_cast<QCPGraph*>(testing::shownGhostOf(figure, figure.graph(i)));
        if (!g)
            continue;
        ++ghosts;
        QCOMPARE(g->dataCount(), alone.graph(i)->dataCount());
        for (int k = 0; k < g->dataCount(); ++k)
            QCOMPARE(g->data()->at(k)->value, alone.graph(i)->data()->at(k)->value);
        // Same colour, faded and dashed; not in the legend, not selectable.
        QCOMPARE(g->pen().color().rgb(), figure.graph(i)->pen().color().rgb());
        QVERIFY(g->pen().color().alphaF() < 0.6);
        QVERIFY(g->pen().style() == Qt::DashLine);
        QVERIFY(!figure.legend->hasItemWithPlottable(g));
        QCOMPARE(g->selectable(), QCP::stNone);
    }
    QVERIFY(ghosts >= 3);

    // One legend entry names A; the hover read-out lists the current curves only.
    const QStringList texts = legendTexts(&figure);
    QCOMPARE(texts.filter(QStringLiteral("A: ")).size(), 1);
    QVERIFY(texts.filter(QStringLiteral("A: ")).first().startsWith(QStringLiteral("A: TPU v5p")));
    figure.show();
    QVERIFY(QTest::qWaitForWindowExposed(&figure));
    const QRect plot = figure.axisRect()->rect();
    testing::hoverAt(figure, plot.center());
    QVERIFY(!testing::readoutOf(figure).isEmpty());
    QVERIFY(!testing::readoutOf(figure).contains(QStringLiteral("A: ")));
}

void TestCompare::ghostsVanishOnUnpin() {
    const Scenario a = testing::shippedScenario(kA);
    const Scenario now = testing::shippedScenario(kNow);
    const Results ra = evaluate(a);
    ComputeVsCommsFigure figure;
    figure.resize(960, 600);
    figure.setPinned(makeEvaluation(a, ra));
    figure.setEvaluation(makeEvaluation(now));
    figure.refresh();
    QVERIFY(testing::shownGhostOf(figure, figure.graph(0)));
    figure.setPinned(nullptr);
    figure.refresh();
    for (int i = 0; i < figure.plottableCount(); ++i)
        QVERIFY(!testing::shownGhostOf(figure, figure.plottable(i)));
    QVERIFY(legendTexts(&figure).filter(QStringLiteral("A: ")).isEmpty());
    // A click on A's legend entry hides A; a second shows it again.
    figure.setPinned(makeEvaluation(a, ra));
    figure.refresh();
    QVERIFY(testing::pinEntryOf(figure));
    testing::clickLegendEntry(figure, testing::pinEntryOf(figure)); // hides it
    QVERIFY(!testing::shownGhostOf(figure, figure.graph(0)));
    testing::clickLegendEntry(figure, testing::pinEntryOf(figure)); // shows it again
    QVERIFY(testing::shownGhostOf(figure, figure.graph(0)));
}

void TestCompare::ghostBarsInTheMemoryFigure() {
    const Scenario a = testing::shippedScenario(kA);
    const Scenario now = testing::shippedScenario(kNow);
    const Results ra = evaluate(a);
    MemoryFigure figure;
    figure.resize(960, 600);
    figure.setPinned(makeEvaluation(a, ra));
    figure.setEvaluation(makeEvaluation(now));
    figure.refresh();
    int ghosts = 0;
    for (int i = 0; i < figure.plottableCount(); ++i) {
        auto* bars = qobject_cast<QCPBars*>(figure.plottable(i));
        auto* ghost = bars ? qobject_cast<QCPBars*>(testing::shownGhostOf(figure, bars)) : nullptr;
        if (!ghost)
            continue;
        ++ghosts;
        // Beside the current bar, faded.
        QVERIFY(ghost->brush().color().alphaF() < 0.6);
        QVERIFY(ghost->data()->at(0)->key > bars->data()->at(0)->key + bars->width() / 2);
        // A's stack is whole on the value axis: the top of A's bars is in range.
        bool found = false;
        const QCPRange range = ghost->getValueRange(found);
        QVERIFY(found);
        QVERIFY(range.upper <= ghost->valueAxis()->range().upper);
    }
    QVERIFY(ghosts > 0);
}

void TestCompare::boardPanesDrawA() {
    const auto window = openWindow();
    QVERIFY(window);
    window->document()->reset(testing::shippedScenario(kA));
    compareActionsOf(*window)->pinAction()->trigger();
    window->document()->reset(testing::shippedScenario(kNow));
    boardOf(*window)->applyPreset(Board::Preset::AllFigures);
    int figures = 0;
    for (BoardPane* pane : boardOf(*window)->visiblePanes()) {
        QTRY_VERIFY(pane->isVisible());
        if (Figure* f = pane->figure()) {
            if (!f->legend->visible() || f->id() == QLatin1String("pipeline"))
                continue;
            ++figures;
            QCOMPARE(legendTexts(f).filter(QStringLiteral("A: TPU v5p")).size(), 1);
        }
    }
    QVERIFY(figures >= 3);
    compareActionsOf(*window)->unpinAction()->trigger();
    for (BoardPane* pane : boardOf(*window)->visiblePanes())
        if (Figure* f = pane->figure())
            QVERIFY(legendTexts(f).filter(QStringLiteral("A: ")).isEmpty());
}

// Pin the book's figure (512 × 8, compute-bound at 1 M tokens) and drag the split with the
// keyboard to 64 × 64 (ch. 5 §TP: 64 ways > M_Y·F/α, comms-bound at every batch): the step, the
// MFU ceiling and the days move in the compare panel and the presenter strip, the forecast and
// the bound beside it (docs/model.md#whole-step, #forecast); the book's shortcut at the typed
// MFU would say × 1.
void TestCompare::splitDragMovesTheStep() {
    const auto window = openWindow();
    QVERIFY(window);
    window->document()->reset(testing::shippedScenario(kA));
    compareActionsOf(*window)->pinAction()->trigger();
    const QString stripBefore = window->findChild<QLabel*>(QStringLiteral("stripStep"))->text();
    auto* slider = testing::findControl<SplitSlider>(controlsOf(*window), "splitSlider");
    QVERIFY(slider);
    slider->setFocus();
    for (int i = 0; i < 12 && window->document()->scenario().tp < 64; ++i)
        QTest::keyClick(slider, Qt::Key_Left);
    QCOMPARE(window->document()->scenario().tp, 64LL);
    const Results ra = evaluate(testing::shippedScenario(kA));
    const Results& rn = window->document()->results();
    QVERIFY(!rn.layer.computeBound && ra.layer.computeBound);
    QVERIFY(rn.step.seconds > ra.step.seconds);
    const QString stepRatio =
        QStringLiteral("× ") + format::number(rn.step.seconds / ra.step.seconds);
    QVERIFY(stepRatio != QStringLiteral("× 1"));
    QTRY_VERIFY2(explanationOf(*window)->toPlainText().contains(stepRatio),
                 qPrintable(explanationOf(*window)->toPlainText().left(800)));
    const QString forecastRatio =
        QStringLiteral("× ") + format::number(rn.forecast.seconds / ra.forecast.seconds);
    QVERIFY(forecastRatio != QStringLiteral("× 1"));
    const QString text = explanationOf(*window)->toPlainText();
    QVERIFY(text.contains(forecastRatio));
    QVERIFY(text.contains(format::number(rn.forecast.days)));
    QVERIFY(text.contains(format::number(rn.training.daysModelled)));
    QVERIFY(text.contains(format::number(rn.step.mfu * 100) + QStringLiteral(" %")));
    window->setProjectorMode(true);
    QTRY_VERIFY(presenterStripOf(*window)->isVisible());
    // "Step" and the forecast, then the bound in a smaller, lighter line under it.
    const auto* step = window->findChild<QLabel*>(QStringLiteral("stripStep"));
    const auto* bound = window->findChild<QLabel*>(QStringLiteral("stripBound"));
    QVERIFY(step && bound);
    const QStringList lines = step->text().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines[1], format::seconds(rn.forecast.seconds));
    QCOMPARE(bound->text(), QStringLiteral("≥ ") + format::seconds(rn.step.seconds));
    QVERIFY(step->text() != stripBefore);
}

void TestCompare::panelAndMeshShowA() {
    const auto window = openWindow();
    QVERIFY(window);
    const Scenario a = testing::shippedScenario(kA);
    const Scenario now = testing::shippedScenario(kNow);
    window->document()->reset(a);
    compareActionsOf(*window)->pinAction()->trigger();
    window->document()->reset(now);
    const Results ra = evaluate(a);
    const Results rn = evaluate(now);
    // The panel lays out when the values stop: the current scenario's numbers come last.
    QTRY_VERIFY(
        explanationOf(*window)->toPlainText().contains(QStringLiteral("A and the current")) &&
        explanationOf(*window)->toPlainText().contains(format::seconds(rn.step.seconds)));
    const QString text = explanationOf(*window)->toPlainText();
    // The whole step of each layout (docs/model.md#whole-step), not the typed MFU's.
    for (const QString& value :
         {format::seconds(ra.step.seconds), format::seconds(rn.step.seconds),
          format::bytes(ra.memory.perChipBytes), format::bytes(rn.memory.perChipBytes)})
        QVERIFY2(text.contains(value),
                 qPrintable(value + QStringLiteral(" not in ") + text.left(600)));
    // The factor is now over A: the step-time ratio as the panel rounds it.
    QVERIFY(
        text.contains(QStringLiteral("× ") + format::number(rn.step.seconds / ra.step.seconds)));
    tabsOf(*window)->setCurrentWidget(meshViewOf(*window));
    QTRY_VERIFY(meshViewOf(*window)->isVisible());
    const QLabel* caption = testing::findControl<QLabel>(meshViewOf(*window), "meshPinCaption");
    QVERIFY(!caption->isHidden());
    QVERIFY(caption->text().startsWith(QStringLiteral("A: TPU v5p")));
    QVERIFY(caption->text().contains(format::seconds(ra.layer.tMath)));
}

void TestCompare::panelBreaksNoWord_data() {
    // Chinese breaks between any two characters; these two break only between words.
    testing::addLanguageAndLookRows({"en", "ru"});
}

// The panel with A beside the current scenario, in the window's own dock: no line of it ends
// inside a word (a projector's narrow dock once broke the Russian verdict in two).
void TestCompare::panelBreaksNoWord() {
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    const auto window = openWindow();
    QVERIFY(window);
    window->setProjectorMode(projector);
    window->document()->reset(testing::shippedScenario(kA));
    compareActionsOf(*window)->pinAction()->trigger();
    window->document()->reset(testing::shippedScenario(kNow));
    ExplanationPanel* panel = explanationOf(*window);
    QTRY_VERIFY(panel->toPlainText().contains(QLatin1String("A:")));
    QTextDocument* doc = panel->document();
    doc->setTextWidth(panel->viewport()->width());
    QVERIFY(doc->documentLayout()->documentSize().height() > 0); // lays out the whole text
    QStringList broken;
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        const QString text = block.text();
        const QTextLayout* layout = block.layout();
        for (int i = 0; layout && i + 1 < layout->lineCount(); ++i) {
            const int end = layout->lineAt(i).textStart() + layout->lineAt(i).textLength();
            if (end > 0 && end < text.size() && text.at(end - 1).isLetter() &&
                text.at(end).isLetter())
                broken << text.left(end).section(QLatin1Char(' '), -1) + QLatin1Char('|') +
                              text.mid(end).section(QLatin1Char(' '), 0, 0);
        }
    }
    QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QStringLiteral(", "))));
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
}

void TestCompare::swapIsOneUndoStep() {
    const auto window = openWindow();
    QVERIFY(window);
    ScenarioDocument* doc = window->document();
    const Scenario a = testing::shippedScenario(kA);
    const Scenario now = testing::shippedScenario(kNow);
    doc->reset(a);
    QVERIFY(!compareActionsOf(*window)->swapAction()->isEnabled());
    doc->pin();
    doc->apply(now, QStringLiteral("load"));
    QVERIFY(compareActionsOf(*window)->swapAction()->isEnabled());
    const int steps = doc->undoStack()->count();
    compareActionsOf(*window)->swapAction()->trigger();
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QCOMPARE(doc->scenario(), a);
    QVERIFY(doc->pinned() && *doc->pinned() == now);
    doc->undoStack()->undo();
    QCOMPARE(doc->scenario(), now);
    QVERIFY(doc->pinned() && *doc->pinned() == a);
    doc->undoStack()->redo();
    QCOMPARE(doc->scenario(), a);
    // Unpin is a step too.
    compareActionsOf(*window)->unpinAction()->trigger();
    QVERIFY(!doc->pinned());
    doc->undoStack()->undo();
    QVERIFY(doc->pinned() && *doc->pinned() == now);
}

void TestCompare::pinningEditsNothingASaveWrites() {
    const auto window = openWindow();
    QVERIFY(window);
    ScenarioDocument* doc = window->document();
    doc->reset(testing::shippedScenario(kNow));
    documentFileOf(*window)->setUntitled(); // as if just saved
    QVERIFY(!window->isWindowModified());

    // A lives in the session, not in the file: pinning, loading and unpinning it are undo
    // steps, but the file would not change, so nothing asks to be saved.
    compareActionsOf(*window)->pinAction()->trigger();
    QVERIFY(doc->pinned());
    QVERIFY(!documentFileOf(*window)->isModified());
    QVERIFY(!window->isWindowModified());
    QString error;
    QVERIFY(doc->loadPinned(
        QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/scenarios/") + QLatin1String(kA), &error));
    QVERIFY(!window->isWindowModified());

    // Swap puts A's scenario in the window: that is an edit of the file; swapping back is not.
    compareActionsOf(*window)->swapAction()->trigger();
    QCOMPARE(doc->scenario(), testing::shippedScenario(kA));
    QVERIFY(documentFileOf(*window)->isModified());
    QVERIFY(window->isWindowModified());
    compareActionsOf(*window)->swapAction()->trigger();
    QVERIFY(!window->isWindowModified());
    doc->undoStack()->undo(); // back to A in the window
    QVERIFY(window->isWindowModified());
}

void TestCompare::pinSurvivesRestart() {
    const Scenario a = testing::shippedScenario(kA);
    {
        const auto window = openWindow();
        QVERIFY(window);
        window->document()->reset(a);
        compareActionsOf(*window)->pinAction()->trigger();
        window->document()->reset(testing::shippedScenario(kNow));
    }
    {
        const auto window = openWindow();
        QVERIFY(window);
        QVERIFY(window->document()->pinned());
        QCOMPARE(*window->document()->pinned(), a);
        QVERIFY(compareActionsOf(*window)->unpinAction()->isEnabled());
        Figure* figure = figuresOf(*window).first();
        figure->refresh(); // drawn, shown or not: A names itself in the legend
        QVERIFY(testing::pinEntryOf(*figure));
        QVERIFY(figure->legend->hasItemWithPlottable(testing::pinEntryOf(*figure)));
        compareActionsOf(*window)->unpinAction()->trigger();
    }
    const auto window = openWindow();
    QVERIFY(window);
    QVERIFY(!window->document()->pinned());
}

void TestCompare::loadAFromBadFileSaysWhy() {
    ScenarioDocument doc;
    QString error;
    const QString bad = QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/data/bad_malformed.json");
    QVERIFY(!doc.loadPinned(bad, &error));
    QVERIFY(error.contains(bad));
    QVERIFY(!doc.pinned());
    QVERIFY(doc.loadPinned(
        QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/scenarios/") + QLatin1String(kA), &error));
    QVERIFY(doc.pinned() && *doc.pinned() == testing::shippedScenario(kA));
    QCOMPARE(doc.undoStack()->count(), 1);
}

SHARDSCOPE_TEST_MAIN(TestCompare)
#include "tst_compare.moc"
