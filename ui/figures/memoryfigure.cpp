#include "memoryfigure.h"

#include "curves.h"
#include "format.h"
#include "plotdata.h"

namespace shardscope {

MemoryFigure::MemoryFigure(QWidget* parent) : Figure(parent) {
    m_stageTicker = QSharedPointer<QCPAxisTickerText>::create();
    xAxis->setTicker(m_stageTicker);
    xAxis->setRange(-0.6, 3.6);
    xAxis->grid()->setVisible(false);
    yAxis->setTicker(QSharedPointer<LabelledTicker>::create(format::bytes));
    addStack(xAxis, yAxis, m_parts);
    addZoomPanel();
    m_hbm = new QCPItemStraightLine(this);
    m_hbmLabel = new QCPItemText(this);
    m_hbmLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    m_hbmLabel->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    m_hbmLabel->setPadding(QMargins(4, 2, 6, 2));
    m_currentLabel = new QCPItemText(this);
    m_currentLabel->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
    m_currentLabel->setPadding(QMargins(2, 2, 2, 6));
    legend->setVisible(true);
    // Labels are kept inside the plot by pixels, so placed after each layout.
    connect(this, &QCustomPlot::afterLayout, this, &MemoryFigure::placeLabels);
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
    styleAxisRect(m_zoom);
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
    m_hbm->setPen(pen(hbm, 0.8, Qt::DashLine));
    m_hbmLabel->setFont(m_theme.font(0.9, true));
    m_hbmLabel->setColor(hbm);
    m_currentLabel->setFont(m_theme.font(0.9, true));
    m_currentLabel->setColor(m_theme.text);
}

void MemoryFigure::retranslate() {
    setTitleText(title());
    yAxis->setLabel(tr("Bytes per chip"));
    xAxis->setLabel(tr("ZeRO stage (sharding over the X FSDP ways)"));
    m_parts[Params]->setName(tr("Parameters"));
    m_parts[Grads]->setName(tr("Gradients"));
    m_parts[Optimizer]->setName(tr("Optimizer state"));
    m_parts[Buffers]->setName(tr("Gather buffers"));
    setStageTicks(StageWords::Full);
    m_currentLabel->setText(tr("current"));
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
    const QFontMetrics metrics(xAxis->tickLabelFont());
    const double perStage = axisRect()->width() / xAxis->range().size();
    StageWords fits = StageWords::Number;
    for (StageWords words : {StageWords::Name, StageWords::Full}) {
        int widest = 0;
        for (int stage = 0; stage < 4; ++stage)
            for (const QString& line : stageLabel(stage, words).split(QLatin1Char('\n')))
                widest = std::max(widest, metrics.horizontalAdvance(line));
        if (widest <= perStage - 8)
            fits = words;
    }
    if (fits == m_stageWords)
        return false;
    setStageTicks(fits);
    return true;
}

void MemoryFigure::redraw() {
    const auto stages = memoryByZeroStage(m_scenario);
    double top = m_scenario.hardware.hbmBytes;
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
    const auto& pipe = m_results.pipeline;
    m_parts[Activations]->setName(pipe.stages > 1
                                      ? tr("Activation checkpoints (%1: %2 of %3 microbatches)")
                                            .arg(pipe.schedule == PipelineSchedule::GPipe
                                                     ? QStringLiteral("GPipe")
                                                     : QStringLiteral("1F1B"))
                                            .arg(pipe.maxActivationsInFlight)
                                            .arg(pipe.microbatches)
                                      : tr("Activation checkpoints"));
    const double hbm = m_scenario.hardware.hbmBytes;
    m_hbm->point1->setCoords(0, hbm);
    m_hbm->point2->setCoords(1, hbm);
    m_hbmBytes = hbm;
    m_hbmText = tr("HBM %1").arg(format::bytes(hbm));
    const int stage = m_scenario.zeroStage;
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

// Over the current bar and at the HBM line's right end, but never past the plot's sides (in a
// small pane of the board they would run into the value axis's labels).
void MemoryFigure::placeLabels() {
    QCPAxisRect* rect = axisRect();
    m_currentLabel->setText(m_currentText);
    placeInside(m_currentLabel, rect,
                QPointF(xAxis->coordToPixel(m_currentAt.x()), yAxis->coordToPixel(m_currentAt.y())),
                Qt::AlignBottom);
    m_hbmLabel->setText(m_hbmText);
    const double width = QFontMetrics(m_hbmLabel->font()).horizontalAdvance(m_hbmText) + 10;
    placeInside(m_hbmLabel, rect,
                QPointF(rect->right() - width / 2 - 2, yAxis->coordToPixel(m_hbmBytes)),
                Qt::AlignBottom);
}

} // namespace shardscope
