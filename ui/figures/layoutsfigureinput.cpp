// The Layouts view under the mouse and the keyboard: a cell's layout in a tool tip, choosing a
// cell or a ranked row, applying it (double-click, Enter) or pinning it (its menu), the menu's
// ranking model and rows.
#include "figures/layoutcells.h"
#include "figures/layoutranking.h"
#include "figures/layoutsfigure.h"

#include <QActionGroup>
#include <QKeyEvent>
#include <QMenu>
#include <QToolTip>

#include <array>

namespace shardscope {

void LayoutsFigure::addViewActions(QMenu* menu) {
    // The chosen ranked row (a right-click on a row chooses it): apply it, or pin it as A.
    const int row = m_ranking->selected();
    if (row >= 0 && row < m_ranking->rowCount()) {
        const Scenario layout = withLayout(scenario(), m_ranking->layout(row));
        menu->addAction(tr("Apply this layout"), this, [this, layout] {
            request(ViewRequest::Kind::Edit, layout, tr("Apply layout"));
        });
        menu->addAction(tr("Pin this layout as A"), this, [this, layout] {
            request(ViewRequest::Kind::Pin, layout, tr("Pin layout as A"));
        });
        menu->addSeparator();
    }
    QAction* book = menu->addAction(tr("Rank by the book's per-layer model"));
    QAction* whole = menu->addAction(tr("Rank by the whole step (bound at peak)"));
    QAction* forecast = menu->addAction(tr("Rank by the forecast (the scenario's stack)"));
    for (QAction* a : {book, whole, forecast})
        a->setCheckable(true);
    book->setChecked(m_model == SearchModel::Book);
    whole->setChecked(m_model == SearchModel::Whole);
    forecast->setChecked(m_model == SearchModel::Forecast);
    connect(book, &QAction::triggered, this, [this] {
        m_model = SearchModel::Book;
        refresh();
    });
    connect(whole, &QAction::triggered, this, [this] {
        m_model = SearchModel::Whole;
        refresh();
    });
    connect(forecast, &QAction::triggered, this, [this] {
        m_model = SearchModel::Forecast;
        refresh();
    });
    // The rows: the book's stages, or the experts' and the sequence's ways for a MoE or long
    // sequences (docs/search.md#heatmap).
    QMenu* rows = menu->addMenu(tr("Rows"));
    auto* rowChoice = new QActionGroup(rows);
    for (LayoutRows axis : {LayoutRows::Stages, LayoutRows::Experts, LayoutRows::Context}) {
        QAction* a = rows->addAction(rowsName(axis));
        a->setCheckable(true);
        a->setChecked(this->rows() == axis);
        a->setActionGroup(rowChoice);
        // A dense model has one EP way: nothing to map.
        a->setEnabled(axis != LayoutRows::Experts || scenario().model.moe());
        connect(a, &QAction::triggered, this, [this, axis] { setRows(axis); });
    }
    // ch. 6 first asks whether FSDP alone can work with whole sequences: the dotted cells.
    QAction* sequences = menu->addAction(tr("Whole sequences only"));
    sequences->setCheckable(true);
    sequences->setChecked(m_wholeSequences);
    connect(sequences, &QAction::toggled, this, [this](bool on) {
        m_wholeSequences = on;
        refresh();
    });
    menu->addSeparator();
}

void LayoutsFigure::mouseMoveEvent(QMouseEvent* event) {
    // A cell's layout in a tool tip instead of the curves' read-out: this figure has no curves.
    const QPoint at = m_cells->cellAt(event->position());
    if (const LayoutCell* cell = cellAt(at.x(), at.y()))
        QToolTip::showText(event->globalPosition().toPoint(), cellText(*cell), this);
    else
        QToolTip::hideText();
}

void LayoutsFigure::mousePressEvent(QMouseEvent* event) {
    if (const int row = m_ranking->rect()->visible() ? m_ranking->rowAt(event->position()) : -1;
        row >= 0) {
        // A click chooses the row; applying it (double-click) or pinning it as A (its context
        // menu) is the user's next, explicit step.
        m_ranking->setSelected(row);
        m_overlay.invalidate();
        update();
        return;
    }
    const QPoint at = m_cells->cellAt(event->position());
    if (at.x() >= 0) {
        m_selected = at;
        updateMarks();
        m_overlay.invalidate();
        update();
    }
    QCustomPlot::mousePressEvent(event);
}

void LayoutsFigure::contextMenuEvent(QContextMenuEvent* event) {
    if (const int row = m_ranking->rect()->visible() ? m_ranking->rowAt(event->pos()) : -1;
        row >= 0) {
        m_ranking->setSelected(row);
        m_overlay.invalidate();
        update();
    }
    Figure::contextMenuEvent(event);
}

void LayoutsFigure::mouseDoubleClickEvent(QMouseEvent* event) {
    if (const int row = m_ranking->rect()->visible() ? m_ranking->rowAt(event->position()) : -1;
        row >= 0) {
        request(ViewRequest::Kind::Edit, withLayout(scenario(), m_ranking->layout(row)),
                tr("Apply layout"));
        return;
    }
    m_selected = m_cells->cellAt(event->position());
    applySelected();
}

void LayoutsFigure::wheelEvent(QWheelEvent* event) {
    event->ignore(); // nothing to zoom: the grid is the whole space
}

void LayoutsFigure::keyPressEvent(QKeyEvent* event) {
    QPoint step;
    switch (event->key()) {
    case Qt::Key_Left:
        step = {-1, 0};
        break;
    case Qt::Key_Right:
        step = {1, 0};
        break;
    case Qt::Key_Up:
        step = {0, -1};
        break;
    case Qt::Key_Down:
        step = {0, 1};
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (applySelected())
            return;
        break;
    default:
        Figure::keyPressEvent(event);
        return;
    }
    if (step.isNull())
        return;
    QPoint next = m_selected.x() < 0 ? position(scenario().tp, scenarioRow()) : m_selected;
    // Move to the next cell in that direction that exists (a column may skip a row).
    for (QPoint p = next + step; p.x() >= 0 && p.y() >= 0 && p.x() < int(m_search.tpWays.size()) &&
                                 p.y() < int(m_search.rows.size());
         p += step)
        if (cellAt(p.x(), p.y())) {
            next = p;
            break;
        }
    m_selected = next;
    updateMarks();
    m_overlay.invalidate();
    update();
}

bool LayoutsFigure::applySelected() {
    const LayoutCell* cell = cellAt(m_selected.x(), m_selected.y());
    if (!cell || !cell->best)
        return false;
    request(ViewRequest::Kind::Edit, withLayout(scenario(), *cell->best), tr("Apply layout"));
    return true;
}

} // namespace shardscope
