#pragma once

#include "hardware.h"
#include "model.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope {

/** A named preset and where its numbers come from. */
template <typename T> struct Preset {
    std::string id;
    T value;
    std::string source;
};

/** Presets shipped in resources/presets, compiled into the core. */
const std::vector<Preset<Hardware>>& hardwarePresets();
const std::vector<Preset<Model>>& modelPresets();

const Preset<Hardware>* findHardwarePreset(const std::string& id);
const Preset<Model>* findModelPreset(const std::string& id);

} // namespace shardscope
