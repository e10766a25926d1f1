#include "mesh/meshsteppainter.h"

#include "mesh/meshpodpainter.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace shardscope {

int positiveMod(long long a, long long p) {
    return int(((a % p) + p) % p);
}

CollectivePhase CollectivePhase::at(const ScheduleStep& st, double progress) {
    CollectivePhase c;
    c.ways = st.group;
    c.bothWays = st.bothWays;
    c.hops = std::max<long long>(1, st.bothWays ? st.group / 2 : st.group - 1);
    c.u = progress;
    c.kind = st.kind;
    if (c.kind == StepKind::AllReduce) {
        c.kind = c.u < 0.5 ? StepKind::ReduceScatter : StepKind::AllGather;
        c.u = c.u < 0.5 ? 2 * c.u : 2 * c.u - 1;
    }
    const double pos = c.u * double(c.hops);
    c.hop = std::min<long long>(c.hops - 1, (long long)pos);
    c.phi = pos - double(c.hop);
    return c;
}

int CollectivePhase::movingShard(int own) const {
    return positiveMod(own - hop - 1, ways);
}

int CollectivePhase::counterShard(int own) const {
    if (!bothWays || 2 * (hop + 1) > ways - 1)
        return -1;
    return positiveMod(own + hop + 1, ways);
}

// Members [p0, p1) of a ring drawn as strips of `area` (stacked vertically or side by side),
// each in the colour of its shard: one scaled image draw, whatever the number of members.
void MeshStepPainter::paintStrips(QPainter& p, const QRectF& area, bool vertical, MeshAxis axis,
                                  int fixed, long long p0, long long p1, long long ways,
                                  const QColor& podColor) const {
    if (p1 <= p0)
        return;
    const double a = double(p0) / double(ways), b = double(p1) / double(ways);
    const QRectF target = vertical ? QRectF(area.left(), area.top() + area.height() * a,
                                            area.width(), area.height() * (b - a))
                                   : QRectF(area.left() + area.width() * a, area.top(),
                                            area.width() * (b - a), area.height());
    if (axis == MeshAxis::Pods || m_scene.colorImg.isNull()) {
        p.fillRect(target, podColor);
        return;
    }
    const double len = double(p1 - p0);
    const bool byRow = (axis == MeshAxis::Fsdp) != vertical; // a row of colorImg, else of T
    const QImage& img = byRow ? m_scene.colorImg : m_scene.colorImgT;
    p.drawImage(target, img,
                vertical ? QRectF(fixed, double(p0), 1, len) : QRectF(double(p0), fixed, len, 1));
}

