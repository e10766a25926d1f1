#pragma once

#include <optional>
#include <string>
#include <vector>

namespace shardscope {

/** How the stages of a pipeline order their microbatches (docs/model.md#pipeline-schedule). */
enum class PipelineSchedule {
    GPipe,   ///< all K forwards, then all K backwards
    OneFOneB ///< p − 1 − s warm-up forwards on stage s, then one forward, one backward
};

/** "gpipe" or "1f1b": the scenario file's words. */
std::string scheduleId(PipelineSchedule schedule);
/** The schedule a file names; nullopt for anything else. */
std::optional<PipelineSchedule> parseSchedule(const std::string& id);

/**
 * Microbatches whose activations stage `stage` (0 = first) holds at its peak: GPipe K,
 * 1F1B min(p − s, K). With one stage there is no pipeline: one microbatch, gradient
 * accumulation's or the whole batch (docs/model.md#accumulation).
 */
long long activationsInFlight(PipelineSchedule schedule, long long stages, long long microbatches,
                              long long stage);
/** Σ over the stages of activationsInFlight, in closed form (the search asks it per candidate). */
long long activationsInFlightAllStages(PipelineSchedule schedule, long long stages,
                                       long long microbatches);

/**
 * Bytes one chip sends across a stage boundary for one microbatch: the bf16 activations
 * [B/K, D] sharded over the stage's X·Y chips, 2·(B/K)·D/(X·Y).
 */
double stageSendBytes(double batchPerPod, long long microbatches, double dModel,
                      long long layerChips);

/** Seconds of one block of work on one stage. */
struct PipelineTiming {
    double forward = 0;  ///< τ_f + δ/2: one microbatch's forward through the stage's layers
    double backward = 0; ///< τ_b + δ/2
    double send = 0;     ///< t_send, one boundary, one microbatch, one direction
};

/**
 * (K + p − 1)·(forward + backward) + 2·(p − 1)·send: the fill and the drain pay each
 * boundary's send once per direction; in the steady state sends hide behind compute.
 */
double pipelineStepSeconds(long long stages, long long microbatches, const PipelineTiming& t);

/** One block of a stage's timeline. */
struct PipelineBlock {
    enum class Kind { Forward, Backward, SendForward, SendBackward };
    Kind kind = Kind::Forward;
    long long microbatch = 0;
    double start = 0, end = 0; ///< seconds from the step's start
    bool compute() const { return kind == Kind::Forward || kind == Kind::Backward; }
};

/** Largest p·K for which the block timeline is built (each stage gets 2K compute blocks). */
constexpr long long maxScheduledMicrobatchStages = 1 << 16;

/**
 * The timeline of every stage: each block starts as soon as its stage is free and its
 * input has arrived (a forward after the previous stage's forward and its send, a backward
 * after the next stage's backward and its send). Sends sit on the stage that sends them.
 * Empty when p·K exceeds maxScheduledMicrobatchStages.
 */
std::vector<std::vector<PipelineBlock>> pipelineTimeline(PipelineSchedule schedule,
                                                         long long stages, long long microbatches,
                                                         const PipelineTiming& t);

} // namespace shardscope
