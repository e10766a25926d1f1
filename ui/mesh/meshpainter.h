#pragma once

#include "mesh/meshcaptions.h"
#include "mesh/meshgeometry.h"
#include "mesh/meshscene.h"
#include "mesh/meshsteppainter.h"

#include <QImage>
#include <QList>

class QPainter;

namespace shardscope {

/**
 * Draws a frame of a scene: a static layer (background, header, slices, chips at rest,
 * timeline) that stays while the animation runs, and an overlay for the moment (the step under
 * way, hover outlines, the timeline's cursor). Reads only the scene, the captions laid out for
 * the frame's size, and the frame.
 */
class MeshPainter {
  public:
    /** Progress of a matmul from which the gathered arrays it used last fade away (freed). */
    static constexpr double kFreeFrom = 0.7;

    MeshPainter(const MeshScene& scene, const MeshCaptions& captions)
        : m_scene(scene), m_captions(captions), m_steps(scene) {}

    const MeshScene& scene() const { return m_scene; }
    void paintStatic(QPainter& p, const MeshFrame& f) const;
    /** With `hoverWritten`, the hover outlines are already in the pixels (MeshRaster). */
    void paintOverlay(QPainter& p, const MeshFrame& f, bool hoverWritten = false) const;
    /** Focus mode's words: group titles, matrix names, dimension letters; each fits its rect. */
    static QList<MeshTextItem> focusLabels(const MeshFrame& f, const MeshLayout& layout);
    /** A whole frame as an image at `scale` pixels per logical pixel. */
    QImage render(const MeshFrame& f, double scale) const;

  private:
    const MeshScene& m_scene;
    const MeshCaptions& m_captions;
    MeshStepPainter m_steps;

    void paintSlices(QPainter& p, const MeshFrame& f) const;
    void paintCells(QPainter& p, const MeshFrame& f) const;
    void paintStages(QPainter& p, const MeshFrame& f) const;
    std::vector<int> sliceStages(const MeshFrame& f) const;
    void paintChipStatic(QPainter& p, const MeshFrame& f, const ChipLayout& c) const;
    void paintSlotRest(QPainter& p, const QRectF& box, int slot, const ChipLayout& c) const;
    bool paintHeld(QPainter& p, const MeshFrame& f, const QRectF& box, int slot,
                   const ChipLayout& c) const;
    void paintChipStep(QPainter& p, const MeshFrame& f, const ScheduleStep& st,
                       const ChipLayout& c) const;
    void paintText(QPainter& p, const MeshTextItem& item, const QColor& colour) const;
    void paintKeySwatch(QPainter& p, const MeshFrame& f, const MeshTextItem& item) const;
    void paintCaptions(QPainter& p, const MeshFrame& f) const;
    void paintTimeline(QPainter& p, const MeshFrame& f) const;
    void paintStepShown(QPainter& p, const MeshFrame& f) const;
    void paintHover(QPainter& p, const MeshFrame& f) const;
    void paintFocus(QPainter& p, const MeshFrame& f) const;
};

} // namespace shardscope
