#pragma once

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
 * Bad input in a file or value a user gives: a scenario, a lesson, a published run. Control
 * characters are escaped, and what it quotes is cut: values in quotes and each key of the path to
 * about 40 bytes, the whole path to 200, any other value to 400. It carries the JSON path (RFC
 * 6901, "" for the whole document) and why. `text` is one of scenario_messages.h's, English with
 * %1, %2… standing for `args`; a UI translates `text` and fills in the same `args`.
 */
class InputError : public std::runtime_error {
  public:
    InputError(std::string path, const char* text, std::vector<std::string> args = {});
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

} // namespace shardscope
