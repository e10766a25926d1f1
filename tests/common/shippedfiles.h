#pragma once
// The files the project ships, read as a test of core or the window opens them. The area's
// CMakeLists defines SHARDSCOPE_SCENARIOS_DIR (resources/scenarios of the source tree).
#include "scenario.h"

#include <string>

namespace shardscope::testing {

/** The shipped scenario `name` ("01-book-figure.json"), as the window would open it. */
inline Scenario shippedScenario(const char* name) {
    std::string path = SHARDSCOPE_SCENARIOS_DIR; // appended, not concatenated: GCC 12 warns of
    path += '/';                                 // a memcpy out of bounds (-Warray-bounds) where
    path += name;                                // the operator+ is inlined
    return loadScenarioFile(path);
}

} // namespace shardscope::testing
