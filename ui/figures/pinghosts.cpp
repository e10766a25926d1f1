#include "figures/pinghosts.h"

#include "figures/figure.h"

#include "common/scenariosummary.h"

namespace shardscope {

namespace {

const QString kGhostLayer = QStringLiteral("ghosts");
constexpr double kGhostBarWidth = 0.47; ///< of the current bar's width
constexpr double kGhostBarShift = 0.75; ///< right of the current bar's centre, in its widths

QColor faded(QColor colour) {
    colour.setAlphaF(0.45);
    return colour;
}

// A log axis shows positive values only; half a decade of room as fitLogY leaves.
void widenToInclude(QCPAxis* axis, const QCPRange& found) {
    QCPRange range = axis->range();
    const bool log = axis->scaleType() == QCPAxis::stLogarithmic;
    if (found.lower < range.lower)
        range.lower = log ? found.lower / 3.16 : found.lower - 0.05 * found.size();
    if (found.upper > range.upper)
        range.upper = log ? found.upper * 3.16 : found.upper + 0.05 * found.size();
    axis->setRange(range);
}

} // namespace

bool PinGhosts::setPin(EvaluationPtr pinned) {
    if (pinned == m_pin || (pinned && m_pin && pinned->scenario() == m_pin->scenario()))
        return false;
    m_pin = std::move(pinned);
    m_stale = m_pin != nullptr;
    return true;
}

QCPAbstractPlottable* PinGhosts::makeGhost(QCPAbstractPlottable* curve, int place) {
    QCPAbstractPlottable* ghost = nullptr;
    if (auto* graph = qobject_cast<QCPGraph*>(curve)) {
        auto* g = new QCPGraph(graph->keyAxis(), graph->valueAxis());
        g->setLineStyle(graph->lineStyle());
        ghost = g;
    } else if (auto* bars = qobject_cast<QCPBars*>(curve)) {
        // A's bars stand beside the current ones, narrower: behind them they would be hidden.
        auto* b = new QCPBars(bars->keyAxis(), bars->valueAxis());
        b->setWidth(bars->width() * kGhostBarWidth);
        // A's stack stands on A's bars, as the curve's stands on the current ones.
        if (auto* below = qobject_cast<QCPBars*>(m_ghosts.value(bars->barBelow())))
            b->moveAbove(below);
        ghost = b;
    } else {
        return nullptr; // blocks and other shapes have no ghost
    }
    // Named by the curve's place among the plottables: a curve id is shared (the DP curve and
    // its marker), a place is not.
    ghost->setObjectName(QStringLiteral("ghost#%1").arg(place));
    ghost->removeFromLegend();
    ghost->setSelectable(QCP::stNone);
    ghost->setLayer(kGhostLayer);
    m_ghosts.insert(curve, ghost);
    return ghost;
}

void PinGhosts::capture() {
    if (!m_stale || !m_pin)
        return;
    m_stale = false;
    Figure& f = m_figure;
    if (m_ownPlottables < 0) {
        m_ownPlottables = f.plottableCount();
        if (!f.layer(kGhostLayer))
            f.addLayer(kGhostLayer, f.layer(QStringLiteral("main")), QCustomPlot::limBelow);
        // First after the figure's own plottables: its index, and so its hidden state, is stable.
        m_entry = new QCPGraph(f.xAxis, f.yAxis);
        m_entry->setObjectName(QStringLiteral("pinEntry"));
        m_entry->setLayer(kGhostLayer);
        m_entry->setSelectable(QCP::stNone);
    }
    // The figure draws A with its own code; the current scenario is drawn over it right after.
    std::swap(f.m_evaluation, m_pin);
    f.redraw();
    std::swap(f.m_evaluation, m_pin);
    for (int i = 0; i < m_ownPlottables; ++i) {
        QCPAbstractPlottable* curve = f.plottable(i);
        QCPAbstractPlottable* ghost = m_ghosts.value(curve);
        if (!ghost)
            ghost = makeGhost(curve, i);
        if (!ghost)
            continue;
        bool hasData = false;
        if (auto* graph = qobject_cast<QCPGraph*>(curve)) {
            static_cast<QCPGraph*>(ghost)->data()->set(*graph->data());
            hasData = !graph->data()->isEmpty();
        } else if (auto* bars = qobject_cast<QCPBars*>(curve)) {
            QCPBarsDataContainer beside(*bars->data());
            for (auto it = beside.begin(); it != beside.end(); ++it)
                it->key += bars->width() * kGhostBarShift;
            static_cast<QCPBars*>(ghost)->data()->set(beside);
            hasData = !bars->data()->isEmpty();
        }
        m_shown.insert(curve, hasData && curve->visible());
    }
}

void PinGhosts::style(QCPAbstractPlottable* ghost, const QCPAbstractPlottable* curve) const {
    if (auto* g = qobject_cast<QCPGraph*>(ghost)) {
        const auto* source = static_cast<const QCPGraph*>(curve);
        QPen line = source->pen();
        line.setColor(faded(line.color()));
        line.setStyle(Qt::DashLine);
        // Round caps on every dash made the stroker trace two arcs per dash: a pinned board's
        // slider step cost three times an unpinned one.
        line.setCapStyle(Qt::FlatCap);
        g->setPen(line);
        // A marker-only graph (the operating point) keeps its shape, hollow and faded.
        QCPScatterStyle scatter = source->scatterStyle();
        if (source->lineStyle() == QCPGraph::lsNone) {
            scatter.setPen(QPen(faded(scatter.pen().color()), scatter.pen().widthF()));
            scatter.setBrush(Qt::NoBrush);
        } else {
            scatter = QCPScatterStyle(QCPScatterStyle::ssNone);
        }
        g->setScatterStyle(scatter);
    } else if (auto* b = qobject_cast<QCPBars*>(ghost)) {
        const auto* source = static_cast<const QCPBars*>(curve);
        const QColor colour = source->brush().color();
        b->setBrush(faded(colour));
        b->setPen(QPen(colour, std::max(1.0, m_figure.m_theme.lineWidth * 0.6), Qt::DashLine));
    }
}

void PinGhosts::apply() {
    const Figure& f = m_figure;
    // A figure with no curves to copy (the pipeline's blocks) still names A, with the number
    // it would have drawn.
    if (m_entry)
        showEntry(m_pin && (!m_ghosts.isEmpty() || !f.pinDetail(m_pin->results()).isEmpty()));
    const bool shown = m_pin && !(m_entry && f.curves().curveHidden(m_entry));
    for (auto it = m_ghosts.cbegin(); it != m_ghosts.cend(); ++it) {
        QCPAbstractPlottable* ghost = it.value();
        const bool visible = shown && m_shown.value(it.key()) &&
                             !f.curves().curveHidden(it.key()) &&
                             !f.curves().curveFiltered(it.key());
        ghost->setVisible(visible);
        if (!visible)
            continue;
        style(ghost, it.key());
        // A vertical marker (two points at one key) spans every value: it does not set the range.
        if (auto* g = qobject_cast<QCPGraph*>(ghost); g && g->dataCount() < 3)
            continue;
        bool found = false;
        const QCPRange range = ghost->getValueRange(
            found, ghost->valueAxis()->scaleType() == QCPAxis::stLogarithmic ? QCP::sdPositive
                                                                             : QCP::sdBoth);
        if (found)
            widenToInclude(ghost->valueAxis(), range);
    }
}

void PinGhosts::showEntry(bool pinned) {
    if (!pinned) {
        m_entry->removeFromLegend();
        return;
    }
    const Figure& f = m_figure;
    const Theme& theme = f.m_theme;
    const QString detail = f.pinDetail(m_pin->results());
    m_entry->setName(pinLabel(m_pin->scenario()) +
                     (detail.isEmpty() ? QString() : QStringLiteral(" · ") + detail));
    m_entry->setPen(QPen(faded(theme.text), theme.lineWidth, Qt::DashLine));
    if (f.legend->visible() && !f.legend->hasItemWithPlottable(m_entry))
        m_entry->addToLegend();
    if (auto* item = f.legend->itemWithPlottable(m_entry))
        item->setTextColor(f.curves().curveHidden(m_entry) ? theme.grid.darker(130) : theme.text);
}

} // namespace shardscope
