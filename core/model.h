#pragma once

#include <string>

namespace shardscope {

/** A dense LLaMA-style transformer; sizes are counts, not bytes. */
struct Model {
    std::string name;
    long long dModel = 0;  ///< D
    long long dFf = 0;     ///< F
    long long layers = 0;  ///< L
    long long heads = 0;   ///< query heads n_q
    long long kvHeads = 0; ///< key/value heads n_kv
    long long headDim = 0; ///< H
    long long vocab = 0;   ///< V
    bool gatedMlp = true;  ///< three MLP matrices (SwiGLU) instead of two

    bool operator==(const Model&) const = default;
};

/** Parameter counts by part (untied embeddings), ch. 6; docs/model.md#parameters. */
struct ParamCount {
    double mlp = 0;
    double attention = 0;
    double vocab = 0;
    double total() const { return mlp + attention + vocab; }
};

ParamCount countParams(const Model& m);

} // namespace shardscope
