#pragma once

#include <string>
#include <vector>

namespace shardscope {

/** One accelerator and the network around it. SI units throughout. */
struct Hardware {
    std::string name;
    double flops = 0;    ///< C: bf16 FLOPs/s per chip
    double hbmBytes = 0; ///< HBM capacity per chip, bytes
    double hbmBw = 0;    ///< HBM bandwidth per chip, bytes/s
    double iciBw = 0;    ///< W: bytes/s per chip and mesh axis, bidirectional (the book's W_ici)
    double dcnBw = 0;    ///< W_dcn: data-centre network bytes/s per chip
    std::vector<long long> mesh; ///< physical dims of one ICI domain
    /// Chip counts of whole systems built from it, offered besides powers of two
    /// (the v5p superpod's 8960, ch. 6 "How to shard LLaMA 3-70B for training").
    std::vector<long long> podSizes;

    bool operator==(const Hardware&) const = default;
};

} // namespace shardscope
