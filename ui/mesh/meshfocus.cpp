#include "mesh/meshfocus.h"

#include <algorithm>

namespace shardscope {

QRectF MeshFocus::areaOf(const QRectF& meshArea) {
    const double w = meshArea.width() * kShare;
    return {meshArea.right() - w, meshArea.top(), w, meshArea.height()};
}

MeshFocus MeshFocus::layOut(const QRectF& area, const MeshLayout& layout, int chip, double fontPx) {
    MeshFocus m;
    m.chip = chip;
    m.area = area;
    if (chip < 0 || chip >= layout.chipCount() || area.isEmpty())
        return m;
    const ChipLayout& c = layout.chips[size_t(chip)];
    std::vector<std::pair<MeshAxis, std::span<const int>>> wanted;
    if (layout.x() > 1)
        wanted.emplace_back(MeshAxis::Fsdp, layout.fsdpGroup(layout.fsdpGroupOf(c)));
    if (layout.y() > 1)
        wanted.emplace_back(MeshAxis::Tp, layout.tpGroup(layout.tpGroupOf(c)));
    if (wanted.empty()) // one chip in all: show it alone
        wanted.emplace_back(MeshAxis::None, std::span<const int>());
    const double titleH = fontPx * 1.6, letter = fontPx * 1.2, gap = fontPx * 0.5;
    const double nameW = fontPx * 4.2;
    const double rowH = area.height() / double(wanted.size());
    for (size_t g = 0; g < wanted.size(); ++g) {
        Group group;
        group.axis = wanted[g].first;
        const std::span<const int> members = wanted[g].second;
        group.size = std::max<long long>(1, (long long)members.size());
        group.own = group.axis == MeshAxis::Fsdp ? c.fsdp : group.axis == MeshAxis::Tp ? c.tp : 0;
        const int shown = int(std::min<long long>(group.size, kMaxMembers));
        group.first = std::clamp(group.own - shown / 2, 0, int(group.size) - shown);
        const double top = area.top() + rowH * double(g);
        group.title = QRectF(area.left(), top, area.width(), titleH);
        const double bandH = (rowH - titleH - gap) / 4;
        const double colW = (area.width() - nameW - letter) / shown;
        const double side = std::max(4.0, std::min(colW - gap, bandH - letter - gap * 0.5));
        for (int k = 0; k < 4; ++k) {
            const double bandTop = top + titleH + bandH * k;
            const double boxTop = bandTop + letter;
            group.names[size_t(k)] = QRectF(area.left(), boxTop, nameW - gap, side);
            const double firstLeft = area.left() + nameW + letter;
            group.rowLetters[size_t(k)] = QRectF(firstLeft - letter, boxTop, letter, side);
            group.colLetters[size_t(k)] = QRectF(firstLeft, bandTop, side, letter);
        }
        for (int i = 0; i < shown; ++i) {
            const int member = group.first + i;
            group.chips.push_back(members.empty() ? chip : members[size_t(member)]);
            std::array<QRectF, 4> boxes;
            for (int k = 0; k < 4; ++k)
                boxes[size_t(k)] = QRectF(area.left() + nameW + letter + colW * i,
                                          top + titleH + bandH * k + letter, side, side);
            group.boxes.push_back(boxes);
        }
        m.groups.push_back(group);
    }
    return m;
}

int MeshFocus::chipAt(QPointF pos) const {
    for (const Group& g : groups)
        for (size_t i = 0; i < g.boxes.size(); ++i)
            for (const QRectF& box : g.boxes[i])
                if (box.contains(pos))
                    return g.chips[i];
    return -1;
}

} // namespace shardscope
