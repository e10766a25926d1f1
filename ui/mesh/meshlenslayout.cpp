#include "mesh/meshlenslayout.h"

#include <algorithm>

namespace shardscope {

namespace {

// One group's row in `r`: a title line, a summary line, then the boxes with room for arrows
// between them (the ring's hops) and a coordinate label under each: on one line, or, where the
// widest label is wider than a box and its gap but fits two, on two lines taken in turn (every
// label then has two boxes' width; wider still, the line is not worth the boxes' height).
MeshLensLayout::Row layOutRow(const QRectF& r, MeshAxis axis, const LensGroup& g, double fontPx,
                              double labelPx, double labelWidth) {
    MeshLensLayout::Row row;
    row.axis = axis;
    row.group = &g;
    const double line = fontPx * 1.35; // fontPx: the frame's, at least the projector's minimum
    row.title = QRectF(r.left(), r.top(), r.width(), line);
    const int n = std::max(1, int(g.chips.size()));
    const double widthSide = r.width() / (n + 0.4 * (n - 1));
    const double labelLine = labelPx * 1.3;
    const double pitch = widthSide * 1.4; // a box and its gap where the width sets the boxes
    const bool staggered = n > 1 && labelWidth > pitch && labelWidth <= 2 * pitch;
    // A row too low for the smallest boxes with their coordinates under them (three rows on a
    // small projector pane) keeps the boxes; the coordinates go, as where they are too wide
    // (the overview and the tooltip still place each chip).
    const double allLabels = labelLine * (staggered ? 2 : 1);
    const bool labelled = r.bottom() - row.title.bottom() - fontPx * 0.4 - allLabels - fontPx >=
                          MeshLensLayout::kMinCellPx;
    const double labelH = labelled ? allLabels : 0;
    auto roomUnder = [&](double top) { return r.bottom() - top - labelH - fontPx; }; // the way back
    // A row whose boxes would be under three letters tall (the projector's big type in a 16:9
    // frame) drops its summary line ("3 more groups like this one"): the boxes are what the
    // room reads.
    const bool summary = roomUnder(row.title.bottom() + line * 0.85 + fontPx * 0.4) >=
                         std::min(widthSide, fontPx * 3);
    row.summary = QRectF(r.left(), row.title.bottom(), r.width(), summary ? line * 0.85 : 0);
    const double top = row.summary.bottom() + fontPx * 0.4;
    const double room = roomUnder(top);
    // Gaps of 40 % of a box carry the arrows; the boxes take the rest.
    const double side =
        std::clamp(std::min(widthSide, room), MeshLensLayout::kMinCellPx, fontPx * 9);
    const double gap = n > 1 ? std::min(side * 0.4 + (r.width() - n * side - (n - 1) * side * 0.4) /
                                                         std::max(1, n - 1),
                                        side)
                             : 0;
    // A long group's boxes are narrow: they grow down into the row's spare height (up to 2.5
    // times as tall as wide), so a shard's stripe or a matrix's block stays big enough to read.
    const double height = std::clamp(room, side, side * 2.5);
    const double used = n * side + (n - 1) * gap;
    const double left = r.left() + std::max(0.0, (r.width() - used) / 2);
    for (int i = 0; i < int(g.chips.size()); ++i) {
        const QRectF box(left + i * (side + gap), top, side, height);
        row.boxes.push_back(box);
        if (!labelled)
            continue;
        const QRectF label =
            staggered ? QRectF(box.center().x() - side - gap,
                               box.bottom() + 2 + (i % 2) * labelLine, 2 * (side + gap), labelLine)
                      : QRectF(box.left() - gap / 2, box.bottom() + 2, side + gap, labelLine);
        // Inside the row: the first and the last name do not run out of the view.
        row.labels.push_back(
            label.intersected(QRectF(r.left(), label.top(), r.width(), labelLine)));
    }
    return row;
}

} // namespace

MeshLensLayout MeshLensLayout::layOut(const QRectF& area, const MeshLens& lens, long long pods,
                                      double fontPx, double labelPx, double labelWidth) {
    MeshLensLayout l;
    l.area = area;
    l.fontPx = fontPx;
    if (lens.empty())
        return l;
    const double gap = fontPx;
    const double side = area.width() * kOverviewShare;
    const QRectF right(area.right() - side, area.top(), side, area.height());
    l.overviewTitle = QRectF(right.left(), right.top(), right.width(), fontPx * 1.3);
    const double podsH = pods > 1 ? fontPx * 3.2 : 0;
    l.overview = QRectF(right.left(), l.overviewTitle.bottom() + fontPx * 0.3, right.width(),
                        right.height() - l.overviewTitle.height() - podsH - fontPx * 0.6);
    if (pods > 1)
        l.pods = QRectF(right.left(), right.bottom() - podsH, right.width(), podsH);
    const QRectF groups(area.left(), area.top(), area.width() - side - gap, area.height());
    std::vector<std::pair<MeshAxis, const LensGroup*>> shown;
    if (lens.fsdp.size > 1)
        shown.emplace_back(MeshAxis::Fsdp, &lens.fsdp);
    if (lens.cp.size > 1) // inside the FSDP group: under it
        shown.emplace_back(MeshAxis::Context, &lens.cp);
    if (lens.tp.size > 1)
        shown.emplace_back(MeshAxis::Tp, &lens.tp);
    if (shown.empty()) // one chip: its own row, titled as having no group
        shown.emplace_back(MeshAxis::None, &lens.fsdp);
    const double rowH = groups.height() / double(shown.size());
    for (size_t k = 0; k < shown.size(); ++k)
        l.rows.push_back(layOutRow(
            QRectF(groups.left(), groups.top() + k * rowH, groups.width(), rowH - fontPx * 0.5),
            shown[k].first, *shown[k].second, fontPx, labelPx > 0 ? labelPx : fontPx * 0.75,
            labelWidth));
    return l;
}

double MeshLensLayout::Row::labelsBottom() const {
    double bottom = boxes.empty() ? 0 : boxes.front().bottom() + 2; // no room for labels
    for (size_t i = 0; i < std::min<size_t>(2, labels.size()); ++i) // two lines at most
        bottom = std::max(bottom, labels[i].bottom());
    return bottom;
}

int MeshLensLayout::chipAt(QPointF pos) const {
    for (const Row& row : rows)
        for (size_t i = 0; i < row.boxes.size(); ++i)
            if (row.boxes[i].contains(pos))
                return row.group->chips[i];
    return -1;
}

double MeshLensLayout::smallestBox() const {
    double side = 1e9;
    for (const Row& row : rows)
        for (const QRectF& b : row.boxes)
            side = std::min({side, b.width(), b.height()});
    return side;
}

} // namespace shardscope
