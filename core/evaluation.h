#pragma once

// One scenario as the core evaluated it, shared by every view that draws it.

#include "curves.h"
#include "layout_search.h"
#include "results.h"
#include "scenario.h"

#include <memory>
#include <mutex>
#include <vector>

namespace shardscope {

/** The batch axis of the batch figures and the batch slider, in tokens (ch. 5). */
constexpr double kBatchSweepMin = 10;
constexpr double kBatchSweepMax = 1e8;
/** How many log-spaced points the batch figures draw between those. */
constexpr int kBatchSweepPoints = 113;

/** The batch figures' points: kBatchSweepPoints from kBatchSweepMin to kBatchSweepMax. */
const std::vector<double>& batchSweepPoints();

/**
 * An immutable snapshot of one scenario change: the scenario, its results, and the batch sweep
 * the compute-vs-comms and ratio figures draw. The document makes one per change and every
 * view reads the same one (shared as std::shared_ptr<const Evaluation>), so a change costs one
 * evaluate() and at most one sweepBatch(), however many views draw it.
 */
class Evaluation {
  public:
    /** Evaluates `s` (it must pass validateScenario). */
    explicit Evaluation(const Scenario& s);
    /** `r` as evaluate(s) returned it (a caller that already holds both). */
    Evaluation(const Scenario& s, const Results& r);

    const Scenario& scenario() const { return m_scenario; }
    const Results& results() const { return m_results; }
    /**
     * sweepBatch(scenario(), batchSweepPoints()), computed on the first call and kept: a board
     * that shows no batch figure never pays for it.
     */
    const BatchSweep& batchSweep() const;
    /**
     * searchLayouts(scenario(), options), computed on the first call with these options and
     * kept: the Layouts view's redraws (a resize, a language, a lesson step) and a second
     * Layouts pane search once per change.
     */
    const SearchResult& layoutSearch(const SearchOptions& options) const;

  private:
    Scenario m_scenario;
    Results m_results;
    mutable std::once_flag m_sweepOnce;
    mutable BatchSweep m_sweep;
    mutable std::mutex m_searchesMutex;
    /// Each options' result, held by pointer: a reference handed out stays valid.
    mutable std::vector<std::pair<SearchOptions, std::unique_ptr<const SearchResult>>> m_searches;
};

using EvaluationPtr = std::shared_ptr<const Evaluation>;

/** A new snapshot of `s` (evaluated now). */
EvaluationPtr makeEvaluation(const Scenario& s);

} // namespace shardscope
