// The window's published runs: the dialog that lists them and opening one.
#include "shell/mainwindow.h"

#include "document/documentfile.h"
#include "document/scenariodocument.h"
#include "scenario_io.h"
#include "shell/calibratedialog.h"
#include "shell/fileprompts.h"
#include "shell/runsdialog.h"
#include "workspace/runbanner.h"

namespace shardscope {

void MainWindow::showRuns() {
    if (!m_runsDialog) {
        m_runsDialog = new RunsDialog(this);
        connect(m_runsDialog, &RunsDialog::openRequested, this, &MainWindow::openRun);
        connect(m_runsDialog, &RunsDialog::calibrateRequested, this, &MainWindow::calibrateToMyRun);
    }
    m_runsDialog->setFont(chromeFont());
    m_runsDialog->show();
    m_runsDialog->raise();
    m_runsDialog->activateWindow();
}

// As a book scenario opens: one undo step, no file, nothing to save.
bool MainWindow::openRun(const PublishedRun& run) {
    if (!m_prompts->maybeSave())
        return false;
    try {
        validateScenario(run.run.scenario);
    } catch (const InputError&) {
        return false; // tst_runs keeps every shipped run valid
    }
    // A compared with the last scenario would now read as a ratio against the run: it goes.
    m_doc->applyWithoutPinned(run.run.scenario, tr("Published run"));
    m_file->setUntitled();
    nameUntitled([name = QString::fromStdString(run.run.name)] { return name; });
    m_runBanner->setRun(run);
    m_runBanner->follow(m_doc->scenario());
    return true;
}

void MainWindow::calibrateToMyRun() {
    const Scenario& s = m_doc->scenario();
    std::optional<double> measured;
    if (const auto& run = m_runBanner->run(); run && run->run.scenario == s)
        measured = run->measuredSeconds;
    auto* dialog = new CalibrateDialog(s, measured, this);
    dialog->setObjectName(QStringLiteral("calibrateDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFont(chromeFont());
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { m_doc->apply(dialog->calibrated(), tr("Calibrate to my run")); });
    dialog->open();
}

} // namespace shardscope
