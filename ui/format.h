#pragma once

#include <QString>

namespace shardscope::format {

/** Numbers for people, in the current locale (decimal comma in Russian). */
QString number(double value, int significant = 3);
/** 435 µs, 1.2 ms, 3.4 s, 2.1 h, 17 days. */
QString seconds(double s);
/** Counts of things: 850, 435 k, 52.1 M, 70.6 B, 6.3 T (B = billion, as the book writes). */
QString count(double n);
/** 850, 435 k, 1.05 M tokens (without the word). */
QString tokens(double t);
/** 96 GB, 1.26 TB (decimal units, as the book counts). */
QString bytes(double b);
/** 459 TFLOP/s. */
QString flops(double f);
/** Short tick label for a log axis: 10, 1k, 1M, 1G. */
QString compact(double v);

/**
 * Reads a token count as people write it: 4194304, 4e6, 4 194 304, 4M, 4k,
 * 4Mi (binary), 1.5G. Returns false for anything else, zero or negative.
 */
bool parseTokens(const QString& text, double* value);

} // namespace shardscope::format
