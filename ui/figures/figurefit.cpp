// How a figure fits its texts to the room it gets: legend columns, title and axis-title
// sizes and line breaks, tick density, margins for what sticks out, labels kept in the plot.
#include "figures/figure.h"
#include "figures/figuretext.h"
#include "figures/legendentry.h"

#include <QRegularExpression>

namespace shardscope {

void Figure::fitLegend(QSize available) {
    // As many columns as the widest entry allows: a long Russian entry gets its own line.
    // Digits are measured as the widest number an entry can hold ("FSDP 4096 × TP 4096"),
    // so the columns do not flip while a slider changes "FSDP 512 × TP 8". An export (a
    // legend budget) does not move: its entries are measured as they are, closer together.
    static const QRegularExpression digits(QStringLiteral("\\d+"));
    const bool exported = m_legendShare > 0;
    LegendEntry::adoptEntries(legend); // the entries redraw() added: each takes the width limit
    int entries = 0;
    auto widestIn = [&](const QFont& font) {
        const TextMetrics metrics(font);
        int widest = 0;
        entries = 0;
        for (int i = 0; i < legend->itemCount(); ++i)
            if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i))) {
                ++entries;
                QString name = item->plottable()->name();
                if (!exported)
                    name.replace(digits, QStringLiteral("00000"));
                widest = std::max(widest, metrics.horizontalAdvance(name));
            }
        return widest;
    };
    // QCustomPlot's icon; an export still over its budget at its smallest text draws smaller.
    static const QSize kIcon(32, 18);
    static const QSize kCompactIcon(22, 12);
    legend->setIconSize(kIcon);
    // What an entry needs beside its text: its icon and padding, its own margins and the
    // legend's, and the plot layout's around them all (an export draws it as measured).
    auto chrome = [&] {
        const int icon = legend->iconSize().width() + legend->iconTextPadding();
        if (!exported || legend->itemCount() == 0)
            return icon + 24;
        const QMargins item = legend->item(0)->margins(), box = legend->margins(),
                       layout = plotLayout()->margins();
        return icon + item.left() + item.right() + box.left() + box.right() + layout.left() +
               layout.right() + 2;
    };
    const int room = available.width() - (exported ? 0 : 16);
    // One column and still too wide (a long Russian entry or A's name in a small pane): a
    // smaller font, down to 70 % (an export: down to its smallest text), rather than text past
    // the figure's edge.
    QFont font = m_theme.font(0.9);
    int widest = widestIn(font);
    const double smallest =
        exported ? m_minTextPoints : std::max(m_theme.fontPoints * 0.7, m_minTextPoints);
    while (widest + chrome() > room && font.pointSizeF() * 0.93 >= smallest) {
        font.setPointSizeF(font.pointSizeF() * 0.93);
        widest = widestIn(font);
    }
    // Still too wide at the smallest text (a long Russian entry beside a slide's text): the
    // compact icon gives the entry the room a clipped word would lose.
    if (widest + chrome() > room)
        legend->setIconSize(kCompactIcon);
    // An export at its smallest text that still cannot give a name its width: the name goes on
    // two lines rather than past the figure's edge.
    const int limit = exported && widest + chrome() > room ? room - chrome() : 0;
    for (int i = 0; i < legend->itemCount(); ++i)
        if (auto* entry = qobject_cast<LegendEntry*>(legend->item(i)))
            entry->setTextWidthLimit(limit);
    if (limit > 0)
        widest = limit;
    auto columnsFor = [&](int widestText) {
        return std::clamp((available.width() - 16) / std::max(widestText + chrome(), 1), 1,
                          exported ? 6 : 4);
    };
    auto rowHeightFor = [&](const QFont& f) {
        return std::max(QFontMetrics(f).height(), legend->iconSize().height()) + 4;
    };
    // An export's budget (setLegendBudget): the rows under the plot, across the figure's width,
    // take at most their share of it; a smaller font gives more columns and shorter rows.
    if (m_legendShare > 0) {
        auto overBudget = [&] {
            const int rows = (entries + columnsFor(widest) - 1) / columnsFor(widest);
            const int height = rows * rowHeightFor(font) + legend->margins().top() +
                               legend->margins().bottom() + 8;
            return double(available.width()) * height >
                   m_legendShare * available.width() * available.height();
        };
        while (overBudget() && font.pointSizeF() * 0.93 >= m_minTextPoints) {
            font.setPointSizeF(font.pointSizeF() * 0.93);
            widest = widestIn(font);
        }
        if (overBudget()) // many entries (the published runs): narrower, shorter icons
            legend->setIconSize(kCompactIcon);
    }
    if (font != legend->font())
        legend->setFont(font);
    const int columns = columnsFor(widest);
    if (columns != legend->wrap()) {
        legend->setWrap(columns);
        legend->setFillOrder(legend->fillOrder(), true); // re-wraps the existing entries
    }
    // A pane too small for its legend (four panes in projector type on a laptop's screen):
    // the plot keeps the room and the hover read-out names the curves instead.
    const int rows = (entries + columns - 1) / columns;
    if (legend->visible() && rows * rowHeightFor(font) > available.height() * 2 / 5)
        legend->setVisible(false);
    placeLegend();
}

