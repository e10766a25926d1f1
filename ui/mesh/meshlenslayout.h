#pragma once

#include "mesh/meshlensmoment.h"

#include <QRectF>

#include <vector>

namespace shardscope {

/**
 * Where the lens draws (docs/model.md#ring-hops): one row per group of the focus chip (FSDP,
 * CP, then TP; a group of one chip is left out), each a title, a summary of the groups like it and
 * one box per chip shown in ring order; at the right, a small overview of the pod's physical
 * mesh with the lens's chips on it, and the pods' DCN link under it. Pure geometry.
 */
struct MeshLensLayout {
    static constexpr double kMinCellPx = 12; ///< no lens cell is smaller
    static constexpr double kOverviewShare = 0.3;

    struct Row {
        MeshAxis axis = MeshAxis::Fsdp;
        const LensGroup* group = nullptr;
        QRectF title, summary;
        std::vector<QRectF> boxes;  ///< per chip of `group->chips`
        std::vector<QRectF> labels; ///< its coordinates, under each box (empty: no room)
        /** Under the last line of coordinates (the boxes, without them): the ring's way back
            runs below it. */
        double labelsBottom() const;
    };

    QRectF area, overview, overviewTitle, pods;
    std::vector<Row> rows;
    double fontPx = 12;

    /** `labelPx`: the chips' coordinates' type size, which a line under each box holds
        (0: three quarters of `fontPx`); `labelWidth`: the widest of them, which decides whether
        they take one line or two in turn. */
    static MeshLensLayout layOut(const QRectF& area, const MeshLens& lens, long long pods,
                                 double fontPx, double labelPx = 0, double labelWidth = 0);
    /** The chip whose box is under `pos`, or -1. */
    int chipAt(QPointF pos) const;
    /** The smallest box side: at least kMinCellPx wherever a row is drawn. */
    double smallestBox() const;
};

} // namespace shardscope
