// Colours everyone can tell apart: every pair of colours that share a figure, in every theme,
// seen with normal vision and simulated protanopia, deuteranopia and tritanopia, must be at
// least kMinDeltaE00 apart in CIEDE2000.
//
// Why 10: a CIEDE2000 difference of about 1 is the smallest a trained eye sees between two
// large patches side by side; ~2-3 is "noticeable" to anyone. Curves are thin lines and
// markers, often far apart on the plot and matched against a small legend swatch, so a
// difference has to survive small areas and a glance: we ask five times "noticeable",
// ΔE00 ≥ 10, "clearly distinguishable at a glance". The old palette's comms red against its
// best-split green (#d62728 / #2ca02c) is 4.6 under deuteranopia: a row below checks that
// such a pair fails.
//
// Simulation: Machado, Oliveira & Fernandes (2009), "A physiologically-based model for
// simulation of color vision deficiency", IEEE TVCG 15(6), the severity 1.0 matrices, applied
// to linear RGB. Colour difference: Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference
// formula: implementation notes, supplementary test data, and mathematical observations",
// Color Res. Appl. 30(1), with three of its published test pairs as rows.
#include "common/theme.h"
#include "failonqtwarnings.h"
#include "testarea.h"

#include <QtTest>

#include <array>
#include <cmath>

using namespace shardscope;

