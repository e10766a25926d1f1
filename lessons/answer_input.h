#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope {

/**
 * The unit a lesson question asks its answer in ("unit" in docs/lesson-format.md). Time and
 * bytes units convert into one another (a student may type "599 µs" for a question in ms);
 * tokens and percent only name the number.
 */
enum class AnswerUnit {
    None,
    Seconds,
    Milliseconds,
    Microseconds,
    Nanoseconds,
    Bytes,
    MB,
    GB,
    Tokens,
    Percent
};

/** The ids lesson files write: "s", "ms", "us", "ns", "bytes", "MB", "GB", "tokens", "percent". */
const std::vector<std::string>& answerUnitIds();

/** The unit a lesson file names; nullopt for an unknown id. */
std::optional<AnswerUnit> answerUnitFromId(std::string_view id);

/** What a student typed: a number, times its magnitude suffix, and the unit typed after it. */
struct TypedAnswer {
    double value = 0;                   ///< "435k" is 435000, "0.6 ms" is 0.6
    AnswerUnit unit = AnswerUnit::None; ///< None when no unit was typed
    std::string magnitude;              ///< the magnitude word typed ("млрд", "k"), if any
    std::string label;                  ///< "TP" or "FSDP" typed before or after the number
};

/**
 * Reads an answer as a student types it in `language` ("en", "ru", "zh_CN"): group separators
 * (spaces, no-break spaces, apostrophes; commas in en and zh), a decimal point or comma ("0,6"),
 * an exponent ("2e9"), a magnitude suffix (k, M, G, billion…; тыс., млн, млрд; 千, 万, 亿), a
 * unit (s, ms, µs/us, ns; с, мс, мкс, нс; 秒, 毫秒, 微秒, 纳秒; MB, GB, МБ, ГБ; %; tokens,
 * токенов, 个token) and the word TP or FSDP before or after it ("TP 4"). nullopt when it is no
 * number.
 */
std::optional<TypedAnswer> parseTypedAnswer(std::string_view typed, std::string_view language);

/**
 * The typed number in the question's unit: "599 µs" for a question in ms is 0.599. nullopt
 * when the typed unit cannot be one of the question's (a time for a question in GB, any unit
 * for a question without one).
 */
std::optional<double> typedInUnit(const TypedAnswer& typed, AnswerUnit questionUnit);

/**
 * The unit of the question unit's kind that is 10^power times smaller: (ms, 3) is µs, (GB, 3)
 * is MB, (ms, -3) is s; nullopt when there is none.
 */
std::optional<AnswerUnit> unitSmallerBy(AnswerUnit unit, int power);

/**
 * Whether a label typed with the number ("TP 4") names what the report key counts: its last
 * part is the label or starts with it ("search.best.tp", "thresholds.tp_min_for_sequences").
 * True when no label was typed.
 */
bool labelNamesKey(const std::string& label, std::string_view key);

/**
 * 3, 6 or 9 when `typed` is 10³, 10⁶ or 10⁹ times `expected` within the relative `tolerance`,
 * -3, -6 or -9 when it is that much smaller, else 0: an answer in the wrong unit, or a
 * magnitude word ("9,6 млрд") for a question that counts in billions already.
 */
int offByPowerOfThousand(double typed, double expected, double tolerance);

} // namespace shardscope
