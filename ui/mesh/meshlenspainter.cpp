#include "mesh/meshlenspainter.h"

#include "common/format.h"
#include "mesh/meshcaptions.h"
#include "mesh/meshpodpainter.h"
#include "mesh/meshtext.h"

#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace shardscope {

namespace {

QString coordText(const ChipLayout& c, size_t dims) {
    QString text = QString::number(c.coord[0]);
    for (size_t a = 1; a < dims; ++a)
        text += QLatin1Char(',') + QString::number(c.coord[a]);
    return text;
}

// The chips' coordinates: three quarters of the frame's type, never under the projector's floor;
// the layout keeps them a line of that size, or the ring's way back runs through them.
double coordinatePx(const MeshFrame& f) {
    return std::max(f.fontPx * 0.75, f.minTextPx);
}

// A row's title, longest first: the first that fits its line at a readable size is drawn, so
// that both groups stay named in a small board cell.
QStringList rowTitles(const MeshLensLayout::Row& row) {
    const LensGroup& g = *row.group;
    if (row.axis == MeshAxis::None)
        return {MeshText::tr("one chip: no group")};
    if (row.axis == MeshAxis::Context) // docs/model.md#context-parallelism: X's innermost ways
        return {
            (g.hidden() <= 0
                 ? MeshText::tr("CP group: %1 chips share each sequence").arg(g.size)
                 : MeshText::tr("CP group: %1 of its %2 chips").arg(g.chips.size()).arg(g.size)),
            MeshText::tr("CP group, %1 chips").arg(g.size), QStringLiteral("CP = %1").arg(g.size)};
    const bool x = row.axis == MeshAxis::Fsdp;
    const QString full = g.hidden() <= 0
                             ? (x ? MeshText::tr("FSDP group: %1 chips along X")
                                  : MeshText::tr("TP group: %1 chips along Y"))
                                   .arg(g.size)
                             : (x ? MeshText::tr("FSDP group: %1 of its %2 chips along X")
                                  : MeshText::tr("TP group: %1 of its %2 chips along Y"))
                                   .arg(g.chips.size())
                                   .arg(g.size);
    const QString shorter =
        (x ? MeshText::tr("FSDP group, X = %1") : MeshText::tr("TP group, Y = %1")).arg(g.size);
    // The book's notation, the same in every language.
    const QString shortest =
        (x ? QStringLiteral("FSDP X = %1") : QStringLiteral("TP Y = %1")).arg(g.size);
    return {full, shorter, shortest};
}

// What the overview's title says during a step that is one arrow: where it goes, how long.
QString linkText(const MeshLensMoment::Link& link, const MeshLayout& layout) {
    const QString time = format::seconds(link.seconds);
    if (link.acrossPods)
        return MeshText::tr("AllReduce across %1 pods over DCN: %2").arg(layout.pods).arg(time);
    // Stages count from 1, as in the Gantt.
    if (layout.nodeChips > 0)
        return (layout.acrossNodes(link.fromChip, link.toChip)
                    ? MeshText::tr("from stage %1 to stage %2 over the network: %3")
                    : MeshText::tr("from stage %1 to stage %2 over NVLink: %3"))
            .arg(link.fromStage + 1)
            .arg(link.toStage + 1)
            .arg(time);
    return MeshText::tr("from stage %1 to stage %2 over ICI: %3")
        .arg(link.fromStage + 1)
        .arg(link.toStage + 1)
        .arg(time);
}

QString rowSummary(const MeshLensLayout::Row& row) {
    const long long others = row.group->othersInAllPods;
    if (row.axis == MeshAxis::None || others <= 0)
        return {};
    return row.axis == MeshAxis::Fsdp
               ? MeshText::tr("%n more FSDP groups like this one", "", int(others))
           : row.axis == MeshAxis::Context
               ? MeshText::tr("%n more CP groups like this one", "", int(others))
               : MeshText::tr("%n more TP groups like this one", "", int(others));
}

} // namespace

MeshLensLayout MeshLensPainter::layoutOf(const MeshScene& scene, const MeshFrame& f) {
    static thread_local MeshLens lens; // the layout points into it: kept until the next call
    lens = lensFor(scene.layout, f.lensChip, 0, MeshLensMoment::kMaxLensChips);
    return layOut(scene, f, lens);
}

