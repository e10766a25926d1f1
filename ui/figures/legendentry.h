#pragma once

#include "figures/renderedtext.h"

#include <qcustomplot.h>

namespace shardscope {

/**
 * A legend entry that lays its text out once. QCustomPlot's own entry measures and shapes its
 * name on every layout pass and every paint: a slider step on the board did that a dozen
 * times per entry. This one keeps the measured size and, on screen, the rendered text until
 * the name, font or colour changes. Exports (SVG, PDF, scaled images) draw as QCustomPlot
 * does, so text stays text and sharp at any scale.
 */
class LegendEntry : public QCPPlottableLegendItem {
    Q_OBJECT
  public:
    LegendEntry(QCPLegend* parent, QCPAbstractPlottable* plottable);

    /** Replaces the legend's plain entries with LegendEntry ones, in the same cells. */
    static void adoptEntries(QCPLegend* legend);

    /** A name wider than `pixels` goes on two lines (0: never); an export at its smallest text
     * that still cannot give the name its width. */
    void setTextWidthLimit(int pixels) { m_textWidthLimit = pixels; }

  protected:
    QSize minimumOuterSizeHint() const override;
    QRect clipRect() const override;
    void draw(QCPPainter* painter) override;

  private:
    QSize textSize() const;    ///< as QCustomPlot measures it: the name's box at the icon's height
    QString shownName() const; ///< the name, broken in two past the width limit
    RenderedText m_name;
    int m_textWidthLimit = 0;
};

} // namespace shardscope
