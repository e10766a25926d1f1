// Quiz mode in the real window, driven as a class would: the chapter-5 lesson's questions hide
// the numbers that answer them (presenter strip, explanation panel, figure labels, the figures'
// hover read-outs, the mesh's captions) until Check is right or Show answer is clicked, and the
// end screen after the last step gives the score.
#include "common/format.h"
#include "common/languagemanager.h"
#include "computations.h"
#include "document/scenariodocument.h"
#include "failonqtwarnings.h"
#include "figures/figure.h"
#include "findcontrol.h"
#include "lesson.h"
#include "lesson/lessonlibrary.h"
#include "lesson/lessonpane.h"
#include "lesson/lessonsummary.h"
#include "mesh/meshview.h"
#include "readout.h"
#include "report.h"
#include "shell/lessondock.h"
#include "shell/mainwindow.h"
#include "testarea.h"
#include "windowparts.h"
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

struct QuizWindow {
    AnswerMask published; ///< what the pane last told every view to hide (outlives the window)
    MainWindow window;
    QuizWindow() {
        // The mask as the views get it: the pane publishes it, it keeps no copy for tests.
        QObject::connect(pane(), &LessonPane::answerMaskChanged, &window,
                         [this](const AnswerMask& mask) { published = mask; });
        window.setWindowState(Qt::WindowNoState);
        window.resize(1920, 1080);
        window.setProjectorMode(true); // the strip a room reads
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
    }
    LessonPane* pane() const { return lessonDockOf(window)->pane(); }
    QString strip() const {
        PresenterStrip* s = presenterStripOf(window);
        QString all;
        for (const char* name : {"stripMath", "stripComms", "stripStep", "stripBound"})
            all += testing::findControl<QLabel>(s, name)->text() + QLatin1Char('\n');
        return all + testing::findControl<QLabel>(s, "stripStep")->toolTip();
    }
    QString panel() const { return explanationOf(window)->toPlainText(); }
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
        for (const TextItem& t : plotTextItems(f))
            all += t.text + QLatin1Char('\n');
    };
    for (BoardPane* pane : boardOf(window)->visiblePanes())
        for (Figure* f : pane->findChildren<Figure*>())
            if (f->isVisible())
                add(f);
    for (Figure* f : figuresOf(window))
        if (f->isVisible())
            add(f);
    return all;
}

// Every visible figure and mesh view of the board (tabs and panes).
QList<Figure*> shownFigures(const MainWindow& window) {
    QList<Figure*> out;
    for (BoardPane* pane : boardOf(window)->visiblePanes())
        for (Figure* f : pane->findChildren<Figure*>())
            if (f->isVisible())
                out << f;
    for (Figure* f : figuresOf(window))
        if (f->isVisible())
            out << f;
    return out;
}

QList<MeshView*> shownMeshes(const MainWindow& window) {
    QList<MeshView*> out;
    for (BoardPane* pane : boardOf(window)->visiblePanes())
        if (MeshView* m = pane->mesh(); m && m->isVisible())
            out << m;
    if (boardOf(window)->tabMesh()->isVisible())
        out << boardOf(window)->tabMesh();
    return out;
}

// What the read-out says at points across each plot, moved to with the mouse as a user does:
// ten points along the middle of every axis rect, and the batch line or split mark.
QStringList hoverReadouts(Figure* figure) {
    figure->refresh();
    QList<QPoint> points;
    for (QCPAxisRect* rect : figure->axisRects())
        for (int i = 1; i <= 10; ++i)
            points << QPoint(rect->left() + rect->width() * i / 11, rect->center().y());
    if (const auto mark = figure->draggableMark())
        points << QPoint(int(mark->x), figure->axisRect()->center().y());
    QStringList out;
    for (const QPoint& p : points) {
        QTest::mouseMove(figure, p);
        if (const QString text = testing::readoutOf(*figure); !text.isEmpty())
            out << text;
    }
    return out;
}

// The value part of each read-out line ("Compute (forward): 599 µs" → "599 µs").
QStringList readoutValues(const QStringList& readouts) {
    QStringList out;
    for (const QString& r : readouts)
        for (const QString& line : r.split(QLatin1Char('\n')))
            out << line.section(QStringLiteral(": "), -1);
    return out;
}