MeshLensLayout MeshLensPainter::layOut(const MeshScene& scene, const MeshFrame& f,
                                       const MeshLens& lens) {
    // The mesh font's digits are all as wide (tabular): the longest coordinates are the widest,
    // and one measurement a frame is enough.
    QString longest;
    for (const LensChip& c : lens.chips)
        if (QString text = coordText(scene.layout.chips[size_t(c.index)], scene.layout.mesh.size());
            text.size() > longest.size())
            longest = std::move(text);
    const double widest = QFontMetricsF(meshFont(coordinatePx(f))).horizontalAdvance(longest);
    return MeshLensLayout::layOut(f.lensArea, lens, scene.layout.pods,
                                  std::max(f.fontPx, f.minTextPx), coordinatePx(f), widest);
}

QList<MeshTextItem> MeshLensPainter::labels(const MeshScene& scene, const MeshFrame& f) {
    QList<MeshTextItem> out;
    if (f.lensChip < 0 || !scene.hasChips())
        return out;
    const MeshLensLayout l = layoutOf(scene, f);
    // `centreX`: where a chip's coordinates stand centred (under its box), kept inside `rect`.
    auto add = [&](const QString& text, const QRectF& rect, double px, bool bold, int index,
                   bool always = false, double centreX = -1) {
        if (text.isEmpty())
            return false;
        double fit = fitFontPx(text, px, rect.width(), bold);
        if (always && (fit <= 0 || fit < f.minTextPx))
            fit = std::max(f.minTextPx, std::min(px * 0.6, rect.height() / 1.35));
        else if (fit <= 0 || fit < f.minTextPx)
            return false; // no room: the tooltip and the title say it
        MeshTextItem item;
        item.role = MeshTextItem::Role::Lens;
        item.text = text;
        item.font = meshFont(fit, bold);
        const double w =
            std::min(rect.width(), QFontMetricsF(item.font).horizontalAdvance(text) + 1);
        // A chip's coordinates stand centred under its box; the other lines start at the left.
        const double left =
            centreX >= 0 ? std::clamp(centreX - w / 2, rect.left(), rect.right() - w) : rect.left();
        item.rect = QRectF(left, rect.top(), w, rect.height());
        item.index = index;
        out << item;
        return true;
    };
    // The first of `texts` that fits; the last one at least at the minimum size.
    auto addFirst = [&](const QStringList& texts, const QRectF& rect, double px, bool bold,
                        int index) {
        for (qsizetype k = 0; k < texts.size(); ++k)
            if (add(texts[k], rect, px, bold, index, k + 1 == texts.size()))
                return;
    };
    // Never under the projector's minimum, also where a small export shrinks the base size.
    const double big = std::max(f.fontPx, f.minTextPx);
    const double middle = std::max(f.fontPx * 0.85, f.minTextPx);
    const double small = coordinatePx(f);
    const std::vector<ScheduleStep>& steps = scene.schedule.steps;
    const std::optional<MeshLensMoment::Link> link =
        steps.empty()
            ? std::nullopt
            : MeshLensMoment::linkOf(
                  scene, steps[size_t(std::clamp(f.step, 0, int(steps.size()) - 1))], f.lensChip);
    if (!link || !add(linkText(*link, scene.layout), l.overviewTitle, middle, true, 1))
        add(MeshText::tr("where they sit in the pod"), l.overviewTitle, middle, false, 1);
    if (!l.pods.isEmpty())
        add(MeshText::tr("%1 pods, joined by DCN").arg(scene.layout.pods),
            l.pods.adjusted(0, l.pods.height() * 0.5, 0, 0), middle, false, 1);
    for (const MeshLensLayout::Row& row : l.rows) {
        addFirst(rowTitles(row), row.title, big, true, 0);
        if (row.summary.height() > 0)
            add(rowSummary(row), row.summary, middle, false, 1);
        for (size_t i = 0; i < row.labels.size(); ++i) {
            const ChipLayout& c = scene.layout.chips[size_t(row.group->chips[i])];
            const QString text = coordText(c, scene.layout.mesh.size());
            const double fit = fitFontPx(text, small, row.labels[i].width());
            if (fit < small * 0.99)
                continue; // coordinates only where every digit shows at the size
            add(text, row.labels[i], small, false, 2, false, row.boxes[i].center().x());
        }
    }
    return out;
}

