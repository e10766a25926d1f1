#pragma once

#include "answer_input.h"
#include "scenario.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope {

/** One text in the UI's languages (docs/lesson-format.md: a small Markdown subset); English is
 * the one every text has. */
struct LessonText {
    std::map<std::string, std::string> byLanguage; ///< "en", "ru", "zh_CN" → text
    /** The text in `language`, else English ("" when the text is absent). */
    const std::string& in(const std::string& language) const;
    bool empty() const { return byLanguage.empty(); }
};

/** A condition on one report value: `key` is dotted ("layer.compute_bound"). */
struct ReportCondition {
    enum class Op { Equals, Below, Above };
    std::string key;
    Op op = Op::Equals;
    nlohmann::json value; ///< bool for Equals on a bool key, else a number
    /** False when the key's value is null (a crossover that never happens). */
    bool holds(const nlohmann::ordered_json& report) const;
};

/** "Drag until …": done when `when` holds on the current scenario's report. */
struct LessonTask {
    LessonText text;
    ReportCondition when;
};

/** What the student types is the report value at `key` times `scale`, within `tolerance`. */
struct LessonAnswer {
    std::string key;
    double scale = 1;                   ///< e.g. 1e-9 to ask in GB, 1/86400 for days from seconds
    double tolerance = 0.05;            ///< relative, > 0
    std::optional<double> value;        ///< the author's number (the book's), already scaled
    AnswerUnit unit = AnswerUnit::None; ///< what the scaled number is in ("ms"), if the file says
    bool operator==(const LessonAnswer&) const = default;
};

struct LessonQuestion {
    LessonText text;
    LessonAnswer answer;
    LessonText explain;
    /// The report keys whose numbers the window hides while the question is open (the file's
    /// "hides"; left out: the answer's key alone).
    std::vector<std::string> hides;
};

/** One step: its scenario is the lesson's scenario with the step's patch applied. */
struct LessonStep {
    LessonText title;
    LessonText text;
    Scenario scenario;
    std::vector<std::string> views;  ///< figure ids as `export --figure` names them, or "mesh"
    std::vector<std::string> curves; ///< curve ids the views show (empty: all)
    std::string highlight;           ///< "" or one of the reader's highlight names
    /** "" or the schedule step the mesh view shows (`scheduleStepName`, "forward.allgather.in.y").
     */
    std::string meshStep;
    std::optional<LessonTask> task;
    std::optional<LessonQuestion> question;
};

struct Lesson {
    std::string id;
    LessonText title;
    Scenario scenario;
    std::vector<LessonStep> steps;
    std::vector<std::string> warnings; ///< e.g. a user lesson's missing language (falls back to en)
};

/**
 * How a lesson is read: the words the UI that shows it knows, and where a named scenario comes
 * from. The lesson format fixes the keys; the UI fixes the vocabulary (an empty list is not
 * checked).
 */
struct LessonReadOptions {
    bool builtIn = false; ///< every text in every language, else a warning and en
    /// The languages a text may be written in ("en", "ru", "zh_CN"); "en" is always one.
    std::vector<std::string> languages;
    /// The names "views" may use (the UI's figure registry and "mesh").
    std::vector<std::string> views;
    /// How many views a step may show at once (the board's panes); 0: not checked.
    size_t maxViews = 0;
    /// The curve ids "curves" may name, as the figures draw them ("dp", "best", …).
    std::vector<std::string> curves;
    /// The names "highlight" may use: controls and figure elements ("batch", "crossover", …).
    std::vector<std::string> highlights;
    /// The names "meshStep" may use (`scheduleStepNames`); the step's schedule must have it too.
    std::vector<std::string> meshSteps;
    /** The text of a scenario file the lesson names ("01-book-figure.json"); throws InputError.
     */
    std::function<std::string(const std::string& name)> scenarioText;
};

/**
 * Reads a lesson file (docs/lesson-format.md). Strict like scenario files: an unknown key, a
 * missing text, a patch that gives an invalid scenario, an unknown report key, highlight or view
 * throws InputError with the JSON path.
 */
Lesson parseLesson(std::string_view text, const LessonReadOptions& options);

/** The number at a dotted report key; nullopt when absent or null; a bool reads as 0 or 1. */
std::optional<double> reportNumber(const nlohmann::ordered_json& report, const std::string& key);

/** The answer for this report (value × scale); nullopt when the report has none. */
std::optional<double> expectedAnswer(const LessonAnswer& answer,
                                     const nlohmann::ordered_json& report);

/** True when `typed` is within the answer's relative tolerance of expectedAnswer(). */
bool answerAccepted(const LessonAnswer& answer, const nlohmann::ordered_json& report, double typed);

} // namespace shardscope
