// GPU clusters as built (docs/model.md#nodes): nodes on a switch, the network between them,
// placement, HSDP and the price. Expected values are derived here from the formulas of
// docs/model.md and the course's napkin problems, never from the program's output.
#include "cluster.h"
#include "evaluate.h"
#include "input_error.h"
#include "layout_search.h"
#include "nearly.h"
#include "presets.h"
#include "report.h"
#include "run_file.h"
#include "scenario_io.h"
#include "shippedfiles.h"
#include "testarea.h"

#include <QDir>
#include <QTest>

#include <string>

using namespace shardscope;
using testing::shippedScenario;

namespace {

// H100 (docs/model.md#collectives-across-nodes): 450 GB/s one way on NVLink, 50 GB/s per GPU
// between nodes.
constexpr double kNvlink = 4.5e11;
constexpr double kNet = 5e10;

// bf16 bytes of the layers' weights of the course's 7B (LLaMA 2 7B shape: D 4096, F 11 008
// gated, 32 heads of 128 with as many KV heads, 32 layers): 2 · L · (3·D·F + 4·D²).
double sevenBLayerBytes() {
    const double d = 4096, f = 11008;
    return 2 * 32 * (3 * d * f + 4 * d * d);
}

// The course rounds the 7B's weights to 14 GB; the model's layers hold 12.96 GB (the embedding
// and the LM head are not gathered) and its HSDP AllReduce leaves out 63/64, so the seed's
// numbers hold within 10 %.
constexpr double kSeedRounding = 0.1;

Results run(const Scenario& s) {
    return evaluate(s);
}

Scenario h100(long long chips, long long fsdp, long long tp, double batch) {
    Scenario s = defaultScenario();
    s.hardwarePreset = "h100-nvlink";
    s.hardware = findHardwarePreset("h100-nvlink")->value;
    s.modelPreset = "llama3-8b";
    s.model = findModelPreset("llama3-8b")->value;
    s.chips = chips;
    s.fsdp = fsdp;
    s.tp = tp;
    s.pp = 1;
    s.batchTokens = batch;
    s.seqLen = 8192;
    return s;
}

nlohmann::ordered_json report(const Scenario& s) {
    return reportJson(s, evaluate(s));
}

} // namespace

class TestCluster : public QObject {
    Q_OBJECT
  private slots:
    void napkinOneInsideANode();
    void napkinTwoAcrossSixtyFourNodes();
    void napkinTwoHsdp();
    void napkinThreeState();
    void oneChipWiderCrossesTheNetwork();
    void tpSixteenIsSlowerThanTpEightFsdpTwo();
    void placementPutsTpAcrossNodes();
    void megatronRunSendsOverTheNetwork();
    void torusIgnoresNodes();
    void costFromChipHours();
    void scenarioKeysRoundTrip();
    void scenarioKeysRefused_data();
    void scenarioKeysRefused();
    void searchTellsLayoutsApartAndKeepsTpInTheNode();
};

// Napkin problem 1: FSDP of 7B in one node of 8, three collectives of 7/8 of the weights each.
void TestCluster::napkinOneInsideANode() {
    const Scenario s = shippedScenario("05-course-7b-8xh100.json");
    const Results r = run(s);
    QCOMPARE(r.derived.cluster.nodes, 1LL);
    QCOMPARE(r.derived.cluster.fsdp.tier(), Tier::Node);
    const double one = 7.0 / 8 * sevenBLayerBytes() / kNvlink;
    QVERIFY_NEAR(r.step.comms.fsdp, 3 * one, 1e-9);
    QVERIFY_NEAR(one, 27e-3, kSeedRounding);               // 27 ms each
    QVERIFY_NEAR(r.step.comms.fsdp, 80e-3, kSeedRounding); // ≈ 80 ms in all
    QCOMPARE(r.step.exposed.fsdp, 0.0);                    // hidden behind ≈ 1.7 s of compute
}

