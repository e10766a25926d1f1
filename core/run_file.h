#pragma once

// Published training runs (docs/runs.md): a scenario plus where it was measured and what was
// measured, so that the model's MFU ceiling can be set beside a real run.

#include "scenario.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope {

/** What the source measured. A number the source does not give is nullopt (null in the file). */
struct RunMeasured {
    /**
     * The run's MFU on PaLM's convention (docs/runs.md#mfu-common): tokens/s per chip ×
     * (6N + 12·L·n_q·d_head·S) / peak, full attention, no recompute, dense bf16 peak.
     */
    std::optional<double> mfuCommon;
    std::optional<double> mfu;             ///< the source's own MFU, when it reports one
    std::optional<double> figure;          ///< the source's own number, in `metric`'s unit
    std::string metric;                    ///< what `figure` is and how the source counts it
    std::optional<double> tokensPerSecond; ///< all chips
    std::optional<double> params;          ///< N in the formula above, as the source counts it
    std::optional<double> peakFlops;       ///< the dense bf16 peak per chip the MFU divides by
    std::string note;                      ///< how a derived number was derived

    /** The MFU to set against the model: mfuCommon, else the source's own MFU. */
    std::optional<double> comparable() const { return mfuCommon ? mfuCommon : mfu; }
};

/** One published measured point as a scenario. */
struct RunFile {
    std::string id;    ///< stable, lowercase: "narayanan-t2-zero3-175B-384"
    std::string name;  ///< shown in tables: "ZeRO-3 vs PTD-P: ZeRO-3 175B, 384 A100"
    std::string group; ///< the points of one source table share a group
    std::string citation;
    std::string where; ///< table, section or file (with commit) inside the source
    RunMeasured measured;
    std::vector<std::string> approximations;   ///< what the scenario cannot express, and how
    std::vector<std::string> expectedWarnings; ///< warning codes the scenario is known to raise
    bool modelled = true; ///< false: listed, but the model does not cover it (a MoE)
    Scenario scenario;
};

/**
 * Reads a run file: a scenario file (docs/scenario-format.md) with the run keys above at its
 * top level. Strict like a scenario: an unknown key, a wrong type or a missing required key
 * (`id`, `name`, `source`, `measured`) throws InputError with its JSON path.
 */
RunFile parseRunFile(std::string_view text);

/** parseRunFile on a file's bytes (refused as a scenario file is: readScenarioText). */
RunFile loadRunFile(const std::string& fileName);

/**
 * The scenario a file holds: a scenario file's, or a run file's (one with `measured` at its top
 * level; docs/scenario-format.md#run-files), the run's other keys set aside. `run` receives the
 * run when the file is one, and is reset when it is not.
 */
Scenario parseScenarioOrRun(std::string_view text, std::optional<RunFile>* run = nullptr);
Scenario loadScenarioOrRunFile(const std::string& fileName, std::optional<RunFile>* run = nullptr);

} // namespace shardscope
