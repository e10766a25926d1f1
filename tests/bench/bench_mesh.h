#pragma once

/**
 * Mesh view figures for shardscope_bench: mesh.frame_p99_ms.{64,4096,8960}
 * (frames while animating, canvas 1920x1080; 8960x2: two pods; above 16 chips the view's lens,
 * its ring transfers drawn hop by hop) and mesh.relayout_ms.8960 (a split
 * change re-laid and painted). Needs a QApplication; prints through `print`.
 */
void benchMesh(bool quick, void (*print)(const char* metric, double value, const char* unit));
