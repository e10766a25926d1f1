#include "lesson/lessonpane.h"

#include "document/scenariodocument.h"
#include "evaluate.h"
#include "lesson/lessonlibrary.h"
#include "lesson/lessonsummary.h"
#include "report.h"

#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>

namespace shardscope {

namespace {

QLabel* wrappedLabel(const char* name) {
    auto* label = new QLabel;
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setFocusPolicy(Qt::NoFocus); // selectable text, but the clicker keys stay with the pane
    return label;
}

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

// "Task: …" on the first line of the text, not a line of its own above it.
QString prefixed(const QString& prefix, const QString& html) {
    static const QString p = QStringLiteral("<p>");
    return html.startsWith(p) ? p + prefix + QLatin1Char(' ') + html.mid(p.size())
                              : prefix + QLatin1Char(' ') + html;
}

} // namespace

LessonPane::LessonPane(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent), m_doc(document) {
    setObjectName(QStringLiteral("lessonPane"));
    build();
    retranslate();
    const QMetaObject::Connection following =
        connect(m_doc->undoStack(), &QUndoStack::indexChanged, this, &LessonPane::followUndo);
    // A document being destroyed clears its undo stack (its child) after its own destructor has
    // run: stop following before that (QObject emits destroyed() before deleting children).
    connect(m_doc, &QObject::destroyed, this, [following] { QObject::disconnect(following); });
}

void LessonPane::build() {
    m_lessonTitle = wrappedLabel("lessonTitle");
    m_stepTitle = wrappedLabel("stepTitle");
    m_text = wrappedLabel("stepText");
    m_text->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    m_task = wrappedLabel("taskText");
    m_taskTick = wrappedLabel("taskDone");
    m_taskBox = new QWidget;
    auto* task = new QVBoxLayout(m_taskBox);
    task->setContentsMargins(0, 0, 0, 0);
    task->addWidget(m_task);
    task->addWidget(m_taskTick);

    m_question = wrappedLabel("questionText");
    m_answerEdit = new QLineEdit;
    m_answerEdit->setObjectName(QStringLiteral("answerEdit"));
    m_check = new QPushButton;
    m_check->setObjectName(QStringLiteral("check"));
    m_showAnswer = new QPushButton;
    m_showAnswer->setObjectName(QStringLiteral("showAnswer"));
    m_verdict = wrappedLabel("verdict");
    m_answer = wrappedLabel("answer");
    m_questionBox = new QWidget;
    auto* question = new QVBoxLayout(m_questionBox);
    question->setContentsMargins(0, 0, 0, 0);
    question->addWidget(m_question);
    question->addWidget(m_answerEdit);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_check);
    buttons->addWidget(m_showAnswer);
    buttons->addStretch(1);
    question->addLayout(buttons);
    question->addWidget(m_verdict);
    question->addWidget(m_answer);
    connect(m_check, &QPushButton::clicked, this, &LessonPane::check);
    connect(m_answerEdit, &QLineEdit::returnPressed, this, &LessonPane::check);
    connect(m_showAnswer, &QPushButton::clicked, this, &LessonPane::showAnswer);

    // Long texts at projector size scroll instead of being cut off.
    auto* body = new QWidget;
    auto* column = new QVBoxLayout(body);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(m_text);
    column->addWidget(m_taskBox);
    column->addWidget(m_questionBox);
    column->addStretch(1);
    m_scroll = new QScrollArea;
    m_scroll->setWidget(body);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    // A formula wider than a narrow pane scrolls rather than being cut off.
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_scroll->setFocusPolicy(Qt::NoFocus);

    m_summary = new LessonSummary;
    connect(m_summary, &LessonSummary::goToStep, this, &LessonPane::goTo);
    m_summaryScroll = new QScrollArea;
    m_summaryScroll->setWidget(m_summary);
    m_summaryScroll->setWidgetResizable(true);
    m_summaryScroll->setFrameShape(QFrame::NoFrame);
    m_summaryScroll->setFocusPolicy(Qt::NoFocus);
    m_summaryScroll->hide();

