#include "workspace/board.h"
#include "common/viewids.h"

#include "common/appsettings.h"
#include "figures/figure.h"
#include "figures/figureregistry.h"
#include "mesh/meshview.h"
#include "workspace/boardpane.h"

#include <QAction>
#include <QActionGroup>
#include <QEvent>
#include <QMenu>
#include <QSplitter>
#include <QStackedLayout>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>

namespace shardscope {

namespace {

constexpr int kMaxPanes = 4;

struct ArrangementInfo {
    Board::Arrangement arrangement;
    const char* key; ///< in the settings
    const char* name;
    QKeySequence shortcut;
};

const ArrangementInfo kArrangements[] = {
    {Board::Arrangement::Tabs, "tabs", QT_TRANSLATE_NOOP("shardscope::Board", "&One view (tabs)"),
     Qt::CTRL | Qt::Key_1},
    {Board::Arrangement::SideBySide, "side-by-side",
     QT_TRANSLATE_NOOP("shardscope::Board", "&Two side by side"), Qt::CTRL | Qt::Key_2},
    {Board::Arrangement::OnePlusTwo, "one-plus-two",
     QT_TRANSLATE_NOOP("shardscope::Board", "One &large, two small"), Qt::CTRL | Qt::Key_3},
    {Board::Arrangement::Grid, "grid",
     QT_TRANSLATE_NOOP("shardscope::Board", "&Four in a grid (2 × 2)"), Qt::CTRL | Qt::Key_4},
};

struct PresetInfo {
    Board::Preset preset;
    const char* name;
    QKeySequence shortcut;
};

const PresetInfo kPresets[] = {
    {Board::Preset::SliderAndMesh,
     QT_TRANSLATE_NOOP("shardscope::Board", "Preset: slider and &mesh"), Qt::CTRL | Qt::Key_M},
    {Board::Preset::AllFigures, QT_TRANSLATE_NOOP("shardscope::Board", "Preset: &all figures"),
     Qt::CTRL | Qt::Key_G},
    {Board::Preset::OneFigure, QT_TRANSLATE_NOOP("shardscope::Board", "Preset: one &figure"),
     Qt::CTRL | Qt::Key_T},
};

// What the panes show before the user picks: the book's figure next to the mesh, then the others.
QStringList defaultViews() {
    return {viewid::computeVsComms, viewid::mesh, viewid::ratio, viewid::splitSweep};
}

QStringList allFigureViews() {
    return {viewid::computeVsComms, viewid::ratio, viewid::splitSweep, viewid::memory};
}

bool knownView(const QString& id) {
    return id == viewid::mesh || figures::ids().contains(id);
}

} // namespace

Board::Board(QWidget* parent) : QWidget(parent) {
    m_stack = new QStackedLayout(this);
    createTabs();
    m_panesPage = new QWidget;
    m_panesPage->setObjectName(QStringLiteral("boardPanes"));
    m_stack->addWidget(m_panesPage);
    const QStringList views = defaultViews();
    for (int i = 0; i < kMaxPanes; ++i) {
        auto* pane = new BoardPane(m_panesPage);
        pane->setObjectName(QStringLiteral("pane%1").arg(i));
        pane->hide();
        pane->setView(views[i]);
        connect(pane, &BoardPane::requested, this, &Board::requested);
        m_panes.push_back(pane);
    }
    createActions();
    retranslate();
}

void Board::createTabs() {
    m_tabs = new QTabWidget;
    m_tabs->setDocumentMode(true);
    for (const QString& id : figures::ids()) {
        Figure* figure = figures::create(id).release();
        figure->setParent(m_tabs);
        connect(figure, &Figure::requested, this, &Board::requested);
        m_tabFigures.push_back(figure);
        m_tabs->addTab(figure, QString());
    }
    m_tabMesh = new MeshView(m_tabs);
    m_tabs->addTab(m_tabMesh, QString());
    // The mesh re-lays only while it is shown: a hidden tab costs a drag nothing.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_evaluation && m_tabs->currentWidget() == m_tabMesh)
            m_tabMesh->setEvaluation(m_evaluation);
        fitTabs(); // a view picked from "+N" (or by a lesson) takes a place on the bar
    });
    m_moreTabs = new QToolButton(m_tabs);
    m_moreTabs->setObjectName(QStringLiteral("moreTabs"));
    m_moreTabs->setPopupMode(QToolButton::InstantPopup);
    m_moreTabs->setAutoRaise(true);
    auto* menu = new QMenu(m_moreTabs);
    m_moreTabs->setMenu(menu);
    connect(menu, &QMenu::aboutToShow, this, [this, menu] {
        menu->clear();
        for (int i = 0; i < m_tabs->count(); ++i)
            if (!m_tabs->isTabVisible(i))
                menu->addAction(m_tabs->tabText(i), this,
                                [this, i] { m_tabs->setCurrentIndex(i); });
    });
    m_moreTabs->hide(); // the corner's until the bar needs it
    m_tabs->installEventFilter(this);
    m_tabs->tabBar()->installEventFilter(this); // its type and padding change with the look
    m_stack->addWidget(m_tabs);
}

