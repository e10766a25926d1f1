#pragma once

#include <QStringList>

namespace shardscope {

/**
 * `shardscope lesson LESSON|ID --out DIR [--format pdf|png] [--size WxH] [--lang LANG]
 * [--theme NAME]`: the lesson as slides, DIR/ID.pdf or DIR/ID-01.png, ... Needs a QApplication
 * (the offscreen platform will do).
 */
int runLessonDeck(const QStringList& arguments);

} // namespace shardscope
