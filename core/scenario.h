#pragma once

#include "hardware.h"
#include "model.h"
#include "pipeline.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope {

enum class Overlap { Max, Sum };

/** Attention scores and values in the FLOP count (docs/model.md#whole-step-flops). */
enum class AttentionFlops {
    Full,   ///< 4·S·n_q·d_head forward FLOPs per token and layer (PaLM's convention)
    Causal, ///< half of that: the masked half is skipped
    None    ///< not counted
};

/** Activations computed again in the backward pass (docs/model.md#whole-step-flops). */
enum class Recompute {
    None,     ///< activations kept
    Full,     ///< every layer's forward again
    Selective ///< the attention scores and values only
};

/** What the matmuls run in (docs/model.md#precision). */
enum class Precision { Bf16, Fp8 };

/** The software stack a forecast prices (docs/model.md#stacks). */
enum class Stack {
    Auto,         ///< the hardware's usual one: MaxText on a TPU, Megatron-Core on GPUs
    Bound,        ///< the bound itself: matmuls at peak, comms hidden (the whole step)
    Megatron,     ///< Megatron-LM 2021-22: TP on the critical path, no flash attention
    MegatronCore, ///< Megatron-Core 2023-24: TP overlapped, flash attention
    PytorchFsdp,  ///< PyTorch FSDP with prefetch, torchtitan and LLM Foundry
    DeepSpeed,    ///< DeepSpeed ZeRO-3 2021
    MaxText       ///< JAX/XLA on TPU
};

/** A value a scenario file names by a word: the word and the value. */
template <class E> struct Choice {
    const char* id;
    E value;
};

inline constexpr Choice<AttentionFlops> attentionFlopsIds[] = {{"full", AttentionFlops::Full},
                                                               {"causal", AttentionFlops::Causal},
                                                               {"none", AttentionFlops::None}};
/** A parallel axis, as the placement lists it (docs/model.md#nodes). */
enum class ParallelAxis { Tp, Fsdp, Pp };

/** How a collective that crosses nodes is priced (docs/model.md#collectives-across-nodes). */
enum class CommsAlgorithm {
    Ring,        ///< one ring through every chip, paced by a chip's own network link
    Hierarchical ///< a byte enters each node once over all its links, then moves over the switch
};

inline constexpr Choice<ParallelAxis> parallelAxisIds[] = {
    {"tp", ParallelAxis::Tp}, {"fsdp", ParallelAxis::Fsdp}, {"pp", ParallelAxis::Pp}};
inline constexpr Choice<CommsAlgorithm> commsAlgorithmIds[] = {
    {"hierarchical", CommsAlgorithm::Hierarchical}, {"ring", CommsAlgorithm::Ring}};
inline constexpr Choice<Recompute> recomputeIds[] = {
    {"none", Recompute::None}, {"full", Recompute::Full}, {"selective", Recompute::Selective}};

inline constexpr Choice<Precision> precisionIds[] = {{"bf16", Precision::Bf16},
                                                     {"fp8", Precision::Fp8}};

inline constexpr Choice<Stack> stackIds[] = {{"auto", Stack::Auto},
                                             {"bound", Stack::Bound},
                                             {"megatron", Stack::Megatron},
                                             {"megatron-core", Stack::MegatronCore},
                                             {"pytorch-fsdp", Stack::PytorchFsdp},
                                             {"deepspeed", Stack::DeepSpeed},
                                             {"maxtext", Stack::MaxText}};

/** The word a file uses for `value`. */
template <class E, size_t n> const char* choiceId(const Choice<E> (&ids)[n], E value) {
    for (const Choice<E>& c : ids)
        if (c.value == value)
            return c.id;
    return ids[0].id;
}

/** Bytes per parameter of each kind of training state (docs/model.md#recipes). */
struct MemoryRecipe {
    std::string id; ///< "book-10", "mixed-16", "notes-18" or "custom"
    double param = 2;
    double grad = 0;
    double optimizer = 8;
    double total() const { return param + grad + optimizer; }
    bool operator==(const MemoryRecipe&) const = default;
};

/** Recipes by id; nullopt for an unknown id. */
std::optional<MemoryRecipe> memoryRecipe(const std::string& id);

/** Everything a user sets. Plain value type: the UI edits one, the core evaluates it. */
struct Scenario {
    std::string hardwarePreset = "tpu-v5p"; ///< id the hardware came from ("" if none)
    Hardware hardware;
    std::string modelPreset = "book-figure";
    Model model;

    long long chips = 4096;      ///< N, chips of one pod (ICI domain)
    std::vector<long long> mesh; ///< physical mesh of the pod; product = chips
    bool meshGiven = false;      ///< false: derived from the hardware's mesh
    long long fsdp = 512;        ///< X
    long long tp = 8;            ///< Y
    long long pp = 1;            ///< Z
    /// Expert parallelism: the routed experts split over this many of the FSDP/DP ways, the
    /// innermost ones (docs/model.md#expert-parallelism). Divides fsdp, HSDP's group and experts.
    long long ep = 1;
    /// Context parallelism: each sequence split over this many chips, which pass the attention's
    /// keys and values round a ring (docs/model.md#context-parallelism). Chips = fsdp·cp·tp·pp.
    long long cp = 1;
    long long pods = 1;
    std::optional<int> axesFsdp; ///< M_X override
    std::optional<int> axesTp;   ///< M_Y override

    double batchTokens = 1048576; ///< B, global over all pods
    long long seqLen = 4096;      ///< S

