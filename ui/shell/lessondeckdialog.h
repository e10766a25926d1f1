#pragma once

#include "common/theme.h"
#include "lesson.h"

#include <QString>

#include <optional>

class QWidget;

namespace shardscope {

/**
 * File → Export lesson: asks where to save `lesson` as PDF slides (a save dialog over `parent`,
 * in the last export folder) and writes them in `theme` (projector scaling off: a slide's text
 * is large already). Returns the file written, or "" when cancelled or failed; `error` gets one
 * line saying why a write failed.
 */
QString exportLessonDeck(QWidget* parent, const Lesson& lesson, const Theme& theme, QString* error);

/**
 * Asks which built-in lesson to export (for a window with no lesson open); nullopt when the
 * user cancels, or with `error` set when the lesson cannot be read.
 */
std::optional<Lesson> chooseBuiltInLesson(QWidget* parent, QString* error);

} // namespace shardscope
