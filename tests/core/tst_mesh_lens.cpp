// The mesh lens and ring collectives hop by hop (docs/model.md#ring-hops). Expected chips and
// coordinates are derived here from the mapping rule of docs/model.md#axis-mapping, hop counts
// and holdings from ch. 3's rings, times from docs/model.md#collectives; never from the program.
#include "axismapping.h"
#include "collective_ring.h"
#include "evaluate.h"
#include "mesh_lens.h"
#include "nearly.h"
#include "scenario_io.h"
#include "shippedfiles.h"
#include "step_ring.h"
#include "step_schedule.h"
#include "testarea.h"

#include <array>
#include <cmath>
#include <limits>
#include <numeric>
#include <string>
#include <vector>

using namespace shardscope;

namespace {

MeshLayout layoutOf(const Scenario& s) {
    return buildMeshLayout(s, meshSplit(s));
}

using Coord = std::array<int, 4>;

using Mapping = testing::AxisMapping;

std::vector<Coord> coordsOf(const MeshLayout& m, const std::vector<int>& chips) {
    std::vector<Coord> out;
    for (int c : chips)
        out.push_back(m.chips[size_t(c)].coord);
    return out;
}

// The ring positions a window of `max` shows around `focus` on a ring of `size`
// (docs/model.md#ring-hops: all of them when they fit, else from focus − max/2, wrapping).
std::vector<long long> windowPositions(long long size, long long focus, long long max) {
    std::vector<long long> out;
    if (size <= max) {
        for (long long k = 0; k < size; ++k)
            out.push_back(k);
        return out;
    }
    for (long long k = 0; k < max; ++k)
        out.push_back(((focus - max / 2 + k) % size + size) % size);
    return out;
}

std::vector<int> iota(int p, int from = 100) {
    std::vector<int> v(static_cast<size_t>(p));
    std::iota(v.begin(), v.end(), from); // chip labels unlike positions, to catch a mix-up
    return v;
}

const ScheduleStep* findStep(const StepSchedule& sched, StepKind kind, MeshAxis axis,
                             TensorId result, Pass pass) {
    for (const ScheduleStep& st : sched.steps)
        if (st.kind == kind && st.axis == axis && st.result.id == result && st.pass == pass)
            return &st;
    return nullptr;
}

} // namespace

class TstMeshLens : public QObject {
    Q_OBJECT
  private slots:
    void lensShowsTheSplitsGroups_data();
    void lensShowsTheSplitsGroups();
    void lensClampsBadInput();
    void allGatherHops_data();
    void allGatherHops();
    void allGatherTakesTheModelsTime();
    void finiteGroupHopIsOneShardOneWay();
    void reduceScatterSumsOwnShard_data();
    void reduceScatterSumsOwnShard();
    void allReduceHoldsEverything();
    void bothWaysAllGather_data();
    void bothWaysAllGather();
    void bothWaysReduceScatter_data();
    void bothWaysReduceScatter();
    void bothWaysTakesTheReportsTime();
    void stepRingFollowsTheFocus();
    void badRings();
};

