// Chip -> shard layouts of the book's ch. 5 strategies. Small meshes are checked against
// hand-derived expectations; larger ones by invariants: the blocks of a sharded matrix tile it
// exactly once (DP: X times) and bytes held agree with memoryBudget. The step schedules are in
// tst_step_schedule.cpp.
#include "evaluate.h"
#include "memory.h"
#include "mesh_layout.h"
#include "mesh_mapping.h"
#include "mesh_test_helpers.h"
#include "presets.h"
#include "testarea.h"

#include <QtTest>

#include <algorithm>
#include <set>

using namespace shardscope;
using namespace shardscope::meshtest;

namespace {

QString str(const Block& b) {
    return QStringLiteral("[%1:%2, %3:%4]")
        .arg(b.rows.begin)
        .arg(b.rows.end)
        .arg(b.cols.begin)
        .arg(b.cols.end);
}

// Axes along which the members of a group differ: the M of docs/model.md#axis-mapping.
int axesSpanned(const MeshLayout& m, std::span<const int> group) {
    int spanned = 0;
    for (size_t a = 0; a < 4; ++a) {
        std::set<int> values;
        for (int chip : group)
            values.insert(m.chips[size_t(chip)].coord[a]);
        spanned += values.size() > 1 ? 1 : 0;
    }
    return spanned;
}

} // namespace

class TstMeshLayout : public QObject {
    Q_OBJECT
  private slots:
    void fsdpTp2x2_data();
    void fsdpTp2x2();
    void strategies2x2();
    void groupsOfTheChineseNotes();
    void placementFollowsMapping_data();
    void placementFollowsMapping();
    void weightsTileOnce_data();
    void weightsTileOnce();
    void bytesAgreeWithMemory_data();
    void bytesAgreeWithMemory();
    void pipelineStagesAndPods();
    void bigPodIsConsistent();
    void ringsAlongPhysicalAxes();
    void zeroStageSetsWhatChipsHold_data();
    void zeroStageSetsWhatChipsHold();
};

void TstMeshLayout::fsdpTp2x2_data() {
    // 2 x 2 mesh, FSDP 2 x TP 2, D = 8, F = 16, B = 32. TP fills axis 0 first, so the
    // chip at (c0, c1) has tp index c0 and fsdp index c1.
    QTest::addColumn<int>("c0");
    QTest::addColumn<int>("c1");
    QTest::addColumn<int>("fsdp");
    QTest::addColumn<int>("tp");
    QTest::addColumn<QString>("in");   // In[B_X, D_Y]
    QTest::addColumn<QString>("wIn");  // W_in[D_X, F_Y]
    QTest::addColumn<QString>("wOut"); // W_out[F_Y, D_X]
    QTest::addColumn<QString>("out");  // Out[B_X, D_Y]
    QTest::newRow("(0,0)") << 0 << 0 << 0 << 0 << "[0:16, 0:4]"
                           << "[0:4, 0:8]"
                           << "[0:8, 0:4]"
                           << "[0:16, 0:4]";
    // The example: fsdp 0, tp 1 holds W_in[D 0:D/2, F F/2:F].
    QTest::newRow("(1,0)") << 1 << 0 << 0 << 1 << "[0:16, 4:8]"
                           << "[0:4, 8:16]"
                           << "[8:16, 0:4]"
                           << "[0:16, 4:8]";
    QTest::newRow("(0,1)") << 0 << 1 << 1 << 0 << "[16:32, 0:4]"
                           << "[4:8, 0:8]"
                           << "[0:8, 4:8]"
                           << "[16:32, 0:4]";
    QTest::newRow("(1,1)") << 1 << 1 << 1 << 1 << "[16:32, 4:8]"
                           << "[4:8, 8:16]"
                           << "[8:16, 4:8]"
                           << "[16:32, 4:8]";
}

