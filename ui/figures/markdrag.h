#pragma once

#include <QPointF>

class QMouseEvent;

namespace shardscope {

class Figure;

/**
 * Direct manipulation, a part of a figure: a press on its mark (the batch line, the split mark)
 * drags the mark instead of panning the plot, and every step of the drag edits the scenario.
 * The edits of one drag are one undo step: the figure brackets them with DragStarted and
 * DragFinished requests, which the window hands to the document as a slider drag.
 */
class MarkDrag {
  public:
    explicit MarkDrag(Figure& figure) : m_figure(figure) {}
    /** A left press on the mark starts a drag: true when it took the press. */
    bool press(QMouseEvent* event);
    /** During a drag, the mark follows the mouse (an edit): false when no drag is under way. */
    bool moveTo(QPointF pos);
    /** The left button's release ends the drag: true when it took the release. */
    bool release(QMouseEvent* event);
    /** The sideways arrow over the mark, the plot's own cursor elsewhere. */
    void showCursor(QPointF pos);

  private:
    bool near(QPointF pos) const;

    Figure& m_figure;
    bool m_dragging = false;
};

} // namespace shardscope
