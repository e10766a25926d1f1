#include "model.h"

namespace shardscope {

ParamCount countParams(const Model& m) {
    const double d = double(m.dModel), f = double(m.dFf), l = double(m.layers);
    ParamCount p;
    // ch. 6 (docs/model.md#parameters): MLP 3·L·D·F (2 without the gate), attention
    // L·2·D·H·(n_q + n_kv), untied input and output embeddings 2·D·V.
    p.mlp = (m.gatedMlp ? 3 : 2) * l * d * f;
    p.attention = l * 2 * d * double(m.headDim) * double(m.heads + m.kvHeads);
    p.vocab = 2 * d * double(m.vocab);
    return p;
}

} // namespace shardscope
