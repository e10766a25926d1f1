#pragma once

#include "scenario.h"

#include <QString>

namespace shardscope::format {

/** Numbers for people, in the current locale (decimal comma in Russian). */
QString number(double value, int significant = 3);
/** 12 ps, 435 µs, 1.2 ms, 3.4 s, 2.1 h, 17 days. */
QString seconds(double s);
/** A number with no unit: 0.01, 850, 12 800; 3·10⁻⁵ and 2·10¹⁵ far out. Never SI prefixes. */
QString plain(double value);
/** value·10ⁿ with `significant` digits: 3.2·10⁻⁵, 10⁸. */
QString scientific(double value, int significant = 3);
/**
 * Counts of things in the reader's words: 435 k, 70.6 B in English; 435 тыс., 70,6 млрд
 * in Russian; 43.5 万, 706 亿 in Chinese (grouped by 10⁴).
 */
QString count(double n, int significant = 3);
/** Token counts: as count() (the word "tokens" is the caller's). */
QString tokens(double t);
/** 96 GB, 1.26 TB (decimal units, as the book counts). */
QString bytes(double b);
/** A fraction as a percentage with three significant digits: 0.751 → "75.1 %". */
QString percent(double fraction);
/** 459 TFLOP/s. */
QString flops(double f);
/** Short tick label for a log axis of counts: count() with two digits. */
QString compact(double v);

/** A placement order in the book's notation, innermost first: "TP · FSDP · PP". */
QString placement(const std::vector<ParallelAxis>& order, const QString& separator);

/** The number after "FSDP" in a split's name: "8", or "8 × CP 16" with context parallelism, so
 * that "FSDP %1 × TP %2" names every axis the chips split over. */
QString fsdpWays(const Scenario& s);

/**
 * Reads a token count as people write it: 4194304, 4e6, 4 194 304, 4M, 4k,
 * 4Mi (binary), 1.5G. Returns false for anything else, zero or negative.
 */
bool parseTokens(const QString& text, double* value);

} // namespace shardscope::format
