#pragma once

// Calibration of the forecast (docs/runs.md#calibration): the few efficiencies per hardware and
// per software stack, fitted to the published runs' measured step times, and the
// leave-one-source-out error that says how well the fit predicts a source it never saw.

#include "forecast.h"
#include "results.h"
#include "run_file.h"

#include <map>
#include <string>
#include <vector>

namespace shardscope {

/** One published run as the fit sees it: its bound evaluated once, its measured step. */
struct CalibrationPoint {
    std::string id, group;
    Scenario scenario;
    Results bound;
    double measuredSeconds = 0;
};

/**
 * The measured step of a run: batch tokens / tokens per second, else the step the source's MFU
 * implies on the run's own FLOP count; none when the run has neither.
 */
std::optional<double> measuredStepSeconds(const RunFile& run, const Results& r);

/** The modelled bf16 runs with a measured step, each evaluated once. */
std::vector<CalibrationPoint> calibrationPoints(const std::vector<RunFile>& runs);

/** What the fit sets: per hardware preset its two efficiencies, per stack its profile. */
struct Calibration {
    struct HardwareFit {
        double matmul = 0.8, link = 0.8;
    };
    std::map<std::string, HardwareFit> hardware; ///< by preset id
    std::map<Stack, StackProfile> stacks;
};

/** The calibration the presets ship. */
Calibration shippedCalibration();

/**
 * Where a fit starts: the presets' switches, every fitted number neutral (efficiencies 0.8,
 * overlaps and attention 0.5), so that no fit starts from what the shipped runs taught.
 */
Calibration neutralCalibration();

/** The forecast of a point under a calibration. */
double forecastSeconds(const CalibrationPoint& p, const Calibration& c);

/** forecast / measured − 1 of every point, in order. */
std::vector<double> relativeErrors(const std::vector<CalibrationPoint>& points,
                                   const Calibration& c);

/**
 * Fits the efficiencies and overlaps the points depend on, from `start`: coordinate descent
 * (golden sections, six sweeps) on the mean |log(forecast / measured)| over the points.
 */
Calibration fitCalibration(const std::vector<CalibrationPoint>& points, Calibration start);

/**
 * Leave one source out: for each source (group), fit on every other source and forecast its
 * runs. The relative error of every point, in order.
 */
std::vector<double> leaveOneSourceOut(const std::vector<CalibrationPoint>& points,
                                      const Calibration& start = neutralCalibration());

/** Median and 90th percentile of |error|, and how many are within 10 %. */
struct ErrorSummary {
    double median = 0, p90 = 0;
    int within10 = 0, count = 0;
};
ErrorSummary summarize(const std::vector<double>& errors);

} // namespace shardscope

namespace shardscope {

/**
 * Calibrating to one's own run (docs/runs.md#my-run): the hardware's matmul efficiency at which
 * the scenario's forecast step is the step the user measured, found by bisection (the forecast
 * step falls as the efficiency rises). Only that efficiency moves: one measured number fits one
 * unknown.
 */
struct RunFit {
    enum class Status {
        Fitted,
        NotAStep,       ///< zero, negative, NaN or infinite
        NoStack,        ///< `stack: bound`: the forecast is the bound, no efficiency in it
        BelowTheBound,  ///< faster than the bound at peak: no efficiency can give it
        FasterThanPeak, ///< between the bound and the forecast with matmuls at peak
        TooSlow,        ///< slower than the forecast at the lowest efficiency a preset may hold
    };
    Status status = Status::NotAStep;
    double matmulEfficiency = 0; ///< when Fitted
    double forecastSeconds = 0;  ///< the forecast at that efficiency (Fitted), else at the limit
    double boundSeconds = 0;     ///< step.seconds, which no efficiency changes
};
RunFit fitMatmulEfficiency(const Scenario& s, double measuredSeconds);

} // namespace shardscope
