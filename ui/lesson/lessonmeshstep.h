#pragma once

#include <string>

namespace shardscope {

class MeshView;

/**
 * Sets the mesh view to the schedule step a lesson step names (its `meshStep`,
 * docs/lesson-format.md): paused at the step's start, so that the lesson's text and the picture
 * talk about the same collective. False when the view's schedule has no such step (its strategy
 * box shows another split); the view is left as it was.
 */
bool showLessonMeshStep(MeshView& view, const std::string& name);

} // namespace shardscope
