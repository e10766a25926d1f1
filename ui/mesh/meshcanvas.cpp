#include "mesh/meshcanvas.h"

#include "mesh/meshfocus.h"
#include "mesh/meshlenspainter.h"

#include "mesh/meshclock.h"
#include "mesh/meshframebuilder.h"
#include "mesh/meshpainter.h"
#include "mesh/meshtext.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace shardscope {

MeshCanvas::MeshCanvas(const MeshScene& scene, MeshClock& clock, QWidget* parent)
    : QWidget(parent), m_scene(scene), m_clock(clock) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(240, 180);
    connect(&m_clock, &MeshClock::ticked, this, qOverload<>(&QWidget::update));
    connect(&m_clock, &MeshClock::crossFadeFinished, this, [this] { m_raster.dropPrevious(); });
}

void MeshCanvas::setZoom(double zoom) {
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    m_pan *= zoom / m_zoom; // about the centre of the area
    m_zoom = zoom;
    redrawStatic();
}

void MeshCanvas::zoomToFit() {
    m_zoom = 1;
    m_pan = QPointF(0, 0);
    redrawStatic();
}

void MeshCanvas::panBy(QPointF offset) {
    m_pan += offset;
    redrawStatic();
}

void MeshCanvas::setFocusChip(int chip) {
    if (chip >= m_scene.layout.chipCount() || m_scene.tooBig)
        chip = -1;
    if (chip == m_focusChip)
        return;
    m_focusChip = chip;
    m_raster.invalidate(); // the mesh moves over to make room, or back
    update();
}

void MeshCanvas::setLensChip(int chip) {
    if (chip >= m_scene.layout.chipCount() || m_scene.tooBig)
        chip = -1;
    if (chip == m_lensChip)
        return;
    m_lensChip = chip;
    m_raster.invalidate(); // the overview highlights other chips
    update();
    emit lensChipChanged(chip);
}

void MeshCanvas::setHoveredChip(int chip) {
    if (chip >= m_scene.layout.chipCount())
        chip = -1;
    if (chip == m_hovered)
        return;
    m_hovered = chip;
    update();
}

void MeshCanvas::setProjectorMode(bool on) {
    m_projector = on;
    invalidate();
}

const MeshCaptions& MeshCanvas::captions() const {
    if (!m_captions)
        m_captions.emplace(m_scene, QSizeF(size()), m_projector);
    return *m_captions;
}

MeshFrame MeshCanvas::frame() const {
    MeshViewState state;
    state.projector = m_projector;
    state.zoom = m_zoom;
    state.pan = m_pan;
    state.step = m_clock.step();
    state.progress = m_clock.progress();
    state.hovered = m_hovered;
    state.focusChip = m_focusChip;
    state.lensChip = m_lensChip;
    return meshFrameOf(m_scene, captions(), QSizeF(size()), state);
}

void MeshCanvas::invalidate(bool crossFade) {
    if (crossFade && m_raster.isValid()) {
        m_raster.keepForCrossFade();
        m_clock.startCrossFade();
    }
    if (m_hovered >= m_scene.layout.chipCount())
        m_hovered = -1;
    if (m_focusChip >= m_scene.layout.chipCount())
        m_focusChip = -1;
    if (m_lensChip >= m_scene.layout.chipCount() || m_scene.tooBig)
        m_lensChip = -1;
    m_captions.reset();
    m_raster.invalidate();
    update();
}

void MeshCanvas::redrawStatic() {
    m_raster.invalidate();
    update();
}

void MeshCanvas::paintEvent(QPaintEvent*) {
    const MeshFrame f = frame();
    const MeshPainter painter(m_scene, captions());
    const bool fading = m_clock.crossFade() < 1;
    bool hoverWritten = false;
    // Outlines go into the pixels too, unless a cross-fade would draw over them.
    const QImage& pixels = m_raster.frame(painter, f, devicePixelRatioF(), !fading, &hoverWritten);
    QPainter p(this);
    p.drawImage(QPointF(0, 0), pixels);
    if (fading && !m_raster.previous().isNull()) {
        p.setOpacity(1 - m_clock.crossFade());
        p.drawImage(QPointF(0, 0), m_raster.previous());
        p.setOpacity(1);
    }
    painter.paintOverlay(p, f, hoverWritten);
}

void MeshCanvas::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    m_captions.reset();
    m_raster.invalidate();
}

void MeshCanvas::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton)
        return;
    m_pressed = true;
    m_dragged = false;
    m_pressPos = event->position().toPoint();
    m_panAtPress = m_pan;
}

void MeshCanvas::mouseMoveEvent(QMouseEvent* event) {
    const QPointF pos = event->position();
    if (m_pressed) {
        const QPointF delta = pos - QPointF(m_pressPos);
        if (m_dragged || delta.manhattanLength() > 4) {
            m_dragged = true; // not a click; the lens has no pan
            if (m_lensChip < 0) {
                m_pan = m_panAtPress + delta;
                redrawStatic();
            }
        }
    }
    setHoveredChip(m_scene.tooBig ? -1 : frame().chipAt(pos, m_scene.layout));
}

