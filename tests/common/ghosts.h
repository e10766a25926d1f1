#pragma once

// A's ghosts as the plot holds them: each a plot item named "ghost#" and its curve's place among
// the plottables, A's legend entry "pinEntry" (figures/pinghosts.h).
#include "figures/figure.h"

namespace shardscope::testing {

/** The ghost drawn now for one of the figure's curves; nullptr when none shows. */
inline QCPAbstractPlottable* shownGhostOf(Figure& figure, const QCPAbstractPlottable* curve) {
    for (int i = 0; i < figure.plottableCount(); ++i)
        if (figure.plottable(i) == curve) {
            auto* ghost =
                figure.findChild<QCPAbstractPlottable*>(QStringLiteral("ghost#%1").arg(i));
            return ghost && ghost->visible() ? ghost : nullptr;
        }
    return nullptr;
}

/** A's one legend entry; nullptr before the first pin. */
inline QCPGraph* pinEntryOf(const Figure& figure) {
    return figure.findChild<QCPGraph*>(QStringLiteral("pinEntry"));
}

} // namespace shardscope::testing