void Board::createActions() {
    auto* group = new QActionGroup(this);
    for (const ArrangementInfo& info : kArrangements) {
        auto* a = new QAction(this);
        a->setCheckable(true);
        a->setShortcut(info.shortcut);
        a->setData(QLatin1String(info.key));
        group->addAction(a);
        const Arrangement arrangement = info.arrangement;
        connect(a, &QAction::triggered, this, [this, arrangement] { setArrangement(arrangement); });
        m_arrangementActions.push_back(a);
    }
    for (const PresetInfo& info : kPresets) {
        auto* a = new QAction(this);
        a->setShortcut(info.shortcut);
        const Preset preset = info.preset;
        connect(a, &QAction::triggered, this, [this, preset] { applyPreset(preset); });
        m_presetActions.push_back(a);
    }
    m_arrangementActions.first()->setChecked(true);
}

void Board::retranslate() {
    for (int i = 0; i < m_tabFigures.size(); ++i) {
        m_tabs->setTabText(i, figures::shortTitle(m_tabFigures[i]->id()));
        m_tabs->setTabToolTip(i, m_tabFigures[i]->title());
    }
    const int mesh = m_tabs->indexOf(m_tabMesh);
    m_tabs->setTabText(mesh, tr("Mesh"));
    m_tabs->setTabToolTip(mesh,
                          tr("Which chip holds which shard, and how the collectives move them"));
    for (int i = 0; i < m_arrangementActions.size(); ++i)
        m_arrangementActions[i]->setText(tr(kArrangements[i].name));
    for (int i = 0; i < m_presetActions.size(); ++i)
        m_presetActions[i]->setText(tr(kPresets[i].name));
    fitTabs();
}

bool Board::eventFilter(QObject* watched, QEvent* event) {
    const bool bar = watched == m_tabs->tabBar() &&
                     (event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange);
    const bool tabs = watched == m_tabs && (event->type() == QEvent::Resize ||
                                            event->type() == QEvent::Show); // measured when shown
    if (bar && !m_fitQueued) { // after the bar has taken its new type or style in
        m_fitQueued = true;
        QMetaObject::invokeMethod(
            this,
            [this] {
                m_fitQueued = false;
                fitTabs();
            },
            Qt::QueuedConnection);
    } else if (tabs) {
        fitTabs();
    }
    return QWidget::eventFilter(watched, event);
}

