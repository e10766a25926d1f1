#pragma once

#include <QPixmap>

class QCPPainter;

namespace shardscope {

class Figure;

/**
 * A settled frame drawn through an image, a part of a figure: everything but the hover
 * read-out (the plot's "overlay" layer) is drawn once into an image, so that a hover move draws
 * that image and the read-out alone, on the layout the image was drawn with.
 */
class OverlayCache {
  public:
    explicit OverlayCache(Figure& figure) : m_figure(figure) {}
    /** The image, drawn anew unless only the read-out changed since, then the read-out. */
    void paint(QCPPainter& painter);
    /** Only the read-out changed: the next paint draws it on the image kept. */
    void repaintReadout();
    /** The next paint draws everything anew (new data, a selection, a size). */
    void invalidate() { m_image = QPixmap(); }
    /** True while the read-out is drawn alone: the figure keeps the image's layout. */
    bool keepsLayout() const { return m_keepLayout; }

  private:
    void paintImage();
    void paintReadoutAlone(QCPPainter& painter);

    Figure& m_figure;
    QPixmap m_image;            ///< the settled frame without the read-out; null: draw anew
    bool m_readoutOnly = false; ///< the next paint may draw the read-out on m_image
    bool m_keepLayout = false;
};

} // namespace shardscope