MeshLensPainter::Overview MeshLensPainter::overviewOf(const MeshScene& scene, const QRectF& rect) {
    Overview o;
    o.geo = MeshGeometry::fit(scene.layout.mesh, rect.size(), 0);
    o.scale = std::min(rect.width() / o.geo.world.width(), rect.height() / o.geo.world.height());
    o.origin = rect.topLeft();
    return o;
}

int MeshLensPainter::chipAt(const MeshScene& scene, const MeshFrame& f, QPointF pos) {
    if (f.lensChip < 0 || !scene.hasChips())
        return -1;
    const MeshLensLayout l = layoutOf(scene, f);
    if (const int chip = l.chipAt(pos); chip >= 0)
        return chip;
    if (!l.overview.contains(pos))
        return -1;
    const Overview o = overviewOf(scene, l.overview);
    return o.geo.chipAt((pos - o.origin) / o.scale, scene.layout);
}

QColor MeshLensPainter::shardColour(MeshAxis axis, const ChipLayout& focus, int shard) const {
    // The main view's colours: hue by the FSDP index, shade by the TP index; a CP ring's chunk
    // is its owner's, the shard-th chip of the focus chip's CP group.
    if (axis == MeshAxis::Context) {
        const std::span<const int> group = m_scene.layout.contextGroup(focus);
        const int owner = shard < int(group.size()) ? group[size_t(shard)] : -1;
        return QColor(m_scene.colorAt(
            owner >= 0 ? m_scene.layout.chips[size_t(owner)].fsdp : focus.fsdp, focus.tp));
    }
    return QColor(axis == MeshAxis::Fsdp ? m_scene.colorAt(shard, focus.tp)
                                         : m_scene.colorAt(focus.fsdp, shard));
}

void MeshLensPainter::paintOverview(QPainter& p, const MeshFrame& f) const {
    if (f.lensChip < 0 || !m_scene.hasChips())
        return;
    const MeshLensLayout l = layoutOf(m_scene, f);
    const MeshLens lens = lensFor(m_scene.layout, f.lensChip, 0, MeshLensMoment::kMaxLensChips);
    const Overview o = overviewOf(m_scene, l.overview);
    const MeshGeometry& g = o.geo;
    const double scale = o.scale;
    const QPointF origin = o.origin;
    const MeshColours& col = m_scene.colours();
    // Colour says group membership: grey chips, the lens's FSDP and TP chips in their colours.
    std::vector<char> inLens(m_scene.layout.chips.size(), 0);
    for (const LensChip& c : lens.chips)
        inLens[size_t(c.index)] = 1;
    const double gap = scale >= 4 ? 1 : 0;
    // docs/model.md#nodes: every other node a shade darker, so that the nodes read as blocks.
    const MeshLayout& layout = m_scene.layout;
    const QColor otherNode = col.sliceFrame.darker(118);
    auto paintCells = [&](QPainter& q, QPointF at) {
        for (size_t i = 0; i < layout.chips.size(); ++i)
            if (!inLens[i])
                q.fillRect(QRectF(at + g.cellPos(layout.chips[i]) * scale,
                                  QSizeF(scale - gap, scale - gap)),
                           layout.nodeChips > 0 && ((long long)i / layout.nodeChips) % 2 == 1
                               ? otherNode
                               : col.sliceFrame);
    };
    // A vector file (SVG, PDF) of tens of thousands of cells would hold a rectangle each, tens of
    // MB a frame: past kMaxVectorCells the grey cells go in as one picture at twice the
    // resolution of the slide.
    constexpr size_t kMaxVectorCells = 4096;
    const bool raster = p.paintEngine() && p.paintEngine()->type() == QPaintEngine::Raster;
    if (raster || layout.chips.size() <= kMaxVectorCells) {
        paintCells(p, origin);
    } else {
        const QRectF area = l.overview;
        QImage cells((area.size() * 2).toSize(), QImage::Format_ARGB32_Premultiplied);
        cells.setDevicePixelRatio(2);
        cells.fill(Qt::transparent);
        QPainter q(&cells);
        paintCells(q, origin - area.topLeft());
        q.end();
        p.drawImage(area.topLeft(), cells);
    }
    // The lens's chips over the grey, at least half a letter wide (5 px in a small cell) so that
    // a room sees them on an 8960-chip pod, where a chip is 3 px; outlined in the background's
    // colour so that neighbours stay apart.
    const double mark = std::max({scale - gap, 5.0, f.fontPx * 0.55});
    p.setPen(QPen(col.background, std::max(1.0, f.line)));
    for (const LensChip& c : lens.chips) {
        const QPointF centre =
            origin + (g.cellPos(m_scene.layout.chips[size_t(c.index)]) + QPointF(0.5, 0.5)) * scale;
        const QColor fill = c.index == lens.focusChip ? col.ink
                            : c.inFsdp || c.inCp      ? col.fsdpOutline // CP: X's innermost ways
                                                      : col.tpOutline;
        p.setBrush(fill);
        p.drawRect(QRectF(centre - QPointF(mark, mark) / 2, QSizeF(mark, mark)));
    }
    if (l.pods.isEmpty())
        return;
    // ch. 5 §Pods: the other pods are copies of this one, joined by DCN.
    const double y = l.pods.top() + l.pods.height() * 0.25;
    const QRectF other(l.pods.right() - l.pods.height() * 0.5, l.pods.top(), l.pods.height() * 0.5,
                       l.pods.height() * 0.5);
    p.setPen(QPen(col.muted, f.line, Qt::DashLine));
    p.drawLine(QPointF(l.pods.left(), y), QPointF(other.left(), y));
    p.setPen(QPen(col.sliceFrame, f.line));
    p.setBrush(col.matrixBg);
    p.drawRect(other);
}

