#pragma once

#include "layout_search.h"

#include <nlohmann/json.hpp>

namespace shardscope {

/** `shardscope search`'s JSON (docs/search.md#json): SI numbers, null where none exists. */
nlohmann::ordered_json searchJson(const SearchResult& r);

/** One layout as the search's JSON writes it. */
nlohmann::ordered_json layoutJson(const Layout& l);

} // namespace shardscope
