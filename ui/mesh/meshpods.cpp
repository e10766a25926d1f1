#include "mesh/meshpods.h"

#include <algorithm>
#include <cmath>

namespace shardscope {

QRectF MeshPods::stripOf(const QRectF& meshArea, long long pods, double fontPx) {
    if (pods <= 1)
        return {};
    const double w =
        std::min(meshArea.width() * 0.4, std::max(fontPx * 9, meshArea.width() * kStripShare));
    return {meshArea.right() - w, meshArea.top(), w, meshArea.height()};
}

MeshPods MeshPods::layOut(long long pods, int focus, const QRectF& strip, const QRectF& focusRect,
                          double worldAspect, double fontPx) {
    MeshPods m;
    m.count = std::max<long long>(1, pods);
    m.focus = std::clamp(focus, 0, int(m.count - 1));
    m.strip = strip;
    m.labelPx = fontPx;
    m.boxes.assign(size_t(m.count), QRectF());
    m.labels.assign(size_t(m.count), QRectF());
    m.boxes[size_t(m.focus)] = focusRect;
    if (m.count <= 1 || strip.isEmpty())
        return m;
    const long long others = m.count - 1;
    const double aspect = std::clamp(worldAspect, 0.2, 5.0);
    const double labelH = fontPx * 1.4, gap = fontPx * 0.6;
    // The column count that gives the biggest boxes of the pod's aspect.
    double bestW = 0;
    long long bestCols = 1;
    for (long long cols = 1; cols <= others; ++cols) {
        const long long rows = (others + cols - 1) / cols;
        const double w =
            std::min((strip.width() - double(cols - 1) * gap) / double(cols),
                     ((strip.height() - double(rows) * (labelH + gap)) / double(rows)) * aspect);
        if (w > bestW) {
            bestW = w;
            bestCols = cols;
        }
    }
    m.collapsed = others > kMaxDrawn || bestW < fontPx * 4;
    if (m.collapsed) {
        const double h = std::min(strip.height(), std::max(fontPx * 7, strip.width() / aspect));
        // 6 px at the right for the stack's edges drawn behind the box.
        m.summary = QRectF(strip.left(), strip.center().y() - h / 2 + labelH / 2, strip.width() - 6,
                           h - labelH);
        return m;
    }
    const long long rows = (others + bestCols - 1) / bestCols;
    const double boxH = bestW / aspect;
    const double used = double(rows) * (labelH + boxH) + double(rows - 1) * gap;
    const double top = strip.top() + std::max(0.0, (strip.height() - used) / 2);
    int k = 0;
    for (int pod = 0; pod < m.count; ++pod) {
        if (pod == m.focus)
            continue;
        const long long col = k % bestCols, row = k / bestCols;
        const double x = strip.left() + double(col) * (bestW + gap);
        const double y = top + double(row) * (labelH + boxH + gap);
        m.labels[size_t(pod)] = QRectF(x, y, bestW, labelH);
        m.boxes[size_t(pod)] = QRectF(x, y + labelH, bestW, boxH);
        ++k;
    }
    return m;
}

std::vector<int> MeshPods::drawnOthers() const {
    std::vector<int> out;
    if (collapsed)
        return out;
    for (int pod = 0; pod < count; ++pod)
        if (pod != focus && !boxes[size_t(pod)].isEmpty())
            out.push_back(pod);
    return out;
}

std::vector<QLineF> MeshPods::links() const {
    std::vector<QLineF> out;
    if (count <= 1)
        return out;
    const QRectF& own = boxes[size_t(focus)];
    const QPointF from(std::min(own.right(), strip.left()), own.center().y());
    if (collapsed) {
        out.emplace_back(from, QPointF(summary.left(), summary.center().y()));
        return out;
    }
    for (int pod : drawnOthers())
        out.emplace_back(from, QPointF(boxes[size_t(pod)].left(), boxes[size_t(pod)].center().y()));
    return out;
}

int MeshPods::podAt(QPointF pos) const {
    if (collapsed && summary.contains(pos))
        return focus == 0 ? 1 : 0;
    for (int pod : drawnOthers())
        if (boxes[size_t(pod)].contains(pos) || labels[size_t(pod)].contains(pos))
            return pod;
    return -1;
}

} // namespace shardscope
