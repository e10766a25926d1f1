#pragma once

#include "common/answermask.h"
#include "scenario.h"

#include <QFrame>

class QLabel;
class QSlider;

namespace shardscope {

class ScenarioDocument;
class SplitSlider;

/**
 * Projector mode's strip along the bottom of the board: the split and batch
 * sliders and the three numbers a room reads (T_math, T_comms, the verdict) in
 * large type. It edits the scenario through the document, as the control panel
 * does, so every change is an undo step and a drag is one.
 */
class PresenterStrip : public QFrame {
    Q_OBJECT
  public:
    explicit PresenterStrip(ScenarioDocument* document, QWidget* parent = nullptr);
    /** Shows the document's split and batch (when shown; a show catches up): the window calls
     * it once per change. */
    void showScenario();

    SplitSlider* splitSlider() const { return m_split; }
    QSlider* batchSlider() const { return m_batch; }

    /** The numbers an open lesson question hides show as "?" until it is answered. */
    void setAnswerMask(const AnswerMask& mask);

    /** Type size of the numbers, points. */
    void setNumberPoints(double points);

  protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

  private:
    void retranslate();
    void edit(const Scenario& next, const QString& what);
    void connectDrag(QSlider* slider, const char* what);
    /** Drops the sliders' names when the strip is too narrow to give them a useful width. */
    void fitControls();

    ScenarioDocument* m_doc;
    QList<long long> m_tpValues; ///< descending: more FSDP to the right, as in the control panel
    SplitSlider* m_split;
    QSlider* m_batch;
    QLabel* m_splitName;
    QLabel* m_splitValue;
    QLabel* m_batchName;
    QLabel* m_batchValue;
    QLabel* m_math;
    QLabel* m_comms;
    QLabel* m_step;  ///< the whole step's forecast time
    QLabel* m_bound; ///< the bound at peak under it, lighter
    QLabel* m_verdict;
    AnswerMask m_mask;
    bool m_compact = false; ///< the names left out: "B = 1.05 M" says which slider is the batch
};

} // namespace shardscope
