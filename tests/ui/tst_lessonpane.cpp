// The lesson pane in the real window: every lesson walked with Page Down alone and back with
// Page Up, each step one undo step with its views and highlight; every task reached by moving
// the control the step highlights; questions checked; the pane's text fits; bad files said.
#include "common/format.h"
#include "common/languagemanager.h"
#include "common/viewids.h"
#include "document/scenariodocument.h"
#include "errorbox.h"
#include "failonqtwarnings.h"
#include "figures/figureregistry.h"
#include "findcontrol.h"
#include "lesson/lessonhighlight.h"
#include "lesson/lessonlibrary.h"
#include "lesson/lessonpane.h"
#include "mesh/meshview.h"
#include "report.h"
#include "shell/lessondock.h"
#include "shell/mainwindow.h"
#include "testarea.h"
#include "windowparts.h"
#include "workspace/board.h"
#include "workspace/boardpane.h"
#include "workspace/controlpanel.h"
#include "workspace/splitslider.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace shardscope;

namespace {

const QString kSample =
    QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/data/lessons/pane-sample.json");

// Every built-in lesson, and a small one of the tests' own.
QStringList allLessons() {
    return builtInLessonIds() << kSample;
}

struct LessonWindow {
    MainWindow window;
    LessonWindow(QSize size = QSize(1920, 1080)) {
        window.setWindowState(Qt::WindowNoState);
        window.resize(size);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
    }
    LessonPane* pane() const { return lessonDockOf(window)->pane(); }
    const Scenario& scenario() const { return window.document()->scenario(); }
};

// Where a key goes when a person presses it: the focused widget, else the window.
void press(QWidget* window, Qt::Key key) {
    QWidget* focus = QApplication::focusWidget();
    QTest::keyClick(focus && focus->window() == window ? focus : window, key);
}

QString label(const QString& lesson, int step) {
    return QStringLiteral("%1, step %2").arg(lesson).arg(step + 1);
}

} // namespace

class TestLessonPane : public QObject {
    Q_OBJECT
  private slots:
    void everyLessonTargetResolves();
    void initTestCase() {
        testing::failOnQtWarnings();
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }
    void cleanupTestCase() { LanguageManager::instance()->setLanguage(QStringLiteral("en")); }
    void init() { QSettings().clear(); }
    void walkWithPageKeys_data();
    void walkWithPageKeys();
    void tasksReachedByTheirControl_data();
    void tasksReachedByTheirControl();
    void questionsChecked_data();
    void questionsChecked();
    void unitsTyped_data();
    void unitsTyped();
    void keysLeaveEditorsAlone();
    void closingKeepsTheScenario();
    void retranslatesLive();
    void paneTextFits_data();
    void paneTextFits();
    void badLessonSaysWhy();
    void longWordStaysInThePane();
};

// Every built-in lesson's targets, through the ids the window knows them by: a highlight is a
// control's id (ControlPanel::control finds it in the real window) or a figure element some view
// draws; a view is a registered figure or the mesh (viewids.h).
void TestLessonPane::everyLessonTargetResolves() {
    LessonWindow w;
    const QStringList views = figures::ids() << viewid::mesh;
    int targets = 0;
    for (const QString& id : allLessons()) {
        QVERIFY(w.window.openLesson(id));
        const Lesson& lesson = w.pane()->lesson();
        for (size_t i = 0; i < lesson.steps.size(); ++i) {
            const LessonStep& step = lesson.steps[i];
            const QString where = QStringLiteral("%1 step %2").arg(id).arg(i + 1);
            const QString highlight = QString::fromStdString(step.highlight);
            if (!highlight.isEmpty()) {
                const bool control = ControlPanel::controlIds().contains(highlight);
                QVERIFY2(control ? controlsOf(w.window)->control(highlight) != nullptr
                                 : !viewsShowing(highlight).isEmpty(),
                         qPrintable(where + QStringLiteral(": highlight ") + highlight));
                ++targets;
            }
            for (const std::string& view : step.views) {
                QVERIFY2(
                    views.contains(QString::fromStdString(view)),
                    qPrintable(where + QStringLiteral(": view ") + QString::fromStdString(view)));
                ++targets;
            }
        }
    }
    QVERIFY(targets > 50);
}

