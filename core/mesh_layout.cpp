#include "mesh_layout.h"
#include "computations.h"

#include "evaluate.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace shardscope {

IndexRange partOf(long long size, long long ways, long long index) {
    if (ways <= 1)
        return {0, size};
    // q·k + min(k, r) never overflows, unlike k·size/ways for B up to 1e12 and 2^24 ways.
    const long long q = size / ways, r = size % ways;
    const long long begin = q * index + std::min(index, r);
    return {begin, begin + q + (index < r ? 1 : 0)};
}

std::array<Dim, 2> tensorDims(TensorId id) {
    switch (id) {
    case TensorId::In:
    case TensorId::Out:
    case TensorId::DOut:
    case TensorId::DIn:
        return {Dim::B, Dim::D};
    case TensorId::WIn:
    case TensorId::DWIn:
        return {Dim::D, Dim::F};
    case TensorId::WOut:
    case TensorId::DWOut:
        return {Dim::F, Dim::D};
    case TensorId::Tmp:
    case TensorId::DTmp:
        return {Dim::B, Dim::F};
    case TensorId::KV:
    case TensorId::DKV:
        return {Dim::B, Dim::K};
    }
    return {Dim::B, Dim::D};
}

namespace {

// The CP ways a split of `x` data ways draws: `cp` where it divides them (a valid scenario's
// always does), else none. One rule for the layout, its groups and the schedule's ring.
long long contextWaysOver(long long x, long long cp) {
    return cp >= 1 && x % cp == 0 ? cp : 1;
}

} // namespace

MeshSplit meshSplit(const Scenario& s) {
    MeshSplit m;
    m.split = scenarioSplit(s, physicalMesh(s));
    m.strategy = strategyOf(m.split);
    m.stages = s.pp;
    m.zeroStage = std::clamp(s.zeroStage, 0, 3);
    // ch. 5 §FSDP: FSDP is ZeRO-3; below it the weights stay whole on every chip (§DP).
    if (m.strategy == Strategy::FSDP && m.zeroStage < 3)
        m.strategy = Strategy::DP;
    if (m.split.x == s.dataWays()) { // the experts and the context ways ride on the data ways
        m.ep = s.model.moe() ? s.ep : 1;
        m.cp = contextWaysOver(m.split.x, s.cp);
    }
    return m;
}

MeshSplit meshSplit(const Scenario& s, const Results& r, Strategy strategy) {
    MeshSplit m;
    m.strategy = strategy;
    m.stages = s.pp;
    const int zero = std::clamp(s.zeroStage, 0, 3);
    // ZeRO-1 and -2 are DP with sharded optimizer state / gradients; FSDP is ZeRO-3 (ch. 5 §FSDP).
    m.zeroStage = strategy == Strategy::DP   ? std::min(zero, 2)
                  : strategy == Strategy::TP ? zero
                                             : 3;
    switch (strategy) {
    case Strategy::DP:
        m.split = r.dp.split;
        break;
    case Strategy::FSDP:
        m.split = r.fsdp.split;
        break;
    case Strategy::TP:
        m.split = r.tp.split;
        break;
    case Strategy::FsdpTp:
        m.split = r.layer.split.x > 1 && r.layer.split.y > 1 ? r.layer.split : r.fsdpTp.split;
        break;
    }
    // The scenario's experts and context ways where the strategy keeps its data ways; another X
    // has no EP or CP group.
    if (strategy != Strategy::TP && m.split.x == s.dataWays()) {
        m.ep = s.model.moe() ? s.ep : 1;
        m.cp = contextWaysOver(m.split.x, s.cp);
    }
    return m;
}

