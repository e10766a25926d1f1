#include "figures/memoryfigure.h"

#include "common/format.h"
#include "curves.h"
#include "figures/figuretext.h"
#include "figures/plotdata.h"
#include "figures/plotlabels.h"

#include <algorithm>

namespace shardscope {

MemoryFigure::MemoryFigure(QWidget* parent) : Figure(parent) {
    m_stageTicker = QSharedPointer<QCPAxisTickerText>::create();
    xAxis->setTicker(m_stageTicker);
    xAxis->setRange(-0.6, 3.6);
    xAxis->grid()->setVisible(false);
    yAxis->setTicker(QSharedPointer<LabelledTicker>::create(format::bytes));
    addStack(xAxis, yAxis, m_parts);
    // The names a user hides the parts by (legend clicks, remembered).
    const char* const keys[PartCount] = {"params", "grads", "optimizer", "activations", "buffers"};
    for (int part = 0; part < PartCount; ++part)
        CurveVisibility::setCurveKey(m_parts[part], QString::fromLatin1(keys[part]));
    addZoomPanel();
    m_hbm = new QCPItemStraightLine(this);
    m_hbmLabel = new PlotLabel(this);
    m_hbmLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    m_hbmLabel->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    m_hbmLabel->setPadding(QMargins(4, 2, 6, 2));
    m_currentLabel = new PlotLabel(this);
    m_currentLabel->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
    m_currentLabel->setPadding(QMargins(2, 2, 2, 6));
    legend->setVisible(true);
    applyTheme();
    retranslate();
}

// One bar per part, each stacked on the one before (parameters at the bottom).
void MemoryFigure::addStack(QCPAxis* x, QCPAxis* y, QCPBars* (&parts)[PartCount]) {
    QCPBars* below = nullptr;
    for (auto& bars : parts) {
        bars = new QCPBars(x, y);
        bars->setWidth(0.6);
        if (below)
            bars->moveAbove(below);
        below = bars;
    }
}

// The current stage alone, on its own scale, right of the four stages.
void MemoryFigure::addZoomPanel() {
    auto* panels = new QCPLayoutGrid;
    QCPAxisRect* main = axisRect();
    plotLayout()->take(main);
    plotLayout()->addElement(1, 0, panels);
    m_zoom = new QCPAxisRect(this);
    panels->addElement(0, 0, main);
    panels->addElement(0, 1, m_zoom);
    panels->setColumnStretchFactors({4, 1});
    m_style.styleAxisRect(m_zoom);
    m_zoomMinimum = m_zoom->minimumSize();
    QCPAxis* zx = m_zoom->axis(QCPAxis::atBottom);
    QCPAxis* zy = m_zoom->axis(QCPAxis::atLeft);
    m_zoomTicker = QSharedPointer<QCPAxisTickerText>::create();
    zx->setTicker(m_zoomTicker);
    zx->setRange(-0.6, 0.6);
    zx->grid()->setVisible(false);
    zy->setTicker(QSharedPointer<LabelledTicker>::create(format::bytes));
    addStack(zx, zy, m_zoomParts);
    for (QCPBars* bars : m_zoomParts)
        bars->removeFromLegend();
}

QString MemoryFigure::title() const {
    return tr("Memory per chip by ZeRO stage");
}

void MemoryFigure::applyTheme() {
    // The parts are not strategies; they borrow the strategies' colours.
    const Curve parts[] = {Curve::FSDP, Curve::TP, Curve::DP, Curve::Best, Curve::Buffers};
    for (int i = 0; i < PartCount; ++i) {
        const QColor colour = m_theme.colour(parts[i]);
        for (QCPBars* bars : {m_parts[i], m_zoomParts[i]}) {
            bars->setBrush(colour);
            bars->setPen(
                QPen(m_theme.name == ThemeName::Dark ? m_theme.background : colour.darker(140), 1));
        }
    }
    const QColor hbm = m_theme.colour(Curve::Current);
    m_hbm->setPen(m_style.pen(hbm, 0.8, Qt::DashLine));
    m_hbmLabel->setFont(m_theme.font(0.9, true));
    m_hbmLabel->setColor(hbm);
    m_currentLabel->setFont(m_theme.font(0.9, true));
    m_currentLabel->setColor(m_theme.text);
    m_besideZoomFor = QSize();
}

void MemoryFigure::retranslate() {
    m_title->setFullText(title());
    yAxis->setLabel(tr("Bytes per chip"));
    m_frame.setAxisLabels(xAxis, tr("ZeRO stage (sharding over the X FSDP ways)"),
                          tr("ZeRO stage"));
    m_parts[Params]->setName(tr("Parameters"));
    m_parts[Grads]->setName(tr("Gradients"));
    m_parts[Optimizer]->setName(tr("Optimizer state"));
    m_parts[Buffers]->setName(tr("Gather buffers"));
    setStageTicks(StageWords::Full);
    m_currentLabel->setText(tr("current"));
    m_besideZoomFor = QSize();
}

// As much as the bars' width allows: the stage over what it shards ("ZeRO-3" over
// "+ weights (FSDP)"), the stage alone, or its number (the axis title names the stages).
QString MemoryFigure::stageLabel(int stage, StageWords words) const {
    const QString what[] = {tr("replicated (DDP)"), tr("optimizer"), tr("+ gradients"),
                            tr("+ weights (FSDP)")};
    switch (words) {
    case StageWords::Full:
        return QStringLiteral("ZeRO-%1\n%2").arg(stage).arg(what[stage]);
    case StageWords::Name:
        return QStringLiteral("ZeRO-%1").arg(stage);
    case StageWords::Number:
        break;
    }
    return QString::number(stage);
}

void MemoryFigure::setStageTicks(StageWords words) {
    m_stageTicker->clear();
    for (int stage = 0; stage < 4; ++stage)
        m_stageTicker->addTick(stage, stageLabel(stage, words));
    m_stageWords = words;
}

bool MemoryFigure::fitContents() {
    if (fitStageNames() || fitZoomPanel())
        return true;
    placeLabels(); // kept inside the plot by pixels: on the final layout
    return false;
}

bool MemoryFigure::fitStageNames() {
    const TextMetrics metrics(xAxis->tickLabelFont());
    const double perStage = axisRect()->width() / xAxis->range().size();
    StageWords fits = StageWords::Number;
    for (StageWords words : {StageWords::Name, StageWords::Full}) {
        int widest = 0;
        for (int stage = 0; stage < 4; ++stage)
            widest = std::max(widest, widestLine(metrics, stageLabel(stage, words)));
        if (widest <= perStage - 8)
            fits = words;
    }
    if (fits == m_stageWords)
        return false;
    setStageTicks(fits);
    return true;
}

void MemoryFigure::redraw() {
    const auto& stages = evaluation()->memoryByStage();
    double top = scenario().hardware.hbmBytes;
    for (int part = 0; part < PartCount; ++part) {
        QVector<double> keys, values;
        for (int stage = 0; stage < int(stages.size()); ++stage) {
            const auto& c = stages[size_t(stage)];
            const double v[] = {c.params, c.grads, c.optimizer, c.activations, c.gatherBuffers};
            keys.push_back(stage);
            values.push_back(v[part]);
            top = std::max(top, c.total());
        }
        m_parts[part]->setData(keys, values, true);
    }
    // With stages, the activations are those of the microbatches the busiest stage holds
    // under the schedule in use (docs/model.md#pipeline-schedule): GPipe K, 1F1B min(p, K).
    const auto& pipe = results().pipeline;
    m_parts[Activations]->setName(pipe.stages > 1
                                      ? tr("Activation checkpoints (%1: %2 of %3 microbatches)")
                                            .arg(pipe.schedule == PipelineSchedule::GPipe
                                                     ? QStringLiteral("GPipe")
                                                     : QStringLiteral("1F1B"))
                                            .arg(pipe.maxActivationsInFlight)
                                            .arg(pipe.microbatches)
                                      : tr("Activation checkpoints"));
    const double hbm = scenario().hardware.hbmBytes;
    m_hbm->point1->setCoords(0, hbm);
    m_hbm->point2->setCoords(1, hbm);
    m_hbmBytes = hbm;
    m_hbmText = tr("HBM %1").arg(format::bytes(hbm));
    for (size_t k = 0; k < m_stageBytes.size(); ++k)
        m_stageBytes[k] = stages[k].total();
    const int stage = scenario().zeroStage;
    m_currentAt = QPointF(stage, stages[size_t(stage)].total());
    m_currentText = tr("current: %1").arg(format::bytes(stages[size_t(stage)].total()));
    m_hbmLabel->setText(m_hbmText);
    m_currentLabel->setText(m_currentText);
    yAxis->setRange(0, top * 1.15);

    const auto& c = stages[size_t(stage)];
    const double parts[] = {c.params, c.grads, c.optimizer, c.activations, c.gatherBuffers};
    for (int part = 0; part < PartCount; ++part)
        m_zoomParts[part]->setData({0.0}, {parts[part]}, true);
    m_zoomTicker->clear();
    m_zoomTicker->addTick(0, tr("ZeRO-%1\n(current)").arg(stage));
    m_zoom->axis(QCPAxis::atLeft)->setRange(0, std::max(c.total(), 1.0) * 1.1);
}

// A pane too narrow for both panels (projector type in the 2 × 2 board): when the four
// stages' plot cannot write its labels on one line, it takes the zoom panel's width too. The
// current stage is still a bar among them, named with its total. The width they get beside it
// is measured once per size, theme and language, on a fitted layout with the panel shown: a
// slider step lays out once.
bool MemoryFigure::fitZoomPanel() {
    if (m_besideZoomFor != viewport().size()) {
        if (!m_zoomShown) {
            showZoom(true); // measured beside it
            return true;
        }
        m_besideZoomFor = viewport().size();
        m_widthBesideZoom = axisRect()->width();
    }
    const TextMetrics metrics(m_currentLabel->font());
    const int needed =
        std::max(metrics.horizontalAdvance(m_currentText), metrics.horizontalAdvance(m_hbmText)) +
        16;
    const bool shown = m_widthBesideZoom >= needed;
    if (shown == m_zoomShown)
        return false;
    showZoom(shown);
    return true;
}

// Hidden, the zoom panel keeps its cell in the layout, squeezed to nothing: its bars are
// clipped away with it.
void MemoryFigure::showZoom(bool shown) {
    if (shown == m_zoomShown)
        return;
    m_zoomShown = shown;
    m_zoom->setAutoMargins(shown ? QCP::msAll : QCP::msNone);
    m_zoom->setMargins(QMargins());
    m_zoom->setMinimumSize(shown ? m_zoomMinimum : QSize(0, 0));
    m_zoom->setMaximumSize(shown ? QSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX)
                                 : QSize(0, QWIDGETSIZE_MAX));
    for (QCPAxis::AxisType side : {QCPAxis::atLeft, QCPAxis::atBottom})
        m_zoom->axis(side)->setVisible(shown);
}

