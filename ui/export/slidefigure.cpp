#include "export/slidefigure.h"

#include "common/theme.h"
#include "figures/figure.h"

namespace shardscope {

namespace {

// The smallest text a figure draws, as a factor of its theme's type size: the tick labels
// (Figure::styleAxisRect).
constexpr double kSmallestFigureText = 0.9;

} // namespace

double slideMinPoints(double scale) {
    return Theme::projectorMinPx(scale) * 72.0 / 96.0;
}

void paintSlideFigure(Figure& figure, QCPPainter& painter, QSize logical, bool transparent,
                      double scale, double minPoints) {
    figure.paint(painter, logical, transparent,
                 {kSlideLegendShare, minPoints > 0 ? minPoints : slideMinPoints(scale)});
}

Theme slideFigureTheme(const Theme& slide, double bodyPoints, double bodyShare) {
    Theme theme = slide;
    theme.fontPoints = std::max(slide.fontPoints, bodyPoints * bodyShare / kSmallestFigureText);
    return theme;
}

} // namespace shardscope
