#pragma once

#include "evaluation.h"

#include <QHash>

class QCPAbstractPlottable;
class QCPGraph;

namespace shardscope {

class Figure;

/**
 * A pinned scenario A drawn as ghosts in a figure: the figure's own redraw() runs once on A's
 * snapshot, its curves are copied into faded, dashed twins, and the current scenario is drawn
 * over them; a slider step redraws only the current scenario. Each ghost is a plot item named
 * "ghost#" and its curve's place among the plottables, A's one legend entry "pinEntry".
 */
class PinGhosts {
  public:
    explicit PinGhosts(Figure& figure) : m_figure(figure) {}
    /** False when `pinned` is A already (the same snapshot, or one of the same scenario). */
    bool setPin(EvaluationPtr pinned);
    const EvaluationPtr& pin() const { return m_pin; }
    /** A is drawn and copied again at the next capture (new overlays, theme or size). */
    void invalidate() { m_stale = m_pin != nullptr; }
    /** Before the figure draws the current scenario: A drawn and copied, if that is due. */
    void capture();
    /** After it: each ghost shown as its curve, A's legend entry and the lesson's filter say,
        and the value axes widened to hold it. */
    void apply();

  private:
    /** `place`: the curve's index among the plottables, which names the ghost. */
    QCPAbstractPlottable* makeGhost(QCPAbstractPlottable* curve, int place);
    void style(QCPAbstractPlottable* ghost, const QCPAbstractPlottable* curve) const;
    void showEntry(bool pinned);

    Figure& m_figure;
    EvaluationPtr m_pin; ///< A, or nullptr
    bool m_stale = false;
    int m_ownPlottables = -1; ///< the figure's own plottables come first; ghosts after them
    QCPGraph* m_entry = nullptr;
    QHash<const QCPAbstractPlottable*, QCPAbstractPlottable*> m_ghosts; ///< curve -> ghost
    QHash<const QCPAbstractPlottable*, bool> m_shown; ///< as A's own redraw left each curve
};

} // namespace shardscope
