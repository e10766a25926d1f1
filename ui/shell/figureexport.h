#pragma once

class QWidget;

namespace shardscope {

class Figure;

/**
 * "Export figure…" from a figure's context menu: asks for a file (PNG, SVG or PDF; the folder
 * and format remembered) and writes the figure as it is, captioned as the settings say, at slide
 * size. A failure is shown in a message box over `parent`.
 */
void exportFigureWithDialog(Figure& figure, QWidget* parent);

} // namespace shardscope
