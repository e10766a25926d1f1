#include "figures/markdrag.h"

#include "figures/figure.h"

#include <algorithm>

namespace shardscope {

namespace {
// A dotted line is one or two pixels wide: the grab zone reaches a few pixels either side.
constexpr double kGrabPixels = 6;
} // namespace

bool MarkDrag::near(QPointF pos) const {
    const std::optional<double> x = m_figure.dragMarkX();
    if (!x || !m_figure.axisRect()->rect().contains(pos.toPoint()))
        return false;
    const double reach = std::max(kGrabPixels, m_figure.m_theme.lineWidth * 3);
    return std::abs(pos.x() - *x) <= reach;
}

void MarkDrag::showCursor(QPointF pos) {
    if (near(pos)) {
        if (!m_figure.testAttribute(Qt::WA_SetCursor) ||
            m_figure.cursor().shape() != Qt::SizeHorCursor)
            m_figure.setCursor(Qt::SizeHorCursor);
    } else if (m_figure.testAttribute(Qt::WA_SetCursor)) {
        m_figure.unsetCursor();
    }
}

bool MarkDrag::moveTo(QPointF pos) {
    if (!m_dragging)
        return false;
    if (const std::optional<Scenario> next = m_figure.scenarioWithMarkAt(pos.x());
        next && *next != m_figure.scenario())
        m_figure.request(ViewRequest::Kind::Edit, *next, m_figure.markDragName());
    return true;
}

bool MarkDrag::press(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !near(event->position()))
        return false;
    m_dragging = true;
    m_figure.request(ViewRequest::Kind::DragStarted);
    return true;
}

bool MarkDrag::release(QMouseEvent* event) {
    if (!m_dragging || event->button() != Qt::LeftButton)
        return false;
    moveTo(event->position());
    m_dragging = false;
    m_figure.request(ViewRequest::Kind::DragFinished, {}, m_figure.markDragName());
    showCursor(event->position());
    return true;
}

} // namespace shardscope
