#include "forecast.h"

#include "cluster.h"
#include "evaluate.h"
#include "presets.h"
#include "whole_step.h"

#include <algorithm>

namespace shardscope {

namespace {

/** One pass of one layer on one microbatch on one chip. */
struct PassForecast {
    double compute = 0, memory = 0, tp = 0, fsdp = 0, ep = 0, cp = 0; ///< tp … cp: exposed
    double seconds() const { return compute + memory + tp + fsdp + ep + cp; }
};

/** Seconds of an [M,K]·[K,N] matmul: its FLOPs at the reachable rate plus its operand traffic. */
double matmulSeconds(double m, double k, double n, double rate, double hbmBw) {
    return 2 * m * k * n / rate + 2 * (m * k + k * n + m * n) / hbmBw;
}

/** Forward MLP matmuls of a MoE's average layer on one chip with `tokens` tokens, TP `t`, EP
 * `ep`: a dense layer's two, or a MoE layer's shared experts, router and its E/EP routed
 * experts, each given its share of the group's tokens times the capacity factor `cf`, the
 * busiest expert's (docs/model.md#forecast-experts). */
double moeMlpSeconds(const Model& m, double tokens, double t, double ep, double cf, double rate,
                     double hbm) {
    const double d = double(m.dModel), up = m.gatedMlp ? 2 : 1;
    auto mlp = [&](double rows, double width) {
        return matmulSeconds(rows, d, up * width / t, rate, hbm) +
               matmulSeconds(rows, width / t, d, rate, hbm);
    };
    const double dense = mlp(tokens, double(m.dFf));
    const double fe = double(m.expertDFf), experts = double(m.experts);
    const double perExpert = cf * tokens * ep * double(m.expertsPerToken) / experts;
    const double shared = m.sharedExperts > 0 ? mlp(tokens, double(m.sharedExperts) * fe) : 0;
    const double router = m.experts > 1 ? matmulSeconds(tokens, d, experts, rate, hbm) : 0;
    const double moe = shared + router + experts / ep * mlp(perExpert, fe);
    const double share = moeShare(m);
    return (1 - share) * dense + share * moe;
}

} // namespace

Stack scenarioStack(const Scenario& s) {
    // Auto: what such a layout usually runs on (docs/model.md#stacks).
    if (s.stack != Stack::Auto)
        return s.stack;
    return !s.hardware.switched() ? Stack::MaxText
           : s.zeroStage >= 3     ? Stack::PytorchFsdp
                                  : Stack::MegatronCore;
}

const StackProfile& stackProfile(Stack stack) {
    // The presets hold every stack but Auto (tests/core/tst_forecast.cpp); Auto is the bound.
    static const StackProfile bound;
    const StackProfile* profile = findStackProfile(stack);
    return profile ? *profile : bound;
}

ForecastParams forecastParams(const Scenario& s) {
    ForecastParams p;
    p.profile = &stackProfile(scenarioStack(s));
    p.matmulEfficiency = s.hardware.matmulEfficiency.value_or(0.8);
    p.linkEfficiency = s.hardware.linkEfficiency.value_or(0.8);
    return p;
}

Forecast forecastStep(const Scenario& s, const Results& r, const ForecastParams& params) {
    Forecast f;
    const Results::Step& st = r.step;
    const StackProfile& prof = *params.profile;
    f.stack = choiceId(stackIds, prof.stack);
    const Hardware& hw = s.hardware;
    const double chipSeconds = double(s.chips * s.pods) * s.peakFlops();
    auto finish = [&] {
        f.exposedCommsSeconds = f.exposed.total();
        f.seconds = f.computeSeconds + f.memoryBoundSeconds + f.exposedCommsSeconds +
                    f.bubbleSeconds + f.optimizerSeconds;
        f.mfu = std::min(1.0, st.modelFlops / (chipSeconds * f.seconds));
        f.hfu = std::min(1.0, st.hardwareFlops / (chipSeconds * f.seconds));
        f.tokensPerSecond = s.batchTokens / f.seconds;
        f.days = s.trainingTokens / f.tokensPerSecond / 86400;
    };
    if (prof.stack == Stack::Bound) {
        f.computeSeconds = st.computeSeconds + st.recomputeSeconds;
        f.memoryBoundSeconds = 0;
        f.exposed = st.exposed;
        f.bubbleSeconds = st.bubbleSeconds;
        f.optimizerSeconds = st.optimizerSeconds;
        finish();
        f.seconds = st.seconds; // the same sum in the same order, kept bit for bit
        return f;
    }

    const Model& m = s.model;
    const Split& split = r.layer.split;
    const double x = double(split.x), t = double(split.y);
    const double d = double(m.dModel), ff = double(m.dFf), h = double(m.headDim);
    const double nq = double(m.heads), nkv = double(m.kvHeads), seq = double(s.seqLen);
    const double rate = s.peakFlops() * s.efficiency * params.matmulEfficiency;
    const double hbm = hw.hbmBw;
    const long long k = s.stepMicrobatches();
    const double stageLayers = double(m.layers) / double(s.pp);
    const double tokens = r.derived.batchPerPod / double(k) / x; // one microbatch, one chip

    // Forward matmuls of one layer on one chip: Q, K, V; O; the MLP in and out (TP splits each).
    const double attentionMatmuls = matmulSeconds(tokens, d, (nq + 2 * nkv) * h / t, rate, hbm) +
                                    matmulSeconds(tokens, nq * h / t, d, rate, hbm);
    const double up = m.gatedMlp ? 2 : 1;
    const double weightsMatmuls =
        m.moe() ? attentionMatmuls +
                      moeMlpSeconds(m, tokens, t, double(s.ep), s.capacityFactor, rate, hbm)
                : attentionMatmuls + matmulSeconds(tokens, d, up * ff / t, rate, hbm) +
                      matmulSeconds(tokens, ff / t, d, rate, hbm);
    // Scores and values: flash attention skips the causal half; the bound counts what the
    // scenario counts at peak, and the forecast is never below it.
    const double fullAttention = 4 * seq * nq * h / t * tokens;
    const double attentionWork = prof.flashAttention ? fullAttention / 2 : fullAttention;
    const double boundAttention =
        layerFlops(s).attention / t * tokens / (s.peakFlops() * s.efficiency);
    // Attention kernels run in bf16 even in an fp8 recipe (docs/model.md#precision).
    const double attention = std::max(
        attentionWork / (hw.flops * s.efficiency * prof.attentionEfficiency), boundAttention);
    // Memory-bound ops per token, bf16 (docs/model.md#memory-bound-ops): two norms (read and
    // write D), two residual adds (two reads, one write), dropout (read, write, a mask byte),
    // the activation function, and the softmax over the scores without flash attention.
    const double normsAndAdds = (prof.dropout ? 30 : 20) * d / (s.sequenceParallel ? t : 1);
    const double activation = (m.gatedMlp ? 6 : 4) * m.activeDFf() / t;
    const double softmax = prof.flashAttention ? 0 : (prof.dropout ? 12 : 8) * nq / t * seq;
    const double memoryFwd = (normsAndAdds + activation) * tokens / hbm;
    const double softmaxFwd = softmax * tokens / hbm;

    PassForecast fwd, bwd;
    fwd.compute = weightsMatmuls + attention;
    fwd.memory = memoryFwd + softmaxFwd;
    bwd.compute = 2 * fwd.compute;
    bwd.memory = 2 * fwd.memory;
    if (s.recompute == Recompute::Full) {
        bwd.compute += fwd.compute;
        bwd.memory += fwd.memory;
    } else if (s.recompute == Recompute::Selective) {
        bwd.compute += attention;
        bwd.memory += softmaxFwd;
    }

    // The bound's collectives, at the link's achieved rate; NCCL's rings cross nodes at each
    // GPU's own link.
    LayerSetup setup = layerSetup(s);
    setup.c = s.peakFlops() * s.efficiency;
    setup.shape = wholeLayerShape(s);
    setup.gatherWeights = s.zeroStage >= 3;
    setup.syncGradsPerLayer = s.zeroStage >= 3;
    if (prof.ringAcrossNodes)
        setup.algorithm = CommsAlgorithm::Ring;
    const LayerTimes comms = layerTimes(setup, strategyOf(split), split, tokens * x);
    const double link = params.linkEfficiency;
    const bool overlapped = s.overlap == Overlap::Max;
    auto expose = [&](double seconds, double overlap, double window) {
        return std::max(0.0, seconds - (overlapped ? overlap : 0) * window);
    };
    // A full recompute runs the forward again, its TP collectives with it.
    const double recomputedTp = s.recompute == Recompute::Full ? comms.forward.commsTp : 0;
    const double fwdWindow = fwd.compute + fwd.memory, bwdWindow = bwd.compute + bwd.memory;
    fwd.tp = expose(comms.forward.commsTp / link, prof.overlapTp, fwdWindow);
    fwd.fsdp = expose(comms.forward.commsFsdp / link, prof.overlapFsdp, fwdWindow);
    bwd.tp = expose((comms.backward.commsTp + recomputedTp) / link, prof.overlapTp, bwdWindow);
    bwd.fsdp = expose(comms.backward.commsFsdp / link, prof.overlapFsdp, bwdWindow);
    // The experts' all-to-alls, the bound's (one per pass and layer, st.comms.ep over the
    // stage's passes): the experts wait for the dispatch and the next block for the combine; no
    // stack modelled hides them (docs/model.md#forecast-experts).
    const double perStage = double(k) * stageLayers;
    fwd.ep = st.comms.ep / (2 * perStage) / link;
    bwd.ep = s.recompute == Recompute::Full ? 2 * fwd.ep : fwd.ep;
    // The context ring, the bound's (forward once, backward twice the bytes): ring attention
    // sends the next chunk while it attends to this one (docs/model.md#context-parallelism).
    const double ring = st.comms.cp / (3 * perStage) / link;
    const double rerun = s.recompute == Recompute::Full ? 1 : 0;
    fwd.cp = expose(ring, 1, attention);
    bwd.cp = expose((2 + rerun) * ring, 1, (2 + rerun) * attention);

    // The LM head and the loss over the vocabulary, once per token on the last stage.
    const double headTokens = r.derived.batchPerPod / x;
    const double head =
        m.vocab > 0 ? 3 * matmulSeconds(headTokens, d, double(m.vocab) / t, rate, hbm) : 0;
    const double loss = 12 * double(m.vocab) / t * headTokens / hbm;
    f.computeSeconds = perStage * (fwd.compute + bwd.compute) + head;
    f.memoryBoundSeconds = perStage * (fwd.memory + bwd.memory) + loss;
    f.exposed.tp = perStage * (fwd.tp + bwd.tp);
    f.exposed.fsdp = perStage * (fwd.fsdp + bwd.fsdp);
    f.exposed.ep = perStage * (fwd.ep + bwd.ep);
    f.exposed.cp = perStage * (fwd.cp + bwd.cp);

    // Interleaved 1F1B: p − 1 of v·K chunks idle (Narayanan et al. 2021, §2.2.2).
    const double delta = s.pipelineOverheadS;
    const double tauF = stageLayers * fwd.seconds() + delta / 2;
    const double tauB = stageLayers * bwd.seconds() + delta / 2;
    const double v = double(s.virtualStages);
    f.bubbleSeconds = double(s.pp - 1) / v * (tauF + tauB);
    const double send = r.pipeline.timing.send / link;
    const double sends = s.pp > 1 ? 2 * double(k) * v * send : 0;
    f.exposed.pipeline = double(k) * delta + 2 * double(s.pp - 1) * send +
                         sends * (1 - (overlapped ? prof.overlapPipeline : 0));

    // Once a step, behind the last microbatch's backward pass as far as the stack overlaps.
    const double window = stageLayers * bwd.seconds();
    f.exposed.dp = expose(st.comms.dp / link, prof.overlapDp, window);
    f.exposed.dcn = expose(st.comms.dcn / link, prof.overlapDp, window);
    f.optimizerSeconds = st.optimizerSeconds;
    finish();
    return f;
}

std::optional<ActivationShape> stackActivationShape(const Scenario& s,
                                                    const StackProfile& profile) {
    if (profile.stack == Stack::Bound || profile.stack == Stack::MaxText)
        return std::nullopt;
    const Model& m = s.model;
    ActivationShape a;
    a.dModel = double(m.dModel);
    a.dFf = m.activeDFf();
    a.qDim = double(m.heads) * double(m.headDim);
    a.kvDim = double(m.kvHeads) * double(m.headDim);
    a.heads = double(m.heads);
    a.seqLen = double(s.seqLen);
    a.headDim = double(m.headDim);
    a.gatedMlp = m.gatedMlp;
    // One routed expert takes every token as a dense MLP would: nothing to dispatch.
    a.expertsPerToken = m.experts > 1 ? double(m.expertsPerToken) : 0;
    a.capacityFactor = s.capacityFactor;
    a.tp = double(s.tp);
    a.cp = double(s.cp);
    a.fp8 = s.precision == Precision::Fp8;
    a.sequenceParallel = s.sequenceParallel;
    a.flashAttention = profile.flashAttention;
    a.dropout = profile.dropout;
    a.recompute = s.recompute;
    return a;
}

Forecast::Memory forecastMemory(const Scenario& s, const StackProfile& profile) {
    MemoryInputs in = memoryInputs(s);
    if (const auto shape = stackActivationShape(s, profile))
        setStackMemory(in, *shape);
    const MemoryBudget budget = memoryBudget(in);
    Forecast::Memory out;
    out.activationsPerChip = budget.perChip.activations;
    out.workingPerChip = budget.perChip.working;
    out.perChipBytes = budget.perChip.total();
    out.fits = out.perChipBytes <= s.hardware.hbmBytes;
    return out;
}

} // namespace shardscope
