// Gradient accumulation (docs/model.md#accumulation): with one stage the batch runs as A
// microbatches one after another. Expected values are derived in the comments, never taken from
// the program's output.
#include "evaluate.h"
#include "input_error.h"
#include "layout_search.h"
#include "nearly.h"
#include "run_file.h"
#include "scenario_io.h"
#include "shippedfiles.h"
#include "testarea.h"

#include <QTest>

using namespace shardscope;
using testing::shippedScenario;

namespace {

// The course's 7B on one node of 8 H100, FSDP 8 at ZeRO-3, one checkpoint per layer: 131 072
// tokens, 32 sequences of 4096, 4 per chip, so A = 4 keeps whole sequences.
Scenario sevenB(long long accumulation, int zeroStage = 3) {
    Scenario s = shippedScenario("05-course-7b-8xh100.json");
    s.accumulation = accumulation;
    s.zeroStage = zeroStage;
    return s;
}

} // namespace

class TestAccumulation : public QObject {
    Q_OBJECT
  private slots:
    void activationsOfOneMicrobatch();
    void zeroThreeGathersForEachMicrobatch();
    void zeroOneSyncsOnceAStep();
    void refusedWithAPipeline();
    void savedOnlyWhenUsed();
    void searchAccumulatesOnlyToFit();
};

// docs/model.md#accumulation: the chip holds one microbatch's checkpoints. Without it, one bf16
// [B/X, D] checkpoint per layer: 2 · 131 072 · 4096 · 32 / 8 = 2^32 bytes; with A = 4 a quarter,
// 2^30. Weights, gradients and optimizer state do not change.
void TestAccumulation::activationsOfOneMicrobatch() {
    const Results one = evaluate(sevenB(1));
    const Results four = evaluate(sevenB(4));
    QCOMPARE(one.memory.budget.perChip.activations, 4294967296.0);
    QCOMPARE(four.memory.budget.perChip.activations, 1073741824.0);
    QCOMPARE(four.pipeline.maxActivationsInFlight, 1LL);
    QCOMPARE(four.memory.budget.perChip.params, one.memory.budget.perChip.params);
    QCOMPARE(four.memory.budget.perChip.grads, one.memory.budget.perChip.grads);
    QCOMPARE(four.memory.budget.perChip.optimizer, one.memory.budget.perChip.optimizer);
}

// ZeRO-3 gathers the weights and reduces the gradients of every layer for every microbatch: the
// weights' bytes do not depend on the tokens, so A = 4 moves four times the FSDP bytes. The math
// is the batch's either way: the same FLOPs.
void TestAccumulation::zeroThreeGathersForEachMicrobatch() {
    const Results one = evaluate(sevenB(1));
    const Results four = evaluate(sevenB(4));
    QVERIFY(one.step.comms.fsdp > 0);
    QVERIFY_NEAR(four.step.comms.fsdp, 4 * one.step.comms.fsdp, 1e-12);
    QCOMPARE(four.step.hardwareFlops, one.step.hardwareFlops);
    QVERIFY(four.step.seconds >= one.step.seconds);
}

// ZeRO-1 keeps the gradients whole on each chip and reduces them once, after the last
// microbatch: the data-parallel sync is the same with A = 1 and A = 4, and no FSDP traffic.
void TestAccumulation::zeroOneSyncsOnceAStep() {
    const Results one = evaluate(sevenB(1, 1));
    const Results four = evaluate(sevenB(4, 1));
    QVERIFY(one.step.comms.dp > 0);
    QCOMPARE(four.step.comms.dp, one.step.comms.dp);
    QCOMPARE(four.step.comms.fsdp, 0.0);
}

// A pipeline's microbatches are its accumulation: a second count is refused where it is.
void TestAccumulation::refusedWithAPipeline() {
    try {
        parseScenario(R"({"schema": 1, "hardware": "tpu-v5p", "model": "book-figure",
            "chips": 64, "fsdp": 4, "tp": 4, "pp": 4, "batch_tokens": 1048576,
            "training": {"gradient_accumulation": 2}})");
        QFAIL("accumulation with a pipeline was accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.path()),
                 QStringLiteral("/training/gradient_accumulation"));
    }
}

// Written only when used, and read back as written.
void TestAccumulation::savedOnlyWhenUsed() {
    QVERIFY(saveScenario(sevenB(1)).find("gradient_accumulation") == std::string::npos);
    const std::string saved = saveScenario(sevenB(4));
    QVERIFY(saved.find("\"gradient_accumulation\": 4") != std::string::npos);
    QCOMPARE(parseScenario(saved).accumulation, 4LL);
}

// docs/search.md#accumulation. DeepSeek-V3's 61 layers are a prime: on 2048 H800 its stages
// can only be one, so where the batch's activations do not fit, only accumulation makes a layout
// fit. Where one microbatch fits (ch. 6's LLaMA 3-70B pod), no one-stage layout accumulates.
void TestAccumulation::searchAccumulatesOnlyToFit() {
    const Scenario deepSeek = loadRunFile(SHARDSCOPE_RUNS_DIR "/deepseek-v3.json").scenario;
    SearchOptions forecast;
    forecast.model = SearchModel::Forecast;
    const SearchResult r = searchLayouts(deepSeek, forecast);
    QVERIFY(r.best());
    QCOMPARE(r.best()->pp, 1LL);
    QVERIFY(r.best()->microbatches > 1);
    QVERIFY(r.best()->memoryPerChip <= deepSeek.hardware.hbmBytes);
    const Scenario applied = withLayout(deepSeek, *r.best());
    QCOMPARE(applied.accumulation, r.best()->microbatches);
    QVERIFY(evaluate(applied).forecast.memory.fits); // as the stack keeps its activations

    for (const Layout& l : searchLayouts(shippedScenario("03-llama3-70b-pod.json")).ranked)
        if (l.pp == 1)
            QCOMPARE(l.microbatches, 1LL);
}

SHARDSCOPE_TEST_APPLESS_MAIN(TestAccumulation)
#include "tst_accumulation.moc"