TensorRef restingTensor(const MeshSplit& m, TensorId id) {
    const bool dataX = m.strategy != Strategy::TP; // batch split over X (ch. 5 §DP, §FSDP)
    const bool tpY = m.strategy == Strategy::TP || m.strategy == Strategy::FsdpTp;
    const bool weightX = dataX && m.zeroStage >= 3;
    const bool gradX = dataX && m.zeroStage >= 2;
    const MeshAxis bx = dataX ? MeshAxis::Fsdp : MeshAxis::None;
    const MeshAxis y = tpY ? MeshAxis::Tp : MeshAxis::None;
    const std::array<Dim, 2> dims = tensorDims(id);
    TensorRef t{id, dims[0], dims[1], MeshAxis::None, MeshAxis::None, MeshAxis::None};
    switch (id) {
    case TensorId::In: // ch. 5's shardings: In[B_X, D_Y], Out[B_X, D_Y]
    case TensorId::Out:
    case TensorId::DOut:
    case TensorId::DIn:
        t.rowShard = bx;
        t.colShard = y;
        break;
    case TensorId::WIn: // W_in[D_X, F_Y]
        t.rowShard = weightX ? MeshAxis::Fsdp : MeshAxis::None;
        t.colShard = y;
        break;
    case TensorId::DWIn:
        t.rowShard = gradX ? MeshAxis::Fsdp : MeshAxis::None;
        t.colShard = y;
        break;
    case TensorId::WOut: // W_out[F_Y, D_X]
        t.rowShard = y;
        t.colShard = weightX ? MeshAxis::Fsdp : MeshAxis::None;
        break;
    case TensorId::DWOut:
        t.rowShard = y;
        t.colShard = gradX ? MeshAxis::Fsdp : MeshAxis::None;
        break;
    case TensorId::Tmp: // Tmp[B_X, F_Y]
    case TensorId::DTmp:
    case TensorId::KV: // KV[B_X, K_Y]: the keys and values of the chip's tokens and heads
    case TensorId::DKV:
        t.rowShard = bx;
        t.colShard = y;
        break;
    }
    return t;
}

int MeshLayout::chipIndex(const std::array<int, 4>& coord) const {
    long long index = 0, stride = 1;
    for (size_t a = 0; a < 4; ++a) {
        const long long dim = a < mesh.size() ? mesh[a] : 1;
        if (coord[a] < 0 || coord[a] >= dim)
            return -1;
        index += coord[a] * stride;
        stride *= dim;
    }
    return int(index);
}

int MeshLayout::chipAt(int stage, int fsdp, int tp) const {
    return byTpGroup[size_t((stage * x() + fsdp) * y() + tp)];
}

ChipLayout MeshLayout::chip(int index, int pod) const {
    ChipLayout c = chips[size_t(index)];
    c.pod = pod;
    return c;
}

long long MeshLayout::dimSize(Dim dim) const {
    switch (dim) {
    case Dim::B:
        return batch;
    case Dim::D:
        return d;
    case Dim::F:
        return f;
    case Dim::K:
        return k;
    }
    return 0;
}

Block MeshLayout::block(const TensorRef& t, int fsdpIndex, int tpIndex, int pod) const {
    auto range = [&](Dim dim, MeshAxis shard) {
        IndexRange whole{0, dimSize(dim)};
        if (dim == Dim::B) // ch. 5 §Pods: each pod trains on its own part of the global batch
            whole = partOf(batch, pods, pod);
        long long ways = 1, index = 0;
        if (shard == MeshAxis::Fsdp) {
            ways = x();
            index = fsdpIndex;
        } else if (shard == MeshAxis::Tp) {
            ways = y();
            index = tpIndex;
        }
        const IndexRange part = partOf(whole.size(), ways, index);
        return IndexRange{whole.begin + part.begin, whole.begin + part.end};
    };
    return {range(t.rows, t.rowShard), range(t.cols, t.colShard)};
}