void MeshStepPainter::paintStepInBox(QPainter& p, const QRectF& box, const ScheduleStep& st,
                                     const ChipLayout& c, double t) const {
    const MeshLayout& layout = m_scene.layout;
    p.fillRect(box, m_scene.colours().matrixBg);
    if (st.kind == StepKind::Send) {
        // The chip's shard leaves for the neighbouring stage: it drains away left to right.
        const QRectF r = blockRect(layout, box, st.lhs, layout.block(c, st.lhs));
        p.fillRect(QRectF(r.left() + r.width() * t, r.top(), r.width() * (1 - t), r.height()),
                   m_scene.blockColor(st.lhs, c.fsdp, c.tp));
        return;
    }
    if (st.kind == StepKind::AllToAll) {
        paintTokenRows(p, box, st, c, t);
        return;
    }
    if (st.axis == MeshAxis::Context) {
        paintContextChunk(p, box, st, c, t);
        return;
    }
    if (st.kind == StepKind::Matmul) {
        // The result fills in as the matmul runs.
        const QRectF r = blockRect(layout, box, st.result, layout.block(c, st.result));
        QColor col = m_scene.blockColor(st.result, c.fsdp, c.tp);
        if (st.result.partialSum != MeshAxis::None)
            col.setAlphaF(0.55f);
        p.fillRect(QRectF(r.left(), r.top(), r.width() * t, r.height()), col);
        return;
    }
    const MeshAxis axis = st.axis;
    const CollectivePhase ph = CollectivePhase::at(st, t);
    const long long ways = ph.ways;
    const int own = MeshScene::memberIndex(c, axis);
    // The dimension the collective splits: sharded over the axis before or after.
    const bool vertical = !(st.lhs.colShard == axis || st.result.colShard == axis);
    const TensorRef& whole = st.kind == StepKind::AllGather ? st.result : st.lhs;
    const QRectF area = blockRect(layout, box, whole, layout.block(c, whole));
    const MeshAxis other = axis == MeshAxis::Fsdp ? MeshAxis::Tp : MeshAxis::Fsdp;
    const bool otherSharded = shardedOver(st.lhs, other) || shardedOver(st.result, other);
    const int fixed = otherSharded ? (axis == MeshAxis::Fsdp ? c.tp : c.fsdp) : 0;
    const QColor podColor = m_scene.blockColor(whole, c.fsdp, c.tp);

    auto strips = [&](long long from, long long count, double opacity) {
        // `count` members starting at `from`, cyclic.
        if (count <= 0)
            return;
        p.setOpacity(opacity);
        from = positiveMod(from, ways);
        const long long end = from + count;
        paintStrips(p, area, vertical, axis, fixed, from, std::min(end, ways), ways, podColor);
        if (end > ways)
            paintStrips(p, area, vertical, axis, fixed, 0, end - ways, ways, podColor);
        p.setOpacity(1);
    };
    if (ph.kind == StepKind::ReduceScatter) {
        // Partial sums still to pass on: ahead of the chip one way, on both sides both ways.
        const long long left = std::max<long long>(0, ways - 1 - ph.heldBehind() - ph.heldAhead());
        const long long behind = ph.bothWays ? left / 2 : 0;
        strips(own + 1, left - behind, 0.35);
        strips(own - behind, behind, 0.35);
        strips(own, 1, 0.35 + 0.65 * ph.u); // the own block, summed up as contributions arrive
        return;
    }
    strips(own, 1, 1.0);
    strips(own - ph.heldBehind(), ph.heldBehind(), 1.0);
    strips(own + 1, ph.heldAhead(), 1.0);
    if (ph.phi <= 0)
        return;
    // The blocks arriving now grow in across the other dimension: one from each side.
    for (const int m : {ph.movingShard(own), ph.counterShard(own)}) {
        if (m < 0)
            continue;
        const double a = double(m) / double(ways), b = double(m + 1) / double(ways);
        const QRectF target = vertical ? QRectF(area.left(), area.top() + area.height() * a,
                                                area.width() * ph.phi, area.height() * (b - a))
                                       : QRectF(area.left() + area.width() * a, area.top(),
                                                area.width() * (b - a), area.height() * ph.phi);
        p.save();
        p.setClipRect(target, Qt::IntersectClip);
        strips(m, 1, 1.0);
        p.restore();
    }
}

// An all-to-all on one chip's token rows (docs/model.md#expert-parallelism): ep bands, one per
// member of its EP group; the chip keeps its own band, and each other one turns, left to right,
// to the colour of the chip whose tokens (or expert outputs) arrive in it.
void MeshStepPainter::paintTokenRows(QPainter& p, const QRectF& box, const ScheduleStep& st,
                                     const ChipLayout& c, double t) const {
    const MeshLayout& layout = m_scene.layout;
    const MeshSplit& split = m_scene.schedule.split;
    const QRectF r = blockRect(layout, box, st.lhs, layout.block(c, st.lhs));
    const long long ep = std::max<long long>(1, split.ep);
    const long long own = split.expertIndex(c.fsdp);
    const QColor mine = m_scene.blockColor(st.lhs, c.fsdp, c.tp);
    for (long long j = 0; j < ep; ++j) {
        const QRectF band(r.left(), r.top() + r.height() * double(j) / double(ep), r.width(),
                          r.height() / double(ep));
        p.fillRect(band, mine);
        if (j == own)
            continue;
        const int from = int(split.expertMember(c.fsdp, j));
        p.fillRect(QRectF(band.left(), band.top(), band.width() * t, band.height()),
                   m_scene.blockColor(st.lhs, from, c.tp));
    }
}

// Every chip of an EP group sends a share of its tokens to every other at once: an arc per pair
// and direction (chips in a row would put every line on one), a block on each, coloured by the
// chip it left; arcs that cross the network between nodes in its colour, as the key says.
void MeshStepPainter::paintAllToAll(QPainter& p, const MeshFrame& f, const ScheduleStep& st,
                                    int chip) const {
    const MeshLayout& layout = m_scene.layout;
    const MeshSplit& split = m_scene.schedule.split;
    const long long ep = split.ep;
    if (ep <= 1 || layout.chips.empty())
        return;
    std::vector<const ChipLayout*> senders;
    if (chip >= 0)
        senders.push_back(&layout.chips[size_t(chip)]);
    else
        senders = shownChips(f);
    const QPen inNode(m_scene.colours().allToAll, 0), network(m_scene.colours().accent, 0);
    for (const ChipLayout* from : senders) {
        const int fromChip = layout.chipAt(from->stage, from->fsdp, from->tp);
        for (long long j = 0; j < ep; ++j) {
            const int to =
                layout.chipAt(from->stage, int(split.expertMember(from->fsdp, j)), from->tp);
            if (to < 0 || layout.chips[size_t(to)].fsdp == from->fsdp)
                continue;
            paintArcBlock(p, f, *from, layout.chips[size_t(to)], 0.25,
                          layout.acrossNodes(fromChip, to) ? network : inNode, f.progress,
                          m_scene.blockColor(st.lhs, from->fsdp, from->tp), false);
        }
    }
}