// Napkin problem 2: the same FSDP over 64 nodes; the napkin's ring, then the hierarchical one.
void TestCluster::napkinTwoAcrossSixtyFourNodes() {
    Scenario s = shippedScenario("08-course-7b-512xh100.json");
    QCOMPARE(s.algorithm, CommsAlgorithm::Ring);
    const Results ring = run(s);
    QCOMPARE(ring.derived.cluster.nodes, 64LL);
    QCOMPARE(ring.derived.cluster.fsdp.tier(), Tier::Network);
    const double v = sevenBLayerBytes();
    const double oneRing = 511.0 / 512 * v / kNet;
    QVERIFY_NEAR(ring.step.comms.fsdp, 3 * oneRing, 1e-9);
    QVERIFY_NEAR(oneRing, 0.28, kSeedRounding);
    QVERIFY_NEAR(ring.step.comms.fsdp, 0.84, kSeedRounding);

    // ch. 5's threshold with the ring's seconds per byte: B/X > C·(511/512)/W_net, above the
    // 16 384 tokens each GPU has, so the layer is comms-bound (docs/model.md#nodes).
    const double threshold = s.hardware.flops * 511.0 / 512 / kNet;
    QVERIFY_NEAR(*ring.thresholds.dpMinBatchPerChip, threshold, 1e-12);
    QVERIFY(16384 < threshold);
    QVERIFY(!ring.layer.computeBound);

    s.algorithm = CommsAlgorithm::Hierarchical; // the control a student switches
    const Results hier = run(s);
    const double oneHier = 63.0 / 64 * v / (8 * kNet) + 7.0 / 8 * v / kNvlink;
    QVERIFY_NEAR(hier.step.comms.fsdp, 3 * oneHier, 1e-9);
    QVERIFY(hier.step.comms.fsdp < ring.step.comms.fsdp / 4);
    QVERIFY(hier.step.seconds <= ring.step.seconds);
}

// HSDP cures problem 2: the ZeRO traffic stays in the node, only each GPU's eighth of the
// gradients crosses, AllReduced once a step: 2 · 63/64 · V/8 / 50 GB/s ≈ 0.07 s.
void TestCluster::napkinTwoHsdp() {
    Scenario s = shippedScenario("08-course-7b-512xh100.json");
    const Results plain = run(s);
    s.hsdp = 8;
    const Results hsdp = run(s);
    QCOMPARE(hsdp.derived.cluster.fsdp.tier(), Tier::Node);
    QCOMPARE(hsdp.derived.cluster.replicas.tier(), Tier::Network);
    QCOMPARE(hsdp.derived.cluster.replicas.size, 64LL);
    const double v = sevenBLayerBytes();
    QVERIFY_NEAR(hsdp.step.comms.fsdp, 3 * 7.0 / 8 * v / kNvlink, 1e-9);
    const double allReduce = 2 * 63.0 / 64 * (v / 8) / kNet;
    QVERIFY_NEAR(hsdp.step.comms.dp, allReduce, 1e-9);
    QVERIFY_NEAR(allReduce, 0.07, kSeedRounding);
    QVERIFY(hsdp.step.exposedCommsSeconds < plain.step.exposedCommsSeconds);
    QVERIFY(plain.step.exposedCommsSeconds > 0); // the ring across nodes sticks out
    // Memory shards over the group of 8: the state of 16 bytes per parameter (mixed-16) / 8.
    const auto& chip = hsdp.memory.budget.perChip;
    QVERIFY_NEAR(chip.params + chip.grads + chip.optimizer, 16 * hsdp.derived.params.total() / 8,
                 1e-9);
    // The report names the tiers.
    const auto j = report(s);
    QCOMPARE(j["derived"]["tiers"]["fsdp"].get<std::string>(), std::string("node"));
    QCOMPARE(j["derived"]["tiers"]["dp"].get<std::string>(), std::string("network"));
    QVERIFY(j["derived"]["tiers"]["tp"].is_null());
    QCOMPARE(j["step"]["comms_seconds"]["dp"].get<double>(), hsdp.step.comms.dp);
}

