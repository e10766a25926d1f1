// The step schedules of the book's ch. 5 algorithms on a mesh layout: they agree with
// layerTimes, follow the algorithms step by step, move the blocks the layout holds, and add
// the pods' DCN AllReduce.
#include "evaluate.h"
#include "mesh_layout.h"
#include "mesh_test_helpers.h"
#include "presets.h"
#include "step_schedule.h"
#include "testarea.h"

#include <QtTest>

#include <cmath>

using namespace shardscope;
using namespace shardscope::meshtest;

class TstStepSchedule : public QObject {
    Q_OBJECT
  private slots:
    void scheduleAgreesWithLayerTimes_data();
    void scheduleAgreesWithLayerTimes();
    void scheduleFollowsTheBooksListings();
    void scheduleTensorsMatchLayout();
    void podsAllReduceMatchesDcnTime();
    void zeroOneAndTwoMoveWhatDpMoves();
    void dcnStepByHand();
};

void TstStepSchedule::scheduleAgreesWithLayerTimes_data() {
    QTest::addColumn<QList<long long>>("mesh");
    QTest::addColumn<long long>("fsdp");
    QTest::addColumn<long long>("tp");
    QTest::addColumn<Strategy>("strategy");
    QTest::addColumn<bool>("finiteGroup");
    QTest::addColumn<double>("batch");
    for (bool fg : {false, true}) {
        const char* g = fg ? " finite" : "";
        QTest::newRow(qPrintable(QStringLiteral("dp 4^3%1").arg(g)))
            << QList<long long>{4, 4, 4} << 64LL << 1LL << Strategy::DP << fg << 1e6;
        QTest::newRow(qPrintable(QStringLiteral("fsdp 4^3%1").arg(g)))
            << QList<long long>{4, 4, 4} << 64LL << 1LL << Strategy::FSDP << fg << 1e6;
        QTest::newRow(qPrintable(QStringLiteral("tp 4^3%1").arg(g)))
            << QList<long long>{4, 4, 4} << 1LL << 64LL << Strategy::TP << fg << 1e6;
        QTest::newRow(qPrintable(QStringLiteral("fsdp+tp 16^3 512x8%1").arg(g)))
            << QList<long long>{16, 16, 16} << 512LL << 8LL << Strategy::FsdpTp << fg << 1048576.0;
        QTest::newRow(qPrintable(QStringLiteral("fsdp+tp 16x20x28 2240x4%1").arg(g)))
            << QList<long long>{16, 20, 28} << 2240LL << 4LL << Strategy::FsdpTp << fg << 4194304.0;
    }
}

void TstStepSchedule::scheduleAgreesWithLayerTimes() {
    QFETCH(QList<long long>, mesh);
    QFETCH(long long, fsdp);
    QFETCH(long long, tp);
    QFETCH(Strategy, strategy);
    QFETCH(bool, finiteGroup);
    QFETCH(double, batch);
    Scenario s = meshScenario(std::vector<long long>(mesh.begin(), mesh.end()), fsdp, tp, 1, 8192,
                              32768, batch);
    s.finiteGroup = finiteGroup;
    const MeshSplit split = splitOf(s, strategy);
    const StepSchedule sched = stepSchedule(s, split);
    const LayerTimes t = layerTimes(layerSetup(s), strategy, split.split, batch);
    const PassSums fwd = sched.sums(Pass::Forward), bwd = sched.sums(Pass::Backward);
    const double b = batch, d = 8192, f = 32768, n = double(s.chips);

    // ch. 5 summary table: 4BDF/n forward, 8BDF/n backward.
    QCOMPARE(fwd.flops, 4 * b * d * f / n);
    QCOMPARE(bwd.flops, 8 * b * d * f / n);
    QCOMPARE(fwd.math, t.forward.math);
    QCOMPARE(bwd.math, t.backward.math);
    // Forward comms over each axis add up to the cost model's.
    QCOMPARE(fwd.commsFsdp, t.forward.commsFsdp);
    QCOMPARE(fwd.commsTp, t.forward.commsTp);
    // Backward: the weight traffic always agrees; the activation traffic of FSDP+TP is the
    // algorithm's 4BD/X, half the summary table's 8BD/X (see step_schedule.h).
    QCOMPARE(bwd.commsFsdp, t.backward.commsFsdp);
    if (strategy == Strategy::FsdpTp)
        QCOMPARE(2 * bwd.commsTp, t.backward.commsTp);
    else
        QCOMPARE(bwd.commsTp, t.backward.commsTp);
    // Bytes as the summary table counts them (forward, and backward weights).
    const double x = double(split.split.x), y = double(split.split.y);
    switch (strategy) {
    case Strategy::DP:
        QCOMPARE(fwd.bytesFsdp + fwd.bytesTp, 0.0);
        QCOMPARE(2 * bwd.bytesFsdp, 8 * d * f); // AllReduce: 2·V on the wire
        break;
    case Strategy::FSDP:
        QCOMPARE(fwd.bytesFsdp, 4 * d * f);
        QCOMPARE(bwd.bytesFsdp, 8 * d * f);
        break;
    case Strategy::TP:
        QCOMPARE(fwd.bytesTp, 4 * b * d);
        QCOMPARE(bwd.bytesTp, 4 * b * d);
        break;
    case Strategy::FsdpTp:
        QCOMPARE(fwd.bytesFsdp, 4 * d * f / y);
        QCOMPARE(fwd.bytesTp, 4 * b * d / x);
        QCOMPARE(bwd.bytesFsdp, 8 * d * f / y);
        break;
    }
    QCOMPARE(sched.seconds(),
             fwd.math + fwd.commsFsdp + fwd.commsTp + bwd.math + bwd.commsFsdp + bwd.commsTp);
}

