#include "model.h"

namespace shardscope {

double Model::activeDFf() const {
    if (!moe())
        return double(dFf);
    const double perToken = double(expertsPerToken + sharedExperts) * double(expertDFf);
    return (double(denseLayers) * double(dFf) + double(moeLayers()) * perToken) / double(layers);
}

double routerParams(const Model& m) {
    return m.experts > 1 ? double(m.dModel) * double(m.experts) : 0;
}

ParamCount countParams(const Model& m) {
    const double d = double(m.dModel), f = double(m.dFf), l = double(m.layers);
    const double matrices = m.gatedMlp ? 3 : 2;
    ParamCount p;
    // ch. 6 (docs/model.md#parameters): MLP 3·L·D·F (2 without the gate), attention
    // L·2·D·H·(n_q + n_kv), untied input and output embeddings 2·D·V.
    p.mlp = matrices * l * d * f;
    p.attention = l * 2 * d * double(m.headDim) * double(m.heads + m.kvHeads);
    p.vocab = 2 * d * double(m.vocab);
    if (m.moe()) {
        // docs/model.md#experts: the dense layers keep F; a MoE layer has E + shared experts
        // of 3·D·F_e and a router.
        const double expert = matrices * d * double(m.expertDFf);
        const double moeLayers = double(m.moeLayers());
        p.routedExperts = moeLayers * double(m.experts) * expert;
        p.activeRouted = moeLayers * double(m.expertsPerToken) * expert;
        p.mlp = matrices * double(m.denseLayers) * d * f + p.routedExperts +
                moeLayers * (double(m.sharedExperts) * expert + routerParams(m));
    }
    return p;
}

} // namespace shardscope
