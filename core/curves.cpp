#include "curves.h"

#include "computations.h"
#include "evaluate.h"
#include "roofline.h"

#include <cmath>

namespace shardscope {

std::vector<double> logSpace(double lo, double hi, int n) {
    std::vector<double> v(std::max(n, 0));
    const double a = std::log(lo), b = std::log(hi);
    for (int i = 0; i < n; ++i)
        v[i] = std::exp(n == 1 ? a : a + (b - a) * i / (n - 1));
    return v;
}

void LayerCurve::reserve(size_t n) {
    for (auto* v : {&math, &comms, &commsFsdp, &commsTp})
        v->reserve(n);
}

std::vector<double> LayerCurve::ratio() const {
    std::vector<double> r(math.size());
    for (size_t i = 0; i < r.size(); ++i)
        r[i] = comms[i] > 0 ? math[i] / comms[i] : INFINITY;
    return r;
}

void LayerCurve::append(const PassTimes& p) {
    math.push_back(p.math);
    comms.push_back(p.comms);
    commsFsdp.push_back(p.commsFsdp);
    commsTp.push_back(p.commsTp);
}

std::vector<long long> divisorsOf(long long n) {
    std::vector<long long> small, large;
    for (long long d = 1; d * d <= n; ++d) {
        if (n % d != 0)
            continue;
        small.push_back(d);
        if (d != n / d)
            large.push_back(n / d);
    }
    small.insert(small.end(), large.rbegin(), large.rend());
    return small;
}

BatchSweep sweepBatch(const Scenario& s, const std::vector<double>& batches) {
    countComputation(Computation::BatchSweep);
    BatchSweep out;
    out.batch = batches;
    for (LayerCurve* c : {&out.current, &out.dp, &out.fsdp, &out.tp, &out.best})
        c->reserve(batches.size());
    const std::vector<long long> mesh = physicalMesh(s);
    const LayerSetup setup = layerSetup(s);
    const long long n = s.chips / s.pp;
    const Split current = scenarioSplit(s, mesh);
    const Split whole = splitFor(s, mesh, n, 1);
    const Split allTp = splitFor(s, mesh, 1, n);
    const std::vector<Split> candidates = powerOfTwoSplits(s, mesh);
    const double alpha = s.peakFlops() / s.hardware.iciBw;
    // The same optimum as the panel's X_opt: one mapping per scenario, at its own batch.
    const std::optional<Split> optimum =
        optimumMapping(s, candidates, s.batchTokens / double(s.pods));
    // ch. 5 §FSDP: B/N > α/M_X; §FSDP+TP: B/N > α²/(M_X·M_Y·F); both per pod.
    out.fsdpComputeBoundFrom = double(n) * alpha / std::max(whole.mx, 1) * double(s.pods);
    if (optimum)
        out.optimalComputeBoundFrom =
            double(n) * mixedMinBatchPerChip(alpha, *optimum, setup.f) * double(s.pods);
    const double dcn = podAllReduceSeconds(s);
    if (s.pods > 1 && s.hardware.dcnBw > 0)
        out.dcnComputeBoundFrom = s.peakFlops() / s.hardware.dcnBw * double(s.pods); // ch. 5 §Pods
    for (double global : batches) {
        const double b = global / double(s.pods);
        const LayerTimes times = layerTimes(setup, strategyOf(current), current, b);
        out.current.append(times.binding());
        if (s.pods > 1) {
            out.dcn.push_back(dcn);
            out.dcnRatio.push_back(dcn > 0 ? times.backward.math / dcn : INFINITY);
        }
        out.dp.append(layerTimes(setup, Strategy::DP, whole, b).binding());
        out.fsdp.append(layerTimes(setup, Strategy::FSDP, whole, b).binding());
        out.tp.append(layerTimes(setup, Strategy::TP, allTp, b).binding());
        const Split best = leastComms(candidates, setup, b);
        out.best.append(layerTimes(setup, strategyOf(best), best, b).binding());
        out.bestTp.push_back(best.y);
        if (optimum)
            out.ratioOptimal.push_back(ratioAtXOpt(b, setup.f, *optimum, alpha, double(n)));
    }
    return out;
}

std::vector<MemoryBudget::PerChip> memoryByZeroStage(const Scenario& s) {
    countComputation(Computation::MemoryByStage);
    MemoryInputs in = memoryInputs(s);
    std::vector<MemoryBudget::PerChip> stages;
    for (int stage = 0; stage <= 3; ++stage) {
        in.zeroStage = stage;
        stages.push_back(memoryBudget(in).perChip);
    }
    return stages;
}

SplitSweep sweepSplits(const Scenario& s, double batchTokens) {
    countComputation(Computation::SplitSweep);
    SplitSweep out;
    const std::vector<long long> mesh = physicalMesh(s);
    const LayerSetup setup = layerSetup(s);
    const long long n = s.chips / s.pp;
    const double b = batchTokens / double(s.pods);
    // TP takes what the CP ways leave: the data ways n / y stay a multiple of CP's.
    const std::vector<long long> tpWays = divisorsOf(s.splitChips());
    for (auto y = tpWays.rbegin(); y != tpWays.rend(); ++y) {
        const Split split = splitFor(s, mesh, n / *y, *y);
        out.fsdp.push_back(split.x);
        out.tp.push_back(split.y);
        out.times.append(layerTimes(setup, strategyOf(split), split, b).forward);
    }
    return out;
}

RooflineCurves rooflineCurves(const Hardware& h) {
    countComputation(Computation::RooflineCurves);
    RooflineCurves out;
    out.intensity = logSpace(1, 1e5, 161);
    for (double i : out.intensity) {
        out.hbmRoof.push_back(attainableFlops(i, h.flops, h.hbmBw));
        out.networkRoof.push_back(attainableFlops(i, h.flops, h.iciBw));
    }
    for (int b = 1; b <= RooflineCurves::kMaxBatch; ++b)
        out.batch.push_back(b);
    for (size_t k = 0; k < out.sizes.size(); ++k)
        for (double b : out.batch)
            out.reached[k].push_back(
                achievedFlops(Matmul{b, out.sizes[k], out.sizes[k]}, h.flops, h.hbmBw));
    return out;
}

} // namespace shardscope
