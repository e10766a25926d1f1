#include "figures/useraxes.h"

#include <qcustomplot.h>

namespace shardscope {

UserAxes::Ranges UserAxes::rangesOf(const QCustomPlot& plot) {
    Ranges ranges;
    for (QCPAxisRect* rect : plot.axisRects())
        for (QCPAxis* axis : rect->axes())
            ranges.append({axis, axis->range()});
    return ranges;
}

void UserAxes::take(const QCustomPlot& plot) {
    if (m_taken)
        return;
    m_taken = true;
    m_home = rangesOf(plot);
}

void UserAxes::giveBack() {
    if (m_taken)
        for (const auto& [axis, range] : m_home)
            axis->setRange(range);
    m_taken = false;
}

UserAxes::Ranges UserAxes::kept(const QCustomPlot& plot) const {
    return m_taken ? rangesOf(plot) : Ranges();
}

} // namespace shardscope
