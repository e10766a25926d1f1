#pragma once

#include <QString>
#include <QStringList>

#include <memory>

namespace shardscope {

class Figure;

/**
 * The one table of plot figures: id, factory and translated short title. The
 * window's tabs and the board's view menus read it; adding a figure is one line
 * in figureregistry.cpp.
 */
namespace figures {

/** The plots' ids, in tab order ("compute-vs-comms", "ratio", ...). */
QStringList ids();
/** A new figure for an id; nullptr for an unknown id. */
std::unique_ptr<Figure> create(const QString& id);
/** The short title (tab label) in the current language; empty for an unknown id. */
QString shortTitle(const QString& id);

/**
 * The curve ids the figures give their curves (Figure::setCurveId), which a lesson step's
 * `curves` may name: "compute" the compute time, "dp", "fsdp", "tp" the strategies ch. 5
 * compares, "best" FSDP + TP at the best split, "current" the current split, "dcn" data
 * parallelism across pods.
 */
QStringList curveIds();

} // namespace figures
} // namespace shardscope