void TstMeshLayout::fsdpTp2x2() {
    QFETCH(int, c0);
    QFETCH(int, c1);
    const Scenario s = meshScenario({2, 2}, 2, 2);
    const MeshLayout m = buildMeshLayout(s, meshSplit(s));
    QCOMPARE(m.split.strategy, Strategy::FsdpTp);
    QVERIFY(m.placedOnAxes);
    const int index = m.chipIndex({c0, c1, 0, 0});
    QCOMPARE(index, c0 + 2 * c1);
    const ChipLayout c = m.chip(index);
    QTEST(c.fsdp, "fsdp");
    QTEST(c.tp, "tp");
    QCOMPARE(c.stage, 0);
    QCOMPARE(m.chipAt(0, c.fsdp, c.tp), index);
    const ChipShards sh = m.shards(c);
    QTEST(str(sh.in), "in");
    QTEST(str(sh.wIn), "wIn");
    QTEST(str(sh.wOut), "wOut");
    QTEST(str(sh.out), "out");
    // ZeRO-3: gradients and optimizer state live with the weights.
    QCOMPARE(sh.gradWIn, sh.wIn);
    QCOMPARE(sh.optWOut, sh.wOut);
    QCOMPARE(sh.layers, (IndexRange{0, 4}));
}

void TstMeshLayout::strategies2x2() {
    // The same four chips under each strategy's sharding (ch. 5), chip fsdp 1 / tp 1.
    {
        Scenario s = meshScenario({4}, 4, 1); // DP: In[B_X, D], weights whole
        const MeshLayout m = buildMeshLayout(s, splitOf(s, Strategy::DP));
        const ChipShards sh = m.shards(m.chip(m.chipAt(0, 1, 0)));
        QCOMPARE(sh.in, blk(8, 16, 0, 8));
        QCOMPARE(sh.wIn, blk(0, 8, 0, 16));
        QCOMPARE(sh.wOut, blk(0, 16, 0, 8));
        QCOMPARE(sh.optWIn, blk(0, 8, 0, 16));
        QCOMPARE(sh.out, blk(8, 16, 0, 8));
    }
    {
        Scenario s = meshScenario({4}, 4, 1); // FSDP: W_in[D_X, F], W_out[F, D_X]
        const MeshLayout m = buildMeshLayout(s, meshSplit(s));
        QCOMPARE(m.split.strategy, Strategy::FSDP);
        const ChipShards sh = m.shards(m.chip(m.chipAt(0, 1, 0)));
        QCOMPARE(sh.in, blk(8, 16, 0, 8));
        QCOMPARE(sh.wIn, blk(2, 4, 0, 16));
        QCOMPARE(sh.wOut, blk(0, 16, 2, 4));
        QCOMPARE(sh.gradWOut, blk(0, 16, 2, 4));
    }
    {
        Scenario s = meshScenario({4}, 1, 4); // TP: In[B, D_Y], W_in[D, F_Y], W_out[F_Y, D]
        const MeshLayout m = buildMeshLayout(s, meshSplit(s));
        QCOMPARE(m.split.strategy, Strategy::TP);
        const ChipShards sh = m.shards(m.chip(m.chipAt(0, 0, 1)));
        QCOMPARE(sh.in, blk(0, 32, 2, 4));
        QCOMPARE(sh.wIn, blk(0, 8, 4, 8));
        QCOMPARE(sh.wOut, blk(4, 8, 0, 8));
        QCOMPARE(sh.out, blk(0, 32, 2, 4));
    }
}

void TstMeshLayout::groupsOfTheChineseNotes() {
    // ch. 5 §FSDP+TP: one chip is in two groups: 8 cards as 4 data units x 2-way TP. Card 0
    // computes with card 1 (TP) and keeps its weight shard with cards 2, 4, 6 (one FSDP group).
    const Scenario s = meshScenario({8}, 4, 2);
    const MeshLayout m = buildMeshLayout(s, meshSplit(s));
    QCOMPARE(m.fsdpGroupCount(), 2);
    QCOMPARE(m.tpGroupCount(), 4);
    auto vec = [](std::span<const int> g) { return std::vector<int>(g.begin(), g.end()); };
    QCOMPARE(vec(m.fsdpGroup(m.fsdpGroupOf(m.chip(0)))), (std::vector<int>{0, 2, 4, 6}));
    QCOMPARE(vec(m.fsdpGroup(1)), (std::vector<int>{1, 3, 5, 7}));
    QCOMPARE(vec(m.tpGroup(m.tpGroupOf(m.chip(0)))), (std::vector<int>{0, 1}));
    QCOMPARE(vec(m.tpGroup(3)), (std::vector<int>{6, 7}));
    // Cards 0 and 1 work on the same data (data unit A), with different F halves of W_in.
    const ChipShards c0 = m.shards(m.chip(0)), c1 = m.shards(m.chip(1)), c2 = m.shards(m.chip(2));
    QCOMPARE(c0.in.rows, c1.in.rows);
    QVERIFY(!c0.wIn.cols.overlaps(c1.wIn.cols));
    // Cards 0 and 2 keep shards of the same F half ("左侧权重块") for different data.
    QCOMPARE(c0.wIn.cols, c2.wIn.cols);
    QVERIFY(!c0.in.rows.overlaps(c2.in.rows));
}

