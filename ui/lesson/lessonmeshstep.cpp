#include "lesson/lessonmeshstep.h"

#include "mesh/meshclock.h"
#include "mesh/meshview.h"
#include "step_ring.h"

namespace shardscope {

bool showLessonMeshStep(MeshView& view, const std::string& name) {
    const int step = findScheduleStep(view.scene().schedule, name);
    if (step < 0)
        return false;
    view.clock().setPlaying(false);
    view.clock().seek(step, 0);
    return true;
}

} // namespace shardscope