void TstMeshLens::lensShowsTheSplitsGroups_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QList<long long>>("mesh");
    QTest::addColumn<long long>("fsdp");
    QTest::addColumn<long long>("tp");
    QTest::addColumn<long long>("pods");
    QTest::addColumn<long long>("focusFsdp");
    QTest::addColumn<long long>("focusTp");
    QTest::addColumn<int>("pod");
    // 8 H100s (the preset's mesh [8]), FSDP 8 × TP 1: the TP group is the chip alone.
    QTest::newRow("8 chips") << "05-course-7b-8xh100.json" << QList<long long>{8} << 8LL << 1LL
                             << 1LL << 5LL << 0LL << 0;
    // 4×4×4 (given), FSDP 16 × TP 4: TP = axis 0, FSDP = axes 1 and 2; both groups fit.
    QTest::newRow("64 chips") << "02-n64.json" << QList<long long>{4, 4, 4} << 16LL << 4LL << 1LL
                              << 9LL << 2LL << 0;
    // v5p 16×16×16, FSDP 512 × TP 8: TP 8 of axis 0, FSDP 2 of axis 0 and axes 1, 2 whole.
    // FSDP index 3: the window starts at 3 − 8 = −5, i.e. ring position 507, and wraps.
    QTest::newRow("4096 chips") << "01-book-figure.json" << QList<long long>{16, 16, 16} << 512LL
                                << 8LL << 1LL << 3LL << 5LL << 0;
    // 8960 chips → 16 × 20 × 28 (docs/model.md#mesh-derivation), two pods, FSDP 2240 × TP 4:
    // TP 4 of axis 0, FSDP gcd(2240, 4) = 4 of axis 0, 20 of axis 1, 28 of axis 2.
    QTest::newRow("8960 chips, pod 1")
        << "04-llama3-70b-two-pods.json" << QList<long long>{16, 20, 28} << 2240LL << 4LL << 2LL
        << 1234LL << 3LL << 1;
    QTest::newRow("8960 chips, last fsdp")
        << "04-llama3-70b-two-pods.json" << QList<long long>{16, 20, 28} << 2240LL << 4LL << 2LL
        << 2239LL << 0LL << 0;
}

void TstMeshLens::lensShowsTheSplitsGroups() {
    QFETCH(QString, file);
    QFETCH(QList<long long>, mesh);
    QFETCH(long long, fsdp);
    QFETCH(long long, tp);
    QFETCH(long long, pods);
    QFETCH(long long, focusFsdp);
    QFETCH(long long, focusTp);
    QFETCH(int, pod);
    const Scenario s = testing::shippedScenario(qPrintable(file));
    const MeshLayout m = layoutOf(s);
    const std::vector<long long> dims(mesh.begin(), mesh.end());
    QCOMPARE(m.mesh, dims);
    QCOMPARE(m.x(), fsdp);
    QCOMPARE(m.y(), tp);
    QCOMPARE(m.pods, pods);

    const Mapping map(dims, fsdp, tp, 1);
    const int focus = map.index(map.coord(0, focusFsdp, focusTp));
    const MeshLens lens = lensFor(m, focus, pod);
    QCOMPARE(lens.focusChip, focus);
    QCOMPARE(lens.pod, pod);
    QCOMPARE(lens.stage, 0);

    // The TP group: same fsdp index, tp 0..Y−1; the FSDP group: same tp index, fsdp 0..X−1.
    std::vector<Coord> tpCoords, fsdpCoords;
    const std::vector<long long> tpWindow = windowPositions(tp, focusTp, 16);
    const std::vector<long long> fsdpWindow = windowPositions(fsdp, focusFsdp, 16);
    for (long long t : tpWindow)
        tpCoords.push_back(map.coord(0, focusFsdp, t));
    for (long long f : fsdpWindow)
        fsdpCoords.push_back(map.coord(0, f, focusTp));
    QCOMPARE(coordsOf(m, lens.tp.chips), tpCoords);
    QCOMPARE(coordsOf(m, lens.fsdp.chips), fsdpCoords);
    QCOMPARE(lens.tp.size, tp);
    QCOMPARE(lens.fsdp.size, fsdp);
    QCOMPARE(lens.tp.hidden(), tp - (long long)tpWindow.size());
    QCOMPARE(lens.fsdp.hidden(), fsdp - (long long)fsdpWindow.size());
    QCOMPARE(lens.tp.firstRingPosition, tpWindow.front());
    QCOMPARE(lens.fsdp.firstRingPosition, fsdpWindow.front());
    QCOMPARE(lens.tp.chips[size_t(lens.tp.focusIndex)], focus);
    QCOMPARE(lens.fsdp.chips[size_t(lens.fsdp.focusIndex)], focus);
    // Groups like these: X·Z TP groups and Y·Z FSDP groups per pod (Z = 1 here).
    QCOMPARE(lens.tp.othersInPod, fsdp - 1);
    QCOMPARE(lens.fsdp.othersInPod, tp - 1);
    QCOMPARE(lens.tp.othersInAllPods, fsdp * pods - 1);
    QCOMPARE(lens.fsdp.othersInAllPods, tp * pods - 1);

    // The union: both groups share only the focus chip, so |TP| + |FSDP| − 1 chips, each with
    // the coordinates of the mapping and marked with the groups it is in.
    QCOMPARE(lens.chips.size(), tpWindow.size() + fsdpWindow.size() - 1);
    for (const LensChip& c : lens.chips) {
        QCOMPARE(c.coord, m.chips[size_t(c.index)].coord);
        const bool inTp = std::find(tpCoords.begin(), tpCoords.end(), c.coord) != tpCoords.end();
        const bool inFsdp =
            std::find(fsdpCoords.begin(), fsdpCoords.end(), c.coord) != fsdpCoords.end();
        QVERIFY(inTp || inFsdp);
        QCOMPARE(c.inTp, inTp);
        QCOMPARE(c.inFsdp, inFsdp);
        QCOMPARE(c.inTp && c.inFsdp, c.index == focus);
    }
}

