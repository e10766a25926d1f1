// Run files (docs/runs.md): the run keys are read and taken off, the rest is a scenario and is
// read by the scenario reader, with its strictness.
#include "run_file.h"

#include "json_read.h"
#include "scenario_io.h"

namespace shardscope {

using nlohmann::json;
using namespace jsonread;

namespace {

const char* const kRunKeys[] = {
    "id", "name", "group", "source", "measured", "approximations", "expected_warnings", "modelled"};

const json& required(const json& j, const std::string& path, const char* key) {
    const auto it = j.find(key);
    if (it == j.end())
        throw InputError(path + "/" + key, message::missing);
    return *it;
}

std::optional<double> numberOrNull(const json& j, const std::string& path, const char* key,
                                   double max) {
    const auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return std::nullopt;
    return readNumber(*it, path + "/" + key, 0, max, true);
}

std::string stringOr(const json& j, const std::string& path, const char* key) {
    const auto it = j.find(key);
    return it == j.end() ? std::string() : readString(*it, path + "/" + key);
}

std::vector<std::string> strings(const json& j, const char* key) {
    std::vector<std::string> out;
    const auto it = j.find(key);
    if (it == j.end())
        return out;
    const std::string path = std::string("/") + key;
    if (!it->is_array())
        throw InputError(path, message::expectedList, {describe(*it)});
    for (size_t i = 0; i < it->size(); ++i)
        out.push_back(readString((*it)[i], path + "/" + std::to_string(i)));
    return out;
}

RunMeasured readMeasured(const json& j) {
    const std::string path = "/measured";
    requireObject(j, path);
    rejectUnknownKeys(j, path,
                      {"mfu_common", "mfu", "figure", "metric", "tokens_per_second", "params",
                       "peak_flops", "note"});
    RunMeasured m;
    m.mfuCommon = numberOrNull(j, path, "mfu_common", 1);
    m.mfu = numberOrNull(j, path, "mfu", 1);
    m.figure = numberOrNull(j, path, "figure", 1e18);
    m.metric = readString(required(j, path, "metric"), path + "/metric");
    m.tokensPerSecond = numberOrNull(j, path, "tokens_per_second", 1e15);
    m.params = numberOrNull(j, path, "params", 1e15);
    m.peakFlops = numberOrNull(j, path, "peak_flops", 1e18);
    m.note = stringOr(j, path, "note");
    return m;
}

} // namespace

RunFile parseRunFile(std::string_view text) {
    json j = parseStrictJson(text);
    requireObject(j, "");
    RunFile run;
    run.id = readString(required(j, "", "id"), "/id");
    run.name = readString(required(j, "", "name"), "/name");
    run.group = stringOr(j, "", "group");
    const json& source = required(j, "", "source");
    requireObject(source, "/source");
    rejectUnknownKeys(source, "/source", {"citation", "where"});
    run.citation = readString(required(source, "/source", "citation"), "/source/citation");
    run.where = stringOr(source, "/source", "where");
    run.measured = readMeasured(required(j, "", "measured"));
    run.approximations = strings(j, "approximations");
    run.expectedWarnings = strings(j, "expected_warnings");
    if (const auto it = j.find("modelled"); it != j.end())
        run.modelled = readBool(*it, "/modelled");
    // What is left is a scenario: its own keys, checked as strictly as in a scenario file.
    for (const char* key : kRunKeys)
        j.erase(key);
    run.scenario = scenarioFromJson(j);
    return run;
}

RunFile loadRunFile(const std::string& fileName) {
    return parseRunFile(readScenarioText(fileName));
}

Scenario parseScenarioOrRun(std::string_view text, std::optional<RunFile>* run) {
    const json j = parseStrictJson(text);
    if (run)
        run->reset();
    if (!j.is_object() || !j.contains("measured"))
        return scenarioFromJson(j);
    RunFile r = parseRunFile(text);
    Scenario s = r.scenario;
    if (run)
        *run = std::move(r);
    return s;
}

Scenario loadScenarioOrRunFile(const std::string& fileName, std::optional<RunFile>* run) {
    return parseScenarioOrRun(readScenarioText(fileName), run);
}

} // namespace shardscope
