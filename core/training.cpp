#include "training.h"

namespace shardscope {

double trainingFlops(double params, double tokens) {
    return 6 * params * tokens;
}

double trainingSeconds(double flops, double chips, double peakFlops, double mfu) {
    return flops / (chips * peakFlops * mfu);
}

double Pipeline::bubbleFraction() const {
    return double(stages - 1) / double(microbatches + stages - 1);
}

double Pipeline::seconds(double stageCompute, double overheadPerMicrobatch) const {
    const double slots = double(microbatches + stages - 1);
    return slots * (stageCompute / double(microbatches) + overheadPerMicrobatch);
}

} // namespace shardscope
