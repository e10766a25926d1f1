#include "shell/mainwindow.h"

#include "common/appsettings.h"
#include "document/documentfile.h"
#include "document/scenariodocument.h"
#include "export/exporter.h"
#include "figures/figure.h"
#include "lesson/lessonpane.h"
#include "mesh/meshview.h"
#include "scenario_io.h"
#include "shell/compareactions.h"
#include "shell/exportactions.h"
#include "shell/figureexport.h"
#include "shell/fileprompts.h"
#include "shell/lessondock.h"
#include "shell/lookmenus.h"
#include "shell/recentfiles.h"
#include "shell/sweepplayer.h"
#include "workspace/board.h"
#include "workspace/boardpane.h"
#include "workspace/controlpanel.h"
#include "workspace/explanationpanel.h"
#include "workspace/presenterstrip.h"
#include "workspace/runbanner.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace shardscope {

namespace {

struct BookScenario {
    const char* resource;
    const char* title;
};

const BookScenario kBookScenarios[] = {
    {":/scenarios/01-book-figure.json",
     QT_TRANSLATE_NOOP("shardscope::MainWindow",
                       "The book's figure: v5p 16×16×16, FSDP 512 × TP 8, B = 1 M")},
    {":/scenarios/02-n64.json",
     QT_TRANSLATE_NOOP("shardscope::MainWindow", "N = 64 (4×4×4), B ≈ 48 k, F = 32 768")},
    {":/scenarios/03-llama3-70b-pod.json",
     QT_TRANSLATE_NOOP("shardscope::MainWindow",
                       "LLaMA 3-70B on a full v5p pod (8960 chips), 4 M batch")},
    {":/scenarios/04-llama3-70b-two-pods.json",
     QT_TRANSLATE_NOOP("shardscope::MainWindow", "LLaMA 3-70B over two pods, 2 M batch")},
    {":/scenarios/05-course-7b-8xh100.json",
     QT_TRANSLATE_NOOP("shardscope::MainWindow", "7B on 8 × H100 (the course)")},
    {":/scenarios/06-rtx4080-pcie.json",
     QT_TRANSLATE_NOOP("shardscope::MainWindow",
                       "4 × RTX 4080 over PCIe (the book's note on PCIe)")},
    {":/scenarios/07-pipeline-4-stages.json",
     QT_TRANSLATE_NOOP("shardscope::MainWindow",
                       "Pipelining: 4 stages × 8 microbatches on 64 v5p chips")},
    {":/scenarios/08-course-7b-512xh100.json",
     QT_TRANSLATE_NOOP("shardscope::MainWindow",
                       "7B FSDP across 64 nodes of 8 × H100 (the course)")},
    {":/scenarios/09-course-70b-64xh100.json",
     QT_TRANSLATE_NOOP("shardscope::MainWindow", "70B on 64 × H100: does the state fit?")},
    {":/scenarios/10-course-moe-8xh100.json",
     QT_TRANSLATE_NOOP("shardscope::MainWindow",
                       "A mixture of experts on 8 × H100, EP 8 (the course)")},
};

// The least room the board keeps: with the docks stacked in one column the window then fits a
// 1024-pixel projector; what does not fit scrolls.
constexpr QSize kBoardMinimum(400, 240);

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_doc(new ScenarioDocument(this)), m_file(new DocumentFile(m_doc)),
      m_prompts(new FilePrompts(m_file, this)) {
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    createBoard();
    createDocks();
    createActions();
    createMenus();
    retranslate();
    connect(m_doc, &ScenarioDocument::changed, this, &MainWindow::showResults);
    connect(m_doc, &ScenarioDocument::pinnedChanged, this, &MainWindow::showPinned);
    connect(m_compare, &CompareActions::failed, this, &MainWindow::showError);
    connect(m_file, &DocumentFile::modifiedChanged, this, &QWidget::setWindowModified);
    connect(m_file, &DocumentFile::fileNameChanged, this, [this](const QString& fileName) {
        if (!fileName.isEmpty()) {
            m_recent->add(fileName);
            m_runBanner->setRun(std::nullopt); // a file is open now, not the run
        }
        m_untitledName = nullptr; // the file's name, or "Untitled" until a source names it
        updateTitle();
    });
    connect(m_file, &DocumentFile::saved, this, [this](const QString& fileName) {
        statusBar()->showMessage(tr("Saved %1").arg(fileName), 4000);
    });
    connect(m_prompts, &FilePrompts::failed, this, &MainWindow::showError);
    connect(m_file, &DocumentFile::autosaveTried, this, &MainWindow::showAutosave);
    readSettings();
    showPinned();
    showResults();
}

void MainWindow::showAutosave(bool written) {
    if (!written)
        statusBar()->showMessage(
            tr("The autosave %1 could not be written: edits since the last save are not backed "
               "up. Trying again every %2 s.")
                .arg(QDir::toNativeSeparators(m_file->autosavePath()))
                .arg(DocumentFile::autosaveIntervalMs / 1000));
    else if (m_autosaveFailing)
        statusBar()->showMessage(tr("Autosave written again."), 4000);
    m_autosaveFailing = !written;
}

// The board fills the centre; in projector mode the presenter strip runs along its bottom.
void MainWindow::createBoard() {
    auto* centre = new QWidget(this);
    auto* column = new QVBoxLayout(centre);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    // A published run's source and approximations, above the board while its scenario is shown.
    m_runBanner = new RunBanner(centre);
    column->addWidget(m_runBanner);
    m_board = new Board(centre);
    column->addWidget(m_board, 1);
    // A screen narrower than the board's panes need (1024 px, four panes) scrolls the board
    // rather than growing the window past the screen.
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("boardScroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setWidget(centre);
    scroll->setMinimumSize(kBoardMinimum);
    setCentralWidget(scroll);
    // Under the board and the docks, the whole width of the window: room for large type.
    m_strip = new PresenterStrip(m_doc);
    m_stripBar = new QToolBar(this);
    m_stripBar->setObjectName(QStringLiteral("presenter"));
    m_stripBar->setMovable(false);
    m_stripBar->addWidget(m_strip);
    addToolBar(Qt::BottomToolBarArea, m_stripBar);
    m_stripBar->hide();
    connect(m_board, &Board::requested, this, &MainWindow::handleViewRequest);
    // The right panel follows the mesh tab's strategy selector while that tab is shown.
    MeshView* mesh = m_board->tabMesh();
    QTabWidget* tabs = m_board->tabs();
    auto follow = [this, mesh, tabs] {
        if (m_explanation)
            m_explanation->setMeshStrategy(tabs->currentWidget() == mesh ? mesh->strategy()
                                                                         : std::nullopt);
    };
    connect(mesh, &MeshView::strategyChanged, this, follow);
    connect(tabs, &QTabWidget::currentChanged, this, follow);
}

void MainWindow::createDocks() {
    m_controls = new ControlPanel(m_doc);
    m_controlScroll = new QScrollArea;
    m_controlScroll->setWidget(m_controls);
    m_controlScroll->setWidgetResizable(true);
    m_controlScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_controlDock = new QDockWidget(this);
    m_controlDock->setObjectName(QStringLiteral("controls"));
    m_controlDock->setWidget(m_controlScroll);
    addDockWidget(Qt::LeftDockWidgetArea, m_controlDock);

    m_explanation = new ExplanationPanel;
    connect(m_explanation, &ExplanationPanel::calibrateRequested, this,
            &MainWindow::calibrateToMyRun);
    m_explanationDock = new QDockWidget(this);
    m_explanationDock->setObjectName(QStringLiteral("explanation"));
    m_explanationDock->setWidget(m_explanation);
    addDockWidget(Qt::RightDockWidgetArea, m_explanationDock);
    resizeDocks({m_controlDock, m_explanationDock}, {360, 340}, Qt::Horizontal);
    // The lesson shares the right side with the explanation, in front while a lesson is open.
    m_lessonDock = new LessonDock({m_doc, m_file, m_prompts, m_board, m_controls, m_strip}, this);
    addDockWidget(Qt::RightDockWidgetArea, m_lessonDock);
    tabifyDockWidget(m_explanationDock, m_lessonDock);
    m_lessonDock->hide();
    connect(m_lessonDock, &LessonDock::failed, this, &MainWindow::showError);
    // The window is named after the lesson whose scenario it shows, not "Untitled".
    connect(m_lessonDock, &LessonDock::opened, this, &MainWindow::nameUntitled);
    // An open question's numbers: the pane says which, every view that shows one asks.
    connect(m_lessonDock->pane(), &LessonPane::answerMaskChanged, this,
            [this](const AnswerMask& mask) {
                m_board->setAnswerMask(mask);
                m_strip->setAnswerMask(mask);
                m_explanation->setAnswerMask(mask);
                // The fit shows the forecast: not while a question asks for it.
                m_calibrateAction->setEnabled(!mask.hidesTheStep());
            });
}

void MainWindow::createActions() {
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::open);
    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, m_prompts, &FilePrompts::save);
    m_saveAsAction = new QAction(this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, m_prompts, &FilePrompts::saveAs);
    m_exports = new ExportActions(m_doc, m_board, m_lessonDock, m_theme, this);
    connect(m_exports, &ExportActions::failed, this, &MainWindow::showError);
    connect(m_exports, &ExportActions::wrote, this,
            [this](const QString& message) { statusBar()->showMessage(message, 6000); });
    m_runsAction = new QAction(this);
    m_runsAction->setObjectName(QStringLiteral("runsAction"));
    m_runsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    connect(m_runsAction, &QAction::triggered, this, &MainWindow::showRuns);
    m_calibrateAction = new QAction(this);
    m_calibrateAction->setObjectName(QStringLiteral("calibrateAction"));
    connect(m_calibrateAction, &QAction::triggered, this, &MainWindow::calibrateToMyRun);
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_undoAction = m_doc->undoStack()->createUndoAction(this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_doc->undoStack()->createRedoAction(this);
    m_redoAction->setShortcut(QKeySequence::Redo);

    m_projectorAction = new QAction(this);
    m_projectorAction->setCheckable(true);
    m_projectorAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    connect(m_projectorAction, &QAction::toggled, this, &MainWindow::setProjectorMode);
    m_fullScreenAction = new QAction(this);
    m_fullScreenAction->setCheckable(true);
    m_fullScreenAction->setShortcut(QKeySequence(Qt::Key_F11));
    connect(m_fullScreenAction, &QAction::toggled, this,
            [this](bool on) { on ? showFullScreen() : showNormal(); });
    m_aboutAction = new QAction(this);
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        QMessageBox::about(
            this, tr("About ShardScope"),
            tr("<p><b>ShardScope %1</b></p><p>The cost model of <i>How To Scale Your Model</i>, "
               "chapters 1, 5 and 6, made live.</p>")
                .arg(QCoreApplication::applicationVersion()));
    });
    m_compare = new CompareActions(m_doc, this);
    m_player = new SweepPlayer(m_doc, m_board, this);
    for (const BookScenario& b : kBookScenarios) {
        auto* action = new QAction(this);
        const QString resource = QString::fromLatin1(b.resource);
        const char* title = b.title;
        connect(action, &QAction::triggered, this, [this, resource, title] {
            if (loadBookScenario(resource))
                nameUntitled([title] { return tr(title); });
        });
        m_bookActions.push_back(action);
    }
}

