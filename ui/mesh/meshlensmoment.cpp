#include "mesh/meshlensmoment.h"

#include <algorithm>
#include <cmath>

namespace shardscope {

MeshLensMoment MeshLensMoment::at(const MeshScene& scene, int focusChip, int step,
                                  double progress) {
    MeshLensMoment m;
    if (!scene.hasChips())
        return m;
    m.lens = lensFor(scene.layout, focusChip, 0, kMaxLensChips);
    const std::vector<ScheduleStep>& steps = scene.schedule.steps;
    if (steps.empty())
        return m;
    m.step = std::clamp(step, 0, int(steps.size()) - 1);
    const ScheduleStep& st = steps[size_t(m.step)];
    progress = std::clamp(progress, 0.0, 1.0);
    m.seconds = st.seconds * progress;
    m.axis = st.axis;
    if (st.kind == StepKind::Matmul)
        m.matrices = {st.lhs, st.rhs, st.result};
    m.ring = stepRing(st, scene.layout, m.lens.focusChip);
    const int hops = int(m.ring.collective.hops.size());
    if (hops == 0)
        return m;
    // docs/model.md#ring-hops: hop h of n runs from seconds·h/n to seconds·(h + 1)/n.
    const double at = progress * hops;
    m.hop = std::min(hops - 1, int(std::floor(at)));
    m.hopPhase = std::clamp(at - m.hop, 0.0, 1.0);
    const LensGroup* group = m.ringGroup();
    for (const RingTransfer& t : hopTransfers(m.ring.collective, m.hop)) {
        const bool shown =
            group &&
            (std::find(group->chips.begin(), group->chips.end(), t.fromChip) !=
                 group->chips.end() ||
             std::find(group->chips.begin(), group->chips.end(), t.toChip) != group->chips.end());
        if (shown)
            m.transfers.push_back(t);
    }
    if (m.ring.collective.size() <= kMaxStateRing)
        m.state = stateAfter(m.ring.collective, m.hop + 1);
    return m;
}

const LensGroup* MeshLensMoment::ringGroup() const {
    if (ring.ring.empty())
        return nullptr;
    // The ring is the focus chip's FSDP group for a collective over X, its TP group over Y.
    return axis == MeshAxis::Fsdp ? &lens.fsdp : &lens.tp;
}

int MeshLensMoment::positionOf(int chip) const {
    const auto it = std::find(ring.ring.begin(), ring.ring.end(), chip);
    return it == ring.ring.end() ? -1 : int(it - ring.ring.begin());
}

} // namespace shardscope
