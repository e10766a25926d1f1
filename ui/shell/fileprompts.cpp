#include "shell/fileprompts.h"

#include "common/appsettings.h"
#include "common/plaintext.h"
#include "document/documentfile.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

namespace shardscope {

FilePrompts::FilePrompts(DocumentFile* file, QWidget* window)
    : QObject(window), m_file(file), m_window(window) {}

bool FilePrompts::open(const QString& fileName) {
    QString error;
    if (m_file->open(fileName, &error))
        return true;
    emit failed(tr("Cannot open the scenario"), error);
    return false;
}

bool FilePrompts::save() {
    return m_file->fileName().isEmpty() ? saveAs() : saveTo(m_file->fileName());
}

bool FilePrompts::saveAs() {
    QString fileName = QFileDialog::getSaveFileName(
        m_window, tr("Save scenario"), settings::lastDir.value(), tr("Scenarios (*.json)"));
    if (fileName.isEmpty())
        return false;
    if (!fileName.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive))
        fileName += QStringLiteral(".json");
    settings::lastDir.setValue(QFileInfo(fileName).absolutePath());
    return saveTo(fileName);
}

bool FilePrompts::saveTo(const QString& fileName) {
    SaveResult result = m_file->saveTo(fileName);
    if (result.status == SaveResult::Status::ChangedOnDisk) {
        if (!confirmOverwrite(fileName))
            return false;
        result = m_file->saveTo(fileName, DocumentFile::Overwrite::Always);
    }
    if (result.status == SaveResult::Status::Failed)
        emit failed(tr("Cannot save the scenario"), result.error);
    return result.saved();
}

bool FilePrompts::confirmOverwrite(const QString& fileName) {
    QMessageBox box(QMessageBox::Warning, tr("The file changed on disk"), QString(),
                    QMessageBox::Cancel, m_window);
    setPlainText(&box, tr("%1 was changed by another program after it was opened here. "
                          "Overwrite it with this scenario?")
                           .arg(QDir::toNativeSeparators(fileName)));
    QPushButton* overwrite = box.addButton(tr("Overwrite"), QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == overwrite;
}

bool FilePrompts::maybeSave() {
    if (!m_file->isModified())
        return true;
    const QString fileName = m_file->fileName();
    const QString name = fileName.isEmpty() ? tr("The scenario") : QFileInfo(fileName).fileName();
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"), QString(),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    setPlainText(&box, tr("%1 has unsaved changes. Save them?").arg(name));
    box.setDefaultButton(QMessageBox::Save);
    const auto answer = QMessageBox::StandardButton(box.exec());
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void FilePrompts::offerRecovery() {
    const std::optional<Recovery> recovery = m_file->takeRecovery();
    if (!recovery)
        return;
    QMessageBox box(
        QMessageBox::Question, tr("Restore unsaved edits"),
        tr("ShardScope did not close properly last time. Restore the scenario you were editing?"),
        QMessageBox::Discard, m_window);
    if (!recovery->origin.isEmpty())
        box.setInformativeText(
            asRichText(tr("Edits of %1").arg(QDir::toNativeSeparators(recovery->origin))));
    QPushButton* restore = box.addButton(tr("Restore"), QMessageBox::AcceptRole);
    box.setDefaultButton(restore);
    box.exec();
    if (box.clickedButton() == restore)
        m_file->restore(*recovery);
}

} // namespace shardscope
