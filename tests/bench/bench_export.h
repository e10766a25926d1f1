#pragma once

#include <QString>

/**
 * Export figures for shardscope_bench: export.svg_ms and export.pdf_ms (compute-vs-comms at
 * 1920x1080, in process: figure, layout, vector drawing, file), export.gif_mesh_ms (the whole
 * `shardscope export --format gif --figure mesh-anim` process on 64 chips at 1280x720),
 * export.gif_mesh_bytes (that file's size), export.gif_mesh_collective_ms / _bytes (the
 * figure mesh-collective, 16 frames of the lens on the book's 4096 chips at 1280x720), and
 * export.png_encode_ms and export.png_bytes (the roofline at 1600x800 encoded at export's
 * deflate level) and the same at Qt's default level. Needs a QApplication; prints through
 * `print`.
 */
void benchExport(const QString& binary, bool quick,
                 void (*print)(const char* metric, double value, const char* unit));

/**
 * lesson.deck_pdf_ms: the whole `shardscope lesson ch5-parallelism --format pdf` process (median
 * over runs), the chapter-5 lesson as one PDF of slides.
 */
void benchLessonDeck(const QString& binary, bool quick,
                     void (*print)(const char* metric, double value, const char* unit));
