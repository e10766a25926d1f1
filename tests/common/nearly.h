#pragma once
// Relative comparison of a computed number with one derived in the test's comment.
#include <QtTest>

#include <cmath>

namespace shardscope::testing {

/** |actual − expected| ≤ rel · |expected|. */
inline bool nearRel(double actual, double expected, double rel) {
    return std::abs(actual - expected) <= rel * std::abs(expected);
}

} // namespace shardscope::testing

/** Fails with both numbers written out when they differ by more than `rel` of `expected`. */
#define QVERIFY_NEAR(actual, expected, rel)                                                        \
    QVERIFY2(                                                                                      \
        shardscope::testing::nearRel(actual, expected, rel),                                       \
        qPrintable(QStringLiteral("%1 vs %2").arg(actual, 0, 'g', 15).arg(expected, 0, 'g', 15)))
