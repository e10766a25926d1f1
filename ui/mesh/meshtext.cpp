#include "mesh/meshtext.h"

#include "common/format.h"

#include <QLocale>

namespace shardscope {

namespace {

QString dimLetter(Dim d) {
    switch (d) {
    case Dim::B:
        return QStringLiteral("B");
    case Dim::D:
        return QStringLiteral("D");
    case Dim::F:
        return QStringLiteral("F");
    case Dim::K:
        return QStringLiteral("K");
    }
    return {};
}

QString axisLetter(MeshAxis a) {
    switch (a) {
    case MeshAxis::Fsdp:
        return QStringLiteral("X");
    case MeshAxis::Tp:
        return QStringLiteral("Y");
    case MeshAxis::Pods:
        return QStringLiteral("pods");
    case MeshAxis::Stages:
        return QStringLiteral("Z");
    case MeshAxis::Experts:
        return QStringLiteral("EP");
    case MeshAxis::Context:
        return QStringLiteral("CP");
    case MeshAxis::None:
        break;
    }
    return {};
}

QString flopsText(double f) {
    if (f >= 1e12)
        return MeshText::tr("%1 TFLOP").arg(format::number(f / 1e12));
    if (f >= 1e9)
        return MeshText::tr("%1 GFLOP").arg(format::number(f / 1e9));
    return MeshText::tr("%1 MFLOP").arg(format::number(f / 1e6));
}

QString kindShort(StepKind k) {
    switch (k) {
    case StepKind::Matmul:
        return {};
    case StepKind::AllGather:
        return MeshText::tr("AG", "AllGather, short");
    case StepKind::ReduceScatter:
        return MeshText::tr("RS", "ReduceScatter, short");
    case StepKind::AllReduce:
        return MeshText::tr("AR", "AllReduce, short");
    case StepKind::Send:
        return QStringLiteral("→");
    case StepKind::AllToAll:
        return MeshText::tr("A2A", "AllToAll, short");
    }
    return {};
}

} // namespace

QString MeshText::tensorName(TensorId id) {
    switch (id) {
    case TensorId::In:
        return QStringLiteral("In");
    case TensorId::WIn:
        return QStringLiteral("W_in");
    case TensorId::WOut:
        return QStringLiteral("W_out");
    case TensorId::Out:
        return QStringLiteral("Out");
    case TensorId::Tmp:
        return QStringLiteral("Tmp");
    case TensorId::DOut:
        return QStringLiteral("dOut");
    case TensorId::DTmp:
        return QStringLiteral("dTmp");
    case TensorId::DIn:
        return QStringLiteral("dIn");
    case TensorId::DWIn:
        return QStringLiteral("dW_in");
    case TensorId::DWOut:
        return QStringLiteral("dW_out");
    case TensorId::KV:
        return QStringLiteral("KV");
    case TensorId::DKV:
        return QStringLiteral("dKV");
    }
    return {};
}

QString MeshText::notation(const TensorRef& t) {
    auto dim = [](Dim d, MeshAxis a) {
        return a == MeshAxis::None ? dimLetter(d) : dimLetter(d) + QLatin1Char('_') + axisLetter(a);
    };
    QString s = tensorName(t.id) + QLatin1Char('[') + dim(t.rows, t.rowShard) +
                QStringLiteral(", ") + dim(t.cols, t.colShard) + QLatin1Char(']');
    if (t.partialSum != MeshAxis::None)
        s += QStringLiteral(" {U_") + axisLetter(t.partialSum) + QLatin1Char('}');
    return s;
}

QString MeshText::rangeText(TensorId id, Dim rows, Dim cols, const Block& b) {
    return QStringLiteral("%1[%2 %3:%4, %5 %6:%7]")
        .arg(tensorName(id), dimLetter(rows))
        .arg(b.rows.begin)
        .arg(b.rows.end)
        .arg(dimLetter(cols))
        .arg(b.cols.begin)
        .arg(b.cols.end);
}

QString MeshText::strategyName(Strategy s) {
    switch (s) {
    case Strategy::DP:
        return tr("DP");
    case Strategy::FSDP:
        return tr("FSDP");
    case Strategy::TP:
        return tr("TP");
    case Strategy::FsdpTp:
        return tr("FSDP+TP");
    }
    return {};
}

QString MeshText::kindName(StepKind k) {
    switch (k) {
    case StepKind::Matmul:
        return tr("matmul");
    case StepKind::AllGather:
        return tr("AllGather");
    case StepKind::ReduceScatter:
        return tr("ReduceScatter");
    case StepKind::AllReduce:
        return tr("AllReduce");
    case StepKind::Send:
        return tr("send between stages");
    case StepKind::AllToAll:
        return tr("AllToAll");
    }
    return {};
}

QString MeshText::shortName(const ScheduleStep& st) {
    if (st.kind == StepKind::Matmul)
        return tensorName(st.lhs.id) + QStringLiteral("·") + tensorName(st.rhs.id);
    if (st.axis == MeshAxis::Context)
        return tr("ring", "ring attention's pass round the CP group, short") + QLatin1Char(' ') +
               tensorName(st.lhs.id);
    QString s = kindShort(st.kind) + QLatin1Char(' ') + tensorName(st.result.id);
    if (st.axis == MeshAxis::Pods)
        s += QStringLiteral(" (") + tr("pods") + QLatin1Char(')');
    return s;
}

QString MeshText::formula(const ScheduleStep& st) {
    if (st.kind == StepKind::Matmul)
        return QStringLiteral("%1 = %2 ·_%3 %4")
            .arg(notation(st.result), notation(st.lhs), dimLetter(st.contract), notation(st.rhs));
    if (st.kind == StepKind::Send)
        return (st.pass == Pass::Forward ? tr("%1 → next stage") : tr("%1 → previous stage"))
            .arg(notation(st.lhs));
    if (st.axis == MeshAxis::Context) // docs/model.md#context-parallelism
        return (st.kind == StepKind::ReduceScatter
                    ? tr("%1 → next chip of the CP ring, summed on the way, %n times", nullptr,
                         int(st.group - 1))
                    : tr("%1 → next chip of the CP ring, %n times", nullptr, int(st.group - 1)))
            .arg(notation(st.lhs));
    return QStringLiteral("%1 = %2_%3(%4)")
        .arg(notation(st.result), kindName(st.kind), axisLetter(st.axis), notation(st.lhs));
}

QStringList MeshText::titleParts(const MeshLayout& layout) {
    const MeshSplit& m = layout.split;
    QStringList ways;
    if (m.split.x > 1 || m.split.y == 1)
        ways << tr("X = %1 (%n axes)", nullptr, int(m.split.mx)).arg(m.split.x);
    if (m.cp > 1) // docs/model.md#context-parallelism: the innermost of the X ways
        ways.back() += QLatin1Char(' ') + tr("of which CP %1").arg(m.cp);
    if (m.split.y > 1)
        ways << tr("Y = %1 (%n axes)", nullptr, int(m.split.my)).arg(m.split.y);
    if (m.stages > 1)
        ways << tr("Z = %1 stages").arg(m.stages);
    QStringList mesh;
    for (long long dim : layout.mesh)
        mesh << QString::number(dim);
    QStringList parts{strategyName(m.strategy),
                      ways.join(QStringLiteral(" × ")),
                      notation(restingTensor(m, TensorId::In)),
                      notation(restingTensor(m, TensorId::WIn)),
                      notation(restingTensor(m, TensorId::WOut)) + QStringLiteral(" → ") +
                          notation(restingTensor(m, TensorId::Out)),
                      tr("mesh %1").arg(mesh.join(QStringLiteral(" × ")))};
    if (layout.pods > 1)
        parts << tr("pod 1 of %1 in full; the others, joined by DCN, hold the same shards of their "
                    "own "
                    "batch")
                     .arg(layout.pods);
    return parts;
}

QString MeshText::tooBigTitle(long long chips, long long maxChips) {
    return tr("%1 chips: too many to draw (at most %2)")
        .arg(QLocale().toString(chips), QLocale().toString(maxChips));
}

namespace {

// Whether the lesson hides what this step's time is a part of (docs/report.md, "layer").
bool stepTimeHidden(const ScheduleStep& st, const AnswerMask& mask) {
    if (mask.empty())
        return false;
    switch (st.kind) {
    case StepKind::Matmul:
        return mask.hidesAny({"layer.t_math", "layer.backward.t_math", "layer.t_step"});
    case StepKind::Send:
        return mask.hidesAny({"pipeline.", "layer.t_step"});
    case StepKind::AllToAll:
        return mask.hidesAny({"layer.t_comms_ep", "step.comms_seconds.ep", "layer.t_step"});
    default:
        if (st.axis == MeshAxis::Context)
            return mask.hidesAny({"layer.t_comms_cp", "step.comms_seconds.cp", "step.exposed.cp"});
        return mask.hidesAny({"layer.t_comms", "layer.t_comms_fsdp", "layer.t_comms_tp",
                              "layer.t_comms_dcn", "layer.backward.t_comms",
                              "layer.backward.t_comms_fsdp", "layer.backward.t_comms_tp",
                              "layer.t_step"});
    }
}

} // namespace

QStringList MeshText::stepParts(const StepSchedule& schedule, int step, const AnswerMask& mask) {
    if (step < 0 || size_t(step) >= schedule.steps.size())
        return {};
    const ScheduleStep& st = schedule.steps[size_t(step)];
    QStringList parts;
    parts << tr("Step %1 of %2").arg(step + 1).arg(schedule.steps.size());
    parts << (st.pass == Pass::Forward ? tr("forward") : tr("backward"));
    parts << formula(st);
    if (st.kind == StepKind::Matmul) {
        parts << tr("%1 per chip").arg(flopsText(st.flops));
    } else {
        if (st.axis == MeshAxis::Stages)
            parts << (st.nodes == 0 ? tr("to the chip at the same place in the neighbouring "
                                         "stage, one ICI link")
                      : st.nodes > 1
                          ? tr("to the chip at the same place in the neighbouring stage, over "
                               "the network between nodes")
                          : tr("to the chip at the same place in the neighbouring stage, over "
                               "NVLink"));
        else if (st.axis == MeshAxis::Pods)
            parts << tr("%1 pods over DCN").arg(st.group);
        else if (st.axis == MeshAxis::Experts)
            parts << (st.pass == Pass::Forward
                          ? (st.result.id == TensorId::In
                                 ? tr("dispatch: each token to the chips of its experts")
                                 : tr("combine: the experts' outputs back to their tokens"))
                          : tr("the gradients of the tokens, the same way back"))
                  << (st.nodes > 1 ? tr("EP group of %1 chips across %2 nodes, over the network")
                                         .arg(st.group)
                                         .arg(st.nodes)
                      : st.nodes == 1
                          ? tr("EP group of %1 chips in one node, over NVLink").arg(st.group)
                          : tr("EP group of %1 chips").arg(st.group));
        else if (st.axis == MeshAxis::Context)
            parts << (st.kind == StepKind::ReduceScatter
                          ? tr("ring attention's backward: the gradients of each chunk's keys and "
                               "values, added up by every chip they pass")
                      : st.pass == Pass::Backward
                          ? tr("ring attention's backward: the keys and values pass round again")
                          : tr("ring attention: each chip attends to every chunk of keys and "
                               "values of its sequence as it passes, K = 2 · KV heads · head dim"))
                  << (st.nodes > 1 ? tr("CP group of %1 chips across %2 nodes, over the network")
                                         .arg(st.group)
                                         .arg(st.nodes)
                      : st.nodes == 1
                          ? tr("CP group of %1 chips in one node, over NVLink").arg(st.group)
                          : tr("CP group of %1 chips").arg(st.group));
        else if (st.nodes > 1) // docs/model.md#nodes
            parts << tr("%1 chips across %2 nodes, over the network").arg(st.group).arg(st.nodes);
        else if (st.nodes == 1)
            parts << tr("%1 chips in one node, over NVLink").arg(st.group);
        else
            parts << tr("%1 chips over %n axes", nullptr, int(st.axes)).arg(st.group);
        parts << tr("%1 per chip").arg(format::bytes(st.bytes));
    }
    parts << (stepTimeHidden(st, mask) ? AnswerMask::hiddenMark() : format::seconds(st.seconds));
    // Which steps are off the critical path says whether the layer is compute-bound.
    if (mask.hidesAny({"layer.compute_bound", "layer.dcn_compute_bound"}))
        parts << tr("critical path: %1").arg(AnswerMask::hiddenMark());
    else
        parts << (st.critical ? tr("on the critical path") : tr("off the critical path"));
    if (st.seedStep > 0)
        parts << tr("the book's %1 algorithm, step %2")
                     .arg(strategyName(schedule.split.strategy))
                     .arg(st.seedStep);
    return parts;
}

QString MeshText::sliceLabel(const std::vector<long long>& mesh, int slice) {
    return mesh.size() > 3 && mesh[3] > 1
               ? tr("z = %1, w = %2").arg(slice % mesh[2]).arg(slice / mesh[2])
               : tr("z = %1").arg(slice);
}

QString MeshText::chipLabel(const MeshLayout& layout, const ChipLayout& c) {
    QString coords = QString::number(c.coord[0]);
    for (size_t a = 1; a < layout.mesh.size(); ++a)
        coords += QLatin1Char(',') + QString::number(c.coord[a]);
    QString text = QStringLiteral("(%1)").arg(coords);
    if (layout.x() > 1)
        text += QStringLiteral(" x%1").arg(c.fsdp);
    if (layout.y() > 1)
        text += QStringLiteral(" y%1").arg(c.tp);
    if (layout.z() > 1)
        text += QStringLiteral(" s%1").arg(c.stage + 1); // stages count from 1, as in the Gantt
    return text;
}

QString MeshText::chipDescription(const MeshLayout& m, int chip) {
    if (chip < 0 || chip >= m.chipCount())
        return {};
    const ChipLayout c = m.chip(chip);
    const ChipShards sh = m.shards(c);
    const HeldBytes held = m.bytesHeld(c);
    QStringList coord;
    for (size_t a = 0; a < m.mesh.size(); ++a)
        coord << QString::number(c.coord[a]);
    QStringList lines;
    lines << tr("Chip (%1), pod 1 of %2").arg(coord.join(QStringLiteral(", "))).arg(m.pods);
    lines << tr("FSDP index %1 of %2 · TP index %3 of %4 · stage %5 of %6")
                 .arg(c.fsdp)
                 .arg(m.x())
                 .arg(c.tp)
                 .arg(m.y())
                 .arg(c.stage)
                 .arg(m.z());
    lines << rangeText(TensorId::In, Dim::B, Dim::D, sh.in);
    lines << rangeText(TensorId::WIn, Dim::D, Dim::F, sh.wIn);
    lines << rangeText(TensorId::WOut, Dim::F, Dim::D, sh.wOut);
    lines << tr("%1 after the forward pass").arg(rangeText(TensorId::Out, Dim::B, Dim::D, sh.out));
    lines << tr("gradients %1, %2")
                 .arg(rangeText(TensorId::DWIn, Dim::D, Dim::F, sh.gradWIn),
                      rangeText(TensorId::DWOut, Dim::F, Dim::D, sh.gradWOut));
    lines << tr("optimizer state of W_in[D %1:%2, F %3:%4], W_out[F %5:%6, D %7:%8]")
                 .arg(sh.optWIn.rows.begin)
                 .arg(sh.optWIn.rows.end)
                 .arg(sh.optWIn.cols.begin)
                 .arg(sh.optWIn.cols.end)
                 .arg(sh.optWOut.rows.begin)
                 .arg(sh.optWOut.rows.end)
                 .arg(sh.optWOut.cols.begin)
                 .arg(sh.optWOut.cols.end);
    lines << tr("layers %1:%2 of %3").arg(sh.layers.begin).arg(sh.layers.end).arg(m.layers);
    lines << tr("holds %1 of MLP state: parameters %2, gradients %3, optimizer %4")
                 .arg(format::bytes(held.total()), format::bytes(held.params),
                      format::bytes(held.grads), format::bytes(held.optimizer));
    // The Memory view's per-chip figures for this split and ZeRO stage (docs/model.md#zero).
    const MemoryBudget::PerChip& mem = m.memory;
    lines << tr("whole model, ZeRO-%1: parameters %2, gradients %3, optimizer %4 per chip")
                 .arg(m.split.zeroStage)
                 .arg(format::bytes(mem.params), format::bytes(mem.grads),
                      format::bytes(mem.optimizer));
    lines << tr("FSDP group of %1 chips · TP group of %2 chips").arg(m.x()).arg(m.y());
    if (m.split.cp > 1) // the innermost of the X ways (docs/model.md#context-parallelism)
        lines << tr("CP group of %1 chips: X indices %2 to %3")
                     .arg(m.split.cp)
                     .arg(c.fsdp - m.split.contextIndex(c.fsdp))
                     .arg(c.fsdp - m.split.contextIndex(c.fsdp) + m.split.cp - 1);
    return lines.join(QLatin1Char('\n'));
}

} // namespace shardscope
