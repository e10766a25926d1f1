#include "evaluate.h"
#include "computations.h"

#include "cluster.h"
#include "forecast.h"
#include "roofline.h"
#include "training.h"
#include "whole_step.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace shardscope {

LayerSetup layerSetup(const Scenario& s) {
    const double d = double(s.model.dModel), f = double(s.model.dFf);
    LayerSetup setup{
        d, f, s.peakFlops(), s.hardware.iciBw, s.overlap, s.finiteGroup, mlpBlockShape(d, f)};
    setup.switched = s.hardware.switched();
    setup.scaleoutBw = s.hardware.scaleoutBw;
    setup.algorithm = s.algorithm;
    return setup;
}

std::vector<long long> physicalMesh(const Scenario& s) {
    return s.meshGiven ? s.mesh : deriveMesh(s.chips, s.hardware.mesh);
}

AxisSpan axisSpan(const Scenario& s, const std::vector<long long>& mesh, long long fsdp,
                  long long tp) {
    AxisSpan span = mapLogicalAxes(mesh, fsdp, tp);
    if (s.axesFsdp && fsdp > 1)
        span.fsdp = *s.axesFsdp;
    if (s.axesTp && tp > 1)
        span.tp = *s.axesTp;
    return span;
}

Split splitFor(const Scenario& s, const std::vector<long long>& mesh, long long x, long long y,
               long long shard) {
    const AxisSpan span = axisSpan(s, mesh, x, y);
    Split split{x, y, span.fsdp, span.tp, span.shared};
    split.xShard = shard > 0 && x % shard == 0 ? shard : 0;
    if (!s.hardware.switched())
        return split; // one torus: ch. 5's axes say it all
    const long long pp = s.chips % (x * y) == 0 ? s.chips / (x * y) : s.pp;
    const ClusterLayout c = clusterLayout(s, x, y, pp, split.shard());
    split.xNodes = c.fsdp.nodes;
    split.yNodes = c.tp.nodes;
    return split;
}

Split scenarioSplit(const Scenario& s, const std::vector<long long>& mesh) {
    return splitFor(s, mesh, s.dataWays(), s.tp, s.hsdp > 0 ? s.shardWays() : 0);
}

Strategy strategyOf(const Split& split) {
    if (split.y == 1)
        return Strategy::FSDP;
    if (split.x == 1)
        return Strategy::TP;
    return Strategy::FsdpTp;
}

