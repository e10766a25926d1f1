#pragma once

#include "common/answermask.h"
#include "common/theme.h"
#include "evaluation.h"

#include <QColor>
#include <QImage>

#include <array>
#include <vector>

namespace shardscope {

/** A step's colour by its kind, in the timeline and the key. */
QColor kindColour(const MeshColours& colours, StepKind k);

/**
 * What the mesh view draws, whatever the frame: the chips of one pod with their shards, the
 * schedule of one training step, each step's time on screen and each chip's colour. Built from a
 * scenario and a split; the painters only read it.
 */
struct MeshScene {
    /** The colours and text size the scene is drawn in: handed in (the window's theme, or an
     * export's), never read from a global while painting. */
    Theme theme = Theme::normal();
    MeshLayout layout;
    StepSchedule schedule;
    long long chips = 0; ///< of the pod, also when too many to lay out
    bool tooBig = false;
    std::vector<double> stepSeconds; ///< on screen, at speed 1
    bool proportional = true;        ///< durations in proportion to the cost model
    AnswerMask mask; ///< the open lesson question's report keys: the captions show "?" for them
    /** The snapshot the scene shows: the mask's answer is read from its report (its value
     * states it; docs/lesson-format.md#check), made only while a question with an answer is open.
     */
    EvaluationPtr evaluation;
    /** `text` with every number that states the open question's answer hidden. */
    QString masked(const QString& text) const {
        return mask.hasAnswer() && evaluation
                   ? mask.maskStatedAnswerInPlainText(text, evaluation->report())
                   : text;
    }
    /**
     * What each of the four small matrices (In, W_in, W_out, Out) holds gathered during a step:
     * an AllGather's result stays until the last matmul of its pass that uses it, and is freed at
     * the end of that matmul (the book's FSDP: gather, use, drop).
     */
    struct Held {
        std::array<int, 4> gatherStep{-1, -1, -1, -1}; ///< the AllGather that filled it, or -1
        std::array<bool, 4> freedAfter{};              ///< freed at the end of this step
    };
    std::vector<Held> held;   ///< per step
    std::vector<QRgb> colors; ///< chip colour by (fsdp, tp): [fsdp·Y + tp]
    QImage colorImg;          ///< X wide, Y tall: pixel (fsdp, tp)
    QImage colorImgT;         ///< Y wide, X tall: pixel (tp, fsdp)

    /** Draws `plan` (an Evaluation's, kept there); returns whether the split or the mesh
     * changed. */
    bool build(const MeshPlan& plan);

    const MeshColours& colours() const { return theme.mesh; }
    QColor kindColour(StepKind k) const { return shardscope::kindColour(theme.mesh, k); }
    long long x() const { return layout.x(); }
    long long y() const { return layout.y(); }
    bool hasChips() const { return !tooBig && !layout.chips.empty(); }
    QRgb colorAt(int i, int j) const;
    /** A tensor's block at logical (i, j): coloured by its shard index; replicated grey. */
    QColor blockColor(const TensorRef& t, int i, int j) const;
    /** Which of the four small matrices is in focus during a step. */
    int focusSlot(const ScheduleStep& st) const;

    /** Which of the four small matrices a tensor is drawn in: In, W_in, W_out, Out; or -1. */
    static int slotOf(TensorId id);
    static int memberIndex(const ChipLayout& c, MeshAxis axis);

  private:
    void rebuildColors();
    void rebuildHeld();
};

bool shardedOver(const TensorRef& t, MeshAxis a);

} // namespace shardscope
