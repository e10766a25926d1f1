// The user's hands on a figure: legend clicks hide curves, the hover read-out,
// zoom and pan with the axes' reset; and a lesson step's filter of the curves shown.
#include "figures/figure.h"

#include "common/settingskeys.h"
#include "figures/plotlabels.h"

#include <QSettings>

namespace shardscope {

namespace {

// The axis's own tick label for a value ("1.05 M", "3.2 ms"), or a plain number.
QString axisLabel(QCPAxis* axis, double v) {
    if (auto* log = dynamic_cast<LabelledLogTicker*>(axis->ticker().data()))
        return log->label(v);
    if (auto* lin = dynamic_cast<LabelledTicker*>(axis->ticker().data()))
        return lin->label(v);
    return QLocale().toString(v, 'g', 3);
}

// The graph's value at `key`: the nearest point's (a sweep has ~100 points per decade-pair).
std::optional<double> valueAt(QCPGraph* graph, double key) {
    const auto data = graph->data();
    if (data->isEmpty())
        return std::nullopt;
    auto it = data->findBegin(key, false);
    auto next = it + 1;
    if (next != data->constEnd() && std::fabs(next->key - key) < std::fabs(it->key - key))
        it = next;
    if (!std::isfinite(it->value))
        return std::nullopt;
    return it->value;
}

int indexOf(const QCustomPlot* constPlot, const QCPAbstractPlottable* curve) {
    auto* plot = const_cast<QCustomPlot*>(constPlot); // plottable(i) is not const in QCustomPlot
    for (int i = 0; i < plot->plottableCount(); ++i)
        if (plot->plottable(i) == curve)
            return i;
    return -1;
}

} // namespace

void Figure::loadHiddenCurves() {
    if (m_hiddenLoaded)
        return;
    m_hiddenLoaded = true;
    for (const QString& key : QSettings().value(settings::hiddenCurves(id())).toStringList())
        m_hiddenCurves.insert(key);
}

void Figure::setCurveHidden(QCPAbstractPlottable* curve, bool hidden) {
    loadHiddenCurves();
    if (indexOf(this, curve) < 0)
        return;
    if (hidden)
        m_hiddenCurves.insert(curveKey(curve));
    else
        m_hiddenCurves.remove(curveKey(curve));
    QStringList keys(m_hiddenCurves.cbegin(), m_hiddenCurves.cend());
    keys.sort();
    QSettings().setValue(settings::hiddenCurves(id()), keys);
    refresh();
}

bool Figure::curveHidden(const QCPAbstractPlottable* curve) const {
    return m_hiddenCurves.contains(curveKey(curve));
}

// Only curves with a legend entry: a hidden one keeps its entry, greyed, to be clicked back.
void Figure::applyHiddenCurves() {
    for (int i = 0; i < legend->itemCount(); ++i) {
        auto* entry = qobject_cast<QCPPlottableLegendItem*>(legend->item(i));
        if (!entry)
            continue;
        const bool hidden = curveHidden(entry->plottable());
        entry->plottable()->setVisible(!hidden);
        entry->setTextColor(hidden ? m_theme.grid.darker(130) : m_theme.text);
    }
}

namespace {
const char* const kCurveId = "curveId";
const char* const kCurveKey = "curveKey";
} // namespace

void Figure::setCurveId(QCPAbstractPlottable* curve, const char* id) {
    curve->setProperty(kCurveId, QString::fromLatin1(id));
}

void Figure::setCurveKey(QCPAbstractPlottable* curve, const QString& key) {
    curve->setProperty(kCurveKey, key);
}

QString Figure::curveKey(const QCPAbstractPlottable* curve) const {
    if (const QString key = curve->property(kCurveKey).toString(); !key.isEmpty())
        return key;
    if (const QString id = curveId(curve); !id.isEmpty())
        return id;
    return QStringLiteral("#%1").arg(indexOf(this, curve));
}

QString Figure::curveId(const QCPAbstractPlottable* curve) {
    return curve->property(kCurveId).toString();
}

void Figure::setAnswerMask(const AnswerMask& mask) {
    if (mask == m_answerMask)
        return;
    m_answerMask = mask;
    if (!readoutText().isEmpty()) // the read-out open under the mouse follows the mask now
        showReadout(m_readoutPos);
    drawSoon();
}

void Figure::setCurveFilter(const QStringList& ids) {
    if (ids == m_curveFilter)
        return;
    m_curveFilter = ids;
    drawSoon();
}

void Figure::drawSoon() {
    m_dirty = true;
    // A lesson step sets the filter, then its scenario, which draws anyway: one draw, not two.
    if (isVisible())
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (m_dirty && isVisible())
                    draw();
            },
            Qt::QueuedConnection);
}

