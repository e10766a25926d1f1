#pragma once

#include <QString>

namespace shardscope {

class InputError;

/** A refused scenario as the window words it: "/json/path: why", the why in the UI's language. */
QString errorText(const InputError& error);

} // namespace shardscope
