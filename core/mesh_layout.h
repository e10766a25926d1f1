#pragma once

#include "results.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace shardscope {

/** A half-open index range [begin, end) along one tensor dimension. */
struct IndexRange {
    long long begin = 0;
    long long end = 0;
    long long size() const { return end - begin; }
    bool empty() const { return end <= begin; }
    bool overlaps(const IndexRange& o) const { return begin < o.end && o.begin < end; }
    bool operator==(const IndexRange&) const = default;
};

/** The rectangle of a 2-D tensor a chip holds: rows x columns, both half-open. */
struct Block {
    IndexRange rows;
    IndexRange cols;
    long long elements() const { return rows.size() * cols.size(); }
    bool empty() const { return rows.empty() || cols.empty(); }
    bool overlaps(const Block& o) const { return rows.overlaps(o.rows) && cols.overlaps(o.cols); }
    bool operator==(const Block&) const = default;
};

/** A logical mesh axis: what a tensor dimension is split over, or what a collective runs over. */
enum class MeshAxis : std::uint8_t {
    None,    ///< not split / no communication
    Fsdp,    ///< X: the FSDP (or DP) axis
    Tp,      ///< Y: the tensor-parallel axis
    Pods,    ///< across pods over DCN (ch. 5 §Pods)
    Stages,  ///< to the next (or previous) pipeline stage, point to point (ch. 5 §Pipelining)
    Experts, ///< the expert-parallel group along X: a MoE layer's all-to-alls
    Context  ///< the context-parallel group inside X: ring attention's K and V
};

/** The letters of the book's notation (ch. 5 notation). */
enum class Dim : std::uint8_t {
    B,
    D,
    F,
    K ///< a token's keys and values: K = 2 · n_kv · d_head (docs/model.md#context-parallelism)
};

/**
 * The arrays of one MLP block, its activations and their gradients (ch. 5); with context
 * parallelism, the attention's keys and values KV[B, K] the ring passes round, and their gradients.
 */
enum class TensorId : std::uint8_t {
    In,
    WIn,
    WOut,
    Out,
    Tmp,
    DOut,
    DTmp,
    DIn,
    DWIn,
    DWOut,
    KV,
    DKV
};

/**
 * A tensor in the book's sharding notation, e.g. W_in[D_X, F_Y] or Out[B_X, D] {U_Y}:
 * which logical axis splits each of its two dimensions, and over which axis it
 * still holds unreduced partial sums. The UI words it; the core only uses codes.
 */
struct TensorRef {
    TensorId id = TensorId::In;
    Dim rows = Dim::B;
    Dim cols = Dim::D;
    MeshAxis rowShard = MeshAxis::None;
    MeshAxis colShard = MeshAxis::None;
    MeshAxis partialSum = MeshAxis::None; ///< {U_X}, {U_Y}: summed by a later collective
    bool operator==(const TensorRef&) const = default;
};

/** The dimensions of a tensor of the MLP block: In[B, D], W_in[D, F], W_out[F, D], Tmp[B, F], ...
 */
std::array<Dim, 2> tensorDims(TensorId id);

/**
 * Which strategy the mesh shows, on which split, and how much ZeRO sharding
 * over X the chips keep between steps.
 */
struct MeshSplit {
    Strategy strategy = Strategy::FsdpTp;
    Split split;          ///< X, Y and the axes they span (M_X, M_Y)
    long long stages = 1; ///< Z: pipeline stages
    /**
     * 0: weights, grads and optimizer replicated over X (ch. 5 §DP); 1: optimizer
     * sharded; 2: also grads; 3: also weights (ch. 5 §FSDP: FSDP is ZeRO-3).
     */
    int zeroStage = 3;
    /// A MoE's expert-parallel ways and the CP ways inside X they stride over: the EP group of
    /// the chip at X index x is every x' = x + j·cp inside its block of ep·cp
    /// (docs/model.md#expert-parallelism). 1 and 1 for a dense model.
    long long ep = 1, cp = 1;
    bool operator==(const MeshSplit& o) const {
        return strategy == o.strategy && split.x == o.split.x && split.y == o.split.y &&
               split.mx == o.split.mx && split.my == o.split.my && stages == o.stages &&
               zeroStage == o.zeroStage && ep == o.ep && cp == o.cp;
    }
    /** The chip's place in its EP group (0 … ep − 1) and the X index of the group's `j`-th. */
    long long expertIndex(long long x) const { return (x / cp) % ep; }
    long long expertMember(long long x, long long j) const { return x + (j - expertIndex(x)) * cp; }
    /** The chip's place in its CP group (0 … cp − 1): the CP ways are the innermost of X. */
    long long contextIndex(long long x) const { return x % cp; }
    /** The X index of the next chip of its CP ring (the ring attention's send). */
    long long contextNext(long long x) const { return x - contextIndex(x) + (x + 1) % cp; }
};

