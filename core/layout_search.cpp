#include "layout_search.h"
#include "computations.h"

#include "cluster.h"
#include "curves.h"
#include "evaluate.h"
#include "forecast.h"
#include "scenario_io.h"
#include "whole_step.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace shardscope {

namespace {

Scenario& withLayoutInPlace(Scenario& s, const Layout& layout) {
    s.fsdp = layout.fsdp;
    s.tp = layout.tp;
    s.pp = layout.pp;
    s.microbatches = layout.microbatches;
    s.accumulation = layout.pp > 1 ? 1 : layout.microbatches; // one stage: accumulation
    s.zeroStage = layout.zeroStage;
    s.hsdp = layout.hsdp;
    s.ep = layout.ep;
    s.cp = layout.cp;
    s.placement = layout.placement;
    return s;
}

} // namespace

Scenario withLayout(Scenario s, const Layout& layout) {
    return withLayoutInPlace(s, layout);
}

bool ranksBefore(const Layout& a, const Layout& b) {
    // Step times within 1e-9 tie: every compute-bound layout has the same step in the book's
    // model. Then the book's rule (least communication relative to compute, ch. 5 X_opt), fewer
    // stages, fewer TP ways, less memory, fewer microbatches (docs/search.md#ranking).
    const double scale = std::max(a.stepSeconds, b.stepSeconds);
    if (std::abs(a.stepSeconds - b.stepSeconds) > 1e-9 * scale)
        return a.stepSeconds < b.stepSeconds;
    if (std::abs(a.commsToCompute - b.commsToCompute) > 1e-9)
        return a.commsToCompute < b.commsToCompute;
    if (a.pp != b.pp)
        return a.pp < b.pp;
    if (a.tp != b.tp)
        return a.tp < b.tp;
    if (std::abs(a.memoryPerChip - b.memoryPerChip) > 1e-6 * std::max(1.0, a.memoryPerChip))
        return a.memoryPerChip < b.memoryPerChip;
    if (a.microbatches != b.microbatches)
        return a.microbatches < b.microbatches;
    if (a.ep != b.ep) // fewer all-to-all partners for the same step and memory
        return a.ep < b.ep;
    if (a.cp != b.cp) // a shorter ring for the same step and memory
        return a.cp < b.cp;
    // docs/search.md#ranking: one total order, so that the best does not depend on how many are
    // kept: the lower ZeRO stage (ZeRO-1 and -2 hold the same with no gradient bytes), the usual
    // placement, plain FSDP, then the placement's order itself.
    if (a.zeroStage != b.zeroStage)
        return a.zeroStage < b.zeroStage;
    const bool aUsual = a.placement == Scenario::defaultPlacement();
    const bool bUsual = b.placement == Scenario::defaultPlacement();
    if (aUsual != bUsual)
        return aUsual;
    if (a.hsdp != b.hsdp)
        return a.hsdp < b.hsdp;
    return a.placement < b.placement;
}

namespace {

/** What every candidate of one scenario shares, computed once. */
struct SearchContext {
    const Scenario& s;
    SearchOptions options;
    std::vector<long long> mesh;
    LayerSetup book;     ///< the MLP block of ch. 5
    MemoryInputs memory; ///< the scenario's; the layout's fields are set per candidate
    double batchPerPod = 0, sequences = 0;
    double params = 0; ///< what a token passes through: ch. 6's P in 6·P·B
    long long chips = 0;
    ForecastParams forecast; ///< the scenario's stack and calibration
    /// By the forecast on a GPU stack: what a layer keeps as the stack runs it (TP per cell).
    std::optional<ActivationShape> activations;

