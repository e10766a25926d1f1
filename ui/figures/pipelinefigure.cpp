#include "figures/pipelinefigure.h"

#include "common/format.h"
#include "figures/figuretext.h"
#include "figures/ganttblocks.h"
#include "figures/plotlabels.h"

#include <algorithm>

namespace shardscope {

namespace {

using Kind = PipelineBlock::Kind;

QString scheduleName(PipelineSchedule schedule) {
    return schedule == PipelineSchedule::GPipe ? QStringLiteral("GPipe") : QStringLiteral("1F1B");
}

} // namespace

PipelineFigure::PipelineFigure(QWidget* parent) : Figure(parent) {
    m_stageTicker = QSharedPointer<QCPAxisTickerText>::create();
    yAxis->setTicker(m_stageTicker);
    yAxis->setRangeReversed(true); // stage 0 on top, as the data flows down
    yAxis->grid()->setVisible(false);
    xAxis->setTicker(QSharedPointer<LabelledTicker>::create(
        [](double t) { return t == 0 ? QStringLiteral("0") : format::seconds(t); }));
    // Drawn bottom to top: the bubble under the blocks, sends over them.
    m_bubble = new GanttBlocks(xAxis, yAxis);
    m_forward = new GanttBlocks(xAxis, yAxis);
    m_backward = new GanttBlocks(xAxis, yAxis);
    m_sends = new GanttBlocks(xAxis, yAxis);
    m_sends->setBarHeight(0.14);
    m_tail = new GanttBlocks(xAxis, yAxis);
    // The names a user hides them by (legend clicks, remembered).
    CurveVisibility::setCurveKey(m_bubble, QStringLiteral("bubble"));
    CurveVisibility::setCurveKey(m_forward, QStringLiteral("forward"));
    CurveVisibility::setCurveKey(m_backward, QStringLiteral("backward"));
    CurveVisibility::setCurveKey(m_sends, QStringLiteral("sends"));
    CurveVisibility::setCurveKey(m_tail, QStringLiteral("tail"));
    m_bubble->removeFromLegend(); // drawn first, listed last
    m_bubble->addToLegend();
    m_note = new PlotLabel(this);
    m_note->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_note->position->setCoords(0.5, 0.5);
    m_note->setPositionAlignment(Qt::AlignCenter);
    m_note->setTextAlignment(Qt::AlignCenter);
    m_note->setVisible(false);
    legend->setVisible(true);
    applyTheme();
    retranslate();
}

QString PipelineFigure::title() const {
    return tr("Pipeline schedule");
}

void PipelineFigure::applyTheme() {
    const QColor idle(0x90, 0x90, 0x90);
    m_bubble->setBrush(QBrush(idle, Qt::BDiagPattern));
    m_bubble->setPen(QPen(idle, 1));
    m_forward->setBrush(m_theme.colour(Curve::FSDP));
    m_forward->setPen(QPen(m_theme.colour(Curve::FSDP).darker(150), 1));
    m_backward->setBrush(m_theme.colour(Curve::Best));
    m_backward->setPen(QPen(m_theme.colour(Curve::Best).darker(150), 1));
    m_sends->setBrush(m_theme.colour(Curve::Current));
    m_sends->setPen(QPen(m_theme.colour(Curve::Current).darker(130), 1));
    m_tail->setBrush(QBrush(m_theme.colour(Curve::TP), Qt::Dense4Pattern));
    m_tail->setPen(QPen(m_theme.colour(Curve::TP).darker(130), 1));
    for (GanttBlocks* blocks : {m_forward, m_backward}) {
        blocks->setLabelFont(m_theme.font(0.8, true));
        blocks->setLabelColor(Qt::white);
    }
    m_note->setFont(m_theme.font(1.1));
    m_note->setColor(m_theme.text);
}

void PipelineFigure::retranslate() {
    m_forward->setName(tr("Forward"));
    m_backward->setName(tr("Backward"));
    m_sends->setName(tr("Send across a stage boundary"));
    m_tail->setName(tr("LM head, gradient sync, update"));
    yAxis->setLabel(tr("Stage (microbatches it holds)"));
}

void PipelineFigure::showNote(const QString& text) {
    m_noteText = text;
    m_note->setText(text);
    m_note->setVisible(true);
    xAxis->setVisible(false);
    yAxis->setVisible(false);
    legend->setVisible(false);
    for (GanttBlocks* blocks : {m_bubble, m_forward, m_backward, m_sends, m_tail})
        blocks->setBlocks({});
}

// Two schedules on one chart would hide each other: A is named with its bubble instead.
QString PipelineFigure::pinDetail(const Results& a) const {
    const auto& p = a.pipeline;
    if (p.stages <= 1)
        return tr("one stage, no bubble");
    return tr("%1, %2 stages × %3 microbatches, bubble %4 %")
        .arg(scheduleName(p.schedule))
        .arg(p.stages)
        .arg(p.microbatches)
        .arg(qRound(p.bubbleFraction * 100));
}

void PipelineFigure::redraw() {
    const auto& p = results().pipeline;
    m_title->setFullText(p.stages <= 1 ? title()
                                       : tr("Pipeline schedule: %1, %2 stages × %3 microbatches")
                                             .arg(scheduleName(p.schedule))
                                             .arg(p.stages)
                                             .arg(p.microbatches));
    if (p.stages <= 1)
        return showNote(tr("One pipeline stage (pp = 1): no schedule to draw. Set pp above 1."));
    if (p.timeline.empty())
        return showNote(tr("%1 stages × %2 microbatches: too many blocks to draw.")
                            .arg(p.stages)
                            .arg(p.microbatches));
    m_noteText.clear();
    m_note->setVisible(false);
    xAxis->setVisible(true);
    yAxis->setVisible(true);
    legend->setVisible(true);
    fillBlocks();
    const long long k = p.microbatches;
    m_bubble->setName(tr("Bubble %1/%2 = %3 %")
                          .arg(p.stages - 1)
                          .arg(k + p.stages - 1)
                          .arg(m_answerMask.text("pipeline.bubble_fraction",
                                                 QString::number(qRound(p.bubbleFraction * 100)))));
    xAxis->setLabel(
        tr("Time (step ≈ %1; one send %2)")
            .arg(m_answerMask.text("step.seconds", format::seconds(results().step.seconds)),
                 format::seconds(p.timing.send)));
    yAxis->setRange(-0.6, double(p.stages) - 0.4);
    setStageTicks(m_tickEvery);
}

// The blocks of the core's timeline; the bubble is what each stage leaves idle before the
// last block of the step ends.
void PipelineFigure::fillBlocks() {
    const auto& timeline = results().pipeline.timeline;
    double end = 0;
    for (const auto& stage : timeline)
        for (const PipelineBlock& b : stage)
            end = std::max(end, b.end);
    QVector<GanttBlocks::Block> forward, backward, sends, idle;
    for (size_t s = 0; s < timeline.size(); ++s) {
        const double row = double(s);
        double busyUntil = 0;
        for (const PipelineBlock& b : timeline[s]) {
            const int label = int(b.microbatch);
            switch (b.kind) {
            case Kind::Forward:
                forward.push_back({b.start, b.end, row, label});
                break;
            case Kind::Backward:
                backward.push_back({b.start, b.end, row, label});
                break;
            // A send sits between the two stages it joins.
            case Kind::SendForward:
                sends.push_back({b.start, b.end, row + 0.5, -1});
                break;
            case Kind::SendBackward:
                sends.push_back({b.start, b.end, row - 0.5, -1});
                break;
            }
            if (!b.compute())
                continue;
            if (b.start > busyUntil)
                idle.push_back({busyUntil, b.start, row, -1});
            busyUntil = std::max(busyUntil, b.end);
        }
        if (busyUntil < end)
            idle.push_back({busyUntil, end, row, -1});
    }
    m_forward->setBlocks(forward);
    m_backward->setBlocks(backward);
    m_sends->setBlocks(sends);
    m_bubble->setBlocks(idle);
    // The step goes on after the last backward (docs/model.md#whole-step-time): the axis ends
    // where the Budget's step does.
    const double step = std::max(end, results().step.seconds);
    QVector<GanttBlocks::Block> tail;
    if (step > end)
        for (size_t s = 0; s < timeline.size(); ++s)
            tail.push_back({end, step, double(s), -1});
    m_tail->setBlocks(tail);
    xAxis->setRange(0, std::max(step, 1e-12));
}

void PipelineFigure::setStageTicks(int every) {
    const auto& held = results().pipeline.activationsInFlight;
    m_stageTicker->clear();
    // Stages are counted from 1 for people, in every view (the mesh, the explanation too).
    for (int s = 0; s < int(held.size()); s += every)
        m_stageTicker->addTick(s, tr("%1 (holds %2)").arg(s + 1).arg(held[size_t(s)]));
    m_tickEvery = every;
}

bool PipelineFigure::fitContents() {
    bool again = false;
    if (m_note->visible()) {
        // One line when it fits; else broken at the space nearest the middle.
        const int room = axisRect()->width() - 16;
        QString text = m_noteText;
        if (QFontMetrics(m_note->font()).horizontalAdvance(text) > room)
            text = brokenNearMiddle(text);
        if (text != m_note->text()) {
            m_note->setText(text);
            again = true;
        }
        return again;
    }
    // Every stage labelled while the rows are tall enough; else every 2nd, 4th, ...
    const int stages = int(results().pipeline.activationsInFlight.size());
    const double rowPixels = axisRect()->height() / std::max(1.0, yAxis->range().size());
    const double line = QFontMetricsF(yAxis->tickLabelFont()).height() * 1.1;
    int every = 1;
    while (every < stages && rowPixels * every < line)
        every *= 2;
    if (every != m_tickEvery) {
        setStageTicks(every);
        again = true;
    }
    return again;
}

} // namespace shardscope