namespace {

StrategyResult strategyResult(const Scenario& s, Strategy strategy, const Split& split, double b) {
    return {split, layerTimes(layerSetup(s), strategy, split, b)};
}

void addThresholds(const Scenario& s, const Results& r, const std::vector<Split>& splits,
                   Results::Thresholds& t) {
    const double alpha = r.derived.alpha;
    const double f = double(s.model.dFf);
    const double n = double(r.derived.layerChips);
    const Split& split = r.layer.split;
    if (s.hardware.switched()) {
        // docs/model.md#nodes: ch. 5's thresholds with each group's seconds per byte τ
        // (1/(W·M) on a torus): B/X > C·τ_X, Y < F/(C·τ_Y).
        const LayerSetup setup = layerSetup(s);
        const double probe = 1e9;
        const double tauX =
            groupSeconds(setup, probe, split.shard(), split.mx, split.xNodes) / probe;
        const double tauY = groupSeconds(setup, probe, split.y, split.my, split.yNodes) / probe;
        if (tauX > 0)
            t.dpMinBatchPerChip = s.peakFlops() * tauX;
        if (tauY > 0)
            t.tpMaxWays = f / (s.peakFlops() * tauY);
    } else {
        if (split.mx > 0)
            t.dpMinBatchPerChip = alpha / split.mx; // ch. 5 §FSDP: B/X > α/M_X
        if (split.my > 0)
            t.tpMaxWays = split.my * f / alpha; // ch. 5 §TP: Y < M_Y·F/α
    }
    const double b = r.derived.batchPerPod;
    if (const auto mapping = optimumMapping(s, splits, b)) {
        // ch. 5 §FSDP+TP: X_opt = sqrt((B/F)(M_X/M_Y)N), the limit and the ratio at X_opt.
        t.optimumAxesFsdp = mapping->mx;
        t.optimumAxesTp = mapping->my;
        t.mixedMinBatchPerChip = mixedMinBatchPerChip(alpha, *mapping, f);
        t.xOpt = std::sqrt(b / f * double(mapping->mx) / mapping->my * n);
        t.yOpt = n / *t.xOpt;
        t.ratioAtXOpt = ratioAtXOpt(b, f, *mapping, alpha, n);
        std::vector<Split> mixed;
        std::copy_if(splits.begin(), splits.end(), std::back_inserter(mixed),
                     [](const Split& m) { return m.x > 1 && m.y > 1; });
        const Split near = nearestSplit(mixed, *t.xOpt); // ch. 5: 13.9 -> X = 16, Y = 4
        t.xOptFsdp = near.x;
        t.xOptTp = near.y;
    }
    t.dcnMinBatchPerPod = s.peakFlops() / s.hardware.dcnBw; // ch. 5 §Pods
    // docs/model.md#sequences
    t.tpMinForSequences = r.derived.sequences > 0 ? n / r.derived.sequences : n;
}

void addLayer(const Scenario& s, Results& r) {
    Results::Layer& l = r.layer;
    const double b = r.derived.batchPerPod;
    l.split = scenarioSplit(s, r.derived.mesh);
    // The book's MLP block, but ZeRO 0-2 keep the weights whole: DP sends nothing forward.
    LayerSetup setup = layerSetup(s);
    setup.gatherWeights = s.zeroStage >= 3;
    l.times = layerTimes(setup, strategyOf(l.split), l.split, b);
    l.tMath = l.times.forward.math;
    l.tCommsFsdp = l.times.forward.commsFsdp;
    l.tCommsTp = l.times.forward.commsTp;
    l.tComms = l.times.forward.comms;
    l.computeBound = l.times.computeBound();
    if (const auto cross = crossoverBatch(layerSetup(s), l.split))
        l.crossoverBatch = *cross * double(s.pods);
    l.tCommsDcn = podAllReduceSeconds(s); // ch. 5 §Pods
    // docs/model.md#expert-parallelism: one MoE layer's dispatch and combine, forward.
    if (s.model.moe())
        l.tCommsEp = allToAllSeconds(s, allToAllBytes(s, b / double(r.derived.layerChips)),
                                     r.derived.cluster.ep);
    // docs/model.md#context-parallelism: one layer's keys and values round the ring, forward.
    l.tCommsCp = contextRingSeconds(s, contextChunkBytes(s.model, b / double(s.dataWays()), s.tp),
                                    r.derived.cluster.cp);
    l.dcnComputeBound = l.tCommsDcn <= l.times.backward.math;
}

void addMemory(const Scenario& s, Results& r) {
    const MemoryInputs in = memoryInputs(s);
    Results::Memory& m = r.memory;
    m.budget = memoryBudget(in);
    m.perChipBytes = m.budget.perChip.total();
    m.fits = m.perChipBytes <= s.hardware.hbmBytes;
    m.minChips = std::ceil(m.budget.totalBytes() / s.hardware.hbmBytes);
    m.maxDpParams = s.hardware.hbmBytes / s.recipe.total(); // ch. 5 §DP: HBM / 10
}

void addTimes(const Scenario& s, Results& r) {
    const double allChips = double(s.chips * s.pods);
    const double p = r.derived.params.active(); // ch. 6's 6·P, P the parameters a token meets
    Results::Training& t = r.training;
    t.totalFlops = trainingFlops(p, s.trainingTokens);
    t.seconds = trainingSeconds(t.totalFlops, allChips, s.peakFlops(), s.mfu);
    t.days = t.seconds / 86400;
    t.stepSeconds =
        trainingSeconds(trainingFlops(p, s.batchTokens), allChips, s.peakFlops(), s.mfu);
}

// docs/model.md#pipeline-schedule. The stages' timing comes from the whole step.
void addPipeline(const Scenario& s, Results& r) {
    Results::PipelineResult& p = r.pipeline;
    p.schedule = s.pipelineSchedule;
    p.stages = s.pp;
    p.microbatches = s.microbatches;
    p.bubbleFraction = Pipeline{s.pp, s.microbatches}.bubbleFraction();
    // fsdp · tp · pp = chips of one pod: a pipeline never leaves its pod, so its sends use ICI.
    p.sendBytes = stageSendBytes(r.derived.batchPerPod, s.microbatches, double(s.model.dModel),
                                 r.derived.layerChips);
    addWholeStep(s, r);
    p.activationsInFlight.clear();
    for (long long stage = 0; stage < s.pp; ++stage)
        p.activationsInFlight.push_back(
            activationsInFlight(s.pipelineSchedule, s.pp, s.stepMicrobatches(), stage));
    p.maxActivationsInFlight = p.activationsInFlight.front();
    if (s.pp > 1)
        p.timeline = pipelineTimeline(s.pipelineSchedule, s.pp, s.microbatches, p.timing);
}

void addRoofline(const Scenario& s, Results& r) {
    const Hardware& h = s.hardware;
    Results::Roofline& f = r.roofline;
    f.criticalBatchHbm = criticalBatch(h.flops, h.hbmBw);
    f.criticalBatchInt8 = criticalBatch(h.flops, h.hbmBw, 1);
    f.criticalBatchNetwork = criticalBatch(h.flops, h.iciBw);
    const Matmul local{r.derived.batchPerPod / double(s.dataWays()), double(s.model.dModel),
                       double(s.model.dFf) / double(s.tp)};
    f.localIntensity = local.intensity();
    f.localAttainable = attainableFlops(f.localIntensity, h.flops, h.hbmBw);
}

void addWarnings(const Scenario& s, Results& r) {
    auto warn = [&r](std::string code, std::vector<double> args) {
        r.warnings.push_back({std::move(code), std::move(args)});
    };
    const double dataUnits = double(s.fsdp * s.pods);
    if (dataUnits > r.derived.sequences)
        warn("too_few_sequences", {dataUnits, r.derived.sequences});
    if (s.tp > 1 && s.model.heads % s.tp != 0)
        warn("heads_not_divisible", {double(s.model.heads), double(s.tp)});
    if (s.tp > 1 && s.model.heads > 0 && s.model.kvHeads < s.tp)
        warn("kv_heads_replicated", {double(s.model.kvHeads), double(s.tp)});
    if (!r.derived.span.fits)
        warn("split_off_mesh", {double(s.fsdp), double(s.tp)});
    if (r.thresholds.tpMaxWays && double(s.tp) > *r.thresholds.tpMaxWays)
        warn("tp_comms_bound", {double(s.tp), *r.thresholds.tpMaxWays});
    if (!r.layer.computeBound)
        warn("comms_bound", {r.layer.tComms / r.layer.tMath});
    if (!r.layer.dcnComputeBound)
        warn("dcn_comms_bound", {r.derived.batchPerPod, r.thresholds.dcnMinBatchPerPod});
    if (!r.memory.fits)
        warn("does_not_fit", {r.memory.perChipBytes, s.hardware.hbmBytes});
}

} // namespace

