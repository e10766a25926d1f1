#include "layer_cost.h"

#include <algorithm>

namespace shardscope {

double collectiveSeconds(double bytes, long long group, int axes, double w, bool finiteGroup,
                         bool bidirectionalLink) {
    if (group <= 1 || axes <= 0 || bytes <= 0)
        return 0;
    if (finiteGroup) {
        // docs/model.md#finite-group: each chip moves (p - 1)/p of the array, one way.
        bytes *= double(group - 1) / double(group);
        if (bidirectionalLink)
            w /= 2;
    }
    return bytes / (w * axes);
}

double groupSeconds(const LayerSetup& s, double bytes, long long group, int axes, long long nodes) {
    if (!s.switched)
        return collectiveSeconds(bytes, group, axes, s.w, s.finiteGroup);
    if (group <= 1 || bytes <= 0)
        return 0;
    // docs/model.md#nodes: a GPU on the switch sends and receives at once at its one-way rate.
    const double oneWay = s.w / 2;
    const double p = double(group);
    if (nodes <= 1)
        return bytes * (p - 1) / p / oneWay;
    if (s.algorithm == CommsAlgorithm::Ring)
        return bytes * (p - 1) / p / s.scaleoutBw; // the napkin: each chip's own network link
    // Each byte enters a node once over its q chips' links, then spreads over the switch.
    const double m = double(nodes), q = p / m;
    return bytes * (m - 1) / m / (q * s.scaleoutBw) + bytes * (q - 1) / q / oneWay;
}

const PassTimes& LayerTimes::binding() const {
    // Compare comms/math ratios without dividing: cf/mf > cb/mb <=> cf*mb > cb*mf.
    return forward.comms * backward.math >= backward.comms * forward.math ? forward : backward;
}

double LayerTimes::step(Overlap overlap) const {
    auto one = [overlap](const PassTimes& p) {
        return overlap == Overlap::Max ? std::max(p.math, p.comms) : p.math + p.comms;
    };
    return one(forward) + one(backward);
}

namespace {

double combine(Overlap overlap, double a, double b) {
    // ch. 5 §FSDP+TP: traffic on the two axes overlaps fully;
    // Sum is the no-overlap variant (docs/model.md#overlap).
    return overlap == Overlap::Max ? std::max(a, b) : a + b;
}

} // namespace

LayerShape mlpBlockShape(double d, double f) {
    return {4 * d * f, 4 * d * f, 4 * d};
}

LayerTimes layerTimes(const LayerSetup& s, Strategy strategy, const Split& split, double batch) {
    const double x = double(split.x), y = double(split.y);
    const double b = batch;
    const double weights = s.shape.weightBytes, activations = s.shape.tpBytesPerToken * b;
    // HSDP: the ZeRO traffic stays inside the shard group (docs/model.md#hsdp).
    auto overX = [&](double bytes) {
        return groupSeconds(s, bytes, split.shard(), split.mx, split.xNodes);
    };
    auto overY = [&](double bytes) {
        return groupSeconds(s, bytes, split.y, split.my, split.yNodes);
    };
    // Sharded weights are gathered before the forward pass; ZeRO 0-2 keep them whole.
    const double gather = s.gatherWeights ? 1 : 0;
    // The gradients' ReduceScatter (+ AllGather) or AllReduce: twice the weight bytes.
    const double sync = s.syncGradsPerLayer ? 2 : 0;
    LayerTimes t;
    // ch. 5 summary table: 4BDF/n forward, 8BDF/n backward.
    t.forward.math = b * s.shape.flopsPerToken / (x * y * s.c);
    t.backward.math = 2 * t.forward.math;

    switch (strategy) {
    case Strategy::DP:
        // ch. 5 §DP: two AllReduce of 2DF bytes in the backward pass, none forward.
        t.backward.commsFsdp = overX(sync * weights);
        break;
    case Strategy::FSDP:
        // ch. 5 §FSDP: AllGather W_in, W_out forward (4DF); again + ReduceScatter backward (8DF).
        t.forward.commsFsdp = overX(gather * weights);
        t.backward.commsFsdp = overX(sync * weights);
        break;
    case Strategy::TP:
        // ch. 5 §TP: AllGather In, ReduceScatter Out (4BD); the table's backward is 4BD too.
        t.forward.commsTp = overY(activations);
        t.backward.commsTp = overY(activations);
        break;
    case Strategy::FsdpTp:
        // ch. 5 §FSDP+TP and the summary table: (4BD/X + 4DF/Y) + (8BD/X + 8DF/Y)
        // (docs/model.md#disagree-fsdp-tp-backward).
        t.forward.commsFsdp = overX(gather * weights / y);
        t.forward.commsTp = overY(activations / x);
        t.backward.commsFsdp = overX(sync * weights / y);
        t.backward.commsTp = overY(2 * activations / x);
        break;
    }
    for (PassTimes* p : {&t.forward, &t.backward})
        p->comms = combine(s.overlap, p->commsFsdp, p->commsTp);
    return t;
}

std::optional<double> crossoverBatch(const LayerSetup& s, const Split& split) {
    // Forward pass of FSDP+TP: math = m·B, comms parts a (weights) and k·B (activations).
    const LayerTimes unit = layerTimes(s, Strategy::FsdpTp, split, 1.0);
    const double m = unit.forward.math;
    const double k = unit.forward.commsTp;
    const double a = unit.forward.commsFsdp;
    if (s.overlap == Overlap::Max) {
        if (k > m)
            return std::nullopt; // ch. 5 §TP: Y > M_Y·F/α is comms-bound at every batch
        return a / m;
    }
    if (k >= m)
        return std::nullopt;
    return a / (m - k);
}

} // namespace shardscope
