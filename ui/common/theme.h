#pragma once

#include <QColor>
#include <QFont>
#include <QPalette>
#include <QString>

#include <algorithm>
#include <array>
#include <optional>

namespace shardscope {

enum class ThemeName { Light, Dark, Contrast };

/** What a curve stands for; each has its own colour, line style and marker. */
enum class Curve { Compute, ComputeBackward, DP, FSDP, TP, Best, Current, Buffers, Count };

/** Marker shapes, independent of the plotting library. */
enum class Marker { None, Circle, Square, Triangle, Diamond };

/** Colour plus a second cue (line style, marker), so no meaning rests on colour alone. */
struct CurveStyle {
    QColor colour;
    Qt::PenStyle line = Qt::SolidLine;
    Marker marker = Marker::None;
};

/** The mesh view's colours. */
struct MeshColours {
    QColor background, ink, muted, matrixBg, matrixLine, replicated;
    QColor fsdpOutline, tpOutline, accent, sliceFrame, cell;
    QColor matmul, allGather, reduceScatter, allReduce, send, allToAll;
    QColor veil;     ///< the light wash over a hatched swatch or a step's band
    QColor shade;    ///< the dark wash behind a collective's band
    QColor onColour; ///< text drawn over a coloured swatch
};

/**
 * The look of the window, the plots, the mesh and exported files: light (the default),
 * dark, or high contrast (thick lines, pure colours, larger text). Projector mode is a
 * separate switch that scales text and lines of any theme.
 */
struct Theme {
    ThemeName name = ThemeName::Light;
    bool projector = false;
    double fontPoints = 10;
    double lineWidth = 1.6;
    double meshFontPx = 12;
    QColor background = Qt::white;
    QColor text = QColor(0x20, 0x20, 0x20);
    QColor grid = QColor(0xdd, 0xdd, 0xdd);
    QColor axis = QColor(0x20, 0x20, 0x20);
    QColor labelBackground = QColor(255, 255, 255, 215); ///< behind a label laid over curves
    QColor commsBound;                                   ///< band: batches where comms win
    QColor mixedOnly;                                    ///< band: only FSDP+TP is compute-bound
    QColor good, bad; ///< "compute-bound" / "communication-bound" in the explanation
    QColor badInput;  ///< behind a text field whose text is refused
    std::array<CurveStyle, size_t(Curve::Count)> curves;
    MeshColours mesh;

    /** The mesh's base text size in pixels; its smallest words are 0.75 of it, so a projector
        gets 29 px: even a timeline name shrunk to 0.7 of it stays above 20 px. */
    /** In a small area (under 870 px high) the projector size yields, so the mesh keeps its room.
     */
    double meshFont(bool projectorMode, double height) const {
        const double px = projectorMode ? std::max(meshFontPx, 29.0) : meshFontPx;
        return std::min(px, std::max(meshFontPx, height / 30));
    }
    const CurveStyle& curve(Curve c) const { return curves[size_t(c)]; }
    QColor colour(Curve c) const { return curve(c).colour; }

    /** No text in projector mode is smaller: legible on a 1080p projector from the back of a room.
     */
    static constexpr double kProjectorMinPx = 20;

    static Theme make(ThemeName name, bool projector = false);
    static Theme normal() { return make(ThemeName::Light); }

    /** "light", "dark", "contrast": the --theme values and the settings value. */
    static QString id(ThemeName name);
    static std::optional<ThemeName> fromId(const QString& id);
    static QList<ThemeName> all() {
        return {ThemeName::Light, ThemeName::Dark, ThemeName::Contrast};
    }

    /** The theme the window draws with now (the figures and the mesh are handed it instead). */
    static const Theme& current();
    static void setCurrent(const Theme& theme);

    /** A widget font for projector mode: `factor` times `base` (a 10 pt desktop font gives 20 px).
     */
    static QFont projectorFont(QFont base, double factor = 1.5) {
        base.setPointSizeF(std::max(base.pointSizeF() * factor, projectorMinPoints()));
        return base;
    }
    /** kProjectorMinPx in points at 96 dpi (1080p at 1:1): the floor of projector chrome. */
    static constexpr double projectorMinPoints() { return kProjectorMinPx * 72.0 / 96.0; }
    /** The floor in logical pixels of a picture drawn at `scale` image pixels each: a 1080p slide
     *  (2x) holds kProjectorMinPx in its own pixels, as the window does in its; above 2x the
     *  floor keeps its share of the height. */
    static constexpr double projectorMinPx(double scale) {
        return kProjectorMinPx / std::clamp(scale, 1.0, 2.0);
    }
    /** The widgets' palette for this theme. */
    QPalette palette() const;
    QFont font(double factor = 1.0, bool bold = false) const {
        QFont f;
        f.setPointSizeF(fontPoints * factor);
        f.setBold(bold);
        return f;
    }
};

} // namespace shardscope