// The chips of the pod drawn in the frame.
std::vector<const ChipLayout*> MeshStepPainter::shownChips(const MeshFrame& f) const {
    std::vector<const ChipLayout*> out;
    for (const ChipLayout& c : m_scene.layout.chips)
        if (f.cellRect(c).intersects(f.mesh))
            out.push_back(&c);
    return out;
}

// A block on its way from chip `from` to chip `to` along an arc that bulges to the sender's
// left (a → b and b → a on opposite sides), `u` of the way along; small cells take small blocks,
// or they would hide the arcs.
void MeshStepPainter::paintArcBlock(QPainter& p, const MeshFrame& f, const ChipLayout& from,
                                    const ChipLayout& to, double bulge, const QPen& pen, double u,
                                    const QColor& colour, bool arrow) const {
    const QPointF a = f.cellRect(from).center(), b = f.cellRect(to).center();
    const QPointF mid = (a + b) / 2 + QPointF(b.y() - a.y(), a.x() - b.x()) * bulge;
    QPainterPath arc(a);
    arc.quadTo(mid, b);
    p.setBrush(Qt::NoBrush);
    p.setPen(pen);
    p.drawPath(arc);
    const double size =
        std::clamp(f.scale * 0.1, f.mode == MeshDetail::Cells ? 2.0 : 4.0, 10.0) * f.line;
    const QPointF at = (1 - u) * (1 - u) * a + 2 * (1 - u) * u * mid + u * u * b;
    const QRectF block(at.x() - size / 2, at.y() - size / 2, size, size);
    p.fillRect(block, m_scene.colours().ink);
    p.fillRect(block.adjusted(1, 1, -1, -1), colour);
    const QPointF dir = b - a;
    const double len = std::hypot(dir.x(), dir.y());
    if (arrow && size >= 7 && len > 0)
        paintArrowHead(p, at + dir / len * size * 1.4, dir, size * 0.8, m_scene.colours().ink);
}

namespace {

// The chunk ring position `own` sends in the hop under way: an AllGather passes on what it
// received last hop, a ReduceScatter its next partial sum (as paintPacket's rings).
long long chunkSent(const CollectivePhase& ph, long long own) {
    return ph.kind == StepKind::AllGather ? positiveMod(own - ph.hop, ph.ways)
                                          : ph.movingShard(int(own));
}

} // namespace

// Ring attention on one chip (docs/model.md#context-parallelism): the block of its tokens' keys
// and values shows the chunk it attends to, in its owner's colour, and the next one coming in
// from the left; gradients are partial sums, lighter until they are summed.
void MeshStepPainter::paintContextChunk(QPainter& p, const QRectF& box, const ScheduleStep& st,
                                        const ChipLayout& c, double t) const {
    const MeshLayout& layout = m_scene.layout;
    const MeshSplit& split = m_scene.schedule.split;
    const QRectF r = blockRect(layout, box, st.lhs, layout.block(c, st.lhs));
    const long long own = split.contextIndex(c.fsdp);
    const CollectivePhase ph = CollectivePhase::at(st, t);
    auto colour = [&](long long chunk) {
        QColor col = m_scene.blockColor(st.lhs, int(c.fsdp - own + chunk), c.tp);
        if (ph.kind == StepKind::ReduceScatter)
            col.setAlphaF(float(0.35 + 0.65 * t));
        return col;
    };
    p.fillRect(r, colour(chunkSent(ph, own)));
    // What the chip before it sends arrives now.
    p.fillRect(QRectF(r.left(), r.top(), r.width() * ph.phi, r.height()),
               colour(chunkSent(ph, own - 1)));
}

