#include "search_report.h"

#include "scenario_io.h"

#include <cmath>

namespace shardscope {

using nlohmann::ordered_json;

namespace {

ordered_json finiteOrNull(double v) {
    return std::isfinite(v) ? ordered_json(v) : ordered_json(nullptr);
}

} // namespace

ordered_json layoutJson(const Layout& l) {
    return {{"fsdp", l.fsdp},
            {"tp", l.tp},
            {"pp", l.pp},
            {"microbatches", l.microbatches},
            {"zero_stage", l.zeroStage},
            {"hsdp", l.hsdp > 0 ? ordered_json(l.hsdp) : ordered_json(nullptr)},
            {"ep", l.ep},
            {"cp", l.cp},
            {"data_ways", l.fsdp * l.cp},
            {"placement", placementJson(l.placement)},
            {"step_seconds", finiteOrNull(l.stepSeconds)},
            {"mfu", finiteOrNull(l.mfu)},
            {"comms_to_compute", finiteOrNull(l.commsToCompute)},
            {"memory_per_chip_bytes", finiteOrNull(l.memoryPerChip)},
            {"chip_hours", finiteOrNull(l.chipHours)},
            {"cost_usd", l.costUsd ? finiteOrNull(*l.costUsd) : ordered_json(nullptr)},
            {"flags", l.flags}};
}

ordered_json searchJson(const SearchResult& r) {
    ordered_json j;
    j["candidates"] = r.candidates;
    j["feasible"] = r.feasible;
    ordered_json excluded = ordered_json::object();
    for (const auto& [rule, count] : r.excluded)
        excluded[rule] = count;
    j["excluded"] = excluded;
    j["best"] = r.ranked.empty() ? ordered_json(nullptr) : layoutJson(r.ranked.front());
    ordered_json ranked = ordered_json::array();
    for (const Layout& l : r.ranked)
        ranked.push_back(layoutJson(l));
    j["ranked"] = ranked;
    if (r.feasible == 0) {
        j["smallest_footprint_bytes"] = finiteOrNull(r.smallestFootprint);
        j["chips_for_state"] = finiteOrNull(r.chipsForState);
    }
    return j;
}

} // namespace shardscope
