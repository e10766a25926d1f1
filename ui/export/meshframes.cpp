#include "export/meshframes.h"

#include "mesh/meshcaptions.h"
#include "mesh/meshclock.h"
#include "mesh/meshgeometry.h"
#include "mesh/meshpainter.h"

#include <QPainter>

namespace shardscope {

MeshFrames::MeshFrames(const Scenario& s, const Results& r, std::optional<Strategy> strategy,
                       bool proportional) {
    m_scene.build(s, strategy ? meshSplit(s, r, *strategy) : meshSplit(s));
    // The clock turns the steps' costs into seconds on screen, the same way the view's does.
    MeshClock clock;
    clock.setProportional(proportional);
    std::vector<double> costs;
    for (const ScheduleStep& st : m_scene.schedule.steps)
        costs.push_back(st.seconds);
    clock.setCosts(std::move(costs));
    m_scene.stepSeconds = clock.stepSeconds();
    m_scene.proportional = clock.proportional();
}

void MeshFrames::paint(QPainter& painter, QSize logical, int step, bool projector, bool raster,
                       double scale) const {
    const MeshCaptions captions(m_scene, QSizeF(logical), projector);
    MeshFrameInput in;
    in.size = QSizeF(logical);
    in.projector = projector;
    in.step = stepCount() > 0 ? std::clamp(step, 0, stepCount() - 1) : 0;
    in.progress = 0.55;
    in.headerHeight = captions.headerHeight();
    in.timelineHeight = captions.timelineHeight();
    const MeshFrame frame = MeshFrame::make(in, m_scene.layout.mesh);
    const MeshPainter mesh(m_scene, captions);
    if (raster) {
        painter.drawImage(QRectF(QPointF(0, 0), QSizeF(logical)), mesh.render(frame, scale));
        return;
    }
    mesh.paintStatic(painter, frame);
    mesh.paintOverlay(painter, frame);
}

} // namespace shardscope
