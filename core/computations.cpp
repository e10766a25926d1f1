#include "computations.h"

#include <array>
#include <atomic>

namespace shardscope {

namespace {
std::array<std::atomic<unsigned long long>, kComputationKinds> g_computations{};
} // namespace

void countComputation(Computation c) {
    g_computations[size_t(c)].fetch_add(1, std::memory_order_relaxed);
}

unsigned long long computationCount(Computation c) {
    return g_computations[size_t(c)].load(std::memory_order_relaxed);
}

} // namespace shardscope
