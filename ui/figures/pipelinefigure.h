#pragma once

#include "common/viewids.h"
#include "figures/figure.h"

namespace shardscope {

class GanttBlocks;

/**
 * The pipeline schedule as a Gantt chart (ch. 5 §Pipelining; docs/model.md#pipeline-schedule):
 * stages down, time across, each microbatch's forward and backward, the sends across stage
 * boundaries, and the bubble shaded and labelled with (p − 1)/(K + p − 1). The stage ticks
 * say how many microbatches each stage holds, which is where GPipe and 1F1B differ.
 */
class PipelineFigure : public Figure {
    Q_OBJECT
  public:
    explicit PipelineFigure(QWidget* parent = nullptr);
    QString id() const override { return viewid::pipeline; }
    QString title() const override;

  protected:
    void redraw() override;
    void retranslate() override;
    void applyTheme() override;
    bool fitContents() override;
    QString pinDetail(const Results& a) const override;

  private:
    void fillBlocks();
    void showNote(const QString& text);
    void setStageTicks(int every);
    GanttBlocks* m_bubble;
    GanttBlocks* m_forward;
    GanttBlocks* m_backward;
    GanttBlocks* m_sends;
    GanttBlocks* m_tail; ///< after the last backward: LM head, once-a-step syncs, update
    QCPItemText* m_note;
    QString m_noteText;
    QSharedPointer<QCPAxisTickerText> m_stageTicker;
    int m_tickEvery = 1;
};

} // namespace shardscope
