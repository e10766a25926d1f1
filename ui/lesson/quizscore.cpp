#include "lesson/quizscore.h"

#include <algorithm>

namespace shardscope {

void QuizScore::reset(const std::vector<bool>& hasQuestion) {
    m_outcomes.clear();
    for (bool q : hasQuestion)
        m_outcomes.push_back(q ? StepOutcome::Open : StepOutcome::NoQuestion);
    m_wrongTries.assign(hasQuestion.size(), 0);
}

void QuizScore::wrongTry(size_t step) {
    if (step < m_wrongTries.size())
        ++m_wrongTries[step];
}

void QuizScore::right(size_t step) {
    if (step < m_wrongTries.size())
        settle(step, m_wrongTries[step] == 0 ? StepOutcome::FirstTry : StepOutcome::AfterRetries);
}

void QuizScore::shown(size_t step) {
    settle(step, StepOutcome::Shown);
}

void QuizScore::settle(size_t step, StepOutcome outcome) {
    if (step < m_outcomes.size() && m_outcomes[step] == StepOutcome::Open)
        m_outcomes[step] = outcome;
}

StepOutcome QuizScore::outcome(size_t step) const {
    return step < m_outcomes.size() ? m_outcomes[step] : StepOutcome::NoQuestion;
}

bool QuizScore::settled(size_t step) const {
    const StepOutcome o = outcome(step);
    return o == StepOutcome::FirstTry || o == StepOutcome::AfterRetries || o == StepOutcome::Shown;
}

size_t QuizScore::count(StepOutcome outcome) const {
    return size_t(std::count(m_outcomes.begin(), m_outcomes.end(), outcome));
}

} // namespace shardscope
