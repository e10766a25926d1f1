#include "pipeline.h"

#include <algorithm>

namespace shardscope {

std::string scheduleId(PipelineSchedule schedule) {
    return schedule == PipelineSchedule::GPipe ? "gpipe" : "1f1b";
}

std::optional<PipelineSchedule> parseSchedule(const std::string& id) {
    if (id == "gpipe")
        return PipelineSchedule::GPipe;
    if (id == "1f1b")
        return PipelineSchedule::OneFOneB;
    return std::nullopt;
}

long long activationsInFlight(PipelineSchedule schedule, long long stages, long long microbatches,
                              long long stage) {
    // One stage: gradient accumulation runs each microbatch's backward before the next forward.
    if (stages <= 1)
        return 1;
    if (schedule == PipelineSchedule::GPipe)
        return microbatches;
    // 1F1B: stage s runs p − 1 − s warm-up forwards and one more before its first backward.
    return std::min(stages - stage, microbatches);
}

long long activationsInFlightAllStages(PipelineSchedule schedule, long long stages,
                                       long long microbatches) {
    if (stages <= 1)
        return 1;
    if (schedule == PipelineSchedule::GPipe)
        return stages * microbatches;
    // Σ_s min(p − s, K) = Σ_{j=1}^{p} min(j, K): 1 + … + K, then K for each of the p − K left.
    const long long k = std::min(microbatches, stages);
    return k * (k + 1) / 2 + k * (stages - k);
}

double stageSendBytes(double batchPerPod, long long microbatches, double dModel,
                      long long layerChips) {
    return 2 * (batchPerPod / double(microbatches)) * dModel / double(layerChips);
}

double pipelineStepSeconds(long long stages, long long microbatches, const PipelineTiming& t) {
    const double slots = double(microbatches + stages - 1);
    return slots * (t.forward + t.backward) + 2 * double(stages - 1) * t.send;
}

namespace {

using Kind = PipelineBlock::Kind;

struct Op {
    Kind kind;
    long long microbatch;
};

// The order in which one stage works through its forwards and backwards.
std::vector<Op> stageOrder(PipelineSchedule schedule, long long stages, long long k,
                           long long stage) {
    std::vector<Op> ops;
    ops.reserve(size_t(2 * k));
    const long long warmup =
        schedule == PipelineSchedule::GPipe ? k : std::min(stages - 1 - stage, k);
    for (long long m = 0; m < warmup; ++m)
        ops.push_back({Kind::Forward, m});
    for (long long m = warmup; m < k; ++m) { // 1F1B steady state
        ops.push_back({Kind::Forward, m});
        ops.push_back({Kind::Backward, m - warmup});
    }
    for (long long m = k - warmup; m < k; ++m) // drain
        ops.push_back({Kind::Backward, m});
    return ops;
}

} // namespace

std::vector<std::vector<PipelineBlock>> pipelineTimeline(PipelineSchedule schedule,
                                                         long long stages, long long microbatches,
                                                         const PipelineTiming& t) {
    const long long p = stages, k = microbatches;
    if (p < 1 || k < 1 || p * k > maxScheduledMicrobatchStages)
        return {};
    const auto n = size_t(p);
    std::vector<std::vector<Op>> order(n);
    for (long long s = 0; s < p; ++s)
        order[size_t(s)] = stageOrder(schedule, p, k, s);
    constexpr double notYet = -1;
    std::vector<std::vector<double>> forwardEnd(n, std::vector<double>(size_t(k), notYet));
    std::vector<std::vector<double>> backwardEnd = forwardEnd;
    std::vector<size_t> next(n, 0);
    std::vector<double> free(n, 0);
    std::vector<std::vector<PipelineBlock>> timeline(n);

    // When the input of an op has arrived; notYet while its producer has not run.
    auto ready = [&](long long s, const Op& op) {
        const size_t m = size_t(op.microbatch);
        if (op.kind == Kind::Forward)
            return s == 0                             ? 0.0
                   : forwardEnd[size_t(s - 1)][m] < 0 ? notYet
                                                      : forwardEnd[size_t(s - 1)][m] + t.send;
        if (s == p - 1)
            return forwardEnd[size_t(s)][m];
        return backwardEnd[size_t(s + 1)][m] < 0 ? notYet : backwardEnd[size_t(s + 1)][m] + t.send;
    };
    // Both schedules are deadlock-free, so every sweep over the stages runs at least one op.
    for (bool progress = true; progress;) {
        progress = false;
        for (long long s = 0; s < p; ++s) {
            auto& ops = order[size_t(s)];
            auto& blocks = timeline[size_t(s)];
            for (size_t& i = next[size_t(s)]; i < ops.size(); ++i) {
                const Op op = ops[i];
                const double at = ready(s, op);
                if (at < 0)
                    break;
                const bool forward = op.kind == Kind::Forward;
                const double start = std::max(at, free[size_t(s)]);
                const double end = start + (forward ? t.forward : t.backward);
                free[size_t(s)] = end;
                (forward ? forwardEnd : backwardEnd)[size_t(s)][size_t(op.microbatch)] = end;
                blocks.push_back({op.kind, op.microbatch, start, end});
                const bool sends = forward ? s < p - 1 : s > 0;
                if (sends && t.send > 0)
                    blocks.push_back({forward ? Kind::SendForward : Kind::SendBackward,
                                      op.microbatch, end, end + t.send});
                progress = true;
            }
        }
    }
    return timeline;
}

} // namespace shardscope
