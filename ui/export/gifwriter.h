#pragma once

#include <QByteArray>
#include <QImage>
#include <QList>
#include <QString>

namespace shardscope {

/** One frame of an animation and how long it stays, in hundredths of a second (GIF's unit). */
struct GifFrame {
    QImage image;
    int delayCs = 100;
};

/**
 * Encodes `frames` (all of one size) as a looping GIF89a with giflib. Colours are quantised
 * to one shared palette: a 6 × 7 × 6 colour cube and four greys the views use for ink, muted
 * text, grid and panels. After the first frame only the rectangle that changed is stored.
 * Returns false with the reason in `why`.
 */
bool encodeGif(const QList<GifFrame>& frames, QByteArray* out, QString* why);

} // namespace shardscope
