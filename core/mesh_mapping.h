#pragma once

#include <vector>

namespace shardscope {

/** How many physical mesh axes each logical axis spans (M_X, M_Y). */
struct AxisSpan {
    int fsdp = 0;        ///< M_X
    int tp = 0;          ///< M_Y
    bool fits = true;    ///< false when a logical axis does not factor into the mesh
    bool shared = false; ///< FSDP and TP both use one physical axis (or do not fit)
};

/** How a list of logical axes lies on the physical mesh axes. */
struct AxisFactors {
    std::vector<std::vector<long long>>
        ways;                        ///< [logical][physical]: ways that physical axis carries
    std::vector<long long> leftover; ///< [logical]: ways no axis had room for (1 when it fits)
    bool fits() const;
};

/**
 * Lays the logical axes onto the mesh in turn, each from the first physical axis to
 * the last, taking gcd(ways left, room left) of each (docs/model.md#axis-mapping).
 */
AxisFactors factorOntoMesh(const std::vector<long long>& mesh,
                           const std::vector<long long>& logical);

/**
 * Lays TP onto the physical axes first (fill the first axis, then the next),
 * then FSDP onto what remains (docs/model.md#axis-mapping). A partly used axis
 * counts as one; a logical axis of size 1 spans none.
 */
AxisSpan mapLogicalAxes(const std::vector<long long>& mesh, long long fsdp, long long tp);

} // namespace shardscope