void TstStepSchedule::scheduleFollowsTheBooksListings() {
    struct Expect {
        StepKind kind;
        MeshAxis axis;
        TensorId tensor;
        bool critical;
        int seed;
    };
    using K = StepKind;
    using A = MeshAxis;
    using T = TensorId;
    auto check = [](const StepSchedule& sched, Pass pass, const std::vector<Expect>& want) {
        std::vector<ScheduleStep> got;
        for (const ScheduleStep& st : sched.steps)
            if (st.pass == pass)
                got.push_back(st);
        QCOMPARE(got.size(), want.size());
        for (size_t i = 0; i < want.size(); ++i) {
            QCOMPARE(got[i].kind, want[i].kind);
            QCOMPARE(got[i].axis, want[i].axis);
            QCOMPARE(got[i].result.id, want[i].tensor);
            QCOMPARE(got[i].critical, want[i].critical);
            QCOMPARE(got[i].seedStep, want[i].seed);
        }
    };
    const Scenario s = meshScenario({4, 4}, 4, 4, 1, 8192, 32768, 65536);
    // ch. 5 §DP, the algorithm: no forward comms, two AllReduce.
    const Scenario ds = meshScenario({4, 4}, 16, 1);
    const StepSchedule dp = stepSchedule(ds, splitOf(ds, Strategy::DP));
    check(dp, Pass::Forward,
          {{K::Matmul, A::None, T::Tmp, true, 1}, {K::Matmul, A::None, T::Out, true, 2}});
    check(dp, Pass::Backward,
          {{K::Matmul, A::None, T::DWOut, true, 2},
           {K::AllReduce, A::Fsdp, T::DWOut, false, 3},
           {K::Matmul, A::None, T::DTmp, true, 4},
           {K::Matmul, A::None, T::DWIn, true, 5},
           {K::AllReduce, A::Fsdp, T::DWIn, false, 6},
           {K::Matmul, A::None, T::DIn, true, 7}});
    // ch. 5 §FSDP, the full algorithm.
    const Scenario fs = meshScenario({4, 4}, 16, 1);
    const StepSchedule fsdp = stepSchedule(fs, meshSplit(fs));
    check(fsdp, Pass::Forward,
          {{K::AllGather, A::Fsdp, T::WIn, false, 1},
           {K::Matmul, A::None, T::Tmp, true, 2},
           {K::AllGather, A::Fsdp, T::WOut, false, 3},
           {K::Matmul, A::None, T::Out, true, 4}});
    check(fsdp, Pass::Backward,
          {{K::Matmul, A::None, T::DWOut, true, 2},
           {K::ReduceScatter, A::Fsdp, T::DWOut, false, 3},
           {K::AllGather, A::Fsdp, T::WOut, false, 4},
           {K::Matmul, A::None, T::DTmp, true, 5},
           {K::Matmul, A::None, T::DWIn, true, 6},
           {K::ReduceScatter, A::Fsdp, T::DWIn, false, 7},
           {K::AllGather, A::Fsdp, T::WIn, false, 8},
           {K::Matmul, A::None, T::DIn, true, 9}});
    // ch. 5 §TP, the algorithm (backward step 5 reuses forward step 1).
    const Scenario ts = meshScenario({4, 4}, 1, 16);
    const StepSchedule tp = stepSchedule(ts, meshSplit(ts));
    check(tp, Pass::Forward,
          {{K::AllGather, A::Tp, T::In, true, 1},
           {K::Matmul, A::None, T::Tmp, true, 2},
           {K::Matmul, A::None, T::Out, true, 3},
           {K::ReduceScatter, A::Tp, T::Out, true, 4}});
    check(tp, Pass::Backward,
          {{K::AllGather, A::Tp, T::DOut, true, 2},
           {K::Matmul, A::None, T::DWOut, true, 3},
           {K::Matmul, A::None, T::DTmp, true, 4},
           {K::Matmul, A::None, T::DWIn, true, 6},
           {K::Matmul, A::None, T::DIn, true, 7},
           {K::ReduceScatter, A::Tp, T::DIn, true, 8}});
    // ch. 5 §FSDP+TP: AllGather_Y / ReduceScatter_Y of activations on the critical path,
    // AllGather_X of weights and ReduceScatter_X of their gradients off it.
    const StepSchedule mixed = stepSchedule(s, meshSplit(s));
    check(mixed, Pass::Forward,
          {{K::AllGather, A::Tp, T::In, true, 0},
           {K::AllGather, A::Fsdp, T::WIn, false, 0},
           {K::Matmul, A::None, T::Tmp, true, 0},
           {K::AllGather, A::Fsdp, T::WOut, false, 0},
           {K::Matmul, A::None, T::Out, true, 0},
           {K::ReduceScatter, A::Tp, T::Out, true, 0}});
    QCOMPARE(mixed.steps.size(), size_t(6 + 10));
    // Notation: W_in[D_X, F_Y] -> W_in[D, F_Y]; Out[B_X, D] {U_Y} -> Out[B_X, D_Y].
    const ScheduleStep& agW = mixed.steps[1];
    QCOMPARE(agW.lhs, (TensorRef{T::WIn, Dim::D, Dim::F, A::Fsdp, A::Tp, A::None}));
    QCOMPARE(agW.result, (TensorRef{T::WIn, Dim::D, Dim::F, A::None, A::Tp, A::None}));
    QCOMPARE(agW.group, 4LL);
    const ScheduleStep& rsOut = mixed.steps[5];
    QCOMPARE(rsOut.lhs, (TensorRef{T::Out, Dim::B, Dim::D, A::Fsdp, A::None, A::Tp}));
    QCOMPARE(rsOut.result, (TensorRef{T::Out, Dim::B, Dim::D, A::Fsdp, A::Tp, A::None}));
    QCOMPARE(mixed.steps[2].contract, Dim::D);
    QCOMPARE(mixed.steps[4].contract, Dim::F);
}