void TstMeshLayout::placementFollowsMapping_data() {
    QTest::addColumn<QList<long long>>("mesh");
    QTest::addColumn<long long>("fsdp");
    QTest::addColumn<long long>("tp");
    QTest::newRow("16^3 512x8") << QList<long long>{16, 16, 16} << 512LL << 8LL;
    QTest::newRow("16^3 64x64") << QList<long long>{16, 16, 16} << 64LL << 64LL;
    QTest::newRow("16^3 4096x1") << QList<long long>{16, 16, 16} << 4096LL << 1LL;
    QTest::newRow("16^3 1x4096") << QList<long long>{16, 16, 16} << 1LL << 4096LL;
    QTest::newRow("16x20x28 2240x4") << QList<long long>{16, 20, 28} << 2240LL << 4LL;
    QTest::newRow("16x20x28 280x32") << QList<long long>{16, 20, 28} << 280LL << 32LL;
    QTest::newRow("4^3 16x4") << QList<long long>{4, 4, 4} << 16LL << 4LL;
    QTest::newRow("4^3 2x32") << QList<long long>{4, 4, 4} << 2LL << 32LL;
    QTest::newRow("8 2x4") << QList<long long>{8} << 2LL << 4LL;
}

void TstMeshLayout::placementFollowsMapping() {
    QFETCH(QList<long long>, mesh);
    QFETCH(long long, fsdp);
    QFETCH(long long, tp);
    const Scenario s = meshScenario(std::vector<long long>(mesh.begin(), mesh.end()), fsdp, tp);
    const MeshLayout m = buildMeshLayout(s, meshSplit(s));
    QVERIFY(m.placedOnAxes);
    // Every logical position is taken by exactly one chip.
    std::vector<int> seen(size_t(m.chipCount()), 0);
    for (int chip : m.byTpGroup)
        ++seen[size_t(chip)];
    QVERIFY(std::all_of(seen.begin(), seen.end(), [](int n) { return n == 1; }));
    // The groups span as many physical axes as the cost model's mapping says (M_X, M_Y).
    const AxisSpan span = mapLogicalAxes(m.mesh, fsdp, tp);
    for (long long g = 0; g < m.tpGroupCount(); ++g)
        QCOMPARE(axesSpanned(m, m.tpGroup(g)), span.tp);
    for (long long g = 0; g < m.fsdpGroupCount(); ++g)
        QCOMPARE(axesSpanned(m, m.fsdpGroup(g)), span.fsdp);
    // TP takes the fastest digits of the first axis: a TP group of at most m0 chips is a run.
    if (tp > 1 && tp <= mesh[0])
        for (long long g = 0; g < m.tpGroupCount(); ++g) {
            const auto group = m.tpGroup(g);
            for (size_t i = 1; i < group.size(); ++i)
                QCOMPARE(group[i], group[i - 1] + 1);
        }
}