// A 1024-px projector has no room for nine names at the room's type: rather than a bar that
// scrolls with names cut at its edge, the last figures give way (the mesh last of all), and
// "+N" says how many and lists them.
void Board::fitTabs() {
    QTabBar* bar = m_tabs->tabBar();
    const int count = m_tabs->count();
    // The bar's own visibility, not QTabWidget's: that one moves the current tab when it shows a
    // tab while the current one is hidden (as it is for a moment when a hidden view is picked).
    // Only where it changes: Qt 6.4 clears the bar's pending relayout on a call that changes
    // nothing, and a new font or name would then keep the old tab sizes.
    for (int i = 0; i < count; ++i)
        if (!bar->isTabVisible(i))
            bar->setTabVisible(i, true);
    // QTabWidget keeps a corner widget's room even while it is hidden: it is set only when shown.
    auto cornerShown = [this](bool shown) {
        if (shown == (m_tabs->cornerWidget(Qt::TopRightCorner) != nullptr))
            return;
        m_tabs->setCornerWidget(shown ? m_moreTabs : nullptr, Qt::TopRightCorner);
        m_moreTabs->setVisible(shown);
    };
    if (bar->sizeHint().width() <= m_tabs->width()) {
        cornerShown(false);
        return;
    }
    m_moreTabs->setText(QStringLiteral("+%1").arg(count));
    const int room = m_tabs->width() - m_moreTabs->sizeHint().width();
    QList<int> order; // figures from the last, then the mesh
    for (int i = int(m_tabFigures.size()) - 1; i >= 0; --i)
        order << m_tabs->indexOf(m_tabFigures[i]);
    order << m_tabs->indexOf(m_tabMesh);
    QStringList hidden;
    for (int i : order) {
        if (bar->sizeHint().width() <= room)
            break;
        if (i == m_tabs->currentIndex())
            continue;
        bar->setTabVisible(i, false);
        hidden.prepend(m_tabs->tabText(i));
    }
    m_moreTabs->setText(QStringLiteral("+%1").arg(hidden.size()));
    m_moreTabs->setToolTip(
        tr("%n more view(s) the bar has no room for: %1", nullptr, int(hidden.size()))
            .arg(hidden.join(QStringLiteral(", "))));
    cornerShown(true);
}

void Board::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

int Board::paneCount(Arrangement arrangement) {
    switch (arrangement) {
    case Arrangement::Tabs:
        return 0;
    case Arrangement::SideBySide:
        return 2;
    case Arrangement::OnePlusTwo:
        return 3;
    case Arrangement::Grid:
        return 4;
    }
    return 0;
}

void Board::setArrangement(Arrangement arrangement) {
    m_arrangement = arrangement;
    for (int i = 0; i < m_arrangementActions.size(); ++i)
        m_arrangementActions[i]->setChecked(kArrangements[i].arrangement == arrangement);
    // The hidden page asks for no room: the tabs' mesh toolbar must not keep four panes
    // (or the panes the tabs) from a 1366-pixel screen.
    const bool tabs = arrangement == Arrangement::Tabs;
    m_tabs->setSizePolicy(tabs ? QSizePolicy::Preferred : QSizePolicy::Ignored,
                          tabs ? QSizePolicy::Preferred : QSizePolicy::Ignored);
    m_panesPage->setSizePolicy(tabs ? QSizePolicy::Ignored : QSizePolicy::Preferred,
                               tabs ? QSizePolicy::Ignored : QSizePolicy::Preferred);
    if (tabs) {
        m_stack->setCurrentWidget(m_tabs);
        if (m_evaluation && m_tabs->currentWidget() == m_tabMesh)
            m_tabMesh->setEvaluation(m_evaluation);
        return;
    }
    rebuildSplitters();
    m_stack->setCurrentWidget(m_panesPage);
}

// Two side by side | one large left, two stacked right | two rows of two; equal sizes.
void Board::rebuildSplitters() {
    for (BoardPane* pane : m_panes) {
        pane->hide();
        pane->setParent(m_panesPage);
    }
    delete m_root;
    const int count = paneCount(m_arrangement);
    m_root = new QSplitter(m_arrangement == Arrangement::Grid ? Qt::Vertical : Qt::Horizontal,
                           m_panesPage);
    m_root->setChildrenCollapsible(false);
    auto inner = [](Qt::Orientation o) {
        auto* s = new QSplitter(o);
        s->setChildrenCollapsible(false);
        return s;
    };
    if (m_arrangement == Arrangement::SideBySide) {
        m_root->addWidget(m_panes[0]);
        m_root->addWidget(m_panes[1]);
    } else if (m_arrangement == Arrangement::OnePlusTwo) {
        QSplitter* right = inner(Qt::Vertical);
        right->addWidget(m_panes[1]);
        right->addWidget(m_panes[2]);
        m_root->addWidget(m_panes[0]);
        m_root->addWidget(right);
        right->setSizes({1000, 1000});
    } else {
        for (int row = 0; row < 2; ++row) {
            QSplitter* s = inner(Qt::Horizontal);
            s->addWidget(m_panes[2 * row]);
            s->addWidget(m_panes[2 * row + 1]);
            s->setSizes({1000, 1000});
            m_root->addWidget(s);
        }
    }
    m_root->setSizes({1000, 1000});
    for (int i = 0; i < count; ++i)
        m_panes[i]->show();
    if (!m_panesPage->layout()) {
        auto* layout = new QStackedLayout(m_panesPage);
        layout->setContentsMargins(0, 0, 0, 0);
    }
    m_panesPage->layout()->addWidget(m_root);
}

