// The window's files: opening, the book's scenarios, recent files, drops, exports and errors.
#include "shell/mainwindow.h"

#include "common/appsettings.h"
#include "common/errortext.h"
#include "common/lossyname.h"
#include "common/plaintext.h"
#include "common/publishedruns.h"
#include "document/documentfile.h"
#include "document/scenariodocument.h"
#include "export/exporter.h"
#include "figures/figure.h"
#include "lesson/lessonpane.h"
#include "mesh/meshview.h"
#include "run_file.h"
#include "scenario_io.h"
#include "shell/exportdialog.h"
#include "shell/fileprompts.h"
#include "shell/lessondeckdialog.h"
#include "shell/lessondock.h"
#include "workspace/board.h"
#include "workspace/boardpane.h"
#include "workspace/runbanner.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDragEnterEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>

namespace shardscope {

namespace {
constexpr int kMaxRecent = 8;

} // namespace

bool MainWindow::openFile(const QString& fileName) {
    if (!m_prompts->open(fileName))
        return false;
    showRunBannerFor(fileName);
    return true;
}

// A published run opened as a file names its source as the Runs dialog's does.
void MainWindow::showRunBannerFor(const QString& fileName) {
    try {
        std::optional<RunFile> run;
        loadScenarioOrRunFile(fileName.toStdString(), &run);
        if (run) {
            m_runBanner->setRun(publishedRun(std::move(*run)));
            m_runBanner->follow(m_doc->scenario());
        }
    } catch (const InputError&) {
        // It opened a moment ago: a file changed since is the next open's to report.
    }
}

bool MainWindow::openCopy(const QString& readable, const QString& shownName) {
    QString error;
    if (!m_file->open(readable, &error)) {
        showOpenError(error.replace(readable, shownName));
        return false;
    }
    m_file->setUntitled();
    nameUntitled([shownName] { return QFileInfo(shownName).fileName(); });
    showRunBannerFor(readable);
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

void MainWindow::exportAll(bool animation) {
    ExportDialog dialog(this, animation);
    dialog.setFont(chromeFont());
    if (dialog.exec() != QDialog::Accepted)
        return;
    ExportOptions options;
    dialog.applyTo(&options);
    options.theme = m_theme;
    // The animation plays as the mesh view does: its strategy and its step durations.
    options.meshStrategy = meshView()->strategy();
    options.proportionalDurations = meshView()->durations() == MeshView::Durations::Proportional;
    QStringList written;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QString error = exportFigures(m_doc->scenario(), m_doc->results(),
                                        drawableIds(dialog.ids(), m_doc->scenario()),
                                        dialog.folder(), options, &written);
    QApplication::restoreOverrideCursor();
    if (!error.isEmpty())
        showError(tr("Export failed"), error);
    else
        statusBar()->showMessage(
            tr("Wrote %n figure(s) to %1", nullptr, int(written.size())).arg(dialog.folder()),
            6000);
}

// The lesson open in the pane; with none open, the user picks a built-in one.
void MainWindow::exportLesson() {
    QString error;
    LessonPane* pane = m_lessonDock->pane();
    const std::optional<Lesson> lesson = pane->hasLesson() ? std::optional<Lesson>(pane->lesson())
                                                           : chooseBuiltInLesson(this, &error);
    if (lesson) {
        const QString file = exportLessonDeck(this, *lesson, m_theme, &error);
        if (!file.isEmpty())
            statusBar()->showMessage(tr("Wrote %1").arg(file), 6000);
    }
    if (!error.isEmpty())
        showError(tr("Export failed"), error);
}

void MainWindow::exportBoard() {
    const QString dir = settings::exportDir.value();
    QString file = QFileDialog::getSaveFileName(
        this, tr("Export board as slide"), QDir(dir).filePath(QStringLiteral("board.png")),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (file.isEmpty())
        return;
    settings::exportDir.setValue(QFileInfo(file).absolutePath());
    if (const QString error = writeBoardSlide(file); !error.isEmpty())
        showError(tr("Export failed"), error);
    else
        statusBar()->showMessage(tr("Wrote %1").arg(file), 6000);
}

QString MainWindow::writeBoardSlide(const QString& file) const {
    ExportOptions options;
    options.size = QSize(1920, 1080); // a 16:9 slide
    options.theme = m_theme;
    options.boardViews = m_board->shownViews();
    options.meshStrategy = meshView()->strategy();
    options.proportionalDurations = meshView()->durations() == MeshView::Durations::Proportional;
    if (const Scenario* a = m_doc->pinned()) {
        options.pinned = *a;
        options.pinnedResults = *m_doc->pinnedResults();
    }
    const QString suffix = QFileInfo(file).suffix().toLower();
    if (!parseExportFormat(suffix, &options.format) || options.format == ExportFormat::Gif)
        options.format = ExportFormat::Png;
    return exportBoardFile(m_doc->scenario(), m_doc->results(), file, options);
}

void MainWindow::exportPane(BoardPane* pane) {
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Export the view into a folder"),
                                                          settings::exportDir.value());
    if (dir.isEmpty())
        return;
    settings::exportDir.setValue(dir);
    const QString error = pane->exportTo(dir);
    if (!error.isEmpty())
        showError(tr("Export failed"), error);
    else
        statusBar()->showMessage(
            tr("Wrote %1").arg(QDir(dir).filePath(pane->viewId() + QStringLiteral(".png"))), 6000);
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

void MainWindow::addRecent(const QString& fileName) {
    QStringList recent = settings::recentFiles.value();
    const QString path = QFileInfo(fileName).absoluteFilePath();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    settings::recentFiles.setValue(recent);
    rebuildRecentMenu();
}

void MainWindow::forgetRecent(const QString& path) {
    QStringList recent = settings::recentFiles.value();
    recent.removeAll(path);
    settings::recentFiles.setValue(recent);
    // Queued: the menu's action that asked is still delivering its signal.
    QMetaObject::invokeMethod(this, &MainWindow::rebuildRecentMenu, Qt::QueuedConnection);
}

void MainWindow::rebuildRecentMenu() {
    m_recentMenu->clear();
    const QStringList recent = settings::recentFiles.value();
    for (int i = 0; i < recent.size(); ++i) {
        const QString path = recent[i];
        QAction* a = m_recentMenu->addAction(
            QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(asRichText(path));
        connect(a, &QAction::triggered, this, [this, path] {
            if (!m_prompts->maybeSave() || openFile(path))
                return;
            // The error said why; a file that is gone has no place in the menu any more.
            if (!QFileInfo::exists(path))
                forgetRecent(path);
        });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
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