void TstMeshLayout::weightsTileOnce_data() {
    QTest::addColumn<QList<long long>>("mesh");
    QTest::addColumn<long long>("fsdp");
    QTest::addColumn<long long>("tp");
    QTest::addColumn<Strategy>("strategy");
    QTest::addColumn<long long>("d");
    QTest::addColumn<long long>("f");
    QTest::addColumn<int>("copies"); // how often each weight element is held in a pod
    QTest::newRow("fsdp+tp 2x2") << QList<long long>{2, 2} << 2LL << 2LL << Strategy::FsdpTp << 8LL
                                 << 16LL << 1;
    QTest::newRow("fsdp+tp 4^3 16x4")
        << QList<long long>{4, 4, 4} << 16LL << 4LL << Strategy::FsdpTp << 8192LL << 32768LL << 1;
    QTest::newRow("fsdp+tp uneven D=10, F=30")
        << QList<long long>{4, 4, 4} << 8LL << 8LL << Strategy::FsdpTp << 10LL << 30LL << 1;
    QTest::newRow("fsdp+tp 16^3 512x8") << QList<long long>{16, 16, 16} << 512LL << 8LL
                                        << Strategy::FsdpTp << 8192LL << 32768LL << 1;
    QTest::newRow("fsdp 4^3") << QList<long long>{4, 4, 4} << 64LL << 1LL << Strategy::FSDP
                              << 8192LL << 28672LL << 1;
    QTest::newRow("tp 4^3") << QList<long long>{4, 4, 4} << 1LL << 64LL << Strategy::TP << 8192LL
                            << 28672LL << 1;
    QTest::newRow("dp 8") << QList<long long>{8} << 8LL << 1LL << Strategy::DP << 64LL << 256LL
                          << 8;
    QTest::newRow("dp 4^3") << QList<long long>{4, 4, 4} << 64LL << 1LL << Strategy::DP << 8192LL
                            << 32768LL << 64;
}

void TstMeshLayout::weightsTileOnce() {
    QFETCH(QList<long long>, mesh);
    QFETCH(long long, fsdp);
    QFETCH(long long, tp);
    QFETCH(Strategy, strategy);
    QFETCH(long long, d);
    QFETCH(long long, f);
    QFETCH(int, copies);
    const Scenario s =
        meshScenario(std::vector<long long>(mesh.begin(), mesh.end()), fsdp, tp, 1, d, f, 4096);
    const MeshLayout m = buildMeshLayout(s, splitOf(s, strategy));
    auto check = [&](auto pick, long long rows, long long cols) {
        std::vector<Block> blocks;
        long long area = 0;
        for (const ChipLayout& c : m.chips) {
            const Block b = pick(m.shards(c));
            QVERIFY(b.rows.begin >= 0 && b.rows.end <= rows && b.cols.begin >= 0 &&
                    b.cols.end <= cols);
            area += b.elements();
            blocks.push_back(b);
        }
        QCOMPARE(area, copies * rows * cols);
        if (copies == 1) { // no two chips hold the same element
            for (size_t i = 0; i < blocks.size(); ++i)
                for (size_t j = i + 1; j < blocks.size(); ++j)
                    if (!blocks[i].empty() && !blocks[j].empty() && blocks[i].overlaps(blocks[j]))
                        QFAIL(qPrintable(QStringLiteral("chips %1 and %2 overlap: %3 %4")
                                             .arg(i)
                                             .arg(j)
                                             .arg(str(blocks[i]), str(blocks[j]))));
        } else {
            for (const Block& b : blocks)
                QCOMPARE(b, blk(0, rows, 0, cols));
        }
    };
    check([](const ChipShards& sh) { return sh.wIn; }, d, f);
    check([](const ChipShards& sh) { return sh.wOut; }, f, d);
    if (strategy != Strategy::DP) {
        check([](const ChipShards& sh) { return sh.gradWIn; }, d, f);
        check([](const ChipShards& sh) { return sh.optWOut; }, f, d);
    }
    // The activations tile [B, D] once under every strategy but TP on several groups.
    long long inArea = 0, outArea = 0;
    for (const ChipLayout& c : m.chips) {
        inArea += m.shards(c).in.elements();
        outArea += m.shards(c).out.elements();
    }
    QCOMPARE(inArea, 4096 * d);
    QCOMPARE(outArea, 4096 * d);
}