namespace {

QRectF boxOf(const QCPItemText* label) {
    return QRectF(label->topLeft->pixelPosition(), label->bottomRight->pixelPosition())
        .normalized();
}

// More than a touch: a label may sit right on its bar's top.
bool overAny(const QRectF& box, const QList<QRectF>& bars) {
    return std::any_of(bars.begin(), bars.end(), [&box](const QRectF& bar) {
        const QRectF overlap = bar.intersected(box);
        return overlap.width() > 1 && overlap.height() > 1;
    });
}

} // namespace

// The current stage's total over its bar ("current: 1.07 GB", else "1.07 GB": the zoom panel
// names the current stage), raised over a taller neighbour the text reaches over if it must;
// else beside the bar (when the bar reaches the top). The HBM capacity at an end of its line,
// above or below it: inside the plot, clear of the current label (in a short pane the line
// runs near the title) and, if it can be, of the bars: a label over a bar is hard to read.
void MemoryFigure::placeLabels() {
    QCPAxisRect* rect = axisRect();
    const QPointF top(xAxis->coordToPixel(m_currentAt.x()), yAxis->coordToPixel(m_currentAt.y()));
    const QString total = format::bytes(m_currentAt.y());
    const QList<QRectF> bars = stackBoxes();
    if (!placeCurrentLabel(m_currentText, top, false, bars) &&
        !placeCurrentLabel(total, top, false, bars) && !placeCurrentLabel(total, top, true, bars) &&
        !placeCurrentLabel(m_currentText, top, true, bars)) {
        m_currentLabel->setText(m_currentText);
        placeInside(m_currentLabel, rect, top, Qt::AlignBottom);
        if (!plotBox().contains(boxOf(m_currentLabel))) {
            const double halfBar =
                std::abs(xAxis->coordToPixel(m_parts[0]->width() / 2) - xAxis->coordToPixel(0));
            const double half = boxOf(m_currentLabel).width() / 2;
            placeInside(m_currentLabel, rect, top + QPointF(halfBar + half + 2, 0), Qt::AlignTop);
        }
    }
    const QRectF current = boxOf(m_currentLabel);
    if (placeHbmLabel(m_hbmText, current, bars) || placeHbmLabel(tr("HBM"), current, bars) ||
        placeHbmLabel(m_hbmText, current, {}) || placeHbmLabel(tr("HBM"), current, {}))
        return;
    m_hbmLabel->setText(m_hbmText);
    placeInside(m_hbmLabel, rect, {rect->right() - 2.0, yAxis->coordToPixel(m_hbmBytes)},
                Qt::AlignBottom);
}

