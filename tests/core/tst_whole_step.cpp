// The whole step (docs/model.md#whole-step). Expected values are derived here from the models'
// published configurations and the formulas of docs/model.md, never from the program's output.
#include "evaluate.h"
#include "input_error.h"
#include "nearly.h"
#include "presets.h"
#include "scenario_io.h"
#include "shippedfiles.h"
#include "testarea.h"

#include <QTest>

#include <cmath>
#include <string>

using namespace shardscope;

namespace {

Scenario parse(const std::string& text) {
    return parseScenario(text);
}

} // namespace

class TestWholeStep : public QObject {
    Q_OBJECT
  private slots:
    void modelFlops_data();
    void modelFlops();
    void zeroStageReachesTheLayer();
    void zeroStageSetsTheSync();
    void bookModelIsTheSpecialCase();
    void commsBoundSplitIsLongerByItsExposedComms();
    void pipelineBubbleIsThreeElevenths();
    void partsAddUp_data();
    void partsAddUp();
    void efficiencyAndRecompute();
    void xOptAsTheBookComputesIt();
    void fp8RunsTheMatmulsAtTheFp8Peak();
    void fp8NeedsAnFp8Peak();
};

void TestWholeStep::modelFlops_data() {
    QTest::addColumn<QString>("model");
    QTest::addColumn<double>("batch");
    QTest::addColumn<double>("expected");
    // PaLM's convention: 6·(P − V·D)·B + 12·L·n_q·d_head·S·B, S = 4096, untied embeddings.
    // LLaMA 3-70B: L 80, D 8192, F 28 672 (gated), 64 query and 8 KV heads of 128, V 128 256.
    const double p70 =
        80 * (3.0 * 8192 * 28672 + 2.0 * 8192 * 128 * (64 + 8)) + 2.0 * 8192 * 128256;
    const double perToken70 = 6 * (p70 - 128256.0 * 8192) + 12.0 * 80 * 64 * 128 * 4096;
    // LLaMA 3-8B: L 32, D 4096, F 14 336 (gated), 32 query and 8 KV heads of 128, V 128 256.
    const double p8 = 32 * (3.0 * 4096 * 14336 + 2.0 * 4096 * 128 * (32 + 8)) + 2.0 * 4096 * 128256;
    const double perToken8 = 6 * (p8 - 128256.0 * 4096) + 12.0 * 32 * 32 * 128 * 4096;
    for (double b : {1048576.0, 4194304.0}) {
        QTest::addRow("70B B=%.0f", b) << "llama3-70b" << b << perToken70 * b;
        QTest::addRow("8B B=%.0f", b) << "llama3-8b" << b << perToken8 * b;
    }
}

void TestWholeStep::modelFlops() {
    QFETCH(QString, model);
    QFETCH(double, batch);
    QFETCH(double, expected);
    const Scenario s = parse(R"({"schema": 1, "model": ")" + model.toStdString() +
                             R"(", "seq_len": 4096, "batch_tokens": )" +
                             std::to_string(std::llround(batch)) + "}");
    const Results r = evaluate(s);
    QVERIFY_NEAR(r.step.modelFlops, expected, 1e-12);
    // derived.flops_per_token stays the book's 6·P (ch. 6).
    QVERIFY_NEAR(r.derived.flopsPerToken, 6 * r.derived.params.total(), 1e-12);
}

// The per-layer MLP view: DP (ZeRO 0) sends nothing forward; ZeRO-3 gathers 4·D·F bytes over
// three axes: 4 · 8192 · 32 768 / (1.8e11 · 3) = 1.988 ms (ch. 5 §FSDP).
void TestWholeStep::zeroStageReachesTheLayer() {
    const std::string dp = R"({"schema": 1, "fsdp": 4096, "tp": 1, "memory": {"zero_stage": 0}})";
    const std::string fsdp = R"({"schema": 1, "fsdp": 4096, "tp": 1, "memory": {"zero_stage": 3}})";
    const Results r0 = evaluate(parse(dp)), r3 = evaluate(parse(fsdp));
    QCOMPARE(r0.layer.tCommsFsdp, 0.0);
    QVERIFY_NEAR(r3.layer.tCommsFsdp, 4.0 * 8192 * 32768 / (1.8e11 * 3), 1e-12);
    // The backward pass reduces the gradients in both: 8·D·F bytes.
    QVERIFY_NEAR(r0.layer.times.backward.commsFsdp, 8.0 * 8192 * 32768 / (1.8e11 * 3), 1e-12);
}

