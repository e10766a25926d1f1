#include "figures/overlaycache.h"

#include "figures/figure.h"

#include <QSet>

#include <utility>

namespace shardscope {

void OverlayCache::paint(QCPPainter& painter) {
    const bool readoutOnly = std::exchange(m_readoutOnly, false);
    const QSize devicePixels = m_figure.size() * m_figure.devicePixelRatioF();
    if (!readoutOnly || m_image.size() != devicePixels)
        paintImage();
    painter.drawPixmap(0, 0, m_image);
    paintReadoutAlone(painter);
}

void OverlayCache::repaintReadout() {
    m_readoutOnly = true;
    m_figure.update();
}

void OverlayCache::paintImage() {
    m_image = QPixmap(m_figure.size() * m_figure.devicePixelRatioF());
    m_image.setDevicePixelRatio(m_figure.devicePixelRatioF());
    QCPPainter painter(&m_image);
    painter.fillRect(m_figure.rect(), m_figure.mBackgroundBrush);
    QCPLayer* overlay = m_figure.layer(QStringLiteral("overlay"));
    const bool overlayShown = overlay->visible();
    overlay->setVisible(false);           // its children check the layer's visibility as they draw
    m_figure.QCustomPlot::draw(&painter); // lays out, then every other layer
    overlay->setVisible(overlayShown);
}

// On the layout the image was drawn with, without the background that would cover it.
// Everything else is hidden for the pass, but for what the read-out's items hang from (an item
// is shown only while its axis rect and the layout holding it are): those draw only their
// backgrounds, left out too.
void OverlayCache::paintReadoutAlone(QCPPainter& painter) {
    QCPLayer* overlay = m_figure.layer(QStringLiteral("overlay"));
    QSet<QCPLayerable*> holders;
    for (QCPLayerable* item : overlay->children())
        for (QCPLayerable* up = item->parentLayerable(); up; up = up->parentLayerable())
            holders.insert(up);
    QList<QCPLayerable*> hidden;
    for (int i = 0; i < m_figure.layerCount(); ++i)
        if (QCPLayer* other = m_figure.layer(i); other != overlay)
            for (QCPLayerable* child : other->children())
                if (child->visible() && !holders.contains(child)) {
                    child->setVisible(false);
                    hidden.append(child);
                }
    QList<QPair<QCPAxisRect*, QBrush>> rectBackgrounds;
    for (QCPLayerable* holder : std::as_const(holders))
        if (auto* rect = qobject_cast<QCPAxisRect*>(holder)) {
            rectBackgrounds.append({rect, rect->backgroundBrush()});
            rect->setBackground(QBrush(Qt::NoBrush));
        }
    const QBrush background = std::exchange(m_figure.mBackgroundBrush, QBrush(Qt::NoBrush));
    m_keepLayout = true;
    m_figure.QCustomPlot::draw(&painter);
    m_keepLayout = false;
    m_figure.mBackgroundBrush = background;
    for (const auto& [rect, brush] : rectBackgrounds)
        rect->setBackground(brush);
    for (QCPLayerable* child : hidden)
        child->setVisible(true);
}

} // namespace shardscope
