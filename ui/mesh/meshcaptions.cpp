#include "mesh/meshcaptions.h"

#include "mesh/meshgeometry.h"
#include "mesh/meshtext.h"

#include <QFontMetricsF>
#include <QHash>

#include <algorithm>
#include <optional>

namespace shardscope {

namespace {

constexpr double kLine = 1.4;           // header line height, in font sizes
constexpr double kKeyRow = 1.2;         // key row height, in frame font sizes
constexpr double kTimelineBase = 4.2;   // pass labels, blocks and paddings, in frame font sizes
constexpr int kKeyEntries = 9;          // and the durations text after them
constexpr int kSendEntry = kKeyEntries; // only when the pipeline sends between stages
constexpr int kNetworkEntry = kKeyEntries + 1;  // only when the pod is more than one node
constexpr int kAllToAllEntry = kKeyEntries + 2; // only for a MoE's expert-parallel group
constexpr int kContextEntry = kKeyEntries + 3;  // only for a context-parallel group
const QString kSeparator = QStringLiteral(" · ");

// Lines of " · "-separated parts, and the widest line's width.
struct Wrapped {
    QStringList lines;
    double widest = 0;
};

// Parts measured once at one font; at another size of it, widths scale with the pixel size.
struct Measured {
    QStringList parts;
    std::vector<double> widths;
    double separator = 0;

