#include "scenario.h"

#include "presets.h"

#include <algorithm>
#include <functional>
#include <numeric>

namespace shardscope {

std::optional<MemoryRecipe> memoryRecipe(const std::string& id) {
    // docs/model.md#recipes: the book's 2 + 8 (ch. 5 §DP), mixed precision
    // 2 + 2 + 12, and 2 + 4 + 4 + 4 + 4 with fp32 gradients.
    if (id == "book-10")
        return MemoryRecipe{id, 2, 0, 8};
    if (id == "mixed-16")
        return MemoryRecipe{id, 2, 2, 12};
    if (id == "notes-18")
        return MemoryRecipe{id, 2, 4, 12};
    return std::nullopt;
}

const std::vector<std::vector<ParallelAxis>>& placementOrders() {
    static const std::vector<std::vector<ParallelAxis>> orders = [] {
        std::vector<std::vector<ParallelAxis>> all{Scenario::defaultPlacement()};
        std::vector<ParallelAxis> order = Scenario::defaultPlacement();
        std::sort(order.begin(), order.end());
        do {
            if (order != all.front())
                all.push_back(order);
        } while (std::next_permutation(order.begin(), order.end()));
        return all;
    }();
    return orders;
}

void keepPrecisionRunnable(Scenario& s) {
    if (!s.hardware.fp8Flops)
        s.precision = Precision::Bf16;
}

void keepGroupsDividing(Scenario& s) {
    if (s.hsdp > 0)
        s.hsdp = largestDivisorAtMost(s.fsdp, s.hsdp);
    if (s.hsdp == s.fsdp)
        s.hsdp = 0;
    const long long experts = s.model.moe() ? s.model.experts : 1;
    s.ep = largestDivisorAtMost(std::gcd(s.shardGroup(), experts), s.ep);
    if (!s.model.moe())
        s.capacityFactor = 1; // no experts to balance
}

Scenario withTp(Scenario s, long long tp) {
    s.tp = tp;
    s.fsdp = s.splitChips() / tp;
    keepGroupsDividing(s);
    return s;
}

long long contextWaysDivide(const Scenario& s) {
    return std::gcd(s.chips / s.pp, s.seqLen);
}

Scenario withCp(Scenario s, long long cp) {
    s.cp = largestDivisorAtMost(contextWaysDivide(s), cp);
    return withTp(s, largestDivisorAtMost(s.splitChips(), s.tp));
}

Scenario withChips(Scenario s, long long chips) {
    s.chips = chips;
    s.meshGiven = false;
    s.mesh.clear();
    if (chips % s.pp != 0)
        s.pp = 1;
    return withCp(s, s.cp);
}

long long largestDivisorAtMost(long long n, long long cap) {
    long long d = std::clamp<long long>(cap, 1, std::max<long long>(n, 1));
    while (n % d != 0)
        --d;
    return d;
}

Scenario defaultScenario() {
    Scenario s;
    s.hardware = findHardwarePreset(s.hardwarePreset)->value;
    s.model = findModelPreset(s.modelPreset)->value;
    s.recipe = *memoryRecipe("book-10");
    return s;
}

std::vector<long long> deriveMesh(long long chips, const std::vector<long long>& physical) {
    const size_t dims = std::max<size_t>(1, physical.size());
    long long product = 1;
    for (long long d : physical)
        product *= d;
    if (product == chips)
        return physical;

    // Depth-first over non-decreasing factors; keep the one with the smallest max/min.
    std::vector<long long> best, current;
    double bestRatio = 0;
    std::function<void(long long, long long)> search = [&](long long rest, long long from) {
        const size_t left = dims - current.size();
        if (left == 1) {
            current.push_back(rest);
            const double ratio = double(rest) / double(current.front());
            if (best.empty() || ratio < bestRatio) {
                best = current;
                bestRatio = ratio;
            }
            current.pop_back();
            return;
        }
        // The remaining `left` factors are all >= f, so f^left <= rest.
        auto fits = [&](long long f) {
            long long p = 1;
            for (size_t i = 0; i < left && p <= rest; ++i)
                p *= f;
            return p <= rest;
        };
        for (long long f = from; fits(f); ++f) {
            if (rest % f != 0)
                continue;
            current.push_back(f);
            search(rest / f, f);
            current.pop_back();
        }
    };
    search(chips, 1);
    return best.empty() ? std::vector<long long>{chips} : best;
}

namespace {

void factorizations(long long rest, long long largest, size_t axesLeft,
                    std::vector<long long>& current, std::vector<std::vector<long long>>& out) {
    if (rest == 1) {
        out.push_back(current);
        return;
    }
    if (axesLeft == 0)
        return;
    for (long long f = std::min(rest, largest); f >= 2; --f) {
        if (rest % f != 0)
            continue;
        current.push_back(f);
        factorizations(rest / f, f, axesLeft - 1, current, out);
        current.pop_back();
    }
}

} // namespace

std::vector<std::vector<long long>>
meshShapes(long long chips, const std::vector<long long>& physical, size_t limit) {
    if (chips == 1)
        return {{1}};
    std::vector<std::vector<long long>> shapes;
    std::vector<long long> current;
    factorizations(chips, chips, std::max<size_t>(1, physical.size()), current, shapes);
    // Most even first (largest axis over smallest); fewer axes first on a tie.
    auto spread = [](const std::vector<long long>& d) {
        return double(d.front()) / double(d.back());
    };
    std::stable_sort(shapes.begin(), shapes.end(), [&](const auto& a, const auto& b) {
        return spread(a) != spread(b) ? spread(a) < spread(b) : a.size() < b.size();
    });
    if (shapes.size() > limit)
        shapes.resize(limit);
    return shapes;
}

} // namespace shardscope
