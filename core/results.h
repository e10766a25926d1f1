#pragma once

#include "cluster.h"
#include "layer_cost.h"
#include "memory.h"
#include "mesh_mapping.h"
#include "model.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope {

/** A feasibility note. The code is stable; `args` are the numbers a UI needs to word it. */
struct Warning {
    std::string code;
    std::vector<double> args;
    bool operator==(const Warning&) const = default;
};

/** English wording of a warning, for the report (the UI words codes itself). */
std::string warningMessage(const Warning& w);

/** A strategy evaluated at the scenario's batch and chip count. */
struct StrategyResult {
    Split split;
    LayerTimes times;
    double tMath() const { return times.binding().math; }
    double tComms() const { return times.binding().comms; }
    bool computeBound() const { return times.computeBound(); }
};

/** Seconds of each kind of communication. */
struct CommsByKind {
    double fsdp = 0, tp = 0, dp = 0, dcn = 0, pipeline = 0;
    double ep = 0; ///< the experts' all-to-alls (docs/model.md#expert-parallelism)
    double cp = 0; ///< the context ring's keys and values (docs/model.md#context-parallelism)
    double total() const { return fsdp + tp + dp + dcn + pipeline + ep + cp; }
};

/**
 * The step as a software stack runs it (docs/model.md#forecast): never below the bound
 * (Results::Step). The parts add up to `seconds`; compute includes recompute and the LM head.
 */
struct Forecast {
    const char* stack = "bound"; ///< the profile it prices
    double seconds = 0;
    double computeSeconds = 0, memoryBoundSeconds = 0, exposedCommsSeconds = 0;
    double bubbleSeconds = 0, optimizerSeconds = 0;
    CommsByKind exposed;
    double mfu = 0, hfu = 0, tokensPerSecond = 0, days = 0;
    double chipHours = 0;          ///< the training at the forecast step (docs/model.md#cost)
    std::optional<double> costUsd; ///< chipHours at the hardware's price, when it has one
    /// The busiest chip's memory with the activations the stack keeps (docs/model.md#stack-memory).
    struct Memory {
        double activationsPerChip = 0, perChipBytes = 0;
        double workingPerChip = 0; ///< the layer recompute brings back, in perChipBytes
        bool fits = true;
    } memory;
};

/** Everything the report and the views show; SI units. */
struct Results {
    struct Derived {
        double alpha = 0; ///< C / W
        std::vector<long long> mesh;
        AxisSpan span; ///< M_X, M_Y used (override or mapping)
        ParamCount params;
        double flopsPerToken = 0;
        double batchPerPod = 0;   ///< B / pods
        double sequences = 0;     ///< B_seq = B / S
        long long layerChips = 0; ///< X·Y: chips that share one layer
        ClusterLayout cluster;    ///< nodes and the tier each group crosses (docs/model.md#nodes)
    } derived;

    struct Layer {
        Split split;
        LayerTimes times;
        double tMath = 0, tCommsFsdp = 0, tCommsTp = 0, tComms = 0; ///< forward
        double tCommsDcn = 0; ///< backward gradient AllReduce across pods
        double tCommsEp = 0;  ///< forward all-to-alls of one MoE layer (dispatch + combine)
        double tCommsCp = 0;  ///< forward keys and values of one layer round the CP ring
        bool computeBound = false;
        bool dcnComputeBound = true;
        std::optional<double> crossoverBatch; ///< global tokens
    } layer;

    struct Thresholds {
        std::optional<double> dpMinBatchPerChip;    ///< α / M_X
        std::optional<double> tpMaxWays;            ///< M_Y·F / α
        std::optional<double> mixedMinBatchPerChip; ///< α² / (M_X·M_Y·F)
        /// M_X, M_Y of the least-communication mixed split: the mapping X_opt uses.
        std::optional<int> optimumAxesFsdp, optimumAxesTp;
        std::optional<double> xOpt;                ///< sqrt((B/F)(M_X/M_Y)N)
        std::optional<double> yOpt;                ///< N / X_opt
        std::optional<long long> xOptFsdp, xOptTp; ///< the power-of-two split nearest X_opt
        std::optional<double> ratioAtXOpt;         ///< T_math / T_comms at X_opt
        double dcnMinBatchPerPod = 0;              ///< C / W_dcn
        double tpMinForSequences = 1;              ///< N / B_seq: TP ways so that N/Y <= B_seq
    } thresholds;

    StrategyResult dp, fsdp, tp, fsdpTp; ///< fsdpTp at the best power-of-two split

    struct Memory {
        MemoryBudget budget;
        double perChipBytes = 0;
        bool fits = true;
        double minChips = 0;    ///< ceil(total / HBM)
        double maxDpParams = 0; ///< HBM / bytes per parameter
    } memory;

    /** ch. 6's shortcut at the typed MFU; daysModelled is at the modelled step. */
    struct Training {
        double totalFlops = 0, seconds = 0, days = 0, stepSeconds = 0;
        double daysModelled = 0;
        double chipHours = 0;          ///< chips · pods · step seconds · steps / 3600
        std::optional<double> costUsd; ///< chip-hours at the hardware's price
    } training;

    /** The whole step, modelled (docs/model.md#whole-step). The parts add up to `seconds`. */
    struct Step {
        double modelFlops = 0;    ///< one step, all pods (PaLM's convention)
        double hardwareFlops = 0; ///< with recompute
        double seconds = 0;
        double computeSeconds = 0, exposedCommsSeconds = 0, bubbleSeconds = 0;
        double optimizerSeconds = 0, recomputeSeconds = 0;
        using Exposed = CommsByKind;
        Exposed exposed;
        /// Each kind's communication in one step on one chip, hidden or not (HSDP's AllReduce
        /// across shard groups is dp).
        Exposed comms;
        double mfu = 0, hfu = 0, tokensPerSecond = 0;
    } step;

    Forecast forecast; ///< the step as the scenario's stack runs it

    /** docs/model.md#pipeline-schedule: p stages, K microbatches, the scenario's schedule. */
    struct PipelineResult {
        PipelineSchedule schedule = PipelineSchedule::OneFOneB;
        long long stages = 1, microbatches = 1; ///< p, K
        double bubbleFraction = 0;              ///< (p − 1)/(K + p − 1)
        double sendBytes = 0;                   ///< per chip, one boundary, one microbatch
        PipelineTiming timing; ///< τ_f + δ/2, τ_b + δ/2, t_send (from the whole step)
        /// (K + p − 1)(τ_f + τ_b + δ) + 2(p − 1)·t_send: the step up to the last backward.
        double stepSeconds = 0;
        std::vector<long long> activationsInFlight; ///< per stage, microbatches held at the peak
        long long maxActivationsInFlight = 1; ///< over the stages: what the memory budget holds
        /// Per stage: forward, backward and send blocks; empty when p = 1 or p·K is too large to
        /// draw.
        std::vector<std::vector<PipelineBlock>> timeline;
    } pipeline;

    struct Roofline {
        double criticalBatchHbm = 0;     ///< C / HBM_bw
        double criticalBatchInt8 = 0;    ///< int8 weights
        double criticalBatchNetwork = 0; ///< C / W
        double localIntensity = 0;       ///< this chip's In·W_in matmul
        double localAttainable = 0;
    } roofline;

    std::vector<Warning> warnings;
};

} // namespace shardscope