void TstMeshLens::lensClampsBadInput() {
    const MeshLayout m = layoutOf(testing::shippedScenario("04-llama3-70b-two-pods.json"));
    const long long n = 16 * 20 * 28;
    QCOMPARE(m.chipCount(), n);
    // Default focus: chip 0, at coordinates (0, 0, 0): tp 0 and fsdp 0.
    const MeshLens first = lensFor(m);
    QCOMPARE(first.focusChip, 0);
    QCOMPARE(first.tp.focusIndex, 0);
    QCOMPARE(first.fsdp.firstRingPosition, 2240 - 8); // the window wraps to the ring's end
    QCOMPARE(lensFor(m, -7).focusChip, 0);
    QCOMPARE(lensFor(m, int(n)).focusChip, int(n - 1));
    QCOMPARE(lensFor(m, std::numeric_limits<int>::max(), 99).pod, 1);
    QCOMPARE(lensFor(m, 0, -3).pod, 0);
    // maxChips below 1 shows the focus chip alone in each group.
    const MeshLens alone = lensFor(m, 17, 0, 0);
    QCOMPARE(alone.tp.chips, std::vector<int>{17});
    QCOMPARE(alone.fsdp.chips, std::vector<int>{17});
    QCOMPARE(alone.chips.size(), size_t(1));
    QCOMPARE(alone.fsdp.hidden(), 2239LL);
    // A layout with no chips: an empty lens.
    QVERIFY(lensFor(MeshLayout{}, 3).empty());
}

void TstMeshLens::allGatherHops_data() {
    QTest::addColumn<int>("p");
    for (int p : {2, 3, 4, 8, 16, 512})
        QTest::newRow(qPrintable(QString::number(p))) << p;
}

void TstMeshLens::allGatherHops() {
    QFETCH(int, p);
    const std::vector<int> ring = iota(p);
    const double seconds = 3.7e-4;
    const RingCollective c = ringSchedule(StepKind::AllGather, ring, seconds);
    // ch. 3: p − 1 hops; each moves 1/(p − 1) of the time.
    QCOMPARE(c.hops.size(), size_t(p - 1));
    double sum = 0;
    for (size_t h = 0; h < c.hops.size(); ++h) {
        QVERIFY_NEAR(c.hops[h].seconds(), seconds / (p - 1), 1e-9);
        if (h > 0)
            QCOMPARE(c.hops[h].start, c.hops[h - 1].end);
        sum += c.hops[h].seconds();
    }
    QCOMPARE(c.hops.front().start, 0.0);
    QCOMPARE(c.hops.back().end, seconds);
    QVERIFY_NEAR(sum, seconds, 1e-12);

    // Every hop each chip sends to its ring neighbour; in hop 1 its own shard.
    for (int r = 0; r < p; ++r) {
        const RingTransfer t = transferOf(c, 0, r);
        QCOMPARE(t.fromChip, ring[size_t(r)]);
        QCOMPARE(t.toChip, ring[size_t((r + 1) % p)]);
        QCOMPARE(t.shard, r);
        QVERIFY(!t.partial);
    }
    // After k hops a chip holds k + 1 shards: its own and the k before it on the ring.
    for (int k : {0, 1, p - 2}) {
        const RingState st = stateAfter(c, k);
        QVERIFY(st.consistent);
        for (int r = 0; r < p; ++r) {
            QCOMPARE(st.shardsHeld(r), k + 1);
            QVERIFY(st.holds(r, (r - k + p) % p));
        }
    }
    if (p > 2) { // before the last hop no chip has them all, the shard after its own is missing
        const RingState st = stateAfter(c, p - 2);
        for (int r = 0; r < p; ++r)
            QVERIFY(!st.holds(r, (r + 1) % p));
    }
    const RingState done = stateAfter(c, p - 1);
    QVERIFY(done.consistent);
    for (int r = 0; r < p; ++r)
        for (int s = 0; s < p; ++s)
            QVERIFY(done.holds(r, s));
}