// The header of every step of the mesh's schedule, as a frame of the canvas's size lays it out.
QStringList meshHeaders(const MeshView* mesh) {
    QStringList out;
    for (int step = 0; step < mesh->clock().stepCount(); ++step) {
        QString header;
        for (const MeshTextItem& item : mesh->textItems(meshCanvasOf(*mesh)->size(), step))
            if (item.role == MeshTextItem::Role::Step)
                header += item.text + QLatin1Char(' ');
        out << header;
    }
    return out;
}

// The ways the window writes a number, in English and Russian (decimal comma): with a unit of
// time (µs, ms), as a count (k, M), in bytes, plain and scientific. Only texts of three or more
// characters with a digit: "1" for a true/false key would be found everywhere.
QStringList formattedForms(double v) {
    QStringList forms;
    const QLocale before;
    for (const char* name : {"en_US", "ru_RU"}) {
        QLocale::setDefault(QLocale(QLatin1String(name)));
        forms << format::seconds(v) << format::number(v) << format::tokens(v) << format::count(v)
              << format::bytes(v) << format::plain(v) << format::scientific(v)
              << format::number(v * 1e3) + QStringLiteral(" ms")
              << format::number(v * 1e6) + QStringLiteral(" µs");
    }
    QLocale::setDefault(before);
    forms.removeIf([](const QString& f) {
        return f.size() < 3 ||
               !std::any_of(f.begin(), f.end(), [](QChar c) { return c.isDigit(); });
    });
    forms.removeDuplicates();
    return forms;
}

// Each number the open question hides, in every form, taken from the report of what is shown.
QStringList hiddenForms(const MainWindow& window, const AnswerMask& mask) {
    const ScenarioDocument* doc = window.document();
    const auto report = reportJson(doc->scenario(), doc->results());
    QStringList forms;
    for (const std::string& key : mask.keys())
        if (const auto v = reportNumber(report, key))
            forms << formattedForms(*v);
    return forms;
}

// Whether the figure plots what the question asks (docs/model.md): T_math and the crossover
// batch are the compute curve and where it meets comms, the DCN threshold is where the DCN
// AllReduce meets compute (all three on compute-vs-comms), the most parameters DP holds is the
// memory bars' limit.
bool plotsAnswer(const QString& figure, const AnswerMask& mask) {
    if (figure == QLatin1String("compute-vs-comms"))
        return mask.hidesAny(
            {"layer.t_math", "layer.crossover_batch", "thresholds.dcn_min_batch_per_pod"});
    if (figure == QLatin1String("memory"))
        return mask.hides("memory.max_dp_params");
    return false;
}

// The first of `forms` that a text contains, or an empty string.
QString leakIn(const QStringList& texts, const QStringList& forms) {
    for (const QString& t : texts)
        for (const QString& f : forms)
            if (t.contains(f))
                return f + QStringLiteral(" in: ") + t;
    return {};
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
    void stripHidesAStatedAnswerNoKeyNames();
    void rightAnswerUnmasks();
    void crossoverLabelMasked();
    void hoverAndMeshHideEachQuestion();
    void meshHidesMatmulTimes();
    void endScreenScoresAndGoesBack();
    void panelHidesADerivedAnswer();
    void oneReportPerChange();
};

// ch5-fsdp-at-scale step 2 asks above how many tokens per GPU FSDP is compute-bound: α/M_X =
// 312·10¹² / 5·10¹⁰ / 1 = 6240 on A100s over InfiniBand. No report key of the panel's
// "α = C / W = 6,240" is asked, yet it is the answer: hidden while the question is open, in
// every language's spelling of it, back after Show answer.
void TestQuiz::panelHidesADerivedAnswer() {
    QuizWindow w;
    QVERIFY(w.window.openLesson(QStringLiteral("ch5-fsdp-at-scale")));
    QTest::mouseClick(testing::findControl<QPushButton>(w.pane(), "nextStep"), Qt::LeftButton);
    QCOMPARE(w.pane()->step(), 1);
    const QStringList spellings{QStringLiteral("6,240"), QStringLiteral("6 240"),
                                QStringLiteral("6\u202f240"), QStringLiteral("6240")};
    auto states = [&] {
        for (const QString& s : spellings)
            if (w.panel().contains(s))
                return true;
        return false;
    };
    // The step's own numbers first: B/X = 3 145 728 / 384 = 8192 tokens per GPU.
    QTRY_VERIFY2(w.panel().contains(QStringLiteral("B/X = 8,192")), qPrintable(w.panel()));
    QTRY_VERIFY2(!states(), qPrintable(w.panel()));
    w.click("showAnswer");
    QTRY_VERIFY2(states(), qPrintable(w.panel()));
}

