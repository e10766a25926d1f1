#include "evaluation.h"

#include "evaluate.h"

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

EvaluationPtr makeEvaluation(const Scenario& s) {
    return std::make_shared<const Evaluation>(s);
}

} // namespace shardscope
