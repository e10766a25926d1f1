#include "shell/exportactions.h"

#include "common/appsettings.h"
#include "common/theme.h"
#include "document/scenariodocument.h"
#include "export/exporter.h"
#include "lesson/lessonpane.h"
#include "mesh/meshview.h"
#include "shell/exportdialog.h"
#include "shell/lessondeckdialog.h"
#include "shell/lessondock.h"
#include "workspace/board.h"
#include "workspace/boardpane.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>

namespace shardscope {

ExportActions::ExportActions(ScenarioDocument* doc, Board* board, LessonDock* lessons,
                             const Theme& theme, QWidget* window)
    : QObject(window), m_doc(doc), m_board(board), m_lessons(lessons), m_theme(theme),
      m_window(window), m_figuresAction(new QAction(this)), m_boardAction(new QAction(this)),
      m_animationAction(new QAction(this)), m_lessonAction(new QAction(this)) {
    m_figuresAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_figuresAction, &QAction::triggered, this, [this] { exportFigures(false); });
    connect(m_animationAction, &QAction::triggered, this, [this] { exportFigures(true); });
    m_boardAction->setObjectName(QStringLiteral("exportBoardAction"));
    m_boardAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(m_boardAction, &QAction::triggered, this, &ExportActions::exportBoard);
    m_lessonAction->setObjectName(QStringLiteral("exportLessonAction"));
    connect(m_lessonAction, &QAction::triggered, this, &ExportActions::exportLesson);
    retranslate();
}

void ExportActions::retranslate() {
    m_figuresAction->setText(tr("&Export figures…"));
    m_animationAction->setText(tr("Export &animation…"));
    m_lessonAction->setText(tr("Export &lesson…"));
    m_boardAction->setText(tr("Export &board as slide…"));
}

void ExportActions::report(const QString& error, const QString& written) {
    if (!error.isEmpty())
        emit failed(tr("Export failed"), error);
    else if (!written.isEmpty())
        emit wrote(written);
}

// The window's look, and the mesh animated as the mesh view plays it: its strategy and its step
// durations.
ExportOptions ExportActions::windowOptions() const {
    ExportOptions options;
    options.theme = m_theme;
    options.meshStrategy = m_board->tabMesh()->strategy();
    options.proportionalDurations = m_board->tabMesh()->clock().proportional();
    return options;
}

void ExportActions::exportFigures(bool animation) {
    ExportDialog dialog(m_window, animation);
    if (dialog.exec() != QDialog::Accepted)
        return;
    ExportOptions options = windowOptions();
    dialog.applyTo(&options);
    QStringList written;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QString error = shardscope::exportFigures(m_doc->scenario(), m_doc->results(),
                                                    drawableIds(dialog.ids(), m_doc->scenario()),
                                                    dialog.folder(), options, &written);
    QApplication::restoreOverrideCursor();
    report(error,
           tr("Wrote %n figure(s) to %1", nullptr, int(written.size())).arg(dialog.folder()));
}

void ExportActions::exportLesson() {
    QString error;
    LessonPane* pane = m_lessons->pane();
    const std::optional<Lesson> lesson = pane->hasLesson() ? std::optional<Lesson>(pane->lesson())
                                                           : chooseBuiltInLesson(m_window, &error);
    QString file;
    if (lesson)
        file = exportLessonDeck(m_window, *lesson, m_theme, &error);
    report(error, file.isEmpty() ? QString() : tr("Wrote %1").arg(file));
}

void ExportActions::exportBoard() {
    const QString dir = settings::exportDir.value();
    QString file = QFileDialog::getSaveFileName(
        m_window, tr("Export board as slide"), QDir(dir).filePath(QStringLiteral("board.png")),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (file.isEmpty())
        return;
    settings::exportDir.setValue(QFileInfo(file).absolutePath());
    report(writeBoardSlide(file), tr("Wrote %1").arg(file));
}

QString ExportActions::writeBoardSlide(const QString& file) const {
    ExportOptions options = windowOptions();
    options.size = QSize(1920, 1080); // a 16:9 slide
    options.boardViews = m_board->shownViews();
    if (const Scenario* a = m_doc->pinned()) {
        options.pinned = *a;
        options.pinnedResults = *m_doc->pinnedResults();
    }
    const QString suffix = QFileInfo(file).suffix().toLower();
    if (!parseExportFormat(suffix, &options.format) || options.format == ExportFormat::Gif)
        options.format = ExportFormat::Png;
    return exportBoardFile(m_doc->scenario(), m_doc->results(), file, options);
}

void ExportActions::exportPane(BoardPane* pane) {
    const QString dir = QFileDialog::getExistingDirectory(
        m_window, tr("Export the view into a folder"), settings::exportDir.value());
    if (dir.isEmpty())
        return;
    settings::exportDir.setValue(dir);
    report(pane->exportTo(dir),
           tr("Wrote %1").arg(QDir(dir).filePath(pane->viewId() + QStringLiteral(".png"))));
}

} // namespace shardscope
