#pragma once

#include "evaluation.h"
#include "results.h"
#include "scenario.h"

#include <QObject>

#include <optional>

class QUndoStack;

namespace shardscope {

/**
 * The one owner of the current Scenario and its Results. Controls hand it new
 * scenarios; views listen to changed() and redraw from results(). Every change
 * is one undo step; a drag (beginInteraction … endInteraction) is one step too.
 */
class ScenarioDocument : public QObject {
    Q_OBJECT
  public:
    explicit ScenarioDocument(QObject* parent = nullptr);

    const Scenario& scenario() const { return m_evaluation->scenario(); }
    const Results& results() const { return m_evaluation->results(); }
    /**
     * The current scenario as the core evaluated it, made once per change: every view draws
     * this one snapshot (its sweeps computed once for all of them).
     */
    const EvaluationPtr& evaluation() const { return m_evaluation; }
    QUndoStack* undoStack() const { return m_undo; }

    /** Makes `next` current (it must pass validateScenario). `what` names the undo step. */
    void apply(const Scenario& next, const QString& what);
    void beginInteraction();
    void endInteraction(const QString& what);

    /** Reads a scenario file; on error returns false, says why in `error` and changes nothing. */
    bool load(const QString& fileName, QString* error);
    /** Writes the scenario atomically (the old file survives a failed write). */
    bool save(const QString& fileName, QString* error) const;

    /** Sets the scenario without an undo step (start-up, undo itself). */
    void reset(const Scenario& s);

    /** The pinned scenario A and its results (evaluated like the current one); nullptr: none. */
    const Scenario* pinned() const { return m_pinned ? &m_pinned->scenario() : nullptr; }
    const Results* pinnedResults() const { return m_pinned ? &m_pinned->results() : nullptr; }
    /** A's snapshot, made once per pin (nullptr: none). */
    const EvaluationPtr& pinnedEvaluation() const { return m_pinned; }
    /** The current scenario becomes A (one undo step). */
    void pin();
    /** Pins `a` (not the current scenario) as A, one undo step: a layout previewed. */
    void pinAs(const Scenario& a, const QString& what);
    /** No A any more (one undo step). */
    void unpin();
    /** `s` becomes current and A goes, in one undo step: a published run replaces the work. */
    void applyWithoutPinned(const Scenario& s, const QString& what);
    /** A and the current scenario trade places (one undo step). */
    void swapPinned();
    /** Reads a scenario file as A (one undo step); on error as load(). */
    bool loadPinned(const QString& fileName, QString* error);
    /** Sets A without an undo step (start-up, undo itself); nullopt: none. */
    void resetPinned(const std::optional<Scenario>& s);

  signals:
    /** The scenario and its results are new. */
    void changed();
    /** A was pinned, swapped, loaded or unpinned. */
    void pinnedChanged();

  private:
    QUndoStack* m_undo;
    EvaluationPtr m_evaluation; ///< never nullptr
    bool m_interacting = false;
    Scenario m_beforeInteraction;
    EvaluationPtr m_pinned; ///< A, or nullptr
    std::optional<Scenario> pinnedScenario() const;
    void pushPin(const Scenario& current, const std::optional<Scenario>& pinned,
                 const QString& what);
};

} // namespace shardscope
