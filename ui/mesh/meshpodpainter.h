#pragma once

#include "mesh/meshcaptions.h"
#include "mesh/meshgeometry.h"
#include "mesh/meshscene.h"

#include <QList>

class QPainter;

namespace shardscope {

/**
 * Draws the pods other than the focused one (ch. 5 §Pods): each small with its chips as
 * cells, or all in one summary box, and the DCN links to them; during a step across pods the
 * links carry arrows both ways (an AllReduce).
 */
class MeshPodPainter {
  public:
    explicit MeshPodPainter(const MeshScene& scene) : m_scene(scene) {}

    void paintStatic(QPainter& p, const MeshFrame& f) const;
    /** Arrows on the DCN links while `st` crosses pods. */
    void paintStep(QPainter& p, const MeshFrame& f, const ScheduleStep& st) const;
    /** The pods' words: "pod 2" over each box, or the summary's lines; each fits its rect. */
    static QList<MeshTextItem> labels(const MeshFrame& f);

  private:
    const MeshScene& m_scene;
};

/** The largest font from `px` down to 60 % of it at which `text` fits `width`; 0 if none. */
double fitFontPx(const QString& text, double px, double width, bool bold = false);

/** An arrow head at `tip` pointing along `dir` (any length), `size` pixels long. */
void paintArrowHead(QPainter& p, QPointF tip, QPointF dir, double size, const QColor& colour);

} // namespace shardscope
