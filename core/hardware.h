#pragma once

#include <optional>
#include <string>
#include <vector>

namespace shardscope {

/** One accelerator and the network around it. SI units throughout. */
struct Hardware {
    std::string name;
    double flops = 0;    ///< C: bf16 FLOPs/s per chip
    double hbmBytes = 0; ///< HBM capacity per chip, bytes
    double hbmBw = 0;    ///< HBM bandwidth per chip, bytes/s
    double iciBw = 0; ///< W: bytes/s per chip and mesh axis, bidirectional (the book's W_ici); on a
                      ///< switched node both directions of one chip's links
    double dcnBw = 0; ///< W_dcn: data-centre network bytes/s per chip
    std::vector<long long> mesh; ///< physical dims of one ICI domain
    /// Chip counts of whole systems built from it, offered besides powers of two
    /// (the v5p superpod's 8960, ch. 6 "How to shard LLaMA 3-70B for training").
    std::vector<long long> podSizes;
    /// Chips of one scale-up domain (a GPU node's NVSwitch; docs/model.md#nodes). 0: the whole
    /// pod is one domain, the ICI torus of a TPU pod.
    long long nodeChips = 0;
    /// Bytes/s per chip, one direction, from a node to the network between nodes (0 without nodes).
    double scaleoutBw = 0;
    /// The forecast's calibration (docs/runs.md#calibration): fraction of peak a large matmul
    /// reaches and of link bandwidth a large collective reaches; unset: the stack's default.
    std::optional<double> matmulEfficiency, linkEfficiency;
    /// What one chip costs for an hour, USD (unset: no price).
    std::optional<double> pricePerChipHour;
    /// Dense fp8 FLOPs/s per chip, for `training.precision: fp8` (unset: the chip has no fp8).
    std::optional<double> fp8Flops;

    /** True when the chips of a node hang off a switch rather than a torus. */
    bool switched() const { return nodeChips > 0; }

    bool operator==(const Hardware&) const = default;
};

} // namespace shardscope
