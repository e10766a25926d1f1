// The user's hands on a figure: legend clicks hide curves (CurveVisibility), the hover read-out,
// zoom and pan with the axes' reset; and a lesson step's filter of the curves shown.
#include "figures/figure.h"

#include "figures/plotlabels.h"

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

} // namespace

void Figure::setCurveHidden(QCPAbstractPlottable* curve, bool hidden) {
    if (m_curves.setCurveHidden(curve, hidden))
        refresh();
}

bool Figure::curveHidden(const QCPAbstractPlottable* curve) const {
    return m_curves.curveHidden(curve);
}

void Figure::setCurveId(QCPAbstractPlottable* curve, const char* id) {
    CurveVisibility::setCurveId(curve, id);
}

void Figure::setCurveKey(QCPAbstractPlottable* curve, const QString& key) {
    CurveVisibility::setCurveKey(curve, key);
}

QString Figure::curveKey(const QCPAbstractPlottable* curve) const {
    return m_curves.curveKey(curve);
}

QString Figure::curveId(const QCPAbstractPlottable* curve) {
    return CurveVisibility::curveId(curve);
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
    if (m_curves.setCurveFilter(ids))
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

bool Figure::curveFiltered(const QCPAbstractPlottable* curve) const {
    return m_curves.curveFiltered(curve);
}

bool Figure::curveIdShown(const char* id) const {
    return m_curves.curveIdShown(id);
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
