#pragma once

#include <QLineF>
#include <QRectF>
#include <QSizeF>

#include <vector>

namespace shardscope {

/**
 * Where the pods of a frame sit (ch. 5 §Pods: pods are copies of one pod joined by DCN). The
 * focused pod is the mesh itself; the others stand in a strip at the right, each drawn small
 * with its chips as cells, or, when they are many or the strip is small, together as one summary
 * box. A DCN link joins the focused pod to each. Pure geometry.
 */
struct MeshPods {
    static constexpr double kStripShare = 0.2; ///< of the mesh area's width
    static constexpr int kMaxDrawn = 7;        ///< more other pods than this: one summary box

    long long count = 1;
    int focus = 0;
    QRectF strip;               ///< the others' strip; empty with one pod
    std::vector<QRectF> boxes;  ///< per pod: the focused one's mesh, the others' small mesh
    std::vector<QRectF> labels; ///< per pod: the line above an other pod's box ("pod 2")
    bool collapsed = false;     ///< the others are one summary box
    QRectF summary;             ///< that box (collapsed only)
    double labelPx = 12;

    /** How much of `meshArea` the strip takes, from its right edge; empty with one pod. */
    static QRectF stripOf(const QRectF& meshArea, long long pods, double fontPx);
    /**
     * Lays out `pods` pods: `focusRect` is where the focused pod's mesh is drawn, `worldAspect`
     * the width / height of one pod's mesh.
     */
    static MeshPods layOut(long long pods, int focus, const QRectF& strip, const QRectF& focusRect,
                           double worldAspect, double fontPx);

    bool many() const { return count > 1; }
    /** The pods drawn as their own box (not the focused one, not collapsed). */
    std::vector<int> drawnOthers() const;
    /** The DCN links, from the focused pod's right edge to each other box (or the summary). */
    std::vector<QLineF> links() const;
    /** The pod whose box (or summary box: the first it stands for) is under `pos`, or -1. */
    int podAt(QPointF pos) const;
};

} // namespace shardscope