    SearchContext(const Scenario& scenario, const SearchOptions& o)
        : s(scenario), options(o), mesh(physicalMesh(scenario)), book(layerSetup(scenario)),
          memory(memoryInputs(scenario)), batchPerPod(scenario.batchTokens / double(scenario.pods)),
          sequences(scenario.batchTokens / double(scenario.seqLen)),
          params(countParams(scenario.model).active()), chips(scenario.chips),
          forecast(forecastParams(scenario)) {
        if (o.model == SearchModel::Forecast)
            activations = stackActivationShape(scenario, *forecast.profile);
    }
};

double passSeconds(const PassTimes& p, Overlap overlap) {
    return overlap == Overlap::Max ? std::max(p.math, p.comms) : p.math + p.comms;
}

// docs/search.md#book-step: the per-layer MLP model, the pipeline's slots and sends, and the
// once-a-step syncs that stick out of the backward pass.
void bookStep(const SearchContext& c, const Split& split, Layout& l) {
    const Scenario& s = c.s;
    LayerSetup setup = c.book;
    setup.gatherWeights = setup.syncGradsPerLayer = l.zeroStage >= 3;
    const double k = double(l.microbatches), z = double(l.pp);
    const double b = c.batchPerPod / k;
    const LayerTimes t = layerTimes(setup, strategyOf(split), split, b);
    const double layerChips = double(split.x * split.y);
    const double stageLayers = double(s.model.layers) / z;
    const ClusterLayout cluster = clusterLayout(s, l.placement, split.x, l.tp, l.pp, split.shard());
    const double send =
        l.pp > 1 ? stageSendSeconds(s,
                                    stageSendBytes(c.batchPerPod, l.microbatches,
                                                   double(s.model.dModel), split.x * split.y),
                                    cluster.pp)
                 : 0;
    const double weights = setup.shape.weightBytes;
    const double grad =
        onceAStepSyncSeconds(setup, split, cluster.replicas, weights / double(l.tp), l.zeroStage);
    const double dcn = collectiveSeconds(2 * weights / layerChips, s.pods, 1, s.hardware.dcnBw,
                                         setup.finiteGroup, false);
    const double backward = 2 * setup.shape.flopsPerToken * c.batchPerPod / (layerChips * setup.c);
    const double step = (k + z - 1) * (stageLayers * (passSeconds(t.forward, s.overlap) +
                                                      passSeconds(t.backward, s.overlap)) +
                                       s.pipelineOverheadS) +
                        2 * (z - 1) * send +
                        stageLayers * std::max(0.0, std::max(grad, dcn) - backward);
    const double compute = double(s.model.layers) * 3 * setup.shape.flopsPerToken * c.batchPerPod /
                           (double(c.chips) * setup.c);
    // Rounding can put a compute-bound step a hair under its compute: an MFU is at most 1.
    l.mfu = std::min(1.0, compute / step);
    // ch. 6: the step of 6·P·B FLOPs at this MFU.
    l.stepSeconds =
        6 * c.params * s.batchTokens / (double(c.chips * s.pods) * s.peakFlops() * l.mfu);
    l.commsToCompute =
        std::max({t.forward.comms / t.forward.math, t.backward.comms / t.backward.math,
                  grad / backward, dcn / backward});
}

// docs/model.md#whole-step, on the few parts of Results the whole step reads; with the forecast
// model the forecast of that step (docs/model.md#forecast). `candidate` is the
// scenario with the layout applied (withLayout), kept by the caller so that no candidate copies
// a whole scenario.
void wholeStep(const SearchContext& c, const Scenario& candidate, const Split& split,
               const MemoryBudget& memory, Layout& l) {
    Results r;
    r.derived.batchPerPod = c.batchPerPod;
    r.layer.split = split;
    r.memory.budget = memory;
    r.pipeline.sendBytes =
        stageSendBytes(c.batchPerPod, l.microbatches, double(c.s.model.dModel), split.x * split.y);
    addWholeStep(candidate, r);
    l.stepSeconds = r.step.seconds;
    l.mfu = std::min(1.0, r.step.mfu);
    if (c.options.model == SearchModel::Forecast) {
        const Forecast f = forecastStep(candidate, r, c.forecast);
        l.stepSeconds = f.seconds;
        l.mfu = f.mfu;
    }
}

void addFlags(const SearchContext& c, const AxisSpan& span, Layout& l) {
    const double units = double(l.fsdp * c.s.pods);
    if (units > c.sequences)
        l.flags.push_back("sp×" +
                          std::to_string(static_cast<long long>(std::ceil(units / c.sequences))));
    if (!span.fits)
        l.flags.push_back("off_mesh");
    if (c.s.model.heads > 0 && l.tp > c.s.model.kvHeads)
        l.flags.push_back("kv_heads_replicated");
}

// Microbatch counts `fsdp` data-parallel ways may use, a pipeline's or one stage's gradient
// accumulation: powers of two whose microbatches still hold whole sequences
// (K·X·pods ≤ max(B_seq, X·pods)).
std::vector<long long> microbatchCounts(const SearchContext& c, long long fsdp) {
    const double units = double(fsdp * c.s.pods);
    const double most = std::max(c.sequences, units);
    std::vector<long long> ks;
    // At most what a scenario file takes: every layout the search proposes can be saved.
    for (long long k = 1; double(k) * units <= most && k <= limits::maxMicrobatches; k *= 2)
        ks.push_back(k);
    return ks;
}

bool divides(long long d, long long n) {
    return d > 0 && n % d == 0;
}

/** Where the groups go and how FSDP shards: what the search tries besides the split. */
struct Arrangement {
    std::vector<ParallelAxis> placement;
    long long hsdp = 0;
};

// docs/search.md#nodes: on switched nodes every placement order that puts the groups on
// different tiers, each with plain FSDP and with HSDP's largest shard group inside a node.
std::vector<Arrangement> arrangements(const SearchContext& c, long long x, long long tp,
                                      long long pp) {
    const Scenario& s = c.s;
    if (!s.hardware.switched() || s.chips <= s.hardware.nodeChips)
        return {{s.placement, 0}};
    std::vector<Arrangement> out;
    std::vector<std::vector<long long>> seen;
    auto add = [&](const std::vector<ParallelAxis>& placement, long long shard) {
        const ClusterLayout cl = clusterLayout(s, placement, x, tp, pp, shard);
        // TP leaves the node only when it does not fit in one (docs/search.md#nodes).
        if (cl.tp.nodes > 1 && tp <= s.hardware.nodeChips)
            return;
        const std::vector<long long> tiers{cl.tp.nodes, cl.fsdp.nodes, cl.pp.nodes,
                                           cl.replicas.nodes, shard};
        if (std::find(seen.begin(), seen.end(), tiers) != seen.end())
            return;
        seen.push_back(tiers);
        out.push_back({placement, shard == x ? 0 : shard});
    };
    // The usual order first: among orders that put the groups on the same tiers it is kept.
    for (const std::vector<ParallelAxis>& order : placementOrders()) {
        add(order, x);
        // HSDP: the largest shard group that stays inside a node.
        const long long stride = clusterLayout(s, order, x, tp, pp, x).fsdp.stride;
        const long long shard =
            largestDivisorAtMost(x, std::max(1LL, s.hardware.nodeChips / stride));
        if (shard > 1 && shard < x)
            add(order, shard);
    }
    return out;
}

/** Where a candidate is counted: the ranking, its (TP, stages) cell and, with other rows, its
 * (TP, EP) or (TP, CP) cell (docs/search.md#heatmap). */
struct Tally {
    SearchResult& result;
    size_t top;                 ///< how many ranked layouts to keep
    std::vector<Layout> ranked; ///< the best so far, in order, at most `top`
    LayoutRows rows;
    std::map<std::pair<long long, long long>, LayoutCell> byRow; ///< rows other than stages

