// Memory as the stack keeps it (docs/model.md#stack-memory): Korthikanti et al. 2022's
// activation memory per layer, against the paper's own derivation and its measured Figure 7.
#include "evaluate.h"
#include "forecast.h"
#include "layout_search.h"
#include "memory.h"
#include "nearly.h"
#include "run_file.h"
#include "scenario_io.h"
#include "shippedfiles.h"
#include "testarea.h"

#include <QDir>
#include <QTest>

#include <cmath>

using namespace shardscope;
using testing::shippedScenario;

namespace {

constexpr double kGiB = 1024.0 * 1024 * 1024;

RunFile paperRun(const char* id) {
    return loadRunFile(QDir(QStringLiteral(SHARDSCOPE_RUNS_DIR))
                           .filePath(QString::fromLatin1(id) + ".json")
                           .toStdString());
}

// GPT 175B as Korthikanti's Table 3 lays it out: h = 12 288, a = 96, s = 2048, TP 8.
ActivationShape gpt175() {
    ActivationShape a;
    a.dModel = 12288;
    a.dFf = 4 * 12288;
    a.qDim = a.kvDim = 12288;
    a.heads = 96;
    a.seqLen = 2048;
    a.tp = 8;
    a.flashAttention = false;
    a.dropout = true;
    return a;
}

bool withinFraction(double value, double reference, double fraction) {
    return std::abs(value / reference - 1) <= fraction;
}

} // namespace

class TestStackMemory : public QObject {
    Q_OBJECT
  private slots:
    void korthikantiTableTwo();
    void gatedAndGroupedQueries();
    void paperFigureSeven_data();
    void paperFigureSeven();
    void boundKeepsTheBooksCheckpoints();
    void searchByTheForecastCountsIt();
    void expertsHoldTheirTokenCopies();
    void theRingHoldsItsChunks();
    void fp8CastsTheLayersWeights();
    void aGatheredLayerIsWholeWhateverTheStages();
};

// Table 2 of the paper, per token and layer on one chip of a TP group of t (s·b·h factored out,
// h = D): 10 + 24/t + 5·a·s/(h·t) with TP only; 34/t + 5·a·s/(h·t) with sequence parallelism;
// without the a·s term under selective recompute; 2 under full recompute (2/t with SP).
void TestStackMemory::korthikantiTableTwo() {
    ActivationShape a = gpt175();
    const double h = a.dModel, t = a.tp, as = a.heads * a.seqLen;
    auto perChip = [&] { return stackActivationBytes(a) / t; };
    QCOMPARE(perChip(), h * (10 + 24 / t) + 5 * as / t);
    a.sequenceParallel = true;
    QCOMPARE(perChip(), h * 34 / t + 5 * as / t);
    a.recompute = Recompute::Selective;
    QCOMPARE(perChip(), h * 34 / t);
    a.sequenceParallel = false;
    QCOMPARE(perChip(), h * (10 + 24 / t));
    a.recompute = Recompute::Full;
    QCOMPARE(perChip(), 2 * h);
    a.sequenceParallel = true;
    QCOMPARE(perChip(), 2 * h / t);
    // Flash attention keeps no scores, as selective recompute does; no dropout, no masks.
    a = gpt175();
    a.flashAttention = true;
    QCOMPARE(perChip(), h * (10 + 24 / t));
    a.dropout = false;
    QCOMPARE(perChip(), h * (8 + 24 / t));
}

// LLaMA-style layers: the gated MLP keeps both halves and their product (6·F), grouped queries
// keep K and V at n_kv·d_head. LLaMA 3-70B: D = 8192, F = 28 672, 8 of 64 heads of 128.
void TestStackMemory::gatedAndGroupedQueries() {
    ActivationShape a;
    a.dModel = 8192;
    a.dFf = 28672;
    a.qDim = 8192;
    a.kvDim = 8 * 128;
    a.heads = 64;
    a.seqLen = 8192;
    a.gatedMlp = true;
    a.tp = 1;
    // Outside: 4·D + 2·D + 2·D; inside: 2·q + 4·kv + 2·q + 6·F.
    QCOMPARE(stackActivationBytes(a), 8 * 8192.0 + 4 * 8192.0 + 4 * 1024.0 + 6 * 28672.0);
}

