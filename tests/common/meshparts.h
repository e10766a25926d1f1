#pragma once
// A mesh view's parts, for tests, found in its object tree as a person finds them on the screen.

#include "mesh/meshcanvas.h"
#include "mesh/meshview.h"

namespace shardscope {

/** A mesh view's drawing area (what a person clicks, hovers and zooms). */
inline MeshCanvas* meshCanvasOf(const MeshView& view) {
    return view.findChild<MeshCanvas*>();
}

} // namespace shardscope
