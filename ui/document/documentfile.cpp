#include "document/documentfile.h"

#include "document/scenariodocument.h"
#include "scenario_io.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <QUndoStack>

namespace shardscope {

namespace {

const QString kFileKey = QStringLiteral("file");
const QString kScenarioKey = QStringLiteral("scenario");
constexpr qint64 kMaxHashedBytes = 16 << 20; // what a scenario file may hold

} // namespace

DocumentFile::DocumentFile(ScenarioDocument* doc)
    : QObject(doc), m_doc(doc), m_autosaveTimer(new QTimer(this)) {
    m_autosaveTimer->setInterval(autosaveIntervalMs);
    connect(m_autosaveTimer, &QTimer::timeout, this, &DocumentFile::writeAutosave);
    connect(m_doc, &ScenarioDocument::changed, this, [this] {
        m_autosaveDue = true;
        updateModified();
    });
    m_saved = m_doc->scenario();
}

bool DocumentFile::isModified() const {
    // The scenario against the file, not the undo stack: pinning A is an undo step too, but
    // it changes nothing a save would write (an edit undone by hand is no change either).
    return m_doc->scenario() != m_saved;
}

void DocumentFile::markSaved() {
    m_doc->undoStack()->setClean();
    m_saved = m_doc->scenario();
    updateModified();
}

bool DocumentFile::open(const QString& fileName, QString* error) {
    if (!m_doc->load(fileName, error))
        return false;
    m_stamp = stampOf(fileName);
    markSaved();
    m_fileName = fileName;
    emit fileNameChanged(fileName);
    return true;
}

void DocumentFile::setUntitled() {
    m_stamp = {};
    markSaved();
    setFileName(QString());
}

SaveResult DocumentFile::save() {
    if (m_fileName.isEmpty())
        return {SaveResult::Status::NeedsName, {}};
    return saveTo(m_fileName);
}

SaveResult DocumentFile::saveTo(const QString& fileName, Overwrite overwrite) {
    if (overwrite == Overwrite::IfUnchanged && changedOnDisk(fileName))
        return {SaveResult::Status::ChangedOnDisk, {}};
    QString error;
    if (!m_doc->save(fileName, &error))
        return {SaveResult::Status::Failed, error};
    m_stamp = stampOf(fileName);
    markSaved();
    setFileName(fileName);
    emit saved(fileName);
    return {};
}

DocumentFile::Stamp DocumentFile::stampOf(const QString& fileName) {
    const QFileInfo info(fileName);
    if (!info.exists())
        return {};
    // Only a regular file is read (a FIFO would block); a scenario is small, and one larger than
    // a scenario can be is stamped by its time and size alone.
    QByteArray hash;
    QFile file(fileName);
    if (info.isFile() && info.size() <= kMaxHashedBytes && file.open(QIODevice::ReadOnly)) {
        QCryptographicHash sha(QCryptographicHash::Sha256);
        sha.addData(&file);
        hash = sha.result();
    }
    return {info.lastModified(), info.size(), hash};
}

// Only the file this document was read from or last saved to: its stamp is what we last saw.
bool DocumentFile::changedOnDisk(const QString& fileName) const {
    if (fileName != m_fileName || m_stamp.size < 0)
        return false;
    const Stamp now = stampOf(fileName);
    return now.size >= 0 && !(now == m_stamp);
}

void DocumentFile::setFileName(const QString& fileName) {
    if (fileName == m_fileName)
        return;
    m_fileName = fileName;
    emit fileNameChanged(fileName);
}

void DocumentFile::updateModified() {
    const bool modified = isModified();
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
    if (!modified) {
        m_autosaveTimer->stop();
        removeAutosave();
    } else {
        m_autosaveDue = true;
        m_autosaveTimer->start();
    }
}

void DocumentFile::writeAutosave() {
    if (!m_autosaveDue || !isModified())
        return;
    QJsonObject o;
    o.insert(kFileKey, m_fileName);
    o.insert(kScenarioKey, QString::fromStdString(saveScenario(m_doc->scenario())));
    // A failed autosave is retried at the next tick; it must not interrupt the user.
    const bool written = m_autosave.write(QJsonDocument(o).toJson());
    if (written)
        m_autosaveDue = false;
    emit autosaveTried(written);
}

void DocumentFile::setAutosaveInterval(int ms) {
    m_autosaveTimer->setInterval(ms);
}

void DocumentFile::removeAutosave() {
    m_autosave.remove();
}

void DocumentFile::closing() {
    m_autosaveTimer->stop();
    removeAutosave();
}

std::optional<Recovery> DocumentFile::takeRecovery() {
    std::optional<Autosave::Orphan> orphan = Autosave::takeOrphan(1 << 20);
    if (!orphan)
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(orphan->bytes).object();
    orphan->discard(); // asked about once: kept or not, it is not offered again
    try {
        return Recovery{parseScenario(o.value(kScenarioKey).toString().toStdString()),
                        o.value(kFileKey).toString()};
    } catch (const InputError&) {
        return std::nullopt; // unreadable: nothing worth offering
    }
}

void DocumentFile::restore(const Recovery& recovery) {
    // Start from the file as it is on disk, so that the restored edits are one undo step on it.
    QString unused;
    const QString& origin = recovery.origin;
    if (origin.isEmpty() || !QFileInfo(origin).isFile() || !open(origin, &unused)) {
        m_stamp = {};
        markSaved();
        setFileName(origin);
    }
    m_doc->apply(recovery.scenario, tr("Restore unsaved edits"));
}

} // namespace shardscope
