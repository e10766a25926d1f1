#include "common/format.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <cmath>

namespace shardscope::format {

namespace {

// value/scale with the unit whose scale fits best; `units` are ascending.
struct Text {
    const char* source;            // "%1 ms"
    const char* comment = nullptr; // tells equal patterns apart: "%1 B" is bytes or billions
};
struct Unit {
    double scale;
    Text text;
};

template <size_t N> QString scaled(double v, const Unit (&units)[N], int significant = 3) {
    const Unit* pick = &units[0];
    for (const Unit& u : units)
        if (std::fabs(v) >= u.scale * 0.9995)
            pick = &u;
    return QCoreApplication::translate("shardscope::format", pick->text.source, pick->text.comment)
        .arg(number(v / pick->scale, significant));
}

} // namespace

QString number(double value, int significant) {
    if (!std::isfinite(value))
        return QStringLiteral("—");
    const QLocale locale;
    const double magnitude = std::fabs(value);
    if (magnitude >= 1e15 || (magnitude > 0 && magnitude < 1e-3))
        return scientific(value, significant);
    // Digits before the point; negative for 0.001 (-2), so small values keep `significant` digits.
    const int digits = magnitude > 0 ? int(std::floor(std::log10(magnitude))) + 1 : 1;
    const int decimals = std::max(0, significant - digits);
    const double rounded = std::round(value * std::pow(10, decimals)) / std::pow(10, decimals);
    QString text = locale.toString(rounded, 'f', decimals);
    if (decimals > 0) { // 1.20 -> 1.2, 10.0 -> 10: trailing zeros say nothing
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(locale.decimalPoint()))
            text.chop(locale.decimalPoint().size());
    }
    return text;
}

QString scientific(double value, int significant) {
    if (!std::isfinite(value))
        return QStringLiteral("—");
    if (value == 0)
        return QStringLiteral("0");
    int exponent = int(std::floor(std::log10(std::fabs(value))));
    double mantissa = value / std::pow(10, exponent);
    if (std::fabs(std::round(mantissa * std::pow(10, significant - 1))) >=
        std::pow(10, significant)) {
        mantissa /= 10; // 9.996 rounds up to 10.0: write 1·10^(e+1)
        ++exponent;
    }
    static const QString superscripts = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    QString power;
    for (QChar c : QString::number(std::abs(exponent)))
        power += superscripts.at(c.digitValue());
    if (exponent < 0)
        power.prepend(QChar(0x207B)); // superscript minus
    const QString times10 = QStringLiteral("10") + power;
    if (std::fabs(std::fabs(mantissa) - 1) < 0.5 * std::pow(10, 1 - significant))
        return mantissa < 0 ? QStringLiteral("−") + times10 : times10;
    return number(mantissa, significant) + QStringLiteral("·") + times10;
}

QString plain(double value) {
    return number(value, 3);
}

QString seconds(double s) {
    static const Unit units[] = {
        {1e-12, {QT_TRANSLATE_NOOP("shardscope::format", "%1 ps")}},
        {1e-9, {QT_TRANSLATE_NOOP("shardscope::format", "%1 ns")}},
        {1e-6, {QT_TRANSLATE_NOOP("shardscope::format", "%1 µs")}},
        {1e-3, {QT_TRANSLATE_NOOP("shardscope::format", "%1 ms")}},
        {1, {QT_TRANSLATE_NOOP("shardscope::format", "%1 s")}},
        {3600, {QT_TRANSLATE_NOOP("shardscope::format", "%1 h")}},
        {86400, {QT_TRANSLATE_NOOP("shardscope::format", "%1 days")}},
        {86400 * 365.0, {QT_TRANSLATE_NOOP("shardscope::format", "%1 years")}}};
    if (s == 0) // nothing exposed, no bubble: "0 s", not "0 ps"
        return QCoreApplication::translate("shardscope::format", units[4].text.source).arg(0);
    return scaled(s, units);
}

QString percent(double fraction) {
    return number(fraction * 100, 3) + QStringLiteral(" %");
}

QString tokens(double t) {
    return count(t);
}

