#pragma once

namespace shardscope {

/** lesson.step_ms: entering a lesson step in the shown window, p99 (prints via `print`). */
void benchLesson(bool quick, void (*print)(const char*, double, const char*));

} // namespace shardscope
