#pragma once

#include "results.h"
#include "scenario.h"

#include <nlohmann/json.hpp>

namespace shardscope {

/** The report of docs/report.md: SI numbers, null where a value does not exist. */
nlohmann::ordered_json reportJson(const Scenario& s, const Results& r);

} // namespace shardscope