void TstMeshLens::allGatherTakesTheModelsTime() {
    // 02-n64: book-figure D = 8192, F = 32768 on 4×4×4, FSDP 16 × TP 4; v5p W = 1.8e11.
    // docs/model.md#axis-mapping: TP 4 takes axis 0, FSDP 16 axes 1 and 2: M_X = 2, M_Y = 1.
    const Scenario s = testing::shippedScenario("02-n64.json");
    const MeshLayout m = layoutOf(s);
    const StepSchedule sched = stepSchedule(s, meshSplit(s));

    // ch. 5 §FSDP+TP: W_in[D_X, F_Y] → AllGather_X → W_in[D, F_Y]; V = 2 bytes · D · F / Y
    // = 2 · 8192 · 32768 / 4 = 2^27; docs/model.md#collectives: T = V / (W · M_X).
    const ScheduleStep* ag =
        findStep(sched, StepKind::AllGather, MeshAxis::Fsdp, TensorId::WIn, Pass::Forward);
    QVERIFY(ag);
    const double v = 2.0 * 8192 * 32768 / 4;
    QCOMPARE(ag->bytes, v);
    QVERIFY_NEAR(ag->seconds, v / (1.8e11 * 2), 1e-12);
    const StepRing x = stepRing(*ag, m, 37);
    QCOMPARE(x.ring.size(), size_t(16));
    QVERIFY(x.matchesStep);
    // Both ways (ch. 3's bidirectional ring, the model's V / (W·M)): ⌈15/2⌉ = 8 hops, each one
    // shard V/16 each way over a link at W/2, on M_X = 2 rings at once: (V/16)/(W/2)/2.
    QVERIFY(ag->bothWays);
    QCOMPARE(x.collective.ways, RingWays::Both);
    QCOMPARE(x.collective.hops.size(), size_t(8));
    for (const RingHop& h : x.collective.hops)
        QVERIFY_NEAR(h.seconds(), v / 16 / (1.8e11 / 2) / 2, 1e-9);
    double sum = 0;
    for (const RingHop& h : x.collective.hops)
        sum += h.seconds();
    QVERIFY_NEAR(sum, v / (1.8e11 * 2), 1e-12);
    QCOMPARE(x.collective.hops.back().end, ag->seconds);

    // In[B_X, D_Y] → AllGather_Y → In[B_X, D]: V = 2 · (B/X) · D = 2 · 3072 · 8192, M_Y = 1;
    // a ring of Y = 4 chips both ways, ⌈3/2⌉ = 2 hops of (V/4)/(W/2) each.
    const ScheduleStep* in =
        findStep(sched, StepKind::AllGather, MeshAxis::Tp, TensorId::In, Pass::Forward);
    QVERIFY(in);
    const double vIn = 2.0 * (49152 / 16) * 8192;
    const StepRing y = stepRing(*in, m, 37);
    QCOMPARE(y.ring.size(), size_t(4));
    QCOMPARE(y.collective.hops.size(), size_t(2));
    QVERIFY_NEAR(y.collective.hops[1].seconds(), vIn / 4 / (1.8e11 / 2), 1e-9);
    QCOMPARE(y.collective.hops.back().end, in->seconds);
}

