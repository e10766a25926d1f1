#pragma once

// The core's entry points: evaluate a scenario, and the pieces of it the curves, the mesh
// layout and the views share. The plain data they return is in results.h.

#include "results.h"

#include <optional>
#include <vector>

namespace shardscope {

/** Setup of the per-layer formulas for a scenario. */
LayerSetup layerSetup(const Scenario& s);

/** The pod's physical mesh: given, or derived from the hardware's. */
std::vector<long long> physicalMesh(const Scenario& s);

/** M_X, M_Y of a split of `mesh` (the scenario's physical mesh), with the user's override. */
AxisSpan axisSpan(const Scenario& s, const std::vector<long long>& mesh, long long fsdp,
                  long long tp);

/**
 * X FSDP ways by Y TP ways on `mesh`, with the axes each spans and the nodes each group touches
 * (docs/model.md#nodes); `shard` is HSDP's shard group (0: plain FSDP over all X).
 */
Split splitFor(const Scenario& s, const std::vector<long long>& mesh, long long x, long long y,
               long long shard = 0);

/** The scenario's own split: its data ways (FSDP's times CP's) by its TP ways. */
Split scenarioSplit(const Scenario& s, const std::vector<long long>& mesh);

/** The strategy a split is: FSDP when Y = 1, TP when X = 1, else FSDP+TP. */
Strategy strategyOf(const Split& split);

/** Splits of the pod's N / Z chips with power-of-two TP ways (X = N / Y), their axes mapped. */
std::vector<Split> powerOfTwoSplits(const Scenario& s, const std::vector<long long>& mesh);

/** The split with the least binding comms time at `batchPerPod` (the first on a tie). */
Split leastComms(const std::vector<Split>& splits, const LayerSetup& setup, double batchPerPod);

/** The memory model's inputs for a scenario (its split, recipe, ZeRO stage). */
MemoryInputs memoryInputs(const Scenario& s);

/**
 * The mesh mapping X_opt is computed with: that of the mixed split in `splits` (X > 1, Y > 1)
 * whose X and Y share no physical axis with the least communication at `batchPerPod` (any
 * mixed split when every one shares); none when no mixed split exists
 * (docs/model.md#x-opt-mapping).
 */
std::optional<Split> optimumMapping(const Scenario& s, const std::vector<Split>& splits,
                                    double batchPerPod);

/** The split in `splits` whose X is nearest `xOpt` on a log scale (the first on a tie). */
Split nearestSplit(const std::vector<Split>& splits, double xOpt);

/**
 * ch. 5 §FSDP+TP: T_math / T_comms at the continuous optimum X_opt, for the per-pod batch
 * `batchPerPod` on `chips` chips with the axes `optimum` spans: sqrt(B·F)·sqrt(M_X·M_Y) /
 * (α·sqrt(N)).
 */
double ratioAtXOpt(double batchPerPod, double f, const Split& optimum, double alpha, double chips);

/** ch. 5 §FSDP+TP: the batch per chip above which FSDP+TP at X_opt is compute-bound,
 * α²/(M_X·M_Y·F). */
double mixedMinBatchPerChip(double alpha, const Split& optimum, double f);

/**
 * The backward gradient AllReduce of one layer across pods over DCN (ch. 5 §Pods):
 * each chip's 4·D·F/(X·Y) bytes of gradients, 2·V / W_dcn. 0 with one pod; it does
 * not depend on the batch.
 */
double podAllReduceSeconds(const Scenario& s);

/** Evaluates a scenario that `validate` accepts. */
Results evaluate(const Scenario& s);

} // namespace shardscope
