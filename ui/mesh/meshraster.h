#pragma once

#include "mesh/meshgeometry.h"
#include "mesh/meshscene.h"

#include <QImage>

#include <vector>

namespace shardscope {

class MeshPainter;

/**
 * The fast path for big meshes: the static layer is kept as an opaque image, and each frame
 * writes the cells' moving squares and the hover outlines straight into a copy of its pixels,
 * then puts back only what it wrote (a thousand chips through QPainter cost milliseconds).
 */
class MeshRaster {
  public:
    /**
     * Cells mode, a collective over X or Y: every chip gets a square in the colour of the block
     * arriving (AllGather) or leaving (ReduceScatter) now. False when nothing was written.
     */
    static bool writeCellsStep(QImage& image, const MeshScene& scene, const MeshFrame& f,
                               std::vector<QRect>* written);
    /** The hovered chip's FSDP and TP group outlines. False when nothing was written. */
    static bool writeHover(QImage& image, const MeshScene& scene, const MeshFrame& f,
                           std::vector<QRect>* written);

    /** The static layer must be painted again (new scene, size, zoom or pan). */
    void invalidate() { m_staticValid = false; }
    bool isValid() const { return m_staticValid && !m_static.isNull(); }
    /**
     * The frame's pixels at `dpr`: the static layer (painted again if invalid) with the cells'
     * squares and, with `hover`, the outlines written in. `hoverWritten` says whether they were.
     */
    const QImage& frame(const MeshPainter& painter, const MeshFrame& f, qreal dpr, bool hover,
                        bool* hoverWritten);
    /** Keeps the current static layer to fade out from. */
    void keepForCrossFade() { m_previous = m_static; }
    /** The layer kept to fade out from, if it still matches the frame's size. */
    const QImage& previous() const;
    void dropPrevious() { m_previous = QImage(); }

  private:
    QImage m_static;
    QImage m_frame;               // the static layer plus this frame's squares
    std::vector<QRect> m_written; // those squares, in device pixels, to restore next frame
    bool m_staticValid = false;
    QImage m_previous;

    void restoreWritten();
};

} // namespace shardscope
