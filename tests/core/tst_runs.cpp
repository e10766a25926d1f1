// Published runs (docs/runs.md): every shipped run file loads and evaluates, its MFU on the
// common convention follows from its own tokens per second, and the model's ceiling bounds it.
#include "calibration.h"
#include "evaluate.h"
#include "run_file.h"
#include "scenario_io.h"
#include "testarea.h"

#include <QDir>
#include <QSet>
#include <QTest>

#include <cmath>
#include <map>
#include <string>

using namespace shardscope;

namespace {

QStringList runFiles() {
    return QDir(QStringLiteral(SHARDSCOPE_RUNS_DIR))
        .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

RunFile shippedRun(const QString& file) {
    return loadRunFile(QDir(QStringLiteral(SHARDSCOPE_RUNS_DIR)).filePath(file).toStdString());
}

RunFile shippedRunById(const char* id) {
    return shippedRun(QString::fromLatin1(id) + ".json");
}

// Runs whose measured MFU is above the model's ceiling. The ceiling is an upper bound only for
// the work the scenario counts: a run may beat it where the scenario cannot express a way the
// run saved work. None does today; a run added here must say why in its approximations.
const QSet<QString> kAboveCeiling = {};

// The ids the published-runs menu must offer (docs/runs.md lists them).
const char* const kRequiredIds[] = {
    "narayanan-t2-zero3-175B-384",
    "narayanan-t2-zero3-175B-768",
    "narayanan-t2-zero3-175B-1536",
    "narayanan-t2-ptdp-175B-384",
    "narayanan-t2-ptdp-175B-768",
    "narayanan-t2-ptdp-175B-1536",
    "narayanan-t2-zero3-530B-640",
    "narayanan-t2-ptdp-530B-560",
    "palm-540b",
    "megascale-175b-megascale-12288",
    "megascale-175b-megatronlm-12288",
    "llama3-405b-8192-cp1",
    "llama3-405b-16384-cp1",
    "mpt-70b-512",
    "torchtitan-llama3-70b-64a100",
    "maxtext-v5p-32B-1xv5p-128",
};

} // namespace

class TestRuns : public QObject {
    Q_OBJECT
  private slots:
    void enoughRuns();
    void everyRun_data();
    void everyRun();
    void mfuCommonFromTokensPerSecond_data();
    void mfuCommonFromTokensPerSecond();
    void measuredBelowCeiling_data();
    void measuredBelowCeiling();
    void zero3FallsFasterThanPtdp();
    void runKeysOnlyInRunFiles();
    void runFilesAreStrict_data();
    void runFilesAreStrict();
};

void TestRuns::enoughRuns() {
    QSet<QString> ids, groups;
    int modelled = 0;
    for (const QString& file : runFiles()) {
        const RunFile run = shippedRun(file);
        ids.insert(QString::fromStdString(run.id));
        groups.insert(QString::fromStdString(run.group));
        modelled += run.modelled ? 1 : 0;
    }
    QVERIFY2(modelled >= 20, qPrintable(QString::number(modelled)));
    QVERIFY2(groups.size() >= 8, qPrintable(QString::number(groups.size())));
    for (const char* id : kRequiredIds)
        QVERIFY2(ids.contains(QLatin1String(id)), id);
    QVERIFY(ids.contains(QStringLiteral("deepseek-v3")));
    // A MoE trained in FP8: modelled (tst_experts), its step compared, out of the calibration.
    QVERIFY(shippedRunById("deepseek-v3").modelled);
    QVERIFY(calibrationPoints({shippedRunById("deepseek-v3")}).empty());
}

void TestRuns::everyRun_data() {
    QTest::addColumn<QString>("file");
    for (const QString& file : runFiles())
        QTest::newRow(qPrintable(file)) << file;
}

// Loads, is named after its file, cites a source, and raises only the warnings it declares.
void TestRuns::everyRun() {
    QFETCH(QString, file);
    const RunFile run = shippedRun(file);
    QCOMPARE(QString::fromStdString(run.id) + QStringLiteral(".json"), file);
    QVERIFY(!run.name.empty());
    QVERIFY(!run.citation.empty());
    QVERIFY(!run.where.empty());
    QVERIFY(!run.measured.metric.empty());
    QVERIFY(!run.approximations.empty());
    const Results r = evaluate(run.scenario);
    QVERIFY(!run.modelled || measuredStepSeconds(run, r)); // a modelled run has a step to compare
    QVERIFY(r.step.mfu > 0 && r.step.mfu <= 1.0 + 1e-6);
    for (const Warning& w : r.warnings)
        QVERIFY2(std::find(run.expectedWarnings.begin(), run.expectedWarnings.end(), w.code) !=
                     run.expectedWarnings.end(),
                 w.code.c_str());
    // The MFU is divided by the scenario's own peak: the two must be the same number.
    if (run.measured.peakFlops)
        QCOMPARE(*run.measured.peakFlops, run.scenario.hardware.flops);
}

void TestRuns::mfuCommonFromTokensPerSecond_data() {
    QTest::addColumn<QString>("file");
    for (const QString& file : runFiles()) {
        const RunFile run = shippedRun(file);
        if (run.measured.mfuCommon && run.measured.tokensPerSecond)
            QTest::newRow(qPrintable(file)) << file;
    }
}

// PaLM (Chowdhery et al. 2022, Appendix B) counts the model FLOPs of one token as
//   6·N                 the weight matmuls: 2 FLOPs per weight forward, 4 backward (ch. 4's
//                       "6 · params" per token), N every parameter the source counts, and
//   12·L·n_q·d_head·S   attention: per layer Q·Kᵀ and the weighted sum over V cost
//                       2·S·n_q·d_head FLOPs each forward, 4·S·n_q·d_head, times 3 for the
//                       backward pass: the full square, not halved for the causal mask.
// MFU = tokens/s per chip × FLOPs per token / dense bf16 peak per chip. No recompute counts.
void TestRuns::mfuCommonFromTokensPerSecond() {
    QFETCH(QString, file);
    const RunFile run = shippedRun(file);
    const Scenario& s = run.scenario;
    QVERIFY(run.measured.params && run.measured.peakFlops);
    const double chips = double(s.chips) * double(s.pods);
    const double n = *run.measured.params;
    const double flopsPerToken = 6 * n + 12.0 * double(s.model.layers) * double(s.model.heads) *
                                             double(s.model.headDim) * double(s.seqLen);
    const double mfu =
        *run.measured.tokensPerSecond / chips * flopsPerToken / *run.measured.peakFlops;
    // mfu_common is written to four decimals.
    QVERIFY2(std::abs(mfu - *run.measured.mfuCommon) <= 6e-4,
             qPrintable(QStringLiteral("%1 vs %2").arg(mfu).arg(*run.measured.mfuCommon)));
    // The source's N and the scenario's model are the same model: the app counts the output
    // layer apart from the embedding (untied), so its P may exceed a tied N by V·D (≤ 5 %).
    const double p = evaluate(s).derived.params.total();
    QVERIFY2(std::abs(p / n - 1) < 0.05, qPrintable(QStringLiteral("P %1, N %2").arg(p).arg(n)));
}

void TestRuns::measuredBelowCeiling_data() {
    QTest::addColumn<QString>("file");
    for (const QString& file : runFiles())
        if (shippedRun(file).modelled)
            QTest::newRow(qPrintable(file)) << file;
}

void TestRuns::measuredBelowCeiling() {
    QFETCH(QString, file);
    const RunFile run = shippedRun(file);
    const double measured = *run.measured.comparable();
    const double ceiling = evaluate(run.scenario).step.mfu;
    if (kAboveCeiling.contains(QString::fromStdString(run.id))) {
        QVERIFY(measured > ceiling); // else it no longer belongs on the list
        return;
    }
    QVERIFY2(measured <= ceiling,
             qPrintable(QStringLiteral("measured %1 > ceiling %2").arg(measured).arg(ceiling)));
}

// Ch. 5: FSDP's weight gathers do not shrink with more chips while each chip's share of the
// batch does, so at a fixed batch ZeRO-3 turns comms-bound; PTD-P's traffic stays on NVLink
// and its ceiling falls only with the pipeline bubble. The measured TFLOP/s (Narayanan et al.
// 2021, Table 2: ZeRO-3 144, 88, 44 against PTD-P 153, 149, 141) fall the same way.
void TestRuns::zero3FallsFasterThanPtdp() {
    std::map<int, double> zero3, ptdp;
    for (int chips : {384, 768, 1536}) {
        const std::string n = std::to_string(chips);
        zero3[chips] =
            evaluate(shippedRunById(("narayanan-t2-zero3-175B-" + n).c_str()).scenario).step.mfu;
        ptdp[chips] =
            evaluate(shippedRunById(("narayanan-t2-ptdp-175B-" + n).c_str()).scenario).step.mfu;
    }
    QVERIFY(zero3[384] > zero3[768] && zero3[768] > zero3[1536]);
    QVERIFY(ptdp[384] >= ptdp[768] && ptdp[768] >= ptdp[1536]);
    QVERIFY(zero3[768] / zero3[384] < ptdp[768] / ptdp[384]);
    QVERIFY(zero3[1536] / zero3[768] < ptdp[1536] / ptdp[768]);
    QVERIFY(zero3[1536] < ptdp[1536]);
}

// A scenario file does not take the run keys: they are errors there, as any unknown key.
void TestRuns::runKeysOnlyInRunFiles() {
    try {
        parseScenario(R"({"schema": 1, "id": "x"})");
        QFAIL("a scenario with a run key was accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.what()), QStringLiteral("/id: unknown key"));
    }
    const RunFile run = parseRunFile(
        R"({"schema": 1, "id": "a", "name": "A", "source": {"citation": "C"},
            "measured": {"metric": "MFU", "mfu": 0.5}, "chips": 64, "tp": 1})");
    QCOMPARE(run.scenario.fsdp, 64LL);
    QCOMPARE(*run.measured.comparable(), 0.5);
    QVERIFY(!run.measured.mfuCommon);
}

void TestRuns::runFilesAreStrict_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    const QString head =
        QStringLiteral(R"({"schema": 1, "id": "a", "name": "A", "source": {"citation": "C"}, )");
    QTest::newRow("unknown scenario key") << head + R"("measured": {"metric": "MFU"}, "chipz": 8})"
                                          << "/chipz: unknown key";
    QTest::newRow("unknown measured key")
        << head + R"("measured": {"metric": "MFU", "mfu_comon": 0.4}})"
        << "/measured/mfu_comon: unknown key";
    QTest::newRow("missing metric") << head + R"("measured": {}})"
                                    << "/measured/metric: missing";
    QTest::newRow("missing measured") << head.chopped(2) + "}"
                                      << "/measured: missing";
    QTest::newRow("mfu above 1") << head + R"("measured": {"metric": "MFU", "mfu": 46}})"
                                 << "/measured/mfu: 46 is too large (at most 1)";
    QTest::newRow("approximation not text")
        << head + R"("measured": {"metric": "MFU"}, "approximations": [1]})"
        << "/approximations/0: expected a string, got 1";
    QTest::newRow("scenario still checked")
        << head + R"("measured": {"metric": "MFU"}, "chips": 64, "tp": 3})"
        << "/tp: 3 does not divide chips 64";
}

void TestRuns::runFilesAreStrict() {
    QFETCH(QString, text);
    QFETCH(QString, message);
    try {
        parseRunFile(text.toStdString());
        QFAIL("accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.what()), message);
    }
}

SHARDSCOPE_TEST_GUILESS_MAIN(TestRuns)
#include "tst_runs.moc"