    // "Step 3 of 7": plain text, laid out without a rich-text document on every step.
    m_progressText = new QLabel;
    m_progressText->setObjectName(QStringLiteral("progressText"));
    m_progressText->setTextFormat(Qt::PlainText);
    m_progress = new QProgressBar;
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(10);
    // Previous / Next do not take focus from a click: the keys keep going where they went.
    m_previous = new QPushButton;
    m_previous->setObjectName(QStringLiteral("previousStep"));
    m_next = new QPushButton;
    m_next->setObjectName(QStringLiteral("nextStep"));
    for (QPushButton* b : {m_previous, m_next, m_check, m_showAnswer})
        b->setFocusPolicy(Qt::TabFocus);
    connect(m_previous, &QPushButton::clicked, this, &LessonPane::previous);
    connect(m_next, &QPushButton::clicked, this, &LessonPane::next);
    auto* nav = new QHBoxLayout;
    nav->addWidget(m_previous);
    nav->addWidget(m_next);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_lessonTitle);
    layout->addWidget(m_stepTitle);
    layout->addWidget(m_scroll, 1);
    layout->addWidget(m_summaryScroll, 1);
    layout->addWidget(m_progressText);
    layout->addWidget(m_progress);
    layout->addLayout(nav);
}

const LessonStep* LessonPane::currentStep() const {
    if (!m_lesson || m_step < 0 || m_step >= int(m_lesson->steps.size()))
        return nullptr;
    return &m_lesson->steps[size_t(m_step)];
}

void LessonPane::setLesson(const Lesson& lesson, int step) {
    m_lesson = lesson;
    m_step = -1;
    m_onSummary = false;
    m_stepAtUndoIndex.clear();
    std::vector<bool> questions;
    for (const LessonStep& s : lesson.steps)
        questions.push_back(s.question.has_value());
    m_score.reset(questions);
    goTo(std::clamp(step, 0, std::max(0, stepCount() - 1)));
}

void LessonPane::clear() {
    m_lesson.reset();
    m_step = 0;
    m_verdictState = Verdict::None;
    m_answerShown = false;
    m_onSummary = false;
    showStep();
    publishMask();
}

void LessonPane::goTo(int index) {
    if (m_lesson && index == stepCount() && !m_onSummary)
        return showSummary();
    if (!m_lesson || index < 0 || index >= stepCount() || (index == m_step && !m_onSummary))
        return;
    enter(index, true);
}

// Undo and redo keep pane and scenario together (docs/user-guide.md): the scenario at an undo
// index comes from the step entered last at or before it, and the pane shows that step. A new
// edit is the student's, within the step; undo past the lesson's first step keeps the pane.
void LessonPane::followUndo() {
    const int index = m_doc->undoStack()->index();
    const int count = m_doc->undoStack()->count();
    const bool pushed = m_entering || count != m_undoCount;
    m_undoCount = count;
    if (pushed) {
        // The commands after the new one are gone, and so are the steps entered there.
        m_stepAtUndoIndex.erase(m_stepAtUndoIndex.lower_bound(index), m_stepAtUndoIndex.end());
        if (m_entering)
            m_stepAtUndoIndex[index] = m_step;
        return;
    }
    auto from = m_stepAtUndoIndex.upper_bound(index);
    if (!m_lesson || m_onSummary || from == m_stepAtUndoIndex.begin())
        return;
    const int step = std::prev(from)->second;
    if (step != m_step && step < stepCount())
        enter(step, false);
}

