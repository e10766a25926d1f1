#pragma once

#include "lesson.h"
#include "lesson/quizscore.h"

#include <QWidget>

class QGridLayout;
class QLabel;

namespace shardscope {

/**
 * The end of a lesson: how each step's question went (right the first time, right after
 * retries, answer shown) and a button per step to go back to it.
 */
class LessonSummary : public QWidget {
    Q_OBJECT
  public:
    explicit LessonSummary(QWidget* parent = nullptr);

    /** Shows the score of `lesson` (texts in the UI language). */
    void showScore(const Lesson& lesson, const QuizScore& score);
    /** The words for one outcome, as the end screen shows them. */
    static QString outcomeText(StepOutcome outcome);

  signals:
    /** The button of step `index` was clicked. */
    void goToStep(int index);

  private:
    void clearRows();

    QLabel* m_heading;
    QLabel* m_totals;
    QGridLayout* m_rows;
};

} // namespace shardscope
