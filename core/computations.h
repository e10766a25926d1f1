#pragma once

// How many times this process has run each computation a view draws. The benchmark prints the
// counts per step; the board's test checks that one change runs each at most once, whoever
// draws it (docs/architecture.md, "From a slider to a pixel").

namespace shardscope {

enum class Computation {
    Evaluate,       ///< evaluate(): one scenario's Results
    BatchSweep,     ///< sweepBatch(): the compute-vs-comms and ratio figures
    SplitSweep,     ///< sweepSplits(): the split-sweep figure
    MemoryByStage,  ///< memoryByZeroStage(): the memory figure
    RooflineCurves, ///< rooflineCurves(): the roofline figure
    MeshLayout,     ///< buildMeshLayout(): the mesh view's chips
    StepSchedule,   ///< stepSchedule(): the mesh view's and the Gantt's steps
    LayoutSearch,   ///< searchLayouts(): the Layouts view
    Report,         ///< reportJson(): a lesson's masks and tasks read it (Evaluation::report)
};
constexpr int kComputationKinds = int(Computation::Report) + 1;

/** Counts one run of `c` (thread-safe). */
void countComputation(Computation c);
/** Runs of `c` in this process so far. */
unsigned long long computationCount(Computation c);

} // namespace shardscope
