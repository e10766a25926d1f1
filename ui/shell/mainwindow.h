#pragma once

#include "common/theme.h"

#include <QMainWindow>
#include <QPointer>

#include <functional>

class QAction;
class QMenu;
class QTabWidget;
class QToolBar;
class QDockWidget;
class QScrollArea;

class QMessageBox;

namespace shardscope {

class Board;
class CompareActions;
class ExportActions;
class RecentFiles;
class LookMenus;
class BoardPane;
class ControlPanel;
class DocumentFile;
class ExplanationPanel;
class LessonDock;
class Figure;
class MeshView;
class PresenterStrip;
class RunBanner;
class FilePrompts;
struct ViewRequest;
class RunsDialog;
class ScenarioDocument;
class SweepPlayer;
struct PublishedRun;

/** The window: controls on the left, the board of views (tabs by default), the explanation on the
 * right. */
class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    explicit MainWindow(QWidget* parent = nullptr);

    /** Opens a scenario without asking about unsaved edits; an invalid file leaves the scenario as
     * it was and says why. */
    bool openFile(const QString& fileName);
    /**
     * Opens a scenario whose name Qt cannot spell (not UTF-8) as an untitled copy: `readable`
     * reads it, messages name it `shownName`, and Save asks for a new name.
     */
    bool openCopy(const QString& readable, const QString& shownName);
    /** "Cannot open the scenario", with why. */
    void showOpenError(const QString& message);
    /** At start, once shown: offers the edits a session that ended unexpectedly left behind. */
    void offerRecovery();
    /** Opens a built-in lesson (by id) or a lesson file; an invalid one says why and changes
     * nothing. */
    bool openLesson(const QString& idOrPath);
    /** Opens a published run as a book scenario is opened (untitled, unmodified) with the
     * banner naming it; false when unsaved edits were kept. */
    bool openRun(const PublishedRun& run);
    /** File → Published runs: the runs dialog (created once, then shown again). */
    void showRuns();
    /**
     * File → Calibrate to my run: the dialog that fits the hardware's matmul efficiency to a
     * measured step; accepted, the calibrated hardware is one undo step. It starts at the open
     * published run's measured step.
     */
    void calibrateToMyRun();
    void setProjectorMode(bool on);
    /** Light, dark or high contrast: window, figures, mesh and exports follow. */
    void setTheme(ThemeName name);
    const Theme& theme() const { return m_theme; }

    ScenarioDocument* document() const { return m_doc; }

  protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

  private:
    void createBoard();
    void createDocks();
    void createActions();
    void createMenus();
    void applyTheme(const Theme& theme);
    /** One column of docks (projector mode, a narrow window) or two, controls left. */
    void arrangeDocks();
    void titleDocks();
    /** The controls dock as wide as the window and the type size allow. */
    void fitControlDock();
    /** A failed autosave said in the status bar until one succeeds (the timer keeps trying). */
    void showAutosave(bool written);
    /** The widgets' font: the application's, larger in projector mode. */
    QFont chromeFont() const;
    void retranslate();
    void readSettings();
    void writeSettings() const;
    void showResults();
    /** Hands A (or no A) to every view. */
    void showPinned();
    void handleViewRequest(const ViewRequest& request);
    void updateTitle();

    void open();
    /** False when it did not open (unsaved edits kept, or the resource unreadable). */
    bool loadBookScenario(const QString& resource);
    /** The title an untitled document shows (a book scenario's, a run's), until a file is open. */
    void nameUntitled(std::function<QString()> name);
    void showError(const QString& title, const QString& message);

    ScenarioDocument* m_doc;
    DocumentFile* m_file;
    FilePrompts* m_prompts;
    ControlPanel* m_controls;
    ExplanationPanel* m_explanation = nullptr;
    Board* m_board;
    PresenterStrip* m_strip;
    CompareActions* m_compare;
    ExportActions* m_exports;
    RecentFiles* m_recent;
    LookMenus* m_lookMenus;
    SweepPlayer* m_player;
    QToolBar* m_boardToolBar;
    QToolBar* m_stripBar;
    QDockWidget* m_controlDock;
    QDockWidget* m_explanationDock;
    LessonDock* m_lessonDock;
    QScrollArea* m_controlScroll;
    Theme m_theme;
    int m_dockColumns = 0;            ///< columns of docks now (0: not arranged yet)
    int m_controlsWidth = 0;          ///< what the controls need, with the scroll bar
    QPointer<QMessageBox> m_errorBox; ///< the error on screen, if any
    bool m_autosaveFailing = false;   ///< the status bar says the last autosave failed
    QPointer<RunsDialog> m_runsDialog;
    RunBanner* m_runBanner;
    std::function<QString()>
        m_untitledName; ///< in the UI language of the moment; empty: "Untitled"

    QMenu* m_fileMenu;
    QMenu* m_recentMenu;
    QMenu* m_editMenu;
    QMenu* m_viewMenu;
    QMenu* m_scenarioMenu;
    QMenu* m_compareMenu;
    QMenu* m_helpMenu;
    QAction* m_openAction;
    QAction* m_saveAction;
    QAction* m_saveAsAction;
    QAction* m_runsAction;
    QAction* m_calibrateAction;
    QAction* m_quitAction;
    QAction* m_undoAction;
    QAction* m_redoAction;
    QAction* m_projectorAction;
    QAction* m_fullScreenAction;
    QAction* m_aboutAction;
    QList<QAction*> m_bookActions;
};

} // namespace shardscope
