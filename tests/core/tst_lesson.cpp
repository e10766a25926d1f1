// Lesson files (docs/lesson-format.md): a sample lesson read into the steps its patches give,
// one row per way a lesson can be wrong (its JSON path and message), and how a student's
// answer and a task's condition are checked against the report.
#include "evaluate.h"
#include "failonqtwarnings.h"
#include "lesson.h"
#include "lessonvocabulary.h"
#include "report.h"
#include "scenario_io.h"
#include "scenario_messages.h"
#include "testarea.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTest>

#include <cmath>

namespace shardscope {

namespace {

std::string readFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::string();
    const QByteArray bytes = file.readAll();
    return std::string(bytes.constData(), size_t(bytes.size()));
}

QString lessonFile(const QString& name) {
    return QDir(QStringLiteral(SHARDSCOPE_TEST_DATA "/lessons")).filePath(name);
}

// The documented vocabulary (the window's own is held to it by tst_lessonlibrary).
LessonReadOptions options(bool builtIn) {
    LessonReadOptions o = documented::vocabulary(builtIn);
    o.scenarioText = [](const std::string& name) {
        const QString path =
            QDir(QStringLiteral(SHARDSCOPE_SCENARIOS)).filePath(QString::fromStdString(name));
        if (!QFile::exists(path))
            throw InputError("", message::noScenarioFile, {name});
        return readFile(path);
    };
    return o;
}

Lesson read(const QString& name, bool builtIn) {
    return parseLesson(readFile(lessonFile(name)), options(builtIn));
}

nlohmann::ordered_json reportOfScenario(const Scenario& s) {
    return reportJson(s, evaluate(s));
}

// A report of made-up numbers: the checks only look keys up, they compute nothing.
nlohmann::ordered_json syntheticReport() {
    return nlohmann::ordered_json::parse(R"({
        "layer": {"compute_bound": true, "crossover_batch": 435200, "t_math": 0.002},
        "memory": {"fits": false, "min_chips": null},
        "pipeline": {"bubble_fraction": 0.25}
    })");
}

} // namespace

class TestLesson : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { testing::failOnQtWarnings(); }
    void sampleParses();
    void sampleStepsPatchTheLessonScenario();
    void sampleAnswerIsTheBooks();
    void sampleTaskStartsFalse();
    void userLessonWarnsAndFallsBack();
    void badLessons_data();
    void badLessons();
    void longTextsAreRefused_data();
    void longTextsAreRefused();
    void answerAccepted_data();
    void answerAccepted();
    void conditionHolds_data();
    void conditionHolds();
    void reportNumberReadsDottedKeys();
    void textFallsBackToEnglish();
    void hugeLessonIsCalledALesson();
};

void TestLesson::sampleParses() {
    const Lesson lesson = read(QStringLiteral("sample.json"), true);
    QCOMPARE(lesson.id, std::string("sample-fsdp"));
    QCOMPARE(lesson.title.byLanguage.size(), size_t(3));
    QVERIFY(lesson.warnings.empty());
    QCOMPARE(lesson.steps.size(), size_t(4));
    const LessonStep& first = lesson.steps[0];
    QCOMPARE(first.title.in("ru"), std::string("Рисунок"));
    QCOMPARE(first.views, (std::vector<std::string>{"compute-vs-comms", "mesh"}));
    QCOMPARE(first.highlight, std::string("split"));
    QVERIFY(!first.task && !first.question);
    const LessonStep& second = lesson.steps[1];
    QCOMPARE(second.curves, std::vector<std::string>{"fsdp"});
    QVERIFY(second.question && !second.task);
    QCOMPARE(second.question->answer.key, std::string("thresholds.dp_min_batch_per_chip"));
    QCOMPARE(second.question->answer.tolerance, 0.05);
    QCOMPARE(second.question->answer.scale, 1.0);
    QCOMPARE(second.question->answer.value, std::optional<double>(850));
    // No "hides" in the file: the question hides its answer's number alone.
    QCOMPARE(second.question->hides, std::vector<std::string>{"thresholds.dp_min_batch_per_chip"});
    QCOMPARE(second.question->explain.in("zh_CN"), std::string("α / M_X = 2550 / 3 = 850。"));
    const LessonTask& third = *lesson.steps[2].task;
    QCOMPARE(third.when.key, std::string("layer.compute_bound"));
    QVERIFY(third.when.op == ReportCondition::Op::Equals);
    QCOMPARE(third.when.value, nlohmann::json(false));
    const LessonTask& fourth = *lesson.steps[3].task;
    QVERIFY(fourth.when.op == ReportCondition::Op::Below);
    QCOMPARE(fourth.when.value.get<double>(), 0.1);
}