// The whole step: ZeRO-3 gathers every weight of every layer forward and backward and sends no
// once-a-step sync; ZeRO 0 gathers nothing and reduces all gradients once a step. With
// overlap "sum" nothing hides, so the sync is exposed whole: 2 · (2·P_layer·L) / (W·M_X),
// P_layer = 2·D·F + 2·D·d_head·(n_q + n_kv) of the book-figure preset (64 heads of 128).
void TestWholeStep::zeroStageSetsTheSync() {
    const std::string base = R"({"schema": 1, "fsdp": 4096, "tp": 1, "comms": {"overlap": "sum"},
        "memory": {"zero_stage": )";
    const Results r0 = evaluate(parse(base + "0}}"));
    const Results r3 = evaluate(parse(base + "3}}"));
    const double pLayer = 2.0 * 8192 * 32768 + 2.0 * 8192 * 128 * (64 + 64);
    const double w = 1.8e11, mx = 3, layers = 64;
    QVERIFY_NEAR(r0.step.exposed.dp, 2 * (2 * pLayer * layers) / (w * mx), 1e-12);
    QCOMPARE(r0.step.exposed.fsdp, 0.0);
    QCOMPARE(r3.step.exposed.dp, 0.0);
    // ZeRO-3, one microbatch: forward gather 2·P_layer, backward gather + ReduceScatter 4·P_layer.
    QVERIFY_NEAR(r3.step.exposed.fsdp, layers * 6 * pLayer / (w * mx), 1e-12);
}

// ch. 5's model is the whole step's special case: a plain MLP with no attention, one stage,
// ZeRO-3. Without the optimizer term and the LM head (6·D·V·B / (N·C) =
// 6 · 8192 · 32 000 · 1 048 576 / (4096 · 4.59e14)) the step is L × the per-layer step.
void TestWholeStep::bookModelIsTheSpecialCase() {
    for (const char* split : {R"("fsdp": 512, "tp": 8)", R"("fsdp": 64, "tp": 64)",
                              R"("fsdp": 4096, "tp": 1)", R"("fsdp": 1, "tp": 4096)"}) {
        const Results r = evaluate(parse(std::string(R"({"schema": 1, )") + split + R"(,
            "model": {"base": "book-figure", "heads": 0, "kv_heads": 0},
            "training": {"attention_flops": "none"}})"));
        const double head = 6.0 * 8192 * 32000 * 1048576 / (4096 * 4.59e14);
        QVERIFY_NEAR(r.step.seconds - r.step.optimizerSeconds - head,
                     64 * r.layer.times.step(Overlap::Max), 1e-12);
    }
}

// Same chips, same work: 64 × 64 is comms-bound (ch. 5 §TP: 64 > M_Y·F/α), 512 × 8 is not at
// B = 1 M; the step is longer by exactly the difference in exposed comms.
void TestWholeStep::commsBoundSplitIsLongerByItsExposedComms() {
    const Results good = evaluate(parse(R"({"schema": 1, "fsdp": 512, "tp": 8})"));
    const Results bad = evaluate(parse(R"({"schema": 1, "fsdp": 64, "tp": 64})"));
    QVERIFY(!bad.layer.computeBound);
    QVERIFY(bad.step.seconds > good.step.seconds);
    QVERIFY_NEAR(bad.step.seconds - good.step.seconds,
                 bad.step.exposedCommsSeconds - good.step.exposedCommsSeconds, 1e-9);
    QVERIFY(bad.step.mfu < good.step.mfu);
    QVERIFY(bad.training.daysModelled > good.training.daysModelled);
    // The book's shortcut does not see the split (ch. 6: 6·P·B at the typed MFU).
    QCOMPARE(bad.training.stepSeconds, good.training.stepSeconds);
}

