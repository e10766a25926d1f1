#pragma once

#include "common/theme.h"

#include <QDockWidget>

#include <functional>

#include <utility>

class QAction;
class QMenu;
class QTabBar;

namespace shardscope {

class Board;
class ControlPanel;
class DocumentFile;
class FilePrompts;
class LessonHighlight;
class LessonKeys;
class LessonPane;
class PresenterStrip;
class ScenarioDocument;
struct LessonStep;

/**
 * The lesson pane as a dock of the window, with what a step does to the rest of the window:
 * the step's views on the board, the highlighted control, the clicker keys. Also the Lessons
 * menu (the built-in lessons, a lesson file). Closing the dock leaves the lesson; the scenario
 * stays as the last step left it.
 */
class LessonDock : public QDockWidget {
    Q_OBJECT
  public:
    struct Window {
        ScenarioDocument* document;
        DocumentFile* file;
        FilePrompts* prompts; ///< asks about unsaved edits before a lesson replaces them
        Board* board;
        ControlPanel* controls;
        PresenterStrip* strip;
    };
    LessonDock(const Window& window, QWidget* parent);

    /** Opens a built-in lesson by id, or a lesson file, where it was left if it was the last one
     * open; on error emits failed() and returns false. */
    bool openLesson(const QString& idOrPath);
    /** Leaves the lesson: the dock closes, the scenario stays. */
    void closeLesson();

    QMenu* menu() const { return m_menu; }
    LessonPane* pane() const { return m_pane; }
    LessonKeys* keys() const { return m_keys; }
    void setTheme(const Theme& theme);

    /**
     * The widget a step's `highlight` names: a control of the panel or a view of the board. A
     * control on a dock that is a hidden tab (projector mode) gives the tab bar, and in `area`
     * the tab that shows it.
     */
    QWidget* highlightTarget(const QString& name, QRect* area = nullptr) const;

  signals:
    /** A lesson could not be opened: a title and a one-line message. */
    void failed(const QString& title, const QString& message);
    /** A lesson opened; `title` gives its title in the UI language of the moment. */
    void opened(std::function<QString()> title);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();
    void openFile();
    void enterStep(int index);
    void showMeshStep(const LessonStep& step);
    void showViews(const LessonStep& step);
    std::pair<QTabBar*, int> dockTabShowing(QWidget* widget) const;

    Window m_window;
    QString m_current; ///< the open lesson's id or path, as it was opened
    LessonPane* m_pane;
    LessonHighlight* m_highlight;
    LessonKeys* m_keys;
    QMenu* m_menu;
    QList<QAction*> m_builtIn;
    QAction* m_openAction;
    QAction* m_closeAction;
};

} // namespace shardscope
