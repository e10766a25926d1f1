#include "workspace/runbanner.h"

#include "common/appsettings.h"
#include "common/format.h"
#include "common/plaintext.h"
#include "run_file.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace shardscope {

namespace {

QString percent(const std::optional<double>& v) {
    return v ? format::percent(*v) : QStringLiteral("—");
}

} // namespace

RunBanner::RunBanner(QWidget* parent)
    : QFrame(parent), m_label(new QLabel(this)), m_details(new QLabel(this)),
      m_more(new QToolButton(this)), m_close(new QToolButton(this)) {
    setObjectName(QStringLiteral("runBanner"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::AlternateBase);
    for (QLabel* label : {m_label, m_details}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_more->setObjectName(QStringLiteral("runDetails"));
    m_more->setCheckable(true);
    m_more->setAutoRaise(true);
    m_more->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(m_more, &QToolButton::toggled, this, [this](bool on) {
        settings::runDetails.setValue(on);
        showDetails(on);
    });
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setAutoRaise(true);
    connect(m_close, &QToolButton::clicked, this, [this] {
        m_dismissed = true;
        hide();
    });
    auto* text = new QVBoxLayout;
    text->setSpacing(2);
    text->addWidget(m_label);
    text->addWidget(m_details);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(8, 4, 4, 4);
    row->addLayout(text, 1);
    row->addWidget(m_more, 0, Qt::AlignTop);
    row->addWidget(m_close, 0, Qt::AlignTop);
    hide();
    m_more->setChecked(settings::runDetails.value());
    showDetails(m_more->isChecked());
    retranslate();
}

void RunBanner::showDetails(bool shown) {
    m_details->setVisible(shown);
    m_more->setArrowType(shown ? Qt::DownArrow : Qt::RightArrow);
}

void RunBanner::setRun(const std::optional<PublishedRun>& run) {
    m_run = run;
    m_dismissed = false;
    retranslate();
    setVisible(m_run.has_value());
}

void RunBanner::setRunFile(const QString& fileName, const Scenario& current) {
    try {
        std::optional<RunFile> run;
        loadScenarioOrRunFile(fileName.toStdString(), &run);
        if (run) {
            setRun(publishedRun(std::move(*run)));
            follow(current);
        }
    } catch (const InputError&) {
        // It opened a moment ago: a file changed since is the next open's to report.
    }
}

void RunBanner::follow(const Scenario& current) {
    setVisible(m_run && !m_dismissed && current == m_run->run.scenario);
}

QString RunBanner::text() const {
    return m_label->text() + QLatin1Char('\n') + m_details->text();
}

void RunBanner::retranslate() {
    m_close->setToolTip(tr("Close the run's note"));
    m_more->setText(tr("Source"));
    m_more->setToolTip(tr("Show or hide the run's source and what its scenario approximates"));
    if (!m_run) {
        setPlainText(m_label, QString());
        setPlainText(m_details, QString());
        return;
    }
    const RunFile& r = m_run->run;
    const QString summary =
        tr("Published run: %1. Measured MFU %2, the model's ceiling %3.")
            .arg(QString::fromStdString(r.name), percent(r.measured.comparable()),
                 r.modelled ? percent(m_run->modelMfu) : tr("not modelled"));
    QString details = tr("Source: %1, %2")
                          .arg(QString::fromStdString(r.citation), QString::fromStdString(r.where));
    if (!r.approximations.empty())
        details += QLatin1Char('\n') +
                   tr("Approximations: %1").arg(runApproximations(r).join(QStringLiteral(" · ")));
    // Every word but ours comes from the run file: plain text, the tool tip too.
    setPlainText(m_label, summary);
    setPlainText(m_details, details);
    setToolTip(asRichText(summary + QLatin1Char('\n') + details));
}

void RunBanner::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

} // namespace shardscope
