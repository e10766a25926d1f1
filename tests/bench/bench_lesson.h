#pragma once

namespace shardscope {

/** lesson.step_ms: entering a lesson step in the shown window (scenario, views, highlight, first
 * paint), p99; lesson.step_p50_ms and lesson.step_cpu_ms (mean CPU time). Prints via `print`. */
void benchLesson(bool quick, void (*print)(const char*, double, const char*));

} // namespace shardscope
