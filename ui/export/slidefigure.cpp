#include "export/slidefigure.h"

#include "common/theme.h"
#include "figures/figure.h"

namespace shardscope {

namespace {

// A 1080p slide's scale (1080 / 540): its text is as small as a projector allows.
constexpr double kFullHdScale = 2;

// The smallest text a figure draws, as a factor of its theme's type size: the tick labels
// (Figure::styleAxisRect).
constexpr double kSmallestFigureText = 0.9;

} // namespace

double slideMinPoints(double scale) {
    // Above 1080p the floor keeps its share of the height, so a 4K slide looks like a 1080p one.
    return Theme::projectorMinPoints() / std::clamp(scale, 1.0, kFullHdScale);
}

void paintSlideFigure(Figure& figure, QCPPainter& painter, QSize logical, bool transparent,
                      double scale, double minPoints) {
    figure.setLegendBudget(kSlideLegendShare, minPoints > 0 ? minPoints : slideMinPoints(scale));
    figure.paint(painter, logical, transparent);
    figure.setLegendBudget(0, 0);
}

Theme slideFigureTheme(const Theme& slide, double bodyPoints, double bodyShare) {
    Theme theme = slide;
    theme.fontPoints = std::max(slide.fontPoints, bodyPoints * bodyShare / kSmallestFigureText);
    return theme;
}

} // namespace shardscope