void TstMeshLayout::bytesAgreeWithMemory_data() {
    QTest::addColumn<QList<long long>>("mesh");
    QTest::addColumn<long long>("fsdp");
    QTest::addColumn<long long>("tp");
    QTest::addColumn<long long>("pp");
    QTest::addColumn<Strategy>("strategy");
    QTest::addColumn<QString>("recipe");
    QTest::newRow("fsdp+tp book-10")
        << QList<long long>{4, 4, 4} << 16LL << 4LL << 1LL << Strategy::FsdpTp << "book-10";
    QTest::newRow("fsdp+tp mixed-16")
        << QList<long long>{4, 4, 4} << 16LL << 4LL << 1LL << Strategy::FsdpTp << "mixed-16";
    QTest::newRow("fsdp notes-18")
        << QList<long long>{4, 4, 4} << 64LL << 1LL << 1LL << Strategy::FSDP << "notes-18";
    QTest::newRow("tp mixed-16") << QList<long long>{4, 4, 4} << 1LL << 64LL << 1LL << Strategy::TP
                                 << "mixed-16";
    QTest::newRow("dp mixed-16") << QList<long long>{4, 4, 4} << 64LL << 1LL << 1LL << Strategy::DP
                                 << "mixed-16";
    QTest::newRow("fsdp+tp+pp notes-18")
        << QList<long long>{4, 4, 4} << 8LL << 2LL << 4LL << Strategy::FsdpTp << "notes-18";
    QTest::newRow("16^3 512x8 book-10")
        << QList<long long>{16, 16, 16} << 512LL << 8LL << 1LL << Strategy::FsdpTp << "book-10";
}

void TstMeshLayout::bytesAgreeWithMemory() {
    QFETCH(QList<long long>, mesh);
    QFETCH(long long, fsdp);
    QFETCH(long long, tp);
    QFETCH(long long, pp);
    QFETCH(Strategy, strategy);
    QFETCH(QString, recipe);
    Scenario s = meshScenario(std::vector<long long>(mesh.begin(), mesh.end()), fsdp, tp, pp, 8192,
                              32768, 1 << 20);
    s.recipe = *memoryRecipe(recipe.toStdString());
    const MeshSplit split = splitOf(s, strategy);
    const MeshLayout m = buildMeshLayout(s, split);

    MemoryInputs in; // the two plain MLP matrices of every layer
    in.params = 2.0 * double(s.model.dModel) * double(s.model.dFf) * double(s.model.layers);
    in.layers = double(s.model.layers);
    in.dModel = double(s.model.dModel);
    in.batchTokens = s.batchTokens;
    in.recipe = s.recipe;
    in.zeroStage = split.zeroStage;
    in.dataWays = split.split.x;
    in.modelWays = split.split.y * split.stages;
    const MemoryBudget budget = memoryBudget(in);
    for (const ChipLayout& c : m.chips) {
        const HeldBytes h = m.bytesHeld(c);
        QCOMPARE(h.params, budget.perChip.params);
        QCOMPARE(h.grads, budget.perChip.grads);
        QCOMPARE(h.optimizer, budget.perChip.optimizer);
    }
}

void TstMeshLayout::pipelineStagesAndPods() {
    // 2 x 2 x 2, TP 2 on axis 0, FSDP 2 on axis 1, PP 2 on axis 2; 8 layers, 2 pods.
    Scenario s = meshScenario({2, 2, 2}, 2, 2, 2);
    s.pods = 2;
    const MeshLayout m = buildMeshLayout(s, meshSplit(s));
    QVERIFY(m.placedOnAxes);
    QCOMPARE(m.chipCount(), 8);
    for (const ChipLayout& c : m.chips) {
        QCOMPARE(c.tp, c.coord[0]);
        QCOMPARE(c.fsdp, c.coord[1]);
        QCOMPARE(c.stage, c.coord[2]);
        QCOMPARE(m.shards(c).layers, (IndexRange{4LL * c.stage, 4LL * c.stage + 4}));
    }
    // ch. 5 §Pods: pod 1 holds the same weight shards on the second half of the batch.
    const ChipLayout a = m.chip(m.chipAt(1, 1, 0), 0), b = m.chip(m.chipAt(1, 1, 0), 1);
    QCOMPARE(m.shards(a).wIn, m.shards(b).wIn);
    QCOMPARE(m.shards(a).in, blk(8, 16, 0, 4));
    QCOMPARE(m.shards(b).in, blk(24, 32, 0, 4));
}