// Figure 7 of the paper, measured on A100 80 GB (state + activations, kGiB); the 175B rows also
// give the activations alone (§6.2: 5.8 and 12.4 kGiB). The derivation of each is in
// docs/model.md#stack-memory.
void TestStackMemory::paperFigureSeven_data() {
    QTest::addColumn<QString>("run");
    QTest::addColumn<double>("activationsDerived");  // bytes, by hand
    QTest::addColumn<double>("activationsMeasured"); // kGiB, 0 when the paper gives none
    QTest::addColumn<double>("totalMeasured");       // kGiB
    QTest::addColumn<double>("workingDerived");      // bytes, by hand
    // 175B, PP 8, v = 3: the first stage holds 8 microbatches of 12 layers, 1 + 7/24 times.
    const double interleave = 1 + 7.0 / 24;
    // Working buffer (docs/model.md#stack-memory): full recompute brings one layer of one
    // microbatch (1 sequence of 2048) back. Per chip and token, without sequence parallelism:
    // 10·D outside on every chip, (2q + 4kv + 2q + 4F + 5·a·S)/t inside, less the 2·D kept:
    // 122 880 + (8 · 12 288 + 4 · 49 152 + 5 · 96 · 2048)/8 − 24 576 = 258 048.
    QTest::newRow("175B full recompute")
        << "korthikanti-175B-full-recompute" << 2.0 * 12288 * 2048 * 12 * 8 * interleave << 5.8
        << 51.4 << 258048.0 * 2048;
    // Selective recompute brings back the scores only: 5 · 96 · 2048 / 8 = 122 880 per token.
    QTest::newRow("175B selective + SP")
        << "korthikanti-175B-seq-par+selective" << 34.0 / 8 * 12288 * 2048 * 12 * 8 * interleave
        << 12.4 << 57.9 << 122880.0 * 2048;
    // 22B, PP 1: 48 layers of 4 sequences of 2048 tokens; one microbatch of 8192 tokens back:
    // 61 440 + (8 · 6144 + 4 · 24 576 + 5 · 64 · 2048)/8 − 12 288 = 149 504 per token.
    QTest::newRow("22B full recompute") << "korthikanti-22B-full-recompute"
                                        << 2.0 * 6144 * 8192 * 48 << 0.0 << 50.1 << 149504.0 * 8192;
}

void TestStackMemory::paperFigureSeven() {
    QFETCH(QString, run);
    QFETCH(double, activationsDerived);
    QFETCH(double, activationsMeasured);
    QFETCH(double, totalMeasured);
    QFETCH(double, workingDerived);
    const Results r = evaluate(paperRun(qPrintable(run)).scenario);
    const Forecast::Memory& m = r.forecast.memory;
    QCOMPARE(m.activationsPerChip, activationsDerived);
    QCOMPARE(m.workingPerChip, workingDerived);
    if (activationsMeasured > 0)
        QVERIFY2(withinFraction(m.activationsPerChip / kGiB, activationsMeasured, 0.10),
                 qPrintable(QString::number(m.activationsPerChip / kGiB)));
    QVERIFY2(withinFraction(m.perChipBytes / kGiB, totalMeasured, 0.10),
             qPrintable(QString::number(m.perChipBytes / kGiB)));
    // The state is the budget's; only the activations and the working buffer differ.
    QCOMPARE(m.perChipBytes - m.activationsPerChip - m.workingPerChip,
             r.memory.perChipBytes - r.memory.budget.perChip.activations);
    QVERIFY(m.fits);
}

// Under `bound` and MaxText the stack keeps the book's checkpoints: the budget itself.
void TestStackMemory::boundKeepsTheBooksCheckpoints() {
    Scenario s = paperRun("korthikanti-175B-full-recompute").scenario;
    for (Stack stack : {Stack::Bound, Stack::MaxText}) {
        s.stack = stack;
        const Results r = evaluate(s);
        QCOMPARE(r.forecast.memory.perChipBytes, r.memory.perChipBytes);
        QCOMPARE(r.forecast.memory.fits, r.memory.fits);
    }
}

// Ranked by the forecast, a layout whose activations, as the stack keeps them, overflow the
// chip is left out; by the bound it is not. 175B without recompute at 8 sequences a microbatch:
// 34·D + 5·a·S per token and layer is 16.6 times the checkpoint's 2·D.
void TestStackMemory::searchByTheForecastCountsIt() {
    Scenario s = paperRun("korthikanti-175B-full-recompute").scenario;
    s.recompute = Recompute::None;
    s.microbatches = 8;
    const Results r = evaluate(s);
    QVERIFY(r.memory.fits);
    QVERIFY(!r.forecast.memory.fits);
    SearchOptions options;
    options.model = SearchModel::Forecast;
    const SearchResult forecast = searchLayouts(s, options);
    options.model = SearchModel::Whole;
    const SearchResult whole = searchLayouts(s, options);
    QVERIFY(forecast.feasible < whole.feasible);
}