// What the chip at ring `position` holds of the ring's shards once the hop under way lands: a
// stripe per shard (AllGather: whole shards; ReduceScatter: filled as far as its sum has come).
void MeshLensPainter::paintHoldings(QPainter& p, const QRectF& box, const ChipLayout& focus,
                                    const MeshLensMoment& m, int position) const {
    const RingState& s = *m.state;
    const int n = s.size;
    const int at = m.statePosition(position);
    const double w = box.width() / n;
    for (int shard = 0; shard < n; ++shard) {
        const QRectF stripe(box.left() + shard * w, box.top(), std::max(1.0, w), box.height());
        const double share = s.kind == StepKind::AllGather ? (s.holds(at, shard) ? 1.0 : 0.0)
                                                           : double(s.contributions(at, shard)) / n;
        if (share <= 0)
            continue;
        const QColor c = shardColour(m.axis, focus, m.ringShard(shard));
        p.fillRect(QRectF(stripe.left(), stripe.bottom() - stripe.height() * share, stripe.width(),
                          stripe.height() * share),
                   c);
    }
}

// A matmul in a chip's box: its operands and its result side by side, each the whole matrix with
// the chip's block in its shard's colour; the result fills in as the matmul runs.
void MeshLensPainter::paintMatrices(QPainter& p, const MeshFrame& f, const QRectF& box,
                                    const ChipLayout& c, const MeshLensMoment& m) const {
    const MeshLayout& layout = m_scene.layout;
    const int n = int(m.matrices.size());
    const double gap = box.width() * 0.06;
    const double w = (box.width() - gap * (n + 1)) / n;
    for (int k = 0; k < n; ++k) {
        const TensorRef& t = m.matrices[size_t(k)];
        const QRectF cell(box.left() + gap + k * (w + gap), box.top() + gap, w,
                          box.height() - 2 * gap);
        const bool result = k == n - 1;
        const QRectF block = blockRect(layout, cell, t, layout.block(c, t));
        QColor colour = m_scene.blockColor(t, c.fsdp, c.tp);
        if (t.partialSum != MeshAxis::None)
            colour.setAlphaF(0.55f);
        const double filled = result ? std::clamp(f.progress, 0.0, 1.0) : 1.0;
        p.fillRect(QRectF(block.left(), block.top(), block.width() * filled, block.height()),
                   colour);
        p.setPen(QPen(result ? m_scene.colours().accent : m_scene.colours().matrixLine, f.line));
        p.setBrush(Qt::NoBrush);
        p.drawRect(cell);
    }
}

