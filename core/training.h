#pragma once

namespace shardscope {

/** ch. 6: FLOPs ≈ 6·P·tokens; seconds at `mfu` of `chips`·C. */
double trainingFlops(double params, double tokens);
double trainingSeconds(double flops, double chips, double peakFlops, double mfu);

/** A pipeline of p stages and K microbatches (ch. 5 §Pipelining; docs/model.md#pipeline). */
struct Pipeline {
    long long stages = 1;       ///< p
    long long microbatches = 1; ///< K
    double bubbleFraction() const;
    /** (K + p - 1)·(stageCompute/K + δ): forward time with a fixed cost δ per microbatch. */
    double seconds(double stageCompute, double overheadPerMicrobatch) const;
};

} // namespace shardscope
