// The built-in lessons (resources/lessons): each reads as a built-in lesson, every text in every
// language, every step's scenario valid, every stored answer accepted by the step's own report
// and a value 20 % off rejected, every task still to do when its step starts and done by moving
// the control the step highlights. The numbers themselves live in the lesson files, each with
// its derivation in the step's "explain"; here the report must agree with them.
#include "evaluate.h"
#include "failonqtwarnings.h"
#include "lesson.h"
#include "lessonvocabulary.h"
#include "presets.h"
#include "report.h"
#include "scenario_io.h"
#include "scenario_messages.h"
#include "testarea.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <cmath>
#include <functional>

using namespace shardscope;
using ordered_json = nlohmann::ordered_json;

namespace {

const QString lessonsDir = QStringLiteral(SHARDSCOPE_LESSONS_DIR);
const QString scenariosDir = QStringLiteral(SHARDSCOPE_SCENARIOS_DIR);

// The lessons the window ships; a new file in resources/lessons gets the same checks.
const QStringList expectedIds = {
    QStringLiteral("ch5-parallelism"),  QStringLiteral("ch1-roofline"),
    QStringLiteral("ch6-llama3-70b"),   QStringLiteral("ch6-choose-layout"),
    QStringLiteral("course-7b-8xh100"), QStringLiteral("ch5-fsdp-at-scale"),
    QStringLiteral("course-cluster"),   QStringLiteral("course-moe")};

std::string readText(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

LessonReadOptions builtInOptions() {
    LessonReadOptions o = documented::vocabulary(true);
    o.scenarioText = [](const std::string& name) {
        QFile f(scenariosDir + QLatin1Char('/') + QString::fromStdString(name));
        if (!f.open(QIODevice::ReadOnly))
            throw InputError("", message::cannotOpen);
        return f.readAll().toStdString();
    };
    return o;
}

Lesson readLesson(const QString& id) {
    return parseLesson(readText(lessonsDir + QLatin1Char('/') + id + QStringLiteral(".json")),
                       builtInOptions());
}

ordered_json reportOf(const Scenario& s) {
    return reportJson(s, evaluate(s));
}

int words(const std::string& text) {
    return QString::fromStdString(text).split(QLatin1Char(' '), Qt::SkipEmptyParts).size();
}

// Every language present and non-empty; English short enough for a slide.
void checkText(const LessonText& t, const QByteArray& what, int maxWords) {
    for (const std::string& lang : documented::languages) {
        const auto it = t.byLanguage.find(lang);
        QVERIFY2(it != t.byLanguage.end() && !it->second.empty(),
                 qPrintable(QStringLiteral("%1: no %2")
                                .arg(QString::fromLatin1(what), QString::fromStdString(lang))));
    }
    QVERIFY2(words(t.in("en")) <= maxWords,
             qPrintable(QStringLiteral("%1 has %2 words: %3")
                            .arg(QString::fromLatin1(what))
                            .arg(words(t.in("en")))
                            .arg(QString::fromStdString(t.in("en")))));
}

using Change = std::function<void(Scenario&)>;

// Each position of one control, as the student could set it from `s`.
std::vector<Change> positions(const Scenario& s, const std::string& control) {
    std::vector<Change> out;
    if (control == "batch")
        for (int k = 7; k <= 26; ++k)
            out.push_back([k](Scenario& m) { m.batchTokens = std::ldexp(1.0, k); });
    if (control == "split")
        for (long long y = 1; y <= s.chips / s.pp; ++y)
            if ((s.chips / s.pp) % y == 0)
                out.push_back([y](Scenario& m) { m = withTp(m, y); });
    if (control == "pods")
        for (long long p = 1; p <= 64; ++p)
            out.push_back([p](Scenario& m) { m.pods = p; });
    if (control == "zero")
        for (int z = 0; z <= 3; ++z)
            out.push_back([z](Scenario& m) { m.zeroStage = z; });
    if (control == "checkpoints")
        for (int c = 0; c <= 8; ++c)
            out.push_back([c](Scenario& m) { m.checkpointsPerLayer = c; });
    if (control == "microbatches")
        for (long long k = 1; k <= 128; ++k)
            out.push_back([k](Scenario& m) { m.microbatches = k; });
    if (control == "schedule")
        for (PipelineSchedule p : {PipelineSchedule::GPipe, PipelineSchedule::OneFOneB})
            out.push_back([p](Scenario& m) { m.pipelineSchedule = p; });
    if (control == "hsdp") // the HSDP combo: off, then every divisor of FSDP
        for (long long h = 1; h <= s.fsdp; ++h)
            if (s.fsdp % h == 0)
                out.push_back([h](Scenario& m) { m.hsdp = h == m.fsdp ? 0 : h; });
    if (control == "ep") // the EP combo: every common divisor of the shard group and experts
        for (long long e = 1; e <= s.shardGroup(); ++e)
            out.push_back([e](Scenario& m) { m.ep = e; });
    if (control == "placement") // every order of TP, FSDP and PP
        for (const std::vector<ParallelAxis>& order : placementOrders())
            out.push_back([order](Scenario& m) { m.placement = order; });
    if (control == "comms-algorithm")
        for (CommsAlgorithm a : {CommsAlgorithm::Hierarchical, CommsAlgorithm::Ring})
            out.push_back([a](Scenario& m) { m.algorithm = a; });
    if (control == "mfu")
        for (int i = 1; i <= 20; ++i)
            out.push_back([i](Scenario& m) { m.mfu = i / 20.0; });
    if (control == "hardware")
        for (const Preset<Hardware>& p : hardwarePresets())
            out.push_back([&p](Scenario& m) {
                m.hardware = p.value;
                m.hardwarePreset = p.id;
                m = withChips(m, m.chips); // the mesh follows the new hardware
            });
    return out;
}

// True when some position of `control` makes `when` hold (invalid positions are skipped).
bool reachable(const Scenario& s, const std::string& control, const ReportCondition& when) {
    for (const Change& change : positions(s, control)) {
        Scenario m = s;
        change(m);
        try {
            validateScenario(m);
        } catch (const InputError&) {
            continue;
        }
        if (when.holds(reportOf(m)))
            return true;
    }
    return false;
}

} // namespace

class TestBuiltinLessons : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { testing::failOnQtWarnings(); }
    void everyShippedLessonIsListed();
    void parses_data();
    void parses();
    void storedAnswersAgreeWithTheReport_data() { parses_data(); }
    void storedAnswersAgreeWithTheReport();
    void tasksStartUndoneAndAreReachable_data() { parses_data(); }
    void tasksStartUndoneAndAreReachable();
};

