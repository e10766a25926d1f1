// The forecast beside the bound (docs/model.md#forecast) and its calibration on the published
// runs (docs/runs.md#calibration).
#include "calibration.h"
#include "evaluate.h"
#include "layout_search.h"
#include "presets.h"
#include "run_file.h"
#include "scenario_io.h"

#include <QDir>
#include <QTest>

#include <cmath>
#include <set>

using namespace shardscope;

namespace {

QStringList jsonFiles(const char* folder) {
    QStringList paths;
    const QDir dir(QString::fromUtf8(folder));
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        paths << dir.filePath(name);
    return paths;
}

std::vector<RunFile> shippedRunFiles() {
    std::vector<RunFile> runs;
    for (const QString& path : jsonFiles(SHARDSCOPE_RUNS_DIR))
        runs.push_back(loadRunFile(path.toStdString()));
    return runs;
}

RunFile shippedRunFile(const char* id) {
    return loadRunFile(QDir(QStringLiteral(SHARDSCOPE_RUNS_DIR))
                           .filePath(QString::fromLatin1(id) + ".json")
                           .toStdString());
}

// Llama 3's Table 4 gives neither the virtual stages of its interleaved pipeline nor its
// microbatches (the run files say so); with p = 16 stages and 16 assumed microbatches the plain
// 1F1B bubble is about half the step, so no forecast of these runs can be checked against them.
bool scheduleUnknown(const std::string& group) {
    return group == "llama3-405b-table4";
}

// Runs the forecast puts more than 20 % above what was measured. MaxText's 512B and 1024B runs
// on v5p report an MFU that, with the full recompute their files declare, means every matmul
// ran at 84-87 % of peak (HFU = 4/3 · MFU), above what the other v5p runs reach; their remat
// policy probably kept more than the scenario can say. A run leaves the list when it fits.
const std::set<std::string> kAboveMeasured = {
    "maxtext-v5p-512B-1xv5p-1024", "maxtext-v5p-512B-2xv5p-1024", "maxtext-v5p-1024B-1xv5p-4096"};

} // namespace

class TestForecast : public QObject {
    Q_OBJECT
  private slots:
    void boundStackIsTheStep_data();
    void boundStackIsTheStep();
    void neverBelowTheBound_data();
    void neverBelowTheBound();
    void partsAddUp();
    void everyRunWithinTwentyPercent();
    void leaveOneSourceOut();
    void shippedValuesAreTheFit();
    void everyStackHasAPreset();
    void gpt175Breakdown();
    void interleavingShrinksTheBubble();
    void searchRanksByTheForecast();
    void stackKeysRoundTrip();
    void badStackNamesItsPath();
};

void TestForecast::boundStackIsTheStep_data() {
    QTest::addColumn<QString>("path");
    for (const QString& path : jsonFiles(SHARDSCOPE_SCENARIOS_DIR))
        QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
}

// `stack: bound` is the whole step itself, bit for bit (docs/model.md#stacks).
void TestForecast::boundStackIsTheStep() {
    QFETCH(QString, path);
    Scenario s = loadScenarioFile(path.toStdString());
    s.stack = Stack::Bound;
    const Results r = evaluate(s);
    QCOMPARE(r.forecast.seconds, r.step.seconds);
    QCOMPARE(r.forecast.mfu, r.step.mfu);
    QCOMPARE(r.forecast.memoryBoundSeconds, 0.0);
    QCOMPARE(r.forecast.bubbleSeconds, r.step.bubbleSeconds);
    QCOMPARE(r.forecast.exposed.dcn, r.step.exposed.dcn);
    QCOMPARE(QString::fromLatin1(r.forecast.stack), QStringLiteral("bound"));
}

void TestForecast::neverBelowTheBound_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("run");
    for (const QString& path : jsonFiles(SHARDSCOPE_SCENARIOS_DIR))
        QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path << false;
    for (const QString& path : jsonFiles(SHARDSCOPE_RUNS_DIR))
        QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path << true;
}