void TestLessonPane::walkWithPageKeys_data() {
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<bool>("projector");
    for (const QString& id : allLessons())
        for (bool projector : {false, true})
            QTest::addRow("%s%s", qPrintable(QFileInfo(id).baseName()),
                          projector ? " projector" : "")
                << id << projector;
}

// A step's views fill the board: one in the tabs, two to four in panes, in their order.
void verifyViews(const MainWindow& window, const LessonStep& step, const QString& where) {
    if (step.views.empty())
        return;
    Board* board = boardOf(window);
    if (step.views.size() == 1) {
        QCOMPARE(board->arrangement(), Board::Arrangement::Tabs);
        QWidget* current = board->tabs()->currentWidget();
        const bool mesh = step.views[0] == "mesh";
        QVERIFY2(mesh ? current == static_cast<QWidget*>(board->tabMesh())
                      : board->tabs()->indexOf(current) ==
                            figures::ids().indexOf(QString::fromStdString(step.views[0])),
                 qPrintable(where));
        return;
    }
    const QList<BoardPane*> panes = board->visiblePanes();
    QCOMPARE(panes.size(), qsizetype(step.views.size()));
    for (int i = 0; i < panes.size(); ++i)
        QCOMPARE(panes[i]->viewId(), QString::fromStdString(step.views[size_t(i)]));
}

void verifyStep(LessonWindow& w, const Lesson& lesson, int index) {
    const QString where = label(QString::fromStdString(lesson.id), index);
    const LessonStep& step = lesson.steps[size_t(index)];
    QCOMPARE(w.pane()->step(), index);
    QVERIFY2(w.scenario() == step.scenario, qPrintable(where + ": the step's scenario"));
    verifyViews(w.window, step, where);
    LessonDock* dock = lessonDockOf(w.window);
    if (!step.highlight.empty()) {
        QRect area;
        QWidget* target = dock->highlightTarget(QString::fromStdString(step.highlight), &area);
        QVERIFY2(target, qPrintable(where + ": nothing to highlight"));
        // The outline pulses around the target (or the part of it the step names), as drawn.
        auto* outline = w.window.findChild<LessonHighlight*>(QStringLiteral("lessonHighlight"));
        QVERIFY(outline);
        const QRect part = area.isValid() ? area : target->rect();
        const QRect around(target->mapTo(outline->parentWidget(), part.topLeft()), part.size());
        QVERIFY2(outline->isVisible() && outline->geometry().contains(around),
                 qPrintable(where + ": the outline is not around the target"));
        // On screen, also when the control sits on a dock tab behind the lesson (projector).
        QVERIFY2(target->isVisible() && !target->visibleRegion().isEmpty(),
                 qPrintable(where + ": the outline is on a hidden widget"));
        QVERIFY2(!outline->hasFocus(), qPrintable(where));
    }
    QCOMPARE(testing::findControl<QLabel>(w.pane(), "progressText")->text(),
             QStringLiteral("Step %1 of %2").arg(index + 1).arg(lesson.steps.size()));
}

void TestLessonPane::walkWithPageKeys() {
    QFETCH(QString, lesson);
    QFETCH(bool, projector);
    const Lesson expected = loadLesson(lesson);
    const int count = int(expected.steps.size());
    LessonWindow w;
    w.window.setProjectorMode(projector);
    QVERIFY(w.window.openLesson(lesson));
    QVERIFY(lessonDockOf(w.window)->isVisible());
    QUndoStack* undo = w.window.document()->undoStack();
    verifyStep(w, expected, 0);
    // Focus on the board, as after a click on a figure.
    boardOf(w.window)->setFocus();
    for (int i = 1; i < count; ++i) {
        const Scenario before = w.scenario();
        const int undoCount = undo->count();
        press(&w.window, Qt::Key_PageDown);
        verifyStep(w, expected, i);
        if (before == w.scenario())
            continue; // nothing changed: no undo step
        QCOMPARE(undo->count(), undoCount + 1);
        undo->undo(); // one undo restores the scenario the step replaced
        QVERIFY2(w.scenario() == before, qPrintable(label(lesson, i) + ": undo"));
        undo->redo();
        QVERIFY(w.scenario() == expected.steps[size_t(i)].scenario);
    }
    press(&w.window, Qt::Key_PageDown); // past the last step: the end screen, and there it stays
    QVERIFY(testing::findControl<QWidget>(w.pane(), "lessonSummary")->isVisibleTo(w.pane()));
    QVERIFY(!testing::findControl<QPushButton>(w.pane(), "nextStep")->isEnabled());
    press(&w.window, Qt::Key_PageDown);
    QVERIFY(testing::findControl<QWidget>(w.pane(), "lessonSummary")->isVisibleTo(w.pane()));
    press(&w.window, Qt::Key_PageUp); // back from the end screen: the last step
    QVERIFY(!testing::findControl<QWidget>(w.pane(), "lessonSummary")->isVisibleTo(w.pane()));
    verifyStep(w, expected, count - 1);
    for (int i = count - 2; i >= 0; --i) {
        press(&w.window, Qt::Key_PageUp);
        verifyStep(w, expected, i);
    }
    QVERIFY(!testing::findControl<QPushButton>(w.pane(), "previousStep")->isEnabled());
}

