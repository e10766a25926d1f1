#pragma once

#include "input_error.h"
#include "scenario.h"

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope {

/** Reads a scenario (docs/scenario-format.md); missing keys take defaults. Throws InputError. */
Scenario parseScenario(std::string_view text);

/** parseScenario on a document already parsed (with the strict parser: keys given once). */
Scenario scenarioFromJson(const nlohmann::json& document);

/**
 * The scenario `base` with the keys of `patch` applied (docs/lesson-format.md): the keys and
 * checks of a scenario file, "schema" optional. A split key left out fills the chips as in a
 * file; new chips without "mesh" drop the base's mesh. `path` is where the patch sits; every
 * error's path starts with it. Throws InputError.
 */
Scenario parseScenarioPatch(const nlohmann::json& patch, const std::string& path,
                            const Scenario& base);

/**
 * The bytes of a file, refused (InputError, empty path) when it is not a regular file or is
 * larger than 16 MiB.
 */
std::string readScenarioText(const std::string& fileName);

/**
 * Reads a file; a InputError's what() then starts with nothing of the file name. A path that
 * is not a regular file (folder, FIFO, device) is refused without waiting on it.
 */
Scenario loadScenarioFile(const std::string& fileName);

/** Canonical text: every key written, in a fixed order; save → load → save gives the same bytes. */
/** A placement order as files write it: ["tp", "fsdp", "pp"]. */
nlohmann::ordered_json placementJson(const std::vector<ParallelAxis>& placement);

std::string saveScenario(const Scenario& s);

/** Throws InputError naming the first value that breaks the rules (split, mesh, ranges). */
void validateScenario(const Scenario& s);

/** Fields of a hardware or model object over `base`; `path` is where the object sits. */
Hardware hardwareFromJson(const nlohmann::json& j, const std::string& path, const Hardware& base,
                          bool complete);
Model modelFromJson(const nlohmann::json& j, const std::string& path, const Model& base,
                    bool complete);

/** Limits of the inputs, shared with the UI's controls. */
namespace limits {
constexpr long long maxChips = 1LL << 24;
constexpr long long maxPods = 65536;
constexpr long long maxMicrobatches = 1000000;
constexpr long long maxVirtualStages = 1000; ///< chunks of layers per pipeline stage
constexpr double maxBatchTokens = 1e12;
constexpr long long maxSeqLen = 1LL << 24;
constexpr int maxAxes = 8;
constexpr double maxTrainingTokens = 1e18;
constexpr double minMfu = 0.001;
/** The busiest expert's tokens over its even share: a router sends it at most all of them. */
constexpr double maxCapacityFactor = 64;
/** A hardware or model name, in characters (Unicode code points). */
constexpr size_t maxNameCharacters = 200;
/** One text of a lesson (a title, a step's text, a question), in characters. */
constexpr size_t maxTextCharacters = 4000;
} // namespace limits

} // namespace shardscope