void TestBuiltinLessons::everyShippedLessonIsListed() {
    QStringList files = QDir(lessonsDir).entryList({QStringLiteral("*.json")}, QDir::Files);
    for (QString& f : files)
        f.chop(5);
    for (const QString& id : expectedIds)
        QVERIFY2(files.contains(id), qPrintable(id));
}

void TestBuiltinLessons::parses_data() {
    QTest::addColumn<QString>("id");
    for (QString f : QDir(lessonsDir).entryList({QStringLiteral("*.json")}, QDir::Files)) {
        f.chop(5);
        QTest::newRow(qPrintable(f)) << f;
    }
}

void TestBuiltinLessons::parses() {
    QFETCH(QString, id);
    Lesson lesson;
    try {
        lesson = readLesson(id);
    } catch (const InputError& e) {
        QFAIL(qPrintable(QStringLiteral("%1: %2").arg(QString::fromStdString(e.path()),
                                                      QString::fromStdString(e.reason()))));
    }
    QCOMPARE(QString::fromStdString(lesson.id), id);
    // The message is built eagerly: no front() of an empty list.
    QVERIFY2(lesson.warnings.empty(),
             lesson.warnings.empty() ? "" : lesson.warnings.front().c_str());
    checkText(lesson.title, "title", 12);
    QVERIFY(lesson.steps.size() >= 6 && lesson.steps.size() <= 12);

    int tasks = 0, questions = 0;
    for (size_t i = 0; i < lesson.steps.size(); ++i) {
        const LessonStep& step = lesson.steps[i];
        const QByteArray at = QByteArray::number(qulonglong(i + 1));
        checkText(step.title, "step " + at + " title", 12);
        checkText(step.text, "step " + at + " text", 70);
        QVERIFY2(!step.views.empty() && step.views.size() <= 4, at.constData());
        // A step's patched scenario is one a scenario file could hold.
        try {
            validateScenario(step.scenario);
        } catch (const InputError& e) {
            QFAIL(
                qPrintable(QStringLiteral("step %1: %2")
                               .arg(QString::fromLatin1(at), QString::fromStdString(e.reason()))));
        }
        if (step.task) {
            ++tasks;
            checkText(step.task->text, "step " + at + " task", 40);
            QVERIFY2(!step.highlight.empty(), "a task names the control that does it");
        }
        if (step.question) {
            ++questions;
            checkText(step.question->text, "step " + at + " question", 40);
            checkText(step.question->explain, "step " + at + " explain", 40);
        }
    }
    QVERIFY2(tasks >= 2, qPrintable(QString::number(tasks)));
    QVERIFY2(questions >= 2, qPrintable(QString::number(questions)));
}

void TestBuiltinLessons::storedAnswersAgreeWithTheReport() {
    QFETCH(QString, id);
    const Lesson lesson = readLesson(id);
    for (size_t i = 0; i < lesson.steps.size(); ++i) {
        const LessonStep& step = lesson.steps[i];
        if (!step.question)
            continue;
        const LessonAnswer& a = step.question->answer;
        const QString where =
            QStringLiteral("step %1, %2").arg(i + 1).arg(QString::fromStdString(a.key));
        QVERIFY2(a.value.has_value(), qPrintable(where + QStringLiteral(": no stored value")));
        const ordered_json report = reportOf(step.scenario);
        const std::optional<double> expected = expectedAnswer(a, report);
        QVERIFY2(expected.has_value(), qPrintable(where + QStringLiteral(": null in the report")));
        QVERIFY2(answerAccepted(a, report, *a.value),
                 qPrintable(where +
                            QStringLiteral(": stored %1, report %2").arg(*a.value).arg(*expected)));
        for (double off : {1.2, 0.8})
            QVERIFY2(!answerAccepted(a, report, *a.value * off),
                     qPrintable(where + QStringLiteral(": %1 × the answer accepted").arg(off)));
    }
}

void TestBuiltinLessons::tasksStartUndoneAndAreReachable() {
    QFETCH(QString, id);
    const Lesson lesson = readLesson(id);
    for (size_t i = 0; i < lesson.steps.size(); ++i) {
        const LessonStep& step = lesson.steps[i];
        if (!step.task)
            continue;
        const QString where = QStringLiteral("step %1, %2 (%3)")
                                  .arg(i + 1)
                                  .arg(QString::fromStdString(step.task->when.key),
                                       QString::fromStdString(step.highlight));
        QVERIFY2(!step.task->when.holds(reportOf(step.scenario)),
                 qPrintable(where + QStringLiteral(": already done at the start")));
        QVERIFY2(reachable(step.scenario, step.highlight, step.task->when),
                 qPrintable(where + QStringLiteral(": the highlighted control never "
                                                   "makes it true")));
    }
}

SHARDSCOPE_TEST_GUILESS_MAIN(TestBuiltinLessons)
#include "tst_builtin_lessons.moc"