void TestLessonPane::tasksReachedByTheirControl_data() {
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("step");
    for (const QString& id : allLessons()) {
        const Lesson lesson = loadLesson(id);
        for (size_t i = 0; i < lesson.steps.size(); ++i)
            if (lesson.steps[i].task)
                QTest::addRow("%s", qPrintable(label(QFileInfo(id).baseName(), int(i))))
                    << id << int(i);
    }
}

namespace {

// Moves `control` as a person would, one step at a time, first one way over its whole range,
// then the other, until `done`. Returns whether it got there.
bool moveUntil(QWidget* control, const std::function<bool()>& done) {
    control->setFocus();
    if (auto* slider = qobject_cast<QAbstractSlider*>(control)) {
        for (Qt::Key key : {Qt::Key_Right, Qt::Key_Left}) {
            for (int guard = 0; guard <= slider->maximum() - slider->minimum(); ++guard) {
                const int before = slider->value();
                QTest::keyClick(slider, key);
                if (done())
                    return true;
                if (slider->value() == before)
                    break; // at the end of the range
            }
        }
        return false;
    }
    if (auto* spin = qobject_cast<QSpinBox*>(control)) {
        // Typed values (a refused one springs back): every value of a small range, else ~1.15×.
        const int start = spin->value();
        QList<int> up, down;
        const bool small = spin->maximum() - spin->minimum() <= 256;
        for (double v = start + 1; v <= spin->maximum(); v = small ? v + 1 : std::ceil(v * 1.15))
            up << int(v);
        for (double v = start - 1; v >= spin->minimum();
             v = small ? v - 1 : std::min(v - 1, std::floor(v / 1.15)))
            down << int(v);
        for (const QList<int>& values : {up, down})
            for (int v : values) {
                spin->setValue(v);
                if (done())
                    return true;
            }
        return false;
    }
    if (auto* spin = qobject_cast<QDoubleSpinBox*>(control)) {
        for (Qt::Key key : {Qt::Key_Up, Qt::Key_Down})
            for (int guard = 0; guard < 10000; ++guard) {
                const double before = spin->value();
                QTest::keyClick(spin, key);
                if (done())
                    return true;
                if (spin->value() == before)
                    break;
            }
        return false;
    }
    if (auto* combo = qobject_cast<QComboBox*>(control)) {
        for (Qt::Key key : {Qt::Key_Down, Qt::Key_Up})
            for (int guard = 0; guard < combo->count(); ++guard) {
                const int next = combo->currentIndex() + (key == Qt::Key_Down ? 1 : -1);
                // "Custom…" opens a dialog: not a step through the range.
                if (next < 0 || next >= combo->count() || combo->itemText(next).endsWith(u'…'))
                    break;
                QTest::keyClick(combo, key);
                if (done())
                    return true;
            }
        return false;
    }
    if (auto* box = qobject_cast<QCheckBox*>(control)) {
        QTest::keyClick(box, Qt::Key_Space);
        return done();
    }
    return false;
}

} // namespace

