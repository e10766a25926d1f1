#include "figures/ratiofigure.h"

#include "common/format.h"
#include "curves.h"
#include "figures/figuretext.h"
#include "figures/plotdata.h"
#include "figures/plotlabels.h"

namespace shardscope {

RatioFigure::RatioFigure(QWidget* parent) : BatchFigure(format::plain, parent) {
    m_bandLabel = new PlotLabel(this);
    m_bandLabel->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    m_bandLabel->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_bandLabel->setPadding(QMargins(4, 2, 4, 2));

    m_tp = addGraph();
    m_fsdp = addGraph();
    m_optimal = addGraph();
    m_current = addGraph();
    m_dcn = addGraph();
    m_dcn->setObjectName(QStringLiteral("dcnCurve"));
    CurveVisibility::setCurveId(m_tp, "tp"); // the ids a lesson step's "curves" names
    CurveVisibility::setCurveId(m_fsdp, "fsdp");
    CurveVisibility::setCurveId(m_optimal, "best");
    CurveVisibility::setCurveId(m_current, "current");
    CurveVisibility::setCurveId(m_dcn, "dcn");
    m_one = new QCPItemStraightLine(this);
    m_one->point1->setCoords(1, 1);
    m_one->point2->setCoords(10, 1);
    legend->setVisible(true);
    applyTheme();
    retranslate();
}

QString RatioFigure::title() const {
    return tr("Compute / communication ratio per strategy");
}

void RatioFigure::applyTheme() {
    m_style.styleCurve(m_tp, Curve::TP);
    m_style.styleCurve(m_fsdp, Curve::FSDP);
    m_style.styleCurve(m_optimal, Curve::Best);
    m_current->setPen(m_style.pen(m_theme.colour(Curve::Current), 1.4, Qt::DashLine));
    m_dcn->setPen(m_style.pen(m_theme.colour(Curve::DP), 1.0, Qt::DashDotLine));
    m_one->setPen(m_style.pen(m_theme.axis, 0.5));
    m_band->setBrush(m_theme.mixedOnly);
    m_bandLabel->setFont(m_theme.font(0.9, true));
    m_bandLabel->setColor(m_theme.name == ThemeName::Dark
                              ? m_theme.colour(Curve::Best).lighter(130)
                              : m_theme.colour(Curve::Best).darker(130));
    m_batchLine->setPen(m_style.pen(m_theme.axis, 0.5, Qt::DotLine));
}

void RatioFigure::retranslate() {
    m_title->setFullText(title());
    retranslateBatchAxis();
    m_frame.setAxisLabels(yAxis, tr("T_math / T_comms (above 1: compute-bound)"),
                          tr("T_math / T_comms"));
    m_tp->setName(tr("TP only (flat)"));
    m_fsdp->setName(tr("FSDP only (∝ B)"));
    m_optimal->setName(tr("FSDP+TP at X_opt (∝ √B)"));
    m_dcn->setName(tr("DCN across pods (backward, ∝ B)"));
    m_bandLabel->setText(tr("only FSDP+TP\nis compute-bound"));
}

// The band's name where there is room for it: inside the band, or over a narrow band in a
// plot wide and tall enough that the name takes a small part of it. In a small pane it would
// cover the curves and meet the ticks; the shading alone still marks the band.
bool RatioFigure::fitContents() {
    if (!m_bandShown)
        return false;
    const QRect plot = axisRect()->rect();
    const double band = std::abs(xAxis->coordToPixel(m_band->bottomRight->coords().x()) -
                                 xAxis->coordToPixel(m_band->topLeft->coords().x()));
    const TextMetrics metrics(m_bandLabel->font());
    const QStringList lines = m_bandLabel->text().split(QLatin1Char('\n'));
    int widest = 0;
    for (const QString& line : lines)
        widest = std::max(widest, metrics.horizontalAdvance(line));
    const QMargins pad = m_bandLabel->padding();
    const double width = widest + pad.left() + pad.right();
    const double height = metrics.height() * lines.size() + pad.top() + pad.bottom();
    m_bandLabel->setVisible((width <= band || width <= plot.width() / 2.0) &&
                            height <= plot.height() / 4.0);
    return false;
}

void RatioFigure::redraw() {
    const BatchSweep& sweep = evaluation()->batchSweep(); // swept once per change, shared
    const QVector<double> x = toVector(sweep.batch);
    m_tp->setData(x, positive(sweep.tp.ratio()), true);
    m_fsdp->setData(x, positive(sweep.fsdp.ratio()), true);
    // With no split of both FSDP and TP (2 chips) there is no X_opt: no curve, no legend entry.
    const bool optimal = !sweep.ratioOptimal.empty();
    m_optimal->setVisible(optimal);
    setInLegend(m_optimal, optimal);
    if (optimal)
        m_optimal->setData(x, positive(sweep.ratioOptimal), true);
    else
        m_optimal->data()->clear();
    m_current->setData(x, positive(sweep.current.ratio()), true);
    m_current->setName(
        tr("FSDP %1 × TP %2 (current)").arg(format::fsdpWays(scenario())).arg(scenario().tp));
    // ch. 5 §Pods: crosses 1 at B = pods · C/W_dcn.
    const bool pods = !sweep.dcnRatio.empty();
    m_dcn->setVisible(pods);
    setInLegend(m_dcn, pods);
    if (pods)
        m_dcn->setData(x, positive(sweep.dcnRatio), true);
    else
        m_dcn->data()->clear();

    const double from = sweep.optimalComputeBoundFrom, to = sweep.fsdpComputeBoundFrom;
    // The band is about FSDP+TP at X_opt: it goes when a lesson step leaves that curve out.
    const bool band =
        curves().curveIdShown("best") && from < to && to > kBatchMin && from < kBatchMax;
    showBand(band, from, to);
    m_bandShown = band;
    m_bandLabel->setVisible(band);
    m_bandLabel->position->setCoords(std::sqrt(std::max(from, kBatchMin) * std::min(to, kBatchMax)),
                                     0.03);

    placeBatchLine();
    fitLogY(this, yAxis, {m_tp, m_fsdp, m_optimal, m_current, m_dcn});
    // Keep ratio = 1 in view: it is the point of the figure.
    QCPRange r = yAxis->range();
    yAxis->setRange(std::min(r.lower, 0.1), std::max(r.upper, 10.0));
}

} // namespace shardscope
