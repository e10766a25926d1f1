#include "presets.h"

#include "input_error.h"
#include "scenario_io.h"

#include <algorithm>
#include <iterator>

#include <nlohmann/json.hpp>

namespace shardscope {

namespace presetdata {
extern const char* const hardwareJson;
extern const char* const modelsJson;
extern const char* const stacksJson;
} // namespace presetdata

namespace {

// The files are part of the build; a broken one fails every test at start-up.
template <typename T, typename FromJson>
std::vector<Preset<T>> readPresets(const char* text, FromJson fromJson) {
    const nlohmann::json doc = nlohmann::json::parse(text);
    std::vector<Preset<T>> presets;
    const auto& list = doc.at("presets");
    for (size_t i = 0; i < list.size(); ++i) {
        const auto& entry = list[i];
        const std::string path = "/presets/" + std::to_string(i);
        presets.push_back({entry.at("id").get<std::string>(), fromJson(entry, path, T{}, true),
                           entry.at("source").get<std::string>()});
    }
    return presets;
}

StackProfile stackFromJson(const nlohmann::json& j, const std::string& path, StackProfile p, bool) {
    const std::string id = j.at("id").get<std::string>();
    const auto* known = std::find_if(std::begin(stackIds), std::end(stackIds),
                                     [&](const Choice<Stack>& c) { return c.id == id; });
    if (known == std::end(stackIds) || known->value == Stack::Auto)
        throw InputError(path + "/id", "not a stack: %1", {id});
    p.stack = known->value;
    p.name = j.at("name").get<std::string>();
    p.flashAttention = j.at("flash_attention").get<bool>();
    p.dropout = j.at("dropout").get<bool>();
    p.ringAcrossNodes = j.at("ring_across_nodes").get<bool>();
    p.overlapTp = j.at("overlap_tp").get<double>();
    p.overlapFsdp = j.at("overlap_fsdp").get<double>();
    p.overlapDp = j.at("overlap_dp").get<double>();
    p.overlapPipeline = j.at("overlap_pipeline").get<double>();
    p.attentionEfficiency = j.at("attention_efficiency").get<double>();
    p.fitted = j.at("fitted").get<std::vector<std::string>>();
    return p;
}

template <typename T>
const Preset<T>* findIn(const std::vector<Preset<T>>& list, const std::string& id) {
    for (const auto& p : list)
        if (p.id == id)
            return &p;
    return nullptr;
}

} // namespace

const std::vector<Preset<Hardware>>& hardwarePresets() {
    static const auto presets = readPresets<Hardware>(presetdata::hardwareJson, hardwareFromJson);
    return presets;
}

const std::vector<Preset<Model>>& modelPresets() {
    static const auto presets = readPresets<Model>(presetdata::modelsJson, modelFromJson);
    return presets;
}

const std::vector<Preset<StackProfile>>& stackPresets() {
    static const auto presets = readPresets<StackProfile>(presetdata::stacksJson, stackFromJson);
    return presets;
}

const StackProfile* findStackProfile(Stack stack) {
    for (const auto& p : stackPresets())
        if (p.value.stack == stack)
            return &p.value;
    return nullptr;
}

const Preset<Hardware>* findHardwarePreset(const std::string& id) {
    return findIn(hardwarePresets(), id);
}
const Preset<Model>* findModelPreset(const std::string& id) {
    return findIn(modelPresets(), id);
}

} // namespace shardscope
