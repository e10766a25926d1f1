// How a figure fits its texts to the room it gets: the legend (LegendFitting) and the frame
// (FrameFitting: ticks, axis titles, margins, labels kept in the plot) in parts, the title in
// TitleText::fitTo.
#include "figures/figure.h"
#include "figures/figuretext.h"
#include "figures/legendentry.h"

namespace shardscope {

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
    // The texts fitContents set anew (a caption wrapped to the room) under the one rule.
    m_statedAnswers.hide(this, m_answerMask, *m_evaluation);
    m_frame.keepLabelsInside();
}

} // namespace shardscope
