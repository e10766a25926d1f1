#pragma once

// Internal to the core: what the scenario and lesson readers share. Every function throws
// InputError with the JSON path (RFC 6901) of the value it refuses.

#include "scenario_io.h"
#include "scenario_messages.h"

#include <nlohmann/json.hpp>

#include <initializer_list>
#include <string>
#include <string_view>

namespace shardscope::jsonread {

/**
 * Parses without building what a file of this kind never holds: a key given twice, nesting
 * deeper than 32 levels or more than 100 000 values are refused with their path; the last says
 * `tooManyValues` (a message naming the file's kind).
 */
nlohmann::json parseStrictJson(std::string_view text,
                               const char* tooManyValues = message::tooManyValues);

/** A value as a message quotes it: short, one line, nested containers only named. */
std::string describe(const nlohmann::json& v);
/** Up to 15 significant digits, no trailing zeros. */
std::string formatNumber(double v);

void requireObject(const nlohmann::json& j, const std::string& path);
void rejectUnknownKeys(const nlohmann::json& j, const std::string& path,
                       std::initializer_list<const char*> known);
/** A finite number in [min, max] (min excluded unless allowMin). */
double readNumber(const nlohmann::json& v, const std::string& path, double min, double max,
                  bool allowMin);
long long readWhole(const nlohmann::json& v, const std::string& path, long long min, long long max);
bool readBool(const nlohmann::json& v, const std::string& path);
std::string readString(const nlohmann::json& v, const std::string& path);
/** Unicode code points in UTF-8 text (bytes that do not continue a character). */
size_t characterCount(std::string_view text);
/** A string of at most `maxCharacters` characters: a longer one is refused before any use. */
std::string readText(const nlohmann::json& v, const std::string& path, size_t maxCharacters);
/** readText(v, path, limits::maxNameCharacters), as readField takes it. */
std::string readName(const nlohmann::json& v, const std::string& path);

// Calls `apply` with the value under `key` and its path, when the key is there.
template <typename F>
void ifPresent(const nlohmann::json& j, const std::string& path, const char* key, F apply) {
    const auto it = j.find(key);
    if (it != j.end())
        apply(*it, path + "/" + key);
}

// `out` = read(value) when the key is there; missing is an error when `complete`.
template <typename T, typename Field>
void readField(const nlohmann::json& j, const std::string& path, const char* key, bool complete,
               T& out, Field read) {
    const auto it = j.find(key);
    if (it != j.end())
        out = read(*it, path + "/" + key);
    else if (complete)
        throw InputError(path + "/" + key, message::missingNoBase);
}

} // namespace shardscope::jsonread
