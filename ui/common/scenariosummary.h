#pragma once

#include "scenario.h"

#include <QString>

namespace shardscope {

/**
 * A scenario in one short line, in the UI language: hardware, chips, split
 * ("TPU v5p · N = 4096 · FSDP 512 × TP 8"). Names a pinned scenario A.
 */
QString scenarioSummary(const Scenario& s);

/** The pin's legend entry and caption: "A: " and the summary. */
QString pinLabel(const Scenario& s);

} // namespace shardscope
