#pragma once

#include "scenario.h"

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope {

/** `text` with control characters (C0, DEL, C1) written as \n, \t, \r or \u001b: one line, safe on
 * a terminal. */
std::string escapeControls(std::string_view text);

/**
 * `text` as a message quotes it: whole up to `maxBytes`, else its first `maxBytes` - 3 bytes (not
 * cutting a UTF-8 sequence) and "…".
 */
std::string cutForMessage(std::string_view text, size_t maxBytes = 40);

/**
 * Bad input (control characters escaped, what it quotes from the file cut: values in quotes and
 * each key of the path to about 40 bytes, the whole path to 200, any other value to 400): the JSON
 * path (RFC 6901, "" for the whole document) and why. `text` is one of scenario_messages.h's,
 * English with %1, %2… standing for `args`; a UI translates `text` and fills in the same `args`.
 */
class ScenarioError : public std::runtime_error {
  public:
    ScenarioError(std::string path, const char* text, std::vector<std::string> args = {});
    const std::string& path() const { return m_path; }
    const std::string& reason() const { return m_reason; } ///< English, values filled in
    const char* text() const { return m_text; }
    const std::vector<std::string>& args() const { return m_args; }

  private:
    std::string m_path;
    const char* m_text;
    std::vector<std::string> m_args;
    std::string m_reason;
};

/** Reads a scenario (docs/scenario-format.md); missing keys take defaults. Throws ScenarioError. */
Scenario parseScenario(std::string_view text);

/** parseScenario on a document already parsed (with the strict parser: keys given once). */
Scenario scenarioFromJson(const nlohmann::json& document);

/**
 * The scenario `base` with the keys of `patch` applied (docs/lesson-format.md): the keys and
 * checks of a scenario file, "schema" optional. A split key left out fills the chips as in a
 * file; new chips without "mesh" drop the base's mesh. `path` is where the patch sits; every
 * error's path starts with it. Throws ScenarioError.
 */
Scenario parseScenarioPatch(const nlohmann::json& patch, const std::string& path,
                            const Scenario& base);

/**
 * The bytes of a file, refused (ScenarioError, empty path) when it is not a regular file or is
 * larger than 16 MiB.
 */
std::string readScenarioText(const std::string& fileName);

/**
 * Reads a file; a ScenarioError's what() then starts with nothing of the file name. A path that
 * is not a regular file (folder, FIFO, device) is refused without waiting on it.
 */
Scenario loadScenarioFile(const std::string& fileName);

/** Canonical text: every key written, in a fixed order; save → load → save gives the same bytes. */
std::string saveScenario(const Scenario& s);

/** Throws ScenarioError naming the first value that breaks the rules (split, mesh, ranges). */
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
constexpr double maxBatchTokens = 1e12;
constexpr long long maxSeqLen = 1LL << 24;
constexpr int maxAxes = 8;
constexpr double maxTrainingTokens = 1e18;
constexpr double minMfu = 0.001;
/** A hardware or model name, in characters (Unicode code points). */
constexpr size_t maxNameCharacters = 200;
/** One text of a lesson (a title, a step's text, a question), in characters. */
constexpr size_t maxTextCharacters = 4000;
} // namespace limits

} // namespace shardscope
