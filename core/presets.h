#pragma once

#include "hardware.h"
#include "model.h"
#include "stack_profile.h"

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
/** Software stacks (resources/presets/stacks.json), one per Stack but Auto. */
const std::vector<Preset<StackProfile>>& stackPresets();

const Preset<Hardware>* findHardwarePreset(const std::string& id);
const Preset<Model>* findModelPreset(const std::string& id);
/** The stack's profile; Stack::Auto has none. */
const StackProfile* findStackProfile(Stack stack);

} // namespace shardscope
