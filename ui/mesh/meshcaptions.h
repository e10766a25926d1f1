#pragma once

#include "mesh/meshscene.h"

#include <QFont>
#include <QList>
#include <QRectF>

#include <vector>

namespace shardscope {

/** A piece of text a mesh frame draws around the mesh, with where it goes. */
struct MeshTextItem {
    enum class Role {
        Title,     ///< the header's first part: strategy, split, tensors, mesh
        Step,      ///< the header's second part: the step shown, its formula and cost
        Pass,      ///< "Forward" or "Backward" over the timeline
        StepName,  ///< a timeline block's name ("AG W_in")
        Key,       ///< an entry of the key under the timeline
        Durations, ///< how the timeline's widths are chosen
        Pod,       ///< an other pod's name, or the summary of the pods collapsed into one box
        Focus,     ///< a label of focus mode: a group's name, a matrix's name, an axis letter
        Lens,      ///< a label of the lens: a group's title and summary, a chip's coordinates
    };
    Role role = Role::Title;
    QString text;
    QRectF rect; ///< logical pixels; the text fits it unelided
    QFont font;
    int index = 0; ///< the step (Step, StepName), the pass, the key entry, or the line
};

/**
 * The words around the mesh, laid out for one frame size: the header wraps at its " · "
 * separators and shrinks a little before anything is cut, the key wraps into rows, a timeline
 * block shows its full name or none (its tooltip has it). Nothing is elided where there is room
 * for it at 1280 × 720; only a frame too small for a single part cuts it.
 */
class MeshCaptions {
  public:
    MeshCaptions() = default;
    /** Lays out the captions of `scene` for a frame of `size` drawn at `scale` (an export's). */
    MeshCaptions(const MeshScene& scene, QSizeF size, bool projector, double scale = 1);

    double fontPx() const { return m_fontPx; }
    double headerHeight() const { return m_headerHeight; }
    double timelineHeight() const { return m_timelineHeight; }
    QRectF timeline() const { return m_timeline; }
    /** The timeline's blocks, one per step. */
    const std::vector<QRectF>& segments() const { return m_segments; }
    /** The stretch of the timeline each pass takes, under its label. */
    const std::vector<QRectF>& passBands() const { return m_passBands; }
    /** What stays while the animation runs: title, pass labels, block names, key. */
    const std::vector<MeshTextItem>& staticItems() const { return m_static; }
    /** The header's description of `step`. */
    std::vector<MeshTextItem> stepItems(int step) const;
    /** Everything a frame at `step` draws. */
    QList<MeshTextItem> items(int step) const;
    /** A key entry's swatch: its colour, its brush, drawn as an outline or filled. */
    static void keySwatch(const MeshColours& colours, int entry, QColor* colour,
                          Qt::BrushStyle* style, bool* outline);
    /** The side of a key swatch, in pixels; the text starts 4 px after it. */
    double swatchSize() const { return m_fontPx * 0.9; }

  private:
    double m_fontPx = 12;
    double m_minPx = 0; ///< the key shrinks no further (projector: Theme::projectorMinPx)
    double m_headerHeight = 0;
    double m_timelineHeight = 0;
    QRectF m_timeline;
    std::vector<QRectF> m_segments;
    std::vector<QRectF> m_passBands;
    std::vector<MeshTextItem> m_static;
    std::vector<std::vector<MeshTextItem>> m_steps;

    void layOutHeader(const MeshScene& scene, double width);
    double layOutKey(const MeshScene& scene, double width, double top, bool place);
    void layOutTimeline(const MeshScene& scene);
};

} // namespace shardscope
