#include "common/theme.h"

#include <algorithm>

namespace shardscope {

namespace {

// Okabe & Ito's palette ("Color Universal Design", 2008): told apart by people with any of
// the common colour-vision deficiencies; tests/ui/tst_colour.cpp checks every pair we use.
const QColor kOrange(0xe6, 0x9f, 0x00), kSkyBlue(0x56, 0xb4, 0xe9), kBluishGreen(0x00, 0x9e, 0x73),
    kBlue(0x00, 0x72, 0xb2), kVermillion(0xd5, 0x5e, 0x00), kReddishPurple(0xcc, 0x79, 0xa7);

QColor withAlpha(QColor c, int alpha) {
    c.setAlpha(alpha);
    return c;
}

// Line style and marker per curve: the second cue next to colour.
void setCurves(Theme& t, const std::array<QColor, size_t(Curve::Count)>& colours) {
    const Qt::PenStyle lines[] = {Qt::DashLine, Qt::DashDotLine, Qt::DashDotDotLine, Qt::SolidLine,
                                  Qt::DotLine,  Qt::SolidLine,   Qt::SolidLine,      Qt::SolidLine};
    const Marker markers[] = {Marker::None,     Marker::None,   Marker::Diamond, Marker::Circle,
                              Marker::Triangle, Marker::Square, Marker::None,    Marker::None};
    for (size_t i = 0; i < colours.size(); ++i)
        t.curves[i] = {colours[i], lines[i], markers[i]};
}

MeshColours lightMesh() {
    MeshColours m;
    m.background = QColor(251, 251, 253);
    m.ink = QColor(33, 37, 41);
    m.muted = QColor(108, 117, 125);
    m.matrixBg = QColor(233, 237, 242);
    m.matrixLine = QColor(154, 165, 177);
    m.replicated = QColor(150, 160, 178);
    m.fsdpOutline = QColor(240, 140, 0);
    m.tpOutline = QColor(11, 114, 133);
    m.accent = QColor(212, 63, 58);
    m.sliceFrame = QColor(206, 212, 218);
    m.cell = Qt::white;
    m.matmul = kBluishGreen;
    m.allGather = kSkyBlue;
    m.reduceScatter = kOrange;
    m.allReduce = kReddishPurple;
    m.send = kBlue;
    m.allToAll = kVermillion;
    m.veil = QColor(255, 255, 255, 110);
    m.shade = QColor(40, 40, 40, 70);
    m.onColour = Qt::white;
    return m;
}

Theme light() {
    Theme t;
    setCurves(t, {Qt::black, QColor(0x55, 0x55, 0x55), kReddishPurple, kBlue, kOrange, kBluishGreen,
                  kVermillion, QColor(0x8c, 0x56, 0x4b)});
    t.mesh = lightMesh();
    t.good = QColor(0x2a, 0x7a, 0x2a);
    t.bad = QColor(0xc0, 0x00, 0x00);
    t.badInput = QColor(0xff, 0xd6, 0xd6);
    return t;
}

Theme dark() {
    Theme t;
    t.background = QColor(0x1e, 0x1f, 0x22);
    t.text = QColor(0xe6, 0xe6, 0xe6);
    t.axis = QColor(0xc8, 0xc8, 0xc8);
    t.grid = QColor(0x3c, 0x3f, 0x45);
    t.labelBackground = QColor(0x1e, 0x1f, 0x22, 215);
    setCurves(t, {QColor(0xf0, 0xf0, 0xf0), QColor(0x66, 0x66, 0x66), kReddishPurple, kSkyBlue,
                  kOrange, kBluishGreen, kVermillion, QColor(0xf0, 0xe4, 0x42)});
    MeshColours& m = t.mesh;
    m = lightMesh();
    m.background = t.background;
    m.ink = QColor(0xe8, 0xea, 0xed);
    m.muted = QColor(0xc4, 0xc8, 0xcc);
    m.matrixBg = QColor(0x2f, 0x33, 0x39);
    m.matrixLine = QColor(0x6b, 0x74, 0x80);
    m.replicated = QColor(0x7d, 0x86, 0x94);
    m.fsdpOutline = kOrange;
    m.tpOutline = kSkyBlue;
    m.accent = QColor(0xff, 0x6a, 0x5c);
    m.sliceFrame = QColor(0x45, 0x4a, 0x52);
    m.cell = QColor(0x2b, 0x2e, 0x33);
    m.veil = QColor(0, 0, 0, 90);
    m.shade = QColor(255, 255, 255, 50);
    m.onColour = QColor(0x11, 0x11, 0x11);
    t.good = QColor(0x6f, 0xd0, 0x8c);
    t.bad = QColor(0xff, 0x7b, 0x6b);
    t.badInput = QColor(0x6a, 0x22, 0x22);
    return t;
}

// For projectors and low vision: pure colours on white, black text, thick lines, larger text.
Theme contrast() {
    Theme t;
    t.text = Qt::black;
    t.axis = Qt::black;
    t.grid = QColor(0x99, 0x99, 0x99);
    t.fontPoints = 12;
    t.lineWidth = 2.8;
    t.meshFontPx = 14;
    t.labelBackground = QColor(255, 255, 255, 235);
    setCurves(t, {Qt::black, QColor(0x80, 0x80, 0x80), QColor(0xaa, 0x33, 0x77),
                  QColor(0x00, 0x44, 0xcc), kOrange, QColor(0x00, 0x7a, 0x55),
                  QColor(0xcc, 0x33, 0x00), QColor(0x33, 0x33, 0x33)});
    MeshColours& m = t.mesh;
    m = lightMesh();
    m.background = Qt::white;
    m.ink = Qt::black;
    m.muted = QColor(0x44, 0x44, 0x44);
    m.matrixLine = QColor(0x55, 0x55, 0x55);
    m.fsdpOutline = kOrange;
    m.tpOutline = QColor(0x00, 0x44, 0xcc);
    m.accent = QColor(0xcc, 0x00, 0x00);
    m.sliceFrame = QColor(0x88, 0x88, 0x88);
    t.good = QColor(0x00, 0x66, 0x00);
    t.bad = QColor(0xcc, 0x00, 0x00);
    t.badInput = QColor(0xff, 0xc0, 0xc0);
    return t;
}

Theme g_current = Theme::make(ThemeName::Light); // until the window or an export picks one

} // namespace

Theme Theme::make(ThemeName name, bool projector) {
    Theme t = name == ThemeName::Dark ? dark() : name == ThemeName::Contrast ? contrast() : light();
    t.name = name;
    t.projector = projector;
    if (projector) {
        // 17 pt is 22.7 px at 96 dpi: the smallest text (tick labels, 0.9 of it) stays above 20 px.
        t.fontPoints = std::max(t.fontPoints, 17.0);
        t.lineWidth = std::max(t.lineWidth, 3.5);
        if (name == ThemeName::Light) {
            t.text = Qt::black;
            t.axis = Qt::black;
            t.grid = QColor(0xbb, 0xbb, 0xbb);
        }
    }
    const int bandAlpha = projector ? 55 : 40;
    t.commsBound =
        withAlpha(t.colour(Curve::Current), name == ThemeName::Dark ? bandAlpha - 5 : bandAlpha);
    t.mixedOnly =
        withAlpha(t.colour(Curve::Best), name == ThemeName::Dark ? bandAlpha - 5 : bandAlpha);
    return t;
}

QString Theme::id(ThemeName name) {
    switch (name) {
    case ThemeName::Dark:
        return QStringLiteral("dark");
    case ThemeName::Contrast:
        return QStringLiteral("contrast");
    case ThemeName::Light:
        break;
    }
    return QStringLiteral("light");
}

std::optional<ThemeName> Theme::fromId(const QString& id) {
    for (ThemeName n : all())
        if (Theme::id(n) == id)
            return n;
    return std::nullopt;
}

const Theme& Theme::current() {
    return g_current;
}

void Theme::setCurrent(const Theme& theme) {
    g_current = theme;
}

QPalette Theme::palette() const {
    if (name == ThemeName::Light)
        return QPalette(); // the platform's own look, as before themes
    const bool isDark = name == ThemeName::Dark;
    const QColor window = isDark ? QColor(0x2b, 0x2d, 0x31) : QColor(Qt::white);
    const QColor base = isDark ? background : QColor(Qt::white);
    const QColor button = isDark ? QColor(0x36, 0x39, 0x3e) : QColor(0xf0, 0xf0, 0xf0);
    const QColor highlight = isDark ? kBlue : QColor(0x00, 0x44, 0xcc);
    QPalette p(text, button, button.lighter(130), button.darker(160), button.darker(130), text,
               base);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::AlternateBase, isDark ? window : QColor(0xf2, 0xf2, 0xf2));
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText,
               isDark ? QColor(0x90, 0x90, 0x90) : QColor(0x55, 0x55, 0x55));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, isDark ? kSkyBlue : QColor(0x00, 0x44, 0xcc));
    p.setColor(QPalette::BrightText, Qt::white);
    const QColor disabled = isDark ? QColor(0x80, 0x80, 0x80) : QColor(0x60, 0x60, 0x60);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

} // namespace shardscope
