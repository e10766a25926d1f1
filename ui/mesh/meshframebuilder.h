#pragma once

#include "mesh/meshcaptions.h"
#include "mesh/meshgeometry.h"
#include "mesh/meshscene.h"

#include <QImage>
#include <QSize>

namespace shardscope {

/** How far through its step a still frame (an export, `renderFrame(step)`) is drawn. */
inline constexpr double kExportedProgress = 0.55;

/** What a frame shows of the view's state, besides the scene: the same for screen and file. */
struct MeshViewState {
    bool projector = false;
    double zoom = 1; ///< 1 = the whole mesh fits
    QPointF pan;     ///< screen offset of the mesh's centre from the area's centre
    int step = 0;
    double progress = 0;
    int hovered = -1;
    int focusChip = -1;
    int lensChip = -1; ///< the lens around this chip instead of the whole mesh; -1: off
    double scale = 1;  ///< image pixels per logical pixel: an export's text floor counts in its
};

/**
 * The one place a mesh frame is laid out: the canvas, the view's renderFrame and every export
 * (PNG, GIF, deck) call it, so what a file shows is what the screen shows — pods and their DCN
 * links included. The text size comes from the scene's theme.
 */
MeshFrame meshFrameOf(const MeshScene& scene, const MeshCaptions& captions, QSizeF size,
                      const MeshViewState& state);

/** More chips than this in a pod: the view and its exports open in the lens. */
inline constexpr long long kLensFromChips = 16;

/** Where a scene opens: the lens around chip 0 above kLensFromChips chips, else -1 (no lens). */
int defaultLensChip(const MeshScene& scene);

/** A whole frame of `size` logical pixels as an image at `state.scale` pixels per logical
    pixel. */
QImage renderMeshFrame(const MeshScene& scene, QSize size, const MeshViewState& state);

} // namespace shardscope
