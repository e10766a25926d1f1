#pragma once

#include "mesh/meshgeometry.h"
#include "mesh/meshlenslayout.h"
#include "mesh/meshscene.h"
#include "mesh/meshsteppainter.h"

#include <QList>

class QPainter;
class QPainterPath;

namespace shardscope {

struct MeshTextItem;

/**
 * Draws the lens of a frame (`f.lensChip` >= 0): the focus chip's groups large, the step's
 * collective moving hop by hop around their ring (arrows, the shard's colour, partial sums), the
 * pod's mesh small with the lens's chips on it. Reads only the scene and the frame.
 */
class MeshLensPainter {
  public:
    explicit MeshLensPainter(const MeshScene& scene) : m_scene(scene), m_steps(scene) {}

    /** The overview of the pod's mesh: grey chips, the lens's coloured by group. Static. */
    void paintOverview(QPainter& p, const MeshFrame& f) const;
    /** The groups at the frame's moment. */
    void paintGroups(QPainter& p, const MeshFrame& f) const;
    /** The lens's words, each fitted to its rectangle (none under the frame's minimum). */
    static QList<MeshTextItem> labels(const MeshScene& scene, const MeshFrame& f);
    static MeshLensLayout layoutOf(const MeshScene& scene, const MeshFrame& f);
    /** The chip under `pos`: a box of the lens, or a cell of the overview; else -1. */
    static int chipAt(const MeshScene& scene, const MeshFrame& f, QPointF pos);

  private:
    /** The lens's layout in `f`, its coordinates on one line or two as their widths ask. */
    static MeshLensLayout layOut(const MeshScene& scene, const MeshFrame& f, const MeshLens& lens);
    struct Overview {
        MeshGeometry geo;
        double scale = 1;
        QPointF origin;
    };
    static Overview overviewOf(const MeshScene& scene, const QRectF& rect);

    const MeshScene& m_scene;
    MeshStepPainter m_steps;

    QColor shardColour(MeshAxis axis, const ChipLayout& focus, int shard) const;
    static QPainterPath transferPath(const MeshFrame& f, const MeshLensLayout::Row& row,
                                     const QRectF* from, const QRectF* to, bool clockwise);
    void paintRing(QPainter& p, const MeshFrame& f, const MeshLensLayout::Row& row,
                   const MeshLensMoment& m) const;
    void paintLink(QPainter& p, const MeshFrame& f, const MeshLensLayout& l,
                   const MeshLensMoment& m) const;
    void paintMatrices(QPainter& p, const MeshFrame& f, const QRectF& box, const ChipLayout& c,
                       const MeshLensMoment& m) const;
    void paintHoldings(QPainter& p, const QRectF& box, const ChipLayout& focus,
                       const MeshLensMoment& m, int position) const;
};

} // namespace shardscope