QString count(double n, int significant) {
    // Chinese groups large numbers by 10^4: 43.5 万, 7.06 亿, 15 万亿. These are the
    // language's own digits' names, as QLocale's separators are, not translatable text.
    if (QLocale().language() == QLocale::Chinese) {
        static const Unit myriads[] = {
            {1, {"%1"}}, {1e4, {"%1 万"}}, {1e8, {"%1 亿"}}, {1e12, {"%1 万亿"}}};
        const Unit* pick = &myriads[0];
        for (const Unit& u : myriads)
            if (std::fabs(n) >= u.scale * 0.9995)
                pick = &u;
        // Within a myriad group there are no thousands separators: 1000 万, not 1,000 万.
        const QString digits =
            number(n / pick->scale, significant).remove(QLocale().groupSeparator());
        return QString::fromUtf8(pick->text.source).arg(digits);
    }
    static const Unit units[] = {
        {1, QT_TRANSLATE_NOOP3("shardscope::format", "%1", "count")},
        {1e3, QT_TRANSLATE_NOOP3("shardscope::format", "%1 k", "count: thousand")},
        {1e6, QT_TRANSLATE_NOOP3("shardscope::format", "%1 M", "count: million")},
        {1e9, QT_TRANSLATE_NOOP3("shardscope::format", "%1 B", "count: billion")},
        {1e12, QT_TRANSLATE_NOOP3("shardscope::format", "%1 T", "count: trillion")},
        {1e15, QT_TRANSLATE_NOOP3("shardscope::format", "%1 P", "count: quadrillion")}};
    return scaled(n, units, significant);
}

QString bytes(double b) {
    static const Unit units[] = {{1, QT_TRANSLATE_NOOP3("shardscope::format", "%1 B", "bytes")},
                                 {1e3, {QT_TRANSLATE_NOOP("shardscope::format", "%1 kB")}},
                                 {1e6, {QT_TRANSLATE_NOOP("shardscope::format", "%1 MB")}},
                                 {1e9, {QT_TRANSLATE_NOOP("shardscope::format", "%1 GB")}},
                                 {1e12, {QT_TRANSLATE_NOOP("shardscope::format", "%1 TB")}},
                                 {1e15, {QT_TRANSLATE_NOOP("shardscope::format", "%1 PB")}}};
    return scaled(b, units);
}

QString flops(double f) {
    static const Unit units[] = {{1, {QT_TRANSLATE_NOOP("shardscope::format", "%1 FLOP/s")}},
                                 {1e9, {QT_TRANSLATE_NOOP("shardscope::format", "%1 GFLOP/s")}},
                                 {1e12, {QT_TRANSLATE_NOOP("shardscope::format", "%1 TFLOP/s")}},
                                 {1e15, {QT_TRANSLATE_NOOP("shardscope::format", "%1 PFLOP/s")}}};
    return scaled(f, units);
}

QString compact(double v) {
    return count(v, 2);
}

bool parseTokens(const QString& text, double* value) {
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*([0-9][0-9\\s\\x{00a0}\\x{202f},._']*(?:[eE][+-]?[0-9]+)?)\\s*"
                       "([kKmMgGtT]i?)?\\s*$"));
    const auto match = pattern.match(text);
    if (!match.hasMatch())
        return false;
    QString digits = match.captured(1);
    digits.remove(QRegularExpression(QStringLiteral("[\\s\\x{00a0}\\x{202f}_']")));
    // A comma is a decimal comma unless it groups thousands (4,194,304).
    if (digits.count(QLatin1Char(',')) == 1 && !digits.contains(QLatin1Char('.')) &&
        !QRegularExpression(QStringLiteral(",\\d{3}$")).match(digits).hasMatch())
        digits.replace(QLatin1Char(','), QLatin1Char('.'));
    else
        digits.remove(QLatin1Char(','));
    bool ok = false;
    double v = digits.toDouble(&ok);
    if (!ok)
        return false;
    const QString suffix = match.captured(2).toLower();
    if (!suffix.isEmpty()) {
        const int power = QStringLiteral("kmgt").indexOf(suffix.at(0)) + 1;
        v *= suffix.endsWith(QLatin1Char('i')) ? std::pow(1024.0, power) : std::pow(1000.0, power);
    }
    if (!std::isfinite(v) || v <= 0)
        return false;
    *value = v;
    return true;
}

QString fsdpWays(const Scenario& s) {
    return s.cp > 1 ? QStringLiteral("%1 × CP %2").arg(s.fsdp).arg(s.cp) : QString::number(s.fsdp);
}

QString placement(const std::vector<ParallelAxis>& order, const QString& separator) {
    QStringList names;
    for (ParallelAxis axis : order)
        names << QString::fromLatin1(choiceId(parallelAxisIds, axis)).toUpper();
    return names.join(separator);
}

} // namespace shardscope::format
