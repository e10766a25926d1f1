#include "cluster.h"

#include <algorithm>
#include <numeric>

namespace shardscope {

long long scaleUpChips(const Scenario& s) {
    return s.hardware.switched() ? s.hardware.nodeChips : s.chips;
}

long long nodesTouched(long long size, long long stride, long long nodeChips) {
    if (nodeChips <= 0 || size <= 1 || stride * size <= nodeChips)
        return 1;
    if (stride >= nodeChips)
        return size; // every member on a node of its own
    // Members `stride` apart: a node holds nodeChips / stride of them.
    return size / std::gcd(size, nodeChips / stride);
}

ClusterLayout clusterLayout(const Scenario& s, long long data, long long tp, long long pp,
                            long long shard) {
    return clusterLayout(s, s.placement, data, tp, pp, shard);
}

ClusterLayout clusterLayout(const Scenario& s, const std::vector<ParallelAxis>& placement,
                            long long data, long long tp, long long pp, long long shard) {
    ClusterLayout c;
    c.nodeChips = scaleUpChips(s);
    c.nodes = (s.chips + c.nodeChips - 1) / c.nodeChips;
    long long stride = 1;
    auto place = [&](GroupPlacement& g, long long size) {
        g.size = size;
        g.stride = stride;
        g.nodes = nodesTouched(size, stride, c.nodeChips);
        stride *= size;
    };
    for (ParallelAxis axis : placement) {
        switch (axis) {
        case ParallelAxis::Tp:
            place(c.tp, tp);
            break;
        case ParallelAxis::Pp:
            place(c.pp, pp);
            break;
        case ParallelAxis::Fsdp:
            // CP takes the innermost ways of the shard group, EP the next ones; HSDP: the shard
            // group takes the inner chips, its replicas the outer ones.
            c.cp = {s.cp, stride, nodesTouched(s.cp, stride, c.nodeChips)};
            c.ep = {s.ep, stride * s.cp, nodesTouched(s.ep, stride * s.cp, c.nodeChips)};
            place(c.fsdp, shard);
            place(c.replicas, data / shard);
            break;
        }
    }
    return c;
}

ClusterLayout clusterLayout(const Scenario& s) {
    return clusterLayout(s, s.dataWays(), s.tp, s.pp, s.shardWays());
}

double stageSendSeconds(const Scenario& s, double bytes, const GroupPlacement& stages) {
    const Hardware& h = s.hardware;
    if (!h.switched())
        return bytes / h.iciBw;
    return stages.tier() == Tier::Network ? bytes / h.scaleoutBw : bytes / (h.iciBw / 2);
}

double onceAStepSyncSeconds(const LayerSetup& setup, const Split& split,
                            const GroupPlacement& replicas, double gradBytes, int zeroStage) {
    const long long shard = split.shard();
    const double zero =
        zeroStage >= 3 ? 0 : groupSeconds(setup, 2 * gradBytes, shard, split.mx, split.xNodes);
    return zero +
           groupSeconds(setup, 2 * gradBytes / double(shard), replicas.size, 1, replicas.nodes);
}

double allToAllSeconds(const Scenario& s, double bytes, const GroupPlacement& group) {
    const Hardware& h = s.hardware;
    const double g = double(group.size);
    if (group.size <= 1 || bytes <= 0)
        return 0;
    if (!h.switched()) // each of the g − 1 parts travels g/4 hops on average, both ways round
        return bytes * g / (4 * h.iciBw);
    const double inNode = g / double(group.nodes); // members sharing a node
    const Model& m = s.model;
    if (m.expertNodesPerToken > 0 && m.expertsPerToken > 0) {
        // Node-limited routing: a token's k copies lie in at most M nodes; each of them it
        // reaches once through the network (its own node is one of the n with chance M/n) and
        // the copies go on over NVLink to their experts (docs/model.md#node-limited-routing).
        const double k = double(m.expertsPerToken), n = double(group.nodes);
        const double nodesReached = std::min({k, double(m.expertNodesPerToken), n});
        const double offNode = bytes / k * nodesReached * (n - 1) / n / h.scaleoutBw;
        const double onNode = bytes * (inNode - 1) / inNode / (h.iciBw / 2);
        return std::max(offNode, onNode);
    }
    const double offNode = bytes * (g - inNode) / g / h.scaleoutBw;
    const double onNode = bytes * (inNode - 1) / g / (h.iciBw / 2);
    return std::max(offNode, onNode);
}

double contextRingSeconds(const Scenario& s, double chunkBytes, const GroupPlacement& group) {
    if (group.size <= 1 || chunkBytes <= 0)
        return 0;
    return double(group.size - 1) * stageSendSeconds(s, chunkBytes, group);
}

TrainingCost trainingCost(const Scenario& s, double stepSeconds) {
    TrainingCost c;
    c.chipHours =
        double(s.chips * s.pods) * stepSeconds * (s.trainingTokens / s.batchTokens) / 3600;
    if (s.hardware.pricePerChipHour)
        c.costUsd = c.chipHours * *s.hardware.pricePerChipHour;
    return c;
}

const char* tierId(Tier tier) {
    return tier == Tier::Network ? "network" : "node";
}

} // namespace shardscope