// One change while a question is open: the figures, the mesh, the panel, the strip and the
// lesson's task read the question's report from the change's one snapshot (Evaluation::report;
// core/computations.h counts reportJson), not each from a report of its own.
void TestQuiz::oneReportPerChange() {
    QuizWindow w;
    QVERIFY(w.window.openLesson(kLesson));
    QVERIFY(w.published.hasAnswer());
    ScenarioDocument* doc = w.window.document();
    QTRY_VERIFY(testing::explanationIsStill(*explanationOf(w.window)));
    Scenario next = doc->scenario();
    next.batchTokens *= 2;
    const unsigned long long before = computationCount(Computation::Report);
    doc->apply(next, QStringLiteral("batch"));
    QTest::qWait(400); // the panel's still timer and every view's deferred redraw have run
    QCOMPARE(computationCount(Computation::Report) - before, 1ULL);
}

void TestQuiz::stripHidesTMathUntilShown() {
    QuizWindow w;
    QVERIFY(w.window.openLesson(kLesson));
    QCOMPARE(w.pane()->step(), 0);
    QVERIFY(w.published.hides("layer.t_math"));
    QVERIFY2(!w.strip().contains(kTMath), qPrintable(w.strip()));
    QVERIFY(testing::findControl<QLabel>(presenterStripOf(w.window), "stripMath")
                ->text()
                .contains(AnswerMask::hiddenMark()));
    QTRY_VERIFY2(!w.panel().contains(kTMath), qPrintable(w.panel()));
    w.click("showAnswer");
    QVERIFY(w.published.empty());
    QTRY_VERIFY2(w.strip().contains(kTMath), qPrintable(w.strip()));
    QTRY_VERIFY(w.panel().contains(kTMath));
}

// The strip keeps the linter's rule too: a question whose answer is T_math but whose hidden keys
// name only T_comms (a lesson file's "hides") still leaves no "599 µs" on the strip.
void TestQuiz::stripHidesAStatedAnswerNoKeyNames() {
    QuizWindow w;
    QVERIFY(w.window.openLesson(kLesson));
    const Lesson lesson = loadLesson(kLesson);
    QVERIFY(lesson.steps.front().question);
    const LessonAnswer& answer = lesson.steps.front().question->answer;
    QCOMPARE(answer.key, std::string("layer.t_math"));
    PresenterStrip* strip = presenterStripOf(w.window);
    strip->setAnswerMask(AnswerMask({"layer.t_comms"}, answer));
    const QString math = testing::findControl<QLabel>(strip, "stripMath")->text();
    QVERIFY2(!math.contains(kTMath) && math.contains(AnswerMask::hiddenMark()), qPrintable(math));
    strip->setAnswerMask(AnswerMask({"layer.t_comms"}));
    QVERIFY(w.strip().contains(kTMath));
}

