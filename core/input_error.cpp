// InputError and the escaping its messages go through: one line, safe on a terminal.
#include "input_error.h"

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

std::string cutForMessage(std::string_view text, size_t maxBytes) {
    if (text.size() <= maxBytes)
        return std::string(text);
    size_t cut = maxBytes > 3 ? maxBytes - 3 : 0; // "…" is three bytes
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
        --cut;
    return std::string(text.substr(0, cut)) + "\xE2\x80\xA6"; // U+2026 …
}

namespace {

constexpr size_t kQuotedBytes = 40;
constexpr size_t kPathBytes = 200;
constexpr size_t kValueBytes = 400;

// A message stays short whatever the file holds: a 10 MB key is quoted by its first bytes. Cut
// before escaping, so the work does not grow with the input either.
std::string boundedPath(std::string_view path) {
    std::string out;
    for (size_t start = 0; start < path.size() && out.size() <= kPathBytes;) {
        size_t end = path.find('/', start + 1);
        if (end == std::string_view::npos)
            end = path.size();
        const std::string_view segment = path.substr(start, end - start);
        out += cutForMessage(segment, kQuotedBytes + 1); // with its '/'
        start = end;
    }
    return escapeControls(cutForMessage(out, kPathBytes));
}

// An argument the message puts in quotes ("%1") is a value from the file: cut like one.
std::vector<std::string> boundedArgs(const char* text, std::vector<std::string> args) {
    const std::string_view t(text);
    for (size_t i = 0; i < args.size() && i < 9; ++i) {
        const char quoted[] = {'"', '%', char('1' + i), '"', 0};
        args[i] = escapeControls(cutForMessage(
            args[i], t.find(quoted) != std::string_view::npos ? kQuotedBytes : kValueBytes));
    }
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

InputError::InputError(std::string path, const char* text, std::vector<std::string> args)
    : std::runtime_error(pathAndReason(boundedPath(path), fillIn(text, boundedArgs(text, args)))),
      m_path(boundedPath(path)), m_text(text), m_args(boundedArgs(text, std::move(args))),
      m_reason(fillIn(text, m_args)) {}

} // namespace shardscope
