#pragma once

#include "scenario.h"

#include <optional>

namespace shardscope {

enum class Strategy { DP, FSDP, TP, FsdpTp };

/**
 * What one layer computes and moves, per token or in all. The book's MLP block
 * In[B,D]·W_in[D,F]·W_out[F,D] is 4·D·F, 4·D·F and 4·D; the whole step uses the whole
 * layer's (docs/model.md#whole-step-comms).
 */
struct LayerShape {
    double flopsPerToken = 0;   ///< forward FLOPs per token
    double weightBytes = 0;     ///< the layer's bf16 weights
    double tpBytesPerToken = 0; ///< TP's activation AllGather + ReduceScatter, per token
};

/** What one layer's times depend on, besides the split and the batch. */
struct LayerSetup {
    double d = 0; ///< D
    double f = 0; ///< F
    double c = 0; ///< C, FLOPs/s per chip
    double w = 0; ///< W, bidirectional bytes/s per chip and axis
    Overlap overlap = Overlap::Max;
    bool finiteGroup = false;
    LayerShape shape;              ///< the book's MLP block unless the whole step sets the layer's
    bool gatherWeights = true;     ///< ZeRO-3: weights AllGathered over X in the forward pass
    bool syncGradsPerLayer = true; ///< gradients reduced over X in each layer's backward pass
    bool switched = false;         ///< nodes of chips on a switch (docs/model.md#nodes)
    double scaleoutBw = 0;         ///< one way per chip between nodes
    CommsAlgorithm algorithm = CommsAlgorithm::Hierarchical;
};

/** The book's MLP block: 4·D·F FLOPs per token forward, 4·D·F weight bytes, 4·D TP bytes. */
LayerShape mlpBlockShape(double d, double f);

/** A split of one pod's chips: X FSDP (or DP) ways, Y TP ways, and the axes each spans. */
struct Split {
    long long x = 1;
    long long y = 1;
    int mx = 0;              ///< M_X
    int my = 0;              ///< M_Y
    bool sharedAxis = false; ///< X and Y share a physical axis (docs/model.md#x-opt-mapping)
    long long xShard = 0;    ///< chips in one FSDP collective: HSDP's shard group (0: all X)
    long long xNodes = 1;    ///< nodes one FSDP (shard) group touches
    long long yNodes = 1;    ///< nodes one TP group touches
    long long shard() const { return xShard > 0 ? xShard : x; }
};

struct PassTimes {
    double math = 0;
    double commsFsdp = 0; ///< weight traffic over the FSDP/DP axis
    double commsTp = 0;   ///< activation traffic over the TP axis
    double comms = 0;     ///< combined per Overlap
};

/** One MLP block, forward and backward, seconds. */
struct LayerTimes {
    PassTimes forward;
    PassTimes backward;
    /** The pass with the larger comms/math ratio, the one that decides
     * (docs/model.md#binding-pass). */
    const PassTimes& binding() const;
    bool computeBound() const { return binding().comms <= binding().math; }
    /** One step of the layer: max(math, comms) when overlapped, the sum when not (ch. 1). */
    double step(Overlap overlap) const;
};

/** Times of one MLP block with `batch` tokens on one pod (ch. 5; docs/model.md#layer-costs). */
LayerTimes layerTimes(const LayerSetup& setup, Strategy strategy, const Split& split, double batch);

/**
 * Seconds for a collective that moves `bytes` per chip over `axes` axes in a
 * group of `group` chips: the book's V / (W·M) (ch. 5 §DP), or with a finite
 * group (docs/model.md#finite-group) (p - 1)/p of it at one-way bandwidth W/2 on ICI.
 */
double collectiveSeconds(double bytes, long long group, int axes, double w, bool finiteGroup,
                         bool bidirectionalLink = true);

/**
 * Seconds for a collective of array `bytes` over a group of `group` chips spanning `axes` mesh
 * axes and touching `nodes` nodes: the torus of ch. 5 as `collectiveSeconds`, or on switched
 * nodes (p − 1)/p of the array at the one-way link rate inside a node and, across nodes, by the
 * setup's algorithm (docs/model.md#collectives-across-nodes).
 */
double groupSeconds(const LayerSetup& setup, double bytes, long long group, int axes,
                    long long nodes);

/**
 * Smallest batch (tokens on one pod) at which the split's forward pass is
 * compute-bound; nullopt when TP alone is already too slow.
 */
std::optional<double> crossoverBatch(const LayerSetup& setup, const Split& split);

} // namespace shardscope