void MainWindow::createMenus() {
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_openAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_fileMenu->addAction(m_runsAction);
    m_fileMenu->addAction(m_calibrateAction);
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addActions(m_exports->actions());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_projectorAction);
    m_viewMenu->addAction(m_fullScreenAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_controlDock->toggleViewAction());
    m_viewMenu->addAction(m_explanationDock->toggleViewAction());
    m_controlDock->toggleViewAction()->setShortcut(QKeySequence(Qt::Key_F9));
    m_viewMenu->addSeparator();
    m_viewMenu->addActions(m_board->arrangementActions());
    m_viewMenu->addSeparator();
    m_viewMenu->addActions(m_board->presetActions());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_player->action());
    m_viewMenu->addSeparator();
    m_boardToolBar = addToolBar(QString());
    m_boardToolBar->setObjectName(QStringLiteral("board"));
    m_boardToolBar->addActions(m_board->arrangementActions());
    m_boardToolBar->addSeparator();
    m_boardToolBar->addActions(m_board->presetActions());
    m_boardToolBar->addSeparator();
    m_boardToolBar->addAction(m_controlDock->toggleViewAction());
    m_boardToolBar->addSeparator();
    m_boardToolBar->addAction(m_player->action());
    m_boardToolBar->addSeparator();
    m_boardToolBar->addActions(
        {m_compare->pinAction(), m_compare->swapAction(), m_compare->unpinAction()});
    m_lookMenus = new LookMenus(m_viewMenu, this);
    connect(m_lookMenus, &LookMenus::themeChosen, this, &MainWindow::setTheme);
    m_scenarioMenu = menuBar()->addMenu(QString());
    m_scenarioMenu->setObjectName(QStringLiteral("bookScenarios"));
    m_scenarioMenu->addActions(m_bookActions);
    menuBar()->addMenu(m_lessonDock->menu());
    m_compareMenu = menuBar()->addMenu(QString());
    m_compareMenu->setObjectName(QStringLiteral("compare"));
    m_compareMenu->addActions(m_compare->actions());
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAction);
    m_recent = new RecentFiles(
        m_recentMenu,
        [this](const QString& path) { return !m_prompts->maybeSave() || openFile(path); }, this);
}

