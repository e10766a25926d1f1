// Lesson files (docs/lesson-format.md): read as strictly as scenario files, and checked against
// the report the lesson's steps give, so that a lesson can only ask what `report` prints.
#include "lesson.h"

#include "step_ring.h"
#include "step_schedule.h"

#include "evaluate.h"
#include "json_read.h"
#include "report.h"
#include "scenario_io.h"
#include "scenario_messages.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <set>

namespace shardscope {

using nlohmann::json;
using ordered_json = nlohmann::ordered_json;
using namespace jsonread;

const std::string& LessonText::in(const std::string& language) const {
    static const std::string none;
    auto it = byLanguage.find(language);
    if (it == byLanguage.end())
        it = byLanguage.find("en");
    return it == byLanguage.end() ? none : it->second;
}

namespace {

// The value at a dotted key ("layer.compute_bound"); nullptr when the report has no such key.
const ordered_json* reportValue(const ordered_json& report, const std::string& key) {
    const ordered_json* at = &report;
    size_t start = 0;
    while (start <= key.size()) {
        const size_t dot = std::min(key.find('.', start), key.size());
        if (at->is_null())
            return at; // search.best is null when nothing fits: so is search.best.fsdp
        if (!at->is_object())
            return nullptr;
        const auto it = at->find(key.substr(start, dot - start));
        if (it == at->end())
            return nullptr;
        at = &*it;
        start = dot + 1;
    }
    return at;
}

std::string kindOf(const ordered_json& v) {
    if (v.is_object())
        return "an object";
    if (v.is_array())
        return "a list";
    if (v.is_string())
        return "a string";
    return v.dump();
}

bool contains(const std::vector<std::string>& names, const std::string& name) {
    return std::find(names.begin(), names.end(), name) != names.end();
}

std::string joined(const std::vector<std::string>& names) {
    std::string out;
    for (const std::string& n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

// Words in a text; a CJK character counts as half a word (Chinese runs about two per word).
double wordCount(const std::string& text) {
    double words = 0;
    bool inWord = false;
    for (size_t i = 0; i < text.size();) {
        const auto lead = static_cast<unsigned char>(text[i]);
        const size_t length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        unsigned code = lead;
        if (length == 3 && i + 2 < text.size())
            code = ((lead & 0x0F) << 12) | ((static_cast<unsigned char>(text[i + 1]) & 0x3F) << 6) |
                   (static_cast<unsigned char>(text[i + 2]) & 0x3F);
        const bool cjk = length == 3 && code >= 0x3400 && code <= 0x9FFF;
        const bool space = lead == ' ' || lead == '\n' || lead == '\t' || lead == '\r';
        if (cjk)
            words += 0.5;
        else if (!space && !inWord)
            words += 1;
        inWord = !space && !cjk;
        i += length;
    }
    return words;
}

constexpr double maxWords = 120;

const json& required(const json& j, const std::string& path, const char* key) {
    const auto it = j.find(key);
    if (it == j.end())
        throw InputError(path + "/" + key, message::missing);
    return *it;
}

const json& requireList(const json& v, const std::string& path) {
    if (!v.is_array())
        throw InputError(path, message::expectedList, {describe(v)});
    return v;
}

class LessonReader {
  public:
    LessonReader(const LessonReadOptions& options, std::vector<std::string>& warnings)
        : m_options(options), m_warnings(warnings) {}

    Lesson read(const json& j);

  private:
    LessonText text(const json& v, const std::string& path, bool isLongText);
    Scenario lessonScenario(const json& v);
    LessonStep step(const json& v, const std::string& path, const Scenario& lessonScenario);
    std::vector<std::string> views(const json& v, const std::string& path);
    std::vector<std::string> strings(const json& v, const std::string& path);
    std::vector<std::string> curves(const json& v, const std::string& path);
    ReportCondition condition(const json& v, const std::string& path, const ordered_json& report);
    LessonAnswer answer(const json& v, const std::string& path, const ordered_json& report);
    std::vector<std::string> hiddenKeys(const json& v, const std::string& path,
                                        const ordered_json& report);
    void warnOrThrow(const InputError& e);

    const LessonReadOptions& m_options;
    std::vector<std::string>& m_warnings;
    std::set<std::string> m_warnedLanguages;
};

// Built-in lessons must be complete; a user's lesson still opens, with a warning.
void LessonReader::warnOrThrow(const InputError& e) {
    if (m_options.builtIn)
        throw e;
    m_warnings.push_back(e.what());
}

LessonText LessonReader::text(const json& v, const std::string& path, bool isLongText) {
    requireObject(v, path);
    if (!m_options.languages.empty())
        for (const auto& item : v.items())
            if (item.key() != "en" && !contains(m_options.languages, item.key()))
                throw InputError(path + "/" + item.key(), message::unknownKey);
    LessonText t;
    for (const auto& item : v.items())
        t.byLanguage[item.key()] =
            readText(item.value(), path + "/" + item.key(), limits::maxTextCharacters);
    if (!t.byLanguage.count("en"))
        throw InputError(path + "/en", message::missingEnglish);
    for (const std::string& language : m_options.languages) {
        if (t.byLanguage.count(language))
            continue;
        if (m_options.builtIn)
            throw InputError(path + "/" + language, message::missingLanguage,
                             {joined(m_options.languages)});
        if (m_warnedLanguages.insert(language).second) // one warning per language is enough
            m_warnings.push_back(
                InputError(path + "/" + language, message::languageFallsBack).what());
    }
    if (!isLongText)
        return t;
    for (const auto& [language, words] : t.byLanguage) {
        const double count = wordCount(words);
        if (count > maxWords)
            warnOrThrow(InputError(
                path + "/" + language, message::textTooLong,
                {std::to_string(long(std::lround(count))), std::to_string(long(maxWords))}));
    }
    return t;
}

Scenario LessonReader::lessonScenario(const json& v) {
    const std::string path = "/scenario";
    if (v.is_object())
        return parseScenarioPatch(v, path, defaultScenario());
    if (!v.is_string())
        throw InputError(path, message::expectedScenario, {describe(v)});
    const std::string name = v.get<std::string>();
    // A file name next to the lesson, or a shipped scenario's: never a path to elsewhere.
    const bool plainName = !name.empty() && name != "." && name != ".." &&
                           name.find_first_of(std::string_view("/\0", 2)) == std::string::npos;
    if (!m_options.scenarioText || !plainName)
        throw InputError(path, message::noScenarioFile, {name});
    std::string content;
    try {
        content = m_options.scenarioText(name);
    } catch (const InputError& e) {
        throw InputError(path, e.text(), e.args());
    }
    try {
        return parseScenario(content);
    } catch (const InputError& e) {
        throw InputError(path, message::inScenarioFile, {name, e.what()});
    }
}

std::vector<std::string> LessonReader::strings(const json& v, const std::string& path) {
    requireList(v, path);
    std::vector<std::string> out;
    for (size_t i = 0; i < v.size(); ++i) {
        const std::string p = path + "/" + std::to_string(i);
        out.push_back(readString(v[i], p));
        if (std::count(out.begin(), out.end(), out.back()) > 1)
            throw InputError(p, message::givenTwice);
    }
    return out;
}

std::vector<std::string> LessonReader::views(const json& v, const std::string& path) {
    std::vector<std::string> out = strings(v, path);
    if (m_options.maxViews && out.size() > m_options.maxViews)
        throw InputError(path, message::tooManyViews,
                         {std::to_string(out.size()), std::to_string(m_options.maxViews)});
    const auto& known = m_options.views;
    for (size_t i = 0; i < out.size() && !known.empty(); ++i)
        if (std::find(known.begin(), known.end(), out[i]) == known.end())
            throw InputError(path + "/" + std::to_string(i), message::unknownView,
                             {out[i], joined(known)});
    return out;
}

std::vector<std::string> LessonReader::curves(const json& v, const std::string& path) {
    requireList(v, path);
    if (v.empty())
        throw InputError(path, message::noCurves);
    const auto& known = m_options.curves;
    std::vector<std::string> out;
    for (size_t i = 0; i < v.size(); ++i) {
        const std::string p = path + "/" + std::to_string(i);
        const std::string id = readString(v[i], p);
        if (!known.empty() && !contains(known, id))
            throw InputError(p, message::unknownCurve, {id, joined(known)});
        if (std::find(out.begin(), out.end(), id) != out.end())
            throw InputError(p, message::curveTwice, {id});
        out.push_back(id);
    }
    return out;
}

ReportCondition LessonReader::condition(const json& v, const std::string& path,
                                        const ordered_json& report) {
    requireObject(v, path);
    rejectUnknownKeys(v, path, {"key", "equals", "below", "above"});
    ReportCondition c;
    c.key = readString(required(v, path, "key"), path + "/key");
    const ordered_json* value = reportValue(report, c.key);
    if (!value)
        throw InputError(path + "/key", message::unknownReportKey, {c.key});
    if (!value->is_boolean() && !value->is_number() && !value->is_null())
        throw InputError(path + "/key", message::reportKeyNotValue, {c.key, kindOf(*value)});
    if (v.contains("equals") + v.contains("below") + v.contains("above") != 1)
        throw InputError(path, message::oneComparison);
    // A null value (a crossover that does not happen here) is a number elsewhere.
    const bool isBool = value->is_boolean();
    if (v.contains("equals")) {
        const json& x = v["equals"];
        if (isBool && !x.is_boolean())
            throw InputError(path + "/equals", message::keyIsBool, {c.key, describe(x)});
        if (!isBool && !x.is_number())
            throw InputError(path + "/equals", message::keyIsNumber, {c.key, describe(x)});
        c.op = ReportCondition::Op::Equals;
        c.value = isBool ? json(x.get<bool>())
                         : json(readNumber(x, path + "/equals", -DBL_MAX, DBL_MAX, true));
        return c;
    }
    const char* key = v.contains("below") ? "below" : "above";
    if (isBool)
        throw InputError(path + "/" + key, message::compareBool, {c.key});
    c.op = v.contains("below") ? ReportCondition::Op::Below : ReportCondition::Op::Above;
    c.value = readNumber(v[key], path + "/" + key, -DBL_MAX, DBL_MAX, true);
    return c;
}

LessonAnswer LessonReader::answer(const json& v, const std::string& path,
                                  const ordered_json& report) {
    requireObject(v, path);
    rejectUnknownKeys(v, path, {"key", "tolerance", "scale", "value", "unit"});
    LessonAnswer a;
    a.key = readString(required(v, path, "key"), path + "/key");
    const ordered_json* value = reportValue(report, a.key);
    if (!value)
        throw InputError(path + "/key", message::unknownReportKey, {a.key});
    if (value->is_null())
        throw InputError(path + "/key", message::answerIsNull, {a.key});
    if (!value->is_number())
        throw InputError(path + "/key", message::answerNotNumber, {a.key, kindOf(*value)});
    ifPresent(v, path, "tolerance", [&](const json& x, const std::string& p) {
        a.tolerance = readNumber(x, p, 0, DBL_MAX, false);
        if (a.tolerance >= 1)
            throw InputError(p, message::notBelow, {formatNumber(a.tolerance), "1"});
    });
    ifPresent(v, path, "scale", [&](const json& x, const std::string& p) {
        a.scale = readNumber(x, p, 0, DBL_MAX, false);
        // The expected answer is the report's number times the scale: one that overflows to
        // infinity would make every answer right.
        const double reported = std::fabs(value->get<double>());
        const double scaled = reported * a.scale;
        if (!std::isfinite(scaled) || !std::isfinite(a.tolerance * scaled))
            throw InputError(p, message::tooLarge,
                             {formatNumber(a.scale), formatNumber(DBL_MAX / reported)});
    });
    ifPresent(v, path, "value", [&](const json& x, const std::string& p) {
        a.value = readNumber(x, p, -DBL_MAX, DBL_MAX, true);
    });
    ifPresent(v, path, "unit", [&](const json& x, const std::string& p) {
        const std::string id = readString(x, p);
        const std::optional<AnswerUnit> unit = answerUnitFromId(id);
        if (!unit)
            throw InputError(p, message::unknownUnit, {id, joined(answerUnitIds())});
        a.unit = *unit;
    });
    return a;
}

// The numbers a question hides: keys the report has, each a number or true/false there.
std::vector<std::string> LessonReader::hiddenKeys(const json& v, const std::string& path,
                                                  const ordered_json& report) {
    std::vector<std::string> keys;
    for (size_t i = 0; i < requireList(v, path).size(); ++i) {
        const std::string p = path + "/" + std::to_string(i);
        const std::string key = readString(v[i], p);
        const ordered_json* value = reportValue(report, key);
        if (!value)
            throw InputError(p, message::unknownReportKey, {key});
        if (value->is_object() || value->is_array())
            throw InputError(p, message::reportKeyNotValue, {key, kindOf(*value)});
        if (contains(keys, key))
            throw InputError(p, message::keyTwice, {key});
        keys.push_back(key);
    }
    return keys;
}

LessonStep LessonReader::step(const json& v, const std::string& path,
                              const Scenario& lessonScenario) {
    requireObject(v, path);
    rejectUnknownKeys(v, path,
                      {"title", "text", "scenario", "views", "curves", "highlight", "meshStep",
                       "task", "question"});
    LessonStep s;
    s.title = text(required(v, path, "title"), path + "/title", false);
    s.text = text(required(v, path, "text"), path + "/text", true);
    s.scenario = lessonScenario;
    ifPresent(v, path, "scenario", [&](const json& x, const std::string& p) {
        s.scenario = parseScenarioPatch(x, p, lessonScenario);
    });
    ifPresent(v, path, "views",
              [&](const json& x, const std::string& p) { s.views = views(x, p); });
    ifPresent(v, path, "curves",
              [&](const json& x, const std::string& p) { s.curves = curves(x, p); });
    ifPresent(v, path, "highlight", [&](const json& x, const std::string& p) {
        s.highlight = readString(x, p);
        const auto& names = m_options.highlights;
        if (!names.empty() && !contains(names, s.highlight))
            throw InputError(p, message::unknownHighlight, {s.highlight, joined(names)});
    });
    ifPresent(v, path, "meshStep", [&](const json& x, const std::string& p) {
        s.meshStep = readString(x, p);
        const auto& names = m_options.meshSteps;
        if (!names.empty() && !contains(names, s.meshStep))
            throw InputError(p, message::unknownMeshStep, {s.meshStep});
        // The mesh shows the scenario's own split (docs/lesson-format.md#steps).
        if (findScheduleStep(stepSchedule(s.scenario, meshSplit(s.scenario)), s.meshStep) < 0)
            throw InputError(p, message::noSuchMeshStep, {s.meshStep});
    });
    if (!v.contains("task") && !v.contains("question"))
        return s;
    const ordered_json report = reportJson(s.scenario, evaluate(s.scenario));
    ifPresent(v, path, "task", [&](const json& x, const std::string& p) {
        requireObject(x, p);
        rejectUnknownKeys(x, p, {"text", "when"});
        s.task = LessonTask{text(required(x, p, "text"), p + "/text", true),
                            condition(required(x, p, "when"), p + "/when", report)};
    });
    ifPresent(v, path, "question", [&](const json& x, const std::string& p) {
        requireObject(x, p);
        rejectUnknownKeys(x, p, {"text", "answer", "explain", "hides"});
        LessonQuestion q;
        q.text = text(required(x, p, "text"), p + "/text", true);
        q.answer = answer(required(x, p, "answer"), p + "/answer", report);
        q.hides = {q.answer.key};
        ifPresent(x, p, "hides", [&](const json& h, const std::string& hp) {
            q.hides = hiddenKeys(h, hp, report);
        });
        ifPresent(x, p, "explain",
                  [&](const json& e, const std::string& ep) { q.explain = text(e, ep, true); });
        s.question = q;
    });
    return s;
}

Lesson LessonReader::read(const json& j) {
    requireObject(j, "");
    rejectUnknownKeys(j, "", {"lesson", "id", "title", "scenario", "steps"});
    const auto version = j.find("lesson");
    if (version == j.end())
        throw InputError("/lesson", message::missingLessonVersion);
    if (readWhole(*version, "/lesson", 1, 1000) != 1)
        throw InputError("/lesson", message::newerLesson, {version->dump()});
    Lesson lesson;
    lesson.id = readString(required(j, "", "id"), "/id");
    const bool idOk =
        !lesson.id.empty() && std::all_of(lesson.id.begin(), lesson.id.end(), [](char c) {
            return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
        });
    if (!idOk)
        throw InputError("/id", message::badLessonId, {lesson.id});
    lesson.title = text(required(j, "", "title"), "/title", false);
    lesson.scenario = defaultScenario();
    ifPresent(j, "", "scenario",
              [&](const json& v, const std::string&) { lesson.scenario = lessonScenario(v); });
    const json& steps = requireList(required(j, "", "steps"), "/steps");
    if (steps.empty())
        throw InputError("/steps", message::noSteps);
    for (size_t i = 0; i < steps.size(); ++i)
        lesson.steps.push_back(step(steps[i], "/steps/" + std::to_string(i), lesson.scenario));
    return lesson;
}

} // namespace

bool ReportCondition::holds(const ordered_json& report) const {
    const ordered_json* at = reportValue(report, key);
    if (!at || at->is_null())
        return false;
    if (op == Op::Equals && value.is_boolean())
        return at->is_boolean() && at->get<bool>() == value.get<bool>();
    const std::optional<double> x = reportNumber(report, key);
    if (!x || !value.is_number())
        return false;
    const double v = value.get<double>();
    switch (op) {
    case Op::Equals:
        return *x == v;
    case Op::Below:
        return *x < v;
    case Op::Above:
        return *x > v;
    }
    return false;
}

Lesson parseLesson(std::string_view text, const LessonReadOptions& options) {
    std::vector<std::string> warnings;
    LessonReader reader(options, warnings);
    Lesson lesson = reader.read(parseStrictJson(text, message::tooManyLessonValues));
    lesson.warnings = std::move(warnings);
    return lesson;
}

std::optional<double> reportNumber(const ordered_json& report, const std::string& key) {
    const ordered_json* at = reportValue(report, key);
    if (!at)
        return std::nullopt;
    if (at->is_boolean())
        return at->get<bool>() ? 1.0 : 0.0;
    if (!at->is_number())
        return std::nullopt;
    const double x = at->get<double>();
    return std::isfinite(x) ? std::optional<double>(x) : std::nullopt;
}

std::optional<double> expectedAnswer(const LessonAnswer& answer, const ordered_json& report) {
    const std::optional<double> x = reportNumber(report, answer.key);
    if (!x)
        return std::nullopt;
    return *x * answer.scale;
}

bool answerAccepted(const LessonAnswer& answer, const ordered_json& report, double typed) {
    const std::optional<double> expected = expectedAnswer(answer, report);
    if (!expected || !std::isfinite(*expected) || !std::isfinite(typed))
        return false;
    // Relative: the same 5 % whether the answer is 240 tokens or 2·10^25 FLOPs.
    return std::fabs(typed - *expected) <= answer.tolerance * std::fabs(*expected);
}

} // namespace shardscope