// "Drag until …": false where the step starts, and true once the control the step highlights
// has been moved far enough; the ✓ shows then.
void TestLessonPane::tasksReachedByTheirControl() {
    QFETCH(QString, lesson);
    QFETCH(int, step);
    LessonWindow w;
    QVERIFY(w.window.openLesson(lesson));
    w.pane()->goTo(step);
    const LessonStep& s = w.pane()->lesson().steps[size_t(step)];
    QVERIFY2(!s.task->when.holds(reportJson(w.scenario(), w.window.document()->results())),
             "the task holds already where the step starts");
    // The tick the pane shows while the task holds.
    const QLabel* tick = testing::findControl<QLabel>(w.pane(), "taskDone");
    QVERIFY(tick->isHidden());
    const QString name = QString::fromStdString(s.highlight);
    QVERIFY2(ControlPanel::controlIds().contains(name),
             qPrintable(QStringLiteral("the task highlights no control: \"%1\"").arg(name)));
    QWidget* control = controlsOf(w.window)->control(name);
    QVERIFY2(control, qPrintable(name));
    const bool reached = moveUntil(control, [&] { return !tick->isHidden(); });
    QVERIFY2(reached,
             qPrintable(QStringLiteral("moving \"%1\" never made the task true").arg(name)));
    QVERIFY(s.task->when.holds(reportJson(w.scenario(), w.window.document()->results())));
    QVERIFY(tick->isVisible());
}

void TestLessonPane::questionsChecked_data() {
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("language");
    for (const QString& id : allLessons()) {
        const Lesson lesson = loadLesson(id);
        for (size_t i = 0; i < lesson.steps.size(); ++i)
            if (lesson.steps[i].question)
                for (const char* lang : {"en", "ru"})
                    QTest::addRow("%s %s", qPrintable(label(QFileInfo(id).baseName(), int(i))),
                                  lang)
                        << id << int(i) << QString::fromLatin1(lang);
    }
}

// The stored answer (the book's number) is accepted as typed in the UI's locale, with a decimal
// comma in Russian; 20 % off either way is not; Show answer shows the value.
void TestLessonPane::questionsChecked() {
    QFETCH(QString, lesson);
    QFETCH(int, step);
    QFETCH(QString, language);
    LanguageManager::instance()->setLanguage(language);
    QCoreApplication::processEvents();
    LessonWindow w;
    QVERIFY(w.window.openLesson(lesson));
    w.pane()->goTo(step);
    const LessonAnswer& answer = w.pane()->lesson().steps[size_t(step)].question->answer;
    const auto report = reportJson(w.scenario(), w.window.document()->results());
    const std::optional<double> value =
        answer.value ? answer.value : expectedAnswer(answer, report);
    QVERIFY(value);
    auto typeAndCheck = [&](double v) {
        testing::findControl<QLineEdit>(w.pane(), "answerEdit")
            ->setText(QLocale().toString(v, 'g', 8));
        QTest::mouseClick(testing::findControl<QPushButton>(w.pane(), "check"), Qt::LeftButton);
        return testing::findControl<QLabel>(w.pane(), "verdict")->text();
    };
    QVERIFY2(typeAndCheck(*value).contains(u'✓'), qPrintable(QLocale().toString(*value)));
    QVERIFY(typeAndCheck(*value * 1.2).contains(u'✗'));
    QVERIFY(typeAndCheck(*value * 0.8).contains(u'✗'));
    testing::findControl<QLineEdit>(w.pane(), "answerEdit")->setText(QStringLiteral("many"));
    QTest::keyClick(testing::findControl<QLineEdit>(w.pane(), "answerEdit"), Qt::Key_Return);
    QVERIFY(testing::findControl<QLabel>(w.pane(), "verdict")->text().contains(u'✗'));
    QVERIFY(testing::findControl<QLabel>(w.pane(), "answer")->isHidden());
    QTest::mouseClick(testing::findControl<QPushButton>(w.pane(), "showAnswer"), Qt::LeftButton);
    QVERIFY(testing::findControl<QLabel>(w.pane(), "answer")->isVisible());
    const std::optional<double> shown = expectedAnswer(answer, report);
    QVERIFY(testing::findControl<QLabel>(w.pane(), "answer")
                ->text()
                .contains(answerText(*shown, answer.unit)));
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
}