void TestQuiz::rightAnswerUnmasks() {
    QuizWindow w;
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
    QuizWindow w;
    QVERIFY(w.window.openLesson(kLesson));
    boardOf(w.window)->setFocus();
    for (int i = 0; i < 5; ++i)
        w.pageDown();
    QCOMPARE(w.pane()->step(), 5);
    QVERIFY(w.published.hides("layer.crossover_batch"));
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

// At each question of the lesson the read-outs over every shown plot and the mesh's captions
// show none of the hidden numbers, in any form; Show answer brings them back.
void TestQuiz::hoverAndMeshHideEachQuestion() {
    QuizWindow w;
    QVERIFY(w.window.openLesson(kLesson));
    int questions = 0;
    for (int step = 0; step < w.pane()->stepCount(); ++step) {
        if (step > 0)
            w.click("nextStep");
        QCOMPARE(w.pane()->step(), step);
        const AnswerMask mask = w.published;
        if (mask.empty())
            continue;
        ++questions;
        QTRY_VERIFY(!shownFigures(w.window).isEmpty() || !shownMeshes(w.window).isEmpty());
        const QStringList forms = hiddenForms(w.window, mask);
        QVERIFY2(!forms.isEmpty(), qPrintable(QString::number(step)));
        for (Figure* f : shownFigures(w.window)) {
            const QStringList readouts = hoverReadouts(f);
            QVERIFY2(!readouts.isEmpty(), qPrintable(f->id())); // the mouse reached the plot
            const QString leak = leakIn(readouts, forms);
            QVERIFY2(leak.isEmpty(), qPrintable(f->id() + QStringLiteral(": ") + leak));
            // The figure that plots the asked number masks every value of its read-out.
            if (plotsAnswer(f->id(), mask))
                for (const QString& value : readoutValues(readouts))
                    QCOMPARE(value, AnswerMask::hiddenMark());
        }
        for (MeshView* m : shownMeshes(w.window)) {
            const QString leak = leakIn(meshHeaders(m), forms);
            QVERIFY2(leak.isEmpty(), qPrintable(QStringLiteral("mesh: ") + leak));
        }
        w.click("showAnswer");
        QVERIFY(w.published.empty());
        for (Figure* f : shownFigures(w.window))
            for (const QString& value : readoutValues(hoverReadouts(f)))
                QVERIFY2(value != AnswerMask::hiddenMark(), qPrintable(f->id()));
    }
    QCOMPARE(questions, 4); // steps 1, 2, 6 and 8 of the lesson file ask
}

// The forward T_math is the sum of the forward matmuls' times (docs/model.md, "Layer costs"):
// while step 1 asks for it, every matmul's time in the mesh's header is "?"; after Show answer it
// is the time the schedule gives that step.
void TestQuiz::meshHidesMatmulTimes() {
    QuizWindow w;
    QVERIFY(w.window.openLesson(kLesson));
    QVERIFY(w.published.hides("layer.t_math"));
    QTRY_VERIFY(!shownMeshes(w.window).isEmpty());
    MeshView* mesh = shownMeshes(w.window).front();
    auto matmulTimes = [mesh] {
        QStringList times;
        for (const ScheduleStep& st : mesh->scene().schedule.steps)
            times << (st.kind == StepKind::Matmul ? format::seconds(st.seconds) : QString());
        return times;
    };
    const QStringList times = matmulTimes();
    QVERIFY(times.count(QString()) < times.size()); // the schedule has matmuls
    QStringList headers = meshHeaders(mesh);
    for (int i = 0; i < headers.size(); ++i)
        if (!times[i].isEmpty())
            QVERIFY2(!headers[i].contains(times[i]) &&
                         headers[i].contains(AnswerMask::hiddenMark()),
                     qPrintable(headers[i]));
    w.click("showAnswer");
    headers = meshHeaders(mesh);
    for (int i = 0; i < headers.size(); ++i)
        if (!times[i].isEmpty())
            QVERIFY2(headers[i].contains(times[i]), qPrintable(headers[i]));
}

void TestQuiz::endScreenScoresAndGoesBack() {
    QuizWindow w;
    QVERIFY(w.window.openLesson(kLesson));
    const int count = w.pane()->stepCount();
    w.click("showAnswer"); // step 1: shown
    boardOf(w.window)->setFocus();
    for (int i = 1; i < count; ++i)
        w.pageDown();
    QCOMPARE(w.pane()->step(), count - 1);
    QVERIFY(w.published.hides("thresholds.dcn_min_batch_per_pod"));
    w.pageDown(); // past the last step
    QVERIFY(testing::findControl<QWidget>(w.pane(), "lessonSummary")->isVisibleTo(w.pane()));
    QVERIFY(w.published.empty()); // nothing is asked on the end screen
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
    QVERIFY(!testing::findControl<QWidget>(w.pane(), "lessonSummary")->isVisibleTo(w.pane()));
    QCOMPARE(w.pane()->step(), 0);
    QVERIFY(w.published.empty());
    QTRY_VERIFY(w.strip().contains(kTMath));
    // Step 2 was never answered: back there, its number hides again.
    w.click("nextStep");
    QVERIFY(w.published.hides("memory.max_dp_params"));
}

SHARDSCOPE_TEST_MAIN(TestQuiz)
#include "tst_quiz.moc"