void TstMeshLayout::bigPodIsConsistent() {
    // The v5p pod of 8960 chips (16 x 20 x 28), FSDP 2240 x TP 4: every logical slot filled once.
    Scenario s = meshScenario({16, 20, 28}, 2240, 4, 1, 8192, 28672, 4 << 20);
    QElapsedTimer timer;
    timer.start();
    const MeshLayout m = buildMeshLayout(s, meshSplit(s));
    qInfo("layout of 8960 chips: %.3f ms", double(timer.nsecsElapsed()) / 1e6);
    QVERIFY(m.placedOnAxes);
    std::vector<int> seen(size_t(m.chipCount()), 0);
    for (int chip : m.byFsdpGroup)
        ++seen[size_t(chip)];
    QVERIFY(std::all_of(seen.begin(), seen.end(), [](int n) { return n == 1; }));
    // The last chip holds the last block of each matrix.
    const ChipLayout last = m.chip(m.chipAt(0, 2239, 3));
    QCOMPARE(m.shards(last).wIn.rows.end, 8192LL);
    QCOMPARE(m.shards(last).wIn.cols.end, 28672LL);
    // A split that does not factor into the mesh still numbers every chip once.
    Scenario odd = meshScenario({6, 4}, 4, 6);
    const MeshLayout o = buildMeshLayout(odd, meshSplit(odd));
    std::set<int> all(o.byTpGroup.begin(), o.byTpGroup.end());
    QCOMPARE(all.size(), size_t(24));
}

void TstMeshLayout::ringsAlongPhysicalAxes() {
    // 16^3, TP 8 on the fastest digit of axis 0; FSDP 512 = 2 (axis 0, stride 8) x 16 x 16.
    const Scenario s = meshScenario({16, 16, 16}, 512, 8);
    const MeshLayout m = buildMeshLayout(s, meshSplit(s));
    QCOMPARE(m.ways[0], (std::array<long long, 4>{8, 1, 1, 1}));
    QCOMPARE(m.ways[1], (std::array<long long, 4>{2, 16, 16, 1}));
    const ChipLayout c = m.chip(m.chipIndex({0, 0, 0, 0}));
    QCOMPARE(m.nextAlong(c, MeshAxis::Fsdp, 0), m.chipIndex({8, 0, 0, 0}));
    QCOMPARE(m.nextAlong(c, MeshAxis::Fsdp, 1), m.chipIndex({0, 1, 0, 0}));
    QCOMPARE(m.nextAlong(c, MeshAxis::Fsdp, 2), m.chipIndex({0, 0, 1, 0}));
    QCOMPARE(m.nextAlong(c, MeshAxis::Fsdp, 3), -1);
    QCOMPARE(m.nextAlong(c, MeshAxis::Tp, 0), m.chipIndex({1, 0, 0, 0}));
    QCOMPARE(m.nextAlong(c, MeshAxis::Tp, 1), -1);
    QCOMPARE(m.nextAlong(m.chip(m.chipIndex({7, 3, 0, 0})), MeshAxis::Tp, 0),
             m.chipIndex({0, 3, 0, 0})); // wraps within the TP group
    QCOMPARE(m.nextAlong(m.chip(m.chipIndex({13, 15, 0, 0})), MeshAxis::Fsdp, 1),
             m.chipIndex({13, 0, 0, 0}));
    // Every ring stays in its group and closes after as many hops as the axis has ways.
    for (const ChipLayout& chip : m.chips)
        for (int a = 0; a < 3; ++a)
            for (MeshAxis axis : {MeshAxis::Fsdp, MeshAxis::Tp}) {
                const long long hops = m.ways[axis == MeshAxis::Fsdp ? 1 : 0][size_t(a)];
                int at = m.chipIndex(chip.coord);
                for (long long h = 0; h < hops && hops > 1; ++h) {
                    const int next = m.nextAlong(m.chip(at), axis, a);
                    QVERIFY(next >= 0);
                    QCOMPARE(m.chip(next).stage, chip.stage);
                    if (axis == MeshAxis::Fsdp)
                        QCOMPARE(m.chip(next).tp, chip.tp);
                    else
                        QCOMPARE(m.chip(next).fsdp, chip.fsdp);
                    at = next;
                }
                QCOMPARE(at, m.chipIndex(chip.coord));
            }
}