void TstMeshLens::finiteGroupHopIsOneShardOneWay() {
    // 05: 8 H100s, FSDP 8, comms.finite_group on, W = 9e11 bidirectional.
    // docs/model.md#finite-group: T = (p − 1)/p · V / (W/2). Over p − 1 = 7 hops one hop is
    // (V/8) / (W/2): ch. 3's hop, one shard of V/p over one link one way.
    const Scenario s = testing::shippedScenario("05-course-7b-8xh100.json");
    const MeshLayout m = layoutOf(s);
    const StepSchedule sched = stepSchedule(s, meshSplit(s));
    const ScheduleStep* ag =
        findStep(sched, StepKind::AllGather, MeshAxis::Fsdp, TensorId::WIn, Pass::Forward);
    QVERIFY(ag);
    QVERIFY(ag->bytes > 0);
    QVERIFY(!ag->bothWays);
    const StepRing r = stepRing(*ag, m, 6);
    QCOMPARE(r.collective.ways, RingWays::One);
    QCOMPARE(r.ring.size(), size_t(8));
    QCOMPARE(r.focusPosition, 6);
    QCOMPARE(r.ring[6], 6); // one axis of 8: FSDP index = coordinate = chip index
    QCOMPARE(r.collective.hops.size(), size_t(7));
    for (const RingHop& h : r.collective.hops)
        QVERIFY_NEAR(h.seconds(), ag->bytes / 8 / 4.5e11, 1e-9);
}

void TstMeshLens::reduceScatterSumsOwnShard_data() {
    QTest::addColumn<int>("p");
    for (int p : {2, 3, 5, 8, 64})
        QTest::newRow(qPrintable(QString::number(p))) << p;
}

void TstMeshLens::reduceScatterSumsOwnShard() {
    QFETCH(int, p);
    const RingCollective c = ringSchedule(StepKind::ReduceScatter, iota(p), 1.0);
    QCOMPARE(c.hops.size(), size_t(p - 1));
    // Every transfer is a partial sum.
    for (size_t h = 0; h < c.hops.size(); ++h)
        for (const RingTransfer& t : hopTransfers(c, int(h)))
            QVERIFY(t.partial);
    // Shard s's running sum starts one past its owner and moves one position a hop, gathering
    // one contribution each: it reaches position s after p − 1 hops with all p.
    const RingState before = stateAfter(c, p - 2);
    const RingState after = stateAfter(c, p - 1);
    QVERIFY(before.consistent);
    QVERIFY(after.consistent);
    std::vector<int> all(static_cast<size_t>(p));
    std::iota(all.begin(), all.end(), 0);
    for (int r = 0; r < p; ++r) {
        // Before the last hop a chip's own shard holds only its own contribution.
        QCOMPARE(before.contributions(r, r), 1);
        QVERIFY(p == 1 || !before.holds(r, r));
        QCOMPARE(after.contributions(r, r), p);
        QVERIFY(after.holds(r, r));
        std::vector<int> who = after.contributors(r, r);
        std::sort(who.begin(), who.end());
        QCOMPARE(who, all);
        QCOMPARE(after.shardsHeld(r), 1); // only its own shard is complete
    }
}

void TstMeshLens::allReduceHoldsEverything() {
    const int p = 16;
    const RingCollective c = ringSchedule(StepKind::AllReduce, iota(p), 2.0);
    // AllReduce = ReduceScatter + AllGather: 2(p − 1) = 30 hops, 15 of each.
    QCOMPARE(c.hops.size(), size_t(30));
    QCOMPARE(c.hops[14].phase, RingPhase::ReduceScatter);
    QCOMPARE(c.hops[15].phase, RingPhase::AllGather);
    QCOMPARE(c.hops[15].step, 1);
    QVERIFY(transferOf(c, 14, 3).partial);
    QVERIFY(!transferOf(c, 15, 3).partial);
    QCOMPARE(transferOf(c, 15, 3).shard, 3); // the AllGather half starts with its own sum
    // Halfway every chip has its own shard summed; one hop short, each misses one shard.
    const RingState half = stateAfter(c, p - 1);
    const RingState almost = stateAfter(c, 2 * (p - 1) - 1);
    const RingState done = stateAfter(c, 2 * (p - 1));
    QVERIFY(done.consistent);
    for (int r = 0; r < p; ++r) {
        QCOMPARE(half.shardsHeld(r), 1);
        QCOMPARE(almost.shardsHeld(r), p - 1);
        for (int s = 0; s < p; ++s) {
            QVERIFY(done.holds(r, s));
            QCOMPARE(done.contributions(r, s), p);
        }
    }
    QCOMPARE(stateAfter(c, 1000).hops, 30); // clamped
}

