#pragma once
// The files the project ships, read as a test of core or the window opens them. The area's
// CMakeLists defines SHARDSCOPE_SCENARIOS_DIR (resources/scenarios of the source tree).
#include "scenario.h"

#include <string>

namespace shardscope::testing {

/** The shipped scenario `name` ("01-book-figure.json"), as the window would open it. */
inline Scenario shippedScenario(const char* name) {
    return loadScenarioFile(std::string(SHARDSCOPE_SCENARIOS_DIR "/") + name);
}

} // namespace shardscope::testing