/**
 * The scenario's own split (fsdp, tp, pp), its strategy as `strategyOf` names
 * it, and the scenario's ZeRO stage (`memory.zero_stage`). An X-only split below
 * ZeRO-3 keeps its weights whole on every chip: it is data parallelism (DP).
 */
MeshSplit meshSplit(const Scenario& s);

/**
 * The split a strategy runs on for this scenario, as `evaluate` chose it: DP and
 * FSDP on X = N/Z, TP on Y = N/Z, FSDP+TP on the scenario's split when it has
 * both axes, else on the best power-of-two split (`Results::fsdpTp`). ZeRO: DP
 * keeps the scenario's stage up to 2 (ZeRO-1/2 are DP with sharded optimizer
 * state and gradients); FSDP and FSDP+TP are ZeRO-3 (ch. 5 §FSDP); TP keeps the
 * scenario's (it has no data axis to shard over).
 */
MeshSplit meshSplit(const Scenario& s, const Results& r, Strategy strategy);

/**
 * A tensor as it rests between steps under a split (ch. 5's shardings):
 * DP In[B_X, D] W_in[D, F] W_out[F, D] Out[B_X, D];
 * FSDP In[B_X, D] W_in[D_X, F] W_out[F, D_X] Out[B_X, D];
 * TP In[B, D_Y] W_in[D, F_Y] W_out[F_Y, D] Out[B, D_Y];
 * FSDP+TP In[B_X, D_Y] W_in[D_X, F_Y] W_out[F_Y, D_X] Out[B_X, D_Y].
 * Weights are split over X only from ZeRO stage 3; weight gradients (DWIn,
 * DWOut) from stage 2. Activations other than In and Out are given as the
 * matmuls produce them (Tmp[B_X, F_Y]).
 */
TensorRef restingTensor(const MeshSplit& split, TensorId id);

/** One chip: where it sits and which logical shard it is. Small on purpose. */
struct ChipLayout {
    std::array<int, 4> coord{}; ///< physical coordinates in the pod's mesh (unused dims 0)
    int pod = 0;
    int fsdp = 0;  ///< index along X
    int tp = 0;    ///< index along Y
    int stage = 0; ///< index along Z (pipeline stage)
};

/** Everything a chip holds of one layer between steps. */
struct ChipShards {
    IndexRange layers;       ///< PP: the layers of its stage (ch. 5 §Pipelining: In[L_Z, B, D])
    Block in, wIn, wOut;     ///< In[B, D], W_in[D, F], W_out[F, D]
    Block out;               ///< Out[B, D] after the forward pass
    Block gradWIn, gradWOut; ///< dW_in, dW_out after the backward reduction
    Block optWIn, optWOut;   ///< the optimizer state of W_in, W_out
};

/** Bytes of persistent training state one chip holds, over all layers of its stage. */
struct HeldBytes {
    double params = 0;
    double grads = 0;
    double optimizer = 0;
    double total() const { return params + grads + optimizer; }
};

/**
 * Which chip holds which shard. Logical axes are placed as in `mapLogicalAxes`
 * (docs/model.md#axis-mapping): TP fills the physical axes first (the fastest
 * digit of the first axis), then FSDP, then PP; pods are copies of the pod.
 * Chips are stored for one pod (pods replicate it, DP over DCN); `chip()`
 * gives a chip of any pod.
 */
struct MeshLayout {
    std::vector<long long> mesh; ///< physical dims of one pod
    long long pods = 1;
    MeshSplit split;
    long long batch = 0;  ///< B, global tokens over all pods
    long long d = 0;      ///< D
    long long f = 0;      ///< F
    long long k = 0;      ///< K: a token's keys and values, 2 · n_kv · d_head
    long long layers = 1; ///< L
    MemoryRecipe recipe;
    /**
     * What the memory budget (docs/model.md#memory) says one chip holds of the whole model
     * under this split and ZeRO stage: `memoryBudget(memoryInputs(s, split)).perChip`.
     */
    MemoryBudget::PerChip memory;
    /** False when the split does not factor into the mesh: chips are then numbered linearly. */
    bool placedOnAxes = true;
    /**
     * Ways of each logical axis (0 TP, 1 FSDP, 2 PP) along each physical axis, as placed:
     * their product over the logical axes is the physical dim (all 1 when not placed on axes).
     */
    std::array<std::array<long long, 4>, 3> ways{};

    /** One pod's chips; index = c0 + m0·(c1 + m1·(c2 + m2·c3)). */
    std::vector<ChipLayout> chips;
    /** Chip index by logical position, [(stage·X + fsdp)·Y + tp]: TP groups are contiguous runs. */
    std::vector<int> byTpGroup;
    /** Chip index by [(stage·Y + tp)·X + fsdp]: FSDP groups are contiguous runs. */
    std::vector<int> byFsdpGroup;

