#pragma once

namespace shardscope {

/** A bf16 matmul [B, D]·[D, F] on one chip (ch. 1). */
struct Matmul {
    double b = 0, d = 0, f = 0;
    double weightBytes = 2; ///< bytes per weight: 2 for bf16, 1 for int8
    double flops() const { return 2 * b * d * f; }
    double bytes() const { return 2 * b * d + weightBytes * d * f + 2 * b * f; }
    double intensity() const { return flops() / bytes(); }
};

/** min(C, intensity·bandwidth): the roofline (ch. 1). */
double attainableFlops(double intensity, double peakFlops, double bandwidth);

/** FLOPs/s a matmul reaches: FLOPs / max(T_math, T_bytes) (ch. 1). */
double achievedFlops(const Matmul& m, double peakFlops, double bandwidth);

/** Batch above which a large matmul is compute-bound: C / bandwidth, halved for int8 weights (ch.
 * 1). */
double criticalBatch(double peakFlops, double bandwidth, double weightBytes = 2);

} // namespace shardscope