void TestLesson::sampleStepsPatchTheLessonScenario() {
    const Lesson lesson = read(QStringLiteral("sample.json"), false);
    const Scenario figure =
        parseScenario(readFile(QStringLiteral(SHARDSCOPE_SCENARIOS "/01-book-figure.json")));
    QVERIFY(lesson.scenario == figure);
    QVERIFY(lesson.steps[0].scenario == figure); // no patch: the lesson's scenario
    // {"fsdp": 4096, "tp": 1}: everything else as in the lesson's scenario.
    Scenario pureFsdp = figure;
    pureFsdp.fsdp = 4096;
    pureFsdp.tp = 1;
    QVERIFY(lesson.steps[1].scenario == pureFsdp);
    // {"chips": 256, ...}: TP 8 still divides 256, FSDP takes the rest, 256 / 8 = 32; the
    // memory object changes only the key it names.
    const Scenario& fewer = lesson.steps[2].scenario;
    QCOMPARE(fewer.chips, 256LL);
    QCOMPARE(fewer.tp, 8LL);
    QCOMPARE(fewer.fsdp, 32LL);
    QCOMPARE(fewer.zeroStage, 3);
    QVERIFY(fewer.recipe == figure.recipe);
    QCOMPARE(fewer.batchTokens, figure.batchTokens);
    // {"pp": 4, ...}: 4096 / 4 = 1024 chips per stage, TP 8, FSDP 1024 / 8 = 128.
    const Scenario& piped = lesson.steps[3].scenario;
    QCOMPARE(piped.pp, 4LL);
    QCOMPARE(piped.tp, 8LL);
    QCOMPARE(piped.fsdp, 128LL);
    QCOMPARE(piped.microbatches, 8LL);
    QVERIFY(piped.pipelineSchedule == PipelineSchedule::GPipe);
}

// ch. 5 §DP: DP is compute-bound above B/X = α / M_X; on v5p α = 4.59e14 / 1.8e11 = 2550 and
// pure FSDP on 4096 = 16³ chips spans the three axes, so 2550 / 3 = 850 tokens per chip.
void TestLesson::sampleAnswerIsTheBooks() {
    const Lesson lesson = read(QStringLiteral("sample.json"), false);
    const LessonQuestion& q = *lesson.steps[1].question;
    const auto report = reportOfScenario(lesson.steps[1].scenario);
    const double book = 4.59e14 / 1.8e11 / 3;
    QVERIFY(std::fabs(*q.answer.value - book) <= 0.05 * book);
    QVERIFY(shardscope::answerAccepted(q.answer, report, *q.answer.value));
    QVERIFY(!shardscope::answerAccepted(q.answer, report, *q.answer.value * 1.2));
    QVERIFY(!shardscope::answerAccepted(q.answer, report, *q.answer.value * 0.8));
}

// GPipe with p = 4 stages and m = 8 microbatches idles (p − 1) / (m + p − 1) = 3/11 of the step
// (docs/model.md, pipeline): above the task's 0.1, so the task is not done on entering.
void TestLesson::sampleTaskStartsFalse() {
    const Lesson lesson = read(QStringLiteral("sample.json"), false);
    const LessonStep& step = lesson.steps[3];
    const auto report = reportOfScenario(step.scenario);
    QCOMPARE(*reportNumber(report, "pipeline.bubble_fraction"), 3.0 / 11.0);
    QVERIFY(!step.task->when.holds(report));
    Scenario more = step.scenario;
    more.microbatches = 32; // 3 / 35 < 0.1
    QVERIFY(step.task->when.holds(reportOfScenario(more)));
}

void TestLesson::userLessonWarnsAndFallsBack() {
    const Lesson lesson = read(QStringLiteral("user_english_only.json"), false);
    // One warning per missing language, however many texts miss it, and one for the long text.
    QCOMPARE(lesson.warnings.size(), size_t(3));
    QCOMPARE(lesson.warnings[0],
             std::string("/title/ru: missing: the English text is shown instead"));
    QCOMPARE(lesson.warnings[1],
             std::string("/title/zh_CN: missing: the English text is shown instead"));
    QCOMPARE(lesson.warnings[2],
             std::string("/steps/0/text/en: about 125 words: keep a text under 120"));
    QCOMPARE(lesson.title.in("ru"), std::string("Only English"));
    // The inline scenario is a patch over the default: 256 v5e chips, TP 8, FSDP 256 / 8 = 32.
    QCOMPARE(lesson.scenario.hardwarePreset, std::string("tpu-v5e"));
    QCOMPARE(lesson.scenario.fsdp, 32LL);
    // As a built-in lesson the same file is refused at its first missing language.
    try {
        read(QStringLiteral("user_english_only.json"), true);
        QFAIL("accepted as built-in");
    } catch (const InputError& e) {
        QCOMPARE(e.path(), std::string("/title/ru"));
    }
}

