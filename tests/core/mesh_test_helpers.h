#pragma once

// What both mesh tests need: a small pod with a given physical mesh and split, a strategy's
// split of it, and a block written as rows and columns.
#include "mesh_layout.h"
#include "presets.h"

#include <QMetaType>

#include <vector>

Q_DECLARE_METATYPE(shardscope::Strategy)

namespace shardscope::meshtest {

// A pod with a given physical mesh and split; a small plain-MLP model unless changed.
inline Scenario meshScenario(std::vector<long long> mesh, long long fsdp, long long tp,
                             long long pp = 1, long long d = 8, long long f = 16,
                             double batch = 32) {
    Scenario s = defaultScenario();
    s.mesh = mesh;
    s.meshGiven = true;
    s.chips = 1;
    for (long long m : mesh)
        s.chips *= m;
    s.fsdp = fsdp;
    s.tp = tp;
    s.pp = pp;
    s.model.dModel = d;
    s.model.dFf = f;
    s.model.layers = 4 * pp;
    s.model.gatedMlp = false;
    s.batchTokens = batch;
    return s;
}

inline MeshSplit splitOf(const Scenario& s, Strategy strategy) {
    MeshSplit m = meshSplit(s);
    m.strategy = strategy;
    m.zeroStage = strategy == Strategy::DP ? 0 : 3;
    return m;
}

inline Block blk(long long r0, long long r1, long long c0, long long c1) {
    return {{r0, r1}, {c0, c1}};
}

} // namespace shardscope::meshtest
