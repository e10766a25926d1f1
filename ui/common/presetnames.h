#pragma once

#include <QString>

#include <string>

namespace shardscope {

/**
 * Preset names as a reader sees them, in the current language ("Book figure
 * (D = 8192, F = 32768)" is «График из книги …»). Presets are data and name
 * themselves in English; `fallback` is that name, used for ids this table lacks.
 */
QString hardwareDisplayName(const std::string& id, const std::string& fallback);
QString modelDisplayName(const std::string& id, const std::string& fallback);
/** A software stack by its scenario word ("megatron-core"): "Megatron-Core (2023-24)". */
QString stackDisplayName(const std::string& id);

} // namespace shardscope