// docs/model.md#stack-memory: the course's MoE on 8 H100 (problem 5: D = 2048, top-6, EP 8,
// 8 192 tokens a GPU, no recompute, capacity factor 1). The dispatcher holds the k copies it
// sends, 6 · 2048 · 2 bytes a token, and as many received: 2 · 201.3 MB, the course's figure
// for the dispatch, twice.
void TestStackMemory::expertsHoldTheirTokenCopies() {
    Scenario s = shippedScenario("10-course-moe-8xh100.json");
    const double sent = 8192.0 * 6 * 2048 * 2;
    QVERIFY(withinFraction(sent / 1e6, 201.3, 0.001));
    QCOMPARE(evaluate(s).forecast.memory.workingPerChip, 2 * sent);
    // The busiest expert's chip receives f times the average: 1 + 1.25 copies' worth.
    s.capacityFactor = 1.25;
    QCOMPARE(evaluate(s).forecast.memory.workingPerChip, sent * 2.25);
}

// docs/model.md#context-parallelism: Llama 3 8B (8 KV heads of 128), FSDP 2 × CP 4 on 8 H100,
// 8 192 tokens a chip. The ring's backward holds K, V, dK and dV chunks, each sent and
// received, 8 tensors of 2 bytes · 8192 tokens · 8 heads · 128: 134 217 728 bytes (no
// recompute: nothing else).
void TestStackMemory::theRingHoldsItsChunks() {
    Scenario s = parseScenario(R"({"schema": 1, "hardware": "h100-nvlink", "model": "llama3-8b",
        "chips": 8, "fsdp": 2, "cp": 4, "tp": 1, "batch_tokens": 65536, "seq_len": 8192})");
    QCOMPARE(evaluate(s).forecast.memory.workingPerChip, 8 * 2 * 8192.0 * 8 * 128);
    // Without the ring (FSDP 8, the same data ways): nothing held.
    s = withCp(s, 1);
    s.fsdp = 8;
    QCOMPARE(evaluate(s).forecast.memory.workingPerChip, 0.0);
}

// docs/model.md#stack-memory: an fp8 matmul casts its weight to fp8 and keeps the transpose
// for the backward: 1 + 1 bytes per parameter of the layer being computed. The course's 7B on
// 8 H100 (TP 1): 2 · P / 32 more than in bf16, and the same otherwise.
void TestStackMemory::fp8CastsTheLayersWeights() {
    const Scenario bf16 = shippedScenario("05-course-7b-8xh100.json");
    Scenario fp8 = bf16;
    fp8.precision = Precision::Fp8;
    const Results a = evaluate(bf16), b = evaluate(fp8);
    const double perLayer = a.derived.params.total() / 32;
    QVERIFY(testing::nearRel(b.forecast.memory.workingPerChip - a.forecast.memory.workingPerChip,
                             2 * perLayer, 1e-12));
    QCOMPARE(b.forecast.memory.activationsPerChip, a.forecast.memory.activationsPerChip);
}

// docs/model.md#gather-buffers: ZeRO-3 gathers a layer whole on its TP shard, P·p/(L·Y), and
// the stages do not cut a layer. The pipeline scenario (64 v5p, FSDP 4 × TP 4 × PP 4) at ZeRO-3:
// two buffers (prefetch) of P · 2 / (L · 4) · (1 − 1/4).
void TestStackMemory::aGatheredLayerIsWholeWhateverTheStages() {
    Scenario s = shippedScenario("07-pipeline-4-stages.json");
    s.zeroStage = 3;
    const Results r = evaluate(s);
    const double layers = double(s.model.layers);
    const double layer = r.derived.params.total() * s.recipe.param / (layers * 4);
    QVERIFY(s.prefetch);
    QVERIFY(testing::nearRel(r.memory.budget.perChip.gatherBuffers, 2 * layer * 0.75, 1e-12));
}

SHARDSCOPE_TEST_GUILESS_MAIN(TestStackMemory)
#include "tst_stack_memory.moc"
