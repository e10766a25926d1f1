#include "mesh_mapping.h"

#include <numeric>

namespace shardscope {

namespace {

// Takes `ways` out of the free capacity of the axes, in order; returns the axes touched.
int placeAxis(std::vector<long long>& free, long long ways, bool& fits) {
    int touched = 0;
    for (long long& capacity : free) {
        if (ways <= 1)
            break;
        const long long taken = std::gcd(ways, capacity);
        if (taken > 1) {
            capacity /= taken;
            ways /= taken;
            ++touched;
        }
    }
    if (ways > 1) {
        fits = false;
        ++touched; // what is left still crosses at least one more link
    }
    return touched;
}

} // namespace

AxisSpan mapLogicalAxes(const std::vector<long long>& mesh, long long fsdp, long long tp) {
    AxisSpan span;
    std::vector<long long> free = mesh;
    span.tp = placeAxis(free, tp, span.fits);
    span.fsdp = placeAxis(free, fsdp, span.fits);
    return span;
}

} // namespace shardscope
