#pragma once

// The lesson linter (docs/lesson-format.md#check): a step must not give away its own answer
// before the student has answered.

#include "lesson.h"

#include <string>
#include <vector>

namespace shardscope {

/** A number in a step's own text that the answer box would accept as the step's answer. */
struct AnswerLeak {
    size_t step = 0;      ///< 0-based
    std::string language; ///< "en", "ru", "zh_CN"
    std::string field;    ///< "title", "text" or "question"
    std::string written;  ///< the number as the text writes it ("**0.454**" gives "0.454")
    double answer = 0;    ///< the step's answer, in the question's unit
};

/**
 * Every number in a question step's title, text and question, in every language, that the
 * answer box would accept and that is the answer rounded as the text writes it (read as the
 * answer box reads a typed answer: group separators, decimal commas, magnitude words and units;
 * the bare number too unless a unit of another kind follows it): "**0.454**" for 0.4539, "6240"
 * for 6240, not "B = 128" for 125.5. The explanation, shown after the answer, may state it.
 */
std::vector<AnswerLeak> answerLeaks(const Lesson& lesson);

/**
 * `html` with every number between its tags that states the answer (as answerLeaks finds them,
 * `expected` in the question's unit) replaced by `mark`: what a view shows while the question
 * is open (docs/lesson-format.md#check).
 */
std::string maskStatedAnswer(const std::string& html, const std::string& language,
                             const LessonAnswer& answer, double expected, const std::string& mark);

/** The numbers `text` writes, as substrings: "8 192", "0,454", "3.8", "1.6". */
std::vector<std::string> writtenNumbers(const std::string& text);

} // namespace shardscope
