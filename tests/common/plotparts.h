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

/** The fine (antialiased) frame is what the plot draws: the values have settled since the last
    change (a live frame leaves plottables and items without antialiasing). */
inline bool isSettled(const QCustomPlot& plot) {
    return plot.notAntialiasedElements() == QCP::aeNone;
}

/** A click on `curve`'s legend entry, as a user hides or shows a curve; fails the test when the
    curve has no entry. */
inline void clickLegendEntry(QCustomPlot& plot, QCPAbstractPlottable* curve) {
    plot.replot(); // the legend laid out where it is drawn
    QCPAbstractLegendItem* entry = plot.legend->itemWithPlottable(curve);
    if (!entry || !entry->realVisibility()) {
        QTest::qFail("no legend entry for the curve", __FILE__, __LINE__);
        return;
    }
    QTest::mouseClick(&plot, Qt::LeftButton, {}, entry->rect().center());
}

/** The x of the vertical line named `name` while it shows; NaN while it does not. */
inline double shownLineX(const QCustomPlot& plot, const char* name) {
    const auto* line = plotPart<QCPItemStraightLine>(plot, name);
    return line && line->visible() ? line->point1->coords().x() : std::nan("");
}

} // namespace shardscope::testing
