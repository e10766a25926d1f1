#pragma once

// docs/model.md#axis-mapping, written out again for tests: TP, then FSDP, then PP take
// gcd(ways left, room left) of each physical axis in turn. On an axis the coordinate is
// tp digit + t·(fsdp digit + f·stage digit); a logical index's digits run fastest on the first
// axis it takes.

#include <array>
#include <cstddef>
#include <numeric>
#include <vector>

namespace shardscope::testing {

struct AxisMapping {
    using Coord = std::array<int, 4>;
    std::vector<long long> mesh;
    std::array<std::array<long long, 4>, 3> ways{}; // [tp, fsdp, pp][axis]

    AxisMapping(std::vector<long long> m, long long fsdp, long long tp, long long pp) : mesh(m) {
        std::array<long long, 4> room{1, 1, 1, 1};
        for (std::size_t a = 0; a < mesh.size(); ++a)
            room[a] = mesh[a];
        const std::array<long long, 3> logical{tp, fsdp, pp};
        for (std::size_t l = 0; l < 3; ++l) {
            long long left = logical[l];
            for (std::size_t a = 0; a < 4; ++a) {
                ways[l][a] = std::gcd(left, room[a]);
                left /= ways[l][a];
                room[a] /= ways[l][a];
            }
        }
    }
    Coord coord(long long stage, long long fsdp, long long tp) const {
        Coord c{};
        for (std::size_t a = 0; a < 4; ++a) {
            const long long t = ways[0][a], f = ways[1][a], z = ways[2][a];
            c[a] = int(tp % t + t * (fsdp % f + f * (stage % z)));
            tp /= t;
            fsdp /= f;
            stage /= z;
        }
        return c;
    }
    // mesh_layout.h: index = c0 + m0·(c1 + m1·(c2 + m2·c3)).
    int index(const Coord& c) const {
        long long i = 0, stride = 1;
        for (std::size_t a = 0; a < 4; ++a) {
            i += c[a] * stride;
            stride *= a < mesh.size() ? mesh[a] : 1;
        }
        return int(i);
    }
};

} // namespace shardscope::testing
