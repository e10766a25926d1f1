#include "evaluation.h"

#include "evaluate.h"
#include "report.h"

namespace shardscope {

const std::vector<double>& batchSweepPoints() {
    static const std::vector<double> points =
        logSpace(kBatchSweepMin, kBatchSweepMax, kBatchSweepPoints);
    return points;
}

Evaluation::Evaluation(const Scenario& s) : m_scenario(s), m_results(evaluate(s)) {}

Evaluation::Evaluation(const Scenario& s, const Results& r) : m_scenario(s), m_results(r) {}

const BatchSweep& Evaluation::batchSweep() const {
    std::call_once(m_sweepOnce, [this] { m_sweep = sweepBatch(m_scenario, batchSweepPoints()); });
    return m_sweep;
}

const SearchResult& Evaluation::layoutSearch(const SearchOptions& options) const {
    const std::lock_guard lock(m_searchesMutex);
    for (const auto& [asked, result] : m_searches)
        if (asked == options)
            return *result;
    m_searches.emplace_back(
        options, std::make_unique<const SearchResult>(searchLayouts(m_scenario, options)));
    return *m_searches.back().second;
}

const SplitSweep& Evaluation::splitSweep() const {
    std::call_once(m_splitsOnce,
                   [this] { m_splits = sweepSplits(m_scenario, m_scenario.batchTokens); });
    return m_splits;
}

const std::vector<MemoryBudget::PerChip>& Evaluation::memoryByStage() const {
    std::call_once(m_memoryOnce, [this] { m_memoryByStage = memoryByZeroStage(m_scenario); });
    return m_memoryByStage;
}

const RooflineCurves& Evaluation::roofline() const {
    std::call_once(m_rooflineOnce, [this] { m_roofline = rooflineCurves(m_scenario.hardware); });
    return m_roofline;
}

const nlohmann::ordered_json& Evaluation::report() const {
    std::call_once(m_reportOnce, [this] { m_report = reportJson(m_scenario, m_results); });
    return m_report;
}

const MeshPlan& Evaluation::meshPlan(std::optional<Strategy> strategy) const {
    static_assert(int(Strategy::FsdpTp) + 2 == std::tuple_size_v<decltype(m_meshPlans)>);
    const size_t slot = strategy ? 1 + size_t(*strategy) : 0;
    std::call_once(m_meshOnce[slot], [&] {
        m_meshPlans[slot] =
            shardscope::meshPlan(m_scenario, strategy ? meshSplit(m_scenario, m_results, *strategy)
                                                      : meshSplit(m_scenario));
    });
    return m_meshPlans[slot];
}

MeshPlan meshPlan(const Scenario& s, const MeshSplit& split) {
    MeshPlan plan;
    plan.chips = 1;
    for (long long dim : physicalMesh(s))
        plan.chips *= dim;
    plan.tooBig = plan.chips > kMaxMeshChips;
    if (plan.tooBig) {
        plan.layout.mesh = physicalMesh(s);
        plan.layout.split = split;
    } else {
        plan.layout = buildMeshLayout(s, split);
    }
    plan.schedule = stepSchedule(s, split);
    return plan;
}

EvaluationPtr makeEvaluation(const Scenario& s) {
    return std::make_shared<const Evaluation>(s);
}

EvaluationPtr makeEvaluation(const Scenario& s, const Results& r) {
    return std::make_shared<const Evaluation>(s, r);
}

} // namespace shardscope
