#pragma once

#include <QByteArray>
#include <QImage>
#include <QList>
#include <QSize>
#include <QString>

#include <vector>

struct GifFileType; // giflib

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

/**
 * encodeGif() a frame at a time: each frame is encoded as it is added and can be dropped at
 * once, so an animation needs the memory of one frame (and its palette indices, twice), not
 * of all of them. The GIF is in `out` after finish().
 */
class GifEncoder {
  public:
    explicit GifEncoder(QByteArray* out);
    ~GifEncoder();
    GifEncoder(const GifEncoder&) = delete;
    GifEncoder& operator=(const GifEncoder&) = delete;

    /** Adds a frame; every frame takes the first one's size. False with the reason in `why`. */
    bool add(const QImage& image, int delayCs, QString* why);
    /** Ends the file. False with the reason in `why` (also when no frame was added). */
    bool finish(QString* why);

  private:
    bool fail(int code, QString* why);

    QByteArray* m_out;
    GifFileType* m_gif = nullptr;
    QSize m_size;
    std::vector<unsigned char> m_before;
    bool m_failed = false;
};

} // namespace shardscope