// Under every stack, every shipped scenario and run: the forecast is at least the bound.
void TestForecast::neverBelowTheBound() {
    QFETCH(QString, path);
    QFETCH(bool, run);
    Scenario s =
        run ? loadRunFile(path.toStdString()).scenario : loadScenarioFile(path.toStdString());
    for (const Choice<Stack>& stack : stackIds) {
        s.stack = stack.value;
        const Results r = evaluate(s);
        QVERIFY2(r.forecast.seconds >= r.step.seconds,
                 qPrintable(QStringLiteral("%1: forecast %2 < bound %3")
                                .arg(QLatin1String(stack.id))
                                .arg(r.forecast.seconds)
                                .arg(r.step.seconds)));
        QVERIFY(r.forecast.mfu <= r.step.mfu);
    }
}

void TestForecast::partsAddUp() {
    for (const QString& path : jsonFiles(SHARDSCOPE_RUNS_DIR)) {
        const Forecast f = evaluate(loadRunFile(path.toStdString()).scenario).forecast;
        const double exposed = f.exposed.fsdp + f.exposed.tp + f.exposed.dp + f.exposed.dcn +
                               f.exposed.pipeline + f.exposed.ep;
        QCOMPARE(f.exposedCommsSeconds, exposed);
        QCOMPARE(f.seconds, f.computeSeconds + f.memoryBoundSeconds + f.exposedCommsSeconds +
                                f.bubbleSeconds + f.optimizerSeconds);
    }
}

// Every shipped run: at least the bound, at most 20 % over what was measured.
void TestForecast::everyRunWithinTwentyPercent() {
    for (const CalibrationPoint& p : calibrationPoints(shippedRunFiles())) {
        const Results r = evaluate(p.scenario);
        QVERIFY2(r.forecast.seconds >= r.step.seconds, p.id.c_str());
        if (scheduleUnknown(p.group))
            continue;
        if (kAboveMeasured.count(p.id)) {
            QVERIFY2(r.forecast.seconds > 1.2 * p.measuredSeconds, p.id.c_str());
            continue;
        }
        QVERIFY2(r.forecast.seconds <= 1.2 * p.measuredSeconds,
                 qPrintable(QStringLiteral("%1: forecast %2 s, measured %3 s")
                                .arg(QString::fromStdString(p.id))
                                .arg(r.forecast.seconds)
                                .arg(p.measuredSeconds)));
    }
}

// Fit without a source, forecast its runs: how well the forecast predicts what it never saw.
void TestForecast::leaveOneSourceOut() {
    const std::vector<CalibrationPoint> points = calibrationPoints(shippedRunFiles());
    const std::vector<double> errors = shardscope::leaveOneSourceOut(points);
    std::map<std::string, std::pair<double, int>> bySource;
    std::vector<double> checked;
    for (size_t i = 0; i < points.size(); ++i) {
        bySource[points[i].group].first += errors[i];
        ++bySource[points[i].group].second;
        if (!scheduleUnknown(points[i].group))
            checked.push_back(errors[i]);
    }
    for (const auto& [source, sum] : bySource)
        qInfo("%-36s %3d runs  mean error %+6.1f %%", source.c_str(), sum.second,
              100 * sum.first / sum.second);
    const ErrorSummary all = summarize(errors), e = summarize(checked);
    qInfo("all %d runs: median %.1f %%, p90 %.1f %%, %d within 10 %%", all.count, 100 * all.median,
          100 * all.p90, all.within10);
    qInfo("checked %d runs: median %.1f %%, p90 %.1f %%, %d within 10 %%", e.count, 100 * e.median,
          100 * e.p90, e.within10);
    QVERIFY2(e.median <= 0.10, qPrintable(QString::number(e.median)));
    QVERIFY2(e.p90 <= 0.20, qPrintable(QString::number(e.p90)));
}

