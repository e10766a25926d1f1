#pragma once

#include "results.h"
#include "scenario.h"
#include "theme.h"

#include <QSize>
#include <QStringList>

#include <memory>

namespace shardscope {

class Figure;

/** The plots' ids, in the order of the window's tabs. */
QStringList figureIds();
/** Everything `export` writes: the plots, "mesh" (one frame) and "mesh-steps" (numbered frames). */
QStringList exportIds();
/** What "export all" writes: the plots and one mesh frame. */
QStringList defaultExportIds();
/** A new figure for an id; nullptr for an unknown id. */
std::unique_ptr<Figure> makeFigure(const QString& id);

/** Export size: pixels out; `scale` > 1 multiplies text and lines (0: height / 540). */
struct ExportOptions {
    QSize size{1920, 1080};
    double scale = 0;
    Theme theme;
    double effectiveScale() const { return scale > 0 ? scale : std::max(1.0, size.height() / 540.0); }
};

/**
 * Writes `ids` as DIR/ID.png ("mesh-steps" as DIR/mesh-step-01.png, ...). Returns an empty string, or what went wrong
 * (the file that could not be written). Needs a QApplication.
 */
QString exportFigures(const Scenario& s, const Results& r, const QStringList& ids,
                      const QString& dir, const ExportOptions& options, QStringList* written);

} // namespace shardscope
