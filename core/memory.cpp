#include "memory.h"

namespace shardscope {

MemoryBudget memoryBudget(const MemoryInputs& in) {
    MemoryBudget m;
    m.paramsBytes = in.params * in.recipe.param;
    m.gradBytes = in.params * in.recipe.grad;
    m.optimizerBytes = in.params * in.recipe.optimizer;
    // ch. 6 (memory of LLaMA 3-70B): a bf16 [B, D] checkpoint c times per layer.
    m.activationsBytes = 2 * in.batchTokens * in.dModel * in.checkpointsPerLayer * in.layers;
    // docs/model.md#pipeline-schedule: a stage holds the checkpoints of the microbatches in flight,
    // (B/K tokens each, its L/p layers); all K of them under GPipe or with one stage.
    const double k = double(in.microbatches);
    double held = 0;
    for (long long s = 0; s < in.stages; ++s)
        held += double(activationsInFlight(in.schedule, in.stages, in.microbatches, s));
    m.activationsBytes *= held / (double(in.stages) * k);
    const double busiestShare =
        double(activationsInFlight(in.schedule, in.stages, in.microbatches, 0)) *
        double(in.stages) / held;

    const double x = double(in.dataWays);
    const double model = double(in.modelWays);
    // docs/model.md#zero: stage 1 shards the optimizer state over X, 2 also grads, 3 also weights;
    // HSDP shards over its group only (docs/model.md#hsdp).
    const double sharded = in.shardWays > 0 ? double(in.shardWays) : x;
    auto shard = [&](double bytes, int fromStage) {
        return bytes / model / (in.zeroStage >= fromStage ? sharded : 1.0);
    };
    m.perChip.optimizer = shard(m.optimizerBytes, 1);
    m.perChip.grads = shard(m.gradBytes, 2);
    m.perChip.params = shard(m.paramsBytes, 3);
    // The first stage holds the most; the whole-model bytes average over the stages.
    m.perChip.activations = m.activationsBytes * busiestShare / (x * model * double(in.replicas));

    if (in.zeroStage >= 3 && sharded > 1) {
        // docs/model.md#gather-buffers: the gathered layer holds the local shard already, so a
        // buffer adds (1 - 1/X) of a layer; a second one when the next layer is prefetched.
        const double layerBytes = m.paramsBytes / in.layers / model;
        const double buffers = in.prefetch ? 2 : 1;
        m.perChip.gatherBuffers = buffers * layerBytes * (1 - 1 / sharded);
    }
    return m;
}

} // namespace shardscope
