// Context parallelism (docs/model.md#context-parallelism): each sequence split over CP chips,
// which pass the attention's keys and values round a ring; the weights shard over FSDP × CP.
// Expected values are derived in the comments, never taken from the program's output.
#include "cluster.h"
#include "evaluate.h"
#include "input_error.h"
#include "layout_search.h"
#include "mesh_lens.h"
#include "nearly.h"
#include "run_file.h"
#include "scenario_io.h"
#include "shippedfiles.h"
#include "step_ring.h"
#include "step_schedule.h"
#include "testarea.h"

#include <QTest>

#include <algorithm>

using namespace shardscope;
using testing::shippedScenario;

namespace {

// H100 (docs/model.md#collectives-across-nodes): 450 GB/s one way on NVLink, 50 GB/s per GPU
// between nodes.
constexpr double kNvlinkOneWay = 4.5e11;
constexpr double kNetwork = 5e10;

bool warns(const Results& r, const char* code) {
    for (const Warning& w : r.warnings)
        if (w.code == code)
            return true;
    return false;
}

// Llama 3 8B (8 KV heads of 128) on one node of 8 H100: FSDP 2 × CP 4, 8 sequences of 8192.
Scenario eightBInANode() {
    Scenario s = parseScenario(R"({"schema": 1, "hardware": "h100-nvlink", "model": "llama3-8b",
        "chips": 8, "fsdp": 2, "cp": 4, "tp": 1, "batch_tokens": 65536, "seq_len": 8192})");
    return s;
}

} // namespace

class TestContext : public QObject {
    Q_OBJECT
  private slots:
    void ringInsideANode();
    void theMeshPlaysTheRing();
    void theLensShowsTheCpGroup();
    void sumOverlapExposesTheRing();
    void llama3LongContextRun();
    void withoutAttentionCpIsFsdp();
    void cpLiftsTheSequenceWarning();
    void savedAndLoaded();
    void refused_data();
    void refused();
    void searchAnswersTheLongContextPhase();
};

// FSDP 2 × CP 4 on 8 chips: 65 536 / 8 = 8 192 tokens a chip; its K and V, bf16, 8 KV heads of
// 128: 2 · 2 · 8192 · 8 · 128 = 33 554 432 bytes. The CP group of 4 sits inside the node (TP 1,
// CP innermost): 3 sends at 450 GB/s, 3 · 33 554 432 / 4.5e11 = 0.2237 ms a layer, forward.
void TestContext::ringInsideANode() {
    const Scenario s = eightBInANode();
    const Results r = evaluate(s);
    QCOMPARE(r.derived.cluster.cp.size, 4LL);
    QCOMPARE(r.derived.cluster.cp.tier(), Tier::Node);
    const double chunk = 2 * 2 * 8192 * 8 * 128.0;
    QVERIFY(testing::nearRel(r.layer.tCommsCp, 3 * chunk / kNvlinkOneWay, 1e-12));
    // One step: 32 layers, the forward once and the backward twice the bytes.
    QVERIFY(testing::nearRel(r.step.comms.cp, 32 * 3 * 3 * chunk / kNvlinkOneWay, 1e-12));
    // The weights shard over FSDP × CP = 8 (ZeRO-3): the FSDP group is all 8 chips.
    QCOMPARE(r.layer.split.x, 8LL);
    QCOMPARE(r.derived.cluster.fsdp.size, 8LL);
    // Whole sequences per data-parallel way: 2 ways, 8 sequences.
    QVERIFY(!warns(r, "too_few_sequences"));
}

// The mesh's schedule of one layer (docs/model.md#context-parallelism): the attention before the
// block passes K and V round the CP ring, 33 554 432 bytes a chip (above), 3 sends of 0.2237 ms
// in all, forward; backward K and V again and dK, dV summed on the way, twice that. The CP group
// is the innermost 4 of the 8 X ways: chips x = 0..3 and 4..7, each sending to x + 1 in its four.
void TestContext::theMeshPlaysTheRing() {
    const Scenario s = eightBInANode();
    const MeshSplit split = meshSplit(s);
    QCOMPARE(split.cp, 4LL);
    const StepSchedule sched = stepSchedule(s, split);
    const double chunk = 2 * 2 * 8192 * 8 * 128.0;
    const int fwd = findScheduleStep(sched, "forward.allgather.kv.cp");
    QCOMPARE(fwd, 0); // before the block's own steps
    const ScheduleStep& ring = sched.steps[size_t(fwd)];
    QCOMPARE(ring.group, 4LL);
    QCOMPARE(ring.nodes, 1LL);
    QVERIFY(testing::nearRel(ring.bytes, chunk, 1e-12));
    QVERIFY(testing::nearRel(ring.seconds, 3 * chunk / kNvlinkOneWay, 1e-12));
    QVERIFY(!ring.critical);          // behind the attention's math (the bound hides it)
    QVERIFY(!isRingCollective(ring)); // its own sends, not an FSDP or TP ring
    QVERIFY(findScheduleStep(sched, "backward.allgather.kv.cp") >= 0);
    QVERIFY(findScheduleStep(sched, "backward.reducescatter.dkv.cp") >= 0);
    QVERIFY(testing::nearRel(sched.sums(Pass::Forward).commsCp, 3 * chunk / kNvlinkOneWay, 1e-12));
    QVERIFY(testing::nearRel(sched.sums(Pass::Backward).commsCp, 6 * chunk / kNvlinkOneWay, 1e-12));
    QCOMPARE(split.contextNext(0), 1LL);
    QCOMPARE(split.contextNext(3), 0LL);
    QCOMPARE(split.contextNext(5), 6LL);
    QCOMPARE(split.contextNext(7), 4LL);
    // Without CP the schedule has no ring.
    Scenario dense = s;
    dense.fsdp = 8;
    dense.cp = 1;
    QCOMPARE(findScheduleStep(stepSchedule(dense, meshSplit(dense)), "forward.allgather.kv.cp"),
             -1);
}

