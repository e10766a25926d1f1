#include "figures/rooflinefigure.h"

#include "common/format.h"
#include "curves.h"
#include "figures/plotdata.h"
#include "figures/plotlabels.h"
#include "roofline.h"

namespace shardscope {

RooflineFigure::RooflineFigure(QWidget* parent) : Figure(parent) {
    // Both panels sit in one row under the title, which spans them.
    m_panels = new QCPLayoutGrid;
    QCPAxisRect* left = axisRect();
    plotLayout()->take(left); // its cell stays, empty, for the panels
    plotLayout()->addElement(1, 0, m_panels);
    m_right = new QCPAxisRect(this);
    m_panels->addElement(0, 0, left);
    m_panels->addElement(0, 1, m_right);
    m_style.styleAxisRect(m_right);
    setupLogAxis(xAxis, format::plain);
    setupLogAxis(yAxis, format::flops);
    xAxis->setRange(1, 1e5);
    xAxis->ticker()->setTickCount(3); // the panel is narrow: every other decade

    m_hbmRoof = addGraph();
    m_networkRoof = addGraph();
    m_point = addGraph();
    m_point->setLineStyle(QCPGraph::lsNone);
    CurveVisibility::setCurveKey(m_hbmRoof,
                                 QStringLiteral("hbm-roof")); // the names a user hides them by
    CurveVisibility::setCurveKey(m_networkRoof, QStringLiteral("network-roof"));
    CurveVisibility::setCurveKey(m_point, QStringLiteral("scenario"));
    m_pointLabel = new PlotLabel(this);
    m_pointLabel->setClipToAxisRect(false);
    m_pointLabel->setPadding(QMargins(8, 8, 8, 2));

    QCPAxis* bx = m_right->axis(QCPAxis::atBottom);
    QCPAxis* by = m_right->axis(QCPAxis::atLeft);
    by->setTicker(QSharedPointer<LabelledTicker>::create(format::flops));
    bx->setRange(0, RooflineCurves::kMaxBatch + 1);
    const RooflineCurves shapes; // ch. 1: D = F = 16384, 2048, 1024
    for (size_t k = 0; k < std::size(m_sizes); ++k) {
        m_sizes[k] = addGraph(bx, by);
        CurveVisibility::setCurveKey(m_sizes[k], QStringLiteral("size-%1").arg(shapes.sizes[k]));
    }
    m_critical = new QCPItemStraightLine(this);
    m_critical->setClipAxisRect(m_right);
    m_critical->point1->setAxes(bx, by);
    m_critical->point2->setAxes(bx, by);
    m_criticalLabel = new PlotLabel(this);
    m_criticalLabel->setClipToAxisRect(false);
    m_criticalLabel->setPadding(QMargins(6, 2, 6, 2));

    legend->setVisible(true);
    m_point->removeFromLegend();
    // A second legend for the right-hand panel.
    m_sizesLegend = new QCPLegend;
    m_right->insetLayout()->addElement(m_sizesLegend, Qt::AlignBottom | Qt::AlignRight);
    m_sizesLegend->setLayer(QStringLiteral("legend"));
    for (QCPGraph* g : m_sizes) {
        g->removeFromLegend();
        g->addToLegend(m_sizesLegend);
    }
    applyTheme();
    retranslate();
}

bool RooflineFigure::fitContents() {
    if (arrangePanels())
        return true;
    placeLabels();
    return false;
}

// Which side of its anchor a label goes, in the laid-out axis rects.
void RooflineFigure::placeLabels() {
    const QPointF point(xAxis->coordToPixel(m_pointAt.x()), yAxis->coordToPixel(m_pointAt.y()));
    placeInside(m_pointLabel, axisRect(), point, Qt::AlignTop);
    // A quarter down: clear of the roof at the top and of the sizes legend at the bottom.
    const QPointF critical(m_right->axis(QCPAxis::atBottom)->coordToPixel(m_criticalAt),
                           m_right->top() + m_right->height() / 4.0);
    placeInside(m_criticalLabel, m_right, critical, Qt::AlignVCenter);
}

// Side by side when there is room, one above the other in a narrow plot (a window
// between its docks, in projector mode): two cramped panels would pile their labels up.
bool RooflineFigure::arrangePanels() {
    const bool stacked = m_panels->rowCount() > 1;
    const bool wantStacked = m_panels->outerRect().width() <
                             2 *
                                 QFontMetrics(m_right->axis(QCPAxis::atLeft)->tickLabelFont())
                                     .horizontalAdvance(QStringLiteral("000 TFLOP/s")) *
                                 3;
    if (stacked == wantStacked)
        return false;
    m_panels->take(m_right);
    m_panels->simplify();
    m_panels->addElement(wantStacked ? 1 : 0, wantStacked ? 0 : 1, m_right);
    return true;
}

QString RooflineFigure::title() const {
    return tr("Roofline of one chip");
}

void RooflineFigure::applyTheme() {
    m_style.styleAxisRect(m_right);
    // The roofs and the model sizes are not strategies; they borrow the strategies' styles.
    m_hbmRoof->setPen(
        m_style.pen(m_theme.colour(Curve::FSDP))); // solid; the network roof is dashed
    m_networkRoof->setPen(m_style.pen(m_theme.colour(Curve::TP), 1.0, Qt::DashLine));
    const QColor point = m_theme.colour(Curve::Current);
    m_point->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssDisc, point, point, m_theme.lineWidth * 5));
    m_pointLabel->setFont(m_theme.font(0.9, true));
    m_pointLabel->setColor(point);
    const Curve curves[] = {Curve::FSDP, Curve::TP, Curve::Best};
    for (int i = 0; i < 3; ++i)
        m_style.styleCurve(m_sizes[i], curves[i]);
    m_sizesLegend->setFont(legend->font());
    m_sizesLegend->setTextColor(m_theme.text);
    m_sizesLegend->setBrush(legend->brush());
    m_sizesLegend->setBorderPen(legend->borderPen());
    m_critical->setPen(m_style.pen(m_theme.axis, 0.5, Qt::DotLine));
    m_criticalLabel->setFont(m_theme.font(0.9));
    m_criticalLabel->setColor(m_theme.text);
    m_criticalLabel->setBrush(m_theme.labelBackground);
    m_pointLabel->setBrush(m_theme.labelBackground);
}

