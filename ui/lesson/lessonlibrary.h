#pragma once

#include "lesson.h"

#include <QString>
#include <QStringList>

namespace shardscope {

/**
 * How the window reads a lesson: the words it knows (its languages, views, the board's pane count,
 * the figures' curve ids, the highlight names) and scenario names read next to `lessonFolder`
 * first, then among the shipped scenarios.
 */
LessonReadOptions lessonReadOptions(bool builtIn, const QString& lessonFolder = QString());

/** The built-in lessons (resources/lessons, in the resource file as :/lessons/ID.json). */
QStringList builtInLessonIds();

/** The built-in lesson's title in the UI's current language ("" for an unknown id). */
QString builtInLessonTitle(const QString& id);

/**
 * A lesson by built-in id or by file path. Scenario names in it are read next to a user's lesson
 * file first, then among the shipped scenarios (:/scenarios). Views are checked against the figure
 * registry and "mesh". Throws InputError (the path is the JSON path; the caller names the file).
 */
Lesson loadLesson(const QString& idOrPath);

/** The language code lesson texts use for the UI's current language ("en", "ru", "zh_CN"). */
std::string lessonLanguage();

/** A lesson text in the UI's current language, as Qt rich text (the Markdown subset rendered). */
QString lessonHtml(const LessonText& text);

/** The step's `curves` as a figure's setCurveFilter() takes them (empty: every curve). */
QStringList lessonStepCurves(const LessonStep& step);

/** A question's unit as the UI names it: "ms", "мс", "毫秒"; "" for AnswerUnit::None. */
QString answerUnitName(AnswerUnit unit);

/** An answer with its unit in the UI's language, three digits: "0.599 ms", "435,200 tokens". */
QString answerText(double value, AnswerUnit unit);

} // namespace shardscope
