#pragma once

#include <vector>

namespace shardscope {

/** How many physical mesh axes each logical axis spans (M_X, M_Y). */
struct AxisSpan {
    int fsdp = 0;     ///< M_X
    int tp = 0;       ///< M_Y
    bool fits = true; ///< false when a logical axis does not factor into the mesh
};

/**
 * Lays TP onto the physical axes first (fill the first axis, then the next),
 * then FSDP onto what remains (docs/model.md#axis-mapping). A partly used axis
 * counts as one; a logical axis of size 1 spans none.
 */
AxisSpan mapLogicalAxes(const std::vector<long long>& mesh, long long fsdp, long long tp);

} // namespace shardscope
