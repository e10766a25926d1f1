#include "answer_input.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace shardscope {

namespace {

enum class Kind { None, Time, Bytes, Tokens, Percent };

struct UnitInfo {
    AnswerUnit unit;
    const char* id;
    Kind kind;
    double base; ///< the unit in seconds or bytes
};

constexpr UnitInfo kUnits[] = {
    {AnswerUnit::Seconds, "s", Kind::Time, 1},
    {AnswerUnit::Milliseconds, "ms", Kind::Time, 1e-3},
    {AnswerUnit::Microseconds, "us", Kind::Time, 1e-6},
    {AnswerUnit::Nanoseconds, "ns", Kind::Time, 1e-9},
    {AnswerUnit::Bytes, "bytes", Kind::Bytes, 1},
    {AnswerUnit::MB, "MB", Kind::Bytes, 1e6},
    {AnswerUnit::GB, "GB", Kind::Bytes, 1e9},
    {AnswerUnit::Tokens, "tokens", Kind::Tokens, 1},
    {AnswerUnit::Percent, "percent", Kind::Percent, 1},
};

const UnitInfo* info(AnswerUnit u) {
    for (const UnitInfo& i : kUnits)
        if (i.unit == u)
            return &i;
    return nullptr;
}

// What students type after the number, in the three languages.
struct Spelling {
    const char* text;
    AnswerUnit unit;
};
constexpr Spelling kTypedUnits[] = {
    {"s", AnswerUnit::Seconds},
    {"с", AnswerUnit::Seconds},
    {"秒", AnswerUnit::Seconds},
    {"ms", AnswerUnit::Milliseconds},
    {"мс", AnswerUnit::Milliseconds},
    {"毫秒", AnswerUnit::Milliseconds},
    {"µs", AnswerUnit::Microseconds},
    {"μs", AnswerUnit::Microseconds},
    {"us", AnswerUnit::Microseconds},
    {"мкс", AnswerUnit::Microseconds},
    {"微秒", AnswerUnit::Microseconds},
    {"ns", AnswerUnit::Nanoseconds},
    {"нс", AnswerUnit::Nanoseconds},
    {"纳秒", AnswerUnit::Nanoseconds},
    {"MB", AnswerUnit::MB},
    {"МБ", AnswerUnit::MB},
    {"GB", AnswerUnit::GB},
    {"ГБ", AnswerUnit::GB},
    {"%", AnswerUnit::Percent},
    {"tokens", AnswerUnit::Tokens},
    {"token", AnswerUnit::Tokens},
    {"токенов", AnswerUnit::Tokens},
    {"токена", AnswerUnit::Tokens},
    {"токен", AnswerUnit::Tokens},
    {"токены", AnswerUnit::Tokens},
    {"个token", AnswerUnit::Tokens},
};

struct Magnitude {
    const char* text;
    double factor;
};
// Longer spellings first: "тыс." before "тыс", "billion" before "b".
constexpr Magnitude kMagnitudes[] = {
    {"thousand", 1e3}, {"million", 1e6}, {"billion", 1e9}, {"k", 1e3},     {"K", 1e3},
    {"тыс.", 1e3},     {"тыс", 1e3},     {"千", 1e3},      {"M", 1e6},     {"млн.", 1e6},
    {"млн", 1e6},      {"G", 1e9},       {"B", 1e9},       {"млрд.", 1e9}, {"млрд", 1e9},
    {"万", 1e4},       {"亿", 1e8},
};

// The layout words a student may put before or after a count of ways ("TP 4", "4 TP").
constexpr const char* kLabels[] = {"FSDP", "TP"};

bool isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

std::string upperAscii(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](char c) { return c >= 'a' && c <= 'z' ? char(c - 'a' + 'A') : c; });
    return s;
}

// Takes a label off the front or the back of `s` (spaces already gone), not out of a longer
// word; empty when there is none.
std::string takeLabel(std::string& s) {
    const std::string upper = upperAscii(s);
    for (const char* label : kLabels) {
        const std::string_view l(label);
        if (s.size() <= l.size())
            continue;
        if (upper.starts_with(l) && !isLetter(s[l.size()])) {
            s.erase(0, l.size());
            return label;
        }
        if (upper.ends_with(l) && !isLetter(s[s.size() - l.size() - 1])) {
            s.erase(s.size() - l.size());
            return label;
        }
    }
    return {};
}

std::optional<AnswerUnit> typedUnit(std::string_view s) {
    if (s.empty())
        return AnswerUnit::None;
    for (const Spelling& u : kTypedUnits)
        if (s == u.text)
            return u.unit;
    return std::nullopt;
}

// Removes every occurrence of `what` from `s`.
void removeAll(std::string& s, std::string_view what) {
    for (std::size_t at = s.find(what); at != std::string::npos; at = s.find(what, at))
        s.erase(at, what.size());
}

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

// "1,234,567": commas between groups of three digits, the first group 1–3 digits.
bool commaGroups(std::string_view s) {
    const std::size_t first = s.find(',');
    if (first == 0 || first > 3 || s[0] == '0')
        return false;
    for (std::size_t at = first; at < s.size(); at += 4) {
        if (s[at] != ',' || at + 4 > s.size())
            return false;
        for (std::size_t i = 1; i <= 3; ++i)
            if (!isDigit(s[at + i]))
                return false;
    }
    return true;
}

