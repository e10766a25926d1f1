// Numbers that agree across the window: the formulas of two pods say they use B per pod, the
// Export dialog names every figure in the UI language, and undo inside a lesson keeps the
// pane's step and the scenario together.
#include "common/format.h"
#include "common/languagemanager.h"
#include "document/scenariodocument.h"
#include "evaluate.h"
#include "failonqtwarnings.h"
#include "lesson/lessonpane.h"
#include "scenario_io.h"
#include "shell/exportdialog.h"
#include "shell/lessondock.h"
#include "shell/mainwindow.h"
#include "testarea.h"
#include "windowparts.h"
#include "workspace/explanationpanel.h"

#include <QListWidget>
#include <QRegularExpression>
#include <QSettings>
#include <QUndoStack>
#include <QtTest>

#include <cmath>
#include <fstream>
#include <sstream>

using namespace shardscope;

namespace {

Scenario shippedScenarioText(const char* name) {
    std::ifstream in(std::string(SHARDSCOPE_SOURCE_DIR "/resources/scenarios/") + name);
    std::stringstream text;
    text << in.rdbuf();
    return parseScenario(text.str());
}

} // namespace

class TestNumbersAgree : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        testing::failOnQtWarnings();
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }
    void cleanupTestCase() { LanguageManager::instance()->setLanguage(QStringLiteral("en")); }
    void batchPerPodNamed();
    void trainingTimeSaidOnce();
    void dpVerdictNamesTheBackwardPass();
    void xOptAndTheLeastCommunicatingSplitToldApart();
    void exportDialogTranslated_data();
    void exportDialogTranslated();
    void undoKeepsPaneAndScenario();
};

// 04-llama3-70b-two-pods.json: a global batch of 2 097 152 tokens over 2 pods, so each pod's
// formulas take 2 097 152 / 2 = 1 048 576 tokens (docs/model.md, pods over DCN).
void TestNumbersAgree::batchPerPodNamed() {
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    ExplanationPanel panel;
    const Scenario s = shippedScenarioText("04-llama3-70b-two-pods.json");
    QCOMPARE(s.pods, 2);
    panel.setEvaluation(makeEvaluation(s));
    const QString text = panel.toPlainText();
    const QString perPod = QStringLiteral("B per pod = %1 / 2 pods = %2")
                               .arg(format::tokens(2097152), format::tokens(1048576));
    QVERIFY2(text.contains(perPod), qPrintable(text));
    // One pod: no per-pod line, B is the Batch control's.
    const Scenario one = shippedScenarioText("01-book-figure.json");
    panel.setEvaluation(makeEvaluation(one));
    QTRY_VERIFY(!panel.toPlainText().contains(QStringLiteral("B per pod")));
}

// The book's training estimate in days is said once ("44.7 days", not "44.7 days (44.7 days)");
// in another unit it keeps the days beside it. A question about the days hides both numbers.
void TestNumbersAgree::trainingTimeSaidOnce() {
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    ExplanationPanel panel;
    Scenario s = shippedScenarioText("01-book-figure.json");
    Results r = evaluate(s);
    QVERIFY(r.training.days >= 1 && r.training.days < 365);
    panel.setEvaluation(std::make_shared<const Evaluation>(s, r));
    const QString days = format::seconds(r.training.seconds);
    QVERIFY2(panel.toPlainText().contains(QStringLiteral("training: %1.").arg(days)),
             qPrintable(panel.toPlainText()));
    QVERIFY(!panel.toPlainText().contains(QStringLiteral("days (")));
    panel.setAnswerMask(AnswerMask({"training.days"}));
    QTRY_VERIFY(testing::explanationIsStill(panel));
    QVERIFY2(!panel.toPlainText().contains(days), qPrintable(panel.toPlainText()));
    // Under a day: hours, and the days in brackets.
    panel.setAnswerMask(AnswerMask());
    s.trainingTokens /= 1000;
    r = evaluate(s);
    QVERIFY(r.training.seconds < 86400);
    panel.setEvaluation(std::make_shared<const Evaluation>(s, r));
    QTRY_VERIFY(panel.toPlainText().contains(
        QStringLiteral("training: %1 (%2 days)")
            .arg(format::seconds(r.training.seconds), format::number(r.training.days))));
}

