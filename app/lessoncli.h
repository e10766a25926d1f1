#pragma once

#include <QStringList>

namespace shardscope {

/**
 * `shardscope lesson --list [--lang LANG]`: each built-in lesson as "ID<TAB>title", one a line
 * (English titles unless --lang). Anything else is the deck export, runLessonDeck(). Needs a
 * QApplication (the deck paints; the offscreen platform will do).
 */
int runLesson(const QStringList& arguments);

} // namespace shardscope