void TstMeshLens::stepRingFollowsTheFocus() {
    // 01-book-figure: FSDP 512 × TP 8 on 16^3. The focus at fsdp 3, tp 5 sits at
    // (5 + 8·(3 % 2), (3 / 2) % 16, 3 / 32) = (13, 1, 0) by docs/model.md#axis-mapping.
    const Scenario s = testing::shippedScenario("01-book-figure.json");
    const MeshLayout m = layoutOf(s);
    const Mapping map({16, 16, 16}, 512, 8, 1);
    QCOMPARE(map.coord(0, 3, 5), (Coord{13, 1, 0, 0}));
    const int focus = map.index({13, 1, 0, 0});
    const StepSchedule sched = stepSchedule(s, meshSplit(s));
    bool sawX = false, sawY = false;
    for (const ScheduleStep& st : sched.steps) {
        const StepRing r = stepRing(st, m, focus);
        if (!isRingCollective(st)) {
            QVERIFY(r.ring.empty());
            QVERIFY(r.collective.hops.empty());
            continue;
        }
        const bool overX = st.axis == MeshAxis::Fsdp;
        (overX ? sawX : sawY) = true;
        const long long p = overX ? 512 : 8;
        QCOMPARE((long long)r.ring.size(), p);
        QVERIFY(r.matchesStep);
        QCOMPARE(r.ring[size_t(r.focusPosition)], focus);
        for (long long k = 0; k < p; ++k) { // the focus's group in ring order, from the mapping
            const Coord want = overX ? map.coord(0, k, 5) : map.coord(0, 3, k);
            QCOMPARE(m.chips[size_t(r.ring[size_t(k)])].coord, want);
        }
        // Both ways: ⌈(p − 1)/2⌉ = p/2 hops per phase for these even rings.
        const long long hops = (st.kind == StepKind::AllReduce ? 2 : 1) * (p / 2);
        QCOMPARE((long long)r.collective.hops.size(), hops);
        QCOMPARE(r.collective.hops.back().end, st.seconds);
    }
    QVERIFY(sawX && sawY);
    // The FSDP ring of 512: the gradients' ReduceScatter leaves each chip its own shard summed.
    const ScheduleStep* rs =
        findStep(sched, StepKind::ReduceScatter, MeshAxis::Fsdp, TensorId::DWIn, Pass::Backward);
    QVERIFY(rs);
    const StepRing r = stepRing(*rs, m, focus);
    const RingState st = stateAfter(r.collective, 256);
    QVERIFY(st.consistent);
    const int me = r.focusPosition;
    QCOMPARE(st.contributions(me, me), 512);
    // Both ways shard s sums a = 256 contributions clockwise (s − 256 … s − 1) and b = 255
    // counterclockwise (s + 1 … s + 255). The focus sent the last clockwise hop of shard me + 1
    // (256 contributions) and the last counterclockwise one of shard me − 1 (255): both stale.
    QCOMPARE(st.contributions(me, (me + 1) % 512), 256);
    QCOMPARE(st.contributions(me, (me + 511) % 512), 255);
    QVERIFY(!st.holds(me, (me + 1) % 512));
}

void TstMeshLens::bothWaysAllGather_data() {
    QTest::addColumn<int>("p");
    for (int p : {2, 3, 4, 5, 8, 16, 512})
        QTest::newRow(qPrintable(QString::number(p))) << p;
}