// Plain DP (ch. 5 §DP: the book's figure as 4096 × 1 at ZeRO-0) sends nothing forward and
// AllReduces 2·2DF bytes backward: B/X = 256 < α/M_X = 850, comms-bound. The panel no longer
// says "T_comms = 0 s … communication-bound" in one breath: the backward pass's numbers carry
// the verdict.
void TestNumbersAgree::dpVerdictNamesTheBackwardPass() {
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    ExplanationPanel panel;
    Scenario s = withTp(shippedScenarioText("01-book-figure.json"), 1);
    s.zeroStage = 0;
    const Results r = evaluate(s);
    QCOMPARE(r.layer.tComms, 0.0);
    QVERIFY(!r.layer.computeBound);
    panel.setEvaluation(std::make_shared<const Evaluation>(s, r));
    const QString text = panel.toPlainText();
    QVERIFY2(text.contains(QStringLiteral("The backward pass decides: T_math = %1 against "
                                          "T_comms = %2")
                               .arg(format::seconds(r.layer.times.backward.math),
                                    format::seconds(r.layer.times.backward.comms))),
             qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("T_math ≥ T_comms: this split is")));
}

// N = 64 (ch. 5's small mesh): X_opt = √((B/F)·(M_X/M_Y)·N) = √(1.5 · 2 · 64) ≈ 13.9 rounds to
// FSDP 16 × TP 4, while the splits counted one by one may put the least traffic elsewhere.
// When they differ the panel says which is which instead of naming two winners.
void TestNumbersAgree::xOptAndTheLeastCommunicatingSplitToldApart() {
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    ExplanationPanel panel;
    const Scenario s = shippedScenarioText("02-n64.json");
    const Results r = evaluate(s);
    QVERIFY(r.thresholds.xOpt && std::abs(*r.thresholds.xOpt - std::sqrt(192.0)) < 1e-9);
    QCOMPARE(*r.thresholds.xOptFsdp, 16LL);
    panel.setEvaluation(std::make_shared<const Evaluation>(s, r));
    const QString text = panel.toPlainText();
    QVERIFY2(r.fsdpTp.split.x != 16, "the case this test is about: the two differ");
    QVERIFY2(text.contains(QStringLiteral("FSDP %1 × TP %2 communicates least; X_opt, the "
                                          "formula's continuous optimum for a mixed split, rounds "
                                          "to FSDP 16 × TP 4 instead")
                               .arg(r.fsdpTp.split.x)
                               .arg(r.fsdpTp.split.y)),
             qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("Of the splits with TP")));
}

void TestNumbersAgree::exportDialogTranslated_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("ru") << QStringLiteral("ru");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

// Every figure's name in the dialog is in the UI language: none is an English word left over
// from an id ("pipeline") or a source text.
void TestNumbersAgree::exportDialogTranslated() {
    QFETCH(QString, language);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    for (bool animation : {false, true}) {
        ExportDialog dialog(nullptr, animation);
        auto* list = dialog.findChild<QListWidget*>();
        QVERIFY(list && list->count() > 0);
        static const QRegularExpression englishWord(QStringLiteral("\\b[a-z]{4,}\\b"));
        for (int i = 0; i < list->count(); ++i) {
            const QString name = list->item(i)->text();
            QVERIFY2(!englishWord.match(name).hasMatch(), qPrintable(name));
            QVERIFY2(name != list->item(i)->data(Qt::UserRole).toString(), qPrintable(name));
        }
    }
}

// Page Down, Page Down, Page Up, then undo: the scenario the undo brings back is a step's
// own, and the pane shows that step (docs/user-guide.md, Lessons); redo likewise.
void TestNumbersAgree::undoKeepsPaneAndScenario() {
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openLesson(QStringLiteral("ch5-parallelism")));
    LessonPane* pane = lessonDockOf(window)->pane();
    const ScenarioDocument* doc = window.document();
    pane->goTo(3);
    pane->goTo(4);
    pane->goTo(3);
    QVERIFY(pane->lesson().steps[3].scenario != pane->lesson().steps[4].scenario);
    QUndoStack* undo = doc->undoStack();
    auto together = [&] { return pane->currentStep()->scenario == doc->scenario(); };
    undo->undo(); // the step entered before: step 5's scenario
    QCOMPARE(pane->step(), 4);
    QVERIFY(together());
    undo->undo();
    QCOMPARE(pane->step(), 3);
    QVERIFY(together());
    undo->redo();
    QCOMPARE(pane->step(), 4);
    QVERIFY(together());
}

SHARDSCOPE_TEST_MAIN(TestNumbersAgree)
#include "tst_numbersagree.moc"