// It does not depend on where the split slider is, so the optimum stays put while the slider
// moves. ch. 5 puts FSDP and TP on different physical axes; a split that shares one counts that
// axis' links for both, so it is taken only when no other mixed split exists.
std::optional<Split> optimumMapping(const Scenario& s, const std::vector<Split>& splits,
                                    double batchPerPod) {
    std::vector<Split> mixed, apart;
    for (const Split& split : splits)
        if (split.x > 1 && split.y > 1 && split.mx > 0 && split.my > 0) {
            mixed.push_back(split);
            if (!split.sharedAxis)
                apart.push_back(split);
        }
    if (mixed.empty())
        return std::nullopt;
    return leastComms(apart.empty() ? mixed : apart, layerSetup(s), batchPerPod);
}

Split nearestSplit(const std::vector<Split>& splits, double xOpt) {
    Split best = splits.front();
    for (const Split& split : splits)
        if (std::abs(std::log(double(split.x) / xOpt)) < std::abs(std::log(double(best.x) / xOpt)))
            best = split;
    return best;
}

double ratioAtXOpt(double batchPerPod, double f, const Split& optimum, double alpha, double chips) {
    return std::sqrt(batchPerPod * f) * std::sqrt(double(optimum.mx) * optimum.my) /
           (alpha * std::sqrt(chips));
}

