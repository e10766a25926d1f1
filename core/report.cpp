#include "report.h"

#include "calibration.h"
#include "computations.h"
#include "search_report.h"

#include <cmath>
#include <sstream>

namespace shardscope {

using ordered_json = nlohmann::ordered_json;

namespace {

std::string num(double v) {
    std::ostringstream out;
    out.precision(4);
    out << v;
    return out.str();
}

ordered_json value(double v) {
    return std::isfinite(v) ? ordered_json(v) : ordered_json(nullptr);
}

ordered_json value(const std::optional<double>& v) {
    return v ? value(*v) : ordered_json(nullptr);
}

ordered_json passJson(const PassTimes& p) {
    return {{"t_math", value(p.math)},
            {"t_comms", value(p.comms)},
            {"t_comms_fsdp", value(p.commsFsdp)},
            {"t_comms_tp", value(p.commsTp)}};
}

ordered_json strategyJson(const StrategyResult& r) {
    return {{"fsdp", r.split.x},
            {"tp", r.split.y},
            {"t_math", value(r.tMath())},
            {"t_comms", value(r.tComms())},
            {"compute_bound", r.computeBound()},
            {"forward", passJson(r.times.forward)},
            {"backward", passJson(r.times.backward)}};
}

// docs/model.md#nodes: the links each group's collectives cross; null for a group of one chip.
ordered_json tiersJson(const ClusterLayout& c) {
    auto tier = [](const GroupPlacement& g) {
        return g.size > 1 ? ordered_json(tierId(g.tier())) : ordered_json(nullptr);
    };
    return {{"tp", tier(c.tp)}, {"fsdp", tier(c.fsdp)}, {"dp", tier(c.replicas)},
            {"pp", tier(c.pp)}, {"ep", tier(c.ep)},     {"cp", tier(c.cp)}};
}

ordered_json kindsJson(const Results::Step::Exposed& e) {
    return {{"fsdp", value(e.fsdp)},
            {"tp", value(e.tp)},
            {"dp", value(e.dp)},
            {"dcn", value(e.dcn)},
            {"pipeline", value(e.pipeline)},
            {"ep", value(e.ep)},
            {"cp", value(e.cp)}};
}

} // namespace

std::string warningMessage(const Warning& w) {
    const auto& a = w.args;
    if (w.code == "too_few_sequences")
        return num(a[0]) + " data-parallel units need whole sequences, the batch has " + num(a[1]) +
               " (split the sequences: context parallelism, cp)";
    if (w.code == "heads_not_divisible")
        return num(a[0]) + " query heads do not split over TP " + num(a[1]);
    if (w.code == "kv_heads_replicated")
        return num(a[0]) + " KV heads are fewer than TP " + num(a[1]) + ": they are replicated";
    if (w.code == "split_off_mesh")
        return "FSDP " + num(a[0]) + " x TP " + num(a[1]) +
               " does not factor onto the physical mesh";
    if (w.code == "tp_comms_bound")
        return "TP " + num(a[0]) + " is above M_Y·F/α = " + num(a[1]) +
               ": comms-bound at every batch";
    if (w.code == "comms_bound")
        return "this split is comms-bound: T_comms/T_math = " + num(a[0]);
    if (w.code == "dcn_comms_bound")
        return "batch per pod " + num(a[0]) + " is below C/W_dcn = " + num(a[1]) + ": DCN-bound";
    if (w.code == "does_not_fit")
        return "needs " + num(a[0] / 1e9) + " GB per chip, HBM holds " + num(a[1] / 1e9) + " GB";
    return w.code;
}

ordered_json reportJson(const Scenario& s, const Results& r) {
    countComputation(Computation::Report);
    const auto& d = r.derived;
    const auto& l = r.layer;
    const auto& t = r.thresholds;
    const auto& m = r.memory;
    ordered_json j;
    j["schema"] = 1;
    j["derived"] = {{"alpha", value(d.alpha)},
                    {"axes_fsdp", d.span.fsdp},
                    {"axes_tp", d.span.tp},
                    {"mesh", d.mesh},
                    {"params", value(d.params.total())},
                    {"params_mlp", value(d.params.mlp)},
                    {"params_attention", value(d.params.attention)},
                    {"params_vocab", value(d.params.vocab)},
                    {"params_active", value(d.params.active())},
                    {"params_experts", value(d.params.routedExperts)},
                    {"flops_per_token", value(d.flopsPerToken)},
                    {"batch_per_pod", value(d.batchPerPod)},
                    {"batch_per_chip", value(d.batchPerPod / double(s.chips))},
                    {"sequences", value(d.sequences)},
                    {"nodes", d.cluster.nodes},
                    {"node_chips", d.cluster.nodeChips},
                    {"tiers", tiersJson(d.cluster)}};
    j["layer"] = {{"fsdp", l.split.x},
                  {"tp", l.split.y},
                  {"t_math", value(l.tMath)},
                  {"t_comms_fsdp", value(l.tCommsFsdp)},
                  {"t_comms_tp", value(l.tCommsTp)},
                  {"t_comms", value(l.tComms)},
                  {"t_comms_dcn", value(l.tCommsDcn)},
                  {"t_comms_ep", value(l.tCommsEp)},
                  {"t_comms_cp", value(l.tCommsCp)},
                  {"t_step", value(l.times.step(s.overlap))},
                  {"compute_bound", l.computeBound},
                  {"dcn_compute_bound", l.dcnComputeBound},
                  {"crossover_batch", value(l.crossoverBatch)},
                  {"backward", passJson(l.times.backward)}};
    j["thresholds"] = {{"dp_min_batch_per_chip", value(t.dpMinBatchPerChip)},
                       {"tp_max_ways", value(t.tpMaxWays)},
                       {"mixed_min_batch_per_chip", value(t.mixedMinBatchPerChip)},
                       {"x_opt", value(t.xOpt)},
                       {"y_opt", value(t.yOpt)},
                       {"x_opt_split", t.xOptFsdp
                                           ? ordered_json{{"fsdp", *t.xOptFsdp}, {"tp", *t.xOptTp}}
                                           : ordered_json(nullptr)},
                       {"axes_fsdp_at_x_opt", value(t.optimumAxesFsdp)},
                       {"axes_tp_at_x_opt", value(t.optimumAxesTp)},
                       {"ratio_at_x_opt", value(t.ratioAtXOpt)},
                       {"dcn_min_batch_per_pod", value(t.dcnMinBatchPerPod)},
                       {"tp_min_for_sequences", value(t.tpMinForSequences)}};
    j["strategies"] = {{"dp", strategyJson(r.dp)},
                       {"fsdp", strategyJson(r.fsdp)},
                       {"tp", strategyJson(r.tp)},
                       {"fsdp_tp", strategyJson(r.fsdpTp)}};
    const auto& pc = m.budget.perChip;
    // The training state alone (no activations, no buffers): what ZeRO's stages shard.
    const double statePerChip = pc.params + pc.grads + pc.optimizer;
    j["memory"] = {{"params_bytes", value(m.budget.paramsBytes)},
                   {"optimizer_bytes", value(m.budget.optimizerBytes)},
                   {"grad_bytes", value(m.budget.gradBytes)},
                   {"activations_bytes", value(m.budget.activationsBytes)},
                   {"total_bytes", value(m.budget.totalBytes())},
                   {"per_chip_bytes", value(m.perChipBytes)},
                   {"per_chip",
                    {{"params", value(pc.params)},
                     {"grads", value(pc.grads)},
                     {"optimizer", value(pc.optimizer)},
                     {"activations", value(pc.activations)},
                     {"gather_buffers", value(pc.gatherBuffers)}}},
                   {"state_per_chip_bytes", value(statePerChip)},
                   {"state_bytes_per_param", value(statePerChip / d.params.total())},
                   {"fits", m.fits},
                   {"min_chips", value(m.minChips)},
                   {"max_dp_params", value(m.maxDpParams)},
                   {"activations_in_flight", r.pipeline.maxActivationsInFlight}};
    j["training"] = {{"total_flops", value(r.training.totalFlops)},
                     {"seconds", value(r.training.seconds)},
                     {"days", value(r.training.days)},
                     {"step_seconds", value(r.training.stepSeconds)},
                     {"days_modelled", value(r.training.daysModelled)},
                     {"chip_hours", value(r.training.chipHours)},
                     {"cost_usd", value(r.training.costUsd)}};
    const auto& st = r.step;
    j["step"] = {{"model_flops", value(st.modelFlops)},
                 {"hardware_flops", value(st.hardwareFlops)},
                 {"seconds", value(st.seconds)},
                 {"compute_seconds", value(st.computeSeconds)},
                 {"exposed_comms_seconds", value(st.exposedCommsSeconds)},
                 {"exposed", kindsJson(st.exposed)},
                 {"comms_seconds", kindsJson(st.comms)},
                 {"bubble_seconds", value(st.bubbleSeconds)},
                 {"optimizer_seconds", value(st.optimizerSeconds)},
                 {"recompute_seconds", value(st.recomputeSeconds)},
                 {"mfu", value(st.mfu)},
                 {"hfu", value(st.hfu)},
                 {"tokens_per_second", value(st.tokensPerSecond)}};
    // docs/model.md#forecast: the step as the scenario's stack runs it, never below `step`.
    const Forecast& f = r.forecast;
    j["forecast"] = {{"stack", f.stack},
                     {"seconds", value(f.seconds)},
                     {"mfu", value(f.mfu)},
                     {"hfu", value(f.hfu)},
                     {"tokens_per_second", value(f.tokensPerSecond)},
                     {"days", value(f.days)},
                     {"chip_hours", value(f.chipHours)},
                     {"cost_usd", value(f.costUsd)},
                     {"compute_seconds", value(f.computeSeconds)},
                     {"memory_bound_seconds", value(f.memoryBoundSeconds)},
                     {"exposed_comms_seconds", value(f.exposedCommsSeconds)},
                     {"exposed", kindsJson(f.exposed)},
                     {"bubble_seconds", value(f.bubbleSeconds)},
                     {"optimizer_seconds", value(f.optimizerSeconds)},
                     {"memory",
                      {{"activations_per_chip_bytes", value(f.memory.activationsPerChip)},
                       {"working_buffer_bytes", value(f.memory.workingPerChip)},
                       {"per_chip_bytes", value(f.memory.perChipBytes)},
                       {"fits", f.memory.fits}}}};
    // With one stage there is no boundary to send across: t_send and send_bytes are null.
    const auto& pipe = r.pipeline;
    const bool staged = pipe.stages > 1;
    j["pipeline"] = {{"schedule", scheduleId(pipe.schedule)},
                     {"bubble_fraction", value(pipe.bubbleFraction)},
                     {"t_send", staged ? value(pipe.timing.send) : ordered_json(nullptr)},
                     {"send_bytes", staged ? value(pipe.sendBytes) : ordered_json(nullptr)},
                     // One name, one meaning: the pipeline's step is the whole step.
                     {"step_seconds", value(st.seconds)}};
    // This chip's matmul reaches C: the flat part of the roof (ch. 1).
    const bool onFlatRoof = r.roofline.localIntensity * s.hardware.hbmBw >= s.hardware.flops;
    j["roofline"] = {{"critical_batch_hbm", value(r.roofline.criticalBatchHbm)},
                     {"critical_batch_int8", value(r.roofline.criticalBatchInt8)},
                     {"critical_batch_network", value(r.roofline.criticalBatchNetwork)},
                     {"local_intensity", value(r.roofline.localIntensity)},
                     {"local_attainable_flops", value(r.roofline.localAttainable)},
                     {"local_compute_bound", onFlatRoof}};
    // docs/search.md: the layout the search ranks first, so a lesson can ask for it.
    const SearchResult search = searchLayouts(s);
    j["search"] = {{"feasible", search.feasible},
                   {"best", search.best() ? layoutJson(*search.best()) : ordered_json(nullptr)}};
    ordered_json warnings = ordered_json::array();
    for (const Warning& w : r.warnings)
        warnings.push_back({{"code", w.code}, {"message", warningMessage(w)}});
    j["warnings"] = warnings;
    return j;
}

void addMeasured(ordered_json& j, const RunFile& run, const Results& r) {
    const RunMeasured& m = run.measured;
    const std::optional<double> seconds = measuredStepSeconds(run, r);
    j["measured"] = {{"id", run.id},
                     {"source", run.citation},
                     {"where", run.where},
                     {"metric", m.metric},
                     {"figure", value(m.figure)},
                     {"mfu_common", value(m.mfuCommon)},
                     {"mfu", value(m.mfu)},
                     {"tokens_per_second", value(m.tokensPerSecond)},
                     {"step_seconds", value(seconds)},
                     {"approximations", run.approximations}};
    j["forecast"]["error"] =
        seconds ? value(r.forecast.seconds / *seconds - 1) : ordered_json(nullptr);
}

} // namespace shardscope