void LessonPane::enter(int index, bool apply) {
    m_onSummary = false;
    m_step = index;
    m_stepReport.reset();
    // A question settled before (the class came back from the end screen) shows its answer.
    m_answerShown = m_score.settled(size_t(index));
    m_verdictState = Verdict::None;
    m_answerEdit->clear();
    const LessonStep& step = *currentStep();
    emit stepEntering(index);
    // Hidden before the scenario draws: no answer shows for one frame.
    publishMask();
    if (apply) {
        m_entering = true;
        m_doc->apply(step.scenario, tr("Lesson step %1").arg(index + 1));
        m_entering = false;
    }
    showStep();
    m_scroll->ensureVisible(0, 0);
    emit stepEntered(index);
}

bool LessonPane::questionSettled() const {
    return m_answerShown || m_verdictState == Verdict::Right;
}

void LessonPane::publishMask() {
    const LessonStep* step = currentStep();
    const bool open = !m_onSummary && step && step->question && !questionSettled();
    AnswerMask mask =
        open ? AnswerMask(step->question->hides, step->question->answer) : AnswerMask();
    if (mask == m_mask)
        return;
    m_mask = std::move(mask);
    emit answerMaskChanged(m_mask);
}

void LessonPane::showSummary() {
    m_onSummary = true;
    publishMask();
    showStep();
}

void LessonPane::showStep() {
    m_scroll->setVisible(!m_onSummary);
    m_summaryScroll->setVisible(m_onSummary);
    if (m_onSummary) {
        m_stepTitle->setText(tr("Your score"));
        m_summary->showScore(*m_lesson, m_score);
        m_progressText->setText(tr("End of the lesson"));
        m_progress->setValue(m_progress->maximum());
        m_previous->setEnabled(true);
        m_next->setEnabled(false);
        return;
    }
    const LessonStep* step = currentStep();
    const std::string lang = lessonLanguage();
    m_lessonTitle->setText(m_lesson ? m_lesson->title.in(lang).empty() ? q(m_lesson->id)
                                                                       : lessonHtml(m_lesson->title)
                                    : tr("No lesson is open. Pick one in the Lessons menu."));
    m_stepTitle->setText(step ? lessonHtml(step->title) : QString());
    m_text->setText(step ? lessonHtml(step->text) : QString());
    m_taskBox->setVisible(step && step->task);
    if (step && step->task)
        m_task->setText(prefixed(tr("<b>Task:</b>"), lessonHtml(step->task->text)));
    m_questionBox->setVisible(step && step->question);
    if (step && step->question)
        m_question->setText(prefixed(tr("<b>Question:</b>"), lessonHtml(step->question->text)));
    m_answerEdit->setPlaceholderText(tr("Your answer (a number)"));
    showVerdict();
    const int count = stepCount();
    m_progressText->setVisible(step);
    m_progress->setVisible(step);
    m_progressText->setText(tr("Step %1 of %2").arg(m_step + 1).arg(count));
    // QProgressBar repaints at once on a new value, and that paints the whole window while the
    // step is half entered (a step painted twice); with updates off it waits for the next paint.
    m_progress->setUpdatesEnabled(false);
    m_progress->setRange(0, std::max(1, count));
    m_progress->setValue(m_step + 1);
    m_progress->setUpdatesEnabled(true);
    m_previous->setEnabled(step && m_step > 0);
    m_next->setEnabled(step && m_step < count); // after the last step: the end screen
    m_previous->setVisible(step);
    m_next->setVisible(step);
    updateTask();
}

// Cheap enough for every change of a drag: the report is a few dozen numbers from the
// results the document already has.
void LessonPane::updateTask() {
    const LessonStep* step = currentStep();
    const bool done = step && step->task && step->task->when.holds(m_doc->evaluation()->report());
    m_taskTick->setVisible(done);
}

const nlohmann::ordered_json& LessonPane::stepReport() {
    if (!m_stepReport) {
        const Scenario& s = currentStep()->scenario;
        m_stepReport =
            m_doc->scenario() == s ? m_doc->evaluation()->report() : reportJson(s, evaluate(s));
    }
    return *m_stepReport;
}

