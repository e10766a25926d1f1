#pragma once

// The words docs/lesson-format.md lets a lesson use. The lesson reader takes them from the UI;
// core tests read lessons with these, and tst_lessonlibrary holds the UI's own lists to them.
#include "lesson.h"

#include <string>
#include <vector>

namespace shardscope::documented {

inline const std::vector<std::string> languages = {"en", "ru", "zh_CN"};

// docs/lesson-format.md, "views": the figures as `export --figure` names them, and "mesh".
inline const std::vector<std::string> views = {"compute-vs-comms", "ratio",   "split-sweep",
                                               "roofline",         "memory",  "pipeline",
                                               "layouts",          "reality", "mesh"};

// docs/lesson-format.md#curve-ids
inline const std::vector<std::string> curves = {"compute", "dp",      "fsdp", "tp",
                                                "best",    "current", "dcn"};

// docs/lesson-format.md#highlight-names
inline const std::vector<std::string> highlights = {
    "hardware",        "model", "chips",        "pods",     "batch",   "seq",
    "split",           "pp",    "microbatches", "axes",     "overlap", "finite-group",
    "recipe",          "zero",  "checkpoints",  "prefetch", "mfu",     "tokens",
    "crossover",       "x-opt", "bubble",       "schedule", "hsdp",    "placement",
    "comms-algorithm", "ep",    "precision"};

// docs/lesson-format.md#mesh-steps: pass.kind.tensor, and .axis for all but a matmul.
inline std::vector<std::string> meshStepNames() {
    std::vector<std::string> out;
    for (const char* pass : {"forward", "backward"})
        for (const char* kind :
             {"matmul", "allgather", "reducescatter", "allreduce", "send", "alltoall"})
            for (const char* tensor : {"in", "w_in", "w_out", "out", "tmp", "dout", "dtmp", "din",
                                       "dw_in", "dw_out", "kv", "dkv"}) {
                const std::string base = std::string(pass) + "." + kind + "." + tensor;
                if (std::string(kind) == "matmul") {
                    out.push_back(base);
                    continue;
                }
                for (const char* axis : {"x", "y", "stages", "pods", "ep", "cp"})
                    out.push_back(base + "." + axis);
            }
    return out;
}
inline const std::vector<std::string> meshSteps = meshStepNames();

// docs/lesson-format.md, "views": the board shows at most four.
inline constexpr size_t maxViews = 4;

/** Read options with the documented vocabulary (no scenario source). */
inline LessonReadOptions vocabulary(bool builtIn) {
    LessonReadOptions o;
    o.builtIn = builtIn;
    o.languages = languages;
    o.views = views;
    o.maxViews = maxViews;
    o.curves = curves;
    o.highlights = highlights;
    o.meshSteps = meshSteps;
    return o;
}

} // namespace shardscope::documented
