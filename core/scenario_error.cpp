// ScenarioError and the escaping its messages go through: one line, safe on a terminal.
#include "scenario_io.h"

#include <string>
#include <vector>

namespace shardscope {

std::string escapeControls(std::string_view text) {
    static const char hex[] = "0123456789abcdef";
    std::string out;
    out.reserve(text.size());
    for (size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        unsigned code = c;
        // C1 controls (U+0080..U+009F) are two bytes in UTF-8: 0xC2 0x80..0x9F.
        if (c == 0xC2 && i + 1 < text.size() &&
            (static_cast<unsigned char>(text[i + 1]) & 0xE0) == 0x80)
            code = static_cast<unsigned char>(text[++i]);
        else if (c >= 0x20 && c != 0x7F)
            code = 0;
        if (code == 0 && c != 0) {
            out += text[i];
            continue;
        }
        switch (code) {
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            out += "\\u00";
            out += hex[code >> 4];
            out += hex[code & 15];
        }
    }
    return out;
}

namespace {

std::vector<std::string> escapeAll(std::vector<std::string> args) {
    for (std::string& a : args)
        a = escapeControls(a);
    return args;
}

// `text` with %1…%9 replaced by args[0…8].
std::string fillIn(const char* text, const std::vector<std::string>& args) {
    std::string out;
    for (const char* c = text; *c; ++c) {
        const size_t n =
            c[0] == '%' && c[1] >= '1' && c[1] <= '9' ? size_t(c[1] - '1') : args.size();
        if (n < args.size()) {
            out += args[n];
            ++c;
        } else {
            out += *c;
        }
    }
    return out;
}

std::string pathAndReason(const std::string& path, const std::string& reason) {
    return path.empty() ? reason : path + ": " + reason;
}

} // namespace

ScenarioError::ScenarioError(std::string path, const char* text, std::vector<std::string> args)
    : std::runtime_error(pathAndReason(escapeControls(path), fillIn(text, escapeAll(args)))),
      m_path(escapeControls(path)), m_text(text), m_args(escapeAll(std::move(args))),
      m_reason(fillIn(text, m_args)) {}

} // namespace shardscope
