#pragma once

#include "evaluation.h"

#include <qcustomplot.h>

#include <functional>
#include <initializer_list>
#include <vector>

namespace shardscope {

/** The batch range of the batch figures and slider, tokens (the core's, evaluation.h). */
constexpr double kBatchMin = kBatchSweepMin;
constexpr double kBatchMax = kBatchSweepMax;

QVector<double> toVector(const std::vector<double>& v);
/** The values, with zeros and non-finite ones as gaps (a log axis cannot show them). */
QVector<double> positive(const std::vector<double>& v);

/** Makes `axis` logarithmic with tick labels from `label`. */
void setupLogAxis(QCPAxis* axis, std::function<QString(double)> label);
/** Fits a log value axis to the visible graphs, half a decade of margin. */
void fitLogY(QCustomPlot* plot, QCPAxis* axis, std::initializer_list<QCPGraph*> graphs);
/** A shaded band over a batch range, the full height of the axis rect, behind the data. */
QCPItemRect* addBatchBand(QCustomPlot* plot);
/**
 * Centres a label on an anchor (pixels) but keeps it inside the axis rect, so a
 * long Russian label near an edge slides inwards instead of being clipped.
 */
void placeInside(QCPItemText* label, QCPAxisRect* rect, QPointF anchor, Qt::Alignment vertical);
/** Adds or removes a plottable's legend entry. */
void setInLegend(QCPAbstractPlottable* plottable, bool shown);

} // namespace shardscope