void TestLesson::badLessons_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("builtIn");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason"); // the start of the reason
    auto row = [](const char* file, bool builtIn, const char* path, const char* reason) {
        QTest::newRow(file) << QStringLiteral("bad_%1.json").arg(QLatin1String(file)) << builtIn
                            << QString::fromUtf8(path) << QString::fromUtf8(reason);
    };
    row("unknown_key", false, "/titel", "unknown key");
    row("unknown_step_key", false, "/steps/0/hint", "unknown key");
    row("newer_version", false, "/lesson", "lesson format 2 is newer than this program reads (1)");
    row("no_version", false, "/lesson", "missing (a lesson file needs \"lesson\": 1)");
    row("bad_id", false, "/id",
        "\"Chapter 5\" is not an id: use lowercase letters, digits and '-'");
    row("step_without_title", false, "/steps/0/title", "missing");
    row("title_not_string", false, "/title/en", "expected a string, got 5");
    row("missing_language", true, "/title/ru",
        "missing: a built-in lesson gives every text in en, ru, zh_CN");
    row("missing_english", false, "/steps/0/text/en", "missing: every text needs at least \"en\"");
    row("no_steps", false, "/steps", "a lesson needs at least one step");
    row("patch_invalid_split", false, "/steps/0/scenario/tp", "3 does not divide chips 4096");
    row("patch_unknown_key", false, "/steps/0/scenario/batch", "unknown key");
    row("patch_bad_zero", false, "/steps/0/scenario/memory/zero_stage",
        "4 is too large (at most 3)");
    row("unknown_report_key", false, "/steps/0/task/when/key",
        "\"layer.crossover\" is not a key of the report");
    row("equals_type", false, "/steps/0/task/when/equals",
        "\"layer.compute_bound\" is true or false in the report: expected true or false, got 1");
    row("below_on_bool", false, "/steps/0/task/when/below",
        "\"memory.fits\" is true or false in the report: use \"equals\"");
    row("two_comparisons", false, "/steps/0/task/when",
        "needs exactly one of \"equals\", \"below\" and \"above\"");
    row("tolerance_zero", false, "/steps/0/question/answer/tolerance", "0 must be above 0");
    row("tolerance_one", false, "/steps/0/question/answer/tolerance", "1 must be below 1");
    row("scale_negative", false, "/steps/0/question/answer/scale", "-1 must be above 0");
    // 435 200 tokens × 1e308 is past the largest double: no answer could be checked against it.
    row("unknown_unit", false, "/steps/0/question/answer/unit",
        "unknown unit \"minutes\" (one of: s, ms, us, ns, bytes, MB, GB, tokens, percent)");
    row("scale_overflow", false, "/steps/0/question/answer/scale", "1e+308 is too large (at most ");
    row("value_not_number", false, "/steps/0/question/answer/value",
        "expected a number, got \"435200\"");
    row("answer_is_bool", false, "/steps/0/question/answer/key",
        "\"layer.compute_bound\" in the report is ");
    // Nothing fits 405B on four 16 GB cards: search.best is null, and so is every key under it.
    row("answer_search_best_null", false, "/steps/0/question/answer/key",
        "\"search.best.fsdp\" has no value (null) in this step's scenario");
    row("answer_key_object", false, "/steps/0/question/answer/key",
        "\"layer.backward\" in the report is an object, not a number");
    row("hides_unknown_key", false, "/steps/0/question/hides/0",
        "\"layer.t_mat\" is not a key of the report");
    row("hides_object", false, "/steps/0/question/hides/0",
        "\"layer.backward\" in the report is an object, not a number or true/false");
    row("hides_twice", false, "/steps/0/question/hides/1",
        "report key \"layer.t_math\" is listed twice");
    row("hides_not_list", false, "/steps/0/question/hides", "expected a list, got ");
    row("unknown_highlight", false, "/steps/0/highlight",
        "unknown highlight \"slider\" (one of: hardware, model, ");
    row("unknown_mesh_step", false, "/steps/0/meshStep",
        "unknown mesh step \"forward.allgather.w_in.z\"");
    // TP 1: no TP group, so no gather of In over Y.
    row("mesh_step_not_in_schedule", false, "/steps/0/meshStep",
        "the step's scenario has no schedule step \"forward.allgather.in.y\"");
    row("unknown_view", false, "/steps/0/views/0",
        "unknown view \"flamegraph\" (one of: compute-vs-comms, ");
    row("too_many_views", false, "/steps/0/views", "5 views: the board shows at most 4");
    row("unknown_curve", false, "/steps/0/curves/1",
        "unknown curve \"ddp\" (one of: compute, dp, fsdp, tp, best, current, dcn)");
    row("duplicate_curve", false, "/steps/0/curves/2", "curve \"fsdp\" is listed twice");
    row("empty_curves", false, "/steps/0/curves",
        "no curves: leave \"curves\" out to show every curve");
    row("unknown_scenario_file", false, "/scenario", "no scenario file \"no-such-scenario.json\"");
    // A name only: a path, even to a file that is there, is not the lesson's neighbour.
    row("scenario_absolute", false, "/scenario", "no scenario file \"/etc/passwd\"");
    row("scenario_parent", false, "/scenario",
        "no scenario file \"../scenarios/01-book-figure.json\"");
    row("scenario_number", false, "/scenario",
        "expected a scenario file name or a scenario object, got 42");
    row("text_too_long", true, "/steps/0/text/en", "about 130 words: keep a text under 120");
    row("duplicate_key", false, "/steps/0/title", "given twice");
    row("malformed", false, "", "invalid JSON at byte ");
}