ChipShards MeshLayout::shards(const ChipLayout& c) const {
    ChipShards s;
    s.layers = partOf(layers, z(), c.stage); // ch. 5 §Pipelining: layers split over Z
    s.in = block(c, restingTensor(split, TensorId::In));
    s.wIn = block(c, restingTensor(split, TensorId::WIn));
    s.wOut = block(c, restingTensor(split, TensorId::WOut));
    s.out = block(c, restingTensor(split, TensorId::Out));
    s.gradWIn = block(c, restingTensor(split, TensorId::DWIn));
    s.gradWOut = block(c, restingTensor(split, TensorId::DWOut));
    // ch. 5 §FSDP: the optimizer state is split like the weights it updates (ZeRO-1 and up).
    MeshSplit opt = split;
    opt.zeroStage = split.zeroStage >= 1 ? 3 : 0;
    s.optWIn = block(c, restingTensor(opt, TensorId::WIn));
    s.optWOut = block(c, restingTensor(opt, TensorId::WOut));
    return s;
}

HeldBytes MeshLayout::bytesHeld(const ChipLayout& c) const {
    const ChipShards s = shards(c);
    const double n = double(s.layers.size());
    HeldBytes h;
    h.params = recipe.param * double(s.wIn.elements() + s.wOut.elements()) * n;
    h.grads = recipe.grad * double(s.gradWIn.elements() + s.gradWOut.elements()) * n;
    h.optimizer = recipe.optimizer * double(s.optWIn.elements() + s.optWOut.elements()) * n;
    return h;
}

std::span<const int> MeshLayout::fsdpGroup(long long group) const {
    return {byFsdpGroup.data() + group * x(), size_t(x())};
}

std::span<const int> MeshLayout::tpGroup(long long group) const {
    return {byTpGroup.data() + group * y(), size_t(y())};
}

std::span<const int> MeshLayout::contextGroup(const ChipLayout& c) const {
    const long long cp = contextWays();
    if (cp <= 1)
        return {};
    return fsdpGroup(fsdpGroupOf(c)).subspan(size_t(c.fsdp - c.fsdp % cp), size_t(cp));
}

int MeshLayout::nextAlong(const ChipLayout& c, MeshAxis axis, int physicalAxis) const {
    if (axis != MeshAxis::Fsdp && axis != MeshAxis::Tp)
        return -1;
    const bool overX = axis == MeshAxis::Fsdp;
    if (!placedOnAxes) {
        if (physicalAxis != 0 || (overX ? x() : y()) <= 1)
            return -1;
        return overX ? chipAt(c.stage, int((c.fsdp + 1) % x()), c.tp)
                     : chipAt(c.stage, c.fsdp, int((c.tp + 1) % y()));
    }
    if (physicalAxis < 0 || physicalAxis >= 4)
        return -1;
    const size_t a = size_t(physicalAxis);
    const size_t logical = overX ? 1 : 0;
    const long long span = ways[logical][a];
    if (span <= 1)
        return -1;
    // The axis' coordinate is tp digit + t·(fsdp digit + f·(stage digit)): step the digit.
    const long long stride = overX ? ways[0][a] : 1;
    const long long digit = (c.coord[a] / stride) % span;
    std::array<int, 4> coord = c.coord;
    coord[a] = int(c.coord[a] + stride * ((digit + 1) % span - digit));
    return chipIndex(coord);
}

namespace {

// factorOntoMesh's placement, padded to four axes.
bool factorAxes(const std::vector<long long>& mesh, const std::array<long long, 3>& ways,
                std::array<std::array<long long, 4>, 3>& parts) {
    const AxisFactors f = factorOntoMesh(mesh, {ways.begin(), ways.end()});
    for (size_t l = 0; l < 3; ++l)
        for (size_t a = 0; a < 4; ++a)
            parts[l][a] = a < mesh.size() ? f.ways[l][a] : 1;
    return f.fits();
}

} // namespace