// Overlap "sum" hides nothing: the ring is exposed whole.
// The lens's CP row (docs/model.md#context-parallelism): with CP the innermost 4 of the 8 X
// ways, the chip at x = 5 sits in the group x = 4..7, at place 1; that group is the other of the
// pod's 8 / 4 = 2. The ring attention's K and V go around those 4 chips: 3 hops, forward.
void TestContext::theLensShowsTheCpGroup() {
    const Scenario s = eightBInANode();
    const MeshLayout layout = buildMeshLayout(s, meshSplit(s));
    const int focus = layout.chipAt(0, 5, 0);
    const MeshLens lens = lensFor(layout, focus);
    const std::vector<int> group{layout.chipAt(0, 4, 0), layout.chipAt(0, 5, 0),
                                 layout.chipAt(0, 6, 0), layout.chipAt(0, 7, 0)};
    QCOMPARE(lens.cp.size, 4LL);
    QCOMPARE(lens.cp.chips, group);
    QCOMPARE(lens.cp.focusIndex, 1);
    QCOMPARE(lens.cp.othersInPod, 1LL);
    QCOMPARE(lens.fsdp.size, 8LL); // CP's ways are X's too
    for (const LensChip& c : lens.chips)
        QCOMPARE(c.inCp, std::find(group.begin(), group.end(), c.index) != group.end());
    const StepSchedule sched = stepSchedule(s, meshSplit(s));
    const ScheduleStep& kv =
        sched.steps[size_t(findScheduleStep(sched, "forward.allgather.kv.cp"))];
    const StepRing ring = stepRing(kv, layout, focus);
    QCOMPARE(ring.ring, group);
    QCOMPARE(ring.focusPosition, 1);
    QVERIFY(ring.matchesStep);
    QCOMPARE(int(ring.collective.hops.size()), 3);
    // Without CP there is no CP row.
    Scenario dense = s;
    dense.fsdp = 8;
    dense.cp = 1;
    QCOMPARE(lensFor(buildMeshLayout(dense, meshSplit(dense)), focus).cp.size, 0LL);
}

void TestContext::sumOverlapExposesTheRing() {
    Scenario s = eightBInANode();
    s.overlap = Overlap::Sum;
    const Results r = evaluate(s);
    QVERIFY(r.step.comms.cp > 0);
    QVERIFY(testing::nearRel(r.step.exposed.cp, r.step.comms.cp, 1e-12));
}

// Llama 3 405B's 128K phase (the shipped run): TP 8 × CP 16 × PP 16 × DP 8 on 16 384 H100.
// A microbatch is one sequence per data way: 16 777 216 / 16 = 1 048 576 tokens a pipeline,
// 1 048 576 / (8 · 16) = 8 192 a chip; 8 KV heads over TP 8, one a chip: K and V are
// 2 · 2 · 8192 · 1 · 128 = 4 194 304 bytes. CP 16 at stride 8 spans 16 nodes: 15 sends over the
// network, 15 · 4 194 304 / 5e10 = 1.258 ms a layer and microbatch forward, against the
// attention's 4·S·n_q·d_head = 8.59 GFLOP a token, 8.9 ms on the stage's 1 024 GPUs at peak:
// the bound hides it. A step: 126 layers · 3 · 1.258 ms = 0.476 s of ring.
void TestContext::llama3LongContextRun() {
    const RunFile run = loadRunFile(SHARDSCOPE_RUNS_DIR "/llama3-405b-16384-cp16.json");
    const Scenario& s = run.scenario;
    QCOMPARE(s.cp, 16LL);
    QCOMPARE(s.dataWays(), 128LL);
    const Results r = evaluate(s);
    QCOMPARE(r.derived.cluster.cp.tier(), Tier::Network);
    QCOMPARE(r.derived.cluster.cp.stride, 8LL);
    const double chunk = 2 * 2 * 8192 * 1 * 128.0;
    QVERIFY(testing::nearRel(r.step.comms.cp, 126 * 3 * 15 * chunk / kNetwork, 1e-12));
    QVERIFY(testing::nearRel(r.step.comms.cp, 0.476, 0.002));
    QCOMPARE(r.step.exposed.cp, 0.0);
    // The whole batch as one microbatch (the per-layer view): 131 072 tokens a chip.
    QVERIFY(testing::nearRel(r.layer.tCommsCp, 15 * 2 * 2 * 131072 * 128.0 / kNetwork, 1e-12));
    // 8 data-parallel ways on 128 sequences: whole sequences, no warning.
    QVERIFY(!warns(r, "too_few_sequences"));
}

