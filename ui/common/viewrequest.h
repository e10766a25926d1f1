#pragma once

#include "scenario.h"

#include <QString>

class QWidget;

namespace shardscope {

/**
 * What a view asks the window to do. Every figure and pane sends its requests up one route
 * (Figure::requested → BoardPane::requested → Board::requested → MainWindow), whatever it asks.
 */
struct ViewRequest {
    enum class Kind {
        Edit,         ///< make `scenario` the current one: one undo step named `what`
        Pin,          ///< pin `scenario` as the compare's A: one undo step named `what`
        DragStarted,  ///< a drag of a mark begins: its Edits until DragFinished are one step
        DragFinished, ///< the drag ended; `what` names its undo step
        ExportFigure, ///< the figure's "Export figure…": the window asks for a file
        ExportView,   ///< a pane's "Export view": the window asks for a folder
    };
    Kind kind = Kind::Edit;
    QString viewId;            ///< the id of the figure or view that asks
    QWidget* source = nullptr; ///< the figure (ExportFigure) or the pane (ExportView)
    Scenario scenario;         ///< Edit, Pin
    QString what;              ///< Edit, Pin, DragFinished
};

} // namespace shardscope
