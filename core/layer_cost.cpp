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

double podAllReduceSeconds(const Scenario& s) {
    const double gradBytes = 4.0 * double(s.model.dModel) * double(s.model.dFf) / double(s.fsdp * s.tp);
    return collectiveSeconds(2 * gradBytes, s.pods, 1, s.hardware.dcnBw, s.finiteGroup, false);
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

LayerTimes layerTimes(const LayerSetup& s, Strategy strategy, const Split& split, double batch) {
    const double x = double(split.x), y = double(split.y);
    const double chips = x * y;
    const double b = batch, d = s.d, f = s.f;
    const bool fg = s.finiteGroup;
    LayerTimes t;
    // ch. 5 summary table: 4BDF/n forward, 8BDF/n backward.
    t.forward.math = 4 * b * d * f / (chips * s.c);
    t.backward.math = 8 * b * d * f / (chips * s.c);

    switch (strategy) {
    case Strategy::DP:
        // ch. 5 §DP: two AllReduce of 2DF bytes in the backward pass, none forward.
        t.backward.commsFsdp = collectiveSeconds(2 * 2 * 2 * d * f, split.x, split.mx, s.w, fg);
        break;
    case Strategy::FSDP:
        // ch. 5 §FSDP: AllGather W_in, W_out forward (4DF); again + ReduceScatter backward (8DF).
        t.forward.commsFsdp = collectiveSeconds(4 * d * f, split.x, split.mx, s.w, fg);
        t.backward.commsFsdp = collectiveSeconds(8 * d * f, split.x, split.mx, s.w, fg);
        break;
    case Strategy::TP:
        // ch. 5 §TP: AllGather In, ReduceScatter Out (4BD); the table's backward is 4BD too.
        t.forward.commsTp = collectiveSeconds(4 * b * d, split.y, split.my, s.w, fg);
        t.backward.commsTp = collectiveSeconds(4 * b * d, split.y, split.my, s.w, fg);
        break;
    case Strategy::FsdpTp:
        // ch. 5 §FSDP+TP and the summary table: (4BD/X + 4DF/Y) + (8BD/X + 8DF/Y)
        // (docs/model.md#disagree-fsdp-tp-backward).
        t.forward.commsFsdp = collectiveSeconds(4 * d * f / y, split.x, split.mx, s.w, fg);
        t.forward.commsTp = collectiveSeconds(4 * b * d / x, split.y, split.my, s.w, fg);
        t.backward.commsFsdp = collectiveSeconds(8 * d * f / y, split.x, split.mx, s.w, fg);
        t.backward.commsTp = collectiveSeconds(8 * b * d / x, split.y, split.my, s.w, fg);
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