    // `known` keeps widths already measured: steps repeat many parts ("forward", "per chip").
    Measured(const QStringList& p, const QFontMetricsF& fm, QHash<QString, double>& known)
        : parts(p), separator(fm.horizontalAdvance(kSeparator)) {
        for (const QString& part : parts) {
            auto it = known.find(part);
            if (it == known.end())
                it = known.insert(part, fm.horizontalAdvance(part));
            widths.push_back(*it);
        }
    }
    // Greedy: as many parts on a line as fit `width` (a line's width is its parts' and
    // separators', to a pixel's safety).
    Wrapped wrap(double width, double scale = 1) const {
        Wrapped out;
        double line = 0;
        for (qsizetype i = 0; i < parts.size(); ++i) {
            const double w = widths[size_t(i)] * scale, sep = separator * scale;
            if (!out.lines.isEmpty() && line + sep + w <= width - 1) {
                out.lines.back() += kSeparator + parts[i];
                line += sep + w;
            } else {
                out.lines << parts[i];
                line = w;
            }
            out.widest = std::max(out.widest, line);
        }
        return out;
    }
};

QString keyText(int entry) {
    switch (entry) {
    case 0:
        return MeshText::kindName(StepKind::Matmul);
    case 1:
        return MeshText::kindName(StepKind::AllGather);
    case 2:
        return MeshText::kindName(StepKind::ReduceScatter);
    case 3:
        return MeshText::kindName(StepKind::AllReduce);
    case 4:
        return MeshText::tr("off the critical path");
    case 5:
        return MeshText::tr("FSDP group");
    case 6:
        return MeshText::tr("TP group");
    case 7:
        return MeshText::tr("replicated");
    case kSendEntry:
        return MeshText::kindName(StepKind::Send);
    case kNetworkEntry:
        return MeshText::tr("network between nodes");
    case kAllToAllEntry:
        return MeshText::kindName(StepKind::AllToAll);
    case kContextEntry:
        return MeshText::tr("CP ring");
    default:
        return MeshText::tr("shards: hue by X, shade by Y");
    }
}

} // namespace

MeshCaptions::MeshCaptions(const MeshScene& scene, QSizeF size, bool projector, double scale)
    : m_fontPx(scene.theme.meshFont(projector, size.height())),
      m_minPx(projector ? Theme::projectorMinPx(scale) : 0) {
    layOutHeader(scene, size.width() - 1.6 * m_fontPx);
    m_timelineHeight = m_fontPx * kTimelineBase + layOutKey(scene, size.width(), 0, false);
    m_timeline = QRectF(0, size.height() - m_timelineHeight, size.width(), m_timelineHeight);
    m_segments = timelineSegments(m_timeline, m_fontPx, scene.stepSeconds);
    layOutTimeline(scene);
    if (!m_segments.empty())
        layOutKey(scene, size.width(), m_segments.front().bottom() + m_fontPx * 0.45, true);
}

// The header's two parts wrap at their separators; both shrink (to 70 %) before they would
// take more than two lines each or cut a part.
void MeshCaptions::layOutHeader(const MeshScene& scene, double width) {
    QStringList title = scene.tooBig
                            ? QStringList{MeshText::tooBigTitle(scene.chips, kMaxMeshChips)}
                            : MeshText::titleParts(scene.layout);
    // The one rule for an open question's answer, in every caption (docs/lesson-format.md#check).
    for (QString& part : title)
        part = scene.masked(part);
    const QFontMetricsF titleFm(meshFont(m_fontPx, true)), stepFm(meshFont(m_fontPx));
    QHash<QString, double> titleWidths, stepWidths;
    const Measured titleParts(title, titleFm, titleWidths);
    std::vector<Measured> stepParts;
    for (int i = 0; i < int(scene.schedule.steps.size()); ++i) {
        QStringList parts = MeshText::stepParts(scene.schedule, i, scene.mask);
        for (QString& part : parts)
            part = scene.masked(part);
        stepParts.emplace_back(parts, stepFm, stepWidths);
    }
    // The biggest size at which each part takes at most two lines, judged from the widths at
    // full size; then wrapped for real at that size (its pixel widths may differ a little).
    auto fits = [&](double scale) {
        const Wrapped t = titleParts.wrap(width, scale);
        bool ok = t.lines.size() <= 2 && t.widest <= width;
        for (const Measured& m : stepParts) {
            const Wrapped w = m.wrap(width, scale);
            ok = ok && w.lines.size() <= 2 && w.widest <= width;
        }
        return ok;
    };
    double factor = 0.7;
    for (double f : {1.0, 0.92, 0.85, 0.78}) {
        if (fits(std::round(m_fontPx * f) / m_fontPx)) {
            factor = f;
            break;
        }
    }
    titleWidths.clear();
    stepWidths.clear();
    auto wrapAt = [&](const Measured& m, bool bold) {
        if (factor == 1)
            return m.wrap(width);
        return Measured(m.parts, QFontMetricsF(meshFont(m_fontPx * factor, bold)),
                        bold ? titleWidths : stepWidths)
            .wrap(width);
    };
    const Wrapped titleLines = wrapAt(titleParts, true);
    std::vector<Wrapped> stepLines;
    for (const Measured& m : stepParts)
        stepLines.push_back(wrapAt(m, false));
    const QFont titleFont = meshFont(m_fontPx * factor, true),
                stepFont = meshFont(m_fontPx * factor);
    const double lineH = m_fontPx * factor * kLine, left = m_fontPx * 0.8;
    auto place = [&](std::vector<MeshTextItem>& out, MeshTextItem::Role role, const Wrapped& w,
                     const QFont& font, double top, int index) {
        // Only a part wider than the whole frame is cut: a frame far too small for it.
        const QFontMetricsF fm(font);
        for (qsizetype i = 0; i < w.lines.size(); ++i)
            out.push_back(
                {role,
                 w.widest > width ? fm.elidedText(w.lines[i], Qt::ElideRight, width) : w.lines[i],
                 QRectF(left, top + lineH * double(i), width, lineH), font, index});
    };
    const double top = m_fontPx * 0.3;
    place(m_static, MeshTextItem::Role::Title, titleLines, titleFont, top, 0);
    qsizetype most = 0;
    m_steps.assign(stepLines.size(), {});
    for (size_t i = 0; i < stepLines.size(); ++i) {
        place(m_steps[i], MeshTextItem::Role::Step, stepLines[i], stepFont,
              top + lineH * double(titleLines.lines.size()), int(i));
        most = std::max(most, stepLines[i].lines.size());
    }
    m_headerHeight = top + lineH * double(titleLines.lines.size() + most) + m_fontPx * 0.1;
}

// One row if it fits (shrinking to 75 %), else as many rows as it takes. Returns the height.
double MeshCaptions::layOutKey(const MeshScene& scene, double width, double top, bool place) {
    std::vector<int> entries;
    for (int i = 0; i < kKeyEntries; ++i)
        entries.push_back(i);
    const auto has = [&scene](StepKind kind) {
        return std::any_of(scene.schedule.steps.begin(), scene.schedule.steps.end(),
                           [kind](const ScheduleStep& st) { return st.kind == kind; });
    };
    if (has(StepKind::Send))
        entries.insert(entries.begin() + 4, kSendEntry); // after the collectives
    if (has(StepKind::AllToAll))
        entries.insert(entries.begin() + 4, kAllToAllEntry);
    if (std::any_of(scene.schedule.steps.begin(), scene.schedule.steps.end(),
                    [](const ScheduleStep& st) { return st.axis == MeshAxis::Context; }))
        entries.insert(std::find(entries.begin(), entries.end(), 6) + 1, kContextEntry); // by TP's
    if (scene.layout.nodeCount() > 1)
        entries.insert(entries.begin() + 5, kNetworkEntry); // by the group outlines it crosses
    const int keyed = int(entries.size());
    QStringList texts;
    for (int entry : entries)
        texts << keyText(entry);
    texts << (scene.proportional ? MeshText::tr("durations in proportion to the cost model")
                                 : MeshText::tr("uniform durations"));
    const double sw = swatchSize(), gap = m_fontPx * 1.2;
    const double left = m_fontPx * 0.8, right = width - m_fontPx * 0.4;
    QFont font = meshFont(m_fontPx * 0.85);
    double needed = 0;
    for (int i = 0; i < texts.size(); ++i)
        needed += QFontMetricsF(font).horizontalAdvance(texts[i]) + (i < keyed ? sw + 4 : 0) + gap;
    if (needed > right - left)
        font = scaledFont(font,
                          std::max({0.75, m_minPx / (m_fontPx * 0.85), (right - left) / needed}));
    const QFontMetricsF fm(font);
    // The projector's minimum may set the type above the frame's: the row grows with it, or the
    // next row cuts its descenders.
    const double rowH = std::max(m_fontPx * kKeyRow, fm.height() * 1.1);
    double x = left;
    int rows = 1;
    for (int i = 0; i < texts.size(); ++i) {
        const double swatch = i < keyed ? sw + 4 : 0;
        const double w = fm.horizontalAdvance(texts[i]) + 1;
        if (x > left && x + swatch + w > right) {
            x = left;
            ++rows;
        }
        if (place)
            m_static.push_back({i < keyed ? MeshTextItem::Role::Key : MeshTextItem::Role::Durations,
                                texts[i], QRectF(x + swatch, top + (rows - 1) * rowH, w, rowH),
                                font, i < keyed ? entries[size_t(i)] : i});
        x += swatch + w + gap;
    }
    return rows * rowH;
}

// Pass labels over their blocks, and each block's name if it fits whole (else its tooltip).
void MeshCaptions::layOutTimeline(const MeshScene& scene) {
    const std::vector<ScheduleStep>& steps = scene.schedule.steps;
    auto fitting = [&](const QString& text, double width) -> std::optional<QFont> {
        for (double f : {0.85, 0.7}) {
            const QFont font = meshFont(m_fontPx * f);
            if (QFontMetricsF(font).horizontalAdvance(text) <= width)
                return font;
        }
        return std::nullopt;
    };
    for (Pass pass : {Pass::Forward, Pass::Backward}) {
        double l = 1e18, r = -1e18;
        for (size_t i = 0; i < m_segments.size(); ++i)
            if (steps[i].pass == pass) {
                l = std::min(l, m_segments[i].left());
                r = std::max(r, m_segments[i].right());
            }
        const QString label =
            pass == Pass::Forward ? MeshText::tr("Forward") : MeshText::tr("Backward");
        if (r < l)
            continue;
        m_passBands.emplace_back(l, m_timeline.top() + m_fontPx * 0.1, r - l, m_fontPx * 1.2);
        const QRectF band = m_passBands.back().adjusted(2, 0, -2, -2);
        if (const auto font = fitting(label, band.width()))
            m_static.push_back({MeshTextItem::Role::Pass, label, band, *font, int(pass)});
    }
    for (size_t i = 0; i < m_segments.size(); ++i) {
        const QRectF r = m_segments[i].adjusted(2.5, 0, -2.5, 0);
        const QString name = MeshText::shortName(steps[i]);
        if (const auto font = fitting(name, r.width()))
            m_static.push_back({MeshTextItem::Role::StepName, name, r, *font, int(i)});
    }
}

std::vector<MeshTextItem> MeshCaptions::stepItems(int step) const {
    return step >= 0 && size_t(step) < m_steps.size() ? m_steps[size_t(step)]
                                                      : std::vector<MeshTextItem>{};
}

QList<MeshTextItem> MeshCaptions::items(int step) const {
    QList<MeshTextItem> out(m_static.begin(), m_static.end());
    for (const MeshTextItem& item : stepItems(step))
        out << item;
    return out;
}

void MeshCaptions::keySwatch(const MeshColours& colours, int entry, QColor* colour,
                             Qt::BrushStyle* style, bool* outline) {
    static const StepKind kinds[] = {StepKind::Matmul, StepKind::AllGather, StepKind::ReduceScatter,
                                     StepKind::AllReduce};
    *style = entry == 4 ? Qt::BDiagPattern : Qt::SolidPattern;
    *outline = entry == 5 || entry == 6 || entry == kContextEntry;
    *colour = entry == kSendEntry       ? kindColour(colours, StepKind::Send)
              : entry == kAllToAllEntry ? kindColour(colours, StepKind::AllToAll)
              : entry == kContextEntry  ? kindColour(colours, StepKind::AllGather)
              : entry == kNetworkEntry  ? colours.accent
              : entry < 4               ? kindColour(colours, kinds[entry])
              : entry == 4              ? colours.muted
              : entry == 5              ? colours.fsdpOutline
              : entry == 6              ? colours.tpOutline
              : entry == 7              ? colours.replicated
                           : QColor(); // the shard colours: MeshPainter draws their stripes
}

} // namespace shardscope
