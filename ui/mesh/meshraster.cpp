#include "mesh/meshraster.h"

#include "mesh/meshpainter.h"
#include "mesh/meshsteppainter.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace shardscope {

namespace {

bool writable(const QImage& image) {
    return image.format() == QImage::Format_RGB32 ||
           image.format() == QImage::Format_ARGB32_Premultiplied;
}

QRect deviceClip(const QImage& image, const MeshFrame& f) {
    const double dpr = image.devicePixelRatio();
    return QRectF(f.mesh.topLeft() * dpr, f.mesh.size() * dpr).toAlignedRect() & image.rect();
}

} // namespace

bool MeshRaster::writeCellsStep(QImage& image, const MeshScene& scene, const MeshFrame& f,
                                std::vector<QRect>* written) {
    const MeshLayout& layout = scene.layout;
    if (f.lensChip >= 0 || f.mode != MeshDetail::Cells || scene.schedule.steps.empty() ||
        layout.chips.empty() || !writable(image))
        return false;
    const ScheduleStep& st = scene.schedule.steps[size_t(f.step)];
    if (!isRingCollective(st))
        return false;
    const CollectivePhase ph = CollectivePhase::at(st, f.progress);
    const bool overX = st.axis == MeshAxis::Fsdp;
    // Every chip gets a square of the same size this frame; it grows or shrinks from the cell's
    // centre, so colours flow along the rings.
    const double dpr = image.devicePixelRatio();
    const double cell = f.scale * dpr;
    const double side =
        cell * (ph.kind == StepKind::AllGather ? 0.2 + 0.5 * ph.phi : 0.7 - 0.5 * ph.phi);
    const int sidePx = std::max(1, int(side));
    const int offset = int((cell - sidePx) / 2);
    const QRect clip = deviceClip(image, f);
    const qsizetype stride = image.bytesPerLine() / 4;
    auto* bits = reinterpret_cast<QRgb*>(image.bits());
    for (const ChipLayout& c : layout.chips) {
        const QPointF at = (f.origin + f.geo.cellPos(c) * f.scale) * dpr;
        const int x0 = std::max(clip.left(), int(std::floor(at.x())) + offset);
        const int y0 = std::max(clip.top(), int(std::floor(at.y())) + offset);
        const int x1 = std::min(clip.right() + 1, int(std::floor(at.x())) + offset + sidePx);
        const int y1 = std::min(clip.bottom() + 1, int(std::floor(at.y())) + offset + sidePx);
        if (x1 <= x0 || y1 <= y0)
            continue;
        const int m = ph.movingShard(overX ? c.fsdp : c.tp);
        const QRgb col = 0xff000000u | (overX ? scene.colorAt(m, c.tp) : scene.colorAt(c.fsdp, m));
        for (int yy = y0; yy < y1; ++yy)
            std::fill(bits + yy * stride + x0, bits + yy * stride + x1, col);
        if (written)
            written->emplace_back(x0, y0, x1 - x0, y1 - y0);
    }
    return true;
}

// The same outlines as MeshPainter's hover, written into an opaque image's pixels.
bool MeshRaster::writeHover(QImage& image, const MeshScene& scene, const MeshFrame& f,
                            std::vector<QRect>* written) {
    const MeshLayout& layout = scene.layout;
    if (f.hovered < 0 || f.hovered >= layout.chipCount() || !writable(image))
        return false;
    const double dpr = image.devicePixelRatio();
    const QRect clip = deviceClip(image, f);
    const qsizetype stride = image.bytesPerLine() / 4;
    auto* bits = reinterpret_cast<QRgb*>(image.bits());
    auto fill = [&](QRect r, QRgb col) {
        r &= clip;
        if (r.isEmpty())
            return;
        for (int yy = r.top(); yy <= r.bottom(); ++yy)
            std::fill(bits + yy * stride + r.left(), bits + yy * stride + r.right() + 1, col);
        if (written)
            written->push_back(r);
    };
    auto frame = [&](const QRect& r, QRgb col, int w) {
        fill(QRect(r.left(), r.top(), r.width(), w), col);
        fill(QRect(r.left(), r.bottom() - w + 1, r.width(), w), col);
        fill(QRect(r.left(), r.top() + w, w, r.height() - 2 * w), col);
        fill(QRect(r.right() - w + 1, r.top() + w, w, r.height() - 2 * w), col);
    };
    auto device = [&](int chip) {
        const QRectF r = f.cellRect(layout.chips[size_t(chip)]);
        return QRectF(r.topLeft() * dpr, r.size() * dpr).toRect();
    };
    const int w = std::max(1, int(std::lround(std::min(2.0 * f.line, f.scale / 5) * dpr)));
    const ChipLayout& c = layout.chips[size_t(f.hovered)];
    if (scene.x() > 1)
        for (int chip : layout.fsdpGroup(layout.fsdpGroupOf(c)))
            if (chip >= 0)
                frame(device(chip), 0xff000000u | scene.colours().fsdpOutline.rgb(), w);
    if (scene.y() > 1)
        for (int chip : layout.tpGroup(layout.tpGroupOf(c)))
            if (chip >= 0)
                frame(device(chip).adjusted(w, w, -w, -w),
                      0xff000000u | scene.colours().tpOutline.rgb(), w);
    const int hw = std::max(2, w + 1);
    frame(device(f.hovered).adjusted(-hw, -hw, hw, hw), 0xff000000u | scene.colours().ink.rgb(),
          hw);
    return true;
}

const QImage& MeshRaster::frame(const MeshPainter& painter, const MeshFrame& f, qreal dpr,
                                bool hover, bool* hoverWritten) {
    const QSize pixels = (f.size * dpr).toSize();
    const bool rebuilt =
        !m_staticValid || m_static.size() != pixels || m_static.devicePixelRatio() != dpr;
    if (rebuilt) {
        m_static = QImage(pixels, QImage::Format_RGB32); // opaque: blits without blending
        m_static.setDevicePixelRatio(dpr);
        QPainter sp(&m_static);
        painter.paintStatic(sp, f);
        m_staticValid = true;
    }
    if (rebuilt || m_frame.size() != m_static.size() ||
        m_frame.devicePixelRatio() != m_static.devicePixelRatio()) {
        m_frame = m_static.copy();
        m_written.clear();
    } else {
        restoreWritten();
    }
    writeCellsStep(m_frame, painter.scene(), f, &m_written);
    const bool wroteHover = hover && writeHover(m_frame, painter.scene(), f, &m_written);
    if (hoverWritten)
        *hoverWritten = wroteHover;
    return m_frame;
}

void MeshRaster::restoreWritten() {
    if (m_written.size() > 2048) {
        // Many small rectangles: one copy of the whole layer is cheaper.
        std::memcpy(m_frame.bits(), m_static.constBits(), size_t(m_static.sizeInBytes()));
    } else {
        // Put back what last frame's squares covered: cheaper than copying the whole layer.
        const qsizetype bpl = m_frame.bytesPerLine();
        uchar* to = m_frame.bits();
        const uchar* from = m_static.constBits();
        for (const QRect& r : m_written)
            for (int yy = r.top(); yy <= r.bottom(); ++yy)
                std::memcpy(to + yy * bpl + r.left() * 4, from + yy * bpl + r.left() * 4,
                            size_t(r.width()) * 4);
    }
    m_written.clear();
}

const QImage& MeshRaster::previous() const {
    static const QImage none;
    return !m_previous.isNull() && m_previous.size() == m_static.size() ? m_previous : none;
}

} // namespace shardscope
