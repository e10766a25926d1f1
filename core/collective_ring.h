#pragma once

#include "step_schedule.h"

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace shardscope {

/**
 * One shard moving one link of the ring in one hop (ch. 3's AllGather and
 * ReduceScatter figures). Shards are numbered by ring position: shard s is the
 * one ring position s owns (docs/model.md#ring-hops).
 */
struct RingTransfer {
    int fromChip = 0;
    int toChip = 0;
    /** Ring position of the sender; the receiver is the next one (clockwise) or the one before. */
    int fromPosition = 0;
    int shard = 0;
    bool partial = false;  ///< a partial sum (ReduceScatter, or AllReduce's first half)
    bool clockwise = true; ///< towards ring position + 1; false: towards position − 1
};

/** Which half of the collective a hop belongs to (AllReduce = ReduceScatter then AllGather). */
enum class RingPhase : std::uint8_t { ReduceScatter, AllGather };

/** One hop: every chip of the ring sends one shard to the next chip, all at once. */
struct RingHop {
    double start = 0; ///< seconds from the collective's start
    double end = 0;
    RingPhase phase = RingPhase::AllGather;
    int step = 1; ///< 1 .. hops of its phase (p − 1 one way, ⌈(p − 1)/2⌉ both ways)
    double seconds() const { return end - start; }
};

/**
 * Whether the ring's links carry shards both ways at once (ch. 3's bidirectional
 * ring, the cost model's V / (W·M)) or one way (the finite-group count).
 */
enum class RingWays : std::uint8_t { One, Both };

/**
 * The hop-by-hop schedule of a ring collective (docs/model.md#ring-hops): on a
 * ring of p chips sending one way AllGather and ReduceScatter take p − 1 hops,
 * AllReduce 2(p − 1); sending both ways ⌈(p − 1)/2⌉ and 2⌈(p − 1)/2⌉. The
 * collective's seconds are divided evenly over its hops.
 */
struct RingCollective {
    StepKind kind = StepKind::AllGather;
    RingWays ways = RingWays::One;
    /** Chip indices in ring order; position r sends to r + 1 (mod p), both ways also to r − 1. */
    std::vector<int> chips;
    double seconds = 0; ///< the hops' total, after the rules below
    bool timed = true;  ///< false when the given seconds were negative, NaN or infinite
    std::vector<RingHop> hops;
    int size() const { return int(chips.size()); }
};

/**
 * Hops of a ring collective of `kind` over p chips: one way p − 1, both ways
 * ⌈(p − 1)/2⌉; AllReduce twice that; 0 for one chip or a kind that is no collective.
 */
long long ringHopCount(StepKind kind, long long p, RingWays ways = RingWays::One);

/**
 * The schedule of `kind` over `ringChips` lasting `seconds`. Hop h of n runs from
 * seconds·h/n to seconds·(h + 1)/n; the last ends at exactly `seconds`. No hops
 * for an empty ring, a ring of one chip, or a kind that is not a ring collective
 * (Matmul, Send). Seconds that are negative, NaN or infinite count as 0 and
 * clear `timed`: the hops still show who sends what, the clock does not move.
 */
RingCollective ringSchedule(StepKind kind, std::span<const int> ringChips, double seconds,
                            RingWays ways = RingWays::One);

/** What ring position `position` sends clockwise (to position + 1) in hop `hop` (0-based). */
RingTransfer transferOf(const RingCollective& c, int hop, int position);

/**
 * What ring position `position` sends counterclockwise (to position − 1) in hop
 * `hop` of a ring sending both ways; nothing on a one-way ring, nor where that
 * direction has nothing left to send (docs/model.md#ring-hops: the last
 * AllGather hop and the first ReduceScatter hop of an even ring go one way).
 */
std::optional<RingTransfer> counterTransferOf(const RingCollective& c, int hop, int position);

/**
 * Every transfer of hop `hop`: each ring position's clockwise one, then the
 * counterclockwise ones. Computed on demand rather
 * than stored: an 8960-chip pod has FSDP rings of 2240 chips, and storing every
 * transfer of every hop would take p² of them. Empty for a hop out of range.
 */
std::vector<RingTransfer> hopTransfers(const RingCollective& c, int hop);

/**
 * A run of ring positions first, first + 1, ..., first + count − 1 (mod p): the
 * contributions summed into a held partial sum. A ring only ever adds a
 * neighbour's sum to its own, so a run is enough.
 */
struct RingArc {
    int first = 0;
    int count = 0;
    bool operator==(const RingArc&) const = default;
};

/**
 * What every chip of the ring holds after some hops (docs/model.md#ring-hops).
 * AllGather: a chip holds whole shards, starting with its own. ReduceScatter
 * and AllReduce: a chip holds, of every shard, the sum of the contributions of
 * a run of chips, starting with its own contribution to each.
 */
struct RingState {
    StepKind kind = StepKind::AllGather;
    int size = 0; ///< p
    int hops = 0; ///< hops applied, after clamping to [0, hop count]
    /**
     * False if a hop added two partial sums that overlap or leave a gap (a contribution
     * counted twice or missed), or passed on a shard the sender did not hold whole.
     */
    bool consistent = true;
    /** [position · p + shard]: AllGather: {shard, 1} when held, else count 0; else the summed run.
     */
    std::vector<RingArc> cells;

    RingArc cell(int position, int shard) const;
    /**
     * AllGather: the chip has the shard. ReduceScatter, AllReduce: it has the
     * complete sum of the shard (all p contributions).
     */
    bool holds(int position, int shard) const;
    /** ReduceScatter, AllReduce: how many chips' contributions its copy of the shard sums. */
    int contributions(int position, int shard) const { return cell(position, shard).count; }
    /** The ring positions whose contributions are summed into its copy, in ring order. */
    std::vector<int> contributors(int position, int shard) const;
    /** Shards the chip holds (`holds`). */
    int shardsHeld(int position) const;
};

/**
 * Applies the first `hops` hops of `c` to the starting state. Hops are clamped
 * to [0, hop count]. Takes p² cells: meant for the rings of a scenario, not for
 * rings of millions.
 */
RingState stateAfter(const RingCollective& c, int hops);

} // namespace shardscope
