#pragma once

#include "common/publishedruns.h"
#include "common/viewids.h"
#include "figures/figure.h"

namespace shardscope {

/**
 * The model against reality (docs/runs.md): one point per published run the model covers, the
 * model's MFU ceiling for its layout across, the measured MFU up, the diagonal where the two
 * agree; groups told apart by colour and marker; the current scenario's ceiling as a vertical
 * line. Hovering a point names the run, its source and what its scenario approximates. A note
 * under the plot says that the model is a bound and what it leaves out.
 */
class RealityFigure : public Figure {
    Q_OBJECT
  public:
    explicit RealityFigure(QWidget* parent = nullptr);
    QString id() const override { return viewid::reality; }
    QString title() const override;

    /** The note under the plot. */
    QString note() const;
    /** The series, one per group of runs, each point one run (in the order of `runsOf`). */
    QList<QCPGraph*> series() const { return m_series; }
    /** The runs a series draws, point by point. */
    QList<const PublishedRun*> runsOf(const QCPGraph* series) const;
    /** The run drawn nearest `pos` (widget pixels), within a few pixels; nullptr for none. */
    const PublishedRun* runAt(QPointF pos) const;
    /** The tool tip of a run's point: its name, measured MFU and ceiling, source, approximations.
     */
    QString runText(const PublishedRun& run) const;
    /** Where the current scenario's ceiling is drawn (percent; NaN when it is not shown). */
    double ceilingLineAt() const;

  protected:
    void redraw() override;
    void retranslate() override;
    void applyTheme() override;
    bool fitContents() override;
    QString pinDetail(const Results& a) const override;
    void mouseMoveEvent(QMouseEvent* event) override;

  private:
    struct Series {
        QString label;
        QList<const PublishedRun*> runs;
    };
    static QList<Series> groups();
    QList<Series> m_groups;
    QList<QCPGraph*> m_series;
    QCPGraph* m_diagonal;
    QCPGraph* m_current; ///< the ring around the open run's point, when one is open
    QCPItemStraightLine* m_ceiling;
    QCPItemText* m_ceilingLabel;
    QCPTextElement* m_note;
    QString m_noteText;
};

} // namespace shardscope