void MainWindow::retranslate() {
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_scenarioMenu->setTitle(tr("&Book scenarios"));
    m_helpMenu->setTitle(tr("&Help"));
    m_compareMenu->setTitle(tr("&Compare"));
    m_compare->retranslate();
    m_player->retranslate();
    m_lookMenus->retranslate();
    m_openAction->setText(tr("&Open…"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_exports->retranslate();
    m_runsAction->setText(tr("Published r&uns…"));
    m_calibrateAction->setText(tr("&Calibrate to my run…"));
    m_quitAction->setText(tr("&Quit"));
    m_undoAction->setText(tr("&Undo"));
    m_redoAction->setText(tr("&Redo"));
    m_projectorAction->setText(tr("&Projector mode"));
    m_fullScreenAction->setText(tr("&Full screen"));
    m_aboutAction->setText(tr("&About ShardScope"));
    m_controlDock->setWindowTitle(tr("Controls"));
    titleDocks();
    for (int i = 0; i < m_bookActions.size(); ++i)
        m_bookActions[i]->setText(tr(kBookScenarios[i].title));
    m_boardToolBar->setWindowTitle(tr("Board"));
    m_stripBar->setWindowTitle(tr("Presenter strip"));
    updateTitle();
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

// The one path from the document to every view: each is handed the change here, in this order
// (the controls first, so a drag's own slider is settled before the views draw).
void MainWindow::showResults() {
    m_controls->showScenario();
    m_strip->showScenario();
    m_lessonDock->pane()->updateTask();
    m_board->setEvaluation(m_doc->evaluation());
    m_explanation->setEvaluation(m_doc->evaluation());
    m_runBanner->follow(m_doc->scenario());
    updateTitle();
}

// Every view's request, by one route: edits and pins go through the document like a control's
// (one undo step each; a drag of a mark is one step, as a slider's drag is), exports ask where.
void MainWindow::handleViewRequest(const ViewRequest& request) {
    switch (request.kind) {
    case ViewRequest::Kind::Edit:
        try {
            validateScenario(request.scenario);
            m_doc->apply(request.scenario, request.what);
        } catch (const InputError&) {
            // The views offer only layouts the search validated; nothing to do for another.
        }
        break;
    case ViewRequest::Kind::Pin:
        m_doc->pinAs(request.scenario, request.what);
        break;
    case ViewRequest::Kind::DragStarted:
        m_doc->beginInteraction();
        break;
    case ViewRequest::Kind::DragFinished:
        m_doc->endInteraction(request.what);
        break;
    case ViewRequest::Kind::ExportFigure:
        if (auto* figure = qobject_cast<Figure*>(request.source))
            exportFigureWithDialog(*figure, this);
        break;
    case ViewRequest::Kind::ExportView:
        if (auto* pane = qobject_cast<BoardPane*>(request.source))
            m_exports->exportPane(pane);
        break;
    }
}

void MainWindow::showPinned() {
    m_board->setPinned(m_doc->pinnedEvaluation());
    m_explanation->setPinned(m_doc->pinned(), m_doc->pinnedResults());
}

void MainWindow::updateTitle() {
    const QString name = !m_file->fileName().isEmpty() ? QFileInfo(m_file->fileName()).fileName()
                         : m_untitledName              ? m_untitledName()
                                                       : tr("Untitled");
    setWindowTitle(tr("%1[*] — ShardScope").arg(name));
    setWindowModified(m_file->isModified());
}

void MainWindow::nameUntitled(std::function<QString()> name) {
    m_untitledName = std::move(name);
    updateTitle();
}

void MainWindow::readSettings() {
    restoreGeometry(settings::windowGeometry.value());
    if (!settings::windowGeometry.isSaved()) {
        // The first start fills the screen: on a 1366×768 laptop every tab and dock needs it.
        setGeometry(screen()->availableGeometry());
        setWindowState(windowState() | Qt::WindowMaximized);
    }
    restoreState(settings::windowState.value());
    m_board->tabs()->setCurrentIndex(settings::currentTab.value());
    m_board->readSettings();
    m_compare->readSettings();
    const QString last = settings::lastScenario.value();
    if (!last.isEmpty()) {
        try {
            m_doc->reset(parseScenario(last.toStdString()));
        } catch (const InputError&) {
            // A session from an older version: start from the default.
        }
    }
    const auto name = Theme::fromId(settings::theme.value());
    applyTheme(Theme::make(name.value_or(ThemeName::Light), settings::projector.value()));
}

void MainWindow::writeSettings() const {
    settings::windowGeometry.setValue(saveGeometry());
    settings::windowState.setValue(saveState());
    settings::currentTab.setValue(m_board->tabs()->currentIndex());
    m_board->writeSettings();
    settings::lastScenario.setValue(QString::fromStdString(saveScenario(m_doc->scenario())));
    settings::projector.setValue(m_theme.projector);
    settings::theme.setValue(Theme::id(m_theme.name));
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!m_prompts->maybeSave()) {
        event->ignore();
        return;
    }
    writeSettings();
    m_file->closing();
    event->accept();
}

} // namespace shardscope
