#include "scenariodocument.h"

#include "scenario_io.h"

#include <QFile>
#include <QSaveFile>
#include <QUndoStack>

namespace shardscope {

namespace {

class ScenarioChange : public QUndoCommand {
public:
    ScenarioChange(ScenarioDocument* doc, Scenario before, Scenario after, const QString& text)
        : QUndoCommand(text), m_doc(doc), m_before(std::move(before)), m_after(std::move(after)) {}
    void undo() override { m_doc->reset(m_before); }
    void redo() override { m_doc->reset(m_after); }

private:
    ScenarioDocument* m_doc;
    Scenario m_before, m_after;
};

} // namespace

ScenarioDocument::ScenarioDocument(QObject* parent)
    : QObject(parent), m_undo(new QUndoStack(this)), m_scenario(defaultScenario()),
      m_results(evaluate(m_scenario)) {}

void ScenarioDocument::reset(const Scenario& s) {
    if (s == m_scenario)
        return;
    m_scenario = s;
    m_results = evaluate(s);
    emit changed();
}

void ScenarioDocument::apply(const Scenario& next, const QString& what) {
    if (next == m_scenario)
        return;
    if (m_interacting)
        reset(next);
    else
        m_undo->push(new ScenarioChange(this, m_scenario, next, what));
}

void ScenarioDocument::beginInteraction() {
    if (m_interacting)
        return;
    m_interacting = true;
    m_beforeInteraction = m_scenario;
}

void ScenarioDocument::endInteraction(const QString& what) {
    if (!m_interacting)
        return;
    m_interacting = false;
    if (m_beforeInteraction != m_scenario)
        m_undo->push(new ScenarioChange(this, m_beforeInteraction, m_scenario, what));
}

bool ScenarioDocument::load(const QString& fileName, QString* error) {
    try {
        apply(loadScenarioFile(fileName.toStdString()), tr("Open %1").arg(fileName));
        return true;
    } catch (const ScenarioError& e) {
        if (error)
            *error = fileName + QStringLiteral(": ") + QString::fromStdString(e.what());
        return false;
    }
}

bool ScenarioDocument::save(const QString& fileName, QString* error) const {
    QSaveFile file(fileName);
    const std::string text = saveScenario(m_scenario);
    if (file.open(QIODevice::WriteOnly) && file.write(text.data(), qint64(text.size())) == qint64(text.size()) &&
        file.commit())
        return true;
    if (error)
        *error = fileName + QStringLiteral(": ") + file.errorString();
    return false;
}

} // namespace shardscope
