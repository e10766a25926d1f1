#pragma once

#include "scenario.h"

#include <QPointF>
#include <QString>

#include <functional>
#include <optional>

class QMouseEvent;

namespace shardscope {

class Figure;

/** The mark a drag moves along a figure's x-axis (the batch line, the split mark). */
struct DraggableMark {
    double x; ///< its pixel, widget coordinates
    /** The scenario with the mark moved to x pixel `x`; nullopt: no change. */
    std::function<std::optional<Scenario>(double x)> scenarioAt;
    QString undoName; ///< the drag's undo step ("Drag the batch line")
};

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
    /** The figure's mark when `pos` is on it. */
    std::optional<DraggableMark> markAt(QPointF pos) const;

    Figure& m_figure;
    std::optional<DraggableMark> m_dragged; ///< the mark pressed, while it is dragged
};

} // namespace shardscope