bool Figure::filterNamesACurve() const {
    auto* plot = const_cast<Figure*>(this); // plottable(i) is not const in QCustomPlot
    for (int i = 0; i < plot->plottableCount(); ++i)
        if (m_curveFilter.contains(curveId(plot->plottable(i))))
            return true;
    return false;
}

bool Figure::curveFiltered(const QCPAbstractPlottable* curve) const {
    const QString id = curveId(curve);
    return !m_curveFilter.isEmpty() && !id.isEmpty() && !m_curveFilter.contains(id) &&
           filterNamesACurve();
}

bool Figure::curveIdShown(const char* id) const {
    return m_curveFilter.isEmpty() || m_curveFilter.contains(QLatin1String(id)) ||
           !filterNamesACurve();
}

// After redraw(): a curve the step does not name leaves the plot and the legend.
void Figure::applyCurveFilter() {
    if (m_curveFilter.isEmpty() || !filterNamesACurve())
        return;
    m_legendOrder.clear();
    for (int i = 0; i < legend->itemCount(); ++i)
        if (auto* entry = qobject_cast<QCPPlottableLegendItem*>(legend->item(i)))
            m_legendOrder << entry->plottable();
    for (int i = 0; i < plottableCount(); ++i) {
        QCPAbstractPlottable* curve = plottable(i);
        if (!curveFiltered(curve))
            continue;
        curve->setVisible(false);
        if (curve->removeFromLegend())
            m_filteredOut << curve;
    }
}

// Before redraw(): the curves come back, their legend entries in their old places, so that the
// figure's own code and the user's legend clicks decide again as if no filter had been.
void Figure::unfilterCurves() {
    if (m_filteredOut.isEmpty())
        return;
    for (QCPAbstractPlottable* curve : std::as_const(m_filteredOut)) {
        curve->setVisible(true);
        curve->addToLegend();
    }
    m_filteredOut.clear();
    QList<QCPAbstractLegendItem*> entries;
    for (QCPAbstractPlottable* curve : std::as_const(m_legendOrder))
        if (QCPAbstractLegendItem* entry = legend->itemWithPlottable(curve))
            entries << entry;
    for (int i = 0; i < legend->itemCount(); ++i) // a wrapped legend's grid has empty cells
        if (QCPAbstractLegendItem* entry = legend->item(i); entry && !entries.contains(entry))
            entries << entry;
    for (QCPAbstractLegendItem* entry : std::as_const(entries))
        legend->take(entry);
    legend->simplify();
    for (QCPAbstractLegendItem* entry : std::as_const(entries))
        legend->addItem(entry);
}

// Ranges a figure sets once (the batch axis) are not redone by redraw(): keep them to go back to.
void Figure::userTakesAxes() {
    if (m_userAxes)
        return;
    m_userAxes = true;
    m_homeRanges.clear();
    for (QCPAxisRect* rect : axisRects())
        for (QCPAxis* axis : rect->axes())
            m_homeRanges.append({axis, axis->range()});
}

void Figure::resetAxes() {
    if (m_userAxes)
        for (const auto& [axis, range] : m_homeRanges)
            axis->setRange(range);
    m_userAxes = false;
    refresh();
}

void Figure::wheelEvent(QWheelEvent* event) {
    userTakesAxes();
    QCustomPlot::wheelEvent(event);
}

void Figure::mouseDoubleClickEvent(QMouseEvent* event) {
    QCustomPlot::mouseDoubleClickEvent(event);
    resetAxes();
}

