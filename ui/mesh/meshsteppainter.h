#pragma once

#include "mesh/meshgeometry.h"
#include "mesh/meshscene.h"

#include <vector>

class QPainter;

namespace shardscope {

/**
 * Where a ring collective is at `progress` of its step (ch. 3's ring AllGather and
 * ReduceScatter): each hop passes one block to the next chip; one way, ways - 1 hops; both ways
 * at once on a bidirectional ring (ScheduleStep::bothWays), ⌈(ways - 1) / 2⌉ hops, a block each
 * way (docs/model.md, "ring hops"). An AllReduce is a ReduceScatter, then an AllGather. The one
 * place this is worked out for every painter.
 */
struct CollectivePhase {
    StepKind kind = StepKind::AllGather; ///< AllGather or ReduceScatter (an AllReduce's half)
    double u = 0;                        ///< progress through that half, [0, 1)
    long long ways = 1;                  ///< members of the ring
    bool bothWays = false;               ///< blocks travel both ways round the ring at once
    long long hops = 1;                  ///< ways - 1 (one way) or ⌈(ways - 1) / 2⌉, at least 1
    long long hop = 0;                   ///< hops done, in [0, hops - 1]
    double phi = 0;                      ///< how far the current hop has come, [0, 1]

    static CollectivePhase at(const ScheduleStep& st, double progress);
    /** The shard index a member `own` of the ring receives (AllGather) or sends on now. */
    int movingShard(int own) const;
    /**
     * The shard arriving from the other side this hop on a ring run both ways (`own` + hop + 1),
     * or -1: one way, or the last hop of an even ring, where both sides bring the same shard.
     */
    int counterShard(int own) const;
    /** Shards `own` holds before this hop on each side of its own: hop, and hop both ways. */
    long long heldBehind() const { return hop; }
    long long heldAhead() const { return bothWays ? hop : 0; }
};

int positiveMod(long long a, long long p);

/** Draws the step under way on the chips: matmuls filling in, collectives moving shards. */
class MeshStepPainter {
  public:
    explicit MeshStepPainter(const MeshScene& scene) : m_scene(scene) {}

    /** One small matrix `box` of chip `c` at `t` of step `st`. */
    void paintStepInBox(QPainter& p, const QRectF& box, const ScheduleStep& st, const ChipLayout& c,
                        double t) const;
    /** Cells mode, a matmul or a DCN step: a band sweeping each slice. */
    void paintCellsStep(QPainter& p, const MeshFrame& f, const ScheduleStep& st) const;
    /** Data travelling to the next chip of each ring; with `onlyChip` >= 0, its group only. */
    void paintPackets(QPainter& p, const MeshFrame& f, const ScheduleStep& st, int onlyChip) const;

  private:
    const MeshScene& m_scene;

    /** `against`: the block going the other way round, from `to` back to `from`. */
    void paintPacket(QPainter& p, const MeshFrame& f, const ScheduleStep& st,
                     const CollectivePhase& ph, const ChipLayout& from, const ChipLayout& to,
                     bool neighboursOnly, bool against = false) const;
    void paintGroupRing(QPainter& p, const MeshFrame& f, const ScheduleStep& st, int chip) const;
    /** An all-to-all: every chip of `chip`'s EP group sends to every other (all groups: -1). */
    void paintAllToAll(QPainter& p, const MeshFrame& f, const ScheduleStep& st, int chip) const;
    /** The pod's chips the frame shows. */
    std::vector<const ChipLayout*> shownChips(const MeshFrame& f) const;
    /** An arc from chip `from` to `to` in `pen`, a block of `colour` `u` of the way along (with an
     * arrow ahead of it when `arrow` and there is room): the all-to-all's and the CP ring's. */
    void paintArcBlock(QPainter& p, const MeshFrame& f, const ChipLayout& from,
                       const ChipLayout& to, double bulge, const QPen& pen, double u,
                       const QColor& colour, bool arrow) const;
    void paintTokenRows(QPainter& p, const QRectF& box, const ScheduleStep& st, const ChipLayout& c,
                        double t) const;
    /** The context ring: each chip sends its chunk of keys and values on to the next chip of its
     * CP group (`chip`'s group only; all: -1). */
    void paintContextRing(QPainter& p, const MeshFrame& f, const ScheduleStep& st, int chip) const;
    /** The chunk of keys and values a chip attends to now, and the next one arriving. */
    void paintContextChunk(QPainter& p, const QRectF& box, const ScheduleStep& st,
                           const ChipLayout& c, double t) const;
    void paintStrips(QPainter& p, const QRectF& area, bool vertical, MeshAxis axis, int fixed,
                     long long p0, long long p1, long long ways, const QColor& podColor) const;
};

} // namespace shardscope
