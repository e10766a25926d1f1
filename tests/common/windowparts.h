#pragma once
// The main window's parts, for tests: the window keeps them to itself (nothing in the program
// reaches into it), so tests read them here, through the one friend MainWindow names.

#include "shell/mainwindow.h"
#include "shell/runsdialog.h"
#include "workspace/board.h"

namespace shardscope {

namespace testing {

struct MainWindowParts {
    static ControlPanel* controls(const MainWindow& w) { return w.m_controls; }
    static ExplanationPanel* explanation(const MainWindow& w) { return w.m_explanation; }
    static Board* board(const MainWindow& w) { return w.m_board; }
    static PresenterStrip* presenterStrip(const MainWindow& w) { return w.m_strip; }
    static LessonDock* lessonDock(const MainWindow& w) { return w.m_lessonDock; }
    static CompareActions* compareActions(const MainWindow& w) { return w.m_compare; }
    static SweepPlayer* sweepPlayer(const MainWindow& w) { return w.m_player; }
    static RunsDialog* runsDialog(const MainWindow& w) { return w.m_runsDialog; }
    static RunBanner* runBanner(const MainWindow& w) { return w.m_runBanner; }
    static MeshView* meshView(const MainWindow& w) { return w.meshView(); }
};

} // namespace testing

inline ControlPanel* controlsOf(const MainWindow& w) {
    return testing::MainWindowParts::controls(w);
}
inline ExplanationPanel* explanationOf(const MainWindow& w) {
    return testing::MainWindowParts::explanation(w);
}
inline Board* boardOf(const MainWindow& w) {
    return testing::MainWindowParts::board(w);
}
inline PresenterStrip* presenterStripOf(const MainWindow& w) {
    return testing::MainWindowParts::presenterStrip(w);
}
inline LessonDock* lessonDockOf(const MainWindow& w) {
    return testing::MainWindowParts::lessonDock(w);
}
inline CompareActions* compareActionsOf(const MainWindow& w) {
    return testing::MainWindowParts::compareActions(w);
}
inline SweepPlayer* sweepPlayerOf(const MainWindow& w) {
    return testing::MainWindowParts::sweepPlayer(w);
}
/** The runs dialog, or null before File → Published runs first showed it. */
inline RunsDialog* runsDialogOf(const MainWindow& w) {
    return testing::MainWindowParts::runsDialog(w);
}
inline RunBanner* runBannerOf(const MainWindow& w) {
    return testing::MainWindowParts::runBanner(w);
}
/** The mesh on the board's tab (a pane may show one of its own). */
inline MeshView* meshViewOf(const MainWindow& w) {
    return testing::MainWindowParts::meshView(w);
}
/** The figures on the board's tabs. */
inline QList<Figure*> figuresOf(const MainWindow& w) {
    return boardOf(w)->tabFigures();
}

} // namespace shardscope
