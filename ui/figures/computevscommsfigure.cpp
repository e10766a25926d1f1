#include "figures/computevscommsfigure.h"

#include "common/appsettings.h"
#include "common/format.h"
#include "curves.h"
#include "figures/figuretext.h"
#include "figures/plotdata.h"
#include "figures/plotlabels.h"

#include <QMenu>

namespace shardscope {

namespace {
const char* const overlayKeys[] = {"dp", "fsdp", "tp", "best"};
settings::Setting<bool> overlaySetting(int i) {
    return settings::overlayShown(overlayKeys[i]);
}
} // namespace

ComputeVsCommsFigure::ComputeVsCommsFigure(QWidget* parent) : BatchFigure(format::seconds, parent) {
    m_compute = addGraph();
    m_computeBackward = addGraph();
    for (auto& g : m_overlays)
        g = addGraph();
    m_current = addGraph();
    m_dcn = addGraph();
    m_dcn->setObjectName(QStringLiteral("dcnCurve"));
    m_dcnThreshold = addGraph();
    m_dcnThreshold->setObjectName(QStringLiteral("dcnThreshold"));
    m_markers = addGraph();
    m_markers->setLineStyle(QCPGraph::lsNone);
    m_markers->removeFromLegend();
    // The ids a lesson step's "curves" names (docs/lesson-format.md); DP's backward compute
    // goes with DP's AllReduce, which it is set against; the current split's points at the
    // current batch with its comms curve, where one of them sits.
    CurveVisibility::setCurveId(m_compute, "compute");
    CurveVisibility::setCurveId(m_computeBackward, "dp");
    const char* const ids[] = {"dp", "fsdp", "tp", "best"};
    for (int i = 0; i < OverlayCount; ++i)
        CurveVisibility::setCurveId(m_overlays[i], ids[i]);
    CurveVisibility::setCurveId(m_current, "current");
    CurveVisibility::setCurveId(m_markers, "current");
    CurveVisibility::setCurveId(m_dcn, "dcn");
    CurveVisibility::setCurveId(m_dcnThreshold, "dcn");
    // The user hides it apart from DP's comms.
    CurveVisibility::setCurveKey(m_computeBackward, QStringLiteral("dp-compute"));
    CurveVisibility::setCurveKey(m_dcnThreshold, QStringLiteral("dcn-threshold"));

    m_crossLine = new QCPItemStraightLine(this);
    m_crossLine->setObjectName(QStringLiteral("crossoverLine"));
    m_crossLabel = new PlotLabel(this);
    m_crossLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    m_crossLabel->setPadding(QMargins(6, 4, 6, 4));

    legend->setVisible(true);

    for (int i = 0; i < OverlayCount; ++i)
        m_visible[i] = overlaySetting(i).value();
    applyTheme();
    retranslate();
}

QString ComputeVsCommsFigure::title() const {
    return tr("Compute vs communication per layer");
}

void ComputeVsCommsFigure::setOverlayVisible(Overlay overlay, bool visible) {
    m_visible[overlay] = visible;
    overlaySetting(overlay).setValue(visible);
    refresh();
}

bool ComputeVsCommsFigure::overlayVisible(Overlay overlay) const {
    return m_visible[overlay];
}

void ComputeVsCommsFigure::applyTheme() {
    m_style.styleCurve(m_compute, Curve::Compute);
    m_style.styleCurve(m_computeBackward, Curve::ComputeBackward);
    const Curve curves[] = {Curve::DP, Curve::FSDP, Curve::TP, Curve::Best};
    for (int i = 0; i < OverlayCount; ++i)
        m_style.styleCurve(m_overlays[i], curves[i], 0.6);
    m_style.styleCurve(m_current, Curve::Current, 1.4);
    // DP across pods: the DP colour, dash-dot to tell it from DP inside the pod.
    m_dcn->setPen(m_style.pen(m_theme.colour(Curve::DP), 1.0, Qt::DashDotLine));
    m_dcnThreshold->setPen(m_style.pen(m_theme.colour(Curve::DP), 0.6, Qt::DashDotLine));
    const QColor comms = m_theme.colour(Curve::Current);
    m_markers->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssDisc, comms, comms, m_theme.lineWidth * 4));
    m_band->setBrush(m_theme.commsBound);
    m_crossLine->setPen(m_style.pen(comms, 0.5, Qt::DashLine));
    m_crossLabel->setFont(m_theme.font(0.95, true));
    m_crossLabel->setColor(comms);
    m_crossLabel->setBrush(m_theme.labelBackground);
    m_batchLine->setPen(m_style.pen(m_theme.text, 0.5, Qt::DotLine));
}

void ComputeVsCommsFigure::retranslate() {
    m_title->setFullText(title());
    retranslateBatchAxis();
    yAxis->setLabel(tr("Time per layer"));
    m_compute->setName(tr("Compute (forward)"));
    m_computeBackward->setName(tr("Compute (backward, for DP)"));
    m_overlays[DP]->setName(tr("DP: AllReduce (backward)"));
    m_overlays[FSDP]->setName(tr("FSDP"));
    m_overlays[TP]->setName(tr("TP"));
    m_overlays[Best]->setName(tr("Best FSDP+TP"));
    m_dcn->setName(tr("DCN: AllReduce across pods"));
    m_dcnThreshold->setName(tr("DCN threshold: B = pods · C/W_dcn"));
}

