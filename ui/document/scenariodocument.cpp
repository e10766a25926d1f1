#include "document/scenariodocument.h"

#include "common/errortext.h"
#include "common/filewrite.h"
#include "run_file.h"
#include "scenario_io.h"

#include <QFile>
#include <QUndoStack>

#include <sys/stat.h>
#include <unistd.h>

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

// A change of A, or of A and the current scenario together (a swap): one step.
class PinChange : public QUndoCommand {
  public:
    struct State {
        Scenario current;
        std::optional<Scenario> pinned;
    };
    PinChange(ScenarioDocument* doc, State before, State after, const QString& text)
        : QUndoCommand(text), m_doc(doc), m_before(std::move(before)), m_after(std::move(after)) {}
    void undo() override { put(m_before); }
    void redo() override { put(m_after); }

  private:
    void put(const State& state) {
        m_doc->resetPinned(state.pinned);
        m_doc->reset(state.current);
    }
    ScenarioDocument* m_doc;
    State m_before, m_after;
};

} // namespace

ScenarioDocument::ScenarioDocument(QObject* parent)
    : QObject(parent), m_undo(new QUndoStack(this)),
      m_evaluation(makeEvaluation(defaultScenario())) {
    m_undo->setUndoLimit(1000); // a long session must not grow without bound
}

void ScenarioDocument::reset(const Scenario& s) {
    if (s == scenario())
        return;
    m_evaluation = makeEvaluation(s); // the one evaluation of this change
    emit changed();
}

void ScenarioDocument::apply(const Scenario& next, const QString& what) {
    if (next == scenario())
        return;
    if (m_interacting)
        reset(next);
    else
        m_undo->push(new ScenarioChange(this, scenario(), next, what));
}

void ScenarioDocument::beginInteraction() {
    if (m_interacting)
        return;
    m_interacting = true;
    m_beforeInteraction = scenario();
}

void ScenarioDocument::endInteraction(const QString& what) {
    if (!m_interacting)
        return;
    m_interacting = false;
    if (m_beforeInteraction != scenario())
        m_undo->push(new ScenarioChange(this, m_beforeInteraction, scenario(), what));
}

void ScenarioDocument::resetPinned(const std::optional<Scenario>& s) {
    if (s == pinnedScenario())
        return;
    m_pinned = s ? makeEvaluation(*s) : nullptr;
    emit pinnedChanged();
}

std::optional<Scenario> ScenarioDocument::pinnedScenario() const {
    return m_pinned ? std::optional<Scenario>(m_pinned->scenario()) : std::nullopt;
}

void ScenarioDocument::pushPin(const Scenario& current, const std::optional<Scenario>& pinned,
                               const QString& what) {
    if (current == scenario() && pinned == pinnedScenario())
        return;
    m_undo->push(new PinChange(this, {scenario(), pinnedScenario()}, {current, pinned}, what));
}

void ScenarioDocument::pin() {
    pushPin(scenario(), scenario(), tr("Pin as A"));
}

void ScenarioDocument::pinAs(const Scenario& a, const QString& what) {
    pushPin(scenario(), a, what);
}

void ScenarioDocument::unpin() {
    pushPin(scenario(), std::nullopt, tr("Unpin A"));
}

void ScenarioDocument::applyWithoutPinned(const Scenario& s, const QString& what) {
    pushPin(s, std::nullopt, what);
}

void ScenarioDocument::swapPinned() {
    if (m_pinned)
        pushPin(m_pinned->scenario(), scenario(), tr("Swap A and current"));
}

bool ScenarioDocument::loadPinned(const QString& fileName, QString* error) {
    try {
        pushPin(scenario(), loadScenarioOrRunFile(fileName.toStdString()),
                tr("Load A from %1").arg(fileName));
        return true;
    } catch (const InputError& e) {
        if (error)
            *error = QString::fromStdString(escapeControls(fileName.toStdString())) +
                     QStringLiteral(": ") + errorText(e);
        return false;
    }
}

bool ScenarioDocument::load(const QString& fileName, QString* error) {
    try {
        // A published run opens as the scenario it holds (docs/scenario-format.md#run-files).
        apply(loadScenarioOrRunFile(fileName.toStdString()), tr("Open %1").arg(fileName));
        return true;
    } catch (const InputError& e) {
        if (error)
            *error = QString::fromStdString(escapeControls(fileName.toStdString())) +
                     QStringLiteral(": ") + errorText(e);
        return false;
    }
}

namespace {

// QSaveFile's new file copies the old mode (Qt 6.4) but takes the writer's group: give it the
// old file's group (a shared, group-writable scenario stays shared) and mode again after the
// chown, which may clear set-id bits. The owner cannot be given away.
void keepModeAndGroup(const QString& fileName, int fd) {
    struct stat old {};
    if (fd < 0 || ::stat(QFile::encodeName(fileName).constData(), &old) != 0)
        return;
    if (::fchown(fd, uid_t(-1), old.st_gid) != 0) {
        // Not a member of that group: the file keeps the writer's group.
    }
    ::fchmod(fd, old.st_mode & 07777);
}

} // namespace

bool ScenarioDocument::save(const QString& fileName, QString* error) const {
    const std::string text = saveScenario(scenario());
    const QString why =
        writeFileAtomically(fileName, QByteArray::fromStdString(text),
                            [&fileName](int fd) { keepModeAndGroup(fileName, fd); });
    if (why.isEmpty())
        return true;
    if (error)
        *error = cannotWriteMessage(fileName, why);
    return false;
}

} // namespace shardscope
