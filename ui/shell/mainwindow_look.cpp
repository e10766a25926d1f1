// The window's look: the theme and projector type on every part of the chrome, and where the
// docks go for the window's width and type size.
#include "shell/mainwindow.h"

#include "shell/lessondock.h"
#include "shell/lookmenus.h"
#include "workspace/board.h"
#include "workspace/controlpanel.h"
#include "workspace/explanationpanel.h"
#include "workspace/presenterstrip.h"
#include "workspace/runbanner.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMenuBar>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QToolBar>

#include <algorithm>

namespace shardscope {

namespace {

// The least room the controls dock keeps (see kBoardMinimum in mainwindow.cpp).
constexpr int kControlDockMinimum = 340;
// Narrower than this (a 1366-pixel laptop with large type, a 1024-pixel projector), the
// explanation stacks with the controls in one column: two docks would leave the board a strip.
constexpr int kTwoDockColumnsFrom = 1400;
// Projector type: the one column of docks holds the lesson too, whose text needs about this
// much at projector size whatever the controls need.
constexpr int kProjectorColumnMinimum = 440;

} // namespace

void MainWindow::setProjectorMode(bool on) {
    applyTheme(Theme::make(m_theme.name, on));
}

void MainWindow::setTheme(ThemeName name) {
    applyTheme(Theme::make(name, m_theme.projector));
}

QFont MainWindow::chromeFont() const {
    return m_theme.projector ? Theme::projectorFont(QApplication::font()) : QApplication::font();
}

void MainWindow::applyTheme(const Theme& theme) {
    m_theme = theme;
    const bool on = theme.projector;
    Theme::setCurrent(theme);
    QApplication::setPalette(theme.palette());
    {
        const QSignalBlocker block(m_projectorAction);
        m_projectorAction->setChecked(on);
    }
    m_lookMenus->showTheme(theme.name);
    const QFont font = chromeFont();
    m_controlScroll->setFont(font);
    // Tab names and the toolbar are chrome, read from the back row as the rest: at least 20 px.
    m_board->setTabFont(font);
    m_boardToolBar->setFont(font);
    m_runBanner->setFont(font); // one line folded, its source under the Source button
    // ... with less padding around each name, so that eight fit a 1366-pixel screen in Russian.
    m_board->tabs()->tabBar()->setStyleSheet(
        on ? QStringLiteral("QTabBar::tab { padding: 3px 6px; }") : QString());
    // Dialogs and menus are windows of their own and take no font from the main window: the
    // application's class fonts reach every one, those made later (a context menu, a message
    // box, the file dialog) too.
    for (const char* chrome : {"QDialog", "QMenu", "QMenuBar", "QToolBar", "QTabBar"})
        QApplication::setFont(font, chrome);
    // The presenter strip: the room reads its numbers from the back row.
    m_stripBar->setVisible(on);
    m_strip->setNumberPoints(m_theme.fontPoints * 1.3);
    menuBar()->setFont(font);
    for (QMenu* menu : menuBar()->findChildren<QMenu*>())
        menu->setFont(font);
    for (QDockWidget* dock :
         {m_controlDock, m_explanationDock, static_cast<QDockWidget*>(m_lessonDock)})
        dock->setFont(font); // the title bars
    m_lessonDock->setTheme(m_theme);
    m_dockColumns = 0; // arranged anew for this type size
    arrangeDocks();
    m_board->setTheme(m_theme);
    m_explanation->setTheme(m_theme);
    m_controls->update(); // the split slider's best-split mark
    // The dock is as wide as its controls need, plus the scroll bar, where the screen has the
    // room; on a narrow screen it keeps less and the controls scroll sideways.
    m_controls->adjustSize();
    m_controlsWidth = m_controls->minimumSizeHint().width() +
                      m_controlScroll->verticalScrollBar()->sizeHint().width() + 8;
    m_controlDock->setMinimumWidth(std::min(m_controlsWidth, kControlDockMinimum));
    fitControlDock();
}

// Projector type: the column of docks keeps two fifths of the window at most, the board the
// rest (its tabs need about 800 pixels in Russian). Else as wide as the controls need where
// two columns of docks have the room.
void MainWindow::fitControlDock() {
    if (m_theme.projector)
        resizeDocks({m_controlDock},
                    {std::min(std::max(m_controlsWidth, kProjectorColumnMinimum), width() * 2 / 5)},
                    Qt::Horizontal);
    else if (width() >= kTwoDockColumnsFrom)
        resizeDocks({m_controlDock}, {m_controlsWidth}, Qt::Horizontal);
}

// Projector mode or a narrow window: one column of docks, the lesson in front of the controls
// and the explanation (the presenter strip has the sliders and the key numbers): large type in
// two columns would push the board off the screen. Else the lesson beside the explanation.
void MainWindow::arrangeDocks() {
    const int columns = m_theme.projector || width() < kTwoDockColumnsFrom ? 1 : 2;
    if (columns == m_dockColumns)
        return;
    m_dockColumns = columns;
    if (columns == 1) {
        tabifyDockWidget(m_controlDock, m_explanationDock);
        tabifyDockWidget(m_controlDock, m_lessonDock);
        if (!m_theme.projector)
            m_controlDock->raise(); // a narrow window: the controls in front, as with two columns
    } else {
        addDockWidget(Qt::RightDockWidgetArea, m_explanationDock);
        tabifyDockWidget(m_explanationDock, m_lessonDock);
        m_explanationDock->raise();
    }
    if (m_lessonDock->isVisible())
        m_lessonDock->raise();
    titleDocks();
}

// Stacked in one column, three names share its tab bar (two fifths of a 1024-px projector):
// the explanation takes a word there, its sentence beside the lesson.
void MainWindow::titleDocks() {
    m_explanationDock->setWindowTitle(m_dockColumns == 1 ? tr("Explanation")
                                                         : tr("What the picture says"));
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    arrangeDocks();
    if (event->size().width() != event->oldSize().width())
        fitControlDock();
}

} // namespace shardscope
