#pragma once

#include <string>

namespace shardscope {

/**
 * A LLaMA-style transformer, dense or a mixture of experts; sizes are counts, not bytes.
 * A mixture of experts (docs/model.md#experts) replaces the MLP of its last L − dense_layers
 * layers by `experts` routed experts, `expertsPerToken` of them per token, and
 * `sharedExperts` every token passes through, each an MLP of width `expertDFf`.
 */
struct Model {
    std::string name;
    long long dModel = 0;  ///< D
    long long dFf = 0;     ///< F (the dense layers' MLP)
    long long layers = 0;  ///< L
    long long heads = 0;   ///< query heads n_q
    long long kvHeads = 0; ///< key/value heads n_kv
    long long headDim = 0; ///< H
    long long vocab = 0;   ///< V
    bool gatedMlp = true;  ///< three MLP matrices (SwiGLU) instead of two

    long long experts = 0;         ///< E routed experts per MoE layer (0: a dense model)
    long long sharedExperts = 0;   ///< experts every token goes through
    long long expertsPerToken = 0; ///< k: routed experts a token goes to (top-k)
    long long expertDFf = 0;       ///< F_e: one expert's MLP width
    long long denseLayers = 0;     ///< leading layers with the dense MLP (DeepSeek-V3: 3)
    /// M: the nodes one token's routed experts may span, each reached once across the network
    /// and the copies forwarded inside it (node-limited routing; 0: no limit; DeepSeek-V3: 4)
    long long expertNodesPerToken = 0;

    bool moe() const { return experts > 0; }
    /** Layers whose MLP is experts. */
    long long moeLayers() const { return moe() ? layers - denseLayers : 0; }
    /** The MLP width a token passes through, averaged over the layers: F, or (k + shared)·F_e
     * in a MoE layer. */
    double activeDFf() const;

    bool operator==(const Model&) const = default;
};

/** Parameter counts by part (untied embeddings), ch. 6; docs/model.md#parameters. */
struct ParamCount {
    double mlp = 0; ///< dense MLPs, experts (routed and shared) and routers
    double attention = 0;
    double vocab = 0;
    double routedExperts = 0; ///< the routed experts' part of mlp
    double activeRouted = 0;  ///< the part of it one token passes through: k / E of it
    double total() const { return mlp + attention + vocab; }
    /** What one token passes through: the whole model less the routed experts it skips. */
    double active() const { return total() - routedExperts + activeRouted; }
};

ParamCount countParams(const Model& m);

/** Router weights of one MoE layer: D·E, none with a single expert (nothing to choose). */
double routerParams(const Model& m);

} // namespace shardscope
