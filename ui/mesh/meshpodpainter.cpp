#include "mesh/meshpodpainter.h"

#include "mesh/meshtext.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace shardscope {

double fitFontPx(const QString& text, double px, double width, bool bold) {
    for (double f = px; f >= px * 0.6; f *= 0.92)
        if (QFontMetricsF(meshFont(f, bold)).horizontalAdvance(text) + 1 <= width)
            return f;
    return 0;
}

void paintArrowHead(QPainter& p, QPointF tip, QPointF dir, double size, const QColor& colour) {
    const double len = std::hypot(dir.x(), dir.y());
    if (len <= 0)
        return;
    const QPointF u = dir / len, n(-u.y(), u.x());
    QPainterPath head;
    head.moveTo(tip);
    head.lineTo(tip - u * size + n * size * 0.55);
    head.lineTo(tip - u * size - n * size * 0.55);
    head.closeSubpath();
    p.fillPath(head, colour);
}

QList<MeshTextItem> MeshPodPainter::labels(const MeshFrame& f) {
    QList<MeshTextItem> out;
    const MeshPods& pods = f.pods;
    if (!pods.many())
        return out;
    auto add = [&](const QString& text, const QRectF& rect, double px, int index) {
        MeshTextItem item;
        item.role = MeshTextItem::Role::Pod;
        item.text = text;
        item.font = meshFont(px);
        item.rect =
            QRectF(rect.left(), rect.top(),
                   std::min(rect.width(), QFontMetricsF(item.font).horizontalAdvance(text) + 1),
                   rect.height());
        item.index = index;
        out << item;
    };
    if (!pods.collapsed) {
        for (int pod : pods.drawnOthers()) {
            const QString text = MeshText::tr("pod %1").arg(pod + 1);
            const QRectF r = pods.labels[size_t(pod)];
            if (const double px = fitFontPx(text, f.fontPx * 0.9, r.width()); px > 0)
                add(text, r, px, pod);
        }
        return out;
    }
    // The summary box: which pods it stands for, and what they hold.
    const QRectF box = pods.summary.adjusted(f.fontPx * 0.5, f.fontPx * 0.5, -f.fontPx * 0.5, 0);
    const int first = pods.focus == 0 ? 2 : 1;
    const QStringList lines{MeshText::tr("pods %1–%2").arg(first).arg(pods.count),
                            MeshText::tr("same shards,"), MeshText::tr("own part of the batch")};
    double y = box.top();
    for (int i = 0; i < lines.size(); ++i) {
        const double px = fitFontPx(lines[i], f.fontPx * (i == 0 ? 1.0 : 0.85), box.width());
        if (px <= 0 || y + px * 1.4 > pods.summary.bottom())
            break;
        add(lines[i], QRectF(box.left(), y, box.width(), px * 1.4), px, i);
        y += px * 1.4;
    }
    return out;
}

void MeshPodPainter::paintStatic(QPainter& p, const MeshFrame& f) const {
    const MeshPods& pods = f.pods;
    if (!pods.many())
        return;
    p.save();
    // DCN links: dashed, thinner than the ICI links inside a pod.
    p.setPen(QPen(m_scene.colours().muted, f.line, Qt::DashLine));
    for (const QLineF& l : pods.links())
        p.drawLine(l);
    p.setPen(QPen(m_scene.colours().sliceFrame, f.line));
    if (pods.collapsed) {
        p.setBrush(m_scene.colours().matrixBg);
        p.drawRect(pods.summary);
        // A stack of pods: two offset outlines behind the box.
        p.setBrush(Qt::NoBrush);
        for (int k = 1; k <= 2; ++k)
            p.drawLine(pods.summary.topRight() + QPointF(2.0 * k, 2.0 * k),
                       pods.summary.bottomRight() + QPointF(2.0 * k, 2.0 * k));
    }
    // Each other pod: the same shards (ch. 5 §Pods), its chips as coloured cells.
    const MeshLayout& layout = m_scene.layout;
    for (int pod : pods.drawnOthers()) {
        const QRectF box = pods.boxes[size_t(pod)];
        p.setBrush(Qt::NoBrush);
        p.drawRect(box.adjusted(-1, -1, 1, 1));
        if (!m_scene.hasChips())
            continue;
        const double s =
            std::min(box.width() / f.geo.world.width(), box.height() / f.geo.world.height());
        const QPointF origin = box.topLeft();
        const double gap = s >= 4 ? 1 : 0;
        for (const ChipLayout& c : layout.chips) {
            const QPointF pos = origin + f.geo.cellPos(c) * s;
            p.fillRect(QRectF(pos, QSizeF(std::max(0.8, s - gap), std::max(0.8, s - gap))),
                       QColor(m_scene.colorAt(c.fsdp, c.tp)));
        }
    }
    for (const MeshTextItem& item : labels(f)) {
        p.setFont(item.font);
        p.setPen(item.index == 0 || !pods.collapsed ? m_scene.colours().ink
                                                    : m_scene.colours().muted);
        p.drawText(item.rect, Qt::AlignLeft | Qt::AlignVCenter, item.text);
    }
    p.restore();
}

void MeshPodPainter::paintStep(QPainter& p, const MeshFrame& f, const ScheduleStep& st) const {
    if (!f.pods.many() || st.axis != MeshAxis::Pods)
        return;
    p.save();
    const QColor colour = m_scene.kindColour(st.kind);
    const double head = f.fontPx * 0.8;
    for (const QLineF& l : f.pods.links()) {
        p.setPen(QPen(colour, 3 * f.line));
        p.drawLine(l);
        // An AllReduce sends both ways: arrows going out in its first half, coming back after.
        const QPointF dir = l.p2() - l.p1();
        const double u = std::fmod(f.progress * 2, 1.0);
        const bool out = f.progress < 0.5;
        const QPointF at = out ? l.p1() + dir * u : l.p2() - dir * u;
        paintArrowHead(p, at, out ? dir : -dir, head, colour.darker(140));
        paintArrowHead(p, out ? l.p2() : l.p1(), out ? dir : -dir, head, colour);
    }
    p.restore();
}

} // namespace shardscope