    /// Innermost first: which axis takes neighbouring chips (docs/model.md#nodes).
    std::vector<ParallelAxis> placement = defaultPlacement();
    /// HSDP: FSDP shards inside groups of this many chips and replicates across them
    /// (0: plain FSDP over all X ways; docs/model.md#hsdp).
    long long hsdp = 0;

    Overlap overlap = Overlap::Max;
    bool finiteGroup = false;
    CommsAlgorithm algorithm = CommsAlgorithm::Hierarchical;

    double trainingTokens = 15e12;
    double mfu = 0.4;
    AttentionFlops attentionFlops = AttentionFlops::Full;
    Recompute recompute = Recompute::None;
    double efficiency = 1.0; ///< fraction of peak a matmul reaches; 1 gives the step's lower bound
    Stack stack = Stack::Auto; ///< the software the forecast prices
    /// fp8: the matmuls run at the hardware's fp8 peak (docs/model.md#precision).
    Precision precision = Precision::Bf16;
    /// Megatron's sequence parallelism: the norms, dropout and residuals split over TP too.
    bool sequenceParallel = false;
    /// A MoE's load imbalance: the busiest expert gets this many times its even share of the
    /// tokens, and the layer waits for it (docs/model.md#capacity-factor). 1: perfectly even.
    double capacityFactor = 1.0;

    MemoryRecipe recipe;
    int zeroStage = 3;
    int checkpointsPerLayer = 2;
    bool prefetch = true;

    long long microbatches = 8;
    /// With one stage: gradient accumulation, the batch run as this many microbatches one after
    /// another, their gradients summed (docs/model.md#accumulation). A pipeline's microbatches
    /// accumulate on their own: 1 when pp > 1.
    long long accumulation = 1;
    long long virtualStages = 1; ///< v: interleaved 1F1B runs v chunks of layers per stage
    double pipelineOverheadS = 0;
    PipelineSchedule pipelineSchedule = PipelineSchedule::OneFOneB;

    /** K: the microbatches a step runs the batch in, a pipeline's or, with one stage, the
     * gradient accumulation's (docs/model.md#accumulation). */
    long long stepMicrobatches() const { return pp > 1 ? microbatches : accumulation; }
    /** C: the peak the matmuls run at, the hardware's bf16 or, with fp8, its fp8 one. */
    double peakFlops() const {
        return precision == Precision::Fp8 && hardware.fp8Flops ? *hardware.fp8Flops
                                                                : hardware.flops;
    }
    /** Chips in one FSDP collective: HSDP's shard group, or all X ways. */
    long long shardGroup() const { return hsdp > 0 ? hsdp : fsdp; }
    /** The layer's X: the chips that split the batch's tokens and shard the weights, FSDP's
     * ways times CP's (CP shards and syncs the weights with the data ways, as Megatron-Core and
     * torchtitan do; docs/model.md#context-parallelism). */
    long long dataWays() const { return fsdp * cp; }
    /** Chips the weights shard over: the shard group with its CP ways. */
    long long shardWays() const { return shardGroup() * cp; }
    /** The chips FSDP and TP share at one stage and one CP way: TP's choices divide it. */
    long long splitChips() const { return chips / (pp * cp); }
    /** TP, FSDP/DP, PP: the order Megatron and torchtitan use. */
    static std::vector<ParallelAxis> defaultPlacement() {
        return {ParallelAxis::Tp, ParallelAxis::Fsdp, ParallelAxis::Pp};
    }

    bool operator==(const Scenario&) const = default;
};

/** Every order of TP, FSDP and PP, the usual one (Scenario::defaultPlacement) first. */
const std::vector<std::vector<ParallelAxis>>& placementOrders();

/** fp8 only where the hardware has an fp8 peak: bf16 again after the hardware changed. */
void keepPrecisionRunnable(Scenario& s);

/** The HSDP group and EP kept dividing FSDP (and EP the experts) after FSDP changed: the largest
 * divisor not above each; a dense model's capacity factor back to 1. */
void keepGroupsDividing(Scenario& s);

/**
 * The scenario with `cp` CP ways, or the largest below that divides chips / pp and the sequence
 * length; TP kept or lowered to a divisor of what is left, FSDP the rest.
 */
Scenario withCp(Scenario s, long long cp);

/** What CP's ways must divide: the chips of a stage and the sequence length. */
long long contextWaysDivide(const Scenario& s);

/**
 * The scenario on `chips` chips per pod: the mesh is derived again, PP kept if
 * it divides, TP kept or lowered to the nearest divisor, FSDP takes the rest.
 */
Scenario withChips(Scenario s, long long chips);

/** The largest divisor of `n` that is at most `cap` (at least 1): where TP lands when the chips
 * change. */
long long largestDivisorAtMost(long long n, long long cap);

/** The scenario with `tp` TP ways (a divisor of chips / (pp·cp)) and FSDP the rest. */
Scenario withTp(Scenario s, long long tp);

/** The book's interactive figure: TPU v5p 16x16x16, D = 8192, F = 32768, FSDP 512 x TP 8, B = 1 M.
 */
Scenario defaultScenario();

/**
 * The most even factorisation of `chips` into as many dims as `physical` has
 * (8960 on three axes -> 16 x 20 x 28; 64 -> 4 x 4 x 4).
 */
std::vector<long long> deriveMesh(long long chips, const std::vector<long long>& physical);

/**
 * The mesh shapes `chips` can be laid out as with at most as many axes as the hardware's
 * ICI domain has: every factorization into factors ≥ 2, largest first (8 chips on a 3-D
 * mesh: 8, 2×2×2, 4×2). At most `limit` shapes, the most even first.
 */
std::vector<std::vector<long long>>
meshShapes(long long chips, const std::vector<long long>& physical, size_t limit = 32);

} // namespace shardscope
