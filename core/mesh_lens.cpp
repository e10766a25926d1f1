#include "mesh_lens.h"

#include <algorithm>
#include <map>

namespace shardscope {

RingWindow ringWindow(long long size, long long focus, long long maxCount) {
    if (size <= 0)
        return {0, 0};
    maxCount = std::max<long long>(1, maxCount);
    if (size <= maxCount)
        return {0, size};
    focus = std::clamp<long long>(focus, 0, size - 1);
    // docs/model.md#ring-hops: the focus sits maxCount / 2 into the window.
    const long long first = ((focus - maxCount / 2) % size + size) % size;
    return {first, maxCount};
}

namespace {

LensGroup lensGroup(std::span<const int> ring, long long focusPosition, long long group,
                    long long groupCount, long long pods, int maxChips) {
    LensGroup g;
    g.size = (long long)ring.size();
    g.group = group;
    g.othersInPod = std::max<long long>(0, groupCount - 1);
    g.othersInAllPods = std::max<long long>(0, groupCount * pods - 1);
    const RingWindow w = ringWindow(g.size, focusPosition, maxChips);
    g.firstRingPosition = w.first;
    for (long long k = 0; k < w.count; ++k) {
        const long long position = (w.first + k) % g.size;
        if (position == focusPosition)
            g.focusIndex = int(g.chips.size());
        // An unplaced layout whose split has more chips than the pod leaves holes: skip them.
        if (ring[size_t(position)] >= 0)
            g.chips.push_back(ring[size_t(position)]);
    }
    return g;
}

} // namespace

MeshLens lensFor(const MeshLayout& layout, int focusChip, int pod, int maxChips) {
    MeshLens lens;
    const long long n = layout.chipCount();
    lens.pods = std::max<long long>(1, layout.pods);
    if (n <= 0 || layout.byTpGroup.empty() || layout.byFsdpGroup.empty())
        return lens;
    lens.focusChip = int(std::clamp<long long>(focusChip, 0, n - 1));
    lens.pod = int(std::clamp<long long>(pod, 0, lens.pods - 1));
    maxChips = std::max(1, maxChips);

    const ChipLayout focus = layout.chip(lens.focusChip, lens.pod);
    lens.stage = focus.stage;
    // Ring order is by tp index in a TP group and by fsdp index in an FSDP group
    // (MeshLayout::tpGroup, fsdpGroup), so the focus's ring position is its index there.
    const long long tpGroup = layout.tpGroupOf(focus);
    const long long fsdpGroup = layout.fsdpGroupOf(focus);
    lens.tp = lensGroup(layout.tpGroup(tpGroup), focus.tp, tpGroup, layout.tpGroupCount(),
                        lens.pods, maxChips);
    lens.fsdp = lensGroup(layout.fsdpGroup(fsdpGroup), focus.fsdp, fsdpGroup,
                          layout.fsdpGroupCount(), lens.pods, maxChips);
    const long long cp = layout.contextWays();
    if (cp > 1)
        lens.cp =
            lensGroup(layout.contextGroup(focus), focus.fsdp % cp, layout.contextGroupOf(focus),
                      layout.contextGroupCount(), lens.pods, maxChips);

    std::map<int, LensChip> chips;
    auto add = [&](int index, bool LensChip::*group) {
        LensChip& c = chips[index];
        c.index = index;
        c.coord = layout.chips[size_t(index)].coord;
        c.*group = true;
    };
    for (int index : lens.tp.chips)
        add(index, &LensChip::inTp);
    for (int index : lens.fsdp.chips)
        add(index, &LensChip::inFsdp);
    for (int index : lens.cp.chips)
        add(index, &LensChip::inCp);
    lens.chips.reserve(chips.size());
    for (const auto& [index, chip] : chips)
        lens.chips.push_back(chip);
    return lens;
}

} // namespace shardscope