bool MemoryFigure::placeCurrentLabel(const QString& text, QPointF barTop, bool mayRise,
                                     const QList<QRectF>& bars) {
    m_currentLabel->setText(text);
    placeInside(m_currentLabel, axisRect(), barTop, Qt::AlignBottom);
    double clear = barTop.y();
    const QRectF first = boxOf(m_currentLabel);
    for (const QRectF& bar : bars)
        if (bar.left() < first.right() && bar.right() > first.left())
            clear = std::min(clear, bar.top());
    if (mayRise && clear < barTop.y())
        placeInside(m_currentLabel, axisRect(), {barTop.x(), clear}, Qt::AlignBottom);
    const QRectF box = boxOf(m_currentLabel);
    return plotBox().contains(box) && !overAny(box, bars);
}

bool MemoryFigure::placeHbmLabel(const QString& text, const QRectF& current,
                                 const QList<QRectF>& bars) {
    QCPAxisRect* rect = axisRect();
    const double width = TextMetrics(m_hbmLabel->font()).horizontalAdvance(text) + 10;
    const double y = yAxis->coordToPixel(m_hbmBytes);
    const QPointF ends[] = {{rect->right() - width / 2 - 2, y}, {rect->left() + width / 2 + 2, y}};
    m_hbmLabel->setText(text);
    for (const QPointF& end : ends)
        for (Qt::Alignment side : {Qt::AlignBottom, Qt::AlignTop}) {
            placeInside(m_hbmLabel, rect, end, side);
            const QRectF box = boxOf(m_hbmLabel);
            if (plotBox().contains(box) && !box.intersects(current) && !overAny(box, bars))
                return true;
        }
    return false;
}

QRectF MemoryFigure::plotBox() const {
    return QRectF(axisRect()->rect()).adjusted(-1, -1, 1, 1);
}

// The four stages' stacks, in pixels.
QList<QRectF> MemoryFigure::stackBoxes() const {
    QList<QRectF> boxes;
    const double half = m_parts[0]->width() / 2;
    for (size_t k = 0; k < m_stageBytes.size(); ++k)
        boxes << QRectF(QPointF(xAxis->coordToPixel(double(k) - half),
                                yAxis->coordToPixel(m_stageBytes[k])),
                        QPointF(xAxis->coordToPixel(double(k) + half), yAxis->coordToPixel(0)))
                     .normalized();
    return boxes;
}

} // namespace shardscope
