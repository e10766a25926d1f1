#pragma once

#include "results.h"
#include "scenario.h"

#include <nlohmann/json.hpp>

namespace shardscope {

/** The report of interfaces.md §Report: SI numbers, null where a value does not exist. */
nlohmann::ordered_json reportJson(const Scenario& s, const Results& r);

} // namespace shardscope