namespace {

constexpr double kMinDeltaE00 = 10.0;
constexpr double kPi = 3.14159265358979323846;

struct Lab {
    double L, a, b;
};

enum class Vision { Normal, Protanopia, Deuteranopia, Tritanopia };
using Matrix = std::array<std::array<double, 3>, 3>;

// Machado et al. 2009, Table 1, severity 1.0 (rows: R', G', B' from linear R, G, B).
const Matrix kProtanopia{{{0.152286, 1.052583, -0.204868},
                          {0.114503, 0.786281, 0.099216},
                          {-0.003882, -0.048116, 1.051998}}};
const Matrix kDeuteranopia{{{0.367322, 0.860646, -0.227968},
                            {0.280085, 0.672501, 0.047413},
                            {-0.011820, 0.042940, 0.968881}}};
const Matrix kTritanopia{{{1.255528, -0.076749, -0.178779},
                          {-0.078411, 0.930809, 0.147602},
                          {0.004733, 0.691367, 0.303900}}};

double toLinear(double c) {
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double degrees(double radians) {
    return radians * 180.0 / kPi;
}
double radians(double degrees) {
    return degrees * kPi / 180.0;
}

// sRGB (D65) -> linear RGB -> simulated -> XYZ -> CIELAB.
Lab toLab(const QColor& colour, Vision vision) {
    std::array<double, 3> rgb{toLinear(colour.redF()), toLinear(colour.greenF()),
                              toLinear(colour.blueF())};
    if (vision != Vision::Normal) {
        const Matrix& m = vision == Vision::Protanopia     ? kProtanopia
                          : vision == Vision::Deuteranopia ? kDeuteranopia
                                                           : kTritanopia;
        std::array<double, 3> out{};
        for (int i = 0; i < 3; ++i)
            out[i] = std::clamp(m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2], 0.0, 1.0);
        rgb = out;
    }
    const double X = 0.4124564 * rgb[0] + 0.3575761 * rgb[1] + 0.1804375 * rgb[2];
    const double Y = 0.2126729 * rgb[0] + 0.7151522 * rgb[1] + 0.0721750 * rgb[2];
    const double Z = 0.0193339 * rgb[0] + 0.1191920 * rgb[1] + 0.9503041 * rgb[2];
    auto f = [](double t) {
        return t > 216.0 / 24389.0 ? std::cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0;
    };
    const double fx = f(X / 0.95047), fy = f(Y / 1.0), fz = f(Z / 1.08883);
    return {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

// Sharma et al. 2005, equations (1)-(22), kL = kC = kH = 1.
double ciede2000(const Lab& x, const Lab& y) {
    const double C1 = std::hypot(x.a, x.b), C2 = std::hypot(y.a, y.b);
    const double Cbar7 = std::pow((C1 + C2) / 2, 7);
    const double G = 0.5 * (1 - std::sqrt(Cbar7 / (Cbar7 + std::pow(25.0, 7))));
    const double a1 = (1 + G) * x.a, a2 = (1 + G) * y.a;
    const double c1 = std::hypot(a1, x.b), c2 = std::hypot(a2, y.b);
    auto hue = [](double b, double a) {
        if (a == 0 && b == 0)
            return 0.0;
        const double h = degrees(std::atan2(b, a));
        return h < 0 ? h + 360 : h;
    };
    const double h1 = hue(x.b, a1), h2 = hue(y.b, a2);
    const double dL = y.L - x.L, dC = c2 - c1;
    double dh = 0;
    if (c1 * c2 != 0) {
        dh = h2 - h1;
        if (dh > 180)
            dh -= 360;
        else if (dh < -180)
            dh += 360;
    }
    const double dH = 2 * std::sqrt(c1 * c2) * std::sin(radians(dh / 2));
    const double Lbar = (x.L + y.L) / 2, cbar = (c1 + c2) / 2;
    double hbar = h1 + h2;
    if (c1 * c2 != 0) {
        if (std::abs(h1 - h2) <= 180)
            hbar = (h1 + h2) / 2;
        else
            hbar = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
    }
    const double T = 1 - 0.17 * std::cos(radians(hbar - 30)) + 0.24 * std::cos(radians(2 * hbar)) +
                     0.32 * std::cos(radians(3 * hbar + 6)) -
                     0.20 * std::cos(radians(4 * hbar - 63));
    const double dTheta = 30 * std::exp(-std::pow((hbar - 275) / 25, 2));
    const double cbar7 = std::pow(cbar, 7);
    const double RC = 2 * std::sqrt(cbar7 / (cbar7 + std::pow(25.0, 7)));
    const double SL = 1 + 0.015 * std::pow(Lbar - 50, 2) / std::sqrt(20 + std::pow(Lbar - 50, 2));
    const double SC = 1 + 0.045 * cbar, SH = 1 + 0.015 * cbar * T;
    const double RT = -std::sin(radians(2 * dTheta)) * RC;
    const double l = dL / SL, c = dC / SC, h = dH / SH;
    return std::sqrt(l * l + c * c + h * h + RT * c * h);
}

struct Swatch {
    QString role;
    QColor colour;
};
using Swatches = QList<Swatch>;

Swatch curve(const Theme& t, Curve c, const char* role) {
    return {QString::fromLatin1(role), t.colour(c)};
}

// The colours that share each figure (what a reader must tell apart there), from the theme.
QList<QPair<QString, Swatches>> figureColours(const Theme& t) {
    const Swatch bg{QStringLiteral("background"), t.background};
    const Swatch compute = curve(t, Curve::Compute, "compute"),
                 backward = curve(t, Curve::ComputeBackward, "backward"),
                 dp = curve(t, Curve::DP, "dp"), fsdp = curve(t, Curve::FSDP, "fsdp"),
                 tp = curve(t, Curve::TP, "tp"), best = curve(t, Curve::Best, "best"),
                 current = curve(t, Curve::Current, "current"),
                 buffers = curve(t, Curve::Buffers, "buffers");
    const MeshColours& m = t.mesh;
    return {
        {QStringLiteral("compute-vs-comms"), {bg, compute, backward, dp, fsdp, tp, best, current}},
        {QStringLiteral("ratio"), {bg, fsdp, tp, best, current}},
        {QStringLiteral("split-sweep"), {bg, compute, fsdp, tp, best, current}},
        {QStringLiteral("roofline"), {bg, fsdp, tp, best, current}},
        {QStringLiteral("memory"), {bg, fsdp, tp, dp, best, buffers, current}},
        // The timeline and its key: one colour per kind of step, and the idle grey.
        {QStringLiteral("mesh steps"),
         {{QStringLiteral("mesh background"), m.background},
          {QStringLiteral("matmul"), m.matmul},
          {QStringLiteral("all-gather"), m.allGather},
          {QStringLiteral("reduce-scatter"), m.reduceScatter},
          {QStringLiteral("all-reduce"), m.allReduce},
          {QStringLiteral("muted"), m.muted}}},
        // The group outlines over the chips (drawn as frames, unlike the filled step swatches).
        {QStringLiteral("mesh outlines"),
         {{QStringLiteral("mesh background"), m.background},
          {QStringLiteral("fsdp outline"), m.fsdpOutline},
          {QStringLiteral("tp outline"), m.tpOutline},
          {QStringLiteral("hover ink"), m.ink},
          {QStringLiteral("replicated"), m.replicated}}},
    };
}

const char* visionName(Vision v) {
    switch (v) {
    case Vision::Protanopia:
        return "protanopia";
    case Vision::Deuteranopia:
        return "deuteranopia";
    case Vision::Tritanopia:
        return "tritanopia";
    case Vision::Normal:
        break;
    }
    return "normal";
}

// The closest pair of `swatches` as seen with `vision`.
double closestPair(const Swatches& swatches, Vision vision, QString* which) {
    double least = 1e9;
    for (int i = 0; i < swatches.size(); ++i)
        for (int j = i + 1; j < swatches.size(); ++j) {
            const double d =
                ciede2000(toLab(swatches[i].colour, vision), toLab(swatches[j].colour, vision));
            if (d < least) {
                least = d;
                *which = QStringLiteral("%1 %2 vs %3 %4 (ΔE00 %5)")
                             .arg(swatches[i].role, swatches[i].colour.name(), swatches[j].role,
                                  swatches[j].colour.name())
                             .arg(d, 0, 'f', 1);
            }
        }
    return least;
}

} // namespace

Q_DECLARE_METATYPE(Lab)
Q_DECLARE_METATYPE(Vision)
Q_DECLARE_METATYPE(Swatches)

class TestColour : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { testing::failOnQtWarnings(); }
    void sharmaPairs_data();
    void sharmaPairs();
    void greysStayGrey();
    void figureColoursApart_data();
    void figureColoursApart();
    void secondCue();
};

void TestColour::sharmaPairs_data() {
    QTest::addColumn<Lab>("first");
    QTest::addColumn<Lab>("second");
    QTest::addColumn<double>("expected");
    // Sharma et al. 2005, Table 1, pairs 1, 17 and 25.
    QTest::addRow("pair 1") << Lab{50.0, 2.6772, -79.7751} << Lab{50.0, 0.0, -82.7485} << 2.0425;
    QTest::addRow("pair 17") << Lab{50.0, 2.5, 0.0} << Lab{73.0, 25.0, -18.0} << 27.1492;
    QTest::addRow("pair 25") << Lab{60.2574, -34.0099, 36.2677} << Lab{60.4626, -34.1751, 39.4387}
                             << 1.2644;
}

void TestColour::sharmaPairs() {
    QFETCH(Lab, first);
    QFETCH(Lab, second);
    QFETCH(double, expected);
    QVERIFY2(std::abs(ciede2000(first, second) - expected) < 1e-4,
             qPrintable(QString::number(ciede2000(first, second), 'f', 6)));
    QVERIFY(std::abs(ciede2000(second, first) - expected) < 1e-4); // symmetric
}

// Each row of a Machado matrix sums to 1: white and black look the same to everyone.
void TestColour::greysStayGrey() {
    for (Vision v : {Vision::Protanopia, Vision::Deuteranopia, Vision::Tritanopia})
        for (const QColor& grey : {QColor(Qt::white), QColor(Qt::black), QColor(0x80, 0x80, 0x80)})
            QVERIFY2(ciede2000(toLab(grey, Vision::Normal), toLab(grey, v)) < 0.05, visionName(v));
    // ... and a red/green pair collapses under deuteranopia (the model does something).
    QVERIFY(ciede2000(toLab(QColor(0xd6, 0x27, 0x28), Vision::Deuteranopia),
                      toLab(QColor(0x2c, 0xa0, 0x2c), Vision::Deuteranopia)) <
            ciede2000(toLab(QColor(0xd6, 0x27, 0x28), Vision::Normal),
                      toLab(QColor(0x2c, 0xa0, 0x2c), Vision::Normal)) /
                5);
}

void TestColour::figureColoursApart_data() {
    QTest::addColumn<Swatches>("swatches");
    QTest::addColumn<Vision>("vision");
    QTest::addColumn<bool>("apart");
    for (ThemeName name : Theme::all())
        for (bool projector : {false, true})
            for (const auto& [figure, swatches] : figureColours(Theme::make(name, projector)))
                for (Vision v :
                     {Vision::Normal, Vision::Protanopia, Vision::Deuteranopia, Vision::Tritanopia})
                    QTest::addRow("%s%s %s %s", qPrintable(Theme::id(name)),
                                  projector ? " projector" : "", qPrintable(figure), visionName(v))
                        << swatches << v << true;
    // The test can fail: red against green, as the old palette had them, under deuteranopia.
    const Swatches redGreen{{QStringLiteral("red"), QColor(0xd6, 0x27, 0x28)},
                            {QStringLiteral("green"), QColor(0x2c, 0xa0, 0x2c)}};
    QTest::addRow("known bad: red vs green, deuteranopia")
        << redGreen << Vision::Deuteranopia << false;
    QTest::addRow("known bad: red vs green, normal vision is fine")
        << redGreen << Vision::Normal << true;
}

void TestColour::figureColoursApart() {
    QFETCH(Swatches, swatches);
    QFETCH(Vision, vision);
    QFETCH(bool, apart);
    QString which;
    const double least = closestPair(swatches, vision, &which);
    QVERIFY2((least >= kMinDeltaE00) == apart, qPrintable(which));
}

// Colour is never the only cue: the strategies differ in line style or marker too.
void TestColour::secondCue() {
    for (ThemeName name : Theme::all()) {
        const Theme t = Theme::make(name);
        const Curve strategies[] = {
            Curve::Compute, Curve::ComputeBackward, Curve::DP, Curve::FSDP, Curve::TP, Curve::Best};
        for (Curve a : strategies)
            for (Curve b : strategies)
                if (a != b)
                    QVERIFY(t.curve(a).line != t.curve(b).line ||
                            t.curve(a).marker != t.curve(b).marker);
    }
}

SHARDSCOPE_TEST_MAIN(TestColour)
#include "tst_colour.moc"
