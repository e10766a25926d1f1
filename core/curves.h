#pragma once

#include "layer_cost.h"
#include "memory.h"
#include "scenario.h"

#include <array>
#include <limits>
#include <optional>
#include <vector>

namespace shardscope {

/** n points from lo to hi, evenly spaced on a log scale. */
std::vector<double> logSpace(double lo, double hi, int n);

/** Per-layer times of one strategy at each point of a sweep (its binding pass). */
struct LayerCurve {
    std::vector<double> math, comms, commsFsdp, commsTp;
    void reserve(size_t n);
    /** T_math / T_comms at each point (infinity where nothing is sent). */
    std::vector<double> ratio() const;
    void append(const PassTimes& p);
};

/** Quantities over global batch sizes, for the compute-vs-comms and ratio figures. */
struct BatchSweep {
    std::vector<double> batch;
    LayerCurve current;            ///< the scenario's split
    LayerCurve dp, fsdp, tp, best; ///< best: the best power-of-two FSDP+TP split at each batch
    std::vector<long long> bestTp; ///< Y of that split
    /// T_math/T_comms at continuous X_opt (ch. 5 §FSDP+TP), with the axes of the panel's X_opt;
    /// empty when the pod has no mixed split.
    std::vector<double> ratioOptimal;
    double fsdpComputeBoundFrom = 0; ///< global B above which pure FSDP is compute-bound
    /// global B above which FSDP+TP at X_opt is compute-bound; infinite without a mixed split
    double optimalComputeBoundFrom = std::numeric_limits<double>::infinity();
    /// ch. 5 §Pods (pods > 1, else empty): the current split's gradient AllReduce across pods
    /// per layer (flat in B), and its backward T_math over it (1 at the DCN threshold).
    std::vector<double> dcn, dcnRatio;
    double dcnComputeBoundFrom = 0; ///< global B = pods · C / W_dcn (0 with one pod)
};

BatchSweep sweepBatch(const Scenario& s, const std::vector<double>& batches);

/** Every split of the pod's N / Z chips at one batch, FSDP ways ascending (split-sweep figure). */
struct SplitSweep {
    std::vector<long long> fsdp, tp;
    LayerCurve times;
};

SplitSweep sweepSplits(const Scenario& s, double batchTokens);

/** Per-chip memory of the scenario at ZeRO stages 0 to 3 (index = stage). */
std::vector<MemoryBudget::PerChip> memoryByZeroStage(const Scenario& s);

/** Chapter 1's roofline figure: both roofs over intensity, and what three square matmuls reach
 * over their batch. */
struct RooflineCurves {
    static constexpr int kMaxBatch = 511;     ///< the right panel's batch axis: 1 to kMaxBatch
    std::vector<double> intensity;            ///< FLOPs per byte, 1 to 1e5
    std::vector<double> hbmRoof, networkRoof; ///< attainable FLOPs/s at each intensity
    std::vector<double> batch;                ///< 1, 2, … kMaxBatch
    std::array<double, 3> sizes{16384, 2048, 1024}; ///< D = F of each matmul
    std::array<std::vector<double>, 3> reached;     ///< its FLOPs/s at each batch
};

RooflineCurves rooflineCurves(const Hardware& h);

/** TP ways that divide n: the valid splits X = n / Y. */
std::vector<long long> divisorsOf(long long n);

} // namespace shardscope