// Napkin problem 3: 70B on 64 H100 (16 bytes per parameter): HSDP inside a node 140 GB,
// FSDP over all 64 17.5 GB, TP 8 inside the node + ZeRO-1 across 8.75e9·(2 + 2 + 12/8) ≈ 48 GB.
void TestCluster::napkinThreeState() {
    Scenario s = shippedScenario("09-course-70b-64xh100.json");
    auto state = [](const Results& r) {
        const auto& c = r.memory.budget.perChip;
        return c.params + c.grads + c.optimizer;
    };
    const Results all = run(s);
    const double p = all.derived.params.total();
    QVERIFY_NEAR(state(all), 16 * p / 64, 1e-9);
    QVERIFY_NEAR(state(all), 17.5e9, 0.02);
    s.hsdp = 8;
    const Results node = run(s);
    QVERIFY_NEAR(state(node), 16 * p / 8, 1e-9);
    QVERIFY_NEAR(state(node), 140e9, 0.02);
    QVERIFY(!node.memory.fits);
    s.hsdp = 0;
    s.fsdp = 8;
    s.tp = 8;
    s.zeroStage = 1;
    const Results tpZero1 = run(s);
    QCOMPARE(tpZero1.derived.cluster.tp.tier(), Tier::Node);
    QVERIFY_NEAR(state(tpZero1), p / 8 * (2 + 2 + 12.0 / 8), 1e-9);
    QVERIFY_NEAR(state(tpZero1), 48e9, 0.02);
}

// A group inside a node pays NVLink only; one chip wider, its ninth chip sits on a node of its
// own and takes 8/9 of the array through its one network link (docs/model.md#nodes).
void TestCluster::oneChipWiderCrossesTheNetwork() {
    const Scenario eight = h100(8, 8, 1, 65536);
    const Scenario nine = h100(9, 9, 1, 65536);
    const Results r8 = run(eight), r9 = run(nine);
    // ch. 5 §FSDP's MLP block: W_in and W_out gathered forward, 2·D·F bf16 each.
    const double v = 4.0 * eight.model.dModel * eight.model.dFf;
    QCOMPARE(r8.derived.cluster.fsdp.tier(), Tier::Node);
    QVERIFY_NEAR(r8.layer.tCommsFsdp, 7.0 / 8 * v / kNvlink, 1e-12);
    QCOMPARE(r9.derived.cluster.fsdp.tier(), Tier::Network);
    QVERIFY_NEAR(r9.layer.tCommsFsdp, 8.0 / 9 * v / kNet, 1e-12);
}

// The course: TP stays inside the node. TP 16 crosses two nodes; TP 8 × FSDP 2 does not.
void TestCluster::tpSixteenIsSlowerThanTpEightFsdpTwo() {
    const double batch = 16 * 4096.0;
    const Results tp16 = run(h100(16, 1, 16, batch));
    const Results tp8 = run(h100(16, 2, 8, batch));
    QCOMPARE(tp16.derived.cluster.tp.tier(), Tier::Network);
    QCOMPARE(tp8.derived.cluster.tp.tier(), Tier::Node);
    QVERIFY2(tp16.step.seconds > tp8.step.seconds,
             qPrintable(QStringLiteral("%1 vs %2").arg(tp16.step.seconds).arg(tp8.step.seconds)));
}

// Placement FSDP innermost: TP's 8 members are 8 chips apart, one per node.
void TestCluster::placementPutsTpAcrossNodes() {
    Scenario s = h100(64, 8, 8, 1048576);
    QCOMPARE(run(s).derived.cluster.tp.tier(), Tier::Node);
    s.placement = {ParallelAxis::Fsdp, ParallelAxis::Tp, ParallelAxis::Pp};
    const Results wrong = run(s);
    QCOMPARE(wrong.derived.cluster.tp.nodes, 8LL);
    QCOMPARE(wrong.derived.cluster.fsdp.tier(), Tier::Node);
    QVERIFY(wrong.step.comms.tp > run(h100(64, 8, 8, 1048576)).step.comms.tp);
}