void ComputeVsCommsFigure::redraw() {
    const BatchSweep& sweep = evaluation()->batchSweep(); // swept once per change, shared
    const QVector<double> x = toVector(sweep.batch);
    m_compute->setData(x, positive(sweep.current.math), true);
    m_current->setData(x, positive(sweep.current.comms), true);
    m_current->setName(
        tr("Comms, FSDP %1 × TP %2").arg(format::fsdpWays(scenario())).arg(scenario().tp));

    // DP sends nothing forward: its AllReduce is set against the backward compute (ch. 5 §DP).
    const LayerCurve* curves[] = {&sweep.dp, &sweep.fsdp, &sweep.tp, &sweep.best};
    for (int i = 0; i < OverlayCount; ++i) {
        m_overlays[i]->setVisible(m_visible[i]);
        setInLegend(m_overlays[i], m_visible[i]);
        m_overlays[i]->setData(x, positive(curves[i]->comms), true);
    }
    m_computeBackward->setVisible(m_visible[DP]);
    setInLegend(m_computeBackward, m_visible[DP]);
    m_computeBackward->setData(x, positive(sweep.dp.math), true);

    // ch. 5 §Pods: set against the backward compute, it hides from B = pods · C/W_dcn on.
    const bool pods = !sweep.dcn.empty();
    for (QCPGraph* g : {m_dcn, m_dcnThreshold}) {
        g->setVisible(pods);
        setInLegend(g, pods);
    }
    if (pods)
        m_dcn->setData(x, positive(sweep.dcn), true);
    else
        m_dcn->data()->clear();
    const double at = sweep.dcnComputeBoundFrom;
    if (pods && at > 0)
        m_dcnThreshold->setData({at, at}, {1e-30, 1e30}, true);
    else
        m_dcnThreshold->data()->clear();

    // No crossover: comms-bound at every batch. A crossover of 0 (no weight traffic, as in
    // pure TP below its limit): compute-bound at every batch, nothing to shade.
    const auto cross = results().layer.crossoverBatch;
    const bool neverBound = cross && *cross <= 0;
    const double drawnCrossover = cross && !neverBound ? *cross : NAN;
    const double bandEnd = neverBound ? kBatchMin
                           : cross    ? std::clamp(*cross, kBatchMin, kBatchMax)
                                      : kBatchMax;
    showBand(!neverBound, kBatchMin, bandEnd);
    m_crossLine->setVisible(std::isfinite(drawnCrossover));
    m_crossLine->point1->setCoords(drawnCrossover, 1);
    m_crossLine->point2->setCoords(drawnCrossover, 2);
    m_crossText = neverBound ? tr("compute-bound at every batch")
                  : cross
                      ? tr("comms-bound below B ≈ %1")
                            .arg(m_answerMask.text("layer.crossover_batch", format::tokens(*cross)))
                      : tr("comms-bound at every batch");
    m_crossLabel->setText(m_crossText);
    m_crossLabelAt = bandEnd;

    placeBatchLine();
    const double b = scenario().batchTokens;
    m_markers->setData(
        {b, b}, {results().layer.tMath, results().layer.tComms > 0 ? results().layer.tComms : NAN});
    fitLogY(
        this, yAxis,
        {m_compute, m_current, m_overlays[0], m_overlays[1], m_overlays[2], m_overlays[3], m_dcn});
}

bool ComputeVsCommsFigure::fitContents() {
    placeCrossoverLabel();
    return false;
}

// Inside the shaded band, ending at the crossover line; right of it when the band is
// narrow; kept whole inside the plot when neither side has room. Needs the layout.
void ComputeVsCommsFigure::placeCrossoverLabel() {
    const QRect r = axisRect()->rect();
    const double x = xAxis->coordToPixel(m_crossLabelAt);
    m_crossLabel->setText(m_crossText); // unbroken: an earlier layout may have had less room
    const double width =
        TextMetrics(m_crossLabel->font()).horizontalAdvance(m_crossLabel->text()) + 16;
    const double y = r.top() + 0.02 * r.height();
    m_crossLabel->position->setType(QCPItemPosition::ptAbsolute);
    if (x - r.left() >= width) {
        m_crossLabel->position->setCoords(x, y);
        m_crossLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    } else if (r.right() - x >= width) {
        m_crossLabel->position->setCoords(x, y);
        m_crossLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    } else {
        placeInside(m_crossLabel, axisRect(), QPointF(x, y), Qt::AlignTop);
    }
}

void ComputeVsCommsFigure::addViewActions(QMenu* menu) {
    const QString names[] = {tr("Show DP"), tr("Show FSDP"), tr("Show TP"),
                             tr("Show best FSDP+TP")};
    for (int i = 0; i < OverlayCount; ++i) {
        QAction* action = menu->addAction(names[i]);
        action->setCheckable(true);
        action->setChecked(m_visible[i]);
        connect(action, &QAction::toggled, this,
                [this, i](bool on) { setOverlayVisible(Overlay(i), on); });
    }
}

} // namespace shardscope
