// Direct manipulation: a press on a figure's mark (the batch line, the split mark) drags the
// mark instead of panning the plot, and every step of the drag edits the scenario. The
// edits of one drag are one undo step: the figure brackets them with DragStarted and
// DragFinished requests, which the window hands to the document as a slider drag.
#include "figures/figure.h"

#include <algorithm>

namespace shardscope {

namespace {
// A dotted line is one or two pixels wide: the grab zone reaches a few pixels either side.
constexpr double kGrabPixels = 6;
} // namespace

bool Figure::nearDragMark(QPointF pos) const {
    const std::optional<double> x = dragMarkX();
    if (!x || !axisRect()->rect().contains(pos.toPoint()))
        return false;
    const double reach = std::max(kGrabPixels, m_theme.lineWidth * 3);
    return std::abs(pos.x() - *x) <= reach;
}

void Figure::showDragCursor(QPointF pos) {
    if (nearDragMark(pos)) {
        if (!testAttribute(Qt::WA_SetCursor) || cursor().shape() != Qt::SizeHorCursor)
            setCursor(Qt::SizeHorCursor);
    } else if (testAttribute(Qt::WA_SetCursor)) {
        unsetCursor();
    }
}

bool Figure::dragMarkTo(QPointF pos) {
    if (!m_draggingMark)
        return false;
    if (const std::optional<Scenario> next = scenarioWithMarkAt(pos.x());
        next && *next != scenario())
        request(ViewRequest::Kind::Edit, *next, markDragName());
    return true;
}

void Figure::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton && nearDragMark(event->position())) {
        m_draggingMark = true;
        request(ViewRequest::Kind::DragStarted);
        event->accept();
        return;
    }
    QCustomPlot::mousePressEvent(event);
}

void Figure::mouseReleaseEvent(QMouseEvent* event) {
    if (m_draggingMark && event->button() == Qt::LeftButton) {
        dragMarkTo(event->position());
        m_draggingMark = false;
        request(ViewRequest::Kind::DragFinished, {}, markDragName());
        showDragCursor(event->position());
        event->accept();
        return;
    }
    QCustomPlot::mouseReleaseEvent(event);
}

} // namespace shardscope