void Board::applyPreset(Preset preset) {
    switch (preset) {
    case Preset::SliderAndMesh:
        setPaneViews({viewid::computeVsComms, viewid::mesh});
        setArrangement(Arrangement::SideBySide);
        break;
    case Preset::AllFigures:
        setPaneViews(allFigureViews());
        setArrangement(Arrangement::Grid);
        break;
    case Preset::OneFigure:
        setArrangement(Arrangement::Tabs);
        break;
    }
}

QStringList Board::paneViews() const {
    QStringList ids;
    for (BoardPane* pane : m_panes)
        ids << pane->viewId();
    return ids;
}

void Board::setPaneViews(const QStringList& ids) {
    for (int i = 0; i < ids.size() && i < m_panes.size(); ++i)
        if (knownView(ids[i]))
            m_panes[i]->setView(ids[i]);
}

QStringList Board::shownViews() const {
    if (m_arrangement != Arrangement::Tabs)
        return paneViews().mid(0, paneCount(m_arrangement));
    if (auto* figure = qobject_cast<Figure*>(m_tabs->currentWidget()))
        return {figure->id()};
    return {viewid::mesh};
}

QList<BoardPane*> Board::visiblePanes() const {
    return m_panes.mid(0, paneCount(m_arrangement));
}

void Board::setEvaluation(const EvaluationPtr& evaluation) {
    m_evaluation = evaluation;
    for (Figure* f : m_tabFigures)
        f->setEvaluation(evaluation);         // draws only if shown
    if (m_tabs->currentWidget() == m_tabMesh) // the shown tab, or the one a window opens on
        m_tabMesh->setEvaluation(evaluation);
    for (BoardPane* pane : m_panes)
        pane->setEvaluation(evaluation);
}

void Board::setPinned(const EvaluationPtr& pinned) {
    for (Figure* f : m_tabFigures)
        f->setPinned(pinned);
    m_tabMesh->setPinned(pinned);
    for (BoardPane* pane : m_panes)
        pane->setPinned(pinned);
}

void Board::setCurveFilter(const QStringList& ids) {
    for (Figure* f : m_tabFigures)
        f->setCurveFilter(ids);
    for (BoardPane* pane : m_panes)
        pane->setCurveFilter(ids);
}

void Board::setAnswerMask(const AnswerMask& mask) {
    for (Figure* f : m_tabFigures)
        f->setAnswerMask(mask);
    m_tabMesh->setAnswerMask(mask);
    for (BoardPane* pane : m_panes)
        pane->setAnswerMask(mask);
}

void Board::setTheme(const Theme& theme) {
    for (Figure* f : m_tabFigures)
        f->setTheme(theme);
    m_tabMesh->setProjectorMode(theme.projector);
    m_tabMesh->setTheme(theme);
    for (BoardPane* pane : m_panes)
        pane->setTheme(theme);
}

void Board::setTabFont(const QFont& font) {
    m_tabs->tabBar()->setFont(font);
    m_moreTabs->setFont(font);
    m_moreTabs->menu()->setFont(font);
}

void Board::readSettings() {
    setPaneViews(settings::boardViews.value());
    const QString key = settings::boardArrangement.value();
    for (const ArrangementInfo& info : kArrangements)
        if (key == QLatin1String(info.key))
            setArrangement(info.arrangement);
}

void Board::writeSettings() const {
    settings::boardViews.setValue(paneViews());
    for (const ArrangementInfo& info : kArrangements)
        if (info.arrangement == m_arrangement)
            settings::boardArrangement.setValue(QLatin1String(info.key));
}

} // namespace shardscope
