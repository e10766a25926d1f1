#include "step_schedule.h"
#include "computations.h"

#include "cluster.h"
#include "evaluate.h"
#include "whole_step.h"

namespace shardscope {

PassSums StepSchedule::sums(Pass pass) const {
    PassSums p;
    for (const ScheduleStep& st : steps) {
        if (st.pass != pass)
            continue;
        if (st.critical)
            p.critical += st.seconds;
        switch (st.axis) {
        case MeshAxis::None:
            p.flops += st.flops;
            p.math += st.seconds;
            break;
        case MeshAxis::Fsdp:
            p.bytesFsdp += st.bytes;
            p.commsFsdp += st.seconds;
            break;
        case MeshAxis::Tp:
            p.bytesTp += st.bytes;
            p.commsTp += st.seconds;
            break;
        case MeshAxis::Pods:
            p.bytesPods += st.bytes;
            p.commsPods += st.seconds;
            break;
        case MeshAxis::Stages:
            p.bytesStages += st.bytes;
            p.commsStages += st.seconds;
            break;
        case MeshAxis::Experts:
            p.bytesEp += st.bytes;
            p.commsEp += st.seconds;
            break;
        case MeshAxis::Context:
            p.bytesCp += st.bytes;
            p.commsCp += st.seconds;
            break;
        }
    }
    return p;
}

double StepSchedule::seconds() const {
    double t = 0;
    for (const ScheduleStep& st : steps)
        t += st.seconds;
    return t;
}

namespace {

TensorRef with(TensorRef t, MeshAxis rowShard, MeshAxis colShard,
               MeshAxis partial = MeshAxis::None) {
    t.rowShard = rowShard;
    t.colShard = colShard;
    t.partialSum = partial;
    return t;
}

// Bytes of a bf16 array in the notation: each dimension split over its axis.
double bf16Bytes(const TensorRef& t, double b, double d, double f, double x, double y) {
    auto size = [&](Dim dim, MeshAxis shard) {
        const double whole = dim == Dim::B ? b : dim == Dim::D ? d : f;
        return whole / (shard == MeshAxis::Fsdp ? x : shard == MeshAxis::Tp ? y : 1.0);
    };
    return 2 * size(t.rows, t.rowShard) * size(t.cols, t.colShard);
}

} // namespace

StepSchedule stepSchedule(const Scenario& s, const MeshSplit& m) {
    countComputation(Computation::StepSchedule);
    StepSchedule sched;
    sched.split = m;
    const LayerSetup setup = layerSetup(s);
    const double b = s.batchTokens / double(s.pods);
    sched.batch = b;
    const double d = setup.d, f = setup.f;
    const double x = double(m.split.x), y = double(m.split.y);
    const Strategy st = m.strategy;

    const bool dataX = st != Strategy::TP && m.split.x > 1; // batch split over X
    const bool tpY = (st == Strategy::TP || st == Strategy::FsdpTp) && m.split.y > 1;
    // ch. 5 §FSDP: weights sharded over X (ZeRO-3) are gathered before use.
    const bool weightX = dataX && st != Strategy::DP && m.zeroStage >= 3;
    // ch. 5 §DP: replicated gradients are AllReduced (ZeRO-0). ZeRO-1/2 ReduceScatter them, each
    // chip updates its shard of the weights, and an AllGather makes them whole again: the same
    // 2·V/W as the AllReduce (docs/model.md#zero).
    const bool zero12 = dataX && !weightX && m.zeroStage >= 1;
    const bool gradAllReduce = dataX && !weightX && !zero12;
    // ch. 5 lists DP, FSDP and TP step by step; ZeRO-1/2's ReduceScatter is not in its listing.
    const bool numbered = st != Strategy::FsdpTp && !zero12;

    auto rest = [&](TensorId id) { return restingTensor(m, id); };
    MeshSplit sharded = m; // the same split at ZeRO-3: what one chip's shard of a gradient is
    sharded.zeroStage = 3;
    const TensorRef dWOutShardX = restingTensor(sharded, TensorId::DWOut);
    const TensorRef dWInShardX = restingTensor(sharded, TensorId::DWIn);
    const MeshAxis uX = dataX ? MeshAxis::Fsdp : MeshAxis::None;
    const MeshAxis uY = tpY ? MeshAxis::Tp : MeshAxis::None;
    const MeshAxis bX = st != Strategy::TP ? MeshAxis::Fsdp : MeshAxis::None;
    const MeshAxis fY = rest(TensorId::WIn).colShard;
    // Activations with D gathered: In[B_X, D]; the weights gathered over X: W_in[D, F_Y].
    const TensorRef inFull = with(rest(TensorId::In), bX, MeshAxis::None);
    const TensorRef dOutFull = with(rest(TensorId::DOut), bX, MeshAxis::None);
    const TensorRef wInFull = with(rest(TensorId::WIn), MeshAxis::None, fY);
    const TensorRef wOutFull = with(rest(TensorId::WOut), fY, MeshAxis::None);
    const TensorRef tmp = rest(TensorId::Tmp);
    const TensorRef dTmp = rest(TensorId::DTmp);

    const ClusterLayout cluster = clusterLayout(s, m.split.x, m.split.y, s.pp, m.split.shard());
    int number = 1;
    auto push = [&](ScheduleStep step) {
        if (step.axis == MeshAxis::Stages || step.axis == MeshAxis::Experts ||
            step.axis == MeshAxis::Context) {
            step.seedStep = 0; // not in the book's listing of one block
        } else {
            step.seedStep = numbered ? number : 0;
            ++number;
        }
        if (step.kind == StepKind::Matmul) {
            // ch. 5 summary table: each matmul is 2·(B/X)·D·(F/Y) FLOPs per chip.
            step.flops = 2 * b * d * f / (x * y);
            step.seconds = step.flops / setup.c;
        } else if (step.axis == MeshAxis::Stages) {
            // ch. 5 §Pipelining: one chip hands its shard of the activations to the chip at the
            // same place in the neighbouring stage, one link, one way (as pipeline t_send).
            step.group = 2;
            step.axes = 1;
            step.bytes = bf16Bytes(step.lhs, b, d, f, x, y);
            step.seconds = stageSendSeconds(s, step.bytes, cluster.pp);
            step.nodes = s.hardware.switched() ? (cluster.pp.tier() == Tier::Network ? 2 : 1) : 0;
        } else if (step.axis == MeshAxis::Experts) {
            // docs/model.md#expert-parallelism: each of the chip's tokens to its k experts (or
            // back), bf16 rows of D; half of a pass's dispatch and combine.
            step.group = m.ep;
            step.axes = 1;
            step.bytes = allToAllBytes(s, b / (x * y)) / 2;
            step.seconds = allToAllSeconds(s, step.bytes, cluster.ep);
            step.nodes = s.hardware.switched() ? cluster.ep.nodes : 0;
        } else if (step.axis == MeshAxis::Context) {
            // docs/model.md#context-parallelism: each chip's chunk, the keys and values of its
            // tokens, goes to the next chip of the ring c − 1 times, a send at the group's tier.
            step.group = m.cp;
            step.axes = 1;
            step.bytes = contextChunkBytes(s.model, b / x, s.tp);
            step.seconds = contextRingSeconds(s, step.bytes, cluster.cp);
            step.nodes = s.hardware.switched() ? cluster.cp.nodes : 0;
        } else if (step.axis == MeshAxis::Pods) {
            // ch. 5 §Pods: AllReduce over pods at W_dcn, one-way (as Results::Layer::tCommsDcn).
            step.group = s.pods;
            step.axes = 1;
            step.bytes = bf16Bytes(step.lhs, b, d, f, x, y);
            step.seconds = collectiveSeconds(2 * step.bytes, s.pods, 1, s.hardware.dcnBw,
                                             setup.finiteGroup, false);
        } else {
            const bool overX = step.axis == MeshAxis::Fsdp;
            step.group = overX ? m.split.shard() : m.split.y;
            step.axes = overX ? m.split.mx : m.split.my;
            const long long nodes = overX ? m.split.xNodes : m.split.yNodes;
            step.nodes = setup.switched ? nodes : 0;
            // The array V the cost model charges: the gathered result, or the reduced input.
            step.bytes =
                bf16Bytes(step.kind == StepKind::AllGather ? step.result : step.lhs, b, d, f, x, y);
            // ch. 5 §DP: AllReduce costs 2·V/W, AllGather and ReduceScatter V/W (per M axes).
            const double charged = step.kind == StepKind::AllReduce ? 2 * step.bytes : step.bytes;
            step.seconds = groupSeconds(setup, charged, step.group, step.axes, nodes);
            // docs/model.md#ring-hops: V / (W·M) is the ring sending both ways; the finite-group
            // count and a switched node's are one way at W / 2.
            step.bothWays = !setup.finiteGroup && !setup.switched;
        }
        sched.steps.push_back(step);
    };
    auto matmul = [&](Pass pass, TensorRef result, TensorRef lhs, TensorRef rhs, Dim contract) {
        ScheduleStep step;
        step.kind = StepKind::Matmul;
        step.pass = pass;
        step.result = result;
        step.lhs = lhs;
        step.rhs = rhs;
        step.contract = contract;
        step.critical = true;
        push(step);
    };
    auto collective = [&](Pass pass, StepKind kind, MeshAxis axis, TensorRef result, TensorRef lhs,
                          bool critical) {
        ScheduleStep step;
        step.kind = kind;
        step.pass = pass;
        step.axis = axis;
        step.result = result;
        step.lhs = lhs;
        step.critical = critical;
        push(step);
    };
    const Pass fwd = Pass::Forward, bwd = Pass::Backward;

    // Forward (ch. 5 algorithms: DP steps 1-2; FSDP 1-4; TP 1-4; FSDP+TP their union).
    // Ring attention, before the block: each chip attends to every chunk of keys and values of
    // its sequence as the chunks pass round the CP ring (docs/model.md#context-parallelism);
    // hidden behind the attention's math, off the critical path.
    const bool contextRing = dataX && m.cp > 1;
    const TensorRef kv = rest(TensorId::KV), dKv = rest(TensorId::DKV);
    if (contextRing)
        collective(fwd, StepKind::AllGather, MeshAxis::Context, kv, kv, false);
    if (tpY) // ch. 5 §TP 1: In[B, D] = AllGather(In[B, D_Y]) (on the critical path)
        collective(fwd, StepKind::AllGather, MeshAxis::Tp, inFull, rest(TensorId::In), true);
    // A MoE layer (docs/model.md#expert-parallelism): the tokens go to the chips of their experts
    // and come back after the MLP; backward, their gradients do the same in reverse.
    const bool experts = dataX && m.ep > 1;
    if (experts) // dispatch: In[B_X, D] = AllToAll_EP(In[B_X, D])
        collective(fwd, StepKind::AllToAll, MeshAxis::Experts, inFull, inFull, true);
    if (weightX) // ch. 5 §FSDP 1: W_in[D, F] = AllGather(W_in[D_X, F]) (off the critical path)
        collective(fwd, StepKind::AllGather, MeshAxis::Fsdp, wInFull, rest(TensorId::WIn), false);
    matmul(fwd, tmp, inFull, wInFull, Dim::D); // Tmp[B_X, F_Y] = In[B_X, D] ·_D W_in[D, F_Y]
    if (weightX) // ch. 5 §FSDP 3: W_out[F, D] = AllGather(W_out[F, D_X])
        collective(fwd, StepKind::AllGather, MeshAxis::Fsdp, wOutFull, rest(TensorId::WOut), false);
    const TensorRef outPartial = with(rest(TensorId::Out), bX, MeshAxis::None, uY);
    matmul(fwd, outPartial, tmp, wOutFull, Dim::F); // Out[B_X, D] {U_Y} = Tmp ·_F W_out
    if (tpY) // ch. 5 §TP 4: Out[B, D_Y] = ReduceScatter(Out[B, D] {U_Y}) (on the critical path)
        collective(fwd, StepKind::ReduceScatter, MeshAxis::Tp, rest(TensorId::Out), outPartial,
                   true);
    if (experts) // combine: each token's expert outputs back to the chip it came from
        collective(fwd, StepKind::AllToAll, MeshAxis::Experts, rest(TensorId::Out),
                   rest(TensorId::Out), true);
    const bool staged = m.stages > 1;
    if (staged) // ch. 5 §Pipelining: Out[B_X, D_Y] goes on to the next stage
        collective(fwd, StepKind::Send, MeshAxis::Stages, rest(TensorId::Out), rest(TensorId::Out),
                   true);

    // Backward (ch. 5 algorithms: DP 2-7; FSDP 2-9; TP 2-8). Step 1, dOut = ..., has no FLOPs to
    // count.
    number = 2;
    const MeshAxis uPods = s.pods > 1 ? MeshAxis::Pods : MeshAxis::None;
    auto gradReduce = [&](TensorId id) {
        const TensorRef partial = with(rest(id), rest(id).rowShard, rest(id).colShard, uX);
        TensorRef full = partial;
        if (id == TensorId::DWIn)
            full.rowShard = MeshAxis::None;
        else
            full.colShard = MeshAxis::None;
        return std::pair{full, partial};
    };
    if (experts) // the combine's backward: dOut to the experts' chips
        collective(bwd, StepKind::AllToAll, MeshAxis::Experts, rest(TensorId::DOut),
                   rest(TensorId::DOut), true);
    if (tpY) // ch. 5 §TP 2: dOut[B, D] = AllGather(dOut[B, D_Y]) (on the critical path)
        collective(bwd, StepKind::AllGather, MeshAxis::Tp, dOutFull, rest(TensorId::DOut), true);
    // ch. 5 §DP 2: dW_out[F, D] {U_X} = Tmp[B_X, F] *_B dOut[B_X, D]
    const auto [dWOutFull, dWOutShard] = gradReduce(TensorId::DWOut);
    const TensorRef dWOutSum = with(dWOutFull, dWOutFull.rowShard, dWOutFull.colShard, uX);
    matmul(bwd, dWOutSum, tmp, dOutFull, Dim::B);
    if (weightX) // ch. 5 §FSDP 3: dW_out[F, D_X] = ReduceScatter(dW_out[F, D] {U_X})
        collective(bwd, StepKind::ReduceScatter, MeshAxis::Fsdp,
                   with(dWOutShard, dWOutShard.rowShard, dWOutShard.colShard, uPods), dWOutSum,
                   false);
    if (zero12) // ZeRO-1/2: dW_out[F, D_X] = ReduceScatter(dW_out[F, D] {U_X})
        collective(bwd, StepKind::ReduceScatter, MeshAxis::Fsdp,
                   with(dWOutShardX, dWOutShardX.rowShard, dWOutShardX.colShard, uPods), dWOutSum,
                   false);
    if (gradAllReduce) // ch. 5 §DP 3: dW_out[F, D] = AllReduce(dW_out[F, D] {U_X})
        collective(bwd, StepKind::AllReduce, MeshAxis::Fsdp,
                   with(dWOutFull, dWOutFull.rowShard, dWOutFull.colShard, uPods), dWOutSum, false);
    if (weightX) // ch. 5 §FSDP 4: W_out[F, D] = AllGather(W_out[F, D_X]) (can be done ahead)
        collective(bwd, StepKind::AllGather, MeshAxis::Fsdp, wOutFull, rest(TensorId::WOut), false);
    matmul(bwd, dTmp, dOutFull, wOutFull, Dim::D); // dTmp[B_X, F] = dOut[B_X, D] *_D W_out[F, D]
    if (tpY && numbered)
        ++number; // ch. 5 §TP 5: In[B, D] = AllGather(In[B, D_Y]), skipped by reusing forward step
                  // 1
    const auto [dWInFull, dWInShard] = gradReduce(TensorId::DWIn);
    const TensorRef dWInSum = with(dWInFull, dWInFull.rowShard, dWInFull.colShard, uX);
    matmul(bwd, dWInSum, inFull, dTmp, Dim::B); // dW_in[D, F] {U_X} = In[B_X, D] *_B dTmp[B_X, F]
    if (weightX) // ch. 5 §FSDP 7: dW_in[D_X, F] = ReduceScatter(dW_in[D, F] {U_X})
        collective(bwd, StepKind::ReduceScatter, MeshAxis::Fsdp,
                   with(dWInShard, dWInShard.rowShard, dWInShard.colShard, uPods), dWInSum, false);
    if (zero12) // ZeRO-1/2: dW_in[D_X, F] = ReduceScatter(dW_in[D, F] {U_X})
        collective(bwd, StepKind::ReduceScatter, MeshAxis::Fsdp,
                   with(dWInShardX, dWInShardX.rowShard, dWInShardX.colShard, uPods), dWInSum,
                   false);
    if (gradAllReduce) // ch. 5 §DP 6: dW_in[D, F] = AllReduce(dW_in[D, F] {U_X})
        collective(bwd, StepKind::AllReduce, MeshAxis::Fsdp,
                   with(dWInFull, dWInFull.rowShard, dWInFull.colShard, uPods), dWInSum, false);
    if (weightX) // ch. 5 §FSDP 8: W_in[D, F] = AllGather(W_in[D_X, F]) (can be done ahead)
        collective(bwd, StepKind::AllGather, MeshAxis::Fsdp, wInFull, rest(TensorId::WIn), false);
    const TensorRef dInPartial = with(rest(TensorId::DIn), bX, MeshAxis::None, uY);
    matmul(bwd, dInPartial, dTmp, wInFull, Dim::F); // dIn[B_X, D] {U_Y} = dTmp *_F W_in
    if (tpY) // ch. 5 §TP 8: dIn[B, D_Y] = ReduceScatter(dIn[B, D] {U_Y}) (on the critical path)
        collective(bwd, StepKind::ReduceScatter, MeshAxis::Tp, rest(TensorId::DIn), dInPartial,
                   true);
    if (experts) // the dispatch's backward: dIn back to the chips the tokens came from
        collective(bwd, StepKind::AllToAll, MeshAxis::Experts, rest(TensorId::DIn),
                   rest(TensorId::DIn), true);
    if (contextRing) { // the attention's backward: K, V round again, and dK, dV summed on the way
        collective(bwd, StepKind::AllGather, MeshAxis::Context, kv, kv, false);
        collective(bwd, StepKind::ReduceScatter, MeshAxis::Context, dKv,
                   with(dKv, dKv.rowShard, dKv.colShard, MeshAxis::Context), false);
    }
    if (staged) // ch. 5 §Pipelining: dIn[B_X, D_Y] goes back to the previous stage
        collective(bwd, StepKind::Send, MeshAxis::Stages, rest(TensorId::DIn), rest(TensorId::DIn),
                   true);

    if (s.pods > 1) {
        // ch. 5 §Pods: each chip AllReduces its X·Y-th of the gradients across pods,
        // asynchronously, 4·D·F/(X·Y) bytes in all (Results::Layer::tCommsDcn); below ZeRO-2 that
        // is the shard a hierarchical AllReduce hands across.
        for (TensorId id : {TensorId::DWOut, TensorId::DWIn}) {
            const TensorRef shard = restingTensor(sharded, id);
            collective(bwd, StepKind::AllReduce, MeshAxis::Pods, shard,
                       with(shard, shard.rowShard, shard.colShard, MeshAxis::Pods), false);
        }
        for (size_t i = sched.steps.size() - 2; i < sched.steps.size(); ++i)
            sched.steps[i].seedStep = 0; // not in the book's listing
    }
    if (zero12) {
        // ZeRO-1/2: after the optimizer updated each chip's shard, the weights are made whole.
        const size_t first = sched.steps.size();
        collective(bwd, StepKind::AllGather, MeshAxis::Fsdp, wOutFull,
                   with(wOutFull, wOutFull.rowShard, MeshAxis::Fsdp), false);
        collective(bwd, StepKind::AllGather, MeshAxis::Fsdp, wInFull,
                   with(wInFull, MeshAxis::Fsdp, wInFull.colShard), false);
        for (size_t i = first; i < sched.steps.size(); ++i)
            sched.steps[i].seedStep = 0;
    }
    return sched;
}

} // namespace shardscope
