#include "figures/batchfigure.h"

#include "common/format.h"
#include "figures/plotdata.h"

#include <algorithm>
#include <cmath>

namespace shardscope {

double roundedBatch(double tokens, long long pods) {
    const double b = std::clamp(tokens, kBatchMin, kBatchMax);
    // Three digits: finer than a pixel of the batch axis (seven decades over ~1000 pixels,
    // 1.6 % a pixel), coarse enough to read ("435 k", not "434 917").
    const double unit = std::pow(10.0, std::floor(std::log10(b)) - 2);
    return std::max(std::round(b / unit) * unit, double(std::max(1LL, pods)));
}

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
    const double b = scenario().batchTokens;
    m_batchLine->point1->setCoords(b, 1);
    m_batchLine->point2->setCoords(b, 2);
}

void BatchFigure::showBand(bool shown, double from, double to) {
    m_band->setVisible(shown);
    m_band->topLeft->setCoords(std::max(from, kBatchMin), 0);
    m_band->bottomRight->setCoords(std::min(to, kBatchMax), 1);
}

} // namespace shardscope

namespace shardscope {

std::optional<DraggableMark> BatchFigure::draggableMark() const {
    const double b = scenario().batchTokens;
    if (!m_batchLine->visible() || !xAxis->range().contains(b))
        return std::nullopt;
    return DraggableMark{xAxis->coordToPixel(b),
                         [this](double x) { return scenarioWithBatchAt(x); },
                         tr("Drag the batch line")};
}

std::optional<Scenario> BatchFigure::scenarioWithBatchAt(double x) const {
    const double b = xAxis->pixelToCoord(x);
    if (!std::isfinite(b) || b <= 0)
        return std::nullopt;
    Scenario next = scenario();
    next.batchTokens = roundedBatch(b, scenario().pods);
    return next;
}

} // namespace shardscope