void TestLesson::badLessons() {
    QFETCH(QString, file);
    QFETCH(bool, builtIn);
    QFETCH(QString, path);
    QFETCH(QString, reason);
    const std::string text = readFile(lessonFile(file));
    QVERIFY2(!text.empty(), qPrintable(file));
    try {
        parseLesson(text, options(builtIn));
        QFAIL("accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.path()), path);
        QVERIFY2(QString::fromStdString(e.reason()).startsWith(reason), e.what());
        const QString what = QString::fromStdString(e.what());
        QVERIFY2(what.startsWith(path.isEmpty() ? reason : path + QStringLiteral(": ") + reason),
                 e.what());
    }
}

void TestLesson::longTextsAreRefused_data() {
    QTest::addColumn<QByteArray>("stepText");
    QTest::addColumn<QString>("message"); // empty: accepted
    // A text is at most 4 000 characters (docs/lesson-format.md), in a user's lesson too.
    QTest::newRow("4 001 characters")
        << QByteArray(4001, 'a') << "/steps/0/text/en: 4001 characters, at most 4000";
    QTest::newRow("4 000 characters") << QByteArray(4000, 'a') << QString();
    QTest::newRow("2 M characters, no space")
        << QByteArray(2 << 20, 'a')
        << QStringLiteral("/steps/0/text/en: %1 characters, at most 4000").arg(2 << 20);
    QTest::newRow("**a 100 000 times")
        << QByteArray("**a").repeated(100000)
        << QStringLiteral("/steps/0/text/en: %1 characters, at most 4000").arg(3 * 100000);
}

void TestLesson::longTextsAreRefused() {
    QFETCH(QByteArray, stepText);
    QFETCH(QString, message);
    const QByteArray lesson = R"({"lesson": 1, "id": "long", "title": {"en": "Long"},
        "scenario": "01-book-figure.json",
        "steps": [{"title": {"en": "Step"}, "text": {"en": ")" +
                              stepText + R"("}}]})";
    QElapsedTimer timer;
    timer.start();
    QString error;
    try {
        parseLesson(lesson.toStdString(), options(false));
    } catch (const InputError& e) {
        error = QString::fromStdString(e.what());
    }
    QCOMPARE(error, message);
    // Loose enough for the sanitizers on a busy machine; rendering it took minutes.
    QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
}

void TestLesson::answerAccepted_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("scale");
    QTest::addColumn<double>("typed");
    QTest::addColumn<bool>("accepted");
    // 435200 ± 5 % is [413440, 456960].
    QTest::newRow("exact") << "layer.crossover_batch" << 1.0 << 435200.0 << true;
    QTest::newRow("4 % high") << "layer.crossover_batch" << 1.0 << 452608.0 << true;
    QTest::newRow("4 % low") << "layer.crossover_batch" << 1.0 << 417792.0 << true;
    QTest::newRow("6 % high") << "layer.crossover_batch" << 1.0 << 461312.0 << false;
    QTest::newRow("6 % low") << "layer.crossover_batch" << 1.0 << 409088.0 << false;
    QTest::newRow("20 % off") << "layer.crossover_batch" << 1.0 << 522240.0 << false;
    // scale 1e-3: the student types thousands of tokens, 435.2.
    QTest::newRow("scaled") << "layer.crossover_batch" << 1e-3 << 440.0 << true;
    QTest::newRow("scaled, unscaled typed") << "layer.crossover_batch" << 1e-3 << 435200.0 << false;
    QTest::newRow("null key") << "memory.min_chips" << 1.0 << 0.0 << false;
    QTest::newRow("absent key") << "layer.nothing" << 1.0 << 0.0 << false;
    QTest::newRow("not a number typed") << "layer.crossover_batch" << 1.0 << double(NAN) << false;
}

