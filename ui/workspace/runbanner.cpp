#include "workspace/runbanner.h"

#include "common/format.h"
#include "common/plaintext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace shardscope {

namespace {

QString percent(const std::optional<double>& v) {
    return v ? format::percent(*v) : QStringLiteral("—");
}

} // namespace

RunBanner::RunBanner(QWidget* parent)
    : QFrame(parent), m_label(new QLabel(this)), m_close(new QToolButton(this)) {
    setObjectName(QStringLiteral("runBanner"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::AlternateBase);
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setAutoRaise(true);
    connect(m_close, &QToolButton::clicked, this, [this] {
        m_dismissed = true;
        hide();
    });
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(8, 4, 4, 4);
    row->addWidget(m_label, 1);
    row->addWidget(m_close, 0, Qt::AlignTop);
    hide();
    retranslate();
}

void RunBanner::setRun(const std::optional<PublishedRun>& run) {
    m_run = run;
    m_dismissed = false;
    retranslate();
    setVisible(m_run.has_value());
}

void RunBanner::follow(const Scenario& current) {
    setVisible(m_run && !m_dismissed && current == m_run->run.scenario);
}

QString RunBanner::text() const {
    return m_label->text();
}

void RunBanner::retranslate() {
    m_close->setToolTip(tr("Close the run's note"));
    if (!m_run) {
        setPlainText(m_label, QString());
        return;
    }
    const RunFile& r = m_run->run;
    QString text = tr("Published run: %1. Measured MFU %2, the model's ceiling %3.")
                       .arg(QString::fromStdString(r.name), percent(r.measured.comparable()),
                            r.modelled ? percent(m_run->modelMfu) : tr("not modelled"));
    text += QLatin1Char('\n') +
            tr("Source: %1, %2")
                .arg(QString::fromStdString(r.citation), QString::fromStdString(r.where));
    if (!r.approximations.empty()) {
        QStringList lines;
        for (const std::string& a : r.approximations)
            lines << QString::fromStdString(a);
        text += QLatin1Char('\n') + tr("Approximations: %1").arg(lines.join(QStringLiteral(" · ")));
    }
    setPlainText(m_label, text); // every word but ours comes from the run file
}

void RunBanner::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

} // namespace shardscope
