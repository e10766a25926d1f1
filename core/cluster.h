#pragma once

// GPU clusters as built (docs/model.md#nodes): chips joined by a switch in nodes of
// `node_chips`, nodes joined by a slower network; the parallel axes laid out innermost first.

#include "layer_cost.h"
#include "scenario.h"

#include <optional>

namespace shardscope {

/** The links a group's collectives cross. */
enum class Tier {
    Node,   ///< inside one scale-up domain (a node's switch, or a TPU pod's torus)
    Network ///< between nodes
};

/** How one parallel group lies on the nodes. */
struct GroupPlacement {
    long long size = 1;   ///< chips in one group
    long long stride = 1; ///< chips between neighbouring members
    long long nodes = 1;  ///< nodes one group touches
    Tier tier() const { return nodes > 1 ? Tier::Network : Tier::Node; }
};

/** Every group of one pod, from the scenario's placement. */
struct ClusterLayout {
    long long nodeChips = 0; ///< chips of one scale-up domain (the pod itself on a TPU)
    long long nodes = 1;     ///< nodes of one pod
    GroupPlacement tp, fsdp, pp;
    GroupPlacement replicas; ///< HSDP: one chip of each shard group (size 1 without HSDP)
    GroupPlacement ep; ///< an expert-parallel group: the innermost `ep` chips of the FSDP group
    /// A context-parallel group: the innermost `cp` chips of the data group, before EP
    /// (Megatron-Core's order tp-cp-ep-dp-pp; docs/model.md#context-parallelism).
    GroupPlacement cp;
};

/** Chips of one scale-up domain: the hardware's node, or the whole pod. */
long long scaleUpChips(const Scenario& s);

/**
 * Nodes a group of `size` chips `stride` apart touches when nodes hold `nodeChips`
 * consecutive chips (docs/model.md#nodes).
 */
long long nodesTouched(long long size, long long stride, long long nodeChips);

/**
 * The groups of a layout of one pod: `data` ways (FSDP's times CP's; HSDP shard group `shard`
 * with its CP ways), TP `tp`, `pp` stages, laid out in the scenario's placement order.
 */
ClusterLayout clusterLayout(const Scenario& s, long long data, long long tp, long long pp,
                            long long shard);
/** The same in another placement order. */
ClusterLayout clusterLayout(const Scenario& s, const std::vector<ParallelAxis>& placement,
                            long long data, long long tp, long long pp, long long shard);

/** The scenario's own layout. */
ClusterLayout clusterLayout(const Scenario& s);

/**
 * Seconds to hand `bytes` to the neighbouring pipeline stage: one link, one way (ch. 5
 * §Pipelining). On a torus at W as ch. 5 has it; on switched nodes at the one-way NVLink rate
 * inside a node, at the chip's network link between nodes (docs/model.md#nodes).
 */
double stageSendSeconds(const Scenario& s, double bytes, const GroupPlacement& stages);

/**
 * The data-parallel gradient sync of `gradBytes` per chip once a step: ZeRO 0-2 reduce over the
 * shard group (split.shard()), and HSDP's `replicas` AllReduce each chip's shard
 * (docs/model.md#hsdp). 0 at ZeRO-3 without HSDP.
 */
double onceAStepSyncSeconds(const LayerSetup& setup, const Split& split,
                            const GroupPlacement& replicas, double gradBytes, int zeroStage);

/**
 * Seconds for each chip of an expert-parallel group to send `bytes` spread evenly over the group
 * and receive as much (an all-to-all; docs/model.md#expert-parallelism): on a torus the group's
 * ring, bytes·g/(4·W); on switched nodes what leaves the node at the chip's own network link,
 * what stays at the one-way NVLink rate, the two at once.
 */
double allToAllSeconds(const Scenario& s, double bytes, const GroupPlacement& group);

/**
 * Seconds for a context-parallel ring to pass each chip's `chunkBytes` of keys and values all
 * the way round (docs/model.md#context-parallelism): cp − 1 sends to the ring's next chip, each
 * at the tier the group spans, as a pipeline send is.
 */
double contextRingSeconds(const Scenario& s, double chunkBytes, const GroupPlacement& group);

/** What a training run of the scenario's tokens costs at `stepSeconds` (docs/model.md#cost). */
struct TrainingCost {
    double chipHours = 0;          ///< chips · pods · step seconds · tokens / B / 3600
    std::optional<double> costUsd; ///< at the hardware's price, when it has one
};
TrainingCost trainingCost(const Scenario& s, double stepSeconds);

/** The word the report uses for a tier. */
const char* tierId(Tier tier);

} // namespace shardscope
