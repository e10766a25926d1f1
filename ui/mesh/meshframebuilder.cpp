#include "mesh/meshframebuilder.h"

#include "mesh/meshpainter.h"

#include <algorithm>

namespace shardscope {

MeshFrame meshFrameOf(const MeshScene& scene, const MeshCaptions& captions, QSizeF size,
                      const MeshViewState& state) {
    MeshFrameInput in;
    in.size = size;
    in.projector = state.projector;
    in.scale = state.scale;
    in.fontPx = scene.theme.meshFont(state.projector, size.height());
    in.zoom = state.zoom;
    in.pan = state.pan;
    in.step = scene.schedule.steps.empty()
                  ? 0
                  : std::clamp(state.step, 0, int(scene.schedule.steps.size()) - 1);
    in.progress = state.progress;
    in.hovered = state.hovered;
    in.headerHeight = captions.headerHeight();
    in.timelineHeight = captions.timelineHeight();
    in.pods = scene.layout.pods;
    in.focusChip =
        scene.hasChips() && state.focusChip < scene.layout.chipCount() ? state.focusChip : -1;
    in.lensChip =
        scene.hasChips() && state.lensChip < scene.layout.chipCount() ? state.lensChip : -1;
    return MeshFrame::make(in, scene.layout.mesh);
}

int defaultLensChip(const MeshScene& scene) {
    return scene.hasChips() && scene.layout.chipCount() > kLensFromChips ? 0 : -1;
}

QImage renderMeshFrame(const MeshScene& scene, QSize size, const MeshViewState& state) {
    const MeshCaptions captions(scene, QSizeF(size), state.projector, state.scale);
    const MeshFrame f = meshFrameOf(scene, captions, QSizeF(size), state);
    return MeshPainter(scene, captions).render(f, state.scale);
}

} // namespace shardscope
