#pragma once
// The main window's parts, for tests, found in its object tree as a person finds them on the
// screen: each is the window's only object of its type (the mesh: the board's tab).

#include "document/documentfile.h"
#include "figures/figure.h"
#include "meshparts.h"
#include "shell/compareactions.h"
#include "shell/exportactions.h"
#include "shell/lessondock.h"
#include "shell/mainwindow.h"
#include "shell/runsdialog.h"
#include "shell/sweepplayer.h"
#include "workspace/board.h"
#include "workspace/controlpanel.h"
#include "workspace/explanationpanel.h"
#include "workspace/presenterstrip.h"
#include "workspace/runbanner.h"

#include <QCoreApplication>
#include <QTimer>

namespace shardscope {

namespace testing {

/**
 * The explanation panel's text is current, and the next change shows at once: nothing waits in
 * the event queue (a lesson's mask renders on the next turn of the loop) and the panel's
 * still-timer (a drag's steps wait for the values to rest) has run out.
 */
inline bool explanationIsStill(const ExplanationPanel& panel) {
    QCoreApplication::processEvents();
    const auto* timer = panel.findChild<QTimer*>(QStringLiteral("stillTimer"));
    return timer && !timer->isActive();
}

/** The window's one `T` (null if there is none, or before it is made). */
template <class T> T* onlyPartOf(const MainWindow& w) {
    const QList<T*> found = w.findChildren<T*>();
    return found.size() == 1 ? found.front() : nullptr;
}

} // namespace testing

inline ControlPanel* controlsOf(const MainWindow& w) {
    return testing::onlyPartOf<ControlPanel>(w);
}
inline ExplanationPanel* explanationOf(const MainWindow& w) {
    return testing::onlyPartOf<ExplanationPanel>(w);
}
inline Board* boardOf(const MainWindow& w) {
    return testing::onlyPartOf<Board>(w);
}
inline PresenterStrip* presenterStripOf(const MainWindow& w) {
    return testing::onlyPartOf<PresenterStrip>(w);
}
inline LessonDock* lessonDockOf(const MainWindow& w) {
    return testing::onlyPartOf<LessonDock>(w);
}
inline CompareActions* compareActionsOf(const MainWindow& w) {
    return testing::onlyPartOf<CompareActions>(w);
}
inline ExportActions* exportActionsOf(const MainWindow& w) {
    return testing::onlyPartOf<ExportActions>(w);
}
inline SweepPlayer* sweepPlayerOf(const MainWindow& w) {
    return testing::onlyPartOf<SweepPlayer>(w);
}
/** The runs dialog, or null before File → Published runs first showed it. */
inline RunsDialog* runsDialogOf(const MainWindow& w) {
    return testing::onlyPartOf<RunsDialog>(w);
}
inline RunBanner* runBannerOf(const MainWindow& w) {
    return testing::onlyPartOf<RunBanner>(w);
}
/** Where the window saves, autosaves and recovers its document. */
inline DocumentFile* documentFileOf(const MainWindow& w) {
    return testing::onlyPartOf<DocumentFile>(w);
}
/** The mesh on the board's tab (a pane may show one of its own). */
inline MeshView* meshViewOf(const MainWindow& w) {
    return boardOf(w)->tabMesh();
}
/** The board's tabs (the board's default arrangement). */
inline QTabWidget* tabsOf(const MainWindow& w) {
    return boardOf(w)->tabs();
}
/** The figures on the board's tabs, in the tabs' order. */
inline QList<Figure*> figuresOf(const MainWindow& w) {
    QList<Figure*> figures;
    QTabWidget* tabs = tabsOf(w);
    for (int i = 0; i < tabs->count(); ++i)
        if (auto* figure = qobject_cast<Figure*>(tabs->widget(i)))
            figures << figure;
    return figures;
}

} // namespace shardscope
