#pragma once

// The whole training step (docs/model.md#whole-step): every matmul of every layer, the LM
// head, ZeRO's traffic as the stage sets it, the pipeline's fill and drain, DCN and the
// optimizer update, in one step time. The per-layer MLP model of ch. 5 is its special case.

#include "layer_cost.h"
#include "scenario.h"

namespace shardscope {

struct Results;

/** FLOPs per token of one layer, forward (docs/model.md#whole-step-flops). */
struct LayerFlops {
    double projections = 0; ///< 2·D·d_head·(2·n_q + 2·n_kv)
    double mlp = 0; ///< 2·m·D·F, m = 3 gated, 2 plain; a MoE: the experts a token passes and the
                    ///< router, averaged over the layers (docs/model.md#experts)
    double attention = 0; ///< scores and values: 4·S·n_q·d_head (full), half (causal), 0
    double total() const { return projections + mlp + attention; }
    /** What recompute adds to the backward pass, per token. */
    double recomputed(Recompute r) const;
};

LayerFlops layerFlops(const Scenario& s);

/** One whole layer: its forward FLOPs per token, bf16 weight bytes and TP activation bytes.
 * A MoE's layer is the average one, its routed experts split over EP. */
LayerShape wholeLayerShape(const Scenario& s);

/**
 * Bytes the busiest chip moves in a MoE layer's forward all-to-alls
 * (docs/model.md#expert-parallelism): each of its tokens to k experts and back, D bf16 values
 * each way, 2·2·k·D per token, times the capacity factor (docs/model.md#capacity-factor).
 */
double allToAllBytes(const Scenario& s, double tokensPerChip);

/**
 * Bytes of keys and values one chip holds for `tokensPerGroup` tokens of its TP group, the chunk
 * a context-parallel ring passes on (docs/model.md#context-parallelism): K and V, bf16, of the
 * chip's KV heads (all of them when TP outnumbers them).
 */
double contextChunkBytes(const Model& m, double tokensPerGroup, long long tp);

/** Fraction of the layers whose MLP is experts. */
double moeShare(const Model& m);

/**
 * Model FLOPs of one step, all pods: 3 · (L · layer + 2·D·V) · B, which is
 * 6·(P − V·D)·B + 12·L·n_q·d_head·S·B with full attention (PaLM's MFU convention).
 */
double stepModelFlops(const Scenario& s);

/**
 * Fills r.step, r.pipeline.timing and r.pipeline.stepSeconds and r.training.daysModelled.
 * Needs r.layer.split, r.memory and r.pipeline.sendBytes.
 */
void addWholeStep(const Scenario& s, Results& r);

} // namespace shardscope
