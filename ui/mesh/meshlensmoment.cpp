#include "mesh/meshlensmoment.h"

#include <algorithm>
#include <cmath>
#include <numeric>

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
    m.link = linkOf(scene, st, m.lens.focusChip);
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
    const RingCollective& c = m.ring.collective;
    if (c.size() <= kMaxStateRing) {
        m.state = stateAfter(c, m.hop + 1);
        return m;
    }
    // A 2240-chip FSDP ring would take 5 M cells: its scale model of 256 chips, at the same
    // share of its hops, fills each box as far as the real ring has come.
    std::vector<int> model(static_cast<size_t>(kMaxStateRing));
    std::iota(model.begin(), model.end(), 0);
    const RingCollective scaled = ringSchedule(c.kind, model, c.seconds, c.ways);
    const long long landed = std::llround(double(m.hop + 1) * double(scaled.hops.size()) / hops);
    m.state = stateAfter(scaled, int(landed));
    m.stateScale = double(kMaxStateRing) / c.size();
    return m;
}

std::optional<MeshLensMoment::Link> MeshLensMoment::linkOf(const MeshScene& scene,
                                                           const ScheduleStep& st, int focusChip) {
    const MeshLayout& layout = scene.layout;
    if (layout.chips.empty())
        return std::nullopt;
    const ChipLayout& focus =
        layout.chips[size_t(std::clamp<long long>(focusChip, 0, layout.chipCount() - 1))];
    const int index = layout.chipAt(focus.stage, focus.fsdp, focus.tp);
    Link link;
    link.seconds = st.seconds;
    link.fromStage = link.toStage = focus.stage;
    link.fromChip = link.toChip = index;
    if (st.axis == MeshAxis::Pods && layout.pods > 1) {
        link.acrossPods = true; // ch. 5 §Pods: the same chip of the next pod
        link.toPod = 1;
        return link;
    }
    if (st.kind != StepKind::Send || layout.z() <= 1)
        return std::nullopt;
    // ch. 5 §Pipelining: the forward hands Out on to the next stage, the backward dIn back to
    // the previous one. From the focus chip's stage when it has that neighbour, else into it.
    const int step = st.pass == Pass::Forward ? 1 : -1;
    const int last = int(layout.z()) - 1;
    const bool sends = focus.stage + step >= 0 && focus.stage + step <= last;
    link.fromStage = sends ? focus.stage : focus.stage - step;
    link.toStage = link.fromStage + step;
    link.fromChip = layout.chipAt(link.fromStage, focus.fsdp, focus.tp);
    link.toChip = layout.chipAt(link.toStage, focus.fsdp, focus.tp);
    if (link.fromChip < 0 || link.toChip < 0)
        return std::nullopt;
    return link;
}

const LensGroup* MeshLensMoment::ringGroup() const {
    if (ring.ring.empty())
        return nullptr;
    // The ring is the focus chip's FSDP group for a collective over X, its TP group over Y, its
    // CP group for ring attention's K and V.
    return axis == MeshAxis::Fsdp ? &lens.fsdp : axis == MeshAxis::Context ? &lens.cp : &lens.tp;
}

int MeshLensMoment::positionOf(int chip) const {
    const auto it = std::find(ring.ring.begin(), ring.ring.end(), chip);
    return it == ring.ring.end() ? -1 : int(it - ring.ring.begin());
}

} // namespace shardscope