void Figure::setLegendBudget(double share, double minPoints) {
    m_legendShare = share;
    m_minTextPoints = minPoints;
}

void Figure::placeLegend() {
    // A hidden element still keeps its row of the layout: the legend leaves it while hidden.
    const bool placed = plotLayout()->hasElement(2, 0) && plotLayout()->element(2, 0) == legend;
    if (legend->visible() && !placed) {
        plotLayout()->addElement(2, 0, legend);
        plotLayout()->setRowStretchFactor(2, 0.001);
    } else if (!legend->visible() && placed) {
        plotLayout()->take(legend);
        plotLayout()->simplify();
    }
}

namespace {

// Before a parenthesis when there is one ("T_math / T_comms\n(above 1: …)"), else at the
// space nearest the middle.
QString withBreakNearMiddle(const QString& text) {
    if (const int paren = int(text.indexOf(QLatin1String(" ("))); paren > 0)
        return text.left(paren) + QLatin1Char('\n') + text.mid(paren + 1);
    return brokenNearMiddle(text);
}

} // namespace

void Figure::fitTitle(int available) {
    // One line, shrunk rather than clipped (Russian runs a third longer); when even the
    // smallest size is too wide, two lines (after the colon when there is one) at no more than
    // the body size: a short pane keeps its height for the plot.
    QString text = m_titleText.isEmpty() ? m_title->text() : m_titleText;
    QFont font = m_theme.font(1.3, true);
    auto tooWide = [&] { return widestLine(TextMetrics(font), text) > available - 24; };
    auto shrink = [&] {
        while (font.pointSizeF() > m_theme.fontPoints * 0.8 && tooWide())
            font.setPointSizeF(font.pointSizeF() * 0.93);
    };
    shrink();
    if (tooWide() && !text.contains(QLatin1Char('\n'))) {
        const int colon = int(text.indexOf(QLatin1String(": ")));
        text = colon > 0 ? text.left(colon + 1) + QLatin1Char('\n') + text.mid(colon + 2)
                         : withBreakNearMiddle(text);
        font = m_theme.font(1.0, true);
        shrink();
    }
    // A narrow slide cell: each line wrapped to the room (at spaces, between Chinese
    // characters) rather than cut.
    if (tooWide()) {
        const TextMetrics metrics(font);
        QStringList lines;
        for (const QString& line : text.split(QLatin1Char('\n')))
            lines << wrappedToWidth(line, metrics, available - 24);
        text = lines.join(QLatin1Char('\n'));
    }
    if (text != m_title->text())
        m_title->setText(text);
    m_title->setFont(font);
}

void Figure::setAxisLabels(QCPAxis* axis, const QString& full, const QString& brief) {
    m_axisLabels.insert(axis, {full, brief});
    axis->setLabel(full);
}

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

void Figure::updateLayout() {
    if (m_keepLayout) // the read-out alone, on the frame laid out for the cached image
        return;
    startFitting();
    // The one fitting step: lay out, fit the frame (legend, ticks, axis titles, margins) to the
    // room it got, then the figure's own texts to the settled frame; again while either changed
    // something the layout depends on. A slider step whose texts still fit lays out once.
    for (int round = 0;; ++round) {
        QCustomPlot::updateLayout();
        if (round == kMostFittingRounds)
            break;
        if (hideLegendInAShortPane(round == 0) || fitFrame())
            continue;
        if (!fitContents())
            break;
        // The figure changed its texts or panels (the memory figure's zoom panel): the frame
        // is fitted anew to the room they leave.
        m_marginsFitted = false;
        restoreAxisTitles(true);
    }
    hideStatedAnswers(); // the texts fitContents set anew (a caption wrapped to the room)
    keepLabelsInside();
}

