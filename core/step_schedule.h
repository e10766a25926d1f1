#pragma once

#include "mesh_layout.h"

#include <cstdint>
#include <vector>

namespace shardscope {

/** What a step of the algorithm does. */
enum class StepKind : std::uint8_t {
    Matmul,
    AllGather,
    ReduceScatter,
    AllReduce,
    Send,    ///< point to point, to the neighbouring pipeline stage
    AllToAll ///< every chip of the EP group to every other: a MoE's dispatch and combine
};

enum class Pass : std::uint8_t { Forward, Backward };

/**
 * One step of one training step of one MLP block, as the algorithms of ch. 5
 * list them. A collective turns `lhs` into `result` over the group of `axis`;
 * a matmul computes `result` = `lhs` ·_contract `rhs`. Only codes: the UI words
 * the step (e.g. "W_in[D, F] = AllGather_X(W_in[D_X, F])").
 */
struct ScheduleStep {
    StepKind kind = StepKind::Matmul;
    Pass pass = Pass::Forward;
    MeshAxis axis = MeshAxis::None; ///< the group a collective runs over; None for a matmul
    TensorRef result;
    TensorRef lhs;
    TensorRef rhs;         ///< matmul only
    Dim contract = Dim::D; ///< matmul only: the summed dimension
    long long group = 1;   ///< chips in the collective's group (X, Y or pods)
    int axes = 0;          ///< physical axes it spans (M_X, M_Y; 1 across pods)
    /// Nodes of a switched cluster the group (or a send) touches: 1 inside a node, 0 on a torus
    /// (docs/model.md#nodes).
    long long nodes = 0;
    /**
     * Bytes per chip as the cost model counts a collective: the array V it
     * gathers or reduces (each chip receives (group - 1)/group of it).
     */
    double bytes = 0;
    double flops = 0;     ///< per chip, matmul only
    double seconds = 0;   ///< `collectiveSeconds` (AllReduce 2·V) or flops / C
    bool critical = true; ///< on the critical path, as ch. 5's algorithms mark it
    /**
     * A ring collective whose links carry shards both ways, as the cost model's V / (W·M)
     * counts it (ch. 3's bidirectional ring); false with the finite-group count, one way.
     */
    bool bothWays = false;
    /** Number of the step in ch. 5's listing of this pass (0 when it lists none). */
    int seedStep = 0;
};

/** A collective around the rings of the X or Y groups inside the pod (not DCN, not a send, not
 * an all-to-all, not the context ring, which passes chunks between sends of its own). */
inline bool isRingCollective(const ScheduleStep& st) {
    return st.kind != StepKind::Matmul && st.kind != StepKind::Send &&
           st.kind != StepKind::AllToAll && st.axis != MeshAxis::Pods &&
           st.axis != MeshAxis::Context;
}

/** Sums over the steps of one pass. */
struct PassSums {
    double flops = 0;
    double math = 0; ///< seconds of matmuls
    double bytesFsdp = 0, bytesTp = 0, bytesPods = 0, bytesStages = 0, bytesEp = 0, bytesCp = 0;
    double commsFsdp = 0, commsTp = 0, commsPods = 0, commsStages = 0, commsEp = 0,
           commsCp = 0;  ///< by axis
    double critical = 0; ///< seconds of the steps on the critical path
};

/** The steps of one training step of one MLP block, forward then backward. */
struct StepSchedule {
    MeshSplit split;
    double batch = 0; ///< tokens per pod (B / pods), as `layerTimes` takes them
    std::vector<ScheduleStep> steps;
    PassSums sums(Pass pass) const;
    double seconds() const; ///< every step one after the other
};

/**
 * The schedule of a strategy on a split (ch. 5: the algorithms of §DP, §FSDP,
 * §TP; §FSDP+TP: their union). Collectives over a group of one chip are left out.
 * Per pass, the matmul FLOPs add up to 4·B·D·F/(X·Y) forward and 8·B·D·F/(X·Y)
 * backward, and the forward collectives to `layerTimes(...).forward` over each
 * axis; the backward ones agree with `layerTimes` for DP, FSDP and TP. For
 * FSDP+TP the backward TP traffic is the algorithm's AllGather dOut +
 * ReduceScatter dIn, 4·B·D/X, where the chapter's summary table (and `layerTimes`)
 * counts 8·B·D/X (docs/model.md#disagree-fsdp-tp-backward). With pods > 1 the
 * backward ends with an AllReduce of each chip's gradient shard across pods
 * (ch. 5 §Pods, `Results::Layer::tCommsDcn`). With pp > 1 the forward ends by sending Out to
 * the next stage and the backward by sending dIn to the previous one, over ICI: the whole
 * batch's K microbatch sends, K · t_send (docs/model.md#pipeline-schedule). With cp > 1 the
 * attention before the block passes its keys and values round the CP ring (forward, the first
 * step, `layer.t_comms_cp`), and after it, backward, the keys and values again and their
 * gradients, summed on the way (docs/model.md#context-parallelism).
 */
StepSchedule stepSchedule(const Scenario& s, const MeshSplit& split);

} // namespace shardscope
