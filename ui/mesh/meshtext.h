#pragma once

#include "common/answermask.h"
#include "mesh_layout.h"
#include "step_schedule.h"

#include <QCoreApplication>
#include <QStringList>

namespace shardscope {

/**
 * What the mesh view says: tensor names in the book's notation, step names and formulas, the
 * header and a chip's description. Translated in the mesh view's context.
 */
class MeshText {
    Q_DECLARE_TR_FUNCTIONS(shardscope::MeshView)
  public:
    static QString tensorName(TensorId id);
    /** The book's notation: W_in[D_X, F_Y] {U_X}. */
    static QString notation(const TensorRef& t);
    /** Exact ranges: W_in[D 2048:3072, F 12288:16384]. */
    static QString rangeText(TensorId id, Dim rows, Dim cols, const Block& b);
    static QString strategyName(Strategy s);
    static QString kindName(StepKind k);
    /** The timeline's name of a step: "AG W_in", "In·W_in". */
    static QString shortName(const ScheduleStep& st);
    /** The full formula of a step: W_in[D, F_Y] = AllGather_X(W_in[D_X, F_Y]). */
    static QString formula(const ScheduleStep& st);
    /** The header's first line, in parts: strategy, split, tensors, mesh, pods. */
    static QStringList titleParts(const MeshLayout& layout);
    /** The header when the pod has too many chips to draw. */
    static QString tooBigTitle(long long chips, long long maxChips);
    /**
     * The header's second line, in parts: step, pass, formula, work, time, critical path. The
     * time, and whether it is on the critical path, read "?" while `mask` hides what they give
     * away (a matmul's time is part of T_math, a collective's of T_comms).
     */
    static QStringList stepParts(const StepSchedule& schedule, int step,
                                 const AnswerMask& mask = {});
    /** A slice's label: "z = 1" or "z = 1, w = 0". */
    static QString sliceLabel(const std::vector<long long>& mesh, int slice);
    /** A chip's label in detail: "(3,1) x3 y1". */
    static QString chipLabel(const MeshLayout& layout, const ChipLayout& c);
    /** The tooltip of a chip: coordinates, shard ranges, bytes held, groups. */
    static QString chipDescription(const MeshLayout& layout, int chip);
};

} // namespace shardscope