// The way a transfer goes in its row: between neighbours straight across the gap (clockwise
// to the right in the upper third, counterclockwise to the left in the lower third, so that
// both ways of a bidirectional ring show); around the ring's end, or out of the window, under
// the row (clockwise deeper than counterclockwise).
QPainterPath MeshLensPainter::transferPath(const MeshFrame& f, const MeshLensLayout::Row& row,
                                           const QRectF* from, const QRectF* to, bool clockwise) {
    QPainterPath path;
    const double side = (from ? from : to)->width();
    const bool neighbours =
        from && to && (clockwise ? to->left() > from->left() : to->left() < from->left());
    if (neighbours) {
        const double y = from->top() + from->height() * (clockwise ? 1.0 / 3 : 2.0 / 3);
        path.moveTo(clockwise ? from->right() + 2 : from->left() - 2, y);
        path.lineTo(clockwise ? to->left() - 2 : to->right() + 2, y);
        return path;
    }
    // Under the coordinates: the row keeps a line for it. The way drops within a box's width of
    // its ends and runs level, so that it stays under every label between them.
    const double y = row.labelsBottom() + f.fontPx * (clockwise ? 0.6 : 0.3);
    const QPointF outside = clockwise ? QPointF(row.boxes.back().right() + side * 0.3, y)
                                      : QPointF(row.boxes.front().left() - side * 0.3, y);
    const QPointF a = from ? QPointF(from->center().x(), from->bottom() + 2) : outside;
    const QPointF b = to ? QPointF(to->center().x(), to->bottom() + 2) : outside;
    const double bend = std::copysign(std::min(side, std::abs(b.x() - a.x()) / 2), b.x() - a.x());
    path.moveTo(a);
    path.cubicTo(QPointF(a.x(), y), QPointF(a.x(), y), QPointF(a.x() + bend, y));
    path.lineTo(b.x() - bend, y);
    path.cubicTo(QPointF(b.x(), y), QPointF(b.x(), y), b);
    return path;
}

// The hop under way: an arrow from each shown chip to its neighbour on the ring (both
// neighbours on a ring sending both ways), a packet of the shard's colour travelling along it; a
// partial sum is marked "+".
void MeshLensPainter::paintRing(QPainter& p, const MeshFrame& f, const MeshLensLayout::Row& row,
                                const MeshLensMoment& m) const {
    const LensGroup& g = *row.group;
    const ChipLayout& focus = m_scene.layout.chips[size_t(m.lens.focusChip)];
    const QColor ink = m_scene.colours().ink;
    auto boxOf = [&](int chip) -> const QRectF* {
        const auto it = std::find(g.chips.begin(), g.chips.end(), chip);
        return it == g.chips.end() ? nullptr : &row.boxes[size_t(it - g.chips.begin())];
    };
    for (const RingTransfer& t : m.transfers) {
        const QRectF* from = boxOf(t.fromChip);
        const QRectF* to = boxOf(t.toChip);
        if (!from && !to)
            continue;
        const double side = (from ? from : to)->width();
        const QPainterPath path = transferPath(f, row, from, to, t.clockwise);
        const QColor shard = shardColour(m.axis, focus, t.shard);
        // docs/model.md#nodes: a hop between two nodes crosses the network, not the switch.
        const bool network = m_scene.layout.acrossNodes(t.fromChip, t.toChip);
        const QColor line = network ? m_scene.colours().accent : ink;
        p.setPen(QPen(line, (network ? 2.5 : 1.5) * f.line));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        const QPointF end = path.pointAtPercent(1), before = path.pointAtPercent(0.95);
        paintArrowHead(p, end, end - before, std::max(6.0, side * 0.12), line);
        const double packet = std::clamp(side * 0.25, 8.0, f.fontPx * 1.6);
        const QPointF at = path.pointAtPercent(std::clamp(m.hopPhase, 0.0, 1.0));
        const QRectF r(at - QPointF(packet, packet) / 2, QSizeF(packet, packet));
        p.fillRect(r, shard);
        p.setPen(QPen(ink, f.line));
        p.drawRect(r);
        if (t.partial && packet * 0.9 >= std::max(10.0, f.minTextPx)) {
            p.setFont(meshFont(packet * 0.9, true));
            p.setPen(m_scene.colours().onColour);
            p.drawText(r, Qt::AlignCenter, QStringLiteral("+"));
        }
    }
}