// Each chip hands its chunk to the next of its CP ring, all at once, c − 1 times: an arc per
// chip (the ring's last link comes back across the others), a block on it in its owner's colour;
// arcs between nodes in the network's colour.
void MeshStepPainter::paintContextRing(QPainter& p, const MeshFrame& f, const ScheduleStep& st,
                                       int chip) const {
    const MeshLayout& layout = m_scene.layout;
    const MeshSplit& split = m_scene.schedule.split;
    if (split.cp <= 1 || layout.chips.empty())
        return;
    std::vector<const ChipLayout*> senders;
    if (chip >= 0) {
        for (const int member : layout.contextGroup(layout.chips[size_t(chip)]))
            if (member >= 0) // an unplaced layout with more logical than physical chips has holes
                senders.push_back(&layout.chips[size_t(member)]);
    } else {
        senders = shownChips(f);
    }
    const CollectivePhase ph = CollectivePhase::at(st, f.progress);
    const QPen inNode(kindColour(m_scene.colours(), st.kind), 0),
        network(m_scene.colours().accent, 0);
    for (const ChipLayout* from : senders) {
        const int fromChip = layout.chipAt(from->stage, from->fsdp, from->tp);
        const int to = layout.chipAt(from->stage, int(split.contextNext(from->fsdp)), from->tp);
        if (to < 0 || to == fromChip)
            continue;
        const long long own = split.contextIndex(from->fsdp);
        paintArcBlock(
            p, f, *from, layout.chips[size_t(to)], 0.2,
            layout.acrossNodes(fromChip, to) ? network : inNode, ph.phi,
            m_scene.blockColor(st.lhs, int(from->fsdp - own + chunkSent(ph, own)), from->tp), true);
    }
}

void MeshStepPainter::paintCellsStep(QPainter& p, const MeshFrame& f,
                                     const ScheduleStep& st) const {
    if (isRingCollective(st))
        return; // written into the pixels by the raster path
    // A band sweeping each slice: the chips compute (or talk over DCN, or send to the next
    // stage) all at once.
    const QColor band =
        st.kind == StepKind::Matmul ? m_scene.colours().veil : m_scene.colours().shade;
    for (int s = 0; s < f.geo.slices; ++s) {
        const QRectF r = f.sliceRect(s);
        if (!r.intersects(f.mesh))
            continue;
        const double w = r.width() * 0.18;
        p.fillRect(QRectF(r.left() + (r.width() - w) * f.progress, r.top(), w, r.height()), band);
    }
    // An all-to-all's arcs are its picture: on small cells too, while they stay countable.
    if (st.kind == StepKind::AllToAll &&
        double(m_scene.layout.chipCount()) * double(m_scene.schedule.split.ep) <= 4096)
        paintAllToAll(p, f, st, -1);
    // So are the context ring's arcs, one a chip.
    if (st.axis == MeshAxis::Context && m_scene.layout.chipCount() <= 4096)
        paintContextRing(p, f, st, -1);
}

// One block on its way from a chip to the next of its ring, in the colour of the shard it carries.
void MeshStepPainter::paintPacket(QPainter& p, const MeshFrame& f, const ScheduleStep& st,
                                  const CollectivePhase& ph, const ChipLayout& from,
                                  const ChipLayout& to, bool neighboursOnly, bool against) const {
    QPointF a = f.cellRect(from).center(), b = f.cellRect(to).center();
    if (neighboursOnly && QLineF(a, b).length() > f.scale * 1.05)
        return;
    const bool overX = st.axis == MeshAxis::Fsdp;
    const int own = overX ? from.fsdp : from.tp;
    // An AllGather passes on the block it received last hop; a ReduceScatter the next sum. The
    // other way round, `to` sends back to `from` what `from` receives from that side.
    int m =
        ph.kind == StepKind::AllGather ? positiveMod(own - ph.hop, ph.ways) : ph.movingShard(own);
    if (against) {
        m = ph.counterShard(own);
        if (m < 0)
            return;
        std::swap(a, b);
    }
    const QRgb col = overX ? m_scene.colorAt(m, from.tp) : m_scene.colorAt(from.fsdp, m);
    const QPointF at = a + (b - a) * ph.phi;
    if (!f.mesh.contains(at))
        return;
    const double size = std::clamp(f.scale * 0.1, 4.0, 10.0) * f.line;
    const QRect r(int(at.x() - size / 2), int(at.y() - size / 2), int(size), int(size));
    if (size >= 7) {
        p.fillRect(r, m_scene.colours().ink);
        p.fillRect(r.adjusted(1, 1, -1, -1), QColor(col));
        // An arrow ahead of the block: which way the link carries it.
        const QPointF dir = b - a;
        const double len = std::hypot(dir.x(), dir.y());
        if (len > 0)
            paintArrowHead(p, at + dir / len * size * 1.4, dir, size * 0.8, m_scene.colours().ink);
    } else {
        p.fillRect(r, QColor(col).darker(140));
    }
}

