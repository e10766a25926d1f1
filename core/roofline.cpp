#include "roofline.h"

#include <algorithm>

namespace shardscope {

double attainableFlops(double intensity, double peakFlops, double bandwidth) {
    return std::min(peakFlops, intensity * bandwidth);
}

double achievedFlops(const Matmul& m, double peakFlops, double bandwidth) {
    return m.flops() / std::max(m.flops() / peakFlops, m.bytes() / bandwidth);
}

double criticalBatch(double peakFlops, double bandwidth, double weightBytes) {
    // With B << D, F the intensity is 2BDF / (weightBytes·DF) = 2B / weightBytes.
    return peakFlops / bandwidth * weightBytes / 2;
}

} // namespace shardscope
