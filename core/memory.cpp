#include "memory.h"

#include <cmath>

namespace shardscope {

MemoryBudget memoryBudget(const MemoryInputs& in) {
    MemoryBudget m;
    m.paramsBytes = in.params * in.recipe.param;
    m.gradBytes = in.params * in.recipe.grad;
    m.optimizerBytes = in.params * in.recipe.optimizer;
    // ch. 6 (memory of LLaMA 3-70B): a bf16 [B, D] checkpoint c times per layer, unless the
    // stack's own (docs/model.md#stack-memory).
    const double perTokenLayer =
        in.activationBytesPerTokenLayer.value_or(2 * in.dModel * in.checkpointsPerLayer);
    m.activationsBytes = perTokenLayer * in.batchTokens * in.layers;
    // docs/model.md#pipeline-schedule: a stage holds the checkpoints of the microbatches in flight,
    // (B/K tokens each, its L/p layers); all K of them under GPipe or with one stage.
    const double k = double(in.microbatches);
    const double held =
        double(activationsInFlightAllStages(in.schedule, in.stages, in.microbatches));
    m.activationsBytes *= held / (double(in.stages) * k);
    // Interleaved 1F1B: the first stage runs (v − 1)·p more chunk forwards before its first
    // backward, 1 + (p − 1)/(p·v) times the plain schedule's (Korthikanti et al. 2022, §4.2.3).
    const bool interleaved = in.virtualStages > 1 && in.stages > 1 &&
                             in.schedule == PipelineSchedule::OneFOneB &&
                             in.microbatches >= in.stages;
    const double interleave =
        interleaved ? 1 + double(in.stages - 1) / double(in.stages * in.virtualStages) : 1;
    const double busiestShare =
        double(activationsInFlight(in.schedule, in.stages, in.microbatches, 0)) *
        double(in.stages) / held * interleave;

    const double x = double(in.dataWays);
    const double model = double(in.modelWays);
    // docs/model.md#zero: stage 1 shards the optimizer state over X, 2 also grads, 3 also weights;
    // HSDP shards over its group only (docs/model.md#hsdp).
    const double sharded = in.shardWays > 0 ? double(in.shardWays) : x;
    auto shard = [&](double bytes, int fromStage) {
        return bytes / model / (in.zeroStage >= fromStage ? sharded : 1.0);
    };
    // docs/model.md#expert-parallelism: a chip holds 1/EP of the routed experts; ZeRO shards
    // them further over the shard ways EP leaves, so at ZeRO-3 EP changes no chip's bytes.
    const double expertShare = in.params > 0 ? in.expertParams / in.params : 0;
    const double ep = double(in.expertWays);
    auto perChip = [&](double bytes, int fromStage) {
        if (expertShare == 0)
            return shard(bytes, fromStage);
        const double experts = bytes * expertShare;
        const double zero = in.zeroStage >= fromStage ? sharded / ep : 1.0;
        return shard(bytes - experts, fromStage) + experts / model / ep / zero;
    };
    m.perChip.optimizer = perChip(m.optimizerBytes, 1);
    m.perChip.grads = perChip(m.gradBytes, 2);
    m.perChip.params = perChip(m.paramsBytes, 3);
    // The first stage holds the most; the whole-model bytes average over the stages.
    m.perChip.activations = m.activationsBytes * busiestShare / (x * model * double(in.replicas));
    // One layer's weights on a chip of its TP group: the chip's experts of it (a ZeRO-3 gather
    // or an fp8 cast makes the whole layer, whatever the stages).
    const double tensorWays = model / double(in.stages);
    const double layerParams =
        in.params * (1 - expertShare * (1 - 1 / ep)) / in.layers / tensorWays;
    // docs/model.md#stack-memory: the layer being computed, one microbatch, on the stage's TP ways.
    m.perChip.working = in.workingBytesPerTokenLayer * in.batchTokens / k /
                            (x * model / double(in.stages) * double(in.replicas)) +
                        in.workingBytesPerParam * layerParams;

    if (in.zeroStage >= 3 && sharded > 1) {
        // docs/model.md#gather-buffers: the gathered layer holds the local shard already, so a
        // buffer adds (1 - 1/X) of a layer; a second one when the next layer is prefetched.
        const double buffers = in.prefetch ? 2 : 1;
        m.perChip.gatherBuffers = buffers * layerParams * in.recipe.param * (1 - 1 / sharded);
    }
    return m;
}

double stackActivationBytes(const ActivationShape& a) {
    const double t = a.tp;
    const double d = a.dModel;
    if (a.recompute == Recompute::Full)
        return 2 * d * (a.sequenceParallel ? 1 : t); // the layer's input, on every chip or split
    // Outside the TP regions (replicated on each of the t chips unless sequence-parallel): the
    // two norms' inputs, the QKV and MLP inputs, and the two dropout masks.
    const double outside = 4 * d + 2 * d + 2 * d + (a.dropout ? 2 * d : 0);
    // Inside (split over t): Q, K, V, the output projection's input, the MLP's hidden
    // activations (the activation function's input and output; gated: both halves and their
    // product), and the scores unless flash attention or selective recompute drop them.
    const double mlp = a.gatedMlp ? 6 * a.dFf : 4 * a.dFf;
    const bool scoresKept = !a.flashAttention && a.recompute != Recompute::Selective;
    const double scores = scoresKept ? (a.dropout ? 5 : 2) * a.heads * a.seqLen : 0;
    const double inside = 2 * a.qDim + 4 * a.kvDim + 2 * a.qDim + mlp + scores;
    return outside * (a.sequenceParallel ? 1 : t) + inside;
}

double stackWorkingBytes(const ActivationShape& a) {
    ActivationShape none = a;
    none.recompute = Recompute::None;
    const double recomputed = stackActivationBytes(none) - stackActivationBytes(a);
    // A MoE layer's dispatcher: k bf16 copies of each token sent to the experts and, at the
    // busiest expert's chip, f times as many received; on every TP chip unless split by SP.
    const double tokens = a.sequenceParallel ? 1 : a.tp;
    const double experts = 2 * a.expertsPerToken * a.dModel * (1 + a.capacityFactor) * tokens;
    // The context ring's backward: K and V and their gradients, each chunk sent and received,
    // ⌈n_kv/t⌉ heads a chip as the ring is priced (docs/model.md#context-parallelism).
    double ring = 0;
    if (a.cp > 1 && a.headDim > 0) {
        const double kvHeadsPerChip = std::ceil(a.kvDim / a.headDim / a.tp);
        ring = 2 * 2 * 2 * 2 * kvHeadsPerChip * a.headDim * a.tp;
    }
    return recomputed + experts + ring;
}

double stackWorkingBytesPerParam(const ActivationShape& a) {
    return a.fp8 ? 2 : 0;
}

void setStackMemory(MemoryInputs& in, const ActivationShape& a) {
    in.activationBytesPerTokenLayer = stackActivationBytes(a);
    in.workingBytesPerTokenLayer = stackWorkingBytes(a);
    in.workingBytesPerParam = stackWorkingBytesPerParam(a);
}

} // namespace shardscope
