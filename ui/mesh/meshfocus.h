#pragma once

#include "mesh_layout.h"

#include <QRectF>

#include <array>
#include <vector>

namespace shardscope {

/**
 * Focus mode's layout: a chip's FSDP group and TP group drawn large beside the mesh, one band
 * per matrix (In, W_in, W_out, Out), one box per member, the matrix named at the band's left and
 * its dimensions' letters (B, D, F) at its first box. Pure geometry.
 */
struct MeshFocus {
    static constexpr int kMaxMembers = 8;  ///< more: a window of them around the chip
    static constexpr double kShare = 0.45; ///< of the mesh area's width

    struct Group {
        MeshAxis axis = MeshAxis::Fsdp;
        long long size = 1; ///< members of the group
        int first = 0;      ///< member index of the first shown
        int own = 0;        ///< member index of the focused chip
        QRectF title;
        std::vector<int> chips;                   ///< the members shown, by member index
        std::vector<std::array<QRectF, 4>> boxes; ///< per shown member: In, W_in, W_out, Out
        std::array<QRectF, 4> names;              ///< each band's name, at its left
        std::array<QRectF, 4> rowLetters;         ///< the rows' dimension, left of the first box
        std::array<QRectF, 4> colLetters;         ///< the columns' dimension, over the first box
    };

    int chip = -1;
    QRectF area;
    std::vector<Group> groups; ///< FSDP, then TP (a group of one chip is left out)

    /** The part of `meshArea` focus mode takes, at its right. */
    static QRectF areaOf(const QRectF& meshArea);
    /** Lays out `chip`'s groups in `area` with text of `fontPx`. */
    static MeshFocus layOut(const QRectF& area, const MeshLayout& layout, int chip, double fontPx);
    /** The chip whose box is under `pos`, or -1. */
    int chipAt(QPointF pos) const;
};

} // namespace shardscope
