#pragma once

#include "common/answermask.h"
#include "evaluation.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <vector>

class QCustomPlot;

namespace shardscope {

/**
 * The open question's answer hidden wherever a plot writes it, by the rule the lesson linter and
 * the answer box use (docs/lesson-format.md#check): its title and other text elements, its text
 * items, its legend entries and its axis titles. Not the tick labels: a scale names every value
 * alike and states no answer. What it hid goes back before the next drawing.
 */
class StatedAnswers {
  public:
    /** Masks every number of `plot`'s texts that states `mask`'s answer at the value of
        `evaluation`'s report (asked for only while a question is open). */
    void hide(QCustomPlot* plot, const AnswerMask& mask, const Evaluation& evaluation);
    /** The texts as they were before hide(). */
    void restore();

  private:
    std::vector<std::function<void()>> m_restore;
};

} // namespace shardscope
