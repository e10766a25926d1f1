#include "workspace/boardpane.h"
#include "common/viewids.h"

#include "export/exporter.h"
#include "figures/figure.h"
#include "figures/figureregistry.h"
#include "mesh/meshview.h"

#include <QActionGroup>
#include <QApplication>
#include <QEvent>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>

namespace shardscope {

BoardPane::BoardPane(QWidget* parent) : QFrame(parent) {
    setFrameShape(QFrame::StyledPanel);
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(2, 2, 2, 2);
    m_layout->setSpacing(2);
    m_button = new QToolButton(this);
    m_button->setObjectName(QStringLiteral("paneMenu"));
    m_button->setPopupMode(QToolButton::InstantPopup);
    m_button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_button->setAutoRaise(true);
    m_menu = new QMenu(this);
    m_button->setMenu(m_menu);
    m_group = new QActionGroup(this);
    m_layout->addWidget(m_button, 0, Qt::AlignLeft);
    buildMenu();
}

void BoardPane::buildMenu() {
    QStringList ids = figures::ids();
    ids << viewid::mesh;
    for (const QString& id : ids) {
        QAction* a = m_menu->addAction(QString());
        a->setData(id);
        a->setCheckable(true);
        m_group->addAction(a);
        connect(a, &QAction::triggered, this, [this, id] {
            setView(id);
            emit viewPicked(id);
        });
    }
    m_menu->addSeparator();
    m_exportAction = m_menu->addAction(QString(), this, [this] {
        emit requested({ViewRequest::Kind::ExportView, viewId(), this, {}, {}});
    });
    retranslate();
}

void BoardPane::retranslate() {
    for (QAction* a : m_group->actions()) {
        const QString id = a->data().toString();
        a->setText(id == viewid::mesh ? tr("Mesh") : figures::shortTitle(id));
        a->setChecked(id == m_viewId);
        if (a->isChecked())
            m_button->setText(a->text() + QStringLiteral(" ▾"));
    }
    m_button->setToolTip(tr("Pick the view of this pane, or export it"));
    m_exportAction->setText(tr("Export as PNG…"));
}

Figure* BoardPane::figure() const {
    return qobject_cast<Figure*>(m_view);
}

MeshView* BoardPane::mesh() const {
    return qobject_cast<MeshView*>(m_view);
}

void BoardPane::setView(const QString& id) {
    if (id == m_viewId && m_view)
        return;
    QWidget* next = m_views.value(id);
    if (!next) {
        next = createView(id);
        if (!next)
            return;
        m_views.insert(id, next);
        if (auto* f = qobject_cast<Figure*>(next)) {
            f->setCurveFilter(m_curveFilter);
            f->setAnswerMask(m_answerMask);
            connect(f, &Figure::requested, this, &BoardPane::requested);
        } else if (auto* m = qobject_cast<MeshView*>(next)) {
            m->setAnswerMask(m_answerMask);
        }
        m_layout->addWidget(next, 1); // shown by the layout later, after it has its data
    }
    // A view once built stays, hidden: a lesson that goes back and forth between views
    // rebuilt a figure (its axes, fonts and a first layout) on every step.
    if (m_view)
        m_view->hide();
    m_view = next;
    m_viewId = id;
    push();
    setTheme(m_theme);
    retranslate();
    if (isVisible())
        m_view->show();
}

QWidget* BoardPane::createView(const QString& id) {
    if (id == viewid::mesh)
        return new MeshView;
    std::unique_ptr<Figure> f = figures::create(id);
    if (!f)
        return nullptr;
    // Four panes beside both docks on a 1366-pixel screen: a pane gives way before the
    // window outgrows the screen; the figure shortens its texts to the room it gets.
    f->setMinimumSize(160, 140);
    return f.release();
}

void BoardPane::setEvaluation(const EvaluationPtr& evaluation) {
    m_evaluation = evaluation;
    m_dirty = true;
    // Hidden panes cost a drag nothing: they draw the newest data when shown.
    if (isVisible())
        push();
}

void BoardPane::setPinned(const EvaluationPtr& pinned) {
    m_pinned = pinned;
    m_dirty = true;
    if (isVisible())
        push();
}

void BoardPane::push() {
    if (!m_evaluation || !m_view)
        return;
    m_dirty = false;
    // The same pin again costs the view nothing: it is handed over with every step.
    if (Figure* f = figure()) {
        f->setPinned(m_pinned);
        f->setEvaluation(m_evaluation);
    } else if (MeshView* m = mesh()) {
        m->setPinned(m_pinned);
        m->setEvaluation(m_evaluation);
    }
}

void BoardPane::setTheme(const Theme& theme) {
    m_theme = theme;
    QFont chrome = font();
    chrome.setPointSizeF(theme.projector
                             ? std::max(theme.fontPoints * 0.8, Theme::projectorMinPoints())
                             : theme.fontPoints * 0.9);
    m_button->setFont(chrome);
    // A menu is a window of its own: it takes no font from the pane.
    m_menu->setFont(theme.projector ? Theme::projectorFont(QApplication::font())
                                    : QApplication::font());
    if (Figure* f = figure())
        f->setTheme(theme);
    else if (MeshView* m = mesh()) {
        m->setProjectorMode(theme.projector);
        m->setTheme(theme);
    }
}

void BoardPane::setAnswerMask(const AnswerMask& mask) {
    m_answerMask = mask;
    for (QWidget* view : std::as_const(m_views))
        if (auto* f = qobject_cast<Figure*>(view))
            f->setAnswerMask(mask);
        else if (auto* m = qobject_cast<MeshView*>(view))
            m->setAnswerMask(mask);
}

void BoardPane::setCurveFilter(const QStringList& ids) {
    m_curveFilter = ids;
    for (QWidget* view : std::as_const(m_views))
        if (auto* f = qobject_cast<Figure*>(view))
            f->setCurveFilter(ids); // a hidden figure draws it when shown
}

QString BoardPane::exportTo(const QString& dir) const {
    ExportOptions options;
    options.theme = m_theme;
    const Evaluation none(Scenario{}, Results{}); // before the first data, as a figure draws
    const Evaluation& e = m_evaluation ? *m_evaluation : none;
    return exportFigures(e.scenario(), e.results(), {m_viewId}, dir, options, nullptr);
}

void BoardPane::showEvent(QShowEvent* event) {
    QFrame::showEvent(event);
    if (m_dirty)
        push();
}

void BoardPane::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

} // namespace shardscope
