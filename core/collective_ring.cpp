#include "collective_ring.h"

#include <algorithm>
#include <cmath>

namespace shardscope {

namespace {

bool sums(StepKind kind) {
    return kind == StepKind::ReduceScatter || kind == StepKind::AllReduce;
}

long long mod(long long a, long long p) {
    return (a % p + p) % p;
}

// The sum of two partial sums: the runs must be disjoint neighbours, else a contribution would
// be counted twice (or a gap left); count 0 then.
RingArc sum(RingArc a, RingArc b, int p) {
    if (a.count == 0)
        return b;
    if (b.count == 0)
        return a;
    if (a.count + b.count > p)
        return {0, 0};
    if (mod((long long)a.first + a.count, p) == b.first)
        return {a.first, a.count + b.count};
    if (mod((long long)b.first + b.count, p) == a.first)
        return {b.first, a.count + b.count};
    return {0, 0};
}

} // namespace

long long ringHopCount(StepKind kind, long long p, RingWays ways) {
    if (p <= 1)
        return 0;
    // ch. 3: p − 1 hops around a one-way ring; a bidirectional ring sends a shard each way per
    // hop, so ⌈(p − 1)/2⌉ (docs/model.md#ring-hops).
    const long long half = ways == RingWays::Both ? p / 2 : p - 1;
    switch (kind) {
    case StepKind::AllGather:
    case StepKind::ReduceScatter:
        return half;
    case StepKind::AllReduce:
        return 2 * half; // ch. 5 §DP: AllReduce = ReduceScatter + AllGather
    case StepKind::Matmul:
    case StepKind::Send:
    case StepKind::AllToAll: // every pair at once, no ring
        break;
    }
    return 0;
}

RingCollective ringSchedule(StepKind kind, std::span<const int> ringChips, double seconds,
                            RingWays ways) {
    RingCollective c;
    c.kind = kind;
    c.ways = ways;
    c.chips.assign(ringChips.begin(), ringChips.end());
    c.timed = std::isfinite(seconds) && seconds >= 0;
    c.seconds = c.timed ? seconds : 0.0;
    const long long n = ringHopCount(kind, c.size(), ways);
    const long long half = ringHopCount(StepKind::AllGather, c.size(), ways);
    c.hops.resize(size_t(n));
    for (long long h = 0; h < n; ++h) {
        RingHop& hop = c.hops[size_t(h)];
        // docs/model.md#ring-hops: the model's time split evenly over the hops.
        hop.start = c.seconds * double(h) / double(n);
        hop.end = h + 1 == n ? c.seconds : c.seconds * double(h + 1) / double(n);
        const bool firstHalf =
            kind == StepKind::ReduceScatter || (kind == StepKind::AllReduce && h < half);
        hop.phase = firstHalf ? RingPhase::ReduceScatter : RingPhase::AllGather;
        hop.step = int(kind == StepKind::AllReduce && !firstHalf ? h - half + 1 : h + 1);
    }
    return c;
}

namespace {

// Hops of one phase: ⌈(p − 1)/2⌉ both ways, p − 1 one way.
int phaseHops(const RingCollective& c) {
    return int(ringHopCount(StepKind::AllGather, c.size(), c.ways));
}

// Hops of one phase the counterclockwise way carries: ⌊(p − 1)/2⌋ both ways, none one way.
int counterHops(const RingCollective& c) {
    return c.ways == RingWays::Both ? (c.size() - 1) / 2 : 0;
}

RingTransfer transferFrom(const RingCollective& c, int position, int shard, bool clockwise,
                          bool partial) {
    const int p = c.size();
    RingTransfer t;
    t.fromPosition = position;
    t.fromChip = c.chips[size_t(position)];
    t.toChip = c.chips[size_t(mod(position + (clockwise ? 1 : -1), p))];
    t.shard = int(mod(shard, p));
    t.clockwise = clockwise;
    t.partial = partial;
    return t;
}

} // namespace

RingTransfer transferOf(const RingCollective& c, int hop, int position) {
    const int p = c.size();
    if (hop < 0 || hop >= (int)c.hops.size() || position < 0 || position >= p)
        return {};
    const RingHop& h = c.hops[size_t(hop)];
    // docs/model.md#ring-hops. AllGather, step k: r passes on shard r − k + 1, its own in step
    // 1, then the one it received the step before. ReduceScatter, step k of a hops: r passes on
    // its running sum of shard r + a − k + 1, which reaches its owner in step a; one way
    // (a = p − 1) that is shard r − k.
    if (h.phase == RingPhase::ReduceScatter)
        return transferFrom(c, position, position + phaseHops(c) - h.step + 1, true, true);
    return transferFrom(c, position, position - h.step + 1, true, false);
}

std::optional<RingTransfer> counterTransferOf(const RingCollective& c, int hop, int position) {
    const int p = c.size();
    const int a = phaseHops(c), b = counterHops(c);
    if (b == 0 || hop < 0 || hop >= (int)c.hops.size() || position < 0 || position >= p)
        return std::nullopt;
    const RingHop& h = c.hops[size_t(hop)];
    // docs/model.md#ring-hops, the mirror image. AllGather, step k <= b: r passes on shard
    // r + k − 1. ReduceScatter, step k > a − b: r passes on its running sum of shard
    // r − (a − k + 1), which reaches its owner in step a, with the clockwise half.
    if (h.phase == RingPhase::ReduceScatter) {
        if (h.step <= a - b)
            return std::nullopt;
        return transferFrom(c, position, position - (a - h.step + 1), false, true);
    }
    if (h.step > b)
        return std::nullopt;
    return transferFrom(c, position, position + h.step - 1, false, false);
}

std::vector<RingTransfer> hopTransfers(const RingCollective& c, int hop) {
    std::vector<RingTransfer> out;
    if (hop < 0 || hop >= (int)c.hops.size())
        return out;
    out.reserve(size_t(c.size()) * (c.ways == RingWays::Both ? 2 : 1));
    for (int r = 0; r < c.size(); ++r)
        out.push_back(transferOf(c, hop, r));
    for (int r = 0; r < c.size(); ++r)
        if (const std::optional<RingTransfer> t = counterTransferOf(c, hop, r))
            out.push_back(*t);
    return out;
}

RingArc RingState::cell(int position, int shard) const {
    if (position < 0 || position >= size || shard < 0 || shard >= size)
        return {};
    return cells[size_t(position) * size_t(size) + size_t(shard)];
}

bool RingState::holds(int position, int shard) const {
    const RingArc a = cell(position, shard);
    return sums(kind) ? a.count == size && size > 0 : a.count > 0;
}

std::vector<int> RingState::contributors(int position, int shard) const {
    const RingArc a = cell(position, shard);
    std::vector<int> out;
    out.reserve(size_t(a.count));
    for (int k = 0; k < a.count; ++k)
        out.push_back((a.first + k) % size);
    return out;
}

int RingState::shardsHeld(int position) const {
    int n = 0;
    for (int s = 0; s < size; ++s)
        n += holds(position, s) ? 1 : 0;
    return n;
}

RingState stateAfter(const RingCollective& c, int hops) {
    RingState st;
    st.kind = c.kind;
    st.size = c.size();
    st.hops = std::clamp(hops, 0, (int)c.hops.size());
    const int p = st.size;
    st.cells.assign(size_t(p) * size_t(p), RingArc{});
    // Before the first hop (ch. 3): AllGather, each chip has its own shard; ReduceScatter and
    // AllReduce, each chip has its own contribution to every shard.
    for (int r = 0; r < p; ++r) {
        if (sums(c.kind)) {
            for (int s = 0; s < p; ++s)
                st.cells[size_t(r) * size_t(p) + size_t(s)] = {r, 1};
        } else {
            st.cells[size_t(r) * size_t(p) + size_t(r)] = {r, 1};
        }
    }
    std::vector<RingArc> sent;
    for (int h = 0; h < st.hops; ++h) {
        // All chips send at once: read every sender's cell before any receiver changes.
        const std::vector<RingTransfer> moves = hopTransfers(c, h);
        sent.clear();
        for (const RingTransfer& t : moves)
            sent.push_back(st.cells[size_t(t.fromPosition) * size_t(p) + size_t(t.shard)]);
        for (size_t i = 0; i < moves.size(); ++i) {
            const RingTransfer& t = moves[i];
            const int to = int(mod(t.fromPosition + (t.clockwise ? 1 : -1), p));
            RingArc& into = st.cells[size_t(to) * size_t(p) + size_t(t.shard)];
            const RingArc& what = sent[i];
            if (t.partial) {
                const RingArc total = sum(into, what, p);
                st.consistent = st.consistent && total.count > 0;
                if (total.count > 0)
                    into = total;
            } else {
                // A chip passes on only what it has whole: its shard (AllGather) or the
                // complete sum (AllReduce's second half). The copy replaces what was there.
                const bool whole = sums(c.kind) ? what.count == p : what.count > 0;
                st.consistent = st.consistent && whole;
                into = what;
            }
        }
    }
    return st;
}

} // namespace shardscope
