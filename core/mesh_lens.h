#pragma once

#include "mesh_layout.h"

#include <array>
#include <vector>

namespace shardscope {

/**
 * The focus chip's group along one logical axis (its TP or its FSDP group), as
 * the lens shows it (docs/model.md#ring-hops): the chips in ring order, windowed
 * when the group is larger than the lens allows.
 */
struct LensGroup {
    /** Chip indices (of one pod) shown, contiguous in ring order, wrapping around the ring. */
    std::vector<int> chips;
    /** Ring position (index in `MeshLayout::fsdpGroup` / `tpGroup`) of `chips[0]`. */
    long long firstRingPosition = 0;
    /** Where the focus chip is in `chips`. */
    int focusIndex = 0;
    /** Chips of the whole group (X for FSDP, Y for TP). */
    long long size = 0;
    /** The group's number (`MeshLayout::fsdpGroupOf` / `tpGroupOf`). */
    long long group = 0;
    /** Other groups of this axis in one pod, like this one: the group count − 1. */
    long long othersInPod = 0;
    /** Other groups of this axis over all pods: group count · pods − 1. */
    long long othersInAllPods = 0;
    /** Chips of the group the window leaves out ("and N more"). */
    long long hidden() const { return size - (long long)chips.size(); }
};

/** A chip the lens shows, with where it sits so the overview can highlight it. */
struct LensChip {
    int index = 0;              ///< chip index within the pod
    std::array<int, 4> coord{}; ///< physical coordinates in the pod's mesh (unused dims 0)
    bool inTp = false;          ///< in the focus chip's (windowed) TP group
    bool inFsdp = false;        ///< in the focus chip's (windowed) FSDP group
    bool inCp = false;          ///< in the focus chip's (windowed) CP group
};

/** The focus chip's two groups and the chips they cover (ch. 5 §FSDP+TP: a chip is in two),
    and with context parallelism its CP group inside the FSDP one. */
struct MeshLens {
    int focusChip = 0; ///< chip index within the pod, after clamping
    int pod = 0;       ///< after clamping to [0, pods − 1]
    int stage = 0;     ///< the focus chip's pipeline stage
    long long pods = 1;
    LensGroup tp;
    LensGroup fsdp;
    LensGroup cp; ///< the CP group inside the FSDP one (MeshLayout::contextGroup); size 0: no CP
    /** The union of the windows' chips, by chip index, each once. */
    std::vector<LensChip> chips;
    bool empty() const { return chips.empty(); }
};

/**
 * The lens around `focusChip` of `pod` (docs/model.md#ring-hops). Each group
 * larger than `maxChips` is shown as a window of `maxChips` chips contiguous in
 * ring order that starts `maxChips / 2` positions before the focus, wrapping
 * around the ring. A focus outside [0, chipCount − 1], a pod outside
 * [0, pods − 1] and `maxChips` below 1 are clamped into range; a layout
 * without chips gives an empty lens.
 */
MeshLens lensFor(const MeshLayout& layout, int focusChip = 0, int pod = 0, int maxChips = 16);

/**
 * Ring positions [first, first + count) of a ring of `size` wrapped around, as a window
 * of at most `maxCount` positions around `focus` starting `maxCount / 2` before it.
 * Whole ring (first 0) when it fits.
 */
struct RingWindow {
    long long first = 0;
    long long count = 0;
};
RingWindow ringWindow(long long size, long long focus, long long maxCount);

} // namespace shardscope