// A model without attention has no keys or values: CP then only splits the tokens, as FSDP's
// ways do, and the step, memory and forecast equal FSDP's with the same data ways.
void TestContext::withoutAttentionCpIsFsdp() {
    Scenario fsdp = shippedScenario("01-book-figure.json");
    fsdp.model.heads = fsdp.model.kvHeads = 0;
    Scenario cp = fsdp;
    cp.fsdp /= 2;
    cp.cp = 2;
    validateScenario(cp);
    const Results a = evaluate(fsdp), b = evaluate(cp);
    QCOMPARE(b.step.comms.cp, 0.0);
    QCOMPARE(b.step.seconds, a.step.seconds);
    QCOMPARE(b.memory.perChipBytes, a.memory.perChipBytes);
    QCOMPARE(b.forecast.seconds, a.forecast.seconds);
    QCOMPARE(b.layer.tComms, a.layer.tComms);
}

// ch. 6's LLaMA 3-70B pod: 2240 data ways on 1024 sequences warns; CP 4 leaves FSDP 560 and
// whole sequences. CP 3 does not divide 8192: the largest that divides chips and sequence, 2,
// leaves 1120 ways, still too many.
void TestContext::cpLiftsTheSequenceWarning() {
    const Scenario pod = shippedScenario("03-llama3-70b-pod.json");
    QVERIFY(warns(evaluate(pod), "too_few_sequences"));
    const Scenario four = withCp(pod, 4);
    QCOMPARE(four.fsdp, 560LL);
    QCOMPARE(four.tp, pod.tp);
    QVERIFY(!warns(evaluate(four), "too_few_sequences"));
    const Scenario three = withCp(pod, 3);
    QCOMPARE(three.cp, 2LL);
    QCOMPARE(three.fsdp, 1120LL);
    QVERIFY(warns(evaluate(three), "too_few_sequences"));
}

void TestContext::savedAndLoaded() {
    const Scenario s = eightBInANode();
    const std::string text = saveScenario(s);
    QVERIFY(text.find("\"cp\": 4") != std::string::npos);
    QVERIFY(parseScenario(text) == s);
    // CP 1 is not written: old files keep their meaning.
    Scenario one = s;
    one.fsdp = 8;
    one.cp = 1;
    QVERIFY(saveScenario(one).find("\"cp\"") == std::string::npos);
}

void TestContext::refused_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("names");
    QTest::newRow("cp not dividing seq_len")
        << R"({"schema": 1, "chips": 4096, "fsdp": 128, "cp": 4, "tp": 8, "seq_len": 4098})"
        << "/cp"
        << "seq_len 4098";
    QTest::newRow("split without cp's ways")
        << R"({"schema": 1, "chips": 4096, "fsdp": 512, "cp": 2, "tp": 8})"
        << "/fsdp"
        << "cp 2";
    QTest::newRow("cp not dividing chips")
        << R"({"schema": 1, "chips": 4096, "fsdp": 512, "cp": 3, "tp": 8})"
        << "/cp"
        << "chips 4096";
    QTest::newRow("cp zero") << R"({"schema": 1, "cp": 0})"
                             << "/cp"
                             << "";
    QTest::newRow("cp negative") << R"({"schema": 1, "cp": -2})"
                                 << "/cp"
                                 << "";
}

void TestContext::refused() {
    QFETCH(QString, text);
    QFETCH(QString, path);
    QFETCH(QString, names);
    try {
        parseScenario(text.toStdString());
        QFAIL("accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.path()), path);
        QVERIFY2(QString::fromStdString(e.reason()).contains(names), e.what());
    }
}

// The 128K phase asks the search what to run: 128 sequences of 131 072 tokens on 16 384 GPUs.
// Every layout it proposes keeps each data way's sequences whole by CP (FSDP ≤ 128), fills the
// chips, and opens as a scenario.
void TestContext::searchAnswersTheLongContextPhase() {
    const Scenario s = loadRunFile(SHARDSCOPE_RUNS_DIR "/llama3-405b-16384-cp16.json").scenario;
    SearchOptions options;
    options.model = SearchModel::Forecast;
    const SearchResult r = searchLayouts(s, options);
    QVERIFY(r.best());
    for (const Layout& l : r.ranked) {
        QVERIFY(l.cp > 1);
        QVERIFY(l.fsdp <= 128);
        QCOMPARE(l.fsdp * l.cp * l.tp * l.pp, 16384LL);
        QCOMPARE(131072 % l.cp, 0LL);
        QVERIFY(l.flags.empty() || l.flags.front().rfind("sp×", 0) != 0);
        validateScenario(withLayout(s, l));
    }
}

SHARDSCOPE_TEST_APPLESS_MAIN(TestContext)
#include "tst_context.moc"
