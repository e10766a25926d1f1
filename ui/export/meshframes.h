#pragma once

#include "layer_cost.h"
#include "mesh/meshscene.h"
#include "results.h"
#include "scenario.h"

#include <QSize>

#include <optional>
#include <vector>

class QPainter;

namespace shardscope {

/**
 * The mesh view's frames for export, drawn by the view's own painters (MeshPainter) from a
 * scene built as the view builds it, without a widget: one frame per step of the schedule.
 */
class MeshFrames {
  public:
    /** `strategy`: as the view's strategy box (nullopt: the scenario's split); durations as its
     * toggle. */
    MeshFrames(const Scenario& s, const Results& r, std::optional<Strategy> strategy = std::nullopt,
               bool proportional = true);

    int stepCount() const { return int(m_scene.schedule.steps.size()); }
    /** Seconds each step stays on screen at speed 1, as the view plays them. */
    const std::vector<double>& stepSeconds() const { return m_scene.stepSeconds; }

    /**
     * Paints step `step` (55 % through, as the view's exported frames) into (0, 0, logical).
     * `raster`: as the view's pixels at `scale` (cells coloured per step); else vector paths
     * and text.
     */
    void paint(QPainter& painter, QSize logical, int step, bool projector, bool raster,
               double scale) const;

  private:
    MeshScene m_scene;
};

} // namespace shardscope
