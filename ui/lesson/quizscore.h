#pragma once

#include <cstddef>
#include <vector>

namespace shardscope {

/** How a step's question went. The first outcome stays: going back to a step changes nothing. */
enum class StepOutcome { NoQuestion, Open, FirstTry, AfterRetries, Shown };

/** The score of one run through a lesson, step by step (the lesson's end screen). */
class QuizScore {
  public:
    /** A new run: `hasQuestion[i]` says whether step i asks something. */
    void reset(const std::vector<bool>& hasQuestion);
    /** A checked answer that was not right (a wrong number or unit). */
    void wrongTry(size_t step);
    void right(size_t step);
    void shown(size_t step);

    StepOutcome outcome(size_t step) const;
    /** True once the question's outcome is known: right, or its answer shown. */
    bool settled(size_t step) const;
    size_t count(StepOutcome outcome) const;
    size_t questions() const { return m_outcomes.size() - count(StepOutcome::NoQuestion); }

  private:
    void settle(size_t step, StepOutcome outcome);
    std::vector<StepOutcome> m_outcomes;
    std::vector<int> m_wrongTries;
};

} // namespace shardscope
