#pragma once

#include "scenario.h"

namespace shardscope {

/** What the memory budget depends on (docs/model.md#memory). */
struct MemoryInputs {
    double params = 0;      ///< P, whole model
    double layers = 1;      ///< L
    double dModel = 0;      ///< D
    double batchTokens = 0; ///< B, global
    MemoryRecipe recipe;
    int zeroStage = 0; ///< 0 (plain DDP) to 3 (FSDP), over the X data-parallel ways
    int checkpointsPerLayer = 0;
    bool prefetch = false;
    long long dataWays = 1;     ///< X: the batch splits over these
    long long shardWays = 0;    ///< ZeRO shards over these: HSDP's group, or X when 0
    long long modelWays = 1;    ///< Y·Z: TP and PP always split the weights
    long long replicas = 1;     ///< pods: plain copies across DCN
    long long stages = 1;       ///< Z = p pipeline stages
    long long microbatches = 1; ///< K
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
        double total() const { return params + grads + optimizer + activations + gatherBuffers; }
    } perChip;
};

MemoryBudget memoryBudget(const MemoryInputs& in);

} // namespace shardscope