void TestLessonPane::unitsTyped_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("step"); // ch5-parallelism: 0 asks T_math in ms, 1 the largest model in
                                   // billions of parameters, 5 the crossover batch in tokens
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("verdict"); // ✓, ✗, or words the hint has: "599 1000 µs ms"; "!µs"
                                          // a word it must not have
    auto row = [](const char* lang, int step, const char* typed, const char* verdict) {
        QTest::addRow("%s %s", lang, typed)
            << QString::fromLatin1(lang) << step << QString::fromUtf8(typed)
            << QString::fromUtf8(verdict);
    };
    row("en", 0, "0.6 ms", "✓");
    row("en", 0, "599 µs", "✓");
    row("en", 0, "599", "599 1000 µs ms");
    row("en", 0, "0.0006", "0.0006 1000 s ms");
    row("en", 0, "2 GB", "ms GB");
    // A unit typed is the student's: 0.599 s is 1000 × the answer, and no "is it in µs?".
    row("en", 0, "0.599 s", "1000 ms !µs");
    row("en", 5, "435k", "✓");
    row("en", 5, "435", "435 1000");
    row("ru", 0, "0,6 мс", "✓");
    row("ru", 0, "599 мкс", "✓");
    row("ru", 0, "599", "599 1000 мкс мс");
    row("ru", 0, "0,599 с", "1000 мс !мкс");
    row("ru", 5, "435 тыс.", "✓");
    row("zh_CN", 0, "0.6毫秒", "✓");
    row("zh_CN", 0, "599", "599 1000 微秒 毫秒");
    row("zh_CN", 5, "43.5万", "✓");
    // A unit word the question's own (step 5 counts tokens); TP names no token count.
    row("en", 5, "435,200 tokens", "✓");
    row("ru", 5, "435 200 токенов", "✓");
    row("zh_CN", 5, "435200个token", "✓");
    row("en", 5, "TP 4", "TP");
    // Step 1 asks in billions of parameters (9.6): the magnitude word is the question's own.
    row("ru", 1, "9,6 млрд", "млрд 1000000000");
    row("en", 1, "9.6 billion", "billion");
    row("zh_CN", 1, "9.6", "✓");
}

// Suffixes, units and a decimal comma are read in each language; a number 1000 times the answer
// gets a hint that names the unit it looks typed in and the unit the question asks for.
void TestLessonPane::unitsTyped() {
    QFETCH(QString, language);
    QFETCH(int, step);
    QFETCH(QString, typed);
    QFETCH(QString, verdict);
    LanguageManager::instance()->setLanguage(language);
    QCoreApplication::processEvents();
    LessonWindow w;
    QVERIFY(w.window.openLesson(QStringLiteral("ch5-parallelism")));
    w.pane()->goTo(step);
    testing::findControl<QLineEdit>(w.pane(), "answerEdit")->setText(typed);
    QTest::mouseClick(testing::findControl<QPushButton>(w.pane(), "check"), Qt::LeftButton);
    const QString shown = testing::findControl<QLabel>(w.pane(), "verdict")->text();
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
    if (verdict == QStringLiteral("✓") || verdict == QStringLiteral("✗")) {
        QVERIFY2(shown.contains(verdict), qPrintable(shown));
        return;
    }
    QVERIFY2(shown.contains(u'✗'), qPrintable(shown));
    for (const QString& word : verdict.split(u' '))
        if (word.startsWith(u'!'))
            QVERIFY2(!shown.contains(word.mid(1)),
                     qPrintable(word + QStringLiteral(" in ") + shown));
        else
            QVERIFY2(shown.contains(word), qPrintable(word + QStringLiteral(" in ") + shown));
}

