#pragma once

#include <QSize>
#include <qcustomplot.h>

namespace shardscope {

struct Theme;

/**
 * An export's rule for the legend (a slide, the board slide, a deck): under the plot, in at most
 * `share` of the figure's area, its text shrunk down to `minPoints` (the projector minimum at
 * the export's scale) rather than hidden; no legend or axis title shrinks below `minPoints`
 * either. 0, 0: the window's rule.
 */
struct LegendBudget {
    double share = 0;
    double minPoints = 0;
};

/**
 * A figure's legend fitted to the room it gets, under the plot: columns by its widest entry
 * (digits measured at their widest, so a slider does not flip them), its type shrunk rather
 * than clipped, an export's budget of the figure's area kept, and hidden where it would take a
 * short pane's plot (the hover read-out names the curves there).
 */
class LegendFitting {
  public:
    explicit LegendFitting(QCustomPlot& plot) : m_plot(plot) {}
    /** An export's rule while it paints (Figure::paint); LegendBudget{}: the window's. */
    void setBudget(const LegendBudget& budget);
    /** The smallest text an export allows (0: the window's rule). */
    double minTextPoints() const { return m_minTextPoints; }
    /** After the figure's redraw: columns, type and icons for `available` pixels. */
    void fit(QSize available, const Theme& theme);
    /** After a layout: no legend in a pane whose plot it leaves under a third of the height (on
        the step's first layout), or one given less than its rows. True when it went. */
    bool hideInAShortPane(bool firstRound);

  private:
    void place(); ///< in the layout while shown, out of it while hidden

    QCustomPlot& m_plot;
    double m_share = 0;         ///< of the figure's area; 0: no budget
    double m_minTextPoints = 0; ///< the smallest text an export allows (0: window)
};

} // namespace shardscope
