#pragma once

#include <QString>

namespace shardscope {

class ScenarioError;

/** A refused scenario as the window words it: "/json/path: why", the why in the UI's language. */
QString errorText(const ScenarioError& error);

} // namespace shardscope
