#include "shell/lessondock.h"
#include "common/viewids.h"

#include "common/appsettings.h"
#include "common/errortext.h"
#include "document/documentfile.h"
#include "document/scenariodocument.h"
#include "figures/figureregistry.h"
#include "lesson/lessonhighlight.h"
#include "lesson/lessonkeys.h"
#include "lesson/lessonlibrary.h"
#include "lesson/lessonmeshstep.h"
#include "lesson/lessonpane.h"
#include "mesh/meshview.h"
#include "scenario_io.h"
#include "shell/fileprompts.h"
#include "workspace/board.h"
#include "workspace/boardpane.h"
#include "workspace/controlpanel.h"
#include "workspace/presenterstrip.h"
#include "workspace/splitslider.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QSlider>
#include <QTabBar>
#include <QTabWidget>

namespace shardscope {

namespace {

Board::Arrangement arrangementFor(qsizetype views) {
    switch (views) {
    case 2:
        return Board::Arrangement::SideBySide;
    case 3:
        return Board::Arrangement::OnePlusTwo;
    case 4:
        return Board::Arrangement::Grid;
    default:
        return Board::Arrangement::Tabs;
    }
}

} // namespace

LessonDock::LessonDock(const Window& window, QWidget* parent)
    : QDockWidget(parent), m_window(window) {
    setObjectName(QStringLiteral("lesson"));
    m_pane = new LessonPane(window.document);
    setWidget(m_pane);
    m_highlight = new LessonHighlight(parent);
    m_keys = new LessonKeys(parent);
    connect(m_keys, &LessonKeys::next, m_pane, &LessonPane::next);
    connect(m_keys, &LessonKeys::previous, m_pane, &LessonPane::previous);
    connect(m_pane, &LessonPane::stepEntering, this,
            [this](int index) { showViews(m_pane->lesson().steps[size_t(index)]); });
    connect(m_pane, &LessonPane::stepEntered, this, &LessonDock::enterStep);
    // Closing the dock (its × or the menu) leaves the lesson; the scenario stays.
    connect(toggleViewAction(), &QAction::toggled, this, [this](bool shown) {
        if (!shown)
            closeLesson();
    });

    m_menu = new QMenu(parent);
    m_menu->setObjectName(QStringLiteral("lessonsMenu"));
    for (const QString& id : builtInLessonIds()) {
        QAction* a = m_menu->addAction(QString());
        a->setData(id);
        connect(a, &QAction::triggered, this, [this, id] { openLesson(id); });
        m_builtIn.push_back(a);
    }
    m_menu->addSeparator();
    m_openAction = m_menu->addAction(QString());
    connect(m_openAction, &QAction::triggered, this, &LessonDock::openFile);
    m_closeAction = m_menu->addAction(QString());
    connect(m_closeAction, &QAction::triggered, this, &LessonDock::closeLesson);
    m_closeAction->setEnabled(false);
    retranslate();
    hide();
}

bool LessonDock::openLesson(const QString& idOrPath) {
    Lesson lesson;
    try {
        lesson = loadLesson(idOrPath);
    } catch (const InputError& e) {
        emit failed(tr("Cannot open the lesson"), idOrPath + QStringLiteral(": ") + errorText(e));
        return false;
    }
    if (lesson.steps.empty()) {
        emit failed(tr("Cannot open the lesson"), tr("%1: the lesson has no steps").arg(idOrPath));
        return false;
    }
    if (!m_window.prompts->maybeSave())
        return false;
    show();
    raise();
    m_keys->setEnabled(true);
    m_closeAction->setEnabled(true);
    // The lesson opened last time goes on where it was left.
    const bool again = settings::lastLesson.value() == idOrPath;
    m_current = idOrPath;
    m_pane->setLesson(lesson, again ? settings::lastLessonStep.value() : 0);
    m_window.file->setUntitled(); // the lesson's scenario comes from no file
    emit opened(
        [title = lesson.title] { return QString::fromStdString(title.in(lessonLanguage())); });
    return true;
}

void LessonDock::closeLesson() {
    m_keys->setEnabled(false);
    m_highlight->pulse(nullptr);
    m_window.board->setCurveFilter({}); // every curve again; the user's legend clicks stay
    m_closeAction->setEnabled(false);
    m_pane->clear();
    if (isVisible())
        hide();
}

void LessonDock::openFile() {
    const QString fileName = QFileDialog::getOpenFileName(
        this, tr("Open lesson"), settings::lastDir.value(), tr("Lessons (*.json);;All files (*)"));
    if (fileName.isEmpty())
        return;
    settings::lastDir.setValue(QFileInfo(fileName).absolutePath());
    openLesson(fileName);
}

void LessonDock::enterStep(int index) {
    settings::lastLesson.setValue(m_current);
    settings::lastLessonStep.setValue(index);
    const LessonStep& step = m_pane->lesson().steps[size_t(index)];
    QRect area;
    QWidget* target = highlightTarget(QString::fromStdString(step.highlight), &area);
    m_highlight->pulse(target, area);
    showMeshStep(step);
}

// The step's scenario is current: every mesh on show goes to the schedule step it names.
void LessonDock::showMeshStep(const LessonStep& step) {
    if (step.meshStep.empty())
        return;
    Board* board = m_window.board;
    if (board->tabMesh()->isVisible())
        showLessonMeshStep(*board->tabMesh(), step.meshStep);
    for (BoardPane* pane : board->visiblePanes())
        if (MeshView* mesh = pane->mesh())
            showLessonMeshStep(*mesh, step.meshStep);
}

// One view: the tab that shows it; two to four: the board's panes in that order.
// The step's curves too, before its views are shown: they draw once, already filtered.
void LessonDock::showViews(const LessonStep& step) {
    m_window.board->setCurveFilter(lessonStepCurves(step));
    if (step.views.empty())
        return;
    QStringList ids;
    for (const std::string& v : step.views)
        ids << QString::fromStdString(v);
    Board* board = m_window.board;
    if (ids.size() == 1) {
        const int tab = ids[0] == viewid::mesh ? board->tabs()->count() - 1
                                               : int(figures::ids().indexOf(ids[0]));
        board->setArrangement(Board::Arrangement::Tabs);
        if (tab >= 0)
            board->tabs()->setCurrentIndex(tab);
        return;
    }
    board->setPaneViews(ids);
    board->setArrangement(arrangementFor(ids.size()));
}

QWidget* LessonDock::highlightTarget(const QString& name, QRect* area) const {
    if (name.isEmpty())
        return nullptr;
    if (ControlPanel::controlIds().contains(name)) {
        QWidget* widget = m_window.controls->control(name);
        // A dock behind another's tab stays "visible", moved out of the window: what counts is
        // whether any of the control is on screen.
        if (!widget || (widget->isVisible() && !widget->visibleRegion().isEmpty()))
            return widget;
        // Controls hidden behind the lesson (projector mode): the strip's own slider, if any,
        // else the tab that brings them up. The lesson stays on screen either way.
        if (m_window.strip->isVisible()) {
            if (name == QLatin1String("split"))
                return m_window.strip->splitSlider();
            if (name == QLatin1String("batch"))
                return m_window.strip->batchSlider();
        }
        if (const auto [bar, tab] = dockTabShowing(widget); bar) {
            if (area)
                *area = bar->tabRect(tab);
            return bar;
        }
        return widget;
    }
    const QStringList views = viewsShowing(name);
    Board* board = m_window.board;
    for (BoardPane* pane : board->visiblePanes())
        if (views.contains(pane->viewId()))
            return pane;
    if (board->arrangement() == Board::Arrangement::Tabs)
        return board->tabs()->currentWidget();
    return board;
}

std::pair<QTabBar*, int> LessonDock::dockTabShowing(QWidget* widget) const {
    for (QWidget* w = widget; w; w = w->parentWidget())
        if (auto* dock = qobject_cast<QDockWidget*>(w)) {
            // The window's tab bars of tabbed docks keep each tab's dock as its data (Qt's
            // QDockAreaLayout: the widget's address), whatever the tab's translated title.
            for (QTabBar* bar : parentWidget()->findChildren<QTabBar*>(Qt::FindDirectChildrenOnly))
                for (int i = 0; bar->isVisible() && i < bar->count(); ++i)
                    if (bar->tabData(i).value<quintptr>() == quintptr(dock))
                        return {bar, i};
            break;
        }
    return {nullptr, -1};
}

void LessonDock::setTheme(const Theme& theme) {
    m_pane->setTheme(theme);
    // A menu is a window of its own: it takes no font from the menu bar.
    m_menu->setFont(theme.projector ? Theme::projectorFont(QApplication::font())
                                    : QApplication::font());
}

void LessonDock::retranslate() {
    setWindowTitle(tr("Lesson"));
    m_menu->setTitle(tr("&Lessons"));
    for (QAction* a : m_builtIn)
        a->setText(builtInLessonTitle(a->data().toString()));
    m_openAction->setText(tr("&Open lesson file…"));
    m_closeAction->setText(tr("&Close the lesson"));
}

void LessonDock::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

} // namespace shardscope