void TstMeshLayout::zeroStageSetsWhatChipsHold_data() {
    // 4 x 4 x 4, FSDP 16 x TP 4; a plain MLP only (no attention, no vocabulary), D = 1024,
    // F = 4096, L = 4: P = 2·L·D·F = 33 554 432. Mixed precision: 2 + 2 + 12 bytes/parameter.
    // docs/model.md#zero, per chip: TP splits everything by Y = 4; ZeRO shards over X = 16.
    //   params    2·P/4 = 16 777 216 (stage < 3),  /16 = 1 048 576 (stage 3)
    //   grads     2·P/4 = 16 777 216 (stage < 2),  /16 = 1 048 576 (stage >= 2)
    //   optimizer 12·P/4 = 100 663 296 (stage 0), /16 = 6 291 456 (stage >= 1)
    //   gather buffers (stage 3, no prefetch): one layer 2·P/L/4 = 4 194 304 · (1 - 1/16)
    //   = 3 932 160
    QTest::addColumn<int>("zero");
    QTest::addColumn<double>("params");
    QTest::addColumn<double>("grads");
    QTest::addColumn<double>("optimizer");
    QTest::addColumn<double>("buffers");
    QTest::newRow("ZeRO-0") << 0 << 16777216.0 << 16777216.0 << 100663296.0 << 0.0;
    QTest::newRow("ZeRO-1") << 1 << 16777216.0 << 16777216.0 << 6291456.0 << 0.0;
    QTest::newRow("ZeRO-2") << 2 << 16777216.0 << 1048576.0 << 6291456.0 << 0.0;
    QTest::newRow("ZeRO-3") << 3 << 1048576.0 << 1048576.0 << 6291456.0 << 3932160.0;
}

void TstMeshLayout::zeroStageSetsWhatChipsHold() {
    QFETCH(int, zero);
    QFETCH(double, params);
    QFETCH(double, grads);
    QFETCH(double, optimizer);
    QFETCH(double, buffers);
    Scenario s = meshScenario({4, 4, 4}, 16, 4, 1, 1024, 4096, 1 << 16);
    s.model.layers = 4;
    s.model.heads = s.model.kvHeads = s.model.vocab = 0;
    s.recipe = *memoryRecipe("mixed-16");
    s.zeroStage = zero;
    s.checkpointsPerLayer = 0;
    s.prefetch = false;
    const MeshSplit split = meshSplit(s);
    QCOMPARE(split.zeroStage, zero);
    const MeshLayout m = buildMeshLayout(s, split);
    // The scene's figure is the memory budget's, and that is the hand derivation above.
    const MemoryBudget::PerChip budget = memoryBudget(memoryInputs(s)).perChip;
    QCOMPARE(m.memory.params, budget.params);
    QCOMPARE(m.memory.grads, budget.grads);
    QCOMPARE(m.memory.optimizer, budget.optimizer);
    QCOMPARE(m.memory.gatherBuffers, budget.gatherBuffers);
    QCOMPARE(m.memory.params, params);
    QCOMPARE(m.memory.grads, grads);
    QCOMPARE(m.memory.optimizer, optimizer);
    QCOMPARE(m.memory.gatherBuffers, buffers);
    // The blocks each chip holds add up to the same bytes (the model is the MLP alone).
    for (const ChipLayout& c : m.chips) {
        const HeldBytes h = m.bytesHeld(c);
        QCOMPARE(h.params, params);
        QCOMPARE(h.grads, grads);
        QCOMPARE(h.optimizer, optimizer);
    }
}

SHARDSCOPE_TEST_GUILESS_MAIN(TstMeshLayout)
#include "tst_mesh_layout.moc"
