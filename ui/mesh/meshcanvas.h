#pragma once

#include "mesh/meshcaptions.h"
#include "mesh/meshgeometry.h"
#include "mesh/meshraster.h"
#include "mesh/meshscene.h"

#include <QWidget>

#include <optional>

class QHelpEvent;

namespace shardscope {

class MeshClock;

/**
 * The mesh view's drawing area: paints frames of the scene at the clock's step through the
 * raster fast path, and owns what only the screen has: zoom, pan and the chip under the mouse.
 */
class MeshCanvas : public QWidget {
    Q_OBJECT
  public:
    static constexpr double kMinZoom = 0.25, kMaxZoom = 256, kZoomStep = 1.5;

    MeshCanvas(const MeshScene& scene, MeshClock& clock, QWidget* parent = nullptr);

    /** Zoom about the centre of the area; clamped to [kMinZoom, kMaxZoom]. */
    void setZoom(double zoom);
    void zoomToFit();
    /** One step of 1.5× in or out (the + and − keys and buttons). */
    void zoomIn() { setZoom(m_zoom * kZoomStep); }
    void zoomOut() { setZoom(m_zoom / kZoomStep); }
    /** Pans the mesh by a screen offset in logical pixels. */
    void panBy(QPointF offset);
    void setHoveredChip(int chip);
    /** Focus mode: `chip`'s FSDP and TP groups drawn large beside the mesh; -1 leaves it. */
    int focusChip() const { return m_focusChip; }
    void setFocusChip(int chip);
    /** The lens around `chip` in place of the whole mesh (docs/model.md#ring-hops); -1: off. */
    int lensChip() const { return m_lensChip; }
    void setLensChip(int chip);
    bool projectorMode() const { return m_projector; }
    void setProjectorMode(bool on);
    /** The words around the mesh, laid out for this area's size (kept until it changes). */
    const MeshCaptions& captions() const;
    /** The frame this area shows now. */
    MeshFrame frame() const;
    /** The scene changed: paint the static layer again; with `crossFade`, fade from the old. */
    void invalidate(bool crossFade = false);

  signals:
    /** The lens opened around `chip`, or closed (-1): the lens has no zoom of its own. */
    void lensChipChanged(int chip);

  protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;
    bool event(QEvent* event) override;

  private:
    const MeshScene& m_scene;
    MeshClock& m_clock;
    MeshRaster m_raster;
    mutable std::optional<MeshCaptions> m_captions;
    bool m_projector = false;
    double m_zoom = 1;
    QPointF m_pan; // screen offset of the mesh's centre from the area's centre
    int m_hovered = -1;
    int m_focusChip = -1;
    int m_lensChip = -1;
    QPoint m_pressPos;
    QPointF m_panAtPress;
    bool m_pressed = false;
    bool m_dragged = false;

    /** Zoom or pan moved the mesh: its static layer is painted again, the words stay. */
    void redrawStatic();
    bool handleViewKey(int key);
    bool handleClockKey(int key);
    void showToolTip(const QHelpEvent& help);
};

} // namespace shardscope
