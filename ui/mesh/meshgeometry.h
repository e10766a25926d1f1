#pragma once

#include "mesh/meshpods.h"
#include "mesh_layout.h"

#include <QFont>
#include <QRectF>

#include <array>
#include <vector>

namespace shardscope {

/** How much of each chip a frame draws: a coloured cell, its W_in block, or all four matrices. */
enum class MeshDetail { Cells, Blocks, Detail };

/**
 * Where the cells of one pod's mesh sit, in world units of one cell: a 2-D mesh as a grid, a
 * 3-D or 4-D mesh as its slices side by side (rows of labelled slices), a long 1-D mesh folded
 * into rows. Pure: no widget, no painter.
 */
struct MeshGeometry {
    static constexpr double kGapX = 0.6; ///< world units (cells) between slices
    static constexpr double kGapY = 0.6;

    std::vector<long long> mesh;
    int cols = 1, rows = 1, slices = 1, perRow = 1;
    bool wrapped = false;  ///< a 1-D mesh folded into rows
    double labelWorld = 0; ///< room above each slice for its label
    QSizeF world;

    /** The arrangement of `mesh` with the biggest cells in `area`; `labelPx` above each slice. */
    static MeshGeometry fit(const std::vector<long long>& mesh, QSizeF area, double labelPx);

    double pitchX() const { return cols + kGapX; }
    double pitchY() const { return rows + kGapY + labelWorld; }
    QPointF sliceOrigin(int slice) const;
    int sliceOf(const ChipLayout& c) const;
    QPointF cellPos(const ChipLayout& c) const;
    /** The chip index under a world point, or -1. */
    int chipAt(QPointF w, const MeshLayout& layout) const;
};

/** What a frame is made from, besides the mesh: its size and the view's state. */
struct MeshFrameInput {
    QSizeF size;
    bool projector = false;
    double fontPx = 0; ///< the theme's mesh text size for this size; 0: the light theme's
    double zoom = 1;   ///< 1 = the whole mesh fits
    QPointF pan;       ///< screen offset of the mesh's centre from the area's centre
    int step = 0;
    double progress = 0;
    int hovered = -1;
    double headerHeight = 0;   ///< room for the header; 0: two lines
    double timelineHeight = 0; ///< room for the timeline and its key; 0: one key row
    long long pods = 1;        ///< pods joined by DCN: the others stand in a strip at the right
    int focusPod = 0;          ///< the pod drawn in full
    int focusChip = -1;        ///< focus mode: this chip's groups drawn large at the right
    int lensChip = -1;         ///< the lens around this chip takes the mesh's place; -1: off
    double scale = 1;          ///< image pixels per logical pixel (Theme::projectorMinPx)
};

/** A frame: the regions of the drawing area and the mesh's transform. Pure geometry. */
struct MeshFrame {
    QSizeF size;
    QRectF header, mesh, timeline;
    MeshGeometry geo;
    double scale = 1; ///< pixels per cell
    QPointF origin;   ///< screen position of world (0, 0)
    MeshDetail mode = MeshDetail::Cells;
    double fontPx = 12;
    double line = 1;
    int step = 0;
    double progress = 0;
    int hovered = -1;
    MeshPods pods; ///< where every pod is; the focused one is `mesh`
    int focusChip = -1;
    QRectF focusArea; ///< focus mode's part of the area (empty when off)
    int lensChip = -1;
    QRectF lensArea;      ///< the lens's part of the area (empty when off)
    double minTextPx = 0; ///< no text smaller (projector: Theme::projectorMinPx)

    /** Lays out a frame of `in.size` for a mesh with physical dims `mesh`. */
    static MeshFrame make(const MeshFrameInput& in, const std::vector<long long>& mesh);

    QRectF cellRect(const ChipLayout& c) const;
    QRectF sliceRect(int slice) const;
    /** The chip under a screen point (inside the mesh area), or -1. */
    int chipAt(QPointF screen, const MeshLayout& layout) const;
    /** The UI font at `factor` times the frame's size, in pixels. */
    QFont font(double factor = 1, bool bold = false) const;
};

/** `font` at `factor` times its size, whether it is sized in pixels or in points. */
QFont scaledFont(QFont font, double factor);

/** The mesh view's font (DejaVu Sans) at `px` pixels. */
QFont meshFont(double px, bool bold = false);

/** The blocks of a `timeline` area, one per step, widths in proportion to `stepSeconds`. */
std::vector<QRectF> timelineSegments(const QRectF& timeline, double fontPx,
                                     const std::vector<double>& stepSeconds);
/** The timeline's blocks of a frame. */
std::vector<QRectF> timelineSegments(const MeshFrame& f, const std::vector<double>& stepSeconds);
/** The step whose timeline block is under `pos` (a little slack above and below), or -1. */
int timelineStepAt(const std::vector<QRectF>& segments, QPointF pos, double* progress = nullptr);

/** The four small matrices In, W_in, W_out, Out of a chip drawn in detail. */
std::array<QRectF, 4> detailSlots(const MeshFrame& f, const QRectF& cell, QRectF* label,
                                  double* captionPx);
/** The one matrix of a chip drawn as blocks. */
QRectF blocksBox(const QRectF& cell);
/** Where block `b` of tensor `t` sits in `box`, at least 1.5 px each way. */
QRectF blockRect(const MeshLayout& layout, const QRectF& box, const TensorRef& t, const Block& b);

} // namespace shardscope
