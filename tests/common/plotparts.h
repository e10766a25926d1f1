#pragma once

// A figure's parts read off its plot, by the names the figure gives them (objectName), as a
// test sees what is drawn rather than asking the figure.
#include <QTest>
#include <qcustomplot.h>

#include <cmath>

namespace shardscope::testing {

/** The plot part named `name`; fails the test when there is none. */
template <typename Part> Part* plotPart(const QCustomPlot& plot, const char* name) {
    auto* part = plot.findChild<Part*>(QLatin1String(name));
    if (!part)
        QTest::qFail(qPrintable(QStringLiteral("no plot part named ") + QLatin1String(name)),
                     __FILE__, __LINE__);
    return part;
}

/** The x of the vertical line named `name` while it shows; NaN while it does not. */
inline double shownLineX(const QCustomPlot& plot, const char* name) {
    const auto* line = plotPart<QCPItemStraightLine>(plot, name);
    return line && line->visible() ? line->point1->coords().x() : std::nan("");
}

} // namespace shardscope::testing
