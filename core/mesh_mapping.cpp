#include "mesh_mapping.h"

#include <algorithm>
#include <numeric>

namespace shardscope {

namespace {

// Physical axes a logical axis touches; what is left over still crosses at least one more link.
int axesTouched(const AxisFactors& f, size_t logical) {
    int touched = int(std::count_if(f.ways[logical].begin(), f.ways[logical].end(),
                                    [](long long w) { return w > 1; }));
    return touched + (f.leftover[logical] > 1 ? 1 : 0);
}

} // namespace

bool AxisFactors::fits() const {
    return std::all_of(leftover.begin(), leftover.end(), [](long long w) { return w == 1; });
}

AxisFactors factorOntoMesh(const std::vector<long long>& mesh,
                           const std::vector<long long>& logical) {
    AxisFactors f;
    std::vector<long long> room = mesh;
    for (long long left : logical) {
        std::vector<long long>& ways = f.ways.emplace_back(mesh.size(), 1);
        for (size_t a = 0; a < room.size() && left > 1; ++a) {
            ways[a] = std::gcd(left, room[a]);
            room[a] /= ways[a];
            left /= ways[a];
        }
        f.leftover.push_back(left);
    }
    return f;
}

AxisSpan mapLogicalAxes(const std::vector<long long>& mesh, long long fsdp, long long tp) {
    const AxisFactors f = factorOntoMesh(mesh, {tp, fsdp});
    bool shared = !f.fits();
    for (size_t a = 0; a < mesh.size(); ++a)
        shared = shared || (f.ways[0][a] > 1 && f.ways[1][a] > 1);
    return {axesTouched(f, 1), axesTouched(f, 0), f.fits(), shared};
}

} // namespace shardscope