// Megatron's layout (TP 8 inside a node, PP across): the sends cross the network, one way at
// the run's 200 Gb/s per GPU (docs/model.md#nodes).
void TestCluster::megatronRunSendsOverTheNetwork() {
    const RunFile run = loadRunFile(QDir(QStringLiteral(SHARDSCOPE_RUNS_DIR))
                                        .filePath("korthikanti-175B-full-recompute.json")
                                        .toStdString());
    const Scenario& s = run.scenario;
    const Results r = evaluate(s);
    QCOMPARE(r.derived.cluster.tp.tier(), Tier::Node);
    QCOMPARE(r.derived.cluster.pp.tier(), Tier::Network);
    QVERIFY_NEAR(r.pipeline.timing.send, r.pipeline.sendBytes / 2.5e10, 1e-12);
}

// A TPU pod is one torus: placement and the algorithm change nothing (ch. 5's numbers stand).
void TestCluster::torusIgnoresNodes() {
    for (const char* name : {"01-book-figure.json", "02-n64.json", "03-llama3-70b-pod.json",
                             "04-llama3-70b-two-pods.json", "07-pipeline-4-stages.json"}) {
        const Scenario s = shippedScenario(name);
        QVERIFY(!s.hardware.switched());
        Scenario other = s;
        other.placement = {ParallelAxis::Pp, ParallelAxis::Fsdp, ParallelAxis::Tp};
        other.algorithm = CommsAlgorithm::Ring;
        const auto a = report(s), b = report(other);
        QCOMPARE(QString::fromStdString(b["layer"].dump()),
                 QString::fromStdString(a["layer"].dump()));
        QCOMPARE(QString::fromStdString(b["step"].dump()),
                 QString::fromStdString(a["step"].dump()));
        QCOMPARE(a["derived"]["nodes"].get<long long>(), 1LL);
        QCOMPARE(a["derived"]["node_chips"].get<long long>(), s.chips);
    }
}

// docs/model.md#cost: chip-hours = chips · pods · step seconds · tokens / batch / 3600, at the
// bound (training.*) and at the forecast (forecast.*).
void TestCluster::costFromChipHours() {
    const Scenario s = shippedScenario("08-course-7b-512xh100.json");
    const Results r = run(s);
    QVERIFY_NEAR(r.forecast.chipHours, 512.0 * r.forecast.seconds * (2e12 / 8388608.0) / 3600,
                 1e-12);
    const double hours = 512.0 * r.step.seconds * (2e12 / 8388608.0) / 3600;
    QVERIFY_NEAR(r.training.chipHours, hours, 1e-12);
    QVERIFY(s.hardware.pricePerChipHour.has_value());
    QVERIFY(r.training.costUsd.has_value());
    QVERIFY_NEAR(*r.training.costUsd, hours * *s.hardware.pricePerChipHour, 1e-12);
    const auto j = report(s);
    QVERIFY_NEAR(j["training"]["chip_hours"].get<double>(), hours, 1e-12);
    // No price, no cost: the book's TPU has none.
    const auto tpu = report(shippedScenario("01-book-figure.json"));
    QVERIFY(tpu["training"]["cost_usd"].is_null());
    QVERIFY(tpu["training"]["chip_hours"].get<double>() > 0);
}

void TestCluster::scenarioKeysRoundTrip() {
    const Scenario s = parseScenario(R"({"schema": 1,
        "hardware": {"base": "h100-nvlink", "node_chips": 4, "scaleout_bw": 2e10,
                     "price_per_chip_hour": 1.5},
        "chips": 64, "fsdp": 16, "tp": 4, "hsdp": 4, "placement": ["fsdp", "tp", "pp"],
        "comms": {"algorithm": "ring"}})");
    QCOMPARE(s.hardware.nodeChips, 4LL);
    QCOMPARE(s.hardware.scaleoutBw, 2e10);
    QCOMPARE(*s.hardware.pricePerChipHour, 1.5);
    QCOMPARE(s.hsdp, 4LL);
    QCOMPARE(s.algorithm, CommsAlgorithm::Ring);
    QVERIFY(s.placement ==
            (std::vector<ParallelAxis>{ParallelAxis::Fsdp, ParallelAxis::Tp, ParallelAxis::Pp}));
    QVERIFY(parseScenario(saveScenario(s)) == s);
    // A preset's nodes come with it.
    const Scenario preset = parseScenario(R"({"schema": 1, "hardware": "gb200-nvl72",
        "chips": 144, "fsdp": 144, "tp": 1})");
    QCOMPARE(preset.hardware.nodeChips, 72LL);
    QCOMPARE(evaluate(preset).derived.cluster.nodes, 2LL);
}