void TstStepSchedule::scheduleTensorsMatchLayout() {
    // What a chip holds before and after each collective is what the layout says.
    const Scenario s = meshScenario({4, 4}, 4, 4, 1, 64, 256, 1024);
    const MeshLayout m = buildMeshLayout(s, meshSplit(s));
    const StepSchedule sched = stepSchedule(s, m.split);
    const ChipLayout c = m.chip(m.chipAt(0, 2, 1));
    const ChipShards sh = m.shards(c);
    for (const ScheduleStep& st : sched.steps) {
        if (st.kind == StepKind::AllGather && st.result.id == TensorId::WIn) {
            QCOMPARE(m.block(c, st.lhs), sh.wIn);
            QCOMPARE(m.block(c, st.result), blk(0, 64, 64, 128)); // W_in[D, F_Y], tp index 1
            // The gathered array is what the cost model charges: 2·D·F/Y bytes.
            QCOMPARE(st.bytes, 2.0 * double(m.block(c, st.result).elements()));
        }
        if (st.kind == StepKind::ReduceScatter && st.result.id == TensorId::Out)
            QCOMPARE(m.block(c, st.result), sh.out);
        if (st.kind == StepKind::AllGather && st.result.id == TensorId::In) {
            QCOMPARE(m.block(c, st.lhs), sh.in);
            QCOMPARE(m.block(c, st.result), blk(512, 768, 0, 64)); // In[B_X, D]
        }
        if (st.kind == StepKind::ReduceScatter && st.result.id == TensorId::DWIn)
            QCOMPARE(m.block(c, st.result), sh.gradWIn);
    }
}

