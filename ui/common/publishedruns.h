#pragma once

#include "run_file.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace shardscope {

/** One shipped run with the model's MFU ceiling for its scenario, computed when it is read. */
struct PublishedRun {
    RunFile run;
    std::optional<double> modelMfu;        ///< evaluate(scenario).step.mfu; none when not modelled
    std::optional<double> forecastMfu;     ///< evaluate(scenario).forecast.mfu
    std::optional<double> forecastSeconds; ///< the forecast step
    std::optional<double> measuredSeconds; ///< the measured step (measuredStepSeconds)
    /** forecast / measured step − 1; none when either is missing. */
    std::optional<double> forecastError() const;
    /** measured / ceiling; none when either is missing. */
    std::optional<double> ratio() const;
};

/** A run with the model's numbers for its scenario, evaluated once. */
PublishedRun publishedRun(RunFile run);

/**
 * The published runs shipped in the program (resources/runs, at :/runs/), by file name.
 * A shipped file that does not read is a build error the tests catch; here it throws
 * InputError with the file's name in front of the path.
 */
std::vector<PublishedRun> publishedRuns();

/**
 * publishedRuns(), read once for the life of the program (the resources never change): the
 * Runs dialog and the Reality figure share it. Empty when a shipped file does not read (the
 * tests name the file).
 */
const std::vector<PublishedRun>& cachedPublishedRuns();

/**
 * A run's approximations in the UI's language: the lines of translations/runs_LANG.json,
 * English where a line has none (a run file added without them).
 */
QStringList runApproximations(const RunFile& run);

/** "FSDP 384", "TP 8 × PP 12 × 4 pods": the split as a run is laid out. */
QString runLayout(const Scenario& s);

} // namespace shardscope