void RooflineFigure::retranslate() {
    m_title->setFullText(title());
    xAxis->setLabel(tr("Arithmetic intensity (FLOPs / byte)"));
    yAxis->setLabel(tr("Attainable FLOPs/s"));
    m_right->axis(QCPAxis::atBottom)->setLabel(tr("Batch B (tokens)"));
    m_right->axis(QCPAxis::atLeft)->setLabel(tr("bf16 FLOPs/s reached"));
    m_hbmRoof->setName(tr("HBM roof"));
    m_networkRoof->setName(tr("Network roof (W)"));
    m_pointLabel->setText(tr("this chip's matmul"));
}

void RooflineFigure::redraw() {
    const Hardware& h = scenario().hardware;
    const RooflineCurves& curves = evaluation()->roofline();
    const QVector<double> x = toVector(curves.intensity);
    m_hbmRoof->setData(x, toVector(curves.hbmRoof), true);
    m_networkRoof->setData(x, toVector(curves.networkRoof), true);
    m_hbmRoof->setName(tr("HBM roof, critical intensity %1")
                           .arg(format::number(results().roofline.criticalBatchHbm)));
    m_networkRoof->setName(tr("Network roof, α = %1").arg(format::number(results().derived.alpha)));
    yAxis->setRange(h.flops / 3000, h.flops * 3);
    const double i = results().roofline.localIntensity, a = results().roofline.localAttainable;
    m_point->setData({i}, {a});
    m_pointAt = QPointF(i, a);

    const QVector<double> batch = toVector(curves.batch);
    for (size_t k = 0; k < curves.sizes.size(); ++k) {
        m_sizes[k]->setData(batch, toVector(curves.reached[k]), true);
        m_sizes[k]->setName(tr("D = F = %1").arg(format::number(curves.sizes[k], 5)));
    }
    m_right->axis(QCPAxis::atLeft)->setRange(0, h.flops * 1.08);
    const double crit = results().roofline.criticalBatchHbm;
    m_critical->point1->setCoords(crit, 0);
    m_critical->point2->setCoords(crit, 1);
    m_criticalAt = crit;
    m_criticalLabel->setText(
        tr("C / HBM bw\n≈ %1")
            .arg(m_answerMask.text("roofline.critical_batch_hbm", format::number(crit))));
}

} // namespace shardscope