// ch. 5 §Pipelining: p = 4, K = 8 idles (p − 1)/(K + p − 1) = 3/11 of the pipelined part
// ((K + p − 1)·(τ_f + τ_b) with δ = 0; the fill and drain's sends are apart).
void TestWholeStep::pipelineBubbleIsThreeElevenths() {
    const Results r = evaluate(testing::shippedScenario("07-pipeline-4-stages.json"));
    const double sends = 2 * 3 * r.pipeline.timing.send;
    QVERIFY(r.pipeline.timing.send > 0);
    QVERIFY_NEAR(r.step.bubbleSeconds, 3.0 / 11 * (r.pipeline.stepSeconds - sends), 1e-12);
    QVERIFY_NEAR(r.pipeline.bubbleFraction, 3.0 / 11, 1e-12);
    // After the last backward: the LM head, the once-a-step syncs and the update.
    QVERIFY(r.step.seconds > r.pipeline.stepSeconds);
}

void TestWholeStep::partsAddUp_data() {
    QTest::addColumn<QString>("file");
    for (const char* f : {"01-book-figure.json", "02-n64.json", "03-llama3-70b-pod.json",
                          "04-llama3-70b-two-pods.json", "05-course-7b-8xh100.json",
                          "06-rtx4080-pcie.json", "07-pipeline-4-stages.json"})
        QTest::newRow(f) << f;
}

void TestWholeStep::partsAddUp() {
    QFETCH(QString, file);
    const Scenario s = testing::shippedScenario(file.toUtf8().constData());
    const Results r = evaluate(s);
    const auto& st = r.step;
    const auto& e = st.exposed;
    QVERIFY_NEAR(st.exposedCommsSeconds, e.fsdp + e.tp + e.dp + e.dcn + e.pipeline, 1e-12);
    QVERIFY_NEAR(st.seconds,
                 st.computeSeconds + st.exposedCommsSeconds + st.bubbleSeconds +
                     st.optimizerSeconds + st.recomputeSeconds,
                 1e-12);
    for (double v : {st.seconds, st.mfu, st.hfu, st.tokensPerSecond, r.training.daysModelled})
        QVERIFY(std::isfinite(v) && v > 0);
    // X_opt's power-of-two split is a mixed one, as ch. 5 rounds it.
    if (r.thresholds.xOpt)
        QVERIFY(*r.thresholds.xOptFsdp > 1 && *r.thresholds.xOptTp > 1);
    // At efficiency 1 the step is a lower bound: its MFU cannot pass 1.
    QVERIFY(st.mfu <= 1);
    QVERIFY_NEAR(st.tokensPerSecond * st.seconds, s.batchTokens, 1e-12);
}

// efficiency scales compute only; selective recompute adds the attention's forward FLOPs:
// L · 4·S·n_q·d_head · B to the hardware FLOPs, not to the model FLOPs.
void TestWholeStep::efficiencyAndRecompute() {
    const Results full = evaluate(parse(R"({"schema": 1})"));
    const Results half = evaluate(parse(R"({"schema": 1, "training": {"efficiency": 0.5}})"));
    QVERIFY_NEAR(half.step.computeSeconds, 2 * full.step.computeSeconds, 1e-12);
    QCOMPARE(half.step.optimizerSeconds, full.step.optimizerSeconds);
    const Results sel = evaluate(parse(R"({"schema": 1, "training": {"recompute": "selective"}})"));
    QCOMPARE(sel.step.modelFlops, full.step.modelFlops);
    QVERIFY_NEAR(sel.step.hardwareFlops - sel.step.modelFlops, 64 * 4.0 * 4096 * 64 * 128 * 1048576,
                 1e-12);
    QVERIFY(sel.step.recomputeSeconds > 0);
    QVERIFY(sel.step.hfu > sel.step.mfu);
}

