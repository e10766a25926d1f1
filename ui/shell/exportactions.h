#pragma once

#include "export/exporter.h"

#include <QObject>

class QAction;
class QWidget;

namespace shardscope {

class Board;
class BoardPane;
class LessonDock;
class ScenarioDocument;
struct Theme;

/**
 * File → Export: the figures (Ctrl+E), the board as one slide (Ctrl+Shift+E), the animation,
 * a lesson as PDF slides; and a board pane's "Export view…". Each asks where, writes in the
 * window's theme, and says what it wrote or why it could not.
 */
class ExportActions : public QObject {
    Q_OBJECT
  public:
    /** `theme`: the window's, followed as it changes. Dialogs open over `window`. */
    ExportActions(ScenarioDocument* doc, Board* board, LessonDock* lessons, const Theme& theme,
                  QWidget* window);

    QList<QAction*> actions() const {
        return {m_figuresAction, m_boardAction, m_animationAction, m_lessonAction};
    }
    void retranslate();

    /** A pane's view into a folder the user picks. */
    void exportPane(BoardPane* pane);
    /** The views shown now on one 1920×1080 slide with the caption, to `file` (PNG, SVG or PDF
     * by its suffix). Empty string, or what went wrong. */
    QString writeBoardSlide(const QString& file) const;

  signals:
    /** Written: the status bar's line. */
    void wrote(const QString& message);
    void failed(const QString& title, const QString& message);

  private:
    /** The export dialog; `animation`: opened on GIF with the animations. */
    void exportFigures(bool animation);
    void exportBoard();
    /** The lesson open in the pane; with none open, the user picks a built-in one. */
    void exportLesson();
    void report(const QString& error, const QString& written);
    ExportOptions windowOptions() const;

    ScenarioDocument* m_doc;
    Board* m_board;
    LessonDock* m_lessons;
    const Theme& m_theme;
    QWidget* m_window;
    QAction* m_figuresAction;
    QAction* m_boardAction;
    QAction* m_animationAction;
    QAction* m_lessonAction;
};

} // namespace shardscope