void TestLessonPane::keysLeaveEditorsAlone() {
    LessonWindow w;
    QVERIFY(w.window.openLesson(kSample));
    // The board has focus (the mesh, which has keys of its own): arrows are a clicker's, Space
    // plays the mesh as the user guide says.
    tabsOf(w.window)->setCurrentWidget(meshViewOf(w.window));
    QWidget* canvas = meshCanvasOf(*meshViewOf(w.window));
    QVERIFY(canvas);
    canvas->setFocus();
    QCOMPARE(QApplication::focusWidget(), canvas);
    press(&w.window, Qt::Key_Right);
    QCOMPARE(w.pane()->step(), 1);
    // The step may show other views: the mesh is brought back and focused, as a click does.
    tabsOf(w.window)->setCurrentWidget(meshViewOf(w.window));
    canvas->setFocus();
    QCOMPARE(QApplication::focusWidget(), canvas);
    const bool playing = meshViewOf(w.window)->clock().isPlaying();
    press(&w.window, Qt::Key_Space);
    QCOMPARE(w.pane()->step(), 1);
    QCOMPARE(meshViewOf(w.window)->clock().isPlaying(), !playing);
    press(&w.window, Qt::Key_Right);
    QCOMPARE(w.pane()->step(), 2);
    press(&w.window, Qt::Key_Left);
    QCOMPARE(w.pane()->step(), 1);
    // A focused slider keeps its arrows; Page Down still advances.
    QAbstractSlider* split = controlsOf(w.window)->findChild<QAbstractSlider*>("splitSlider");
    QVERIFY(split);
    split->setFocus();
    QCOMPARE(QApplication::focusWidget(), split);
    const int value = split->value();
    press(&w.window, Qt::Key_Left);
    QCOMPARE(w.pane()->step(), 1);
    QVERIFY(split->value() != value);
    press(&w.window, Qt::Key_PageDown);
    QCOMPARE(w.pane()->step(), 2);
    // So does the answer field its arrows and Space.
    w.pane()->goTo(1);
    testing::findControl<QLineEdit>(w.pane(), "answerEdit")->setFocus();
    press(&w.window, Qt::Key_Space);
    press(&w.window, Qt::Key_Right);
    QCOMPARE(w.pane()->step(), 1);
    QCOMPARE(testing::findControl<QLineEdit>(w.pane(), "answerEdit")->text(), QStringLiteral(" "));
}

void TestLessonPane::closingKeepsTheScenario() {
    LessonWindow w;
    QVERIFY(w.window.openLesson(kSample));
    w.pane()->goTo(2);
    const Scenario atStep = w.scenario();
    lessonDockOf(w.window)->toggleViewAction()->trigger();
    QVERIFY(!lessonDockOf(w.window)->isVisible());
    QVERIFY(!w.pane()->hasLesson());
    QVERIFY(w.scenario() == atStep);
    const int tab = tabsOf(w.window)->currentIndex();
    press(&w.window, Qt::Key_PageDown); // no lesson: the key is not taken
    QVERIFY(w.scenario() == atStep);
    QCOMPARE(tabsOf(w.window)->currentIndex(), tab);
}

void TestLessonPane::retranslatesLive() {
    LessonWindow w;
    QVERIFY(w.window.openLesson(kSample));
    const Lesson& lesson = w.pane()->lesson();
    const auto title = [&](const char* lang) {
        return QString::fromStdString(lesson.steps[0].title.in(lang));
    };
    QVERIFY(testing::findControl<QLabel>(w.pane(), "stepTitle")->text().contains(title("en")));
    LanguageManager::instance()->setLanguage(QStringLiteral("ru"));
    QCoreApplication::processEvents();
    QVERIFY2(testing::findControl<QLabel>(w.pane(), "stepTitle")->text().contains(title("ru")),
             qPrintable(testing::findControl<QLabel>(w.pane(), "stepTitle")->text() + title("ru")));
    QVERIFY(testing::findControl<QLabel>(w.pane(), "progressText")->text() !=
            QStringLiteral("Step 1 of 4"));
    QVERIFY(testing::findControl<QPushButton>(w.pane(), "nextStep")->text() !=
            QStringLiteral("Next ▶"));
    LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN"));
    QCoreApplication::processEvents();
    QVERIFY(testing::findControl<QLabel>(w.pane(), "stepTitle")->text().contains(title("zh_CN")));
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QVERIFY(testing::findControl<QLabel>(w.pane(), "stepTitle")->text().contains(title("en")));
}

void TestLessonPane::paneTextFits_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("projector");
    QTest::addColumn<QSize>("size");
    for (const char* lang : {"en", "ru", "zh_CN"})
        for (bool projector : {false, true})
            for (QSize size : {QSize(1366, 768), QSize(1920, 1080)})
                QTest::addRow("%s %s %dx%d", lang, projector ? "projector" : "normal", size.width(),
                              size.height())
                    << QString::fromLatin1(lang) << projector << size;
}

