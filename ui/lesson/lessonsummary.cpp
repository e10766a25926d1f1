#include "lesson/lessonsummary.h"

#include "lesson/lessonlibrary.h"

#include <QGridLayout>
#include <QLabel>
#include <QLayoutItem>
#include <QPushButton>
#include <QVBoxLayout>

namespace shardscope {

LessonSummary::LessonSummary(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("lessonSummary"));
    m_heading = new QLabel;
    m_heading->setObjectName(QStringLiteral("summaryHeading"));
    m_heading->setWordWrap(true);
    m_totals = new QLabel;
    m_totals->setObjectName(QStringLiteral("summaryTotals"));
    m_totals->setWordWrap(true);
    m_rows = new QGridLayout;
    m_rows->setColumnStretch(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_totals);
    layout->addLayout(m_rows);
    layout->addStretch(1);
}

QString LessonSummary::outcomeText(StepOutcome outcome) {
    switch (outcome) {
    case StepOutcome::NoQuestion:
        return tr("no question");
    case StepOutcome::Open:
        return tr("not answered");
    case StepOutcome::FirstTry:
        return tr("✓ right the first time");
    case StepOutcome::AfterRetries:
        return tr("✓ right after retries");
    case StepOutcome::Shown:
        return tr("answer shown");
    }
    return {};
}

void LessonSummary::clearRows() {
    while (QLayoutItem* item = m_rows->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

void LessonSummary::showScore(const Lesson& lesson, const QuizScore& score) {
    m_heading->setText(tr("<b>The end of the lesson.</b> Go back to any step:"));
    m_totals->setText(
        tr("Of %n question(s): %1 right the first time, %2 right after retries, %3 answers shown.",
           nullptr, int(score.questions()))
            .arg(score.count(StepOutcome::FirstTry))
            .arg(score.count(StepOutcome::AfterRetries))
            .arg(score.count(StepOutcome::Shown)));
    clearRows();
    for (size_t i = 0; i < lesson.steps.size(); ++i) {
        const int row = int(i);
        auto* go = new QPushButton(tr("Step %1").arg(row + 1));
        go->setObjectName(QStringLiteral("summaryStep%1").arg(row + 1));
        go->setFocusPolicy(Qt::TabFocus);
        connect(go, &QPushButton::clicked, this, [this, row] { emit goToStep(row); });
        auto* title = new QLabel(lessonHtml(lesson.steps[i].title));
        title->setWordWrap(true);
        auto* outcome = new QLabel(outcomeText(score.outcome(i)));
        outcome->setObjectName(QStringLiteral("summaryOutcome%1").arg(row + 1));
        m_rows->addWidget(go, row, 0);
        m_rows->addWidget(title, row, 1);
        m_rows->addWidget(outcome, row, 2);
    }
}

} // namespace shardscope
