#include "mesh/meshscene.h"

#include <algorithm>

namespace shardscope {

QColor kindColour(const MeshColours& colours, StepKind k) {
    switch (k) {
    case StepKind::Matmul:
        return colours.matmul;
    case StepKind::AllGather:
        return colours.allGather;
    case StepKind::ReduceScatter:
        return colours.reduceScatter;
    case StepKind::AllReduce:
        return colours.allReduce;
    case StepKind::Send:
        return colours.send;
    case StepKind::AllToAll:
        return colours.allToAll;
    }
    return colours.muted;
}

bool shardedOver(const TensorRef& t, MeshAxis a) {
    return t.rowShard == a || t.colShard == a;
}

bool MeshScene::build(const MeshPlan& plan) {
    const bool changed = !(plan.layout.split == layout.split) || plan.layout.mesh != layout.mesh;
    chips = plan.chips;
    tooBig = plan.tooBig;
    layout = plan.layout;
    schedule = plan.schedule;
    rebuildHeld();
    if (changed)
        rebuildColors();
    return changed;
}

void MeshScene::rebuildColors() {
    colors.clear();
    colorImg = QImage();
    colorImgT = QImage();
    if (tooBig)
        return;
    const long long X = x(), Y = y();
    colors.resize(size_t(X * Y));
    colorImg = QImage(int(X), int(Y), QImage::Format_RGB32);
    colorImgT = QImage(int(Y), int(X), QImage::Format_RGB32);
    for (long long i = 0; i < X; ++i)
        for (long long j = 0; j < Y; ++j) {
            // Hue by the FSDP index, value by the TP index (hue by TP when there is no FSDP).
            double h = 0.6, v = 0.9;
            if (X > 1) {
                h = 0.83 * double(i) / double(X);
                if (Y > 1)
                    v = 0.98 - 0.45 * double(j) / double(Y - 1);
            } else if (Y > 1) {
                h = 0.83 * double(j) / double(Y);
            }
            const QRgb c = QColor::fromHsvF(float(h), 0.62f, float(v)).rgb();
            colors[size_t(i * Y + j)] = c;
            reinterpret_cast<QRgb*>(colorImg.scanLine(int(j)))[i] = c;
            reinterpret_cast<QRgb*>(colorImgT.scanLine(int(i)))[j] = c;
        }
}

void MeshScene::rebuildHeld() {
    const std::vector<ScheduleStep>& steps = schedule.steps;
    held.assign(steps.size(), Held{});
    std::array<int, 4> gather{-1, -1, -1, -1}, lastUse{-1, -1, -1, -1};
    auto close = [&](int k) {
        if (gather[size_t(k)] >= 0 && lastUse[size_t(k)] > gather[size_t(k)]) {
            for (int i = gather[size_t(k)] + 1; i <= lastUse[size_t(k)]; ++i)
                held[size_t(i)].gatherStep[size_t(k)] = gather[size_t(k)];
            held[size_t(lastUse[size_t(k)])].freedAfter[size_t(k)] = true;
        }
        gather[size_t(k)] = lastUse[size_t(k)] = -1;
    };
    for (size_t i = 0; i < steps.size(); ++i) {
        const ScheduleStep& st = steps[i];
        if (i > 0 && st.pass != steps[i - 1].pass)
            for (int k = 0; k < 4; ++k)
                close(k);
        if (st.kind == StepKind::AllGather && isRingCollective(st)) {
            if (const int k = slotOf(st.result.id); k >= 0) {
                close(k);
                gather[size_t(k)] = int(i);
            }
        } else if (st.kind == StepKind::Matmul) {
            for (const TensorRef& operand : {st.lhs, st.rhs}) {
                const int k = slotOf(operand.id);
                if (k >= 0 && gather[size_t(k)] >= 0 &&
                    steps[size_t(gather[size_t(k)])].result == operand)
                    lastUse[size_t(k)] = int(i);
            }
        }
    }
    for (int k = 0; k < 4; ++k)
        close(k);
}

QRgb MeshScene::colorAt(int i, int j) const {
    if (colors.empty())
        return colours().replicated.rgb();
    return colors[size_t(std::clamp<long long>(i, 0, x() - 1) * y() +
                         std::clamp<long long>(j, 0, y() - 1))];
}

QColor MeshScene::blockColor(const TensorRef& t, int i, int j) const {
    const bool sx = shardedOver(t, MeshAxis::Fsdp) && x() > 1;
    const bool sy = shardedOver(t, MeshAxis::Tp) && y() > 1;
    if (!sx && !sy)
        return colours().replicated;
    return QColor(colorAt(sx ? i : 0, sy ? j : 0));
}

int MeshScene::focusSlot(const ScheduleStep& st) const {
    const int slot = slotOf(st.result.id);
    if (slot >= 0)
        return slot;
    return std::max(0, slotOf(st.rhs.id)); // Tmp = In · W_in: show the weights
}

int MeshScene::slotOf(TensorId id) {
    switch (id) {
    case TensorId::In:
    case TensorId::DIn:
    case TensorId::KV: // the keys and values of the chip's tokens: rows of In
    case TensorId::DKV:
        return 0;
    case TensorId::WIn:
    case TensorId::DWIn:
        return 1;
    case TensorId::WOut:
    case TensorId::DWOut:
        return 2;
    case TensorId::Out:
    case TensorId::DOut:
        return 3;
    case TensorId::Tmp:
    case TensorId::DTmp:
        break;
    }
    return -1;
}

int MeshScene::memberIndex(const ChipLayout& c, MeshAxis axis) {
    return axis == MeshAxis::Fsdp ? c.fsdp : axis == MeshAxis::Tp ? c.tp : c.pod;
}

} // namespace shardscope