    /** The (TP, EP) or (TP, CP) cell a candidate also counts in; none with stages down. */
    LayoutCell* rowCell(long long tp, long long pp, long long ep, long long cp) {
        if (rows == LayoutRows::Stages)
            return nullptr;
        const long long row = rowWays(rows, pp, ep, cp);
        LayoutCell& cell = byRow[{tp, row}];
        cell.tp = tp;
        cell.row = row;
        return &cell;
    }
    /** Keeps `l` among the best `top`: the same as ranking every feasible layout and cutting. */
    void rank(Layout&& l) {
        if (ranked.size() == top && (top == 0 || !ranksBefore(l, ranked.back())))
            return;
        ranked.insert(std::upper_bound(ranked.begin(), ranked.end(), l, ranksBefore), std::move(l));
        if (ranked.size() > top)
            ranked.pop_back();
    }
};

void noteFootprint(LayoutCell& cell, double bytes) {
    if (cell.smallestFootprint == 0 || bytes < cell.smallestFootprint)
        cell.smallestFootprint = bytes;
}

void keepBest(LayoutCell& cell, const Layout& l) {
    if (!cell.best || ranksBefore(l, *cell.best))
        cell.best = l;
}

void searchArrangement(const SearchContext& c, const Arrangement& a, long long ep, long long cp,
                       LayoutCell& cell, Tally& tally) {
    SearchResult& result = tally.result;
    const long long pp = cell.row; // a stage cell's row is its stage count
    Scenario arranged = c.s;       // also each candidate's scenario, its layout set in place
    arranged.placement = a.placement;
    arranged.hsdp = a.hsdp / cp; // the arrangement's shard group holds the CP ways
    arranged.ep = ep;
    arranged.cp = cp;
    const long long x = c.chips / (cell.tp * pp);
    const Split split = splitFor(arranged, c.mesh, x, cell.tp, a.hsdp);
    const AxisSpan span = axisSpan(arranged, c.mesh, x, cell.tp);
    MemoryInputs memory = c.memory;
    memory.dataWays = x;
    memory.shardWays = split.shard();
    memory.modelWays = cell.tp * pp;
    memory.stages = pp;
    memory.expertWays = ep;
    if (c.activations) { // docs/search.md#forecast: memory as the stack keeps it
        ActivationShape shape = *c.activations;
        shape.tp = double(cell.tp);
        shape.cp = double(cp);
        setStackMemory(memory, shape);
    }
    const int mostSharded = x > 1 ? 3 : 0; // one data-parallel way has nothing to shard
    // docs/search.md#accumulation: one stage accumulates only to fit, the fewest microbatches
    // that do (more only cost smaller matmuls and, at ZeRO-3, more gathers).
    std::array<bool, 4> fitsWithFewer{};
    for (long long k : microbatchCounts(c, x / cp))
        for (int zero = 0; zero <= mostSharded; ++zero) {
            if (pp == 1 && fitsWithFewer[size_t(zero)])
                continue;
            ++result.candidates;
            memory.microbatches = k;
            memory.zeroStage = zero;
            const MemoryBudget budget = memoryBudget(memory);
            // A layout left out costs no allocation: only its footprint is kept.
            const double bytes = budget.perChip.total();
            if (result.smallestFootprint == 0 || bytes < result.smallestFootprint)
                result.smallestFootprint = bytes;
            noteFootprint(cell, bytes);
            LayoutCell* byRow = tally.rowCell(cell.tp, pp, ep, cp);
            if (byRow)
                noteFootprint(*byRow, bytes);
            if (bytes > c.s.hardware.hbmBytes) {
                ++result.excluded[rule::memory];
                continue;
            }
            Layout l;
            l.fsdp = x / cp;
            l.tp = cell.tp;
            l.pp = pp;
            l.microbatches = k;
            l.zeroStage = zero;
            l.hsdp = arranged.hsdp;
            l.ep = ep;
            l.cp = cp;
            l.placement = a.placement;
            l.memoryPerChip = bytes;
            bookStep(c, split, l); // h and, for the book model, the step
            if (c.options.model != SearchModel::Book)
                wholeStep(c, withLayoutInPlace(arranged, l), split, budget, l);
            addFlags(c, span, l);
            const TrainingCost cost = trainingCost(c.s, l.stepSeconds);
            l.chipHours = cost.chipHours;
            l.costUsd = cost.costUsd;
            ++result.feasible;
            fitsWithFewer[size_t(zero)] = true;
            keepBest(cell, l);
            if (byRow)
                keepBest(*byRow, l);
            tally.rank(std::move(l));
        }
}

// docs/search.md#experts: a MoE tries every EP that divides the shard group and the experts.
std::vector<long long> expertWays(const Model& m, long long shard) {
    return m.moe() ? divisorsOf(std::gcd(shard, m.experts)) : std::vector<long long>{1};
}

// docs/search.md#context: 1 when the X data ways hold whole sequences; else every CP that
// divides X and the sequence length and leaves whole sequences (more CP leaves a pipeline room
// for microbatches); {1} when none does, the sequences then split unpriced and flagged.
std::vector<long long> contextWays(const SearchContext& c, long long x) {
    if (double(x * c.s.pods) <= c.sequences)
        return {1};
    std::vector<long long> ways;
    for (long long cp : divisorsOf(x))
        if (double(x / cp * c.s.pods) <= c.sequences && c.s.seqLen % cp == 0)
            ways.push_back(cp);
    return ways.empty() ? std::vector<long long>{1} : ways;
}

void searchCell(const SearchContext& c, LayoutCell& cell, Tally& tally) {
    SearchResult& result = tally.result;
    const long long x = c.chips / (cell.tp * cell.row);
    // Whole sequences only: no CP either, each data-parallel way keeps its sequences whole.
    if (c.options.wholeSequences && double(x * c.s.pods) > c.sequences) {
        ++result.candidates;
        ++result.excluded[rule::wholeSequences];
        cell.excludedBy = rule::wholeSequences;
        return;
    }
    std::vector<long long> cpWays = contextWays(c, x);
    // One stage: the fewest CP; more would only make room for accumulation's microbatches, which
    // one stage needs only to fit (docs/search.md#context).
    if (cell.row == 1)
        cpWays.resize(1);
    for (const Arrangement& a : arrangements(c, x, cell.tp, cell.row))
        for (long long cp : cpWays) {
            if (a.hsdp % cp != 0) // an HSDP group holds whole CP groups
                continue;
            for (long long ep : expertWays(c.s.model, (a.hsdp > 0 ? a.hsdp : x) / cp))
                searchArrangement(c, a, ep, cp, cell, tally);
        }
    if (!cell.best)
        cell.excludedBy = rule::memory;
}

} // namespace

