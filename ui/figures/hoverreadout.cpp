#include "figures/hoverreadout.h"

#include "common/answermask.h"
#include "common/theme.h"
#include "figures/figure.h"
#include "figures/plotlabels.h"

#include <qcustomplot.h>

namespace shardscope {

namespace {

// The axis's own tick label for a value ("1.05 M", "3.2 ms"), or a plain number.
QString readoutAxisLabel(QCPAxis* axis, double v) {
    if (auto* log = dynamic_cast<LabelledLogTicker*>(axis->ticker().data()))
        return log->label(v);
    if (auto* lin = dynamic_cast<LabelledTicker*>(axis->ticker().data()))
        return lin->label(v);
    return QLocale().toString(v, 'g', 3);
}

// The graph's value at `key`: the nearest point's (a sweep has ~100 points per decade-pair).
std::optional<double> readoutValueAt(QCPGraph* graph, double key) {
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

HoverReadout::HoverReadout(QCustomPlot* plot, const Theme& theme, std::function<bool()> masked,
                           std::function<void()> repaintOverlay)
    : m_plot(plot), m_theme(theme), m_masked(std::move(masked)),
      m_repaintOverlay(std::move(repaintOverlay)) {
    if (!m_repaintOverlay)
        m_repaintOverlay = [plot] { plot->update(); };
}

void HoverReadout::hide() {
    if (!m_crosshair || !m_crosshair->visible())
        return;
    m_crosshair->setVisible(false);
    m_readout->setVisible(false);
    m_repaintOverlay();
}

void HoverReadout::showAgain() {
    if (m_readout && m_readout->visible() && !m_readout->text().isEmpty())
        show(m_readoutPos);
}

void HoverReadout::show(QPointF pos) {
    QCPAxisRect* rect = m_plot->axisRectAt(pos);
    if (!rect || !rect->rect().contains(pos.toPoint())) {
        hide();
        return;
    }
    m_readoutPos = pos;
    const QStringList lines = compose(rect, pos);
    if (!m_crosshair)
        createItems();
    place(rect, pos, lines);
    m_crosshair->setVisible(true);
    m_readout->setVisible(true);
    m_repaintOverlay();
}

// x, then every curve with a legend entry that is shown and has a value at x.
QStringList HoverReadout::compose(QCPAxisRect* rect, QPointF pos) const {
    QCPAxis* x = rect->axis(QCPAxis::atBottom);
    const double key = m_keyAt ? m_keyAt(x->pixelToCoord(pos.x())) : x->pixelToCoord(pos.x());
    const bool masked = m_masked();
    auto number = [masked](QCPAxis* axis, double v) {
        return masked ? AnswerMask::hiddenMark() : readoutAxisLabel(axis, v);
    };
    QStringList lines{x->label().section(QLatin1Char('\n'), 0, 0).simplified() +
                      QStringLiteral(": ") + number(x, key)};
    for (QCPGraph* g : rect->graphs()) {
        // A vertical marker (two points at one key, as the DCN threshold) has no value at x.
        if (!g->visible() || g->name().isEmpty() || !m_plot->legend->hasItemWithPlottable(g) ||
            g->dataCount() < 3)
            continue;
        if (const auto v = readoutValueAt(g, key))
            lines << g->name() + QStringLiteral(": ") + number(g->valueAxis(), *v);
    }
    return lines;
}

void HoverReadout::createItems() {
    m_crosshair = new QCPItemStraightLine(m_plot);
    m_readout = new PlotLabel(m_plot);
    m_readout->setObjectName(QStringLiteral("hoverReadout"));
    for (QCPAbstractItem* item :
         {static_cast<QCPAbstractItem*>(m_crosshair), static_cast<QCPAbstractItem*>(m_readout)}) {
        item->setLayer(QStringLiteral("overlay"));
        item->setSelectable(false);
    }
    m_crosshair->point1->setType(QCPItemPosition::ptAbsolute);
    m_crosshair->point2->setType(QCPItemPosition::ptAbsolute);
    m_readout->position->setType(QCPItemPosition::ptAbsolute);
    m_readout->setTextAlignment(Qt::AlignLeft);
    m_readout->setPadding(QMargins(6, 4, 6, 4));
    m_readout->setClipToAxisRect(false);
}

// The line through the plot at the mouse; the text right of it when there is room, else left
// of it; never below the plot.
void HoverReadout::place(QCPAxisRect* rect, QPointF pos, const QStringList& lines) {
    m_crosshair->point1->setCoords(pos.x(), rect->top());
    m_crosshair->point2->setCoords(pos.x(), rect->bottom());
    m_crosshair->setPen(QPen(m_theme.text, 1, Qt::DashLine));
    m_crosshair->setClipAxisRect(rect);
    m_readout->setFont(m_theme.font(0.85));
    m_readout->setColor(m_theme.text);
    m_readout->setBrush(m_theme.labelBackground);
    m_readout->setPen(QPen(m_theme.grid));
    m_readout->setText(lines.join(QLatin1Char('\n')));
    const QFontMetrics metrics(m_readout->font());
    int width = 0;
    for (const QString& line : lines)
        width = std::max(width, metrics.horizontalAdvance(line));
    const bool right = pos.x() + 12 + width + 12 <= rect->right();
    m_readout->setPositionAlignment((right ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignTop);
    m_readout->position->setCoords(right ? pos.x() + 8 : pos.x() - 8, rect->top() + 4);
}

} // namespace shardscope
