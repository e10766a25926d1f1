#include "meshpainter.h"

#include "meshraster.h"
#include "meshtext.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace shardscope {

// ---------------------------------------------------------------------------------------------
// Static layer: background, header line 1, slices, chips at rest, timeline

void MeshPainter::paintStatic(QPainter& p, const MeshFrame& f) const {
    p.fillRect(QRectF(QPointF(0, 0), f.size), meshcolor::background());
    paintTimeline(p, f);
    paintCaptions(p, f);
    if (!m_scene.hasChips())
        return;
    const QRectF world(f.origin, f.geo.world * f.scale);
    if (!f.mesh.adjusted(-1, -1, 1, 1).contains(world)) {
        // Zoomed or panned: a frame shows where the mesh is cut, so cut labels do not read as
        // text of the header or the timeline.
        p.setPen(QPen(meshcolor::sliceFrame(), 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(f.mesh.adjusted(-1.5, -1.5, 1.5, 1.5));
    }
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
    p.restore();
}

// Slice frames and labels (z, and w for a 4-D mesh).
void MeshPainter::paintSlices(QPainter& p, const MeshFrame& f) const {
    const MeshGeometry& g = f.geo;
    const QFont labelFont = f.font(0.9);
    p.setFont(labelFont);
    const bool labels = g.slices > 1 && g.labelWorld * f.scale >= f.fontPx * 0.9;
    for (int s = 0; s < g.slices; ++s) {
        const QRectF r = f.sliceRect(s);
        if (!r.adjusted(-f.fontPx * 2, -f.fontPx * 2, 0, 0).intersects(f.mesh))
            continue;
        p.setPen(QPen(meshcolor::sliceFrame(), f.line));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r.adjusted(-1, -1, 1, 1));
        if (!labels)
            continue;
        p.setPen(meshcolor::muted());
        p.drawText(
            QRectF(r.left(), r.top() - g.labelWorld * f.scale, r.width(), g.labelWorld * f.scale),
            Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetricsF(labelFont).elidedText(MeshText::sliceLabel(g.mesh, s), Qt::ElideRight,
                                                r.width()));
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

void MeshPainter::paintSlotRest(QPainter& p, const QRectF& box, int slot,
                                const ChipLayout& c) const {
    static constexpr TensorId ids[4] = {TensorId::In, TensorId::WIn, TensorId::WOut, TensorId::Out};
    const MeshLayout& layout = m_scene.layout;
    const TensorRef t = restingTensor(layout.split, ids[slot]);
    p.fillRect(box, meshcolor::matrixBg());
    p.fillRect(blockRect(layout, box, t, layout.block(c, t)), m_scene.blockColor(t, c.fsdp, c.tp));
}

void MeshPainter::paintChipStatic(QPainter& p, const MeshFrame& f, const ChipLayout& c) const {
    const QRectF cell = f.cellRect(c).adjusted(1, 1, -1, -1);
    const QColor own(m_scene.colorAt(c.fsdp, c.tp));
    QColor tint = own;
    tint.setAlphaF(0.22f);
    p.fillRect(cell, meshcolor::theme().cell);
    p.fillRect(cell, tint);
    p.setPen(QPen(own.darker(115), f.line));
    p.setBrush(Qt::NoBrush);
    p.drawRect(cell);
    if (f.mode == MeshDetail::Blocks) {
        const QRectF box = blocksBox(cell);
        paintSlotRest(p, box, 1, c);
        p.setPen(QPen(meshcolor::matrixLine(), 0));
        p.drawRect(box);
        return;
    }
    QRectF label;
    double captionPx = 0;
    const std::array<QRectF, 4> boxes = detailSlots(f, cell, &label, &captionPx);
    const QFont font = f.font(0.9);
    p.setFont(font);
    p.setPen(meshcolor::ink());
    p.drawText(label, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(font).elidedText(MeshText::chipLabel(m_scene.layout, c),
                                              Qt::ElideRight, label.width()));
    static const char* names[4] = {"In", "W_in", "W_out", "Out"};
    const QFont capFont = f.font(0.75);
    for (int k = 0; k < 4; ++k) {
        const QRectF box = boxes[size_t(k)];
        paintSlotRest(p, box, k, c);
        p.setPen(QPen(meshcolor::matrixLine(), 0));
        p.setBrush(Qt::NoBrush);
        p.drawRect(box);
        if (captionPx > 0) {
            p.setFont(capFont);
            p.setPen(meshcolor::muted());
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
    MeshCaptions::keySwatch(item.index, &colour, &style, &outline);
    const double sw = m_captions.swatchSize();
    const QRectF box(item.rect.left() - sw - 4, item.rect.center().y() - sw / 2, sw, sw);
    if (outline) {
        p.setPen(QPen(colour, 2 * f.line));
        p.setBrush(Qt::NoBrush);
        p.drawRect(box.adjusted(1, 1, -1, -1));
    } else {
        p.fillRect(box, colour);
        if (style != Qt::SolidPattern)
            p.fillRect(box, QBrush(meshcolor::theme().veil, style));
    }
}

void MeshPainter::paintCaptions(QPainter& p, const MeshFrame& f) const {
    for (const MeshTextItem& item : m_captions.staticItems()) {
        switch (item.role) {
        case MeshTextItem::Role::Title:
            paintText(p, item, meshcolor::ink());
            break;
        case MeshTextItem::Role::StepName:
            paintText(p, item, meshcolor::theme().onColour);
            break;
        case MeshTextItem::Role::Key:
            paintKeySwatch(p, f, item);
            paintText(p, item, meshcolor::ink());
            break;
        default:
            paintText(p, item, meshcolor::muted());
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
        p.fillRect(r, meshcolor::kind(st.kind));
        if (!st.critical) // hatched: off the critical path
            p.fillRect(r, QBrush(meshcolor::theme().veil, Qt::BDiagPattern));
    }
    p.setPen(QPen(meshcolor::muted(), f.line));
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
        paintText(p, item, critical ? meshcolor::ink() : meshcolor::muted());
    const QRectF cur = segs[size_t(f.step)];
    p.setPen(QPen(meshcolor::ink(), 2 * f.line));
    p.setBrush(Qt::NoBrush);
    p.drawRect(cur.adjusted(0.5, 0.5, -0.5, -0.5));
    const double xc = cur.left() + cur.width() * f.progress;
    p.setPen(QPen(meshcolor::accent(), 2 * f.line));
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
        outline(layout.fsdpGroup(layout.fsdpGroupOf(c)), meshcolor::fsdpOutline(), 0, w);
    if (m_scene.y() > 1)
        outline(layout.tpGroup(layout.tpGroupOf(c)), meshcolor::tpOutline(), w, w);
    const int hovered = f.hovered;
    outline(std::span<const int>(&hovered, 1), meshcolor::ink(), -3, std::max(2, w + 1));
}

void MeshPainter::paintChipStep(QPainter& p, const MeshFrame& f, const ScheduleStep& st,
                                const ChipLayout& c) const {
    const QRectF cell = f.cellRect(c).adjusted(1, 1, -1, -1);
    if (!cell.intersects(f.mesh))
        return;
    if (f.mode == MeshDetail::Blocks) {
        const QRectF box = blocksBox(cell);
        if (st.kind == StepKind::Matmul && MeshScene::slotOf(st.result.id) < 0)
            paintSlotRest(p, box, m_scene.focusSlot(st), c);
        else
            m_steps.paintStepInBox(p, box, st, c, f.progress);
        p.setPen(
            QPen(st.kind == StepKind::Matmul ? meshcolor::accent() : meshcolor::matrixLine(), f.line));
        p.setBrush(Qt::NoBrush);
        p.drawRect(box);
        return;
    }
    double captionPx = 0;
    const std::array<QRectF, 4> boxes = detailSlots(f, cell, nullptr, &captionPx);
    if (st.kind == StepKind::Matmul) {
        // Operands outlined; a result kept in a slot fills in.
        for (TensorId id : {st.lhs.id, st.rhs.id}) {
            const int k = MeshScene::slotOf(id);
            if (k < 0)
                continue;
            p.setPen(QPen(meshcolor::accent(), 2 * f.line));
            p.setBrush(Qt::NoBrush);
            p.drawRect(boxes[size_t(k)].adjusted(-1, -1, 1, 1));
        }
    }
    const int k = MeshScene::slotOf(st.result.id);
    if (k < 0)
        return;
    const QRectF box = boxes[size_t(k)];
    m_steps.paintStepInBox(p, box, st, c, f.progress);
    p.setPen(QPen(meshcolor::kind(st.kind).darker(130), 1.5 * f.line));
    p.setBrush(Qt::NoBrush);
    p.drawRect(box);
    if (captionPx <= 0)
        return;
    const QRectF cap(box.left(), box.top() - captionPx * 1.2, box.width(), captionPx * 1.2);
    // The cell's tint over the cell colour, as the static layer drew it.
    const QColor own(m_scene.colorAt(c.fsdp, c.tp)), cellColour = meshcolor::theme().cell;
    p.fillRect(cap, QColor(int(cellColour.red() * 0.78 + own.red() * 0.22), int(cellColour.green() * 0.78 + own.green() * 0.22),
                           int(cellColour.blue() * 0.78 + own.blue() * 0.22)));
    const QFont capFont = f.font(0.75);
    p.setFont(capFont);
    p.setPen(meshcolor::kind(st.kind).darker(150));
    p.drawText(cap, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(capFont).elidedText(MeshText::tensorName(st.result.id), Qt::ElideRight,
                                                 cap.width()));
}

void MeshPainter::paintOverlay(QPainter& p, const MeshFrame& f, bool hoverWritten) const {
    paintStepShown(p, f);
    if (!m_scene.hasChips() || m_scene.schedule.steps.empty())
        return;
    const ScheduleStep& st = m_scene.schedule.steps[size_t(f.step)];
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
