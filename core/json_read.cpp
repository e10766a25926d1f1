// Reading JSON for scenario and lesson files: the strict parser (a key given twice, nesting and
// size bounds) and the typed readers that name the JSON path of what is wrong.
#include "json_read.h"

#include "scenario_messages.h"

#include <cmath>
#include <optional>
#include <set>
#include <sstream>

namespace shardscope::jsonread {

using nlohmann::json;

namespace {

// Keeps valid UTF-8 and turns every byte of an ill-formed sequence into '?', so that a
// message quoting the input (nlohmann's "last read: ...") is always printable.
std::string printable(const std::string& text) {
    std::string out;
    for (size_t i = 0; i < text.size();) {
        const auto lead = static_cast<unsigned char>(text[i]);
        size_t length = lead < 0x80                    ? 1
                        : lead >= 0xC2 && lead <= 0xDF ? 2
                        : lead >= 0xE0 && lead <= 0xEF ? 3
                        : lead >= 0xF0 && lead <= 0xF4 ? 4
                                                       : 0;
        for (size_t k = 1; k < length; ++k) {
            const auto next = i + k < text.size() ? static_cast<unsigned char>(text[i + k]) : 0;
            // The second byte's range also rules out overlong forms, surrogates and > U+10FFFF.
            const unsigned char low = k > 1          ? 0x80
                                      : lead == 0xE0 ? 0xA0
                                      : lead == 0xF0 ? 0x90
                                                     : 0x80;
            const unsigned char high = k > 1          ? 0xBF
                                       : lead == 0xED ? 0x9F
                                       : lead == 0xF4 ? 0x8F
                                                      : 0xBF;
            if (next < low || next > high)
                length = 0;
        }
        if (length == 0) {
            out += '?';
            ++i;
        } else {
            out.append(text, i, length);
            i += length;
        }
    }
    return out;
}

} // namespace

std::string describe(const json& v) {
    // A nested value is not dumped: dump() recurses, and a file of 100 000 '[' would
    // overflow the stack (the parser itself is iterative).
    if (v.is_structured())
        for (const auto& item : v)
            if (item.is_structured())
                return v.is_array() ? "an array" : "an object";
    return cutForMessage(v.dump());
}

std::string formatNumber(double v) {
    std::ostringstream out;
    out.precision(15);
    out << v;
    return out.str();
}

void requireObject(const json& j, const std::string& path) {
    if (!j.is_object())
        throw InputError(path, message::expectedObject, {describe(j)});
}

void rejectUnknownKeys(const json& j, const std::string& path,
                       std::initializer_list<const char*> known) {
    const std::set<std::string> names(known.begin(), known.end());
    for (const auto& item : j.items())
        if (!names.count(item.key()))
            throw InputError(path + "/" + item.key(), message::unknownKey);
}

double readNumber(const json& v, const std::string& path, double min, double max, bool allowMin) {
    if (!v.is_number())
        throw InputError(path, message::expectedNumber, {describe(v)});
    const double x = v.get<double>();
    if (!std::isfinite(x))
        throw InputError(path, message::notFinite);
    if (x < min || (x == min && !allowMin))
        throw InputError(path, allowMin ? message::below : message::notAbove,
                         {formatNumber(x), formatNumber(min)});
    if (x > max)
        throw InputError(path, message::tooLarge, {formatNumber(x), formatNumber(max)});
    return x;
}

long long readWhole(const json& v, const std::string& path, long long min, long long max) {
    const double x = readNumber(v, path, double(min), double(max), true);
    if (x != std::floor(x))
        throw InputError(path, message::notWhole, {formatNumber(x)});
    return static_cast<long long>(x);
}

bool readBool(const json& v, const std::string& path) {
    if (!v.is_boolean())
        throw InputError(path, message::expectedBool, {describe(v)});
    return v.get<bool>();
}

std::string readString(const json& v, const std::string& path) {
    if (!v.is_string())
        throw InputError(path, message::expectedString, {describe(v)});
    return v.get<std::string>();
}

size_t characterCount(std::string_view text) {
    size_t count = 0;
    for (const char c : text)
        count += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return count;
}

std::string readText(const json& v, const std::string& path, size_t maxCharacters) {
    if (!v.is_string())
        throw InputError(path, message::expectedString, {describe(v)});
    const std::string& text = v.get_ref<const std::string&>();
    if (text.size() > maxCharacters) { // bytes >= characters: most texts need no count
        const size_t count = characterCount(text);
        if (count > maxCharacters)
            throw InputError(path, message::tooManyCharacters,
                             {std::to_string(count), std::to_string(maxCharacters)});
    }
    return text;
}

std::string readName(const json& v, const std::string& path) {
    return readText(v, path, limits::maxNameCharacters);
}

namespace {

// Builds the tree from nlohmann's SAX events so that bad input stops before the tree is
// built: a key given twice, nesting deeper than a scenario ever goes, or more values than
// one holds (a 16 MiB file of '[' would otherwise take gigabytes).
class StrictJsonBuilder {
  public:
    explicit StrictJsonBuilder(const char* tooManyValues) : m_tooMany(tooManyValues) {}
    using number_integer_t = json::number_integer_t;
    using number_unsigned_t = json::number_unsigned_t;
    using number_float_t = json::number_float_t;
    using string_t = json::string_t;
    using binary_t = json::binary_t;
    static constexpr size_t maxDepth = 32;
    static constexpr size_t maxValues = 100000;

