#pragma once

// The hover read-out as a user reads it: the plot's item named "hoverReadout", while it shows.
#include <QString>
#include <qcustomplot.h>

namespace shardscope::testing {

/** The read-out's text now; empty when the mouse is not over a plot. */
inline QString readoutOf(const QCustomPlot& plot) {
    const auto* readout = plot.findChild<QCPItemText*>(QStringLiteral("hoverReadout"));
    return readout && readout->visible() ? readout->text() : QString();
}

} // namespace shardscope::testing
