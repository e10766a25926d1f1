#pragma once

// The search over layouts (docs/search.md): every FSDP × TP × stages × microbatches × ZeRO
// stage of the scenario's chips, ranked by step time with the book's tie-breaks.

#include "scenario.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace shardscope {

/** Which step time ranks the layouts. */
enum class SearchModel {
    Book,    ///< the per-layer MLP model of ch. 5–6 (docs/search.md#book-step)
    Whole,   ///< the whole step, a bound at peak (docs/model.md#whole-step)
    Forecast ///< the forecast for the scenario's stack (docs/model.md#forecast)
};

/** What the heatmap's rows count, TP ways across (docs/search.md#heatmap). */
enum class LayoutRows {
    Stages,  ///< pipeline stages Z
    Experts, ///< expert-parallel ways EP
    Context  ///< context-parallel ways CP
};

struct SearchOptions {
    SearchModel model = SearchModel::Book;
    bool wholeSequences = false;          ///< X·pods ≤ B_seq: no sequence sharding
    size_t top = 10;                      ///< how many ranked layouts to keep
    LayoutRows rows = LayoutRows::Stages; ///< the heatmap's rows; the ranking is the same
    bool operator==(const SearchOptions&) const = default;
};

/** One candidate layout and what the search found of it. */
struct Layout {
    long long fsdp = 1, tp = 1, pp = 1, microbatches = 1; ///< X, Y, Z, K
    int zeroStage = 3;
    long long hsdp = 0; ///< HSDP's shard group (0: plain FSDP; docs/model.md#hsdp)
    long long ep = 1;   ///< expert parallelism (docs/model.md#expert-parallelism)
    long long cp = 1;   ///< context parallelism: X = fsdp·cp data ways (docs/search.md#context)
    std::vector<ParallelAxis> placement = Scenario::defaultPlacement(); ///< innermost first
    double stepSeconds = 0;        ///< the ranking model's step
    double mfu = 0;                ///< its MFU (a bound but for the forecast)
    double commsToCompute = 0;     ///< h: the book's comms/compute of a layer (ch. 5 X_opt rule)
    double memoryPerChip = 0;      ///< bytes, by the function memory.fits uses
    double chipHours = 0;          ///< the scenario's training at stepSeconds (docs/model.md#cost)
    std::optional<double> costUsd; ///< chipHours at the hardware's price, when it has one
    /// "sp×N" (the sequence is sharded N ways), "off_mesh", "kv_heads_replicated"
    std::vector<std::string> flags;
};

/** Why a candidate was left out: the rule's id as the report names it. */
namespace rule {
inline constexpr const char* tpDividesModel = "tp_divides_model";         ///< Y ∤ n_q, D or F
inline constexpr const char* stagesDivideLayers = "stages_divide_layers"; ///< Z ∤ L
inline constexpr const char* wholeSequences = "whole_sequences";          ///< X·pods > B_seq
inline constexpr const char* memory = "memory"; ///< more than HBM per chip
} // namespace rule

/** One cell of the heatmap: TP ways across, the rows' ways (stages, EP or CP) down. */
struct LayoutCell {
    long long tp = 1;
    long long row = 1;            ///< its stages, EP or CP ways, as SearchOptions::rows says
    std::optional<Layout> best;   ///< the best feasible layout with this TP and row
    std::string excludedBy;       ///< when none: the rule that left the cell out
    double smallestFootprint = 0; ///< when nothing fits: the least memory per chip seen
};

struct SearchResult {
    long long candidates = 0, feasible = 0;
    std::map<std::string, long long> excluded;  ///< by rule
    std::vector<Layout> ranked;                 ///< the best first, at most `top`
    std::vector<LayoutCell> cells;              ///< by TP, then by row
    std::vector<long long> tpWays, stageCounts; ///< what TP and Z may be (the rules)
    std::vector<long long> rows;                ///< the heatmap's rows, ascending
    double smallestFootprint = 0;               ///< the least memory per chip of any candidate
    double chipsForState = 0;                   ///< chips per pod the training state alone needs
    std::optional<Layout> best() const {
        return ranked.empty() ? std::nullopt : std::optional<Layout>(ranked.front());
    }
};

SearchResult searchLayouts(const Scenario& s, const SearchOptions& options = {});

/** The ways along the heatmap's rows of a layout with these stages, EP and CP. */
long long rowWays(LayoutRows rows, long long pp, long long ep, long long cp);
/** `l`'s ways along the heatmap's rows: its stages, EP or CP. */
inline long long rowWays(const Layout& l, LayoutRows rows) {
    return rowWays(rows, l.pp, l.ep, l.cp);
}

/** The scenario with `layout`'s fsdp, tp, pp, microbatches, ZeRO stage, HSDP and placement. */
Scenario withLayout(Scenario s, const Layout& layout);

/** True when `a` ranks before `b`: shorter step, then the book's tie-breaks. */
bool ranksBefore(const Layout& a, const Layout& b);

} // namespace shardscope