MemoryInputs memoryInputs(const Scenario& s, const MeshSplit& split) {
    MemoryInputs in = memoryInputs(s);
    in.zeroStage = split.zeroStage;
    in.dataWays = std::max<long long>(1, split.split.x);
    in.modelWays = std::max<long long>(1, split.split.y) * std::max<long long>(1, split.stages);
    return in;
}

MeshLayout buildMeshLayout(const Scenario& s, const MeshSplit& split) {
    countComputation(Computation::MeshLayout);
    MeshLayout m;
    m.memory = memoryBudget(memoryInputs(s, split)).perChip;
    m.mesh = physicalMesh(s);
    m.pods = s.pods;
    m.split = split;
    m.batch = std::llround(s.batchTokens);
    m.d = s.model.dModel;
    m.f = s.model.dFf;
    m.k = 2 * s.model.kvHeads * s.model.headDim;
    m.layers = std::max<long long>(1, s.model.layers);
    m.recipe = s.recipe;
    m.nodeChips = s.hardware.switched() ? s.hardware.nodeChips : 0;

    long long n = 1;
    for (long long dim : m.mesh)
        n *= dim;
    const long long x = std::max<long long>(1, split.split.x);
    const long long y = std::max<long long>(1, split.split.y);
    const long long z = std::max<long long>(1, split.stages);
    m.split.split.x = x;
    m.split.split.y = y;
    m.split.stages = z;
    m.split.cp = contextWaysOver(x, split.cp); // a split made by hand, as meshSplit makes one

    // docs/model.md#axis-mapping: TP first, then FSDP, then PP (the least significant digits of
    // the first axis are TP's, so a TP group is a run of neighbours).
    std::array<std::array<long long, 4>, 3> parts{};
    m.placedOnAxes = m.mesh.size() <= 4 && x * y * z == n && factorAxes(m.mesh, {y, x, z}, parts);
    for (auto& perAxis : m.ways)
        perAxis.fill(1);
    if (m.placedOnAxes)
        m.ways = parts;

    m.chips.resize(size_t(n));
    m.byTpGroup.assign(size_t(x * y * z), -1);
    m.byFsdpGroup.assign(size_t(x * y * z), -1);
    std::array<int, 4> coord{};
    std::array<long long, 4> dims{1, 1, 1, 1};
    for (size_t a = 0; a < m.mesh.size() && a < 4; ++a)
        dims[a] = m.mesh[a];
    for (long long i = 0; i < n; ++i) {
        ChipLayout& c = m.chips[size_t(i)];
        c.coord = coord;
        if (m.placedOnAxes) {
            long long strideTp = 1, strideFsdp = 1, strideStage = 1;
            long long tp = 0, fsdp = 0, stage = 0;
            for (size_t a = 0; a < 4; ++a) {
                long long digit = coord[a];
                tp += (digit % parts[0][a]) * strideTp;
                digit /= parts[0][a];
                fsdp += (digit % parts[1][a]) * strideFsdp;
                digit /= parts[1][a];
                stage += (digit % parts[2][a]) * strideStage;
                strideTp *= parts[0][a];
                strideFsdp *= parts[1][a];
                strideStage *= parts[2][a];
            }
            c.tp = int(tp);
            c.fsdp = int(fsdp);
            c.stage = int(stage);
        } else {
            c.tp = int(i % y);
            c.fsdp = int((i / y) % x);
            c.stage = int(std::min(z - 1, i / (x * y)));
        }
        const long long logical = (c.stage * x + c.fsdp) * y + c.tp;
        if (logical < x * y * z && m.byTpGroup[size_t(logical)] < 0) {
            m.byTpGroup[size_t(logical)] = int(i);
            m.byFsdpGroup[size_t((c.stage * y + c.tp) * x + c.fsdp)] = int(i);
        }
        for (size_t a = 0; a < 4; ++a) { // next coordinate, axis 0 fastest
            if (++coord[a] < dims[a])
                break;
            coord[a] = 0;
        }
    }
    return m;
}

} // namespace shardscope