// The whole group of one chip: its ring links along each physical axis within a slice, as thin
// lines, and a packet on every one.
void MeshStepPainter::paintGroupRing(QPainter& p, const MeshFrame& f, const ScheduleStep& st,
                                     int chip) const {
    const MeshLayout& layout = m_scene.layout;
    const bool overX = st.axis == MeshAxis::Fsdp;
    const ChipLayout& c0 = layout.chips[size_t(chip)];
    const auto group =
        overX ? layout.fsdpGroup(layout.fsdpGroupOf(c0)) : layout.tpGroup(layout.tpGroupOf(c0));
    // Small cells: only links between neighbouring cells, or the lines hide the colours.
    const double longest = f.mode == MeshDetail::Cells ? f.scale * 1.05 : 1e9;
    const int axes = int(std::min<size_t>(4, layout.mesh.size()));
    std::vector<std::pair<const ChipLayout*, const ChipLayout*>> links;
    std::vector<QLineF> lines;
    for (int member : group)
        for (int a = 0; a < axes && member >= 0; ++a) {
            const int to = layout.nextAlong(layout.chips[size_t(member)], st.axis, a);
            if (to < 0 || to == member)
                continue;
            const ChipLayout& from = layout.chips[size_t(member)];
            const ChipLayout& dest = layout.chips[size_t(to)];
            const QLineF line(f.cellRect(from).center(), f.cellRect(dest).center());
            if (f.geo.sliceOf(from) == f.geo.sliceOf(dest) && line.length() <= longest) {
                links.emplace_back(&from, &dest);
                lines.push_back(line);
            }
        }
    const QColor ring = overX ? m_scene.colours().fsdpOutline : m_scene.colours().tpOutline;
    p.setPen(QPen(ring, 0));
    p.drawLines(lines.data(), int(lines.size()));
    // Each link's direction, an arrow at its middle; a ring run both ways, one each way.
    const double head = std::clamp(f.scale * 0.25, 4.0, 9.0) * f.line;
    for (const QLineF& l : lines)
        if (l.length() > head * 2) {
            const QPointF along = (l.p2() - l.p1()) / l.length() * head;
            paintArrowHead(p, l.pointAt(0.5) + along / 2, l.p2() - l.p1(), head, ring.darker(120));
            if (st.bothWays)
                paintArrowHead(p, l.pointAt(0.5) - along * 1.5, l.p1() - l.p2(), head,
                               ring.darker(120));
        }
    const CollectivePhase ph = CollectivePhase::at(st, f.progress);
    for (const auto& [from, to] : links) {
        paintPacket(p, f, st, ph, *from, *to, false);
        if (ph.bothWays)
            paintPacket(p, f, st, ph, *from, *to, false, true);
    }
}

void MeshStepPainter::paintPackets(QPainter& p, const MeshFrame& f, const ScheduleStep& st,
                                   int onlyChip) const {
    const MeshLayout& layout = m_scene.layout;
    if (st.kind == StepKind::AllToAll) {
        paintAllToAll(p, f, st, onlyChip);
        return;
    }
    if (st.axis == MeshAxis::Context) {
        paintContextRing(p, f, st, onlyChip);
        return;
    }
    if (!isRingCollective(st) || layout.chips.empty())
        return;
    if (onlyChip >= 0) {
        paintGroupRing(p, f, st, onlyChip);
        return;
    }
    // Every visible chip sends to its ring neighbours along each physical axis.
    const CollectivePhase ph = CollectivePhase::at(st, f.progress);
    const int axes = int(std::min<size_t>(4, layout.mesh.size()));
    for (const ChipLayout& c : layout.chips) {
        if (!f.cellRect(c).intersects(f.mesh))
            continue;
        for (int a = 0; a < axes; ++a) {
            const int to = layout.nextAlong(c, st.axis, a);
            if (to < 0)
                continue;
            paintPacket(p, f, st, ph, c, layout.chips[size_t(to)], true);
            if (ph.bothWays)
                paintPacket(p, f, st, ph, c, layout.chips[size_t(to)], true, true);
        }
    }
}

} // namespace shardscope
