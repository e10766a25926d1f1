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
    p.fillRect(QRectF(QPointF(0, 0), f.size), meshcolor::background);
    paintHeader(p, f, false);
    paintTimeline(p, f, false);
    if (!m_scene.hasChips())
        return;
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
        p.setPen(QPen(meshcolor::sliceFrame, f.line));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r.adjusted(-1, -1, 1, 1));
        if (!labels)
            continue;
        p.setPen(meshcolor::muted);
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
    p.fillRect(box, meshcolor::matrixBg);
    p.fillRect(blockRect(layout, box, t, layout.block(c, t)), m_scene.blockColor(t, c.fsdp, c.tp));
}

void MeshPainter::paintChipStatic(QPainter& p, const MeshFrame& f, const ChipLayout& c) const {
    const QRectF cell = f.cellRect(c).adjusted(1, 1, -1, -1);
    const QColor own(m_scene.colorAt(c.fsdp, c.tp));
    QColor tint = own;
    tint.setAlphaF(0.22f);
    p.fillRect(cell, Qt::white);
    p.fillRect(cell, tint);
    p.setPen(QPen(own.darker(115), f.line));
    p.setBrush(Qt::NoBrush);
    p.drawRect(cell);
    if (f.mode == MeshDetail::Blocks) {
        const QRectF box = blocksBox(cell);
        paintSlotRest(p, box, 1, c);
        p.setPen(QPen(meshcolor::matrixLine, 0));
        p.drawRect(box);
        return;
    }
    QRectF label;
    double captionPx = 0;
    const std::array<QRectF, 4> boxes = detailSlots(f, cell, &label, &captionPx);
    const QFont font = f.font(0.9);
    p.setFont(font);
    p.setPen(meshcolor::ink);
    p.drawText(label, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(font).elidedText(MeshText::chipLabel(m_scene.layout, c),
                                              Qt::ElideRight, label.width()));
    static const char* names[4] = {"In", "W_in", "W_out", "Out"};
    const QFont capFont = f.font(0.75);
    for (int k = 0; k < 4; ++k) {
        const QRectF box = boxes[size_t(k)];
        paintSlotRest(p, box, k, c);
        p.setPen(QPen(meshcolor::matrixLine, 0));
        p.setBrush(Qt::NoBrush);
        p.drawRect(box);
        if (captionPx > 0) {
            p.setFont(capFont);
            p.setPen(meshcolor::muted);
            p.drawText(
                QRectF(box.left(), box.top() - captionPx * 1.2, box.width(), captionPx * 1.2),
                Qt::AlignLeft | Qt::AlignVCenter, QString::fromLatin1(names[k]));
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Header and timeline

void MeshPainter::paintHeader(QPainter& p, const MeshFrame& f, bool dynamicPart) const {
    const double pad = f.fontPx * 0.8;
    const QRectF line1(pad, f.fontPx * 0.3, f.size.width() - 2 * pad, f.fontPx * 1.4);
    const QRectF line2(pad, line1.bottom(), f.size.width() - 2 * pad, f.fontPx * 1.4);
    if (!dynamicPart) {
        const QFont font = f.font(1.0, true);
        p.setFont(font);
        p.setPen(meshcolor::ink);
        const QString text = m_scene.tooBig
                                 ? MeshText::tooBigTitle(m_scene.chips, MeshScene::kMaxChips)
                                 : MeshText::titleParts(m_scene.layout).join(QStringLiteral(" · "));
        p.drawText(line1, Qt::AlignLeft | Qt::AlignVCenter,
                   QFontMetricsF(font).elidedText(text, Qt::ElideRight, line1.width()));
        return;
    }
    if (m_scene.schedule.steps.empty())
        return;
    const ScheduleStep& st = m_scene.schedule.steps[size_t(f.step)];
    const QFont font = f.font(1.0);
    p.setFont(font);
    p.setPen(st.critical ? meshcolor::ink : meshcolor::muted);
    p.drawText(line2, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(font).elidedText(
                   MeshText::stepParts(m_scene.schedule, f.step).join(QStringLiteral(" · ")),
                   Qt::ElideRight, line2.width()));
}

void MeshPainter::paintTimeline(QPainter& p, const MeshFrame& f, bool dynamicPart) const {
    const std::vector<QRectF> segs = timelineSegments(f, m_scene.stepSeconds);
    if (segs.empty())
        return;
    const std::vector<ScheduleStep>& steps = m_scene.schedule.steps;
    if (dynamicPart) {
        const QRectF cur = segs[size_t(f.step)];
        p.setPen(QPen(meshcolor::ink, 2 * f.line));
        p.setBrush(Qt::NoBrush);
        p.drawRect(cur.adjusted(0.5, 0.5, -0.5, -0.5));
        const double xc = cur.left() + cur.width() * f.progress;
        p.setPen(QPen(meshcolor::accent, 2 * f.line));
        p.drawLine(QPointF(xc, cur.top() - f.fontPx * 0.3),
                   QPointF(xc, cur.bottom() + f.fontPx * 0.3));
        return;
    }
    // Pass labels over their segments.
    const QFont small = f.font(0.85);
    p.setFont(small);
    const QFontMetricsF fm(small);
    for (Pass pass : {Pass::Forward, Pass::Backward}) {
        double l = 1e18, r = -1e18;
        for (size_t i = 0; i < segs.size(); ++i)
            if (steps[i].pass == pass) {
                l = std::min(l, segs[i].left());
                r = std::max(r, segs[i].right());
            }
        if (r < l)
            continue;
        const QRectF band(l, f.timeline.top() + f.fontPx * 0.1, r - l, f.fontPx * 1.2);
        p.setPen(QPen(meshcolor::muted, f.line));
        p.drawLine(QPointF(l + 1, band.bottom()), QPointF(r - 1, band.bottom()));
        const QString label =
            pass == Pass::Forward ? MeshText::tr("Forward") : MeshText::tr("Backward");
        p.drawText(band.adjusted(2, 0, -2, -2), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(label, Qt::ElideRight, band.width() - 4));
    }
    for (size_t i = 0; i < segs.size(); ++i) {
        const ScheduleStep& st = steps[i];
        const QRectF r = segs[i].adjusted(0.5, 0, -0.5, 0);
        p.fillRect(r, meshcolor::kind(st.kind));
        if (!st.critical) // hatched: off the critical path
            p.fillRect(r, QBrush(QColor(255, 255, 255, 110), Qt::BDiagPattern));
        const QString name = fm.elidedText(MeshText::shortName(st), Qt::ElideRight, r.width() - 4);
        if (r.width() > f.fontPx * 1.5 && name != QStringLiteral("…")) {
            p.setPen(Qt::white);
            p.drawText(r.adjusted(2, 0, -2, 0), Qt::AlignCenter, name);
        }
    }
    paintKey(p, f, segs.front().bottom() + f.fontPx * 0.45);
}

// The key: one row; in a narrow frame (Russian and Chinese run longer) its text shrinks to fit,
// and an entry that still would not fit is left out rather than cut.
void MeshPainter::paintKey(QPainter& p, const MeshFrame& f, double yTop) const {
    struct KeyEntry {
        QColor colour;
        Qt::BrushStyle style;
        QString text;
        bool outline;
    };
    const KeyEntry entries[] = {
        {meshcolor::kind(StepKind::Matmul), Qt::SolidPattern, MeshText::tr("matmul"), false},
        {meshcolor::kind(StepKind::AllGather), Qt::SolidPattern, MeshText::tr("AllGather"), false},
        {meshcolor::kind(StepKind::ReduceScatter), Qt::SolidPattern, MeshText::tr("ReduceScatter"),
         false},
        {meshcolor::kind(StepKind::AllReduce), Qt::SolidPattern, MeshText::tr("AllReduce"), false},
        {meshcolor::muted, Qt::BDiagPattern, MeshText::tr("off the critical path"), false},
        {meshcolor::fsdpOutline, Qt::SolidPattern, MeshText::tr("FSDP group"), true},
        {meshcolor::tpOutline, Qt::SolidPattern, MeshText::tr("TP group"), true}};
    const QFont font = f.font(0.85);
    const QFontMetricsF fm(font);
    double needed = 0;
    for (const KeyEntry& e : entries)
        needed += fm.horizontalAdvance(e.text) + f.fontPx * 2.1 + 4;
    const double room = f.size.width() - f.fontPx * 1.6;
    QFont keyFont = font;
    if (needed > room)
        keyFont = scaledFont(keyFont, std::max(0.75, room / needed));
    p.setFont(keyFont);
    const QFontMetricsF keyFm(keyFont);
    double xPos = f.fontPx * 0.8;
    const double sw = f.fontPx * 0.9;
    for (const KeyEntry& e : entries) {
        const double w = keyFm.horizontalAdvance(e.text);
        if (xPos + sw + 4 + w > f.size.width() - f.fontPx * 0.4)
            continue;
        const QRectF box(xPos, yTop + (f.fontPx * 1.2 - sw) / 2, sw, sw);
        if (e.outline) {
            p.setPen(QPen(e.colour, 2 * f.line));
            p.setBrush(Qt::NoBrush);
            p.drawRect(box.adjusted(1, 1, -1, -1));
        } else {
            p.fillRect(box, e.colour);
            if (e.style != Qt::SolidPattern)
                p.fillRect(box, QBrush(QColor(255, 255, 255, 110), e.style));
        }
        p.setPen(meshcolor::ink);
        p.drawText(QRectF(xPos + sw + 4, yTop, w + 2, f.fontPx * 1.2),
                   Qt::AlignLeft | Qt::AlignVCenter, e.text);
        xPos += sw + 4 + w + f.fontPx * 1.2;
    }
    const QString mode = m_scene.proportional
                             ? MeshText::tr("durations in proportion to the cost model")
                             : MeshText::tr("uniform durations");
    p.setPen(meshcolor::muted);
    p.drawText(
        QRectF(xPos, yTop, std::max(0.0, f.size.width() - xPos - f.fontPx * 0.8), f.fontPx * 1.2),
        Qt::AlignRight | Qt::AlignVCenter,
        keyFm.elidedText(mode, Qt::ElideLeft, std::max(0.0, f.size.width() - xPos - f.fontPx)));
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
        outline(layout.fsdpGroup(layout.fsdpGroupOf(c)), meshcolor::fsdpOutline, 0, w);
    if (m_scene.y() > 1)
        outline(layout.tpGroup(layout.tpGroupOf(c)), meshcolor::tpOutline, w, w);
    const int hovered = f.hovered;
    outline(std::span<const int>(&hovered, 1), meshcolor::ink, -3, std::max(2, w + 1));
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
            QPen(st.kind == StepKind::Matmul ? meshcolor::accent : meshcolor::matrixLine, f.line));
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
            p.setPen(QPen(meshcolor::accent, 2 * f.line));
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
    // The cell's tint over white, as the static layer drew it.
    const QColor own(m_scene.colorAt(c.fsdp, c.tp));
    p.fillRect(cap, QColor(int(255 * 0.78 + own.red() * 0.22), int(255 * 0.78 + own.green() * 0.22),
                           int(255 * 0.78 + own.blue() * 0.22)));
    const QFont capFont = f.font(0.75);
    p.setFont(capFont);
    p.setPen(meshcolor::kind(st.kind).darker(150));
    p.drawText(cap, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(capFont).elidedText(MeshText::tensorName(st.result.id), Qt::ElideRight,
                                                 cap.width()));
}

void MeshPainter::paintOverlay(QPainter& p, const MeshFrame& f, bool hoverWritten) const {
    paintHeader(p, f, true);
    paintTimeline(p, f, true);
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