// The presets ship what `shardscope runs --calibrate` fits, to their three decimals.
void TestForecast::shippedValuesAreTheFit() {
    const std::vector<CalibrationPoint> points = calibrationPoints(shippedRunFiles());
    const Calibration fitted = fitCalibration(points, neutralCalibration());
    const Calibration shipped = shippedCalibration();
    for (const CalibrationPoint& p : points) {
        const std::string& id = p.scenario.hardwarePreset;
        QVERIFY2(std::abs(shipped.hardware.at(id).matmul - fitted.hardware.at(id).matmul) < 6e-4,
                 id.c_str());
        QVERIFY2(std::abs(shipped.hardware.at(id).link - fitted.hardware.at(id).link) < 6e-4,
                 id.c_str());
        const Stack stack = scenarioStack(p.scenario);
        const StackProfile &a = shipped.stacks.at(stack), &b = fitted.stacks.at(stack);
        for (auto [x, y] : {std::pair{a.overlapTp, b.overlapTp},
                            {a.overlapFsdp, b.overlapFsdp},
                            {a.overlapDp, b.overlapDp},
                            {a.attentionEfficiency, b.attentionEfficiency}})
            QVERIFY2(std::abs(x - y) < 6e-4, choiceId(stackIds, stack));
    }
}

void TestForecast::everyStackHasAPreset() {
    for (const Choice<Stack>& stack : stackIds)
        QCOMPARE(findStackProfile(stack.value) != nullptr, stack.value != Stack::Auto);
    // Auto: MaxText on a torus; on switched GPU nodes PyTorch FSDP at ZeRO-3, Megatron-Core
    // below.
    auto stackOn = [](const char* hardware, int zeroStage) {
        Scenario s = defaultScenario();
        s.hardware = findHardwarePreset(hardware)->value;
        s.zeroStage = zeroStage;
        return stackProfile(scenarioStack(s)).stack;
    };
    QCOMPARE(stackOn("tpu-v5p", 3), Stack::MaxText);
    QCOMPARE(stackOn("h100-nvlink", 3), Stack::PytorchFsdp);
    QCOMPARE(stackOn("h100-nvlink", 1), Stack::MegatronCore);
}

// GPT-3 175B on 64 A100, TP 8 × PP 8, full recompute, Megatron (Korthikanti et al. 2022,
// Table 5: 18.13 s). The memory-bound ops and the exposed TP collectives, derived by hand
// (docs/model.md#memory-bound-ops), land where Calculon puts them: 1.64 s and 2.30 s.
void TestForecast::gpt175Breakdown() {
    const RunFile run = shippedRunFile("korthikanti-175B-full-recompute");
    const Scenario& s = run.scenario;
    const Results r = evaluate(s);
    const double d = 12288, f = 49152, t = 8, heads = 96, seq = 2048, vocab = 51200;
    const double hbm = 2.039e12, tokens = 131072, stageLayers = 96 / 8;
    // Per token and layer, forward: norms and residual adds 20·D and dropout 10·D bytes, the
    // GeLU 4·F/t, softmax and dropout over the scores 12·(n_q/t)·S; forward, twice that
    // backward, once more recomputed; the loss reads and writes 12·V/t bytes per token.
    const double perTokenLayer = 30 * d + 4 * f / t + 12 * heads / t * seq;
    const double memoryBound =
        4 * perTokenLayer * stageLayers * tokens / hbm + 12 * vocab / t * tokens / hbm;
    QVERIFY2(std::abs(r.forecast.memoryBoundSeconds / memoryBound - 1) < 1e-9,
             qPrintable(QString::number(r.forecast.memoryBoundSeconds)));
    QVERIFY(r.forecast.memoryBoundSeconds > 1.64 / 2 && r.forecast.memoryBoundSeconds < 1.64 * 2);
    // TP: per layer and microbatch of 2048 tokens, 8·D bytes a token over the NVLink ring at its
    // one-way 300 GB/s, (t − 1)/t of it, forward and backward once each (ch. 5's TP table) and
    // once more in the recomputed forward, at the link's fitted efficiency. Megatron 2021-22
    // hides at most the fitted fraction of its compute behind it (docs/model.md#stacks).
    const double link = findHardwarePreset("a100-ib")->value.linkEfficiency.value();
    const double perPass = 8 * d * seq * (t - 1) / t / 3e11 / link;
    const double tp = 3 * perPass * stageLayers * 64;
    const double hidden = findStackProfile(Stack::Megatron)->overlapTp *
                          (r.forecast.computeSeconds + r.forecast.memoryBoundSeconds);
    QVERIFY2(r.forecast.exposed.tp <= tp * (1 + 1e-9) && r.forecast.exposed.tp >= tp - hidden,
             qPrintable(QStringLiteral("%1 of %2").arg(r.forecast.exposed.tp).arg(tp)));
    QVERIFY(r.forecast.exposed.tp > 2.30 / 2 && r.forecast.exposed.tp < 2.30 * 2);
    QCOMPARE(r.step.exposed.tp, 0.0); // the bound hides it behind the math
}

