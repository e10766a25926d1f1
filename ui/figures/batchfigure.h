#pragma once

#include "figures/figure.h"
#include "figures/plotdata.h"

#include <functional>

namespace shardscope {

/**
 * A batch a person set by hand (a drag of the batch line, the played sweep): `tokens` to three
 * significant digits, within the batch axis and at least one token per pod.
 */
double roundedBatch(double tokens, long long pods);

/**
 * A figure over the batch B (tokens, a log axis from kBatchMin to kBatchMax, ch. 5): the
 * shaded band behind the data and the dotted line at the scenario's batch are the same in
 * each; a subclass says what the band covers and how its value axis reads.
 */
class BatchFigure : public Figure {
    Q_OBJECT
  public:
    /** The batch line: dragging it changes the scenario's batch. */
    std::optional<DraggableMark> draggableMark() const override;

  protected:
    /** `valueLabel` writes the value axis's tick labels ("1 ms", "100"). */
    explicit BatchFigure(const std::function<QString(double)>& valueLabel,
                         QWidget* parent = nullptr);
    /** The batch axis's title, for retranslate(). */
    void retranslateBatchAxis();
    /** Moves the dotted line to the scenario's batch, for redraw(). */
    void placeBatchLine();
    /** Shades the band from `from` to `to` tokens (clipped to the axis), or hides it. */
    void showBand(bool shown, double from = kBatchMin, double to = kBatchMax);
    /** The scenario with the batch line moved to x pixel `x`. */
    std::optional<Scenario> scenarioWithBatchAt(double x) const;

    QCPItemRect* m_band;
    QCPItemStraightLine* m_batchLine;
};

} // namespace shardscope
