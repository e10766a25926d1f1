#pragma once

// A software stack as the forecast sees it (docs/model.md#stacks): what it does (switches) and
// how much of each kind of communication it hides (fitted, docs/runs.md#calibration).

#include "scenario.h"

#include <string>
#include <vector>

namespace shardscope {

struct StackProfile {
    Stack stack = Stack::Bound;
    std::string name;
    bool flashAttention = true;   ///< scores never leave the chip; the causal half is skipped
    bool dropout = false;         ///< dropout after attention and the MLP (GPT-3-era recipes)
    bool ringAcrossNodes = false; ///< NCCL rings: a collective across nodes at each GPU's link
    /// Fractions of the compute each kind of collective can hide behind (0: none, 1: all of it).
    double overlapTp = 1, overlapFsdp = 1, overlapDp = 1, overlapPipeline = 1;
    double attentionEfficiency = 1; ///< fraction of peak the attention kernels reach
    /// Which of the numbers above the calibration fits (the rest are what the stack is known
    /// to do): "overlap_tp", "overlap_fsdp", "overlap_dp", "attention_efficiency".
    std::vector<std::string> fitted;
    bool operator==(const StackProfile&) const = default;
};

} // namespace shardscope
