#pragma once

#include <QSize>

class QCPPainter;

namespace shardscope {

class Figure;
struct Theme;

/** The most of a figure's area its legend may take on a slide: the plot keeps the rest. */
inline constexpr double kSlideLegendShare = 0.2;

/**
 * The smallest text a figure on a slide may shrink its legend to, in the figure's logical
 * points: the projector minimum in device pixels at `scale` device pixels per logical pixel,
 * and above 1080p (scale 2) the same share of the slide's height as at 1080p.
 */
double slideMinPoints(double scale);

/**
 * Draws `figure` into (0, 0, logical) as a slide shows it: its legend under the plot in at most
 * kSlideLegendShare of the figure, its text no smaller than `minPoints` logical points (0:
 * slideMinPoints(scale)). The figure's window rule is back when it returns.
 */
void paintSlideFigure(Figure& figure, QCPPainter& painter, QSize logical, bool transparent,
                      double scale, double minPoints = 0);

/**
 * The theme a deck slide draws its figures in: `slide`'s, with text large enough to stand
 * beside the slide's body text (at least `bodyShare` of `bodyPoints`).
 */
Theme slideFigureTheme(const Theme& slide, double bodyPoints, double bodyShare);

} // namespace shardscope
