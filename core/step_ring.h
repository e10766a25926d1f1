#pragma once

#include "collective_ring.h"
#include "mesh_layout.h"
#include "step_schedule.h"

#include <vector>

namespace shardscope {

/** The ring a schedule step's collective runs around, as the focus chip sees it. */
struct StepRing {
    /** The focus chip's group on the step's axis, in ring order (empty: not a ring step). */
    std::vector<int> ring;
    int focusPosition = 0; ///< where the focus chip is in `ring`
    /** The step's collective over `ring`, lasting the step's `seconds`. */
    RingCollective collective;
    /** False when the step's `group` is not the ring's size (a layout of another split). */
    bool matchesStep = true;
};

/**
 * The ring of `step` for `focusChip` (clamped into the pod, as `lensFor` does):
 * its FSDP group for a collective over X, its TP group over Y, in ring order,
 * and `ringSchedule(step.kind, ring, step.seconds)`, both ways when the step's
 * `bothWays` says so: the clock advances each hop by the model's time divided by
 * its hops (docs/model.md#ring-hops). A step that
 * is not a ring collective (`isRingCollective`: a matmul, a send, DCN across
 * pods) gives an empty ring and no hops.
 */
StepRing stepRing(const ScheduleStep& step, const MeshLayout& layout, int focusChip = 0);

} // namespace shardscope
