#include "whole_step.h"

#include "cluster.h"
#include "evaluate.h"

#include <algorithm>
#include <cmath>

namespace shardscope {

double LayerFlops::recomputed(Recompute r) const {
    switch (r) {
    case Recompute::Full:
        return total();
    case Recompute::Selective:
        return attention;
    case Recompute::None:
        break;
    }
    return 0;
}

LayerFlops layerFlops(const Scenario& s) {
    const Model& m = s.model;
    const double d = double(m.dModel), h = double(m.headDim);
    const double nq = double(m.heads), nkv = double(m.kvHeads);
    LayerFlops f;
    // docs/model.md#whole-step-flops: 2 FLOPs per weight and token for Q, K, V and O.
    f.projections = 2 * d * h * (2 * nq + 2 * nkv);
    f.mlp = 2 * (m.gatedMlp ? 3 : 2) * d * m.activeDFf() + 2 * routerParams(m) * moeShare(m);
    // Q·Kᵀ and the weighted sum of V: 2·S·n_q·d_head each (PaLM's appendix B).
    const double full = 4 * double(s.seqLen) * nq * h;
    f.attention = s.attentionFlops == AttentionFlops::Full     ? full
                  : s.attentionFlops == AttentionFlops::Causal ? full / 2
                                                               : 0;
    return f;
}

double contextChunkBytes(const Model& m, double tokensPerGroup, long long tp) {
    if (m.heads == 0)
        return 0;
    const double kvHeadsPerChip = std::ceil(double(m.kvHeads) / double(tp));
    return 2 * 2 * tokensPerGroup * kvHeadsPerChip * double(m.headDim);
}

double moeShare(const Model& m) {
    return double(m.moeLayers()) / double(m.layers);
}

double allToAllBytes(const Scenario& s, double tokensPerChip) {
    const Model& m = s.model;
    return 2 * 2 * tokensPerChip * double(m.expertsPerToken) * double(m.dModel) * s.capacityFactor;
}

LayerShape wholeLayerShape(const Scenario& s) {
    const Model& m = s.model;
    const double d = double(m.dModel);
    double layerParams =
        (m.gatedMlp ? 3 : 2) * d * double(m.dFf) +
        2 * d * double(m.headDim) * double(m.heads + m.kvHeads); // docs/model.md#parameters
    if (m.moe()) {
        // The average layer a chip gathers: its own 1/EP of the routed experts.
        const ParamCount p = countParams(m);
        layerParams =
            (p.mlp + p.attention - p.routedExperts * (1 - 1 / double(s.ep))) / double(m.layers);
    }
    // TP gathers and scatters the activations around the MLP block and, when the layer has
    // attention, around the attention block too: 4·D per token and block.
    const double blocks = m.heads > 0 ? 2 : 1;
    return {layerFlops(s).total(), 2 * layerParams, 4 * d * blocks};
}

double stepModelFlops(const Scenario& s) {
    const double head = 2 * double(s.model.dModel) * double(s.model.vocab); // once per token
    return 3 * (double(s.model.layers) * layerFlops(s).total() + head) * s.batchTokens;
}

namespace {

/** One pass of one layer on one microbatch under the overlap rule, with what it exposes. */
struct PassCost {
    double math = 0, recompute = 0, exposedFsdp = 0, exposedTp = 0, exposedEp = 0, exposedCp = 0;
    double seconds() const {
        return math + recompute + exposedFsdp + exposedTp + exposedEp + exposedCp;
    }
};

/** What a pass adds to the layer's own collectives: the experts' all-to-alls and the context
 * ring, with the attention math the ring passes behind. */
struct PassExtras {
    double allToAll = 0, ring = 0, attention = 0;
};

PassCost passCost(const PassTimes& p, double recompute, const PassExtras& e, Overlap overlap) {
    PassCost c{p.math, recompute};
    const double busy = p.math + recompute;
    if (overlap == Overlap::Sum) {
        c.exposedFsdp = p.commsFsdp;
        c.exposedTp = p.commsTp;
        c.exposedEp = e.allToAll;
        c.exposedCp = e.ring;
        return c;
    }
    // Ring attention sends the next chunk while it attends to this one: the ring hides behind
    // the attention's own math only (docs/model.md#context-parallelism).
    c.exposedCp = std::max(0.0, e.ring - e.attention);
    // The bound hides the experts' all-to-all in what the layer's own collectives leave of the
    // math (docs/model.md#expert-parallelism).
    c.exposedEp = std::max(0.0, e.allToAll - std::max(0.0, busy - p.comms));
    // ch. 1: comms hide behind the math; what sticks out is the longer axis' excess
    // (the two axes overlap each other, ch. 5 §FSDP+TP).
    const double exposed = std::max(0.0, p.comms - busy);
    (p.commsFsdp >= p.commsTp ? c.exposedFsdp : c.exposedTp) = exposed;
    return c;
}

// A once-a-step collective overlaps the last microbatch's backward pass on the stage.
double exposedAfter(double seconds, double window, Overlap overlap) {
    return overlap == Overlap::Sum ? seconds : std::max(0.0, seconds - window);
}

} // namespace

void addWholeStep(const Scenario& s, Results& r) {
    const Hardware& hw = s.hardware;
    const Split& split = r.layer.split;
    const double layerChips = double(split.x * split.y);
    const double c = s.peakFlops() * s.efficiency;
    const double stageLayers = double(s.model.layers) / double(s.pp);
    // docs/model.md#whole-step-time: a pipeline's microbatches, or one stage's accumulation.
    const long long k = s.stepMicrobatches();
    const double microbatch = r.derived.batchPerPod / double(k);

    LayerSetup setup = layerSetup(s);
    setup.c = c;
    setup.shape = wholeLayerShape(s);
    setup.gatherWeights = s.zeroStage >= 3;
    setup.syncGradsPerLayer = s.zeroStage >= 3; // ZeRO 0-2: once a step, below
    const LayerTimes t = layerTimes(setup, strategyOf(split), split, microbatch);
    const LayerFlops flops = layerFlops(s);
    const double recompute = microbatch * flops.recomputed(s.recompute) / (layerChips * c);
    const ClusterLayout cluster = clusterLayout(s, split.x, split.y, s.pp, split.shard());
    // The average layer's all-to-alls, each way (docs/model.md#expert-parallelism).
    const double allToAll =
        moeShare(s.model) *
        allToAllSeconds(s, allToAllBytes(s, microbatch / layerChips), cluster.ep);
    // docs/model.md#context-parallelism: K and V round the ring forward; backward K, V and their
    // gradients, twice the bytes, behind twice the attention math.
    const double ring = contextRingSeconds(
        s, contextChunkBytes(s.model, microbatch / double(split.x), s.tp), cluster.cp);
    const double attention = microbatch * flops.attention / (layerChips * c);
    const PassCost fwd = passCost(t.forward, 0, {allToAll, ring, attention}, s.overlap);
    const PassCost bwd =
        passCost(t.backward, recompute, {allToAll, 2 * ring, 2 * attention}, s.overlap);

    Results::PipelineResult& p = r.pipeline;
    const double delta = s.pipelineOverheadS;
    p.timing.forward = stageLayers * fwd.seconds() + delta / 2;
    p.timing.backward = stageLayers * bwd.seconds() + delta / 2;
    p.timing.send = s.pp > 1 ? stageSendSeconds(s, p.sendBytes, cluster.pp) : 0;
    p.stepSeconds = pipelineStepSeconds(s.pp, k, p.timing);

    Results::Step& st = r.step;
    const double perStage = double(k) * stageLayers;
    st.exposed.fsdp = perStage * (fwd.exposedFsdp + bwd.exposedFsdp);
    st.exposed.tp = perStage * (fwd.exposedTp + bwd.exposedTp);
    st.exposed.ep = perStage * (fwd.exposedEp + bwd.exposedEp);
    st.exposed.cp = perStage * (fwd.exposedCp + bwd.exposedCp);
    st.exposed.pipeline = double(k) * delta + 2 * double(s.pp - 1) * p.timing.send;
    // Interleaved 1F1B idles p − 1 of v·K chunks a stage runs (v = 1: plain 1F1B, GPipe).
    st.bubbleSeconds =
        double(s.pp - 1) / double(s.virtualStages) * (p.timing.forward + p.timing.backward);
    st.recomputeSeconds = perStage * recompute;
    // The LM head sits on the last stage's X·Y chips (docs/model.md#whole-step-time).
    const double head =
        3 * 2 * double(s.model.dModel) * double(s.model.vocab) * r.derived.batchPerPod;
    st.computeSeconds = perStage * (fwd.math + bwd.math) + head / (layerChips * c);

    // Once a step: ZeRO 0-2 reduce the stage's gradients over the shard group, HSDP's replicas
    // AllReduce each chip's shard (docs/model.md#hsdp), and pods over DCN.
    const double gradBytes = setup.shape.weightBytes * stageLayers / double(split.y);
    const double window = stageLayers * bwd.seconds();
    const double dpSync =
        onceAStepSyncSeconds(setup, split, cluster.replicas, gradBytes, s.zeroStage);
    const double dcnSync = collectiveSeconds(2 * gradBytes / double(split.x), s.pods, 1, hw.dcnBw,
                                             s.finiteGroup, false);
    st.exposed.dp = exposedAfter(dpSync, window, s.overlap);
    st.exposed.dcn = exposedAfter(dcnSync, window, s.overlap);
    st.comms.fsdp = perStage * (t.forward.commsFsdp + t.backward.commsFsdp);
    st.comms.tp = perStage * (t.forward.commsTp + t.backward.commsTp);
    st.comms.ep = perStage * 2 * allToAll;
    st.comms.cp = perStage * 3 * ring;
    st.comms.dp = dpSync;
    st.comms.dcn = dcnSync;
    // Each microbatch crosses a boundary forward and its gradient back.
    st.comms.pipeline = 2 * double(k) * p.timing.send;

    // The update reads and writes each chip's weights, gradients and optimizer state once.
    const auto& chip = r.memory.budget.perChip;
    st.optimizerSeconds = 2 * (chip.params + chip.grads + chip.optimizer) / hw.hbmBw;

    st.exposedCommsSeconds = st.exposed.total();
    st.seconds = st.computeSeconds + st.recomputeSeconds + st.exposedCommsSeconds +
                 st.bubbleSeconds + st.optimizerSeconds;

    st.modelFlops = stepModelFlops(s);
    st.hardwareFlops =
        st.modelFlops + double(s.model.layers) * flops.recomputed(s.recompute) * s.batchTokens;
    const double peak = double(s.chips * s.pods) * s.peakFlops() * st.seconds;
    // The step counts at least its model FLOPs at peak; rounding must not show an MFU above 1.
    st.mfu = std::min(1.0, st.modelFlops / peak);
    st.hfu = std::min(1.0, st.hardwareFlops / peak);
    st.tokensPerSecond = s.batchTokens / st.seconds;
    r.training.daysModelled = s.trainingTokens / st.tokensPerSecond / 86400;
    const TrainingCost cost = trainingCost(s, st.seconds);
    r.training.chipHours = cost.chipHours;
    r.training.costUsd = cost.costUsd;
}

} // namespace shardscope