void Figure::startFitting() {
    LegendEntry::adoptEntries(legend); // entries added since the last layout measure once
    m_marginsFitted = false;
    // Each layout starts from the tick density the figure asked for; a narrow plot thins it.
    for (auto it = m_preferredTickCount.cbegin(); it != m_preferredTickCount.cend(); ++it)
        it.key()->ticker()->setTickCount(it.value());
    // ... with the margins the figure asked for at hand (the room for the last tick label's
    // overhang is set from them after the layout) ...
    for (QCPAxisRect* rect : axisRects())
        if (!m_baseMargins.contains(rect))
            m_baseMargins.insert(rect, rect->minimumMargins());
    // ... and from the full axis titles when the size or the type changed: a pane that grew
    // again has room for them (at one size they stay as fitted: a slider step lays out once).
    const bool newRoom =
        viewport().size() != m_labelsFittedFor || m_theme.fontPoints != m_labelsFittedPoints;
    m_labelsFittedFor = viewport().size();
    m_labelsFittedPoints = m_theme.fontPoints;
    restoreAxisTitles(newRoom);
}

// The axis titles at their own size (a pane that grew again has room for it) and, with
// `fullText`, their full text: they are fitted again to the room the layout gives.
void Figure::restoreAxisTitles(bool fullText) {
    for (QCPAxisRect* rect : axisRects())
        for (QCPAxis* axis : rect->axes())
            if (axis->labelFont().pointSizeF() != m_theme.font(1.0).pointSizeF())
                axis->setLabelFont(m_theme.font(1.0));
    if (!fullText)
        return;
    // A title the figure has set anew since (a language change) is left as it is.
    for (auto it = m_fittedTitles.cbegin(); it != m_fittedTitles.cend(); ++it)
        if (it.key()->label() == it->fitted)
            it.key()->setLabel(it->full);
    m_fittedTitles.clear();
}

// Breaks an axis title to the room it has, and remembers the title as the figure set it.
bool Figure::fitAxisTitle(QCPAxis* axis) {
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
bool Figure::fitFrame() {
    bool again = thinCrowdedTicks();
    for (QCPAxisRect* rect : axisRects())
        for (QCPAxis* axis : rect->axes()) {
            again |= fitAxisTitle(axis);
            again |= shrinkAxisLabel(axis, std::max(m_theme.fontPoints * 0.7, m_minTextPoints));
        }
    again |= fitRightMargins();
    return again;
}

// A short pane (projector type in the 2 × 2 board): the legend gives its rows to a plot left
// lower than a third of the figure; the hover read-out names the curves instead. Judged on the
// step's first layout: the texts fitted after it (a wrapped note) take the plot's room, not the
// legend's. At any round, a legend given less than its rows' height (a small page in projector
// type) goes too: it would cut its entries at the baseline.
bool Figure::hideLegendInAShortPane(bool firstRound) {
    const bool shortPane = firstRound && axisRect()->height() < viewport().height() / 3;
    const bool squeezed = legend->outerRect().height() < legend->minimumOuterSizeHint().height();
    if (!legend->visible() || !(shortPane || squeezed))
        return false;
    legend->setVisible(false);
    placeLegend();
    return true;
}

// A crowded axis loses a tick a round until its labels stand apart.
bool Figure::thinCrowdedTicks() {
    bool thinned = false;
    for (QCPAxis* axis : tickedAxes()) {
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
bool Figure::fitRightMargins() {
    bool changed = false;
    for (QCPAxisRect* rect : axisRects()) {
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

void Figure::keepLabelsInside() {
    // A label drawn in the plot ("HBM 80 GB", a band's name) stays inside it: in a short or
    // narrow pane it would otherwise reach over the tick labels or the title.
    for (int i = 0; i < itemCount(); ++i) {
        auto* label = qobject_cast<QCPItemText*>(item(i));
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

QList<QCPAxis*> Figure::tickedAxes() const {
    QList<QCPAxis*> axes;
    for (QCPAxisRect* rect : axisRects())
        axes << rect->axes();
    return axes;
}

} // namespace shardscope
