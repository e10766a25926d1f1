#pragma once

#include <QStringList>

namespace shardscope {

/**
 * `shardscope search SCENARIO.json [--model book|whole] [--top N] [--whole-sequences]`: the
 * layouts of the scenario's chips, ranked, as JSON on stdout (docs/search.md). No display needed.
 */
int runSearch(const QStringList& arguments);

} // namespace shardscope
