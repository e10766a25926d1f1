#pragma once

#include "common/publishedruns.h"
#include "common/viewids.h"
#include "figures/figure.h"

namespace shardscope {

/**
 * The forecast against reality (docs/runs.md): one point per published run the model covers, the
 * forecast MFU for its layout and stack across, the measured MFU up, the diagonal where the two
 * agree with bands where the forecast step is within 10 % and 20 %; each run's bound at peak a
 * hollow grey marker at the same height; groups told apart by colour and marker; the current
 * scenario's forecast as a vertical line. Hovering a point names the run, its source and what
 * its scenario approximates. A note under the plot says what the forecast and the bound are.
 */
class RealityFigure : public Figure {
    Q_OBJECT
  public:
    explicit RealityFigure(QWidget* parent = nullptr);
    QString id() const override { return viewid::reality; }
    QString title() const override;

    /** The note under the plot. */
    QString note() const;
    /** The runs a series draws, point by point (a series: one group of runs, each point one run;
        its curve key "runs:" and the group's name). */
    QList<const PublishedRun*> runsOf(const QCPGraph* series) const;
    /** The run drawn nearest `pos` (widget pixels), within a few pixels; nullptr for none. */
    const PublishedRun* runAt(QPointF pos) const;
    /** The tool tip of a run's point: its name, measured MFU and ceiling, source, approximations.
     */
    QString runText(const PublishedRun& run) const;

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
    QCPCurve* addBand(double error);
    void placeLineLabel();
    QList<Series> m_groups;
    QList<QCPGraph*> m_series;
    QCPGraph* m_diagonal;
    QCPCurve* m_within10; ///< measured within ±10 % of the forecast (the step as much off)
    QCPCurve* m_within20;
    QCPGraph* m_bounds;  ///< each run's bound at peak, at its measured MFU
    QCPGraph* m_current; ///< the ring around the open run's point, when one is open
    QCPItemStraightLine* m_line;
    QCPItemText* m_lineLabel;
    QString m_lineText;      ///< the label's text before placeLineLabel breaks it
    QString m_shortLineText; ///< the forecast alone, for a plot too narrow for the label
    QCPTextElement* m_note;
    QString m_noteText;
};

} // namespace shardscope
