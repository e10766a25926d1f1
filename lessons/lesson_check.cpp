#include "lesson_check.h"

#include "answer_input.h"
#include "evaluate.h"
#include "report.h"

#include <cmath>

namespace shardscope {

namespace {

bool isNumberDigit(char c) {
    return c >= '0' && c <= '9';
}

bool isNameLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

// A superscript digit: "10⁹" is a power of ten, not the number 10.
bool superscriptAt(const std::string& t, size_t i) {
    for (const char* digit : {"\u2070", "\u00b9", "\u00b2", "\u00b3", "\u2074", "\u2075", "\u2076",
                              "\u2077", "\u2078", "\u2079"})
        if (t.compare(i, std::char_traits<char>::length(digit), digit) == 0)
            return true;
    return false;
}

// A group separator or decimal mark between digits: space, '.', ',', a no-break or thin space.
size_t separatorLength(const std::string& t, size_t i) {
    if (t[i] == ' ' || t[i] == '.' || t[i] == ',')
        return 1;
    for (const char* wide : {"\u00a0", "\u202f", "\u2009"})
        if (t.compare(i, std::char_traits<char>::length(wide), wide) == 0)
            return std::char_traits<char>::length(wide);
    return 0;
}

// The word after a number, up to the next space or mark: a magnitude or a unit ("B", "млрд", "%").
std::string wordAfter(const std::string& t, size_t i) {
    size_t start = i;
    while (start < t.size() && t[start] == ' ')
        ++start;
    size_t end = start;
    while (end < t.size() && t[end] != ' ' && t[end] != ',' && t[end] != ';' && t[end] != ')' &&
           t[end] != '*' && t[end] != ':' && !(t[end] == '.' && end + 1 == t.size()))
        ++end;
    return t.substr(start, end - start);
}

// The values a written number may be read as, in the question's unit: with the word after it
// (a magnitude or a unit), and bare unless that word is a unit of another kind ("10 bytes" is
// not 10 of anything else).
std::vector<double> readings(const std::string& number, const std::string& word,
                             const std::string& language, AnswerUnit unit) {
    std::vector<double> out;
    if (const auto typed = parseTypedAnswer(number + " " + word, language)) {
        const auto v = typedInUnit(*typed, unit);
        if (v)
            out.push_back(*v);
        if (!v && typed->unit != AnswerUnit::None)
            return out;
    }
    if (const auto typed = parseTypedAnswer(number, language))
        out.push_back(typed->value);
    return out;
}

// Decimals the text writes in `language`: "0.454" (en, zh) and "0,454" (ru) have 3; "6,240"
// (en) and "6 240" none.
int decimalsWritten(const std::string& number, const std::string& language) {
    const size_t mark = number.find_last_of(language == "ru" ? ',' : '.');
    return mark == std::string::npos ? 0 : int(number.size() - mark - 1);
}

// The answer as the text would write it at that precision: what a reader takes for it.
bool writesTheAnswer(double written, int decimals, double answer) {
    const double step = std::pow(10.0, -decimals);
    return std::fabs(std::round(answer / step) * step - written) < step / 2;
}

struct Written {
    size_t at = 0, size = 0;
};

// The numbers of `t` where they are: what writtenNumbers returns, with their places.
std::vector<Written> numbersIn(const std::string& t) {
    std::vector<Written> out;
    size_t i = 0;
    while (i < t.size()) {
        // A number starts at a digit that is not part of a name ("H100", "v5p", "F_e").
        if (!isNumberDigit(t[i]) ||
            (i > 0 && (isNameLetter(t[i - 1]) || isNumberDigit(t[i - 1]) || t[i - 1] == '#'))) {
            ++i;
            continue;
        }
        size_t end = i;
        while (end < t.size()) {
            if (isNumberDigit(t[end])) {
                ++end;
                continue;
            }
            const size_t sep = separatorLength(t, end);
            if (sep > 0 && end + sep < t.size() && isNumberDigit(t[end + sep]))
                end += sep;
            else
                break;
        }
        // A coefficient written onto a symbol ("4DF", "2BN") or a power ("10⁹") is part of a
        // formula, not a value.
        if (end >= t.size() || (!isNameLetter(t[end]) && !superscriptAt(t, end)))
            out.push_back({i, end - i});
        i = end;
    }
    return out;
}

// The numbers of `t` that state the answer `expected` (in the question's unit).
std::vector<Written> statedAnswers(const std::string& t, const std::string& language,
                                   const LessonAnswer& answer, double expected) {
    std::vector<Written> out;
    if (!std::isfinite(expected))
        return out;
    for (const Written& w : numbersIn(t)) {
        const std::string number = t.substr(w.at, w.size);
        for (double v : readings(number, wordAfter(t, w.at + w.size), language, answer.unit))
            if (std::fabs(v - expected) <= answer.tolerance * std::fabs(expected) &&
                writesTheAnswer(v, decimalsWritten(number, language), expected)) {
                out.push_back(w);
                break;
            }
    }
    return out;
}

} // namespace

std::vector<std::string> writtenNumbers(const std::string& t) {
    std::vector<std::string> out;
    for (const Written& w : numbersIn(t))
        out.push_back(t.substr(w.at, w.size));
    return out;
}

std::vector<AnswerLeak> answerLeaks(const Lesson& lesson) {
    std::vector<AnswerLeak> leaks;
    for (size_t i = 0; i < lesson.steps.size(); ++i) {
        const LessonStep& step = lesson.steps[i];
        if (!step.question)
            continue;
        const LessonAnswer& answer = step.question->answer;
        const auto expected =
            expectedAnswer(answer, reportJson(step.scenario, evaluate(step.scenario)));
        if (!expected)
            continue;
        const std::pair<const char*, const LessonText*> fields[] = {
            {"title", &step.title}, {"text", &step.text}, {"question", &step.question->text}};
        for (const auto& [field, text] : fields)
            for (const auto& [language, t] : text->byLanguage)
                for (const Written& w : statedAnswers(t, language, answer, *expected))
                    leaks.push_back({i, language, field, t.substr(w.at, w.size), *expected});
    }
    return leaks;
}

std::string maskStatedAnswer(const std::string& html, const std::string& language,
                             const LessonAnswer& answer, double expected, const std::string& mark) {
    std::string out;
    size_t at = 0;
    // Only the text between tags: an attribute's "#777" or "12px" is no number a reader sees.
    while (at < html.size()) {
        const size_t tag = html.find('<', at);
        const std::string text =
            html.substr(at, tag == std::string::npos ? std::string::npos : tag - at);
        size_t from = 0;
        for (const Written& w : statedAnswers(text, language, answer, expected)) {
            out += text.substr(from, w.at - from) + mark;
            from = w.at + w.size;
        }
        out += text.substr(from);
        if (tag == std::string::npos)
            break;
        const size_t close = html.find('>', tag);
        const size_t end = close == std::string::npos ? html.size() : close + 1;
        out += html.substr(tag, end - tag);
        at = end;
    }
    return out;
}

} // namespace shardscope
