#include "figures/splitsweepfigure.h"

#include "common/format.h"
#include "curves.h"
#include "figures/figuretext.h"
#include "figures/plotdata.h"
#include "figures/plotlabels.h"

#include <algorithm>
#include <cmath>

namespace shardscope {

SplitSweepFigure::SplitSweepFigure(QWidget* parent) : Figure(parent) {
    setupLogAxis(xAxis, [](double x) { return format::number(x, 4); });
    static_cast<QCPAxisTickerLog*>(xAxis->ticker().data())->setLogBase(2);
    static_cast<QCPAxisTickerLog*>(xAxis->ticker().data())->setSubTickCount(0);
    setupLogAxis(yAxis, format::seconds);
    // A split has whole ways: the read-out reads the drawn split nearest the mouse (on the log
    // axis), not "511.8 ways".
    m_hover.setKeyAt([this](double x) {
        double nearest = x, distance = INFINITY;
        for (const Split& split : m_splits)
            if (const double d = std::abs(std::log(double(split.fsdp) / x)); d < distance) {
                distance = d;
                nearest = double(split.fsdp);
            }
        return nearest;
    });
    m_math = addGraph();
    m_fsdp = addGraph();
    m_tp = addGraph();
    m_total = addGraph();
    m_marker = addGraph();
    m_marker->setLineStyle(QCPGraph::lsNone);
    m_marker->removeFromLegend();
    // The ids a lesson step's "curves" names; the total is the current batch's, always shown.
    CurveVisibility::setCurveId(m_math, "compute");
    CurveVisibility::setCurveId(m_fsdp, "fsdp");
    CurveVisibility::setCurveId(m_tp, "tp");
    CurveVisibility::setCurveKey(m_total,
                                 QStringLiteral("total")); // no id: the user may still hide it
    m_xOpt = new QCPItemStraightLine(this);
    m_xOptLabel = new PlotLabel(this);
    m_xOptLabel->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    m_xOptLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_xOptLabel->setPadding(QMargins(6, 2, 6, 2));
    legend->setVisible(true);
    applyTheme();
    retranslate();
}

// The X_opt label right of its line, or left of it when that would leave the plot.
bool SplitSweepFigure::fitContents() {
    const double x = xAxis->coordToPixel(m_xOptLabel->position->coords().x());
    const int width = TextMetrics(m_xOptLabel->font()).horizontalAdvance(m_xOptLabel->text()) + 12;
    const bool fitsRight = x + width <= axisRect()->right();
    m_xOptLabel->setPositionAlignment((fitsRight ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignTop);
    return false;
}

QString SplitSweepFigure::title() const {
    return tr("Communication time over the FSDP/TP split");
}

void SplitSweepFigure::applyTheme() {
    m_style.styleCurve(m_math, Curve::Compute);
    // One point per split: a marker on every point.
    m_style.styleCurve(m_fsdp, Curve::FSDP, 0.7, 1);
    m_style.styleCurve(m_tp, Curve::TP, 0.7, 1);
    m_total->setPen(m_style.pen(m_theme.colour(Curve::Current), 1.3));
    m_total->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, m_theme.lineWidth * 2.5));
    const QColor comms = m_theme.colour(Curve::Current);
    m_marker->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssDisc, comms, comms, m_theme.lineWidth * 5));
    const QColor best = m_theme.colour(Curve::Best);
    m_xOpt->setPen(m_style.pen(best, 0.7, Qt::DashLine));
    m_xOptLabel->setFont(m_theme.font(0.95, true));
    m_xOptLabel->setColor(m_theme.name == ThemeName::Dark ? best.lighter(130) : best.darker(130));
    m_xOptLabel->setBrush(m_theme.labelBackground);
}

void SplitSweepFigure::retranslate() {
    m_title->setFullText(title());
    m_frame.setAxisLabels(xAxis, tr("FSDP ways X (TP ways Y = N / X)"), tr("FSDP ways X"));
    m_frame.setAxisLabels(yAxis, tr("Time per layer (forward)"), tr("Time per layer"));
    m_math->setName(tr("Compute"));
    m_fsdp->setName(tr("FSDP part: 4DF / (Y·W·M_X)"));
    m_tp->setName(tr("TP part: 4BD / (X·W·M_Y)"));
    m_total->setName(tr("Communication"));
}

void SplitSweepFigure::redraw() {
    const SplitSweep& sweep = evaluation()->splitSweep();
    QVector<double> x;
    m_splits.clear();
    for (size_t i = 0; i < sweep.fsdp.size(); ++i) {
        x.push_back(double(sweep.fsdp[i]));
        m_splits.push_back({sweep.fsdp[i], sweep.tp[i]});
    }
    m_math->setData(x, positive(sweep.times.math), true);
    m_fsdp->setData(x, positive(sweep.times.commsFsdp), true);
    m_tp->setData(x, positive(sweep.times.commsTp), true);
    m_total->setData(x, positive(sweep.times.comms), true);
    // x ascends. X_opt can lie past the largest X (a large batch on few chips per stage):
    // the axis then reaches it, so its line and label stay in the plot.
    const std::optional<double> xOpt = results().thresholds.xOpt;
    const double right = std::max(x.isEmpty() ? 2.0 : x.last(), xOpt.value_or(0.0));
    xAxis->setRange(0.7, std::max(2.0, right * 1.4));

    const auto& l = results().layer;
    m_marker->setData({double(scenario().fsdp)}, {l.tComms > 0 ? l.tComms : NAN});
    m_xOpt->setVisible(bool(xOpt));
    m_xOptLabel->setVisible(bool(xOpt));
    if (xOpt) {
        m_xOpt->point1->setCoords(*xOpt, 1);
        m_xOpt->point2->setCoords(*xOpt, 2);
        m_xOptLabel->position->setCoords(*xOpt, 0.02);
        m_xOptLabel->setText(
            tr("X_opt ≈ %1").arg(m_answerMask.text("thresholds.x_opt", format::number(*xOpt))));
    }
    fitLogY(this, yAxis, {m_math, m_fsdp, m_tp, m_total});
}

} // namespace shardscope

namespace shardscope {

std::optional<DraggableMark> SplitSweepFigure::draggableMark() const {
    const double x = double(scenario().fsdp);
    if (m_splits.empty() || !xAxis->range().contains(x))
        return std::nullopt;
    return DraggableMark{xAxis->coordToPixel(x),
                         [this](double at) { return scenarioWithSplitAt(at); },
                         tr("Drag the split")};
}

// The split drawn nearest the pointer on the log axis: the mark snaps from split to split.
std::optional<Scenario> SplitSweepFigure::scenarioWithSplitAt(double x) const {
    const double key = xAxis->pixelToCoord(x);
    if (m_splits.empty() || !std::isfinite(key) || key <= 0)
        return std::nullopt;
    const auto distance = [key](const Split& s) {
        return std::abs(std::log(double(s.fsdp) / key));
    };
    const Split nearest =
        *std::min_element(m_splits.begin(), m_splits.end(), [&](const Split& a, const Split& b) {
            return distance(a) < distance(b);
        });
    if (nearest.tp == scenario().tp)
        return std::nullopt;
    return withTp(scenario(), nearest.tp);
}

} // namespace shardscope
