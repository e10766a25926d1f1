#include "figures/markdrag.h"

#include "figures/figure.h"

#include <algorithm>

namespace shardscope {

namespace {
// A dotted line is one or two pixels wide: the grab zone reaches a few pixels either side.
constexpr double kGrabPixels = 6;
} // namespace

std::optional<DraggableMark> MarkDrag::markAt(QPointF pos) const {
    std::optional<DraggableMark> mark = m_figure.draggableMark();
    const double reach = std::max(kGrabPixels, m_figure.m_theme.lineWidth * 3);
    if (!mark || !m_figure.axisRect()->rect().contains(pos.toPoint()) ||
        std::abs(pos.x() - mark->x) > reach)
        return std::nullopt;
    return mark;
}

void MarkDrag::showCursor(QPointF pos) {
    if (markAt(pos)) {
        if (!m_figure.testAttribute(Qt::WA_SetCursor) ||
            m_figure.cursor().shape() != Qt::SizeHorCursor)
            m_figure.setCursor(Qt::SizeHorCursor);
    } else if (m_figure.testAttribute(Qt::WA_SetCursor)) {
        m_figure.unsetCursor();
    }
}

bool MarkDrag::moveTo(QPointF pos) {
    if (!m_dragged)
        return false;
    if (const std::optional<Scenario> next = m_dragged->scenarioAt(pos.x());
        next && *next != m_figure.scenario())
        m_figure.request(ViewRequest::Kind::Edit, *next, m_dragged->undoName);
    return true;
}

bool MarkDrag::press(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton)
        return false;
    m_dragged = markAt(event->position());
    if (!m_dragged)
        return false;
    m_figure.request(ViewRequest::Kind::DragStarted);
    return true;
}

bool MarkDrag::release(QMouseEvent* event) {
    if (!m_dragged || event->button() != Qt::LeftButton)
        return false;
    moveTo(event->position());
    const QString undoName = m_dragged->undoName;
    m_dragged.reset();
    m_figure.request(ViewRequest::Kind::DragFinished, {}, undoName);
    showCursor(event->position());
    return true;
}

} // namespace shardscope