void TstMeshLens::bothWaysAllGather() {
    QFETCH(int, p);
    const std::vector<int> ring = iota(p);
    const double seconds = 2.5e-3;
    const RingCollective c = ringSchedule(StepKind::AllGather, ring, seconds, RingWays::Both);
    // ch. 3, bidirectional ring: each hop a chip sends a shard each way, so after k hops it holds
    // 2k + 1 shards, and all p after ⌈(p − 1)/2⌉ hops.
    const int hops = (p - 1 + 1) / 2;
    QCOMPARE(int(c.hops.size()), hops);
    double sum = 0;
    for (const RingHop& h : c.hops)
        sum += h.seconds();
    QVERIFY_NEAR(sum, seconds, 1e-12);
    QCOMPARE(c.hops.back().end, seconds);
    // Hop 1: every chip sends its own shard to both neighbours (one neighbour only for p = 2).
    const std::vector<RingTransfer> first = hopTransfers(c, 0);
    QCOMPARE(int(first.size()), p == 2 ? 2 : 2 * p);
    for (const RingTransfer& t : first) {
        QCOMPARE(t.shard, t.fromPosition);
        const int to = (t.fromPosition + (t.clockwise ? 1 : p - 1)) % p;
        QCOMPARE(t.toChip, ring[size_t(to)]);
        QVERIFY(!t.partial);
    }
    for (int k = 0; k <= hops; ++k) {
        const RingState st = stateAfter(c, k);
        QVERIFY(st.consistent);
        for (int r = 0; r < p; ++r)
            QCOMPARE(st.shardsHeld(r), std::min(2 * k + 1, p));
        if (k == hops / 2 || k == hops) // the ones around it: r − k … r + k
            for (int r = 0; r < p; ++r)
                for (int d = -k; d <= k; ++d)
                    QVERIFY(st.holds(r, ((r + d) % p + p) % p));
    }
}

void TstMeshLens::bothWaysReduceScatter_data() {
    QTest::addColumn<int>("p");
    for (int p : {2, 3, 4, 5, 8, 64})
        QTest::newRow(qPrintable(QString::number(p))) << p;
}

void TstMeshLens::bothWaysReduceScatter() {
    QFETCH(int, p);
    const RingCollective c = ringSchedule(StepKind::ReduceScatter, iota(p), 1.0, RingWays::Both);
    QCOMPARE(int(c.hops.size()), p / 2); // ⌈(p − 1)/2⌉
    for (size_t h = 0; h < c.hops.size(); ++h)
        for (const RingTransfer& t : hopTransfers(c, int(h)))
            QVERIFY(t.partial);
    const RingState done = stateAfter(c, p / 2);
    QVERIFY(done.consistent);
    std::vector<int> all(static_cast<size_t>(p));
    std::iota(all.begin(), all.end(), 0);
    for (int r = 0; r < p; ++r) {
        // Each chip ends with the sum of its own shard: every chip's contribution, once.
        QVERIFY(done.holds(r, r));
        std::vector<int> who = done.contributors(r, r);
        std::sort(who.begin(), who.end());
        QCOMPARE(who, all);
        QCOMPARE(done.shardsHeld(r), 1);
    }
    if (p > 2) { // one hop short, no chip has its own sum yet
        const RingState before = stateAfter(c, p / 2 - 1);
        for (int r = 0; r < p; ++r)
            QVERIFY(!before.holds(r, r));
    }
    // AllReduce = this ReduceScatter, then an AllGather of the sums: 2⌈(p − 1)/2⌉ hops.
    const RingCollective ar = ringSchedule(StepKind::AllReduce, iota(p), 2.0, RingWays::Both);
    QCOMPARE(int(ar.hops.size()), 2 * (p / 2));
    const RingState summed = stateAfter(ar, 2 * (p / 2));
    QVERIFY(summed.consistent);
    for (int r = 0; r < p; ++r)
        for (int s = 0; s < p; ++s)
            QCOMPARE(summed.contributions(r, s), p);
}