// Digits with at most one '.' and ',' in any language's way into "digits[.digits]".
std::optional<std::string> plainMantissa(std::string s, bool russian) {
    const std::size_t dot = s.rfind('.'), comma = s.rfind(',');
    if (dot != std::string::npos && comma != std::string::npos) {
        // Both: the last one is the decimal mark, the other groups ("1,234.5", "1.234,5").
        const char group = dot > comma ? ',' : '.';
        s.erase(std::remove(s.begin(), s.end(), group), s.end());
        if (dot < comma)
            std::replace(s.begin(), s.end(), ',', '.');
    } else if (comma != std::string::npos) {
        if (!russian && commaGroups(s))
            s.erase(std::remove(s.begin(), s.end(), ','), s.end());
        else
            std::replace(s.begin(), s.end(), ',', '.'); // a decimal comma: "0,6"
    }
    if (std::count(s.begin(), s.end(), '.') > 1 || std::none_of(s.begin(), s.end(), isDigit))
        return std::nullopt;
    return s;
}

} // namespace

const std::vector<std::string>& answerUnitIds() {
    static const std::vector<std::string> ids = [] {
        std::vector<std::string> v;
        for (const UnitInfo& i : kUnits)
            v.push_back(i.id);
        return v;
    }();
    return ids;
}

std::optional<AnswerUnit> answerUnitFromId(std::string_view id) {
    for (const UnitInfo& i : kUnits)
        if (id == i.id)
            return i.unit;
    return std::nullopt;
}

std::optional<TypedAnswer> parseTypedAnswer(std::string_view typed, std::string_view language) {
    std::string s(typed);
    // Group separators as people type them: spaces, no-break and thin spaces, apostrophes.
    for (std::string_view sep : {" ", "\t", "\u00a0", "\u202f", "\u2009", "'", "\u2019"})
        removeAll(s, sep);
    const std::string label = takeLabel(s);
    bool negative = false;
    if (s.starts_with('-') || s.starts_with('+')) {
        negative = s[0] == '-';
        s.erase(0, 1);
    } else if (s.starts_with("\u2212")) {
        negative = true;
        s.erase(0, std::string_view("\u2212").size());
    }
    std::size_t end = 0;
    while (end < s.size() && (isDigit(s[end]) || s[end] == '.' || s[end] == ','))
        ++end;
    const std::optional<std::string> mantissa =
        plainMantissa(s.substr(0, end), language.starts_with("ru"));
    if (!mantissa)
        return std::nullopt;
    std::string number = *mantissa;
    // An exponent: e or E, an optional sign, digits.
    if (end < s.size() && (s[end] == 'e' || s[end] == 'E')) {
        std::size_t at = end + 1;
        if (at < s.size() && (s[at] == '+' || s[at] == '-'))
            ++at;
        if (at < s.size() && isDigit(s[at])) {
            while (at < s.size() && isDigit(s[at]))
                ++at;
            number += s.substr(end, at - end);
            end = at;
        }
    }
    double value = 0;
    const auto [ptr, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
    if (ec != std::errc() || ptr != number.data() + number.size() || !std::isfinite(value))
        return std::nullopt;
    const std::string_view suffix = std::string_view(s).substr(end);
    // The whole suffix as a unit first: "MB" is megabytes, not mega-B.
    if (const std::optional<AnswerUnit> unit = typedUnit(suffix))
        return TypedAnswer{negative ? -value : value, *unit, {}, label};
    for (const Magnitude& m : kMagnitudes) {
        if (!suffix.starts_with(m.text))
            continue;
        if (const std::optional<AnswerUnit> unit =
                typedUnit(suffix.substr(std::string_view(m.text).size()))) {
            const double v = value * m.factor;
            if (!std::isfinite(v))
                return std::nullopt;
            return TypedAnswer{negative ? -v : v, *unit, m.text, label};
        }
    }
    return std::nullopt;
}

std::optional<double> typedInUnit(const TypedAnswer& typed, AnswerUnit questionUnit) {
    if (typed.unit == AnswerUnit::None || typed.unit == questionUnit)
        return typed.value;
    const UnitInfo* from = info(typed.unit);
    const UnitInfo* to = info(questionUnit);
    if (!from || !to || from->kind != to->kind)
        return std::nullopt;
    return typed.value * (from->base / to->base);
}

std::optional<AnswerUnit> unitSmallerBy(AnswerUnit unit, int power) {
    const UnitInfo* from = info(unit);
    if (!from || (from->kind != Kind::Time && from->kind != Kind::Bytes))
        return std::nullopt;
    const double wanted = from->base / std::pow(10.0, power);
    for (const UnitInfo& i : kUnits)
        if (i.kind == from->kind && std::fabs(i.base / wanted - 1) < 1e-9)
            return i.unit;
    return std::nullopt;
}

bool labelNamesKey(const std::string& label, std::string_view key) {
    if (label.empty())
        return true;
    // "tp" or "tp_…", the part of the key after its last dot.
    const std::size_t dot = key.rfind('.');
    const std::string last =
        upperAscii(std::string(dot == std::string_view::npos ? key : key.substr(dot + 1)));
    return last == label || last.starts_with(label + "_");
}

int offByPowerOfThousand(double typed, double expected, double tolerance) {
    if (expected == 0 || !std::isfinite(typed))
        return 0;
    for (int power : {3, 6, 9, -3, -6, -9}) {
        const double shifted = expected * std::pow(10.0, power);
        if (std::fabs(typed - shifted) <= tolerance * std::fabs(shifted))
            return power;
    }
    return 0;
}

} // namespace shardscope
