#include "export/gifwriter.h"

#include "export/pagewriter.h"

#include <gif_lib.h>

#include <array>
#include <vector>

namespace shardscope {

namespace {

constexpr int kRed = 6, kGreen = 7, kBlue = 6;
constexpr std::array<int, 4> kGreys = {34, 119, 221, 238};

struct Palette {
    std::array<GifColorType, 256> colors{};
    std::array<quint8, 32 * 32 * 32> lookup{}; ///< nearest colour of each 5-bit RGB cell

    Palette() {
        int n = 0;
        for (int r = 0; r < kRed; ++r)
            for (int g = 0; g < kGreen; ++g)
                for (int b = 0; b < kBlue; ++b)
                    colors[size_t(n++)] = {GifByteType(r * 255 / (kRed - 1)),
                                           GifByteType(g * 255 / (kGreen - 1)),
                                           GifByteType(b * 255 / (kBlue - 1))};
        for (int grey : kGreys)
            colors[size_t(n++)] = {GifByteType(grey), GifByteType(grey), GifByteType(grey)};
        for (int i = 0; i < 32 * 32 * 32; ++i)
            lookup[size_t(i)] = nearest(((i >> 10) & 31) * 255 / 31, ((i >> 5) & 31) * 255 / 31,
                                        (i & 31) * 255 / 31);
    }

    quint8 nearest(int r, int g, int b) const {
        int best = 0, bestDistance = INT_MAX;
        for (int i = 0; i < 256; ++i) {
            const int dr = r - colors[size_t(i)].Red, dg = g - colors[size_t(i)].Green,
                      db = b - colors[size_t(i)].Blue;
            // Green weighs most, as the eye sees it.
            const int d = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
            if (d < bestDistance) {
                bestDistance = d;
                best = i;
            }
        }
        return quint8(best);
    }

    quint8 index(QRgb c) const {
        return lookup[size_t(((qRed(c) >> 3) << 10) | ((qGreen(c) >> 3) << 5) | (qBlue(c) >> 3))];
    }
};

const Palette& palette() {
    static const Palette p;
    return p;
}

int appendToArray(GifFileType* gif, const GifByteType* data, int length) {
    static_cast<QByteArray*>(gif->UserData)->append(reinterpret_cast<const char*>(data), length);
    return length;
}

std::vector<GifByteType> indices(const QImage& frame) {
    // The frames renderPage() draws are read in place (an opaque premultiplied pixel is its
    // RGB32 value); anything else is converted first, a second full-size image.
    const bool inPlace = frame.format() == QImage::Format_RGB32 ||
                         frame.format() == QImage::Format_ARGB32_Premultiplied;
    const QImage rgb = inPlace ? frame : frame.convertToFormat(QImage::Format_RGB32);
    std::vector<GifByteType> out(size_t(rgb.width()) * size_t(rgb.height()));
    const Palette& p = palette();
    for (int y = 0; y < rgb.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        GifByteType* dst = out.data() + size_t(y) * size_t(rgb.width());
        for (int x = 0; x < rgb.width(); ++x)
            dst[x] = p.index(line[x]);
    }
    return out;
}

// The rectangle where `now` differs from `before`; the whole frame when there is no before.
QRect changed(const std::vector<GifByteType>& before, const std::vector<GifByteType>& now,
              QSize size) {
    if (before.empty())
        return QRect(QPoint(0, 0), size);
    int left = size.width(), right = -1, top = size.height(), bottom = -1;
    for (int y = 0; y < size.height(); ++y)
        for (int x = 0; x < size.width(); ++x) {
            const size_t i = size_t(y) * size_t(size.width()) + size_t(x);
            if (before[i] != now[i]) {
                left = std::min(left, x);
                right = std::max(right, x);
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
        }
    // An unchanged frame still needs an image: one pixel.
    return right < 0 ? QRect(0, 0, 1, 1) : QRect(QPoint(left, top), QPoint(right, bottom));
}

bool putLoopForever(GifFileType* gif) {
    static const GifByteType app[] = {'N', 'E', 'T', 'S', 'C', 'A', 'P', 'E', '2', '.', '0'};
    static const GifByteType loop[] = {1, 0, 0}; // sub-block 1, repeat count 0 = forever
    return EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK &&
           EGifPutExtensionBlock(gif, sizeof app, app) == GIF_OK &&
           EGifPutExtensionBlock(gif, sizeof loop, loop) == GIF_OK &&
           EGifPutExtensionTrailer(gif) == GIF_OK;
}

bool putFrame(GifFileType* gif, std::vector<GifByteType>& pixels, int width, QRect rect,
              int delayCs) {
    GraphicsControlBlock control{};
    control.DisposalMode = DISPOSE_DO_NOT; // the next frame draws over this one
    control.UserInputFlag = false;
    control.DelayTime = std::max(2, delayCs);
    control.TransparentColor = NO_TRANSPARENT_COLOR;
    GifByteType extension[4];
    EGifGCBToExtension(&control, extension);
    if (EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, sizeof extension, extension) != GIF_OK ||
        EGifPutImageDesc(gif, rect.x(), rect.y(), rect.width(), rect.height(), false, nullptr) !=
            GIF_OK)
        return false;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        if (EGifPutLine(gif, pixels.data() + size_t(y) * size_t(width) + size_t(rect.x()),
                        rect.width()) != GIF_OK)
            return false;
    return true;
}

} // namespace

bool encodeGif(const QList<GifFrame>& frames, QByteArray* out, QString* why) {
    GifEncoder encoder(out);
    for (const GifFrame& frame : frames)
        if (!encoder.add(frame.image, frame.delayCs, why))
            return false;
    return encoder.finish(why);
}

GifEncoder::GifEncoder(QByteArray* out) : m_out(out) {}

GifEncoder::~GifEncoder() {
    if (m_gif)
        EGifCloseFile(m_gif, nullptr);
}

bool GifEncoder::fail(int code, QString* why) {
    m_failed = true;
    *why = ExportText::tr("GIF encoding failed: %1").arg(QString::fromLatin1(GifErrorString(code)));
    return false;
}

bool GifEncoder::add(const QImage& image, int delayCs, QString* why) {
    if (m_failed)
        return fail(E_GIF_ERR_WRITE_FAILED, why);
    if (!m_gif) {
        m_size = image.size();
        m_out->clear();
        int error = 0;
        m_gif = EGifOpen(m_out, appendToArray, &error);
        if (!m_gif)
            return fail(error, why);
        EGifSetGifVersion(m_gif, true);
        ColorMapObject* map = GifMakeMapObject(256, palette().colors.data());
        const bool ok =
            map && EGifPutScreenDesc(m_gif, m_size.width(), m_size.height(), 8, 0, map) == GIF_OK &&
            putLoopForever(m_gif);
        GifFreeMapObject(map);
        if (!ok)
            return fail(m_gif->Error, why);
    }
    std::vector<GifByteType> now = indices(image.size() == m_size ? image : image.scaled(m_size));
    if (!putFrame(m_gif, now, m_size.width(), changed(m_before, now, m_size), delayCs))
        return fail(m_gif->Error, why);
    m_before = std::move(now);
    return true;
}

bool GifEncoder::finish(QString* why) {
    if (!m_gif) {
        *why = ExportText::tr("no frames to animate");
        return false;
    }
    int error = 0;
    const int closed = EGifCloseFile(m_gif, &error);
    m_gif = nullptr;
    if (closed != GIF_OK)
        return fail(error, why);
    return !m_failed;
}

} // namespace shardscope
