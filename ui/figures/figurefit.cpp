// How a figure fits its texts to the room it gets: the title here; the legend (LegendFitting)
// and the frame (FrameFitting: ticks, axis titles, margins, labels kept in the plot) in parts.
#include "figures/figure.h"
#include "figures/figuretext.h"
#include "figures/legendentry.h"

namespace shardscope {

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

void Figure::setLegendBudget(double share, double minPoints) {
    m_legend.setBudget(share, minPoints);
}

void Figure::setAxisLabels(QCPAxis* axis, const QString& full, const QString& brief) {
    m_frame.setAxisLabels(axis, full, brief);
}

void Figure::updateLayout() {
    if (m_overlay.keepsLayout()) // the read-out alone, on the frame laid out for its image
        return;
    LegendEntry::adoptEntries(legend); // entries added since the last layout measure once
    m_frame.start(m_theme.font(1.0), m_theme.fontPoints);
    // The one fitting step: lay out, fit the frame (legend, ticks, axis titles, margins) to the
    // room it got, then the figure's own texts to the settled frame; again while either changed
    // something the layout depends on. A slider step whose texts still fit lays out once.
    for (int round = 0;; ++round) {
        QCustomPlot::updateLayout();
        if (round == kMostFittingRounds)
            break;
        if (m_legend.hideInAShortPane(round == 0) ||
            m_frame.fitRound(std::max(m_theme.fontPoints * 0.7, m_legend.minTextPoints())))
            continue;
        if (!fitContents())
            break;
        // The figure changed its texts or panels (the memory figure's zoom panel): the frame
        // is fitted anew to the room they leave.
        m_frame.refit(m_theme.font(1.0));
    }
    hideStatedAnswers(); // the texts fitContents set anew (a caption wrapped to the room)
    m_frame.keepLabelsInside();
}

} // namespace shardscope
