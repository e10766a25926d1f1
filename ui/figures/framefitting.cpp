// The fitting step's frame (docs/architecture.md, "Fitted after layout"): tick density, axis
// titles broken, shortened or shrunk to their axis, right margins for the last tick label,
// labels kept inside their plot.
#include "figures/framefitting.h"

#include "figures/figuretext.h"

#include <algorithm>
#include <cmath>

namespace shardscope {

namespace {

// An axis title longer than its axis goes on two lines (Russian runs a third longer), and a
// line still longer than the axis (a short pane) on as many as it needs. More than two lines
// (or a line too long) and a brief form: the brief one ("T_math / T_comms" without its
// aside), wrapped the same way.
bool fitAxisLabel(QCPAxis* axis, const QString& brief) {
    const QString label = axis->label();
    if (label.isEmpty() || label.contains(QLatin1Char('\n')))
        return false;
    const QRect r = axis->axisRect()->rect();
    const int room = (axis->orientation() == Qt::Horizontal ? r.width() : r.height()) - 8;
    const TextMetrics metrics(axis->labelFont());
    if (metrics.horizontalAdvance(label) <= room)
        return false;
    auto wrapped = [&](const QString& text) {
        if (metrics.horizontalAdvance(text) <= room)
            return text;
        QStringList lines = withBreakNearMiddle(text).split(QLatin1Char('\n'));
        for (QString& line : lines)
            if (metrics.horizontalAdvance(line) > room)
                line = wrappedToWidth(line, metrics, room);
        return lines.join(QLatin1Char('\n'));
    };
    // A line still too wide: Chinese has no spaces to wrap at.
    auto tooLong = [&](const QString& text) {
        if (text.count(QLatin1Char('\n')) > 1)
            return true;
        for (const QString& line : text.split(QLatin1Char('\n')))
            if (metrics.horizontalAdvance(line) > room)
                return true;
        return false;
    };
    QString fitted = wrapped(label);
    if (!brief.isEmpty() && tooLong(fitted))
        fitted = wrapped(brief);
    if (fitted == label)
        return false; // nothing to break at (Chinese): shrinkAxisLabel makes it fit
    axis->setLabel(fitted);
    return true;
}

// A wrapped axis title still longer than its axis (a small pane of the board): a smaller font,
// down to `minPoints`, rather than text past the figure's edge.
bool shrinkAxisLabel(QCPAxis* axis, double minPoints) {
    const QRect r = axis->axisRect()->rect();
    const int room = (axis->orientation() == Qt::Horizontal ? r.width() : r.height()) - 16;
    QFont font = axis->labelFont();
    auto widest = [&] { return widestLine(TextMetrics(font), axis->label()); };
    bool shrunk = false;
    while (widest() > room && font.pointSizeF() * 0.92 >= minPoints) {
        font.setPointSizeF(font.pointSizeF() * 0.92);
        shrunk = true;
    }
    if (shrunk)
        axis->setLabelFont(font);
    return shrunk;
}

// How far the horizontal axes' end tick labels reach past the axis rect's sides.
QMargins tickLabelOverhang(QCPAxisRect* rect) {
    QMargins over;
    for (QCPAxis* axis : rect->axes(QCPAxis::atBottom | QCPAxis::atTop)) {
        if (!axis->visible() || !axis->tickLabels())
            continue;
        const TextMetrics metrics(axis->tickLabelFont());
        const QVector<double> ticks = axis->tickVector();
        const QVector<QString> labels = axis->tickVectorLabels();
        for (int i = 0; i < ticks.size() && i < labels.size(); ++i) {
            const double at = axis->coordToPixel(ticks[i]);
            if (at < rect->left() - 1 || at > rect->right() + 1)
                continue;
            const double half = metrics.horizontalAdvance(labels[i]) / 2.0;
            over.setLeft(std::max(over.left(), int(std::ceil(rect->left() - (at - half)))));
            over.setRight(std::max(over.right(), int(std::ceil(at + half - rect->right()))));
        }
    }
    return over;
}

// Whether neighbouring tick labels come closer than a few pixels: side by side on a horizontal
// axis, one above the other on a vertical one (a short pane crowds "10 ns" onto "1 µs").
bool ticksCrowded(QCPAxis* axis) {
    if (!axis->visible() || !axis->tickLabels())
        return false;
    const bool horizontal = axis->orientation() == Qt::Horizontal;
    const TextMetrics metrics(axis->tickLabelFont());
    const QVector<double> ticks = axis->tickVector();
    const QVector<QString> labels = axis->tickVectorLabels();
    QVector<QPair<double, double>> spans; // each label's extent along the axis, in pixels
    for (int i = 0; i < ticks.size() && i < labels.size(); ++i) {
        const QStringList lines = labels[i].split(QLatin1Char('\n'));
        double extent = horizontal ? 0 : double(metrics.height() * lines.size());
        if (horizontal)
            for (const QString& line : lines)
                extent = std::max(extent, double(metrics.horizontalAdvance(line)));
        const double at = axis->coordToPixel(ticks[i]);
        spans.append({at - extent / 2, at + extent / 2});
    }
    std::sort(spans.begin(), spans.end());
    for (int i = 1; i < spans.size(); ++i)
        if (spans[i].first < spans[i - 1].second + (horizontal ? 6 : 2))
            return true;
    return false;
}

} // namespace

void FrameFitting::setAxisLabels(QCPAxis* axis, const QString& full, const QString& brief) {
    m_axisLabels.insert(axis, {full, brief});
    axis->setLabel(full);
}

void FrameFitting::start(const QFont& titleFont, double fontPoints) {
    m_marginsFitted = false;
    // Each layout starts from the tick density the figure asked for; a narrow plot thins it.
    for (auto it = m_preferredTickCount.cbegin(); it != m_preferredTickCount.cend(); ++it)
        it.key()->ticker()->setTickCount(it.value());
    // ... with the margins the figure asked for at hand (the room for the last tick label's
    // overhang is set from them after the layout) ...
    for (QCPAxisRect* rect : m_plot.axisRects())
        if (!m_baseMargins.contains(rect))
            m_baseMargins.insert(rect, rect->minimumMargins());
    // ... and from the full axis titles when the size or the type changed: a pane that grew
    // again has room for them (at one size they stay as fitted: a slider step lays out once).
    const bool newRoom =
        m_plot.viewport().size() != m_labelsFittedFor || fontPoints != m_labelsFittedPoints;
    m_labelsFittedFor = m_plot.viewport().size();
    m_labelsFittedPoints = fontPoints;
    restoreAxisTitles(titleFont, newRoom);
}

void FrameFitting::refit(const QFont& titleFont) {
    m_marginsFitted = false;
    restoreAxisTitles(titleFont, true);
}

// The axis titles at their own size (a pane that grew again has room for it) and, with
// `fullText`, their full text: they are fitted again to the room the layout gives.
void FrameFitting::restoreAxisTitles(const QFont& titleFont, bool fullText) {
    for (QCPAxis* axis : axes())
        if (axis->labelFont().pointSizeF() != titleFont.pointSizeF())
            axis->setLabelFont(titleFont);
    if (!fullText)
        return;
    // A title the figure has set anew since (a language change) is left as it is.
    for (auto it = m_fittedTitles.cbegin(); it != m_fittedTitles.cend(); ++it)
        if (it.key()->label() == it->fitted)
            it.key()->setLabel(it->full);
    m_fittedTitles.clear();
}

// Breaks an axis title to the room it has, and remembers the title as the figure set it.
bool FrameFitting::fitAxisTitle(QCPAxis* axis) {
    const QString before = axis->label();
    if (!fitAxisLabel(axis, m_axisLabels.value(axis).second))
        return false;
    const auto known = m_fittedTitles.constFind(axis);
    const QString full =
        known != m_fittedTitles.cend() && known->fitted == before ? known->full : before;
    m_fittedTitles.insert(axis, {full, axis->label()});
    return true;
}

// Each change below only takes room (or ticks) away within a step, so the step settles.
bool FrameFitting::fitRound(double minPoints) {
    bool again = thinCrowdedTicks();
    for (QCPAxis* axis : axes()) {
        again |= fitAxisTitle(axis);
        again |= shrinkAxisLabel(axis, minPoints);
    }
    again |= fitRightMargins();
    return again;
}

// A crowded axis loses a tick a round until its labels stand apart.
bool FrameFitting::thinCrowdedTicks() {
    bool thinned = false;
    for (QCPAxis* axis : axes()) {
        const QSharedPointer<QCPAxisTicker> ticker = axis->ticker();
        if (!ticksCrowded(axis) || ticker->tickCount() <= 1)
            continue;
        if (!m_preferredTickCount.contains(axis))
            m_preferredTickCount.insert(axis, ticker->tickCount());
        ticker->setTickCount(ticker->tickCount() - 1);
        thinned = true;
    }
    return thinned;
}

// The right margin holds the last tick label's half; the left margin already holds the value
// axis, whose labels are wider than half an x label. Measured anew by each step (the stage
// names of a wide figure must not keep their room once shortened), it changes only when the
// labels do: a slider step lays out once. Within a step it only grows after its first setting:
// a wider margin moves the ticks, whose labels could otherwise ask for the old one back.
bool FrameFitting::fitRightMargins() {
    bool changed = false;
    for (QCPAxisRect* rect : m_plot.axisRects()) {
        if (!rect->autoMargins().testFlag(QCP::msRight))
            continue;
        QMargins minimum = rect->minimumMargins();
        int right =
            std::max(m_baseMargins.value(rect).right(), tickLabelOverhang(rect).right() + 4);
        if (m_marginsFitted)
            right = std::max(right, minimum.right());
        if (minimum.right() != right) {
            minimum.setRight(right);
            rect->setMinimumMargins(minimum);
            changed = true;
        }
    }
    m_marginsFitted = true;
    return changed;
}

void FrameFitting::keepLabelsInside() {
    // A label drawn in the plot ("HBM 80 GB", a band's name) stays inside it: in a short or
    // narrow pane it would otherwise reach over the tick labels or the title.
    for (int i = 0; i < m_plot.itemCount(); ++i) {
        auto* label = qobject_cast<QCPItemText*>(m_plot.item(i));
        if (!label || !label->visible() || !label->clipToAxisRect() || !label->clipAxisRect())
            continue;
        const QRectF room = label->clipAxisRect()->rect();
        const QRectF box =
            QRectF(label->topLeft->pixelPosition(), label->bottomRight->pixelPosition())
                .normalized();
        if (!room.contains(box.center()))
            continue; // not meant to be in this plot
        auto shift = [](double low, double high, double roomLow, double roomHigh) {
            if (high > roomHigh)
                return std::max(roomHigh - high, roomLow - low);
            return low < roomLow ? roomLow - low : 0.0;
        };
        const QPointF by(shift(box.left(), box.right(), room.left(), room.right()),
                         shift(box.top(), box.bottom(), room.top(), room.bottom()));
        if (!by.isNull())
            label->position->setPixelPosition(label->position->pixelPosition() + by);
    }
}

QList<QCPAxis*> FrameFitting::axes() const {
    QList<QCPAxis*> all;
    for (QCPAxisRect* rect : m_plot.axisRects())
        all << rect->axes();
    return all;
}

} // namespace shardscope