void TestLesson::answerAccepted() {
    QFETCH(QString, key);
    QFETCH(double, scale);
    QFETCH(double, typed);
    QFETCH(bool, accepted);
    LessonAnswer a;
    a.key = key.toStdString();
    a.scale = scale;
    a.tolerance = 0.05;
    QCOMPARE(shardscope::answerAccepted(a, syntheticReport(), typed), accepted);
}

void TestLesson::conditionHolds_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("op");
    QTest::addColumn<QString>("value"); // JSON
    QTest::addColumn<bool>("holds");
    const int eq = int(ReportCondition::Op::Equals), lt = int(ReportCondition::Op::Below),
              gt = int(ReportCondition::Op::Above);
    QTest::newRow("bool equals true") << "layer.compute_bound" << eq << "true" << true;
    QTest::newRow("bool equals false") << "layer.compute_bound" << eq << "false" << false;
    QTest::newRow("false equals false") << "memory.fits" << eq << "false" << true;
    QTest::newRow("number below") << "pipeline.bubble_fraction" << lt << "0.3" << true;
    QTest::newRow("number not below") << "pipeline.bubble_fraction" << lt << "0.25" << false;
    QTest::newRow("number above") << "pipeline.bubble_fraction" << gt << "0.1" << true;
    QTest::newRow("number not above") << "pipeline.bubble_fraction" << gt << "0.25" << false;
    QTest::newRow("number equals") << "layer.crossover_batch" << eq << "435200" << true;
    QTest::newRow("null below") << "memory.min_chips" << lt << "1e30" << false;
    QTest::newRow("null above") << "memory.min_chips" << gt << "-1e30" << false;
    QTest::newRow("absent") << "layer.nothing" << eq << "true" << false;
}

void TestLesson::conditionHolds() {
    QFETCH(QString, key);
    QFETCH(int, op);
    QFETCH(QString, value);
    QFETCH(bool, holds);
    ReportCondition c;
    c.key = key.toStdString();
    c.op = ReportCondition::Op(op);
    c.value = nlohmann::json::parse(value.toStdString());
    QCOMPARE(c.holds(syntheticReport()), holds);
}

void TestLesson::reportNumberReadsDottedKeys() {
    const auto report = syntheticReport();
    QCOMPARE(reportNumber(report, "layer.crossover_batch"), std::optional<double>(435200));
    QCOMPARE(reportNumber(report, "layer.compute_bound"), std::optional<double>(1));
    QCOMPARE(reportNumber(report, "memory.fits"), std::optional<double>(0));
    QVERIFY(!reportNumber(report, "memory.min_chips"));
    QVERIFY(!reportNumber(report, "layer"));
    QVERIFY(!reportNumber(report, "layer.crossover_batch.x"));
    QVERIFY(!reportNumber(report, ""));
}

void TestLesson::textFallsBackToEnglish() {
    LessonText t;
    QCOMPARE(t.in("ru"), std::string());
    t.byLanguage["en"] = "batch";
    QCOMPARE(t.in("ru"), std::string("batch"));
    t.byLanguage["ru"] = "батч";
    QCOMPARE(t.in("ru"), std::string("батч"));
    QCOMPARE(t.in("zh_CN"), std::string("batch"));
}

// A lesson file of 20 000 steps is refused for its size as a lesson, not as "not a scenario".
void TestLesson::hugeLessonIsCalledALesson() {
    std::string text = R"({"lesson": 1, "id": "huge", "title": {"en": "Huge"}, "steps": [)";
    for (int i = 0; i < 20000; ++i)
        text += std::string(i ? "," : "") + R"({"title": {"en": "S"}, "text": {"en": "T"}})";
    text += "]}";
    try {
        parseLesson(text, options(false));
        QFAIL("accepted");
    } catch (const InputError& e) {
        QVERIFY2(QString::fromStdString(e.reason()).endsWith(QStringLiteral("not a lesson")),
                 e.what());
    }
}

} // namespace shardscope

SHARDSCOPE_TEST_GUILESS_MAIN(shardscope::TestLesson)
#include "tst_lesson.moc"