void LessonPane::check() {
    const LessonStep* step = currentStep();
    if (!step || !step->question)
        return;
    const LessonAnswer& answer = step->question->answer;
    m_typed = m_answerEdit->text().trimmed();
    const std::optional<TypedAnswer> typed =
        parseTypedAnswer(m_typed.toStdString(), lessonLanguage());
    // A label ("TP 4") that does not name what the key counts reads as a unit the question has
    // not: unitVerdict says so.
    const std::optional<double> value = typed && labelNamesKey(typed->label, answer.key)
                                            ? typedInUnit(*typed, answer.unit)
                                            : std::nullopt;
    const std::optional<double> expected = expectedAnswer(answer, stepReport());
    m_typedLabel = typed ? QString::fromStdString(typed->label) : QString();
    m_typedMagnitude = typed ? QString::fromStdString(typed->magnitude) : QString();
    if (!typed) {
        m_verdictState = Verdict::NotANumber;
    } else if (!value) {
        m_verdictState = Verdict::UnitMismatch;
        m_typedUnit = typed->unit;
    } else if (const double typedValue = *value; answerAccepted(answer, stepReport(), typedValue)) {
        m_verdictState = Verdict::Right;
        m_score.right(size_t(m_step));
    } else {
        m_offPower = expected ? offByPowerOfThousand(typedValue, *expected, answer.tolerance) : 0;
        m_verdictState = m_offPower != 0 ? Verdict::UnitOff : Verdict::Wrong;
        m_typedUnit = typed->unit; // a unit typed is the student's, not a guess to make
    }
    if (m_verdictState != Verdict::Right && m_verdictState != Verdict::NotANumber)
        m_score.wrongTry(size_t(m_step));
    showVerdict();
    publishMask();
}

// "599 is 1000 × the answer: is it in µs? The question asks for ms."
QString LessonPane::unitVerdict() const {
    const LessonStep* step = currentStep();
    if (!step || !step->question)
        return QString();
    const AnswerUnit unit = step->question->answer.unit;
    if (m_verdictState == Verdict::UnitMismatch &&
        !labelNamesKey(m_typedLabel.toStdString(), step->question->answer.key))
        return tr("This question does not count %1 ways: type the number alone.").arg(m_typedLabel);
    if (m_verdictState == Verdict::UnitMismatch)
        return unit == AnswerUnit::None
                   ? tr("Type the number alone: this question names no unit.")
                   : tr("The question asks for %1, not %2.")
                         .arg(answerUnitName(unit), answerUnitName(m_typedUnit));
    const QString factor = QString::number(std::llround(std::pow(10.0, std::abs(m_offPower))));
    // "9,6 млрд" for a question in billions: the word is the question's own magnitude.
    if (m_offPower > 0 && !m_typedMagnitude.isEmpty() && m_typedUnit == AnswerUnit::None)
        return tr("%1 is %2 × the answer: the question counts in these units already; type the "
                  "number without “%3”.")
            .arg(m_typed, factor, m_typedMagnitude);
    // "0.599 s" for 0.599 ms: the student said seconds; asking "is it in µs?" would be wrong.
    if (m_typedUnit != AnswerUnit::None)
        return m_offPower > 0 ? tr("%1 is %2 × the answer, which is in %3.")
                                    .arg(m_typed, factor, answerUnitName(unit))
                              : tr("%1 is 1/%2 of the answer, which is in %3.")
                                    .arg(m_typed, factor, answerUnitName(unit));
    const std::optional<AnswerUnit> typedIn = unitSmallerBy(unit, m_offPower);
    if (!typedIn)
        return m_offPower > 0
                   ? tr("%1 is %2 × the answer: check its unit.").arg(m_typed, factor)
                   : tr("%1 is 1/%2 of the answer: check its unit.").arg(m_typed, factor);
    return (m_offPower > 0 ? tr("%1 is %2 × the answer: is it in %3? The question asks for %4.")
                           : tr("%1 is 1/%2 of the answer: is it in %3? The question asks for %4."))
        .arg(m_typed, factor, answerUnitName(*typedIn), answerUnitName(unit));
}

