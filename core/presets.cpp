#include "presets.h"

#include "scenario_io.h"

#include <nlohmann/json.hpp>

namespace shardscope {

namespace presetdata {
extern const char* const hardwareJson;
extern const char* const modelsJson;
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

const Preset<Hardware>* findHardwarePreset(const std::string& id) {
    return findIn(hardwarePresets(), id);
}
const Preset<Model>* findModelPreset(const std::string& id) {
    return findIn(modelPresets(), id);
}

} // namespace shardscope
