#pragma once

// One scenario as the core evaluated it, shared by every view that draws it.

#include "curves.h"
#include "layout_search.h"
#include "mesh_layout.h"
#include "results.h"
#include "scenario.h"
#include "step_schedule.h"

#include <nlohmann/json.hpp>

#include <array>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace shardscope {

/** The batch axis of the batch figures and the batch slider, in tokens (ch. 5). */
constexpr double kBatchSweepMin = 10;
constexpr double kBatchSweepMax = 1e8;
/** How many log-spaced points the batch figures draw between those. */
constexpr int kBatchSweepPoints = 113;

/** The batch figures' points: kBatchSweepPoints from kBatchSweepMin to kBatchSweepMax. */
const std::vector<double>& batchSweepPoints();

/** More chips than this are not a picture any more: the mesh view shows a sentence instead. */
constexpr long long kMaxMeshChips = 1 << 18;

/** What the mesh view draws of one split: the pod's chips and one training step's schedule. */
struct MeshPlan {
    MeshLayout layout;     ///< past kMaxMeshChips only its mesh and split
    StepSchedule schedule; ///< always
    long long chips = 0;   ///< of the pod, also past kMaxMeshChips
    bool tooBig = false;   ///< chips > kMaxMeshChips
};

/**
 * An immutable snapshot of one scenario change: the scenario, its results, and everything a view
 * draws from them (the sweeps, the memory by ZeRO stage, the roofline curves, the mesh plans,
 * the layout search), each computed on first use and kept. The document makes one per change
 * and every view reads the same one (shared as std::shared_ptr<const Evaluation>), so a change
 * costs each computation at most once, however many views draw it (core/computations.h counts).
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
    /** sweepSplits(scenario(), scenario().batchTokens): the split-sweep figure. */
    const SplitSweep& splitSweep() const;
    /** memoryByZeroStage(scenario()): the memory figure's four stages. */
    const std::vector<MemoryBudget::PerChip>& memoryByStage() const;
    /** rooflineCurves(scenario().hardware): the roofline figure. */
    const RooflineCurves& roofline() const;
    /**
     * The mesh of the scenario's own split (no strategy) or of the split a strategy runs on
     * (meshSplit(scenario, results, strategy)); one per strategy, kept.
     */
    const MeshPlan& meshPlan(std::optional<Strategy> strategy) const;
    /** reportJson(scenario(), results()): the keys a lesson's question and its mask read. */
    const nlohmann::ordered_json& report() const;

  private:
    Scenario m_scenario;
    Results m_results;
    mutable std::once_flag m_sweepOnce, m_splitsOnce, m_memoryOnce, m_rooflineOnce, m_reportOnce;
    mutable BatchSweep m_sweep;
    mutable SplitSweep m_splits;
    mutable std::vector<MemoryBudget::PerChip> m_memoryByStage;
    mutable RooflineCurves m_roofline;
    mutable nlohmann::ordered_json m_report;
    /// [0] the scenario's split, [1 + strategy] a strategy's; each made on first use
    mutable std::array<std::once_flag, 5> m_meshOnce;
    mutable std::array<MeshPlan, 5> m_meshPlans;
    mutable std::mutex m_searchesMutex;
    /// Each options' result, held by pointer: a reference handed out stays valid.
    mutable std::vector<std::pair<SearchOptions, std::unique_ptr<const SearchResult>>> m_searches;
};

using EvaluationPtr = std::shared_ptr<const Evaluation>;

/** Lays out `split` of `s` (the chips only up to kMaxMeshChips) and schedules its step. */
MeshPlan meshPlan(const Scenario& s, const MeshSplit& split);

/** A new snapshot of `s` (evaluated now). */
EvaluationPtr makeEvaluation(const Scenario& s);
/** A snapshot of `s` and its results `r`, already evaluated. */
EvaluationPtr makeEvaluation(const Scenario& s, const Results& r);

} // namespace shardscope
