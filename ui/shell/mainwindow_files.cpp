// The window's files: opening, the book's scenarios, drops and errors.
#include "shell/mainwindow.h"

#include "common/appsettings.h"
#include "common/errortext.h"
#include "common/lossyname.h"
#include "common/plaintext.h"
#include "document/documentfile.h"
#include "document/scenariodocument.h"
#include "scenario_io.h"
#include "shell/fileprompts.h"
#include "shell/lessondock.h"
#include "workspace/runbanner.h"

#include <QDragEnterEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>

namespace shardscope {

bool MainWindow::openFile(const QString& fileName) {
    if (!m_prompts->open(fileName))
        return false;
    m_runBanner->setRunFile(fileName, m_doc->scenario());
    return true;
}

bool MainWindow::openCopy(const QString& readable, const QString& shownName) {
    QString error;
    if (!m_file->open(readable, &error)) {
        showOpenError(error.replace(readable, shownName));
        return false;
    }
    m_file->setUntitled();
    nameUntitled([shownName] { return QFileInfo(shownName).fileName(); });
    m_runBanner->setRunFile(readable, m_doc->scenario());
    statusBar()->showMessage(tr("%1: the name is not UTF-8, so the scenario opened as an untitled "
                                "copy; Save As names a new file.")
                                 .arg(shownName));
    return true;
}

void MainWindow::showOpenError(const QString& message) {
    showError(tr("Cannot open the scenario"), message);
}

void MainWindow::offerRecovery() {
    m_prompts->offerRecovery();
}

bool MainWindow::openLesson(const QString& idOrPath) {
    return m_lessonDock->openLesson(idOrPath);
}

void MainWindow::open() {
    if (!m_prompts->maybeSave())
        return;
    const QString fileName =
        QFileDialog::getOpenFileName(this, tr("Open scenario"), settings::lastDir.value(),
                                     tr("Scenarios (*.json);;All files (*)"));
    if (fileName.isEmpty())
        return;
    settings::lastDir.setValue(QFileInfo(fileName).absolutePath());
    // A name that is not UTF-8 comes back from the dialog with U+FFFD: found by its bytes.
    QString readable, shown;
    if (!QFileInfo::exists(fileName) && openLossyName(fileName, &readable, &shown))
        openCopy(readable, shown);
    else
        openFile(fileName);
}

bool MainWindow::loadBookScenario(const QString& resource) {
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly) || !m_prompts->maybeSave())
        return false;
    try {
        m_doc->apply(parseScenario(file.readAll().toStdString()), tr("Book scenario"));
        m_file->setUntitled();
        m_runBanner->setRun(std::nullopt);
        return true;
    } catch (const InputError& e) {
        showError(tr("Cannot open the scenario"), resource + QStringLiteral(": ") + errorText(e));
        return false;
    }
}

void MainWindow::showError(const QString& title, const QString& message) {
    statusBar()->showMessage(message, 10000);
    // Window-modal and not waited on (open, not exec): the caller goes on, and a second
    // error rewords the box already up instead of stacking another.
    if (!m_errorBox) {
        m_errorBox = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
        m_errorBox->setObjectName(QStringLiteral("errorBox"));
        m_errorBox->setAttribute(Qt::WA_DeleteOnClose);
        m_errorBox->setWindowModality(Qt::WindowModal);
    }
    m_errorBox->setWindowTitle(title);
    setPlainText(m_errorBox, message); // the message quotes file names and values
    m_errorBox->open();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasUrls() && event->mimeData()->urls().size() == 1 &&
        event->mimeData()->urls().first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    event->acceptProposedAction();
    if (m_prompts->maybeSave())
        openFile(event->mimeData()->urls().first().toLocalFile());
}

} // namespace shardscope
