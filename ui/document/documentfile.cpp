#include "document/documentfile.h"

#include "common/plaintext.h"
#include "common/settingskeys.h"
#include "document/scenariodocument.h"
#include "scenario_io.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTimer>
#include <QUndoStack>

namespace shardscope {

namespace {

const QString kFileKey = QStringLiteral("file");
const QString kScenarioKey = QStringLiteral("scenario");
constexpr qint64 kMaxHashedBytes = 16 << 20; // what a scenario file may hold

} // namespace

DocumentFile::DocumentFile(ScenarioDocument* doc, QWidget* window)
    : QObject(doc), m_doc(doc), m_window(window), m_autosaveTimer(new QTimer(this)) {
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

bool DocumentFile::open(const QString& fileName) {
    QString error;
    if (!m_doc->load(fileName, &error)) {
        emit failed(tr("Cannot open the scenario"), error);
        return false;
    }
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

bool DocumentFile::save() {
    return m_fileName.isEmpty() ? saveAs() : saveTo(m_fileName);
}

bool DocumentFile::saveAs() {
    QSettings settings;
    QString fileName = QFileDialog::getSaveFileName(m_window, tr("Save scenario"),
                                                    settings.value(settings::lastDir).toString(),
                                                    tr("Scenarios (*.json)"));
    if (fileName.isEmpty())
        return false;
    if (!fileName.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive))
        fileName += QStringLiteral(".json");
    settings.setValue(settings::lastDir, QFileInfo(fileName).absolutePath());
    return saveTo(fileName);
}

bool DocumentFile::saveTo(const QString& fileName) {
    if (changedOnDisk(fileName)) {
        QMessageBox box(QMessageBox::Warning, tr("The file changed on disk"), QString(),
                        QMessageBox::Cancel, m_window);
        setPlainText(&box, tr("%1 was changed by another program after it was opened here. "
                              "Overwrite it with this scenario?")
                               .arg(QDir::toNativeSeparators(fileName)));
        QPushButton* overwrite = box.addButton(tr("Overwrite"), QMessageBox::AcceptRole);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != overwrite)
            return false;
    }
    QString error;
    if (!m_doc->save(fileName, &error)) {
        emit failed(tr("Cannot save the scenario"), error);
        return false; // the name, the recent list and the modified state stay as they were
    }
    m_stamp = stampOf(fileName);
    markSaved();
    setFileName(fileName);
    emit saved(fileName);
    return true;
}

bool DocumentFile::maybeSave() {
    if (!isModified())
        return true;
    const QString name =
        m_fileName.isEmpty() ? tr("The scenario") : QFileInfo(m_fileName).fileName();
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"), QString(),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    setPlainText(&box, tr("%1 has unsaved changes. Save them?").arg(name));
    box.setDefaultButton(QMessageBox::Save);
    const auto answer = QMessageBox::StandardButton(box.exec());
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
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

void DocumentFile::offerRecovery() {
    std::optional<Autosave::Orphan> orphan = Autosave::takeOrphan(1 << 20);
    if (!orphan)
        return;
    const QJsonObject o = QJsonDocument::fromJson(orphan->bytes).object();
    Scenario restored;
    try {
        restored = parseScenario(o.value(kScenarioKey).toString().toStdString());
    } catch (const InputError&) {
        orphan->discard(); // unreadable: nothing worth offering
        return;
    }
    const QString origin = o.value(kFileKey).toString();
    QMessageBox box(
        QMessageBox::Question, tr("Restore unsaved edits"),
        tr("ShardScope did not close properly last time. Restore the scenario you were editing?"),
        QMessageBox::Discard, m_window);
    if (!origin.isEmpty())
        box.setInformativeText(asRichText(tr("Edits of %1").arg(QDir::toNativeSeparators(origin))));
    QPushButton* restore = box.addButton(tr("Restore"), QMessageBox::AcceptRole);
    box.setDefaultButton(restore);
    box.exec();
    orphan->discard();
    if (box.clickedButton() != restore)
        return;
    // Start from the file as it is on disk, so that the restored edits are one undo step on it.
    if (origin.isEmpty() || !QFileInfo(origin).isFile() || !open(origin)) {
        m_stamp = {};
        markSaved();
        setFileName(origin);
    }
    m_doc->apply(restored, tr("Restore unsaved edits"));
}

} // namespace shardscope