// Interleaved 1F1B idles (p − 1) of v·K chunks (Narayanan et al. 2021, §2.2.2): v = 3 leaves a
// third of the plain bubble, in the bound and in the forecast.
void TestForecast::interleavingShrinksTheBubble() {
    Scenario s = shippedRunFile("korthikanti-175B-full-recompute").scenario;
    QCOMPARE(s.virtualStages, 3LL);
    const Results three = evaluate(s);
    s.virtualStages = 1;
    const Results one = evaluate(s);
    QVERIFY(std::abs(three.step.bubbleSeconds * 3 / one.step.bubbleSeconds - 1) < 1e-12);
    QVERIFY(std::abs(three.forecast.bubbleSeconds * 3 / one.forecast.bubbleSeconds - 1) < 1e-12);
}

// The book's figure (ch. 5) on sequences of 1024 tokens (1024 of them: every data way whole
// sequences, no CP ring): under the bound FSDP 512 × TP 8 and 1024 × 4 both hide every
// collective and tie at the compute; the forecast tells them apart, and its best layout,
// applied, forecasts the same step the search ranked it by.
void TestForecast::searchRanksByTheForecast() {
    Scenario s = loadScenarioFile(QDir(QStringLiteral(SHARDSCOPE_SCENARIOS_DIR))
                                      .filePath(QStringLiteral("01-book-figure.json"))
                                      .toStdString());
    s.seqLen = 1024;
    SearchOptions options;
    options.model = SearchModel::Whole;
    const SearchResult bound = searchLayouts(s, options);
    QVERIFY(bound.ranked.size() >= 2);
    QCOMPARE(bound.ranked[0].stepSeconds, bound.ranked[1].stepSeconds);
    QVERIFY(bound.ranked[0].tp != bound.ranked[1].tp);
    options.model = SearchModel::Forecast;
    const SearchResult forecast = searchLayouts(s, options);
    const Layout& best = forecast.ranked.front();
    for (const Layout& l : forecast.ranked)
        if (l.tp != best.tp)
            QVERIFY(l.stepSeconds > best.stepSeconds * (1 + 1e-6));
    const Results applied = evaluate(withLayout(s, best));
    QVERIFY(std::abs(applied.forecast.seconds / best.stepSeconds - 1) < 1e-12);
    QVERIFY(best.stepSeconds >= applied.step.seconds);
}

void TestForecast::stackKeysRoundTrip() {
    Scenario s = defaultScenario();
    s.stack = Stack::PytorchFsdp;
    s.sequenceParallel = true;
    s.virtualStages = 4;
    s.hardware.matmulEfficiency = 0.61;
    const Scenario back = parseScenario(saveScenario(s));
    QCOMPARE(back.stack, Stack::PytorchFsdp);
    QVERIFY(back.sequenceParallel);
    QCOMPARE(back.virtualStages, 4LL);
    QCOMPARE(back.hardware.matmulEfficiency, std::optional<double>(0.61));
    QVERIFY(back == s);
}

void TestForecast::badStackNamesItsPath() {
    auto pathOf = [](const char* text) {
        try {
            parseScenario(text);
        } catch (const InputError& e) {
            return QString::fromStdString(e.path());
        }
        return QString();
    };
    QCOMPARE(pathOf(R"({"schema": 1, "training": {"stack": "jax"}})"),
             QStringLiteral("/training/stack"));
    QCOMPARE(pathOf(R"({"schema": 1, "pipeline": {"virtual_stages": 0}})"),
             QStringLiteral("/pipeline/virtual_stages"));
    QCOMPARE(
        pathOf(R"({"schema": 1, "hardware": {"base": "h100-nvlink", "matmul_efficiency": 1.5}})"),
        QStringLiteral("/hardware/matmul_efficiency"));
}

SHARDSCOPE_TEST_GUILESS_MAIN(TestForecast)
#include "tst_forecast.moc"