    bool null() { return put(nullptr); }
    bool boolean(bool v) { return put(v); }
    bool number_integer(number_integer_t v) { return put(v); }
    bool number_unsigned(number_unsigned_t v) { return put(v); }
    bool number_float(number_float_t v, const string_t&) { return put(v); }
    bool string(string_t& v) { return put(std::move(v)); }
    bool binary(binary_t& v) { return put(json::binary(std::move(v))); }
    bool start_object(std::size_t) { return open(json::object()); }
    bool start_array(std::size_t) { return open(json::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(string_t& k) {
        if (m_open.back()->contains(k))
            return fail(path() + "/" + k, message::givenTwice);
        m_key = std::move(k);
        return true;
    }

    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& e) {
        std::string what = e.what();
        if (const auto* p = dynamic_cast<const json::parse_error*>(&e)) {
            const auto cut = what.find("parse error");
            return fail("", message::invalidJsonAt,
                        {std::to_string(p->byte),
                         printable(cut == std::string::npos ? what : what.substr(cut))});
        }
        // out_of_range.406: a number such as 1e999 that overflows a double (no position given).
        const auto cut = what.find("] ");
        return fail("", message::invalidJson,
                    {printable(cut == std::string::npos ? what : what.substr(cut + 2))});
    }

    json take() {
        if (m_error)
            throw *m_error;
        return std::move(m_root);
    }

  private:
    bool fail(std::string path, const char* text, std::vector<std::string> args = {}) {
        m_error.emplace(std::move(path), text, std::move(args));
        return false;
    }

    std::string path() const {
        std::string p;
        for (size_t i = 1; i < m_segments.size(); ++i)
            p += "/" + m_segments[i];
        return p;
    }

    // Where the next value goes: the root, the end of an array or under the last key.
    json* place(json&& v) {
        if (++m_values > maxValues) {
            fail(path(), m_tooMany, {std::to_string(maxValues)});
            return nullptr;
        }
        if (m_open.empty()) {
            m_root = std::move(v);
            return &m_root;
        }
        json& parent = *m_open.back();
        if (parent.is_array()) {
            parent.push_back(std::move(v));
            return &parent.back();
        }
        return &(parent[m_key] = std::move(v));
    }

    bool put(json&& v) { return place(std::move(v)) != nullptr; }

    bool open(json&& container) {
        if (m_open.size() >= maxDepth)
            return fail(path(), message::tooDeep, {std::to_string(maxDepth)});
        std::string segment = m_open.empty()              ? std::string()
                              : m_open.back()->is_array() ? std::to_string(m_open.back()->size())
                                                          : m_key;
        json* added = place(std::move(container));
        if (!added)
            return false;
        m_open.push_back(added);
        m_segments.push_back(std::move(segment));
        return true;
    }

    bool close() {
        m_open.pop_back();
        m_segments.pop_back();
        return true;
    }

    json m_root;
    std::vector<json*> m_open; // the containers being filled, outermost first
    std::vector<std::string> m_segments;
    std::string m_key;
    size_t m_values = 0;
    std::optional<InputError> m_error;
    const char* m_tooMany; ///< the file kind's "not a scenario"
};

} // namespace

json parseStrictJson(std::string_view text, const char* tooManyValues) {
    StrictJsonBuilder builder(tooManyValues);
    json::sax_parse(text, &builder);
    json j = builder.take();
    // nlohmann's reader takes a NUL byte for the end of the input, so a value that ends at one
    // parses whatever follows it: a file is read to its last byte.
    if (const size_t nul = text.find('\0'); nul != std::string_view::npos)
        throw InputError("", message::invalidJsonAt,
                         {std::to_string(nul + 1), "parse error: a NUL byte (U+0000)"});
    return j;
}

} // namespace shardscope::jsonread
