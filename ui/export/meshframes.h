#pragma once

#include "common/theme.h"
#include "layer_cost.h"
#include "mesh/meshscene.h"
#include "results.h"
#include "scenario.h"

#include <QImage>
#include <QSize>

#include <optional>
#include <vector>

class QPainter;

namespace shardscope {

/**
 * The mesh view's frames for export, without a widget: the scene built as the view builds it,
 * each frame laid out and drawn by the view's own code (meshFrameOf, MeshPainter), in the theme
 * handed in. One frame per step of the schedule.
 */
class MeshFrames {
  public:
    /** `strategy`: as the view's strategy box (nullopt: the scenario's split); durations as its
     * toggle; `theme`: the export's colours and text size. */
    MeshFrames(const Scenario& s, const Results& r, const Theme& theme,
               std::optional<Strategy> strategy = std::nullopt, bool proportional = true);
    /** A lesson slide's frames: the open question's numbers hidden, as the view hides them. */
    void setAnswerMask(const AnswerMask& mask);

    int stepCount() const { return int(m_scene.schedule.steps.size()); }
    /** Seconds each step stays on screen at speed 1, as the view plays them. */
    const std::vector<double>& stepSeconds() const { return m_scene.stepSeconds; }
    const MeshScene& scene() const { return m_scene; }

    /** The first collective around a ring (the lens animates it hop by hop), or -1. */
    int firstRingStep() const;

    /** Step `step`, `progress` through it (55 %: the view's still frames), as pixels at `scale`. */
    QImage render(QSize logical, int step, bool projector, double scale,
                  double progress = 0.55) const;
    /**
     * Paints step `step` into (0, 0, logical). `raster`: the pixels `render` makes; else
     * vector paths and text.
     */
    void paint(QPainter& painter, QSize logical, int step, bool projector, bool raster,
               double scale, double progress = 0.55) const;

  private:
    MeshScene m_scene;
};

} // namespace shardscope