void MeshCanvas::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !m_pressed)
        return;
    m_pressed = false;
    if (m_dragged)
        return;
    // A click on the timeline jumps to the step.
    double progress = 0;
    const int step = timelineStepAt(captions().segments(), event->position(), &progress);
    if (step >= 0) {
        m_clock.seek(step, std::clamp(progress, 0.0, 0.999));
        return;
    }
    const MeshFrame f = frame();
    // A click on a chip of the lens or of its overview moves the lens there.
    if (m_lensChip >= 0) {
        if (const int chip = MeshLensPainter::chipAt(m_scene, f, event->position()); chip >= 0)
            setLensChip(chip);
        return;
    }
    // A click on a chip (in the mesh or in focus mode) focuses it; on the focused one, leaves.
    int chip = m_scene.tooBig ? -1 : f.chipAt(event->position(), m_scene.layout);
    if (chip < 0 && m_focusChip >= 0)
        chip = MeshFocus::layOut(f.focusArea, m_scene.layout, m_focusChip, f.fontPx)
                   .chipAt(event->position());
    if (chip >= 0)
        setFocusChip(chip == m_focusChip ? -1 : chip);
}

void MeshCanvas::wheelEvent(QWheelEvent* event) {
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0 || m_lensChip >= 0) { // the lens has no zoom: it draws its groups readable
        event->ignore();
        return;
    }
    const MeshFrame f = frame();
    const QPointF at = event->position();
    const double zoom = std::clamp(m_zoom * std::pow(1.2, steps), kMinZoom, kMaxZoom);
    // Keep the world point under the cursor in place.
    const QPointF world = (at - f.origin) / f.scale;
    const double newScale = f.scale / m_zoom * zoom;
    const QPointF newOrigin = at - world * newScale;
    m_pan = newOrigin - f.mesh.center() +
            QPointF(f.geo.world.width() / 2, f.geo.world.height() / 2) * newScale;
    m_zoom = zoom;
    redrawStatic();
    event->accept();
}

bool MeshCanvas::handleViewKey(int key) {
    if (m_lensChip >= 0) // zoom and pan are the whole pod's; the lens has neither
        return false;
    const double step = std::max(width(), height()) * 0.1;
    switch (key) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        return true;
    case Qt::Key_Minus:
        zoomOut();
        return true;
    case Qt::Key_0:
    case Qt::Key_Home:
        zoomToFit();
        return true;
    case Qt::Key_Left:
        panBy({step, 0});
        return true;
    case Qt::Key_Right:
        panBy({-step, 0});
        return true;
    case Qt::Key_Up:
        panBy({0, step});
        return true;
    case Qt::Key_Down:
        panBy({0, -step});
        return true;
    default:
        return false;
    }
}

bool MeshCanvas::handleClockKey(int key) {
    switch (key) {
    case Qt::Key_Space:
        m_clock.setPlaying(!m_clock.isPlaying());
        return true;
    case Qt::Key_BracketLeft:
    case Qt::Key_PageUp:
        m_clock.stepBack();
        return true;
    case Qt::Key_BracketRight:
    case Qt::Key_PageDown:
        m_clock.stepForward();
        return true;
    default:
        return false;
    }
}

void MeshCanvas::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape && m_focusChip >= 0) {
        setFocusChip(-1);
        event->accept();
        return;
    }
    if (handleViewKey(event->key()) || handleClockKey(event->key()))
        event->accept();
    else
        QWidget::keyPressEvent(event);
}

void MeshCanvas::leaveEvent(QEvent* event) {
    QWidget::leaveEvent(event);
    setHoveredChip(-1);
}

void MeshCanvas::showToolTip(const QHelpEvent& help) {
    const MeshFrame f = frame();
    const int chip = m_scene.tooBig ? -1 : f.chipAt(help.pos(), m_scene.layout);
    if (chip >= 0) {
        QToolTip::showText(help.globalPos(), MeshText::chipDescription(m_scene.layout, chip), this,
                           f.cellRect(m_scene.layout.chips[size_t(chip)]).toAlignedRect());
        return;
    }
    // A timeline block: its full name (the block may be too narrow for it) and formula.
    const std::vector<QRectF>& segs = captions().segments();
    const int step = timelineStepAt(segs, help.pos());
    if (step >= 0) {
        const ScheduleStep& st = m_scene.schedule.steps[size_t(step)];
        QToolTip::showText(help.globalPos(),
                           MeshText::shortName(st) + QLatin1Char('\n') + MeshText::formula(st),
                           this, segs[size_t(step)].toAlignedRect());
        return;
    }
    QToolTip::hideText();
}

bool MeshCanvas::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        showToolTip(*static_cast<QHelpEvent*>(event));
        return true;
    }
    return QWidget::event(event);
}

} // namespace shardscope