QString LessonPane::answerValueText() const {
    const LessonStep* step = currentStep();
    const LessonAnswer& a = step->question->answer;
    const std::optional<double> v = expectedAnswer(a, const_cast<LessonPane*>(this)->stepReport());
    return v ? answerText(*v, a.unit) : tr("none (the report has no value here)");
}

void LessonPane::showAnswer() {
    if (!currentStep() || !currentStep()->question)
        return;
    m_answerShown = true;
    m_score.shown(size_t(m_step));
    showVerdict();
    publishMask();
}

void LessonPane::showVerdict() {
    const QColor good = m_theme.good.isValid() ? m_theme.good : QColor(0, 120, 60);
    const QColor bad = m_theme.bad.isValid() ? m_theme.bad : QColor(190, 40, 30);
    QString verdict;
    switch (m_verdictState) {
    case Verdict::None:
        break;
    case Verdict::Right:
        verdict =
            QStringLiteral("<span style='color:%1'>✓ %2</span>").arg(good.name(), tr("Right."));
        break;
    case Verdict::Wrong:
        verdict = QStringLiteral("<span style='color:%1'>✗ %2</span>")
                      .arg(bad.name(), tr("Not quite. Try again, or show the answer."));
        break;
    case Verdict::NotANumber:
        verdict =
            QStringLiteral("<span style='color:%1'>✗ %2</span>")
                .arg(bad.name(), tr("Type a number, for example %1.").arg(QLocale().toString(1.5)));
        break;
    case Verdict::UnitOff:
    case Verdict::UnitMismatch:
        verdict = QStringLiteral("<span style='color:%1'>✗ %2</span>")
                      .arg(bad.name(), unitVerdict().toHtmlEscaped());
        break;
    }
    m_verdict->setText(verdict);
    m_verdict->setVisible(!verdict.isEmpty());
    const LessonStep* step = currentStep();
    const bool answer = m_answerShown && step && step->question;
    m_answer->setVisible(answer);
    if (answer) {
        const QString explain = lessonHtml(step->question->explain);
        m_answer->setText(QStringLiteral("<p>") + tr("<b>Answer:</b> %1").arg(answerValueText()) +
                          QStringLiteral("</p>") + explain);
    }
    m_taskTick->setText(QStringLiteral("<span style='color:%1'>✓ %2</span>")
                            .arg(good.name(), tr("Done: the condition holds.")));
    // The pane is as wide as its widest formula: the dock never hides part of the text.
    m_scroll->setMinimumWidth(m_scroll->widget()->minimumSizeHint().width() +
                              m_scroll->verticalScrollBar()->sizeHint().width() + 2);
}

void LessonPane::retranslate() {
    m_check->setText(tr("Check"));
    m_showAnswer->setText(tr("Show answer"));
    m_previous->setText(tr("◀ Previous"));
    m_next->setText(tr("Next ▶"));
    m_previous->setToolTip(tr("Previous step (Page Up)"));
    m_next->setToolTip(tr("Next step (Page Down)"));
    showStep();
}

void LessonPane::setTheme(const Theme& theme) {
    m_theme = theme;
    const QFont base = QApplication::font();
    // Projector: the step's text in the room's size, its title larger; chrome as the docks'.
    const double textPt = theme.projector ? 20 : base.pointSizeF() * 1.1;
    QFont chrome = theme.projector ? Theme::projectorFont(base) : base;
    setFont(chrome);
    QFont text = chrome;
    text.setPointSizeF(textPt);
    for (QLabel* l : {m_text, m_task, m_question, m_verdict, m_answer, m_taskTick})
        l->setFont(text);
    m_answerEdit->setFont(text);
    m_summary->setFont(text);
    QFont title = text;
    title.setPointSizeF(textPt * 1.25);
    title.setBold(true);
    m_stepTitle->setFont(title);
    showStep();
}

void LessonPane::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace shardscope