void TstStepSchedule::podsAllReduceMatchesDcnTime() {
    // ch. 5 §Pods: with pods, the backward adds an AllReduce of each chip's gradient shard over
    // DCN; together they take Results::Layer::tCommsDcn.
    Scenario s = defaultScenario();
    s.pods = 4;
    s.batchTokens = 4 * 1048576.0;
    const Results r = evaluate(s);
    const StepSchedule sched = stepSchedule(s, meshSplit(s));
    const PassSums bwd = sched.sums(Pass::Backward);
    QCOMPARE(bwd.commsPods, r.layer.tCommsDcn);
    QVERIFY(bwd.commsPods > 0);
    QCOMPARE(sched.sums(Pass::Forward).commsPods, 0.0);
    // The forward of the scenario's split is the report's layer.
    QCOMPARE(sched.sums(Pass::Forward).commsFsdp, r.layer.tCommsFsdp);
    QCOMPARE(sched.sums(Pass::Forward).commsTp, r.layer.tCommsTp);
    QCOMPARE(sched.sums(Pass::Forward).math, r.layer.tMath);
    // Each strategy the view offers is evaluate's split for it.
    for (Strategy st : {Strategy::DP, Strategy::FSDP, Strategy::TP, Strategy::FsdpTp}) {
        const MeshSplit m = meshSplit(s, r, st);
        QCOMPARE(m.split.x * m.split.y * m.stages, s.chips);
        QCOMPARE(buildMeshLayout(s, m).chipCount(), s.chips);
    }
}

void TstStepSchedule::zeroOneAndTwoMoveWhatDpMoves() {
    // docs/model.md#zero: ZeRO-1/2 ReduceScatter the gradients and AllGather the updated
    // weights: V/W + V/W, what DP's AllReduce costs (2·V/W); no weight gathers in the forward.
    Scenario s = meshScenario({4, 4, 4}, 64, 1, 1, 1024, 4096, 1 << 16);
    s.zeroStage = 0;
    const StepSchedule dp = stepSchedule(s, meshSplit(s));
    QCOMPARE(meshSplit(s).strategy, Strategy::DP);
    for (int zero : {1, 2}) {
        s.zeroStage = zero;
        const MeshSplit split = meshSplit(s);
        QCOMPARE(split.strategy, Strategy::DP);
        const StepSchedule z = stepSchedule(s, split);
        QCOMPARE(z.sums(Pass::Forward).commsFsdp, 0.0);
        QCOMPARE(z.sums(Pass::Backward).commsFsdp, dp.sums(Pass::Backward).commsFsdp);
        int reduceScatters = 0, gathers = 0;
        for (const ScheduleStep& st : z.steps) {
            QVERIFY(st.kind != StepKind::AllReduce);
            reduceScatters += st.kind == StepKind::ReduceScatter ? 1 : 0;
            gathers += st.kind == StepKind::AllGather ? 1 : 0;
        }
        QCOMPARE(reduceScatters, 2);
        QCOMPARE(gathers, 2);
    }
    s.zeroStage = 3;
    QCOMPARE(meshSplit(s).strategy, Strategy::FSDP);
}

void TstStepSchedule::dcnStepByHand() {
    // ch. 5 §Pods on two pods of the book's figure (v5p, FSDP 512 x TP 8, D = 8192,
    // F = 32 768): each chip AllReduces its shard of dW_in and of dW_out across pods over DCN.
    // A shard is 2 bytes · D·F/(X·Y) = 2 · 8192 · 32768 / 4096 = 131 072 bytes; an AllReduce
    // costs 2·V / W_dcn = 262 144 / 6.25e9 = 4.194304e-5 s, two of them 8.388608e-5 s.
    Scenario s = defaultScenario();
    s.pods = 2;
    s.batchTokens = 2 * 1048576.0;
    const StepSchedule sched = stepSchedule(s, meshSplit(s));
    int dcnSteps = 0;
    for (const ScheduleStep& st : sched.steps) {
        if (st.axis != MeshAxis::Pods)
            continue;
        ++dcnSteps;
        QCOMPARE(st.kind, StepKind::AllReduce);
        QCOMPARE(st.group, 2LL);
        QCOMPARE(st.bytes, 131072.0);
        QVERIFY(std::abs(st.seconds - 4.194304e-5) < 1e-15);
    }
    QCOMPARE(dcnSteps, 2);
    QVERIFY(std::abs(sched.sums(Pass::Backward).commsPods - 8.388608e-5) < 1e-15);
    QCOMPARE(sched.sums(Pass::Backward).commsPods, evaluate(s).layer.tCommsDcn);
}

SHARDSCOPE_TEST_GUILESS_MAIN(TstStepSchedule)
#include "tst_step_schedule.moc"
