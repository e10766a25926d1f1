// The checks a scenario as a whole must pass (docs/scenario-format.md), whichever way it came:
// a file, a lesson's patch, the window's controls. Each names the key it refuses.
#include "scenario_io.h"

#include "json_read.h"
#include "scenario_messages.h"

namespace shardscope {

using jsonread::formatNumber;

namespace {

// fsdp · cp · tp · pp = chips, each dividing them; CP divides the sequence too.
void validateSplit(const Scenario& s) {
    auto divides = [&s](long long ways, const char* key) {
        if (ways < 1 || s.chips % ways != 0)
            throw InputError(std::string("/") + key, message::doesNotDivide,
                             {std::to_string(ways), std::to_string(s.chips)});
    };
    divides(s.fsdp, "fsdp");
    divides(s.tp, "tp");
    divides(s.pp, "pp");
    divides(s.cp, "cp");
    // Products in double: each factor is at most 2^24, so three or four of them overflow a
    // long long; a double is exact up to 2^53 and anything above cannot equal chips anyway.
    const double ways = double(s.fsdp) * double(s.cp) * double(s.tp) * double(s.pp);
    if (ways != double(s.chips) && s.cp == 1)
        throw InputError("/fsdp", message::splitNotChips,
                         {std::to_string(s.fsdp), std::to_string(s.tp), std::to_string(s.pp),
                          formatNumber(ways), std::to_string(s.chips)});
    if (ways != double(s.chips))
        throw InputError("/fsdp", message::splitWithCpNotChips,
                         {std::to_string(s.fsdp), std::to_string(s.cp), std::to_string(s.tp),
                          std::to_string(s.pp), formatNumber(ways), std::to_string(s.chips)});
    // docs/model.md#context-parallelism: each chip of a CP group holds seq_len / cp tokens.
    if (s.seqLen % s.cp != 0)
        throw InputError("/cp", message::doesNotDivideSeqLen,
                         {std::to_string(s.cp), std::to_string(s.seqLen)});
}

// docs/model.md#expert-parallelism: EP splits the experts over the innermost data ways.
void validateEp(const Scenario& s) {
    if (s.ep == 1)
        return;
    const std::string ep = std::to_string(s.ep);
    if (!s.model.moe())
        throw InputError("/ep", message::needsExperts, {"ep " + ep});
    if (s.ep < 1 || s.model.experts % s.ep != 0)
        throw InputError("/ep", message::doesNotDivideExperts,
                         {ep, std::to_string(s.model.experts)});
    if (s.shardGroup() % s.ep != 0)
        throw InputError("/ep",
                         s.hsdp > 0 ? message::doesNotDivideHsdp : message::doesNotDivideFsdp,
                         {ep, std::to_string(s.shardGroup())});
}

} // namespace

void validateScenario(const Scenario& s) {
    validateSplit(s);
    if (s.meshGiven) {
        double product = 1;
        for (long long d : s.mesh)
            product *= double(d);
        if (product != double(s.chips))
            throw InputError("/mesh", message::meshNotChips,
                             {formatNumber(product), std::to_string(s.chips)});
    }
    if (s.hsdp != 0 && (s.hsdp < 1 || s.fsdp % s.hsdp != 0))
        throw InputError("/hsdp", message::doesNotDivideFsdp,
                         {std::to_string(s.hsdp), std::to_string(s.fsdp)});
    validateEp(s);
    if (s.capacityFactor != 1 && !s.model.moe())
        throw InputError("/training/capacity_factor", message::needsExperts,
                         {"capacity_factor " + formatNumber(s.capacityFactor)});
    if (s.accumulation != 1 && s.pp > 1)
        throw InputError("/training/gradient_accumulation", message::accumulationWithPipeline,
                         {std::to_string(s.accumulation), std::to_string(s.pp)});
    if (s.precision == Precision::Fp8 && !s.hardware.fp8Flops)
        throw InputError("/training/precision", message::noFp8, {s.hardware.name});
    if (s.pp > s.model.layers)
        throw InputError("/pp", message::stagesAboveLayers,
                         {std::to_string(s.pp), std::to_string(s.model.layers)});
    if (s.batchTokens / double(s.pods) < 1)
        throw InputError("/batch_tokens", message::underOneTokenPerPod);
}

} // namespace shardscope
