#include "step_ring.h"

#include <algorithm>

namespace shardscope {

namespace {

// Ring attention's K and V (or their gradients) passed around the CP group: cp − 1 hops, each
// chip handing the chunk it holds to the next, an AllGather (ReduceScatter) in ring form
// (docs/model.md#context-parallelism).
StepRing contextRing(const ScheduleStep& step, const MeshLayout& layout, const ChipLayout& focus) {
    StepRing out;
    const std::span<const int> group = layout.contextGroup(focus);
    out.ring.assign(group.begin(), group.end());
    out.focusPosition = int(focus.fsdp % layout.contextWays());
    out.matchesStep = (long long)out.ring.size() == step.group;
    out.collective = ringSchedule(step.kind, out.ring, step.seconds, RingWays::One);
    return out;
}

} // namespace

StepRing stepRing(const ScheduleStep& step, const MeshLayout& layout, int focusChip) {
    StepRing out;
    out.collective.kind = step.kind;
    const long long n = layout.chipCount();
    const bool overX = step.axis == MeshAxis::Fsdp;
    if (step.axis == MeshAxis::Context && n > 0)
        return contextRing(step, layout,
                           layout.chip(int(std::clamp<long long>(focusChip, 0, n - 1))));
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

namespace {

constexpr const char* kPasses[] = {"forward", "backward"};
constexpr const char* kKinds[] = {"matmul",    "allgather", "reducescatter",
                                  "allreduce", "send",      "alltoall"};
constexpr const char* kTensors[] = {"in",   "w_in", "w_out", "out",    "tmp", "dout",
                                    "dtmp", "din",  "dw_in", "dw_out", "kv",  "dkv"};
constexpr const char* kAxes[] = {"", "x", "y", "stages", "pods", "ep", "cp"};

const char* axisName(MeshAxis axis) {
    switch (axis) {
    case MeshAxis::Fsdp:
        return kAxes[1];
    case MeshAxis::Tp:
        return kAxes[2];
    case MeshAxis::Stages:
        return kAxes[3];
    case MeshAxis::Pods:
        return kAxes[4];
    case MeshAxis::Experts:
        return kAxes[5];
    case MeshAxis::Context:
        return kAxes[6];
    case MeshAxis::None:
        break;
    }
    return kAxes[0];
}

} // namespace

std::string scheduleStepName(const ScheduleStep& step) {
    const bool matmul = step.kind == StepKind::Matmul;
    std::string name = std::string(kPasses[int(step.pass)]) + "." + kKinds[int(step.kind)] + "." +
                       kTensors[int(matmul ? step.result.id : step.lhs.id)];
    if (!matmul)
        name += std::string(".") + axisName(step.axis);
    return name;
}

std::vector<std::string> scheduleStepNames() {
    std::vector<std::string> out;
    for (const char* pass : kPasses)
        for (size_t kind = 0; kind < std::size(kKinds); ++kind)
            for (const char* tensor : kTensors) {
                const std::string base = std::string(pass) + "." + kKinds[kind] + "." + tensor;
                if (kind == 0) { // a matmul, named by its result
                    out.push_back(base);
                    continue;
                }
                for (size_t axis = 1; axis < std::size(kAxes); ++axis)
                    out.push_back(base + "." + kAxes[axis]);
            }
    return out;
}

int findScheduleStep(const StepSchedule& schedule, std::string_view name) {
    for (size_t i = 0; i < schedule.steps.size(); ++i)
        if (scheduleStepName(schedule.steps[i]) == name)
            return int(i);
    return -1;
}

} // namespace shardscope