// ch. 5, "Combining FSDP and Tensor Parallelism": N = 64 on 4×4×4, B ≈ 48k = 49 152,
// F = 32 768, M_X/M_Y = 2: X_opt = sqrt(49 152/32 768 · 2 · 64) = sqrt(192) ≈ 13.9 → 16 × 4.
// The interactive figure (ch. 5): α²/(2F) = 2550²/65 536 ≈ 99 tokens per chip.
// Both opened as shipped, with no axis override.
void TestWholeStep::xOptAsTheBookComputesIt() {
    const Results n64 = evaluate(testing::shippedScenario("02-n64.json"));
    QCOMPARE(n64.thresholds.optimumAxesFsdp.value_or(0), 2);
    QCOMPARE(n64.thresholds.optimumAxesTp.value_or(0), 1);
    QVERIFY_NEAR(*n64.thresholds.xOpt, std::sqrt(192.0), 1e-12);
    QCOMPARE(n64.thresholds.xOptFsdp.value_or(0), 16LL);
    QCOMPARE(n64.thresholds.xOptTp.value_or(0), 4LL);
    const Results figure = evaluate(testing::shippedScenario("01-book-figure.json"));
    QVERIFY_NEAR(*figure.thresholds.mixedMinBatchPerChip, 2550.0 * 2550 / (2 * 32768), 1e-3);
    // X_opt does not move with the split slider.
    Scenario moved = testing::shippedScenario("01-book-figure.json");
    moved = withTp(moved, 64);
    QCOMPARE(*evaluate(moved).thresholds.xOpt, *figure.thresholds.xOpt);
}

// docs/model.md#precision: the course's 7B on 8 H100 in fp8. The bound's compute is FLOPs /
// (8 · C), so it falls by C_bf16 / C_fp8 = 989 / 1979 (the H100 datasheet's dense peaks), and MFU
// counts against the fp8 peak. The forecast keeps its attention in bf16 and stays above the bound.
void TestWholeStep::fp8RunsTheMatmulsAtTheFp8Peak() {
    const Scenario bf16 = testing::shippedScenario("05-course-7b-8xh100.json");
    Scenario fp8 = bf16;
    fp8.precision = Precision::Fp8;
    const Results a = evaluate(bf16), b = evaluate(fp8);
    QVERIFY_NEAR(b.step.computeSeconds, a.step.computeSeconds * 989 / 1979, 1e-12);
    QVERIFY_NEAR(b.step.mfu, b.step.modelFlops / (8 * 1979e12 * b.step.seconds), 1e-12);
    QVERIFY_NEAR(b.derived.alpha, 1979e12 / fp8.hardware.iciBw, 1e-12);
    QVERIFY(b.forecast.seconds >= b.step.seconds);
    QVERIFY(b.forecast.seconds < a.forecast.seconds);
    // The roofline of ch. 1 is the chip's bf16 one.
    QCOMPARE(b.roofline.criticalBatchHbm, a.roofline.criticalBatchHbm);
    const Scenario back = parseScenario(saveScenario(fp8));
    QCOMPARE(back.precision, Precision::Fp8);
    QVERIFY(saveScenario(bf16).find("precision") == std::string::npos); // old files unchanged
}

void TestWholeStep::fp8NeedsAnFp8Peak() {
    try {
        parseScenario(R"({"schema": 1, "hardware": "a100-nvlink", "chips": 8, "fsdp": 8, "tp": 1,
                          "training": {"precision": "fp8"}})");
        QFAIL("accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.path()), QStringLiteral("/training/precision"));
    }
    Scenario s = testing::shippedScenario("05-course-7b-8xh100.json");
    s.precision = Precision::Fp8;
    s.hardware = findHardwarePreset("a100-nvlink")->value;
    keepPrecisionRunnable(s);
    QCOMPARE(s.precision, Precision::Bf16);
}

SHARDSCOPE_TEST_APPLESS_MAIN(TestWholeStep)
#include "tst_whole_step.moc"
