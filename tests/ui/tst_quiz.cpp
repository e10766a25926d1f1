// Quiz mode in the real window, driven as a class would: the chapter-5 lesson's questions hide
// the numbers that answer them (presenter strip, explanation panel, figure labels) until Check
// is right or Show answer is clicked, and the end screen after the last step gives the score.
#include "common/languagemanager.h"
#include "failonqtwarnings.h"
#include "figures/figure.h"
#include "findcontrol.h"
#include "lesson/lessonpane.h"
#include "lesson/lessonsummary.h"
#include "shell/lessondock.h"
#include "shell/mainwindow.h"
#include "testarea.h"
#include "workspace/board.h"
#include "workspace/boardpane.h"
#include "workspace/explanationpanel.h"
#include "workspace/presenterstrip.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTabWidget>
#include <QtTest>

using namespace shardscope;

namespace {

const QString kLesson = QStringLiteral("ch5-parallelism");

// Step 1 asks for the forward T_math of the book's figure (ch. 5, "FSDP + TP"):
// T_math = 4·B·D·F / (N·C) = 4 · 2^20 · 8192 · 32768 / (4096 · 4.59e14 FLOP/s) = 5.99e-4 s,
// which the strip writes "599 µs" and the answer "0.599 ms".
const QString kTMath = QStringLiteral("599");
// Step 6 asks from which batch FSDP 512 × TP 8 is compute-bound: the book's 435 200 tokens
// (ch. 5's figure; the lesson's "value"), which labels write "435 k" and more.
const QString kCrossover = QStringLiteral("435");

struct Window {
    MainWindow window;
    Window() {
        window.setWindowState(Qt::WindowNoState);
        window.resize(1920, 1080);
        window.setProjectorMode(true); // the strip a room reads
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
    }
    LessonPane* pane() const { return window.lessonDock()->pane(); }
    QString strip() const {
        const PresenterStrip* s = window.presenterStrip();
        return s->mathLabel()->text() + s->commsLabel()->text() + s->stepLabel()->text();
    }
    QString panel() const { return window.explanation()->toPlainText(); }
    void click(const char* name) const {
        QTest::mouseClick(testing::findControl<QPushButton>(pane(), name), Qt::LeftButton);
    }
    // Where a clicker's key goes: the focused widget, else the window.
    void pageDown() {
        QWidget* focus = QApplication::focusWidget();
        QTest::keyClick(focus && focus->window() == &window ? focus : &window, Qt::Key_PageDown);
    }
};

// The texts of every figure on the board now (tabs and panes), as last drawn.
QString figureTexts(const MainWindow& window) {
    QString all;
    auto add = [&all](Figure* f) {
        f->refresh();
        for (const TextItem& t : f->textItems())
            all += t.text + QLatin1Char('\n');
    };
    for (BoardPane* pane : window.board()->visiblePanes())
        for (Figure* f : pane->findChildren<Figure*>())
            if (f->isVisible())
                add(f);
    for (Figure* f : window.board()->tabFigures())
        if (f->isVisible())
            add(f);
    return all;
}

} // namespace

class TestQuiz : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        testing::failOnQtWarnings();
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        LanguageManager::instance()->setLanguage(QStringLiteral("en")); // its plural forms
    }
    void init() { QSettings().clear(); }
    void stripHidesTMathUntilShown();
    void rightAnswerUnmasks();
    void crossoverLabelMasked();
    void endScreenScoresAndGoesBack();
};

void TestQuiz::stripHidesTMathUntilShown() {
    Window w;
    QVERIFY(w.window.openLesson(kLesson));
    QCOMPARE(w.pane()->step(), 0);
    QVERIFY(w.pane()->answerMask().hides("layer.t_math"));
    QVERIFY2(!w.strip().contains(kTMath), qPrintable(w.strip()));
    QVERIFY(w.window.presenterStrip()->mathLabel()->text().contains(AnswerMask::hiddenMark()));
    QTRY_VERIFY2(!w.panel().contains(kTMath), qPrintable(w.panel()));
    w.click("showAnswer");
    QVERIFY(w.pane()->answerMask().empty());
    QTRY_VERIFY2(w.strip().contains(kTMath), qPrintable(w.strip()));
    QTRY_VERIFY(w.panel().contains(kTMath));
}