namespace {

// A word-wrapped label fits when its longest word fits its width and its lines its height;
// one that does not wrap, when its whole text does.
QString clipped(const QWidget* w) {
    if (w->isHidden() || !w->isVisibleTo(w->window()))
        return {};
    const auto* l = qobject_cast<const QLabel*>(w);
    const QSize have = w->size();
    QSize need = w->minimumSizeHint();
    if (l && l->wordWrap())
        need.setHeight(l->heightForWidth(have.width()));
    else if (!l)
        need = w->sizeHint();
    if (need.width() <= have.width() && need.height() <= have.height())
        return {};
    const QString text = l ? l->text()
                         : qobject_cast<const QAbstractButton*>(w)
                             ? static_cast<const QAbstractButton*>(w)->text()
                             : w->objectName();
    return QStringLiteral("\"%1\" needs %2×%3, has %4×%5")
        .arg(text.left(60))
        .arg(need.width())
        .arg(need.height())
        .arg(have.width())
        .arg(have.height());
}

} // namespace

void TestLessonPane::paneTextFits() {
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QFETCH(QSize, size);
    LanguageManager::instance()->setLanguage(language);
    QCoreApplication::processEvents();
    LessonWindow w(size); // one window opens every lesson, as in a class
    w.window.setProjectorMode(projector);
    for (const QString& id : allLessons()) {
        QVERIFY(w.window.openLesson(id));
        for (int i = 0; i < w.pane()->stepCount(); ++i) {
            w.pane()->goTo(i);
            if (w.pane()->currentStep()->question)
                QTest::mouseClick(testing::findControl<QPushButton>(w.pane(), "showAnswer"),
                                  Qt::LeftButton);
            for (int k = 0; k < 3; ++k) // the labels' new heights, then the layouts they are in
                QApplication::processEvents();
            // Nothing wider than the pane: no sideways scrolling, nothing cut at the right.
            auto* scroll = w.pane()->findChild<QScrollArea*>();
            QVERIFY(scroll);
            QVERIFY2(scroll->widget()->width() <= scroll->viewport()->width(),
                     qPrintable(label(id, i) + QStringLiteral(": %1 px of text in %2 px")
                                                   .arg(scroll->widget()->width())
                                                   .arg(scroll->viewport()->width())));
            for (QWidget* child : w.pane()->findChildren<QWidget*>()) {
                if (!qobject_cast<QLabel*>(child) && !qobject_cast<QAbstractButton*>(child))
                    continue;
                const QString why = clipped(child);
                QVERIFY2(why.isEmpty(), qPrintable(label(id, i) + QStringLiteral(": ") + why));
            }
        }
        w.pane()->goTo(0); // the lesson's own scenario again: the next opens without asking
    }
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
}

void TestLessonPane::badLessonSaysWhy() {
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(
        R"({"lesson": 1, "id": "bad", "title": {"en": "Bad"}, "scenario": "01-book-figure.json", "steps": [], "colour": 3})");
    file.close();
    LessonWindow w;
    const Scenario before = w.scenario();
    QVERIFY(!w.window.openLesson(bad));
    QVERIFY2(testing::errorShown(&w.window).contains(bad),
             qPrintable(testing::errorShown(&w.window)));
    QVERIFY(!w.pane()->hasLesson());
    QVERIFY(w.scenario() == before);
    QVERIFY(!w.window.openLesson(QStringLiteral("no-such-lesson")));
    QVERIFY(testing::errorShown(&w.window).contains(QStringLiteral("no-such-lesson")));
}

// A 600-character word in a user's lesson breaks inside the pane instead of widening the dock
// off the screen (and Previous and Next with it).
void TestLessonPane::longWordStaysInThePane() {
    LessonText text;
    text.byLanguage["en"] = "A long one: " + std::string(600, 'q') + " and **bold** text.";
    QLabel label;
    label.setWordWrap(true);
    label.setText(lessonHtml(text));
    QVERIFY2(label.minimumSizeHint().width() < 300,
             qPrintable(QString::number(label.minimumSizeHint().width())));
    QVERIFY(label.text().contains(QStringLiteral("<b>bold</b>")));
    // Nothing is lost: the word's 600 letters are all there.
    QCOMPARE(label.text().count(QLatin1Char('q')), 600);
}

SHARDSCOPE_TEST_MAIN(TestLessonPane)
#include "tst_lessonpane.moc"