void TestCluster::scenarioKeysRefused_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("path");
    QTest::newRow("hsdp not dividing")
        << R"({"schema": 1, "hardware": "h100-nvlink", "chips": 64, "fsdp": 64, "tp": 1,
              "hsdp": 3})"
        << "/hsdp";
    QTest::newRow("hsdp zero") << R"({"schema": 1, "hsdp": 0})"
                               << "/hsdp";
    QTest::newRow("placement twice") << R"({"schema": 1, "placement": ["tp", "tp", "pp"]})"
                                     << "/placement";
    QTest::newRow("placement short") << R"({"schema": 1, "placement": ["tp", "fsdp"]})"
                                     << "/placement";
    QTest::newRow("placement word") << R"({"schema": 1, "placement": ["tp", "dp", "pp"]})"
                                    << "/placement/1";
    QTest::newRow("algorithm") << R"({"schema": 1, "comms": {"algorithm": "tree"}})"
                               << "/comms/algorithm";
    QTest::newRow("nodes without network")
        << R"({"schema": 1, "hardware": {"base": "tpu-v5p", "node_chips": 8}})"
        << "/hardware/scaleout_bw";
    QTest::newRow("negative price")
        << R"({"schema": 1, "hardware": {"base": "h100-nvlink", "price_per_chip_hour": -1}})"
        << "/hardware/price_per_chip_hour";
}

void TestCluster::scenarioKeysRefused() {
    QFETCH(QString, text);
    QFETCH(QString, path);
    try {
        parseScenario(text.toStdString());
        QFAIL("accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.path()), path);
    }
}

// 64 H100 on Llama 3 8B at 1024 tokens per GPU, where the network shows: the splits no longer
// tie (one NVLink domain of 64 ranked FSDP 64, 32 × 2, 16 × 4 and 8 × 8 alike), and no ranked
// layout puts TP across nodes (the course: TP stays inside the node).
void TestCluster::searchTellsLayoutsApartAndKeepsTpInTheNode() {
    const Scenario s = h100(64, 64, 1, 65536);
    SearchOptions options;
    options.model = SearchModel::Forecast;
    options.top = 1000;
    const SearchResult result = searchLayouts(s, options);
    QVERIFY(!result.ranked.empty());
    const Layout& best = result.ranked.front();
    // The proposal comes with its price: the same chip-hours and cost as the applied layout's
    // report (docs/model.md#cost).
    const Results applied = evaluate(withLayout(s, best));
    QVERIFY_NEAR(best.chipHours, applied.forecast.chipHours, 1e-9);
    QVERIFY(best.costUsd && applied.forecast.costUsd);
    QVERIFY_NEAR(*best.costUsd, *applied.forecast.costUsd, 1e-9);
    for (const Layout& l : result.ranked) {
        if (l.fsdp != best.fsdp || l.tp != best.tp || l.pp != best.pp)
            QVERIFY2(l.stepSeconds > best.stepSeconds * (1 + 1e-6),
                     qPrintable(QStringLiteral("%1 × %2 ties the best").arg(l.fsdp).arg(l.tp)));
        const Results r = evaluate(withLayout(s, l));
        // TP wider than a node of 8 cannot stay in one; every narrower TP does.
        QVERIFY2(l.tp > 8 || r.derived.cluster.tp.tier() == Tier::Node,
                 qPrintable(QStringLiteral("TP %1 crosses nodes").arg(l.tp)));
    }
}

SHARDSCOPE_TEST_APPLESS_MAIN(TestCluster)
#include "tst_cluster.moc"
