#include "mesh/meshgeometry.h"

#include "common/theme.h"
#include "mesh/meshfocus.h"

#include <algorithm>
#include <cmath>

namespace shardscope {

// ---------------------------------------------------------------------------------------------
// MeshGeometry

MeshGeometry MeshGeometry::fit(const std::vector<long long>& mesh, QSizeF area, double labelPx) {
    MeshGeometry g;
    g.mesh = mesh;
    if (mesh.size() == 1) {
        const long long n = mesh[0];
        if (n <= 32) {
            g.cols = int(n);
        } else {
            g.wrapped = true;
            g.cols = int(std::ceil(std::sqrt(double(n) * 1.6)));
            g.rows = int((n + g.cols - 1) / g.cols);
        }
    } else {
        g.cols = int(mesh[0]);
        g.rows = int(mesh[1]);
        for (size_t a = 2; a < mesh.size(); ++a)
            g.slices *= int(mesh[a]);
    }
    const double w = std::max(1.0, area.width()), h = std::max(1.0, area.height());
    // Slices per row: the arrangement that gives the biggest cells; labels take labelPx each row.
    double best = -1;
    const double label = g.slices > 1 ? labelPx : 0;
    for (int k = 1; k <= g.slices; ++k) {
        const int rowsOfSlices = (g.slices + k - 1) / k;
        const double sx = w / (k * g.cols + (k - 1) * kGapX);
        const double sy = (h - rowsOfSlices * label) / (rowsOfSlices * (g.rows + kGapY));
        const double s = std::min(sx, sy);
        if (s > best) {
            best = s;
            g.perRow = k;
        }
        if (rowsOfSlices == 1)
            break;
    }
    best = std::max(best, 1e-3);
    g.labelWorld = label / best;
    const int rowsOfSlices = (g.slices + g.perRow - 1) / g.perRow;
    g.world = QSizeF(g.perRow * g.cols + (g.perRow - 1) * kGapX, rowsOfSlices * g.pitchY());
    return g;
}

QPointF MeshGeometry::sliceOrigin(int slice) const {
    return {(slice % perRow) * pitchX(), (slice / perRow) * pitchY() + labelWorld + kGapY / 2};
}

int MeshGeometry::sliceOf(const ChipLayout& c) const {
    if (wrapped || mesh.size() < 3)
        return 0;
    return c.coord[2] + int(mesh[2]) * c.coord[3];
}

QPointF MeshGeometry::cellPos(const ChipLayout& c) const {
    if (wrapped)
        return {double(c.coord[0] % cols), double(c.coord[0] / cols)};
    return sliceOrigin(sliceOf(c)) + QPointF(c.coord[0], mesh.size() > 1 ? c.coord[1] : 0);
}

int MeshGeometry::chipAt(QPointF w, const MeshLayout& layout) const {
    if (w.x() < 0 || w.y() < 0)
        return -1;
    if (wrapped) {
        const long long x = (long long)std::floor(w.x()), y = (long long)std::floor(w.y());
        const long long i = y * cols + x;
        return x < cols && i < layout.chipCount() ? int(i) : -1;
    }
    const int sc = int(w.x() / pitchX()), sr = int(w.y() / pitchY());
    if (sc >= perRow)
        return -1;
    const int slice = sr * perRow + sc;
    if (slice >= slices)
        return -1;
    const QPointF local = w - sliceOrigin(slice);
    if (local.x() < 0 || local.y() < 0 || local.x() >= cols || local.y() >= rows)
        return -1;
    std::array<int, 4> coord{int(local.x()), int(local.y()), 0, 0};
    if (mesh.size() > 2) {
        coord[2] = slice % int(mesh[2]);
        coord[3] = slice / int(mesh[2]);
    }
    return layout.chipIndex(coord);
}

// ---------------------------------------------------------------------------------------------
// MeshFrame

MeshFrame MeshFrame::make(const MeshFrameInput& in, const std::vector<long long>& mesh) {
    MeshFrame f;
    f.size = in.size;
    f.fontPx = in.fontPx > 0 ? in.fontPx : Theme::normal().meshFont(in.projector, in.size.height());
    f.line = in.projector ? 2 : 1;
    f.step = in.step;
    f.progress = in.progress;
    f.hovered = in.hovered;
    const double margin = f.fontPx * 0.8;
    const double header = in.headerHeight > 0 ? in.headerHeight : f.fontPx * 3.2;
    const double timeline = in.timelineHeight > 0 ? in.timelineHeight : f.fontPx * 5.4;
    f.header = QRectF(0, 0, in.size.width(), header);
    f.timeline = QRectF(0, in.size.height() - timeline, in.size.width(), timeline);
    // A gap above the mesh too: zoomed in, its clipped top row would read as part of the header.
    f.mesh = QRectF(margin, f.header.bottom() + margin * 0.5, in.size.width() - 2 * margin,
                    std::max(1.0, f.timeline.top() - f.header.bottom() - margin));
    f.minTextPx = in.projector ? Theme::projectorMinPx(in.scale) : 0;
    f.lensChip = in.lensChip;
    if (in.lensChip >= 0) { // the lens takes the mesh's place; it draws the pod's mesh small
        f.lensArea = f.mesh;
        f.focusChip = -1;
        f.geo =
            MeshGeometry::fit(mesh.empty() ? std::vector<long long>{1} : mesh, f.mesh.size(), 0);
        f.mesh = QRectF();
        return f;
    }
    f.focusChip = in.focusChip;
    if (in.focusChip >= 0) { // focus mode takes the right part; the mesh and pods the rest
        f.focusArea = MeshFocus::areaOf(f.mesh);
        f.mesh.setRight(f.focusArea.left() - margin);
    }
    // ch. 5 §Pods: the other pods stand in a strip at the right, a DCN link's length away.
    const QRectF strip = MeshPods::stripOf(f.mesh, in.pods, f.fontPx);
    if (!strip.isEmpty())
        f.mesh.setRight(strip.left());
    f.geo = MeshGeometry::fit(mesh.empty() ? std::vector<long long>{1} : mesh, f.mesh.size(),
                              f.fontPx * 1.3);
    const double fit =
        std::min(f.mesh.width() / f.geo.world.width(), f.mesh.height() / f.geo.world.height());
    f.scale = fit * in.zoom;
    f.origin = f.mesh.center() + in.pan -
               QPointF(f.geo.world.width() / 2, f.geo.world.height() / 2) * f.scale;
    if (!strip.isEmpty()) {
        const QRectF own = QRectF(f.origin, f.geo.world * f.scale).intersected(f.mesh);
        f.pods = MeshPods::layOut(in.pods, in.focusPod, strip.adjusted(f.fontPx * 2.5, 0, 0, 0),
                                  own, f.geo.world.width() / f.geo.world.height(), f.fontPx);
    } else {
        f.pods = MeshPods::layOut(1, 0, QRectF(), QRectF(f.origin, f.geo.world * f.scale), 1.0,
                                  f.fontPx);
    }
    const double detailMin = std::max(84.0, f.fontPx * 6.0);
    f.mode = f.scale >= detailMin ? MeshDetail::Detail
             : f.scale >= 26      ? MeshDetail::Blocks
                                  : MeshDetail::Cells;
    return f;
}

QRectF MeshFrame::cellRect(const ChipLayout& c) const {
    const QPointF p = origin + geo.cellPos(c) * scale;
    return {p, QSizeF(scale, scale)};
}

QRectF MeshFrame::sliceRect(int slice) const {
    return {origin + geo.sliceOrigin(slice) * scale, QSizeF(geo.cols, geo.rows) * scale};
}

int MeshFrame::chipAt(QPointF screen, const MeshLayout& layout) const {
    if (!mesh.contains(screen))
        return -1;
    return geo.chipAt((screen - origin) / scale, layout);
}

QFont MeshFrame::font(double factor, bool bold) const {
    return meshFont(fontPx * factor, bold);
}

QFont meshFont(double px, bool bold) {
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(std::max(6, int(std::lround(px))));
    f.setBold(bold);
    return f;
}

QFont scaledFont(QFont font, double factor) {
    // A pixel-sized font has no point size (-1): scaling that asks for a negative size.
    if (font.pixelSize() > 0)
        font.setPixelSize(std::max(1, int(std::lround(font.pixelSize() * factor))));
    else if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    return font;
}

// ---------------------------------------------------------------------------------------------
// Timeline and the boxes inside a chip

std::vector<QRectF> timelineSegments(const MeshFrame& f, const std::vector<double>& stepSeconds) {
    return timelineSegments(f.timeline, f.fontPx, stepSeconds);
}

std::vector<QRectF> timelineSegments(const QRectF& timeline, double fontPx,
                                     const std::vector<double>& stepSeconds) {
    std::vector<QRectF> out;
    if (stepSeconds.empty())
        return out;
    const double pad = fontPx * 0.8;
    const double top = timeline.top() + fontPx * 1.4;
    const double h = fontPx * 1.9;
    const double width = timeline.width() - 2 * pad;
    double total = 0;
    for (double s : stepSeconds)
        total += s;
    double xPos = pad;
    for (double s : stepSeconds) {
        const double w = width * s / total;
        out.emplace_back(xPos, top, w, h);
        xPos += w;
    }
    return out;
}

int timelineStepAt(const std::vector<QRectF>& segments, QPointF pos, double* progress) {
    for (size_t i = 0; i < segments.size(); ++i)
        if (segments[i].adjusted(0, -4, 0, 4).contains(pos)) {
            if (progress)
                *progress = (pos.x() - segments[i].left()) / segments[i].width();
            return int(i);
        }
    return -1;
}

std::array<QRectF, 4> detailSlots(const MeshFrame& f, const QRectF& cell, QRectF* label,
                                  double* captionPx) {
    const double pad = std::max(2.0, cell.width() * 0.06);
    const QRectF inner = cell.adjusted(pad, pad, -pad, -pad);
    const double labelH = f.fontPx * 0.9 * 1.25;
    if (label)
        *label = QRectF(inner.left(), inner.top(), inner.width(), labelH);
    const double gap = pad * 0.8;
    const double qw = (inner.width() - gap) / 2;
    const double qh = (inner.height() - labelH - gap) / 2;
    const double caption = f.fontPx * 0.75;
    const double capH = qh - caption * 1.2 >= 14 ? caption * 1.2 : 0;
    if (captionPx)
        *captionPx = capH > 0 ? caption : 0;
    std::array<QRectF, 4> boxes;
    for (int k = 0; k < 4; ++k) {
        const double left = inner.left() + (k % 2) * (qw + gap);
        const double top = inner.top() + labelH + (k / 2) * (qh + gap);
        boxes[size_t(k)] = QRectF(left, top + capH, qw, qh - capH);
    }
    return boxes;
}

QRectF blocksBox(const QRectF& cell) {
    const double pad = std::max(2.0, cell.width() * 0.12);
    return cell.adjusted(pad, pad, -pad, -pad);
}

QRectF blockRect(const MeshLayout& layout, const QRectF& box, const TensorRef& t, const Block& b) {
    const double rows = double(std::max<long long>(1, layout.dimSize(t.rows)));
    const double cols = double(std::max<long long>(1, layout.dimSize(t.cols)));
    // At least 1.5 px each way: a 1/512 shard must still show.
    return QRectF(box.left() + box.width() * double(b.cols.begin) / cols,
                  box.top() + box.height() * double(b.rows.begin) / rows,
                  std::max(1.5, box.width() * double(b.cols.size()) / cols),
                  std::max(1.5, box.height() * double(b.rows.size()) / rows));
}

} // namespace shardscope