void TstMeshLens::bothWaysTakesTheReportsTime() {
    // 01-book-figure: FSDP 512 × TP 8 on v5p 16×16×16, W = 1.8e11, M_X = 3
    // (docs/model.md#axis-mapping, worked number). W_in[D_X, F_Y] → AllGather_X: V = 2 bytes ·
    // D · F / Y with D = 8192, F = 32768 (the book figure's model); T = V / (W · M_X)
    // (docs/model.md#collectives).
    const Scenario s = testing::shippedScenario("01-book-figure.json");
    QCOMPARE(s.model.dModel, 8192LL);
    QCOMPARE(s.model.dFf, 32768LL);
    const StepSchedule sched = stepSchedule(s, meshSplit(s));
    const ScheduleStep* ag =
        findStep(sched, StepKind::AllGather, MeshAxis::Fsdp, TensorId::WIn, Pass::Forward);
    QVERIFY(ag);
    const double v = 2.0 * 8192 * 32768 / 8;
    QVERIFY_NEAR(ag->seconds, v / (1.8e11 * 3), 1e-12);
    const StepRing r = stepRing(*ag, layoutOf(s), 0);
    // A ring of 512 both ways: 256 hops, whose times add up to the step's.
    QCOMPARE(r.collective.hops.size(), size_t(256));
    double sum = 0;
    for (const RingHop& h : r.collective.hops)
        sum += h.seconds();
    QVERIFY_NEAR(sum, v / (1.8e11 * 3), 1e-12);
    // Each hop: one shard V/512 each way over a link at W/2, on 3 rings at once.
    QVERIFY_NEAR(r.collective.hops[7].seconds(), v / 512 / (1.8e11 / 2) / 3, 1e-9);
    const RingState done = stateAfter(r.collective, 256);
    for (int pos : {0, 1, 255, 511})
        QCOMPARE(done.shardsHeld(pos), 512);
}

void TstMeshLens::badRings() {
    // Empty ring: nothing to send, no hops, an empty state.
    const RingCollective none = ringSchedule(StepKind::AllGather, {}, 1.0);
    QVERIFY(none.hops.empty());
    QCOMPARE(stateAfter(none, 3).size, 0);
    QVERIFY(hopTransfers(none, 0).empty());
    QVERIFY(!stateAfter(none, 0).holds(0, 0));
    // A ring of one: 0 hops; it already holds its shard, and the whole sum (1 of 1).
    const std::vector<int> one{42};
    for (StepKind k : {StepKind::AllGather, StepKind::ReduceScatter, StepKind::AllReduce}) {
        const RingCollective c = ringSchedule(k, one, 1.0);
        QVERIFY(c.hops.empty());
        const RingState st = stateAfter(c, 5);
        QCOMPARE(st.hops, 0);
        QVERIFY(st.holds(0, 0));
    }
    // Bad seconds count as 0 and clear `timed`; the hops are still there.
    for (double bad : {-1.0, std::nan(""), std::numeric_limits<double>::infinity()}) {
        const RingCollective c = ringSchedule(StepKind::ReduceScatter, iota(4), bad);
        QVERIFY(!c.timed);
        QCOMPARE(c.seconds, 0.0);
        QCOMPARE(c.hops.size(), size_t(3));
        for (const RingHop& h : c.hops) {
            QCOMPARE(h.start, 0.0);
            QCOMPARE(h.end, 0.0);
        }
    }
    QVERIFY(ringSchedule(StepKind::AllGather, iota(4), 0.0).timed);
    // Not a ring collective: no hops. Out-of-range hops and positions: nothing, no UB.
    QVERIFY(ringSchedule(StepKind::Matmul, iota(4), 1.0).hops.empty());
    QVERIFY(ringSchedule(StepKind::Send, iota(4), 1.0).hops.empty());
    const RingCollective c = ringSchedule(StepKind::AllGather, iota(4), 1.0);
    QCOMPARE(stateAfter(c, -2).hops, 0);
    QVERIFY(hopTransfers(c, 3).empty());
    QVERIFY(hopTransfers(c, -1).empty());
    QCOMPARE(transferOf(c, 0, 9).fromChip, 0);
    QCOMPARE(stateAfter(c, 3).cell(-1, 7), RingArc{});
}

SHARDSCOPE_TEST_APPLESS_MAIN(TstMeshLens)
#include "tst_mesh_lens.moc"
