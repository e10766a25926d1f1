// The user's hands on a figure: legend clicks hide curves (CurveVisibility), the hover read-out
// (HoverReadout), zoom and pan with the axes' reset; and a lesson step's filter of the curves.
#include "figures/figure.h"

namespace shardscope {

void Figure::setAnswerMask(const AnswerMask& mask) {
    if (mask == m_answerMask)
        return;
    m_answerMask = mask;
    m_hover.showAgain(); // the read-out open under the mouse follows the mask now
    drawSoon();
}

void Figure::setCurveFilter(const QStringList& ids) {
    if (m_curves.setCurveFilter(ids))
        drawSoon();
}

void Figure::drawSoon() {
    m_dirty = true;
    m_overlay.invalidate(); // the read-out may repaint before the queued draw
    // A lesson step sets the filter, then its scenario, which draws anyway: one draw, not two.
    if (isVisible())
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (m_dirty && isVisible())
                    draw();
            },
            Qt::QueuedConnection);
}

void Figure::wheelEvent(QWheelEvent* event) {
    m_userAxes.take(*this);
    QCustomPlot::wheelEvent(event);
}

// Back to the axes the figure chose.
void Figure::mouseDoubleClickEvent(QMouseEvent* event) {
    QCustomPlot::mouseDoubleClickEvent(event);
    m_userAxes.giveBack();
    refresh();
}

void Figure::mouseMoveEvent(QMouseEvent* event) {
    if (m_markDrag.moveTo(event->position())) { // the mark follows the mouse; the axes stay
        m_hover.show(event->position());
        return;
    }
    if (event->buttons() & Qt::LeftButton)
        m_userAxes.take(*this); // a pan
    else
        m_markDrag.showCursor(event->position());
    QCustomPlot::mouseMoveEvent(event);
    m_hover.show(event->position());
}

void Figure::mousePressEvent(QMouseEvent* event) {
    if (m_markDrag.press(event))
        event->accept();
    else
        QCustomPlot::mousePressEvent(event);
}

void Figure::mouseReleaseEvent(QMouseEvent* event) {
    if (m_markDrag.release(event))
        event->accept();
    else
        QCustomPlot::mouseReleaseEvent(event);
}

void Figure::leaveEvent(QEvent* event) {
    m_hover.hide();
    QCustomPlot::leaveEvent(event);
}

} // namespace shardscope
