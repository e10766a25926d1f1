#include "export/meshframes.h"

#include "mesh/meshcaptions.h"
#include "mesh/meshclock.h"
#include "mesh/meshframebuilder.h"
#include "mesh/meshpainter.h"

#include <QPainter>

#include <algorithm>

namespace shardscope {

MeshFrames::MeshFrames(const Scenario& s, const Results& r, const Theme& theme,
                       std::optional<Strategy> strategy, bool proportional) {
    m_scene.theme = theme;
    m_scene.evaluation = makeEvaluation(s, r);
    m_scene.build(m_scene.evaluation->meshPlan(strategy));
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

void MeshFrames::setAnswerMask(const AnswerMask& mask) {
    m_scene.mask = mask;
}

namespace {
MeshViewState exportedState(const MeshScene& scene, int step, bool projector, double progress,
                            double scale) {
    MeshViewState state;
    state.scale = std::max(0.1, scale);
    state.lensChip = defaultLensChip(scene); // as the view opens
    state.projector = projector;
    state.step = step;
    state.progress = progress;
    return state;
}
} // namespace

int MeshFrames::firstRingStep() const {
    for (size_t i = 0; i < m_scene.schedule.steps.size(); ++i)
        if (isRingCollective(m_scene.schedule.steps[i]))
            return int(i);
    return -1;
}

QImage MeshFrames::render(QSize logical, int step, bool projector, double scale,
                          double progress) const {
    return renderMeshFrame(m_scene, logical,
                           exportedState(m_scene, step, projector, progress, scale));
}

void MeshFrames::paint(QPainter& painter, QSize logical, int step, bool projector, bool raster,
                       double scale, double progress) const {
    if (raster) {
        painter.drawImage(QRectF(QPointF(0, 0), QSizeF(logical)),
                          render(logical, step, projector, scale, progress));
        return;
    }
    const MeshCaptions captions(m_scene, QSizeF(logical), projector, scale);
    const MeshFrame frame = meshFrameOf(m_scene, captions, QSizeF(logical),
                                        exportedState(m_scene, step, projector, progress, scale));
    const MeshPainter mesh(m_scene, captions);
    mesh.paintStatic(painter, frame);
    mesh.paintOverlay(painter, frame);
}

} // namespace shardscope
