#pragma once

#include "scenario.h"

#include <optional>

namespace shardscope {

/** What the memory budget depends on (docs/model.md#memory). */
struct MemoryInputs {
    double params = 0;        ///< P, whole model
    double expertParams = 0;  ///< the routed experts' part of P (docs/model.md#experts)
    long long expertWays = 1; ///< EP: the routed experts split over these of the shard ways
    double layers = 1;        ///< L
    double dModel = 0;        ///< D
    double batchTokens = 0;   ///< B, global
    MemoryRecipe recipe;
    int zeroStage = 0; ///< 0 (plain DDP) to 3 (FSDP), over the X data-parallel ways
    int checkpointsPerLayer = 0;
    /// Bytes a layer keeps per token, TP not applied: the book's checkpoints, 2·D each, unless
    /// a stack's own (stackActivationBytes) is set.
    std::optional<double> activationBytesPerTokenLayer;
    /// Bytes per token, TP not applied, a layer holds on top of what it keeps while its backward
    /// recomputes it: a stack's (stackWorkingBytes); none in the book's budget.
    double workingBytesPerTokenLayer = 0;
    /// Bytes per parameter of the layer being computed, on its TP shard, a stack casts it to
    /// (fp8: a copy and its transpose, stackWorkingBytesPerParam); none in the book's budget.
    double workingBytesPerParam = 0;
    bool prefetch = false;
    long long dataWays = 1;      ///< X: the batch splits over these
    long long shardWays = 0;     ///< ZeRO shards over these: HSDP's group, or X when 0
    long long modelWays = 1;     ///< Y·Z: TP and PP always split the weights
    long long replicas = 1;      ///< pods: plain copies across DCN
    long long stages = 1;        ///< Z = p pipeline stages
    long long microbatches = 1;  ///< K
    long long virtualStages = 1; ///< v: interleaved 1F1B holds 1 + (p − 1)/(p·v) times more
    PipelineSchedule schedule = PipelineSchedule::OneFOneB;
};

/** Bytes, whole model over all chips, and what the busiest chip holds. */
struct MemoryBudget {
    double paramsBytes = 0;
    double gradBytes = 0;
    double optimizerBytes = 0;
    double activationsBytes = 0;
    double totalBytes() const {
        return paramsBytes + gradBytes + optimizerBytes + activationsBytes;
    }

    struct PerChip {
        double params = 0, grads = 0, optimizer = 0, activations = 0, gatherBuffers = 0;
        /// The layer being computed, one microbatch: what recompute brings back, the experts'
        /// token copies, the context ring's chunks, fp8 weight copies (stacks only).
        double working = 0;
        double total() const {
            return params + grads + optimizer + activations + gatherBuffers + working;
        }
    } perChip;
};

MemoryBudget memoryBudget(const MemoryInputs& in);

/** What a layer keeps for its backward pass, as a stack runs it (docs/model.md#stack-memory). */
struct ActivationShape {
    double dModel = 0, dFf = 0, qDim = 0, kvDim = 0; ///< D, F, heads·d_head, kv_heads·d_head
                                                     ///< (a MoE: Model::activeDFf as F)
    double heads = 0, seqLen = 0, headDim = 0;
    bool gatedMlp = false;
    double expertsPerToken = 0;    ///< k: a MoE layer's routed experts per token (0: dense)
    double capacityFactor = 1;     ///< f: the busiest expert's rows over the average
    double tp = 1;                 ///< t
    double cp = 1;                 ///< the context ring's chips (docs/model.md#context-parallelism)
    bool fp8 = false;              ///< the matmuls cast their weights to fp8
    bool sequenceParallel = false; ///< the norms, dropout and residuals split over t too
    bool flashAttention = true;    ///< the S×S scores are never kept
    bool dropout = false;          ///< masks kept after attention and the MLP
    Recompute recompute = Recompute::None;
};

/**
 * Korthikanti et al. 2022 (§4): bytes per token one layer keeps, over the t chips of its TP
 * group. Per chip, without recompute, 34·D + 5·a·S at a GPT layer (F = 4D, q = kv = D, dropout),
 * the 24·D inside the TP regions divided by t (all of it with sequence parallelism); selective
 * recompute or flash attention drop the scores' 5·a·S; full recompute keeps the layer's input,
 * 2·D (split over t with sequence parallelism).
 */
double stackActivationBytes(const ActivationShape& a);

/**
 * What a layer holds per token over its TP group while its backward runs, on top of what it
 * kept (docs/model.md#stack-memory): what recompute brings back (the layer without recompute
 * less its kept bytes), a MoE layer's token copies sent to and received from the experts, and
 * the context ring's K/V chunks and their gradients, each sent and received.
 */
double stackWorkingBytes(const ActivationShape& a);

/** Bytes per parameter of the layer being computed: fp8's copy and its transpose, 1 + 1. */
double stackWorkingBytesPerParam(const ActivationShape& a);

/** The stack's activations and working buffers in place of the book's checkpoints. */
void setStackMemory(MemoryInputs& in, const ActivationShape& a);

} // namespace shardscope
