#pragma once

#include "collective_ring.h"
#include "mesh_layout.h"
#include "step_schedule.h"

#include <string>
#include <string_view>
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
 * its FSDP group for a collective over X, its TP group over Y, its CP group for
 * ring attention's K and V (MeshAxis::Context: `MeshLayout::contextGroup`), in ring order,
 * and `ringSchedule(step.kind, ring, step.seconds)`, both ways when the step's
 * `bothWays` says so: the clock advances each hop by the model's time divided by
 * its hops (docs/model.md#ring-hops). A step that
 * is not a ring collective (`isRingCollective`: a matmul, a send, DCN across
 * pods) gives an empty ring and no hops.
 */
StepRing stepRing(const ScheduleStep& step, const MeshLayout& layout, int focusChip = 0);

/**
 * A schedule step's name as a lesson's `meshStep` writes it (docs/lesson-format.md): pass, kind,
 * the tensor it works on and, for a collective or a send, its group's axis, dotted and in lower
 * case: "forward.allgather.w_in.x" (FSDP's gather of W_in), "forward.allgather.in.y" (TP's of
 * In), "forward.matmul.tmp" (a matmul by its result), "backward.allreduce.dw_in.pods".
 * A collective is named by the tensor it gathers or reduces (its `lhs`).
 */
std::string scheduleStepName(const ScheduleStep& step);

/** Every name `scheduleStepName` can give, for a reader's vocabulary. */
std::vector<std::string> scheduleStepNames();

/** The first step of `schedule` called `name`, or -1. */
int findScheduleStep(const StepSchedule& schedule, std::string_view name);

} // namespace shardscope
