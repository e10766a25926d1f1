#pragma once

#include "results.h"
#include "run_file.h"
#include "scenario.h"

#include <nlohmann/json.hpp>

namespace shardscope {

/** The report of docs/report.md: SI numbers, null where a value does not exist. */
nlohmann::ordered_json reportJson(const Scenario& s, const Results& r);

/**
 * A run file's report (docs/report.md#measured): what the source measured (`measured.*`, its
 * step in seconds) and the forecast's error against it (`forecast.error`).
 */
void addMeasured(nlohmann::ordered_json& report, const RunFile& run, const Results& r);

} // namespace shardscope