// A pipeline send or a DCN step in the overview: an arrow from the sending chip to the chip at
// the same place of the next stage, or to the other pod (both ways: an AllReduce), a packet on it
// as far as the step has come.
void MeshLensPainter::paintLink(QPainter& p, const MeshFrame& f, const MeshLensLayout& l,
                                const MeshLensMoment& m) const {
    if (!m.link || l.overview.isEmpty())
        return;
    const MeshLensMoment::Link& link = *m.link;
    const Overview o = overviewOf(m_scene, l.overview);
    auto centre = [&](int chip) {
        return o.origin +
               (o.geo.cellPos(m_scene.layout.chips[size_t(chip)]) + QPointF(0.5, 0.5)) * o.scale;
    };
    const QPointF a = centre(link.fromChip);
    QPointF b = link.acrossPods || link.toChip < 0 ? QPointF() : centre(link.toChip);
    if (link.acrossPods) {
        if (l.pods.isEmpty())
            return;
        // The other pod's box, as paintOverview draws it.
        b = QPointF(l.pods.right() - l.pods.height() * 0.25, l.pods.top() + l.pods.height() * 0.25);
    }
    const MeshColours& col = m_scene.colours();
    const double head = std::max(8.0, f.fontPx * 0.7);
    p.setPen(QPen(col.ink, 2.5 * f.line));
    p.drawLine(a, b);
    paintArrowHead(p, b, b - a, head, col.ink);
    if (link.acrossPods)
        paintArrowHead(p, a, a - b, head, col.ink);
    const double packet = std::max(8.0, f.fontPx * 0.8);
    const QColor fill = m_scene.kindColour(m_scene.schedule.steps[size_t(m.step)].kind);
    auto packetAt = [&](QPointF at) {
        const QRectF r(at - QPointF(packet, packet) / 2, QSizeF(packet, packet));
        p.fillRect(r, fill);
        p.setPen(QPen(col.ink, f.line));
        p.drawRect(r);
    };
    const double t = std::clamp(f.progress, 0.0, 1.0);
    packetAt(a + (b - a) * t);
    if (link.acrossPods) // the other pod's sum comes back the other way
        packetAt(b + (a - b) * t);
}

void MeshLensPainter::paintGroups(QPainter& p, const MeshFrame& f) const {
    if (f.lensChip < 0 || !m_scene.hasChips() || m_scene.schedule.steps.empty())
        return;
    const MeshLensMoment m = MeshLensMoment::at(m_scene, f.lensChip, f.step, f.progress);
    const MeshLensLayout l = layOut(m_scene, f, m.lens);
    const ScheduleStep& st = m_scene.schedule.steps[size_t(m.step)];
    const MeshColours& col = m_scene.colours();
    for (const MeshLensLayout::Row& row : l.rows) {
        const bool ringRow = m.ringGroup() && row.axis == m.axis;
        for (size_t i = 0; i < row.boxes.size(); ++i) {
            const int chip = row.group->chips[i];
            const ChipLayout& c = m_scene.layout.chips[size_t(chip)];
            const QRectF box = row.boxes[i];
            p.fillRect(box, col.matrixBg);
            const int position = ringRow ? m.positionOf(chip) : -1;
            if (ringRow && m.state && position >= 0)
                paintHoldings(p, box, c, m, position);
            else if (!m.matrices.empty())
                paintMatrices(p, f, box, c, m);
            else
                m_steps.paintStepInBox(p, box, st, c, f.progress);
            const bool focus = chip == m.lens.focusChip;
            p.setPen(QPen(focus                      ? col.ink
                          : row.axis == MeshAxis::Tp ? col.tpOutline
                                                     : col.fsdpOutline,
                          (focus ? 3 : 2) * f.line));
            p.setBrush(Qt::NoBrush);
            p.drawRect(box);
        }
        if (ringRow)
            paintRing(p, f, row, m);
    }
    paintLink(p, f, l, m);
    for (const MeshTextItem& item : labels(m_scene, f)) {
        if (item.index == 2) // over the ring's way back, which passes under the boxes
            p.fillRect(item.rect, col.background);
        p.setFont(item.font);
        p.setPen(item.index == 0 ? col.ink : col.muted);
        p.drawText(item.rect, Qt::AlignLeft | Qt::AlignVCenter, item.text);
    }
}

} // namespace shardscope
