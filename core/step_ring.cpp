#include "step_ring.h"

#include <algorithm>

namespace shardscope {

StepRing stepRing(const ScheduleStep& step, const MeshLayout& layout, int focusChip) {
    StepRing out;
    out.collective.kind = step.kind;
    const long long n = layout.chipCount();
    const bool overX = step.axis == MeshAxis::Fsdp;
    if (!isRingCollective(step) || (!overX && step.axis != MeshAxis::Tp) || n <= 0) {
        out.collective = ringSchedule(step.kind, {}, step.seconds);
        out.matchesStep = !isRingCollective(step);
        return out;
    }
    const ChipLayout focus = layout.chip(int(std::clamp<long long>(focusChip, 0, n - 1)));
    // Ring order is by fsdp index in an FSDP group and by tp index in a TP group.
    const std::span<const int> group = overX ? layout.fsdpGroup(layout.fsdpGroupOf(focus))
                                             : layout.tpGroup(layout.tpGroupOf(focus));
    out.focusPosition = overX ? focus.fsdp : focus.tp;
    for (int chip : group)
        if (chip >= 0) // an unplaced layout with more logical than physical chips has holes
            out.ring.push_back(chip);
    out.matchesStep = (long long)out.ring.size() == step.group;
    out.collective = ringSchedule(step.kind, out.ring, step.seconds,
                                  step.bothWays ? RingWays::Both : RingWays::One);
    return out;
}

} // namespace shardscope
