#include "figures/batchfigure.h"

#include "common/format.h"
#include "figures/plotdata.h"

#include <algorithm>

namespace shardscope {

BatchFigure::BatchFigure(const std::function<QString(double)>& valueLabel, QWidget* parent)
    : Figure(parent) {
    setupLogAxis(xAxis, format::compact);
    setupLogAxis(yAxis, valueLabel);
    xAxis->setRange(kBatchMin, kBatchMax);
    m_band = addBatchBand(this);
    m_batchLine = new QCPItemStraightLine(this);
}

void BatchFigure::retranslateBatchAxis() {
    xAxis->setLabel(tr("Batch B (tokens)"));
}

void BatchFigure::placeBatchLine() {
    const double b = m_scenario.batchTokens;
    m_batchLine->point1->setCoords(b, 1);
    m_batchLine->point2->setCoords(b, 2);
}

void BatchFigure::showBand(bool shown, double from, double to) {
    m_band->setVisible(shown);
    m_band->topLeft->setCoords(std::max(from, kBatchMin), 0);
    m_band->bottomRight->setCoords(std::min(to, kBatchMax), 1);
}

} // namespace shardscope