void TestQuiz::rightAnswerUnmasks() {
    Window w;
    QVERIFY(w.window.openLesson(kLesson));
    auto* edit = testing::findControl<QLineEdit>(w.pane(), "answerEdit");
    // A wrong answer is a try, and leaves the numbers hidden.
    QTest::keyClicks(edit, QStringLiteral("2"));
    QTest::keyClick(edit, Qt::Key_Return);
    QVERIFY(!w.strip().contains(kTMath));
    edit->clear();
    QTest::keyClicks(edit, QStringLiteral("0.6 ms")); // 0.599 ms within the 5 % tolerance
    QTest::keyClick(edit, Qt::Key_Return);
    QTRY_VERIFY2(w.strip().contains(kTMath), qPrintable(w.strip()));
    QCOMPARE(w.pane()->score().outcome(0), StepOutcome::AfterRetries);
}

void TestQuiz::crossoverLabelMasked() {
    Window w;
    QVERIFY(w.window.openLesson(kLesson));
    w.window.board()->setFocus();
    for (int i = 0; i < 5; ++i)
        w.pageDown();
    QCOMPARE(w.pane()->step(), 5);
    QVERIFY(w.pane()->answerMask().hides("layer.crossover_batch"));
    QTRY_VERIFY(!figureTexts(w.window).isEmpty());
    const QString masked = figureTexts(w.window);
    QVERIFY2(masked.contains(QStringLiteral("B ≈ ?")), qPrintable(masked));
    QVERIFY2(!masked.contains(kCrossover), qPrintable(masked));
    QTRY_VERIFY2(!w.panel().contains(kCrossover), qPrintable(w.panel()));
    auto* edit = testing::findControl<QLineEdit>(w.pane(), "answerEdit");
    QTest::keyClicks(edit, QStringLiteral("435k"));
    w.click("check");
    QTRY_VERIFY2(figureTexts(w.window).contains(kCrossover), qPrintable(figureTexts(w.window)));
    QCOMPARE(w.pane()->score().outcome(5), StepOutcome::FirstTry);
}

void TestQuiz::endScreenScoresAndGoesBack() {
    Window w;
    QVERIFY(w.window.openLesson(kLesson));
    const int count = w.pane()->stepCount();
    w.click("showAnswer"); // step 1: shown
    w.window.board()->setFocus();
    for (int i = 1; i < count; ++i)
        w.pageDown();
    QCOMPARE(w.pane()->step(), count - 1);
    QVERIFY(w.pane()->answerMask().hides("thresholds.dcn_min_batch_per_pod"));
    w.pageDown(); // past the last step
    QVERIFY(w.pane()->onSummary());
    QVERIFY(w.pane()->answerMask().empty()); // nothing is asked on the end screen
    auto outcome = [&w](int step) {
        return testing::findControl<QLabel>(
                   w.pane(), qPrintable(QStringLiteral("summaryOutcome%1").arg(step)))
            ->text();
    };
    QCOMPARE(outcome(1), LessonSummary::outcomeText(StepOutcome::Shown));
    QCOMPARE(outcome(2), LessonSummary::outcomeText(StepOutcome::Open));
    QCOMPARE(outcome(3), LessonSummary::outcomeText(StepOutcome::NoQuestion));
    const QString totals = testing::findControl<QLabel>(w.pane(), "summaryTotals")->text();
    // Steps 1, 2, 6 and 7 ask (the lesson file): one shown, none right.
    QVERIFY2(totals.contains(QStringLiteral("Of 4 questions: 0 right the first time, 0 right "
                                            "after retries, 1 answers shown")),
             qPrintable(totals));
    // Back to step 1 from the end screen: its answer, already shown, is shown again.
    w.click("summaryStep1");
    QVERIFY(!w.pane()->onSummary());
    QCOMPARE(w.pane()->step(), 0);
    QVERIFY(w.pane()->answerMask().empty());
    QTRY_VERIFY(w.strip().contains(kTMath));
    // Step 2 was never answered: back there, its number hides again.
    w.click("nextStep");
    QVERIFY(w.pane()->answerMask().hides("memory.max_dp_params"));
}

SHARDSCOPE_TEST_MAIN(TestQuiz)
#include "tst_quiz.moc"