    /// Chips of one node on a switch, consecutive chip indices (docs/model.md#nodes); 0: the pod
    /// is one domain.
    long long nodeChips = 0;

    long long chipCount() const { return (long long)chips.size(); }
    /** True when chips `a` and `b` sit on different nodes: a hop between them crosses the
     * network. */
    bool acrossNodes(int a, int b) const { return nodeChips > 0 && a / nodeChips != b / nodeChips; }
    /** Nodes of the pod (1 without nodes). */
    long long nodeCount() const {
        return nodeChips > 0 ? (chipCount() + nodeChips - 1) / nodeChips : 1;
    }
    long long x() const { return split.split.x; }
    long long y() const { return split.split.y; }
    long long z() const { return split.stages; }

    /** Index of the chip at physical coordinates (unused dims 0), or -1. */
    int chipIndex(const std::array<int, 4>& coord) const;
    /** The chip at logical (stage, fsdp, tp) of pod 0. */
    int chipAt(int stage, int fsdp, int tp) const;
    /** Chip `index` of one pod, as a copy with its pod set. */
    ChipLayout chip(int index, int pod = 0) const;

    /**
     * The block a chip at logical (fsdp, tp) of `pod` holds of `t`: each split
     * dimension takes part `index` of `ways` (sizes that do not divide give the
     * first parts one more); B is first split over pods.
     */
    Block block(const TensorRef& t, int fsdp, int tp, int pod) const;
    Block block(const ChipLayout& c, const TensorRef& t) const {
        return block(t, c.fsdp, c.tp, c.pod);
    }
    /** Size of a dimension: B, D or F. */
    long long dimSize(Dim dim) const;

    /** All shards a chip holds between steps (ch. 5's shardings, per the split's strategy). */
    ChipShards shards(const ChipLayout& c) const;
    /**
     * Bytes of parameters, gradients and optimizer state of the two MLP matrices
     * the chip holds over the layers of its stage, with the recipe's bytes per
     * parameter: memoryBudget's perChip for params = 2·D·F·L, the same ZeRO stage
     * and modelWays = Y·Z, when the sizes divide.
     */
    HeldBytes bytesHeld(const ChipLayout& c) const;

    /** FSDP groups: same stage and tp index, fsdp index 0..X-1 (ch. 5 §FSDP+TP: a chip is in
     * two groups).
     */
    long long fsdpGroupCount() const { return y() * z(); }
    long long fsdpGroupOf(const ChipLayout& c) const { return c.stage * y() + c.tp; }
    /** Chips of an FSDP group in ring order (by fsdp index). */
    std::span<const int> fsdpGroup(long long group) const;
    /** TP groups: same stage and fsdp index, tp index 0..Y-1. */
    long long tpGroupCount() const { return x() * z(); }
    long long tpGroupOf(const ChipLayout& c) const { return c.stage * x() + c.fsdp; }
    /** Chips of a TP group in ring order (by tp index). */
    std::span<const int> tpGroup(long long group) const;
    /**
     * CP groups (docs/model.md#context-parallelism): the CP ways are the innermost of X, so a
     * chip's group is the cp chips of its FSDP group whose fsdp indices share a block of cp, in
     * ring order (ring attention passes K and V around it). Empty without CP.
     */
    long long contextWays() const { return split.cp; }
    long long contextGroupCount() const { return fsdpGroupCount() * (x() / contextWays()); }
    long long contextGroupOf(const ChipLayout& c) const {
        return fsdpGroupOf(c) * (x() / contextWays()) + c.fsdp / contextWays();
    }
    std::span<const int> contextGroup(const ChipLayout& c) const;

    /**
     * The next chip of `c`'s FSDP (axis Fsdp) or TP (axis Tp) group along one physical
     * axis, wrapping within the group: a collective over several axes runs as rings along
     * each of them (ch. 5 §FSDP+TP: M axes, M times the bandwidth). -1 when the group
     * does not vary along that axis. Unplaced layouts have one ring, in index order, on axis 0.
     */
    int nextAlong(const ChipLayout& c, MeshAxis axis, int physicalAxis) const;
};

/**
 * The memory model's inputs for a split shown on the mesh: the scenario's model, batch and
 * recipe, ZeRO over the split's X, TP and PP ways splitting the weights. For the scenario's own
 * split (`meshSplit(s)`) it equals `memoryInputs(s)`.
 */
MemoryInputs memoryInputs(const Scenario& s, const MeshSplit& split);

/** Lays out every chip of the scenario's pod for a split. */
MeshLayout buildMeshLayout(const Scenario& s, const MeshSplit& split);

/** Part `index` of `ways` of [0, size): sizes that do not divide give the first parts one more. */
IndexRange partOf(long long size, long long ways, long long index);

} // namespace shardscope