void Figure::mouseMoveEvent(QMouseEvent* event) {
    if (dragMarkTo(event->position())) { // the mark follows the mouse; the axes stay
        showReadout(event->position());
        return;
    }
    if (event->buttons() & Qt::LeftButton)
        userTakesAxes(); // a pan
    else
        showDragCursor(event->position());
    QCustomPlot::mouseMoveEvent(event);
    showReadout(event->position());
}

void Figure::leaveEvent(QEvent* event) {
    hideReadout();
    QCustomPlot::leaveEvent(event);
}

void Figure::hideReadout() {
    if (!m_crosshair || !m_crosshair->visible())
        return;
    m_crosshair->setVisible(false);
    m_readout->setVisible(false);
    update();
}

// A vertical line at the mouse and, next to it, x and every visible curve's value there.
void Figure::showReadout(QPointF pos) {
    QCPAxisRect* rect = axisRectAt(pos);
    if (!rect || !rect->rect().contains(pos.toPoint())) {
        hideReadout();
        return;
    }
    m_readoutPos = pos;
    QCPAxis* x = rect->axis(QCPAxis::atBottom);
    const double key = x->pixelToCoord(pos.x());
    const bool masked = readoutMasked();
    auto number = [masked](QCPAxis* axis, double v) {
        return masked ? AnswerMask::hiddenMark() : axisLabel(axis, v);
    };
    QStringList lines{x->label().section(QLatin1Char('\n'), 0, 0).simplified() +
                      QStringLiteral(": ") + number(x, key)};
    for (QCPGraph* g : rect->graphs()) {
        // A vertical marker (two points at one key, as the DCN threshold) has no value at x.
        if (!g->visible() || g->name().isEmpty() || !legend->hasItemWithPlottable(g) ||
            g->dataCount() < 3)
            continue;
        if (const auto v = valueAt(g, key))
            lines << g->name() + QStringLiteral(": ") + number(g->valueAxis(), *v);
    }
    if (!m_crosshair) {
        m_crosshair = new QCPItemStraightLine(this);
        m_readout = new PlotLabel(this);
        for (QCPAbstractItem* item : {static_cast<QCPAbstractItem*>(m_crosshair),
                                      static_cast<QCPAbstractItem*>(m_readout)}) {
            item->setLayer(QStringLiteral("overlay"));
            item->setSelectable(false);
        }
        m_readout->position->setType(QCPItemPosition::ptAbsolute);
        m_readout->setTextAlignment(Qt::AlignLeft);
        m_readout->setPadding(QMargins(6, 4, 6, 4));
    }
    m_crosshair->point1->setType(QCPItemPosition::ptAbsolute);
    m_crosshair->point2->setType(QCPItemPosition::ptAbsolute);
    m_crosshair->point1->setCoords(pos.x(), rect->top());
    m_crosshair->point2->setCoords(pos.x(), rect->bottom());
    m_crosshair->setPen(QPen(m_theme.text, 1, Qt::DashLine));
    m_crosshair->setClipAxisRect(rect);
    m_readout->setFont(m_theme.font(0.85));
    m_readout->setColor(m_theme.text);
    m_readout->setBrush(m_theme.labelBackground);
    m_readout->setPen(QPen(m_theme.grid));
    m_readout->setText(lines.join(QLatin1Char('\n')));
    m_readout->setClipToAxisRect(false);
    // Right of the line when there is room, else left of it; never below the plot.
    const QFontMetrics metrics(m_readout->font());
    int width = 0;
    for (const QString& line : lines)
        width = std::max(width, metrics.horizontalAdvance(line));
    const bool right = pos.x() + 12 + width + 12 <= rect->right();
    m_readout->setPositionAlignment((right ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignTop);
    m_readout->position->setCoords(right ? pos.x() + 8 : pos.x() - 8, rect->top() + 4);
    m_crosshair->setVisible(true);
    m_readout->setVisible(true);
    update();
}

QString Figure::readoutText() const {
    return m_readout && m_readout->visible() ? m_readout->text() : QString();
}

} // namespace shardscope