long long rowWays(LayoutRows rows, long long pp, long long ep, long long cp) {
    switch (rows) {
    case LayoutRows::Experts:
        return ep;
    case LayoutRows::Context:
        return cp;
    case LayoutRows::Stages:
        break;
    }
    return pp;
}

SearchResult searchLayouts(const Scenario& s, const SearchOptions& options) {
    countComputation(Computation::LayoutSearch);
    const SearchContext c(s, options);
    SearchResult result;
    const Model& m = s.model;
    for (long long y : divisorsOf(c.chips)) {
        if (divides(y, m.dModel) && divides(y, m.dFf) && (m.heads == 0 || divides(y, m.heads)))
            result.tpWays.push_back(y);
        else
            ++result.excluded[rule::tpDividesModel], ++result.candidates;
    }
    for (long long z : divisorsOf(c.chips)) {
        if (divides(z, m.layers))
            result.stageCounts.push_back(z);
        else
            ++result.excluded[rule::stagesDivideLayers], ++result.candidates;
    }
    Tally tally{result, options.top, {}, options.rows, {}};
    for (long long y : result.tpWays)
        for (long long z : result.stageCounts)
            if (c.chips % (y * z) == 0) {
                LayoutCell& cell = result.cells.emplace_back();
                cell.tp = y;
                cell.row = z;
                searchCell(c, cell, tally);
            }
    result.rows = result.stageCounts;
    if (options.rows != LayoutRows::Stages) { // the same candidates, counted by their EP or CP
        result.cells.clear();
        result.rows.clear();
        for (auto& [key, cell] : tally.byRow) { // ordered by TP, then by row
            if (!cell.best)
                cell.excludedBy = rule::memory;
            result.rows.push_back(cell.row);
            result.cells.push_back(std::move(cell));
        }
        std::sort(result.rows.begin(), result.rows.end());
        result.rows.erase(std::unique(result.rows.begin(), result.rows.end()), result.rows.end());
    }
    result.ranked = std::move(tally.ranked);
    // What the training state alone needs, whatever the layout: every pod holds a whole copy.
    const MemoryBudget whole = memoryBudget(c.memory);
    result.chipsForState = std::ceil((whole.paramsBytes + whole.gradBytes + whole.optimizerBytes) /
                                     s.hardware.hbmBytes);
    return result;
}

} // namespace shardscope
