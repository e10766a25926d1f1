#include "shell/compareactions.h"

#include "common/appsettings.h"
#include "document/scenariodocument.h"
#include "scenario_io.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QWidget>

namespace shardscope {

CompareActions::CompareActions(ScenarioDocument* doc, QWidget* window)
    : QObject(window), m_doc(doc), m_window(window), m_pin(new QAction(this)),
      m_swap(new QAction(this)), m_unpin(new QAction(this)), m_load(new QAction(this)) {
    m_pin->setObjectName(QStringLiteral("pinAction"));
    m_swap->setObjectName(QStringLiteral("swapAction"));
    m_unpin->setObjectName(QStringLiteral("unpinAction"));
    m_load->setObjectName(QStringLiteral("loadPinAction"));
    m_pin->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    connect(m_pin, &QAction::triggered, m_doc, &ScenarioDocument::pin);
    connect(m_swap, &QAction::triggered, m_doc, &ScenarioDocument::swapPinned);
    connect(m_unpin, &QAction::triggered, m_doc, &ScenarioDocument::unpin);
    connect(m_load, &QAction::triggered, this, &CompareActions::loadFromFile);
    connect(m_doc, &ScenarioDocument::pinnedChanged, this, &CompareActions::pinnedChanged);
    m_swap->setEnabled(false);
    m_unpin->setEnabled(false);
    retranslate();
}

void CompareActions::retranslate() {
    m_pin->setText(tr("&Pin as A"));
    m_pin->setToolTip(tr("Keep this scenario as A: every view draws it faded behind the current "
                         "one (Ctrl+Shift+A)"));
    m_swap->setText(tr("S&wap A and current"));
    m_swap->setToolTip(tr("A becomes the current scenario and the current one becomes A"));
    m_unpin->setText(tr("&Unpin A"));
    m_load->setText(tr("&Load A from file…"));
}

void CompareActions::readSettings() {
    const QString text = settings::pinnedScenario.value();
    if (text.isEmpty())
        return;
    try {
        m_doc->resetPinned(parseScenario(text.toStdString()));
    } catch (const InputError&) {
        settings::pinnedScenario.remove(); // from an older version: no pin
    }
}

// The session keeps A as soon as it changes: a crash does not lose the comparison.
void CompareActions::pinnedChanged() {
    const Scenario* pinned = m_doc->pinned();
    m_swap->setEnabled(pinned);
    m_unpin->setEnabled(pinned);
    if (pinned)
        settings::pinnedScenario.setValue(QString::fromStdString(saveScenario(*pinned)));
    else
        settings::pinnedScenario.remove();
}

void CompareActions::loadFromFile() {
    const QString fileName =
        QFileDialog::getOpenFileName(m_window, tr("Load A from file"), settings::lastDir.value(),
                                     tr("Scenarios (*.json);;All files (*)"));
    if (fileName.isEmpty())
        return;
    settings::lastDir.setValue(QFileInfo(fileName).absolutePath());
    QString error;
    if (!m_doc->loadPinned(fileName, &error))
        emit failed(tr("Cannot load A"), error);
}

} // namespace shardscope