double mixedMinBatchPerChip(double alpha, const Split& optimum, double f) {
    return alpha * alpha / (optimum.mx * optimum.my * f);
}

double podAllReduceSeconds(const Scenario& s) {
    const double gradBytes =
        4.0 * double(s.model.dModel) * double(s.model.dFf) / double(s.dataWays() * s.tp);
    return collectiveSeconds(2 * gradBytes, s.pods, 1, s.hardware.dcnBw, s.finiteGroup, false);
}

std::vector<Split> powerOfTwoSplits(const Scenario& s, const std::vector<long long>& mesh) {
    const long long n = s.chips / s.pp;
    std::vector<Split> splits{splitFor(s, mesh, n, 1)};
    for (long long y = 2; y <= n && n % y == 0; y *= 2)
        splits.push_back(splitFor(s, mesh, n / y, y));
    return splits;
}

Split leastComms(const std::vector<Split>& splits, const LayerSetup& setup, double batchPerPod) {
    Split best = splits.front();
    double bestComms = INFINITY;
    for (const Split& split : splits) {
        const double comms =
            layerTimes(setup, strategyOf(split), split, batchPerPod).binding().comms;
        if (comms < bestComms) {
            best = split;
            bestComms = comms;
        }
    }
    return best;
}

MemoryInputs memoryInputs(const Scenario& s) {
    MemoryInputs in;
    const ParamCount params = countParams(s.model);
    in.params = params.total();
    in.expertParams = params.routedExperts;
    in.expertWays = s.ep;
    in.layers = double(s.model.layers);
    in.dModel = double(s.model.dModel);
    in.batchTokens = s.batchTokens;
    in.recipe = s.recipe;
    in.zeroStage = s.zeroStage;
    in.checkpointsPerLayer = s.checkpointsPerLayer;
    in.prefetch = s.prefetch;
    in.dataWays = s.dataWays();
    in.shardWays = s.shardWays();
    in.modelWays = s.tp * s.pp;
    in.replicas = s.pods;
    in.stages = s.pp;
    in.microbatches = s.stepMicrobatches();
    in.virtualStages = s.virtualStages;
    in.schedule = s.pipelineSchedule;
    return in;
}

Results evaluate(const Scenario& s) {
    countComputation(Computation::Evaluate);
    Results r;
    Results::Derived& d = r.derived;
    d.alpha = s.peakFlops() / s.hardware.iciBw;
    d.mesh = physicalMesh(s);
    d.params = countParams(s.model);
    d.flopsPerToken = 6 * d.params.active();
    d.batchPerPod = s.batchTokens / double(s.pods);
    d.sequences = s.batchTokens / double(s.seqLen);
    d.layerChips = s.dataWays() * s.tp;
    d.cluster = clusterLayout(s);

    d.span = axisSpan(s, d.mesh, s.dataWays(), s.tp);
    addLayer(s, r);
    // The power-of-two splits, mapped once: the best split and X_opt's mapping both use them.
    const std::vector<Split> splits = powerOfTwoSplits(s, d.mesh);
    addThresholds(s, r, splits, r.thresholds);

    const long long n = s.chips / s.pp;
    const double b = d.batchPerPod;
    r.dp = strategyResult(s, Strategy::DP, splitFor(s, d.mesh, n, 1), b);
    r.fsdp = strategyResult(s, Strategy::FSDP, splitFor(s, d.mesh, n, 1), b);
    r.tp = strategyResult(s, Strategy::TP, splitFor(s, d.mesh, 1, n), b);
    const Split best = leastComms(splits, layerSetup(s), b);
    r.fsdpTp = strategyResult(s, strategyOf(best), best, b);

    addMemory(s, r);
    addTimes(s, r);
    addPipeline(s, r);
    const ForecastParams params = forecastParams(s);
    r.forecast = forecastStep(s, r, params);
    r.forecast.memory = forecastMemory(s, *params.profile);
    // docs/model.md#cost: the training's chip-hours at the forecast step too.
    const TrainingCost cost = trainingCost(s, r.forecast.seconds);
    r.forecast.chipHours = cost.chipHours;
    r.forecast.costUsd = cost.costUsd;
    addRoofline(s, r);
    addWarnings(s, r);
    return r;
}

} // namespace shardscope
