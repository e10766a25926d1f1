#pragma once

#include "collective_ring.h"
#include "mesh/meshscene.h"
#include "mesh_lens.h"
#include "step_ring.h"

#include <optional>
#include <vector>

namespace shardscope {

/**
 * What the lens shows at one moment of the animation (docs/model.md#ring-hops): the focus chip's
 * TP and FSDP groups (`lensFor`), the ring the step's collective runs around (`stepRing`), the
 * hop under way and the shards that hop moves. Pure data: the lens painter draws it, tests read
 * it.
 */
struct MeshLensMoment {
    /**
     * Rings up to this size carry what every chip holds (p² cells); a bigger one carries its
     * scale model of this many chips at the same point of the step.
     */
    static constexpr int kMaxStateRing = 256;
    /** Chips a group shows at most: more are a window of them (the core's default). */
    static constexpr int kMaxLensChips = 16;

    MeshLens lens;
    StepRing ring; ///< empty ring: the step is not a ring collective
    int step = 0;
    MeshAxis axis = MeshAxis::None; ///< the step's group: Fsdp (X), Tp (Y) or Context for a ring
    int hop = -1;                   ///< the hop under way (0-based over all hops), -1: none
    double hopPhase = 0;            ///< how far that hop has come, [0, 1]
    double seconds = 0; ///< model seconds into the step (the hops divide the step's time)
    /** The hop's transfers whose sender or receiver the lens shows. */
    std::vector<RingTransfer> transfers;
    /**
     * A matmul's matrices as every lens box shows them, left to right: the two operands, then
     * the result filling in (ch. 5: In · W_in → Tmp[B_X, F_Y], Tmp · W_out → Out), each with
     * the chip's block (`MeshLayout::block`). Empty for any other step.
     */
    std::vector<TensorRef> matrices;

    /**
     * A step that is one arrow, not a ring (docs/model.md#ring-hops): a pipeline send from the
     * focus chip's place in one stage to the same place in the neighbouring stage (ch. 5
     * §Pipelining), or the AllReduce of the gradients between the focus chip and the same chip of
     * the other pods over DCN (ch. 5 §Pods). It lasts the step's seconds.
     */
    struct Link {
        int fromChip = 0; ///< chip index within the pod
        int toChip = 0;   ///< the same chip index for DCN: it sits in another pod
        int fromStage = 0, toStage = 0;
        int toPod = 0;
        bool acrossPods = false;
        double seconds = 0; ///< the schedule step's
    };
    std::optional<Link> link;
    /**
     * What the ring holds once the hop under way has landed. A ring over kMaxStateRing chips
     * holds it as its scale model of kMaxStateRing (`stateScale` < 1): the same share of the
     * tensor held by each chip at the same point of the step, and the same shape of the fill.
     */
    std::optional<RingState> state;
    double stateScale = 1; ///< state positions per ring position (1: the ring itself)
    /** The state's position (and shard) standing for ring position (shard) `ringPosition`. */
    int statePosition(int ringPosition) const { return int(ringPosition * stateScale); }
    /** The ring's shard a state shard stands for (its middle one). */
    int ringShard(int stateShard) const { return int((stateShard + 0.5) / stateScale); }

    /**
     * The moment `progress` (in [0, 1)) through step `step` of `scene`, around `focusChip`:
     * hop ⌊progress · hops⌋, so each hop lasts the step's seconds divided by its hops.
     */
    static MeshLensMoment at(const MeshScene& scene, int focusChip, int step, double progress);

    bool moving() const { return hop >= 0; }
    /** The link of a send or DCN step, or nothing (the focus chip's counterpart, clamped). */
    static std::optional<Link> linkOf(const MeshScene& scene, const ScheduleStep& st,
                                      int focusChip);
    /** The group the ring runs over: the lens' FSDP, TP or CP group (nullptr: no ring step). */
    const LensGroup* ringGroup() const;
    /** Ring position of a chip of the pod, or -1 when it is not on the ring. */
    int positionOf(int chip) const;
};

} // namespace shardscope
