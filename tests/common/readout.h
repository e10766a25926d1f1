#pragma once

// The hover read-out as a user reads it: the plot's item named "hoverReadout", while it shows.
#include <QApplication>
#include <QMouseEvent>
#include <QString>
#include <qcustomplot.h>

namespace shardscope::testing {

/** The mouse moves to `pos` (widget pixels) with no button held, as a hover does. */
inline void hoverAt(QWidget& plot, QPointF pos) {
    QMouseEvent move(QEvent::MouseMove, pos, plot.mapToGlobal(pos), Qt::NoButton, Qt::NoButton,
                     Qt::NoModifier);
    QApplication::sendEvent(&plot, &move);
}

/** The read-out's text now; empty when the mouse is not over a plot. */
inline QString readoutOf(const QCustomPlot& plot) {
    const auto* readout = plot.findChild<QCPItemText*>(QStringLiteral("hoverReadout"));
    return readout && readout->visible() ? readout->text() : QString();
}

} // namespace shardscope::testing
