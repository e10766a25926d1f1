#include "mesh/meshpainter.h"

#include "mesh/meshfocus.h"
#include "mesh/meshlenspainter.h"
#include "mesh/meshpodpainter.h"
#include "mesh/meshraster.h"
#include "mesh/meshtext.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace shardscope {

// ---------------------------------------------------------------------------------------------
// Static layer: background, header line 1, slices, chips at rest, timeline

void MeshPainter::paintStatic(QPainter& p, const MeshFrame& f) const {
    p.fillRect(QRectF(QPointF(0, 0), f.size), m_scene.colours().background);
    paintTimeline(p, f);
    paintCaptions(p, f);
    if (!m_scene.hasChips())
        return;
    if (f.lensChip >= 0) { // the lens: the pod's mesh is its small overview
        MeshLensPainter(m_scene).paintOverview(p, f);
        return;
    }
    const QRectF world(f.origin, f.geo.world * f.scale);
    if (!f.mesh.adjusted(-1, -1, 1, 1).contains(world)) {
        // Zoomed or panned: a frame shows where the mesh is cut, so cut labels do not read as
        // text of the header or the timeline.
        p.setPen(QPen(m_scene.colours().sliceFrame, 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(f.mesh.adjusted(-1.5, -1.5, 1.5, 1.5));
    }
    MeshPodPainter(m_scene).paintStatic(p, f);
    p.save();
    p.setClipRect(f.mesh);
    paintSlices(p, f);
    if (f.mode == MeshDetail::Cells) {
        paintCells(p, f);
    } else {
        for (const ChipLayout& c : m_scene.layout.chips)
            if (f.cellRect(c).intersects(f.mesh))
                paintChipStatic(p, f, c);
    }
    paintStages(p, f);
    p.restore();
}

// Slice frames and labels (z, and w for a 4-D mesh).
void MeshPainter::paintSlices(QPainter& p, const MeshFrame& f) const {
    const MeshGeometry& g = f.geo;
    const QFont labelFont = f.font(0.9);
    p.setFont(labelFont);
    const bool labels = g.slices > 1 && g.labelWorld * f.scale >= f.fontPx * 0.9;
    // A slice that is one pipeline stage is named in words, numbered from 1 as the Gantt
    // chart numbers stages; other slices by their physical coordinate.
    const std::vector<int> stages =
        labels && m_scene.layout.z() > 1 ? sliceStages(f) : std::vector<int>();
    auto label = [&](int s) {
        return stages.empty() || stages[size_t(s)] < 0
                   ? MeshText::sliceLabel(g.mesh, s)
                   : MeshText::tr("stage %1").arg(stages[size_t(s)] + 1);
    };
    for (int s = 0; s < g.slices; ++s) {
        const QRectF r = f.sliceRect(s);
        if (!r.adjusted(-f.fontPx * 2, -f.fontPx * 2, 0, 0).intersects(f.mesh))
            continue;
        p.setPen(QPen(m_scene.colours().sliceFrame, f.line));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r.adjusted(-1, -1, 1, 1));
        if (!labels)
            continue;
        p.setPen(m_scene.colours().muted);
        p.drawText(
            QRectF(r.left(), r.top() - g.labelWorld * f.scale, r.width(), g.labelWorld * f.scale),
            Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetricsF(labelFont).elidedText(label(s), Qt::ElideRight, r.width()));
    }
}

// One filled rectangle per chip, snapped to pixels, a 1 px gap once cells are big enough.
void MeshPainter::paintCells(QPainter& p, const MeshFrame& f) const {
    const int gap = f.scale >= 5 ? 1 : 0;
    for (const ChipLayout& c : m_scene.layout.chips) {
        const QPointF pos = f.origin + f.geo.cellPos(c) * f.scale;
        const int x0 = int(std::floor(pos.x())), y0 = int(std::floor(pos.y()));
        const int x1 = int(std::floor(pos.x() + f.scale)), y1 = int(std::floor(pos.y() + f.scale));
        if (x1 < f.mesh.left() || y1 < f.mesh.top() || x0 > f.mesh.right() || y0 > f.mesh.bottom())
            continue;
        p.fillRect(QRect(x0, y0, std::max(1, x1 - x0 - gap), std::max(1, y1 - y0 - gap)),
                   QColor(m_scene.colorAt(c.fsdp, c.tp)));
    }
}

// Pipeline stages as groups of chips (ch. 5 §Pipelining): a thick line wherever a chip's right
// or lower neighbour belongs to another stage. A slice that is one stage says so in its label;
// small cells carry the stage's number at the middle of its chips.
void MeshPainter::paintStages(QPainter& p, const MeshFrame& f) const {
    const MeshLayout& layout = m_scene.layout;
    if (layout.z() <= 1)
        return;
    std::vector<QLineF> borders;
    std::vector<QRectF> extent(size_t(layout.z()));
    const std::vector<int> slices = sliceStages(f);
    for (const ChipLayout& c : layout.chips) {
        const QPointF w = f.geo.cellPos(c);
        for (const QPointF step : {QPointF(1, 0), QPointF(0, 1)}) {
            const int n = f.geo.chipAt(w + step + QPointF(0.5, 0.5), layout);
            if (n < 0 || layout.chips[size_t(n)].stage == c.stage)
                continue;
            const QPointF a = f.origin + (w + step) * f.scale;
            borders.emplace_back(a, a + QPointF(step.y(), step.x()) * f.scale);
        }
        if (slices[size_t(f.geo.sliceOf(c))] < 0) // a slice of several stages: name them inside
            extent[size_t(c.stage)] |= f.cellRect(c);
    }
    p.setPen(QPen(m_scene.colours().ink, std::max(2.0, f.scale * 0.08) * f.line, Qt::SolidLine,
                  Qt::FlatCap));
    p.drawLines(borders.data(), int(borders.size()));
    if (f.mode != MeshDetail::Cells)
        return; // bigger cells carry their own labels; the tooltip names the stage
    const QFont font = f.font(0.8, true);
    const QFontMetricsF fm(font);
    p.setFont(font);
    for (long long s = 0; s < layout.z(); ++s) {
        const QString text = MeshText::tr("stage %1").arg(s + 1);
        const QRectF& r = extent[size_t(s)];
        const QSizeF size(fm.horizontalAdvance(text) + 6, fm.height() + 2);
        if (r.isEmpty() || size.width() > r.width() || size.height() > r.height())
            continue;
        const QRectF box(r.center() - QPointF(size.width(), size.height()) / 2, size);
        p.fillRect(box, m_scene.colours().ink);
        p.setPen(m_scene.colours().onColour);
        p.drawText(box, Qt::AlignCenter, text);
    }
}

// Per slice, the one stage all its chips belong to, or -1 when it holds several.
std::vector<int> MeshPainter::sliceStages(const MeshFrame& f) const {
    std::vector<int> stages(size_t(std::max(1, f.geo.slices)), -2); // -2: no chip seen yet
    for (const ChipLayout& c : m_scene.layout.chips) {
        int& s = stages[size_t(f.geo.sliceOf(c))];
        s = s == -2 || s == c.stage ? c.stage : -1;
    }
    return stages;
}

void MeshPainter::paintSlotRest(QPainter& p, const QRectF& box, int slot,
                                const ChipLayout& c) const {
    static constexpr TensorId ids[4] = {TensorId::In, TensorId::WIn, TensorId::WOut, TensorId::Out};
    const MeshLayout& layout = m_scene.layout;
    const TensorRef t = restingTensor(layout.split, ids[slot]);
    p.fillRect(box, m_scene.colours().matrixBg);
    p.fillRect(blockRect(layout, box, t, layout.block(c, t)), m_scene.blockColor(t, c.fsdp, c.tp));
}

void MeshPainter::paintChipStatic(QPainter& p, const MeshFrame& f, const ChipLayout& c) const {
    const QRectF cell = f.cellRect(c).adjusted(1, 1, -1, -1);
    const QColor own(m_scene.colorAt(c.fsdp, c.tp));
    QColor tint = own;
    tint.setAlphaF(0.22f);
    p.fillRect(cell, m_scene.colours().cell);
    p.fillRect(cell, tint);
    p.setPen(QPen(own.darker(115), f.line));
    p.setBrush(Qt::NoBrush);
    p.drawRect(cell);
    if (f.mode == MeshDetail::Blocks) {
        const QRectF box = blocksBox(cell);
        paintSlotRest(p, box, 1, c);
        p.setPen(QPen(m_scene.colours().matrixLine, 0));
        p.drawRect(box);
        return;
    }
    QRectF label;
    double captionPx = 0;
    const std::array<QRectF, 4> boxes = detailSlots(f, cell, &label, &captionPx);
    const QFont font = f.font(0.9);
    p.setFont(font);
    p.setPen(m_scene.colours().ink);
    p.drawText(label, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(font).elidedText(MeshText::chipLabel(m_scene.layout, c),
                                              Qt::ElideRight, label.width()));
    static const char* names[4] = {"In", "W_in", "W_out", "Out"};
    const QFont capFont = f.font(0.75);
    for (int k = 0; k < 4; ++k) {
        const QRectF box = boxes[size_t(k)];
        paintSlotRest(p, box, k, c);
        p.setPen(QPen(m_scene.colours().matrixLine, 0));
        p.setBrush(Qt::NoBrush);
        p.drawRect(box);
        if (captionPx > 0) {
            p.setFont(capFont);
            p.setPen(m_scene.colours().muted);
            p.drawText(
                QRectF(box.left(), box.top() - captionPx * 1.2, box.width(), captionPx * 1.2),
                Qt::AlignLeft | Qt::AlignVCenter, QString::fromLatin1(names[k]));
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Header, timeline and key: the words as MeshCaptions laid them out

void MeshPainter::paintText(QPainter& p, const MeshTextItem& item, const QColor& colour) const {
    p.setFont(item.font);
    p.setPen(colour);
    const Qt::Alignment align = item.role == MeshTextItem::Role::StepName
                                    ? Qt::AlignCenter
                                    : Qt::AlignLeft | Qt::AlignVCenter;
    p.drawText(item.rect, align, item.text);
}

void MeshPainter::paintKeySwatch(QPainter& p, const MeshFrame& f, const MeshTextItem& item) const {
    QColor colour;
    Qt::BrushStyle style;
    bool outline;
    MeshCaptions::keySwatch(m_scene.colours(), item.index, &colour, &style, &outline);
    const double sw = m_captions.swatchSize();
    const QRectF box(item.rect.left() - sw - 4, item.rect.center().y() - sw / 2, sw, sw);
    if (!colour.isValid()) {
        // The shard colours: hues along X (the FSDP index), shades along Y (the TP index).
        for (int k = 0; k < 3; ++k)
            p.fillRect(
                QRectF(box.left() + box.width() * k / 3, box.top(), box.width() / 3, box.height()),
                QColor::fromHsvF(float(0.83 * k / 3), 0.62f, 0.9f));
        return;
    }
    if (outline) {
        p.setPen(QPen(colour, 2 * f.line));
        p.setBrush(Qt::NoBrush);
        p.drawRect(box.adjusted(1, 1, -1, -1));
    } else {
        p.fillRect(box, colour);
        if (style != Qt::SolidPattern)
            p.fillRect(box, QBrush(m_scene.colours().veil, style));
    }
}

void MeshPainter::paintCaptions(QPainter& p, const MeshFrame& f) const {
    for (const MeshTextItem& item : m_captions.staticItems()) {
        switch (item.role) {
        case MeshTextItem::Role::Title:
            paintText(p, item, m_scene.colours().ink);
            break;
        case MeshTextItem::Role::StepName:
            paintText(p, item, m_scene.colours().onColour);
            break;
        case MeshTextItem::Role::Key:
            paintKeySwatch(p, f, item);
            paintText(p, item, m_scene.colours().ink);
            break;
        default:
            paintText(p, item, m_scene.colours().muted);
            break;
        }
    }
}

// The timeline's blocks, coloured by kind, and a line under each pass's label.
void MeshPainter::paintTimeline(QPainter& p, const MeshFrame& f) const {
    const std::vector<QRectF>& segs = m_captions.segments();
    for (size_t i = 0; i < segs.size(); ++i) {
        const ScheduleStep& st = m_scene.schedule.steps[i];
        const QRectF r = segs[i].adjusted(0.5, 0, -0.5, 0);
        p.fillRect(r, m_scene.kindColour(st.kind));
        if (!st.critical) // hatched: off the critical path
            p.fillRect(r, QBrush(m_scene.colours().veil, Qt::BDiagPattern));
    }
    p.setPen(QPen(m_scene.colours().muted, f.line));
    for (const QRectF& band : m_captions.passBands())
        p.drawLine(QPointF(band.left() + 1, band.bottom()),
                   QPointF(band.right() - 1, band.bottom()));
}

// The step shown: its description in the header, its block outlined with a cursor.
void MeshPainter::paintStepShown(QPainter& p, const MeshFrame& f) const {
    const std::vector<QRectF>& segs = m_captions.segments();
    if (f.step < 0 || size_t(f.step) >= segs.size())
        return;
    const bool critical = m_scene.schedule.steps[size_t(f.step)].critical;
    for (const MeshTextItem& item : m_captions.stepItems(f.step))
        paintText(p, item, critical ? m_scene.colours().ink : m_scene.colours().muted);
    const QRectF cur = segs[size_t(f.step)];
    p.setPen(QPen(m_scene.colours().ink, 2 * f.line));
    p.setBrush(Qt::NoBrush);
    p.drawRect(cur.adjusted(0.5, 0.5, -0.5, -0.5));
    const double xc = cur.left() + cur.width() * f.progress;
    p.setPen(QPen(m_scene.colours().accent, 2 * f.line));
    p.drawLine(QPointF(xc, cur.top() - f.fontPx * 0.3), QPointF(xc, cur.bottom() + f.fontPx * 0.3));
}

// ---------------------------------------------------------------------------------------------
// Overlay: the step under way and the hovered chip's groups

void MeshPainter::paintHover(QPainter& p, const MeshFrame& f) const {
    const MeshLayout& layout = m_scene.layout;
    if (f.hovered < 0 || f.hovered >= layout.chipCount())
        return;
    const ChipLayout& c = layout.chips[size_t(f.hovered)];
    // Outlines as batches of 1 px rectangles, one batch per pixel of width: wide pens are
    // slow to stroke for a thousand chips.
    const int w = std::max(1, int(std::lround(std::min(2.0 * f.line, f.scale / 5))));
    const QRectF visible = f.mesh.adjusted(-f.scale, -f.scale, f.scale, f.scale);
    std::vector<QRect> rects;
    auto outline = [&](std::span<const int> group, const QColor& col, int inset, int width) {
        rects.clear();
        for (int chip : group) {
            if (chip < 0)
                continue;
            const QRectF r = f.cellRect(layout.chips[size_t(chip)]);
            if (visible.contains(r.topLeft()))
                rects.push_back(r.toRect().adjusted(inset, inset, -inset - 1, -inset - 1));
        }
        p.setPen(QPen(col, 0));
        for (int k = 0; k < width; ++k) {
            p.drawRects(rects.data(), int(rects.size()));
            for (QRect& r : rects)
                r.adjust(1, 1, -1, -1);
        }
    };
    p.setBrush(Qt::NoBrush);
    if (m_scene.x() > 1)
        outline(layout.fsdpGroup(layout.fsdpGroupOf(c)), m_scene.colours().fsdpOutline, 0, w);
    if (m_scene.y() > 1)
        outline(layout.tpGroup(layout.tpGroupOf(c)), m_scene.colours().tpOutline, w, w);
    const int hovered = f.hovered;
    outline(std::span<const int>(&hovered, 1), m_scene.colours().ink, -3, std::max(2, w + 1));
}

void MeshPainter::paintChipStep(QPainter& p, const MeshFrame& f, const ScheduleStep& st,
                                const ChipLayout& c) const {
    const QRectF cell = f.cellRect(c).adjusted(1, 1, -1, -1);
    if (!cell.intersects(f.mesh))
        return;
    if (f.mode == MeshDetail::Blocks) {
        const QRectF box = blocksBox(cell);
        const int slot = m_scene.focusSlot(st);
        if (st.kind == StepKind::Matmul && MeshScene::slotOf(st.result.id) < 0) {
            if (!paintHeld(p, f, box, slot, c))
                paintSlotRest(p, box, slot, c);
        } else
            m_steps.paintStepInBox(p, box, st, c, f.progress);
        p.setPen(QPen(st.kind == StepKind::Matmul ? m_scene.colours().accent
                                                  : m_scene.colours().matrixLine,
                      f.line));
        p.setBrush(Qt::NoBrush);
        p.drawRect(box);
        return;
    }
    double captionPx = 0;
    const std::array<QRectF, 4> boxes = detailSlots(f, cell, nullptr, &captionPx);
    for (int slot = 0; slot < 4; ++slot)
        if (slot != MeshScene::slotOf(st.result.id) &&
            paintHeld(p, f, boxes[size_t(slot)], slot, c)) {
            p.setPen(QPen(m_scene.colours().matrixLine, 0));
            p.setBrush(Qt::NoBrush);
            p.drawRect(boxes[size_t(slot)]);
        }
    if (st.kind == StepKind::Matmul) {
        // Operands outlined; a result kept in a slot fills in.
        for (TensorId id : {st.lhs.id, st.rhs.id}) {
            const int k = MeshScene::slotOf(id);
            if (k < 0)
                continue;
            p.setPen(QPen(m_scene.colours().accent, 2 * f.line));
            p.setBrush(Qt::NoBrush);
            p.drawRect(boxes[size_t(k)].adjusted(-1, -1, 1, 1));
        }
    }
    const int k = MeshScene::slotOf(st.result.id);
    if (k < 0)
        return;
    const QRectF box = boxes[size_t(k)];
    m_steps.paintStepInBox(p, box, st, c, f.progress);
    p.setPen(QPen(m_scene.kindColour(st.kind).darker(130), 1.5 * f.line));
    p.setBrush(Qt::NoBrush);
    p.drawRect(box);
    if (captionPx <= 0)
        return;
    const QRectF cap(box.left(), box.top() - captionPx * 1.2, box.width(), captionPx * 1.2);
    // The cell's tint over the cell colour, as the static layer drew it.
    const QColor own(m_scene.colorAt(c.fsdp, c.tp)), cellColour = m_scene.colours().cell;
    p.fillRect(cap, QColor(int(cellColour.red() * 0.78 + own.red() * 0.22),
                           int(cellColour.green() * 0.78 + own.green() * 0.22),
                           int(cellColour.blue() * 0.78 + own.blue() * 0.22)));
    const QFont capFont = f.font(0.75);
    p.setFont(capFont);
    p.setPen(m_scene.kindColour(st.kind).darker(150));
    p.drawText(cap, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(capFont).elidedText(MeshText::tensorName(st.result.id), Qt::ElideRight,
                                                 cap.width()));
}

// A matrix gathered by an earlier step and not yet freed: drawn whole; freed at the end of the
// matmul that last uses it, fading back to the chip's own shard.
bool MeshPainter::paintHeld(QPainter& p, const MeshFrame& f, const QRectF& box, int slot,
                            const ChipLayout& c) const {
    if (slot < 0 || size_t(f.step) >= m_scene.held.size())
        return false;
    const MeshScene::Held& held = m_scene.held[size_t(f.step)];
    const int gather = held.gatherStep[size_t(slot)];
    if (gather < 0)
        return false;
    m_steps.paintStepInBox(p, box, m_scene.schedule.steps[size_t(gather)], c, 0.999);
    if (held.freedAfter[size_t(slot)] && f.progress > kFreeFrom) {
        p.save();
        p.setOpacity((f.progress - kFreeFrom) / (1 - kFreeFrom));
        paintSlotRest(p, box, slot, c);
        p.restore();
    }
    return true;
}

void MeshPainter::paintOverlay(QPainter& p, const MeshFrame& f, bool hoverWritten) const {
    paintStepShown(p, f);
    if (!m_scene.hasChips() || m_scene.schedule.steps.empty())
        return;
    if (f.lensChip >= 0) {
        MeshLensPainter(m_scene).paintGroups(p, f);
        return;
    }
    const ScheduleStep& st = m_scene.schedule.steps[size_t(f.step)];
    MeshPodPainter(m_scene).paintStep(p, f, st);
    p.save();
    p.setClipRect(f.mesh);
    if (f.mode == MeshDetail::Cells) {
        m_steps.paintCellsStep(p, f, st);
    } else {
        for (const ChipLayout& c : m_scene.layout.chips)
            paintChipStep(p, f, st, c);
        m_steps.paintPackets(p, f, st, -1);
    }
    // The hovered chip's ring, with its data in flight.
    if (f.hovered >= 0)
        m_steps.paintPackets(p, f, st, f.hovered);
    if (!hoverWritten)
        paintHover(p, f);
    p.restore();
    paintFocus(p, f);
}

// ---------------------------------------------------------------------------------------------
// Focus mode: a chip's FSDP and TP groups drawn large, with the step under way

QList<MeshTextItem> MeshPainter::focusLabels(const MeshFrame& f, const MeshLayout& layout) {
    QList<MeshTextItem> out;
    if (f.focusChip < 0)
        return out;
    const MeshFocus focus = MeshFocus::layOut(f.focusArea, layout, f.focusChip, f.fontPx);
    auto add = [&](const QString& text, const QRectF& rect, double px, bool bold, int index) {
        const double fit = fitFontPx(text, px, rect.width(), bold);
        if (fit <= 0)
            return;
        MeshTextItem item;
        item.role = MeshTextItem::Role::Focus;
        item.text = text;
        item.font = meshFont(fit, bold);
        const double w = QFontMetricsF(item.font).horizontalAdvance(text) + 1;
        item.rect = QRectF(rect.left(), rect.top(), std::min(rect.width(), w), rect.height());
        item.index = index;
        out << item;
    };
    static const char* names[4] = {"In", "W_in", "W_out", "Out"};
    static constexpr TensorId ids[4] = {TensorId::In, TensorId::WIn, TensorId::WOut, TensorId::Out};
    auto letter = [](Dim d) {
        return QString(QLatin1Char(d == Dim::B ? 'B' : d == Dim::D ? 'D' : 'F'));
    };
    for (const MeshFocus::Group& g : focus.groups) {
        const bool x = g.axis == MeshAxis::Fsdp;
        const int last = g.first + int(g.chips.size()) - 1;
        const QString title = g.axis == MeshAxis::None ? MeshText::tr("one chip: no group")
                              : g.size <= MeshFocus::kMaxMembers
                                  ? (x ? MeshText::tr("FSDP group: %1 chips along X")
                                       : MeshText::tr("TP group: %1 chips along Y"))
                                        .arg(g.size)
                                  : (x ? MeshText::tr("FSDP group: chips %1–%2 of %3 along X")
                                       : MeshText::tr("TP group: chips %1–%2 of %3 along Y"))
                                        .arg(g.first)
                                        .arg(last)
                                        .arg(g.size);
        add(title, g.title, f.fontPx, true, 0);
        for (int k = 0; k < 4; ++k) {
            const std::array<Dim, 2> dims = tensorDims(ids[k]);
            add(QString::fromLatin1(names[k]), g.names[size_t(k)], f.fontPx, false, 1 + k);
            add(letter(dims[0]), g.rowLetters[size_t(k)], f.fontPx * 0.9, true, 5 + k);
            add(letter(dims[1]), g.colLetters[size_t(k)], f.fontPx * 0.9, true, 9 + k);
        }
    }
    return out;
}

void MeshPainter::paintFocus(QPainter& p, const MeshFrame& f) const {
    if (f.focusChip < 0 || !m_scene.hasChips() || f.focusChip >= m_scene.layout.chipCount())
        return;
    const MeshLayout& layout = m_scene.layout;
    const MeshFocus focus = MeshFocus::layOut(f.focusArea, layout, f.focusChip, f.fontPx);
    p.save();
    p.fillRect(f.focusArea, m_scene.colours().background);
    p.setPen(QPen(m_scene.colours().sliceFrame, f.line));
    p.drawLine(f.focusArea.topLeft() - QPointF(f.fontPx * 0.4, 0),
               f.focusArea.bottomLeft() - QPointF(f.fontPx * 0.4, 0));
    const ScheduleStep* st =
        m_scene.schedule.steps.empty() ? nullptr : &m_scene.schedule.steps[size_t(f.step)];
    for (const MeshFocus::Group& g : focus.groups)
        for (size_t i = 0; i < g.chips.size(); ++i) {
            const ChipLayout& c = layout.chips[size_t(g.chips[i])];
            for (int k = 0; k < 4; ++k) {
                const QRectF box = g.boxes[i][size_t(k)];
                if (st && MeshScene::slotOf(st->result.id) == k)
                    m_steps.paintStepInBox(p, box, *st, c, f.progress);
                else if (!paintHeld(p, f, box, k, c))
                    paintSlotRest(p, box, k, c);
                const bool operand =
                    st && st->kind == StepKind::Matmul &&
                    (MeshScene::slotOf(st->lhs.id) == k || MeshScene::slotOf(st->rhs.id) == k);
                p.setPen(QPen(operand ? m_scene.colours().accent : m_scene.colours().matrixLine,
                              operand ? 2 * f.line : 0));
                p.setBrush(Qt::NoBrush);
                p.drawRect(box);
            }
            // A collective over this group: arrows from each member to the next (its ring).
            const int slot = st ? MeshScene::slotOf(st->result.id) : -1;
            if (st && st->axis == g.axis && slot >= 0 && i + 1 < g.chips.size()) {
                const QRectF a = g.boxes[i][size_t(slot)], b = g.boxes[i + 1][size_t(slot)];
                const QPointF from(a.right() + 1, a.center().y()), to(b.left() - 1, a.center().y());
                p.setPen(QPen(m_scene.kindColour(st->kind).darker(130), 1.5 * f.line));
                p.drawLine(from, to);
                paintArrowHead(p, to, to - from, std::min(8.0, (to.x() - from.x()) * 0.8),
                               m_scene.kindColour(st->kind).darker(130));
            }
            if (g.chips[i] == f.focusChip) { // the chip clicked, outlined across its bands
                QRectF all = g.boxes[i][0].united(g.boxes[i][3]);
                p.setPen(QPen(m_scene.colours().ink, 2 * f.line));
                p.drawRect(all.adjusted(-3, -3, 3, 3));
            }
        }
    for (const MeshTextItem& item : focusLabels(f, layout)) {
        p.setFont(item.font);
        p.setPen(item.index == 0 || item.index > 4 ? m_scene.colours().ink
                                                   : m_scene.colours().muted);
        p.drawText(item.rect, item.index > 4 ? Qt::AlignCenter : Qt::AlignLeft | Qt::AlignVCenter,
                   item.text);
    }
    p.restore();
}

QImage MeshPainter::render(const MeshFrame& f, double scale) const {
    QImage image((f.size * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    {
        QPainter p(&image);
        paintStatic(p, f);
    }
    MeshRaster::writeCellsStep(image, m_scene, f, nullptr);
    QPainter p(&image);
    paintOverlay(p, f);
    return image;
}

} // namespace shardscope
