#pragma once

#include "common/answermask.h"
#include "common/theme.h"
#include "lesson.h"
#include "lesson/quizscore.h"

#include <QWidget>

#include <map>
#include <optional>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QScrollArea;

namespace shardscope {

class LessonSummary;
class ScenarioDocument;

/**
 * A lesson, one step at a time: the lesson's and the step's title, the step's text, its task
 * (a ✓ appears while the task's condition holds on the current scenario) and its question
 * (Check, Show answer), progress and Previous / Next. Entering a step makes its scenario current
 * as one undo step; the window shows the step's views and highlight (stepEntered).
 * While a question is open the pane publishes the report keys it hides (answerMaskChanged);
 * after the last step comes the end screen with the score.
 */
class LessonPane : public QWidget {
    Q_OBJECT
  public:
    explicit LessonPane(ScenarioDocument* document, QWidget* parent = nullptr);
    /** Checks the open step's task against the document: the window calls it once per change. */
    void updateTask();

    /** Shows `lesson` and enters step `step` (clamped). */
    void setLesson(const Lesson& lesson, int step = 0);
    /** No lesson: the pane is empty; the scenario stays as it is. */
    void clear();
    bool hasLesson() const { return m_lesson.has_value(); }
    const Lesson& lesson() const { return *m_lesson; }
    int step() const { return m_step; }
    int stepCount() const { return m_lesson ? int(m_lesson->steps.size()) : 0; }
    const LessonStep* currentStep() const;

    /** Enters step `index` (nothing outside the lesson's steps). */
    void goTo(int index);
    /** After the last step: the end screen. */
    void next() { goTo(m_step + 1); }
    /** From the end screen: the last step again. */
    void previous() { goTo(m_onSummary ? m_step : m_step - 1); }
    const QuizScore& score() const { return m_score; }

    /** Large type in projector mode: the room reads the step's text from the back. */
    void setTheme(const Theme& theme);

    // Tests find the widgets a student uses by their objectName ("stepText", "check", …).

  signals:
    /** Step `index` is about to be entered: its views go on the board first, so that the
     * scenario is drawn only by the views that will show it. */
    void stepEntering(int index);
    /** A step was entered (its scenario is current): show its highlight. */
    void stepEntered(int index);
    /** The numbers to hide changed: a question opened, or was answered or shown. */
    void answerMaskChanged(const AnswerMask& mask);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void build();
    void retranslate();
    void showStep();
    void check();
    void showAnswer();
    void showVerdict();
    void showSummary();
    /** Enters step `index`; `apply`: makes its scenario current (else it is already). */
    void enter(int index, bool apply);
    /** After an undo or redo: the step whose entry the scenario now comes from, if another. */
    void followUndo();
    /** Publishes the keys the open, unanswered question hides (nothing when none). */
    void publishMask();
    bool questionSettled() const;
    /** The report of the step's own scenario (what questions ask about), computed once. */
    const nlohmann::ordered_json& stepReport();
    QString answerValueText() const;

    ScenarioDocument* m_doc;
    std::optional<Lesson> m_lesson;
    int m_step = 0;
    bool m_answerShown = false;
    enum class Verdict { None, Right, Wrong, NotANumber, UnitOff, UnitMismatch };
    Verdict m_verdictState = Verdict::None;
    QString m_typed;    ///< what was checked, for the unit hints
    int m_offPower = 0; ///< UnitOff: the typed number is 10^this × the answer
    AnswerUnit m_typedUnit = AnswerUnit::None; ///< the unit typed (None: a bare number)
    QString m_typedLabel;                      ///< "TP" or "FSDP" typed with the number
    QString m_typedMagnitude;                  ///< the magnitude word typed ("млрд")
    QString unitVerdict() const;
    std::optional<nlohmann::ordered_json> m_stepReport;
    Theme m_theme;
    QuizScore m_score;
    AnswerMask m_mask;
    bool m_onSummary = false;
    bool m_entering = false;              ///< applying a step's scenario: not an undo to follow
    int m_undoCount = 0;                  ///< the undo stack's size: a change in it is a new edit
    std::map<int, int> m_stepAtUndoIndex; ///< undo index just after a step was entered → step

    QLabel* m_lessonTitle;
    QLabel* m_stepTitle;
    QScrollArea* m_scroll;
    QScrollArea* m_summaryScroll;
    LessonSummary* m_summary;
    QLabel* m_text;
    QWidget* m_taskBox;
    QLabel* m_task;
    QLabel* m_taskTick;
    QWidget* m_questionBox;
    QLabel* m_question;
    QLineEdit* m_answerEdit;
    QPushButton* m_check;
    QPushButton* m_showAnswer;
    QLabel* m_verdict;
    QLabel* m_answer;
    QLabel* m_progressText;
    QProgressBar* m_progress;
    QPushButton* m_previous;
    QPushButton* m_next;
};

} // namespace shardscope
