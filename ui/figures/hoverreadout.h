#pragma once

#include <QPointF>
#include <QString>
#include <QStringList>

#include <functional>

class QCustomPlot;
class QCPAxisRect;
class QCPItemStraightLine;
class QCPItemText;

namespace shardscope {

struct Theme;

/**
 * The hover read-out: a vertical line at the mouse and, next to it, x and the value there of
 * every curve shown with a legend entry. Its items live on the plot's "overlay" layer.
 */
class HoverReadout {
  public:
    /**
     * `theme`: the figure's, read at each show. `masked`: true while an open lesson question
     * hides the numbers the read-out would give away (they read AnswerMask::hiddenMark()).
     * `repaintOverlay`: repaints the plot's "overlay" layer, where the read-out is, alone;
     * none: the whole plot is repainted.
     */
    HoverReadout(QCustomPlot* plot, const Theme& theme, std::function<bool()> masked,
                 std::function<void()> repaintOverlay = {});
    /**
     * Where the read-out reads a key under the mouse: a figure whose x takes only some values
     * (the split sweep's FSDP ways) reads the nearest of them; the key itself by default.
     */
    void setKeyAt(std::function<double(double)> keyAt) { m_keyAt = std::move(keyAt); }

    /** At `pos` (widget pixels) over a plot; hidden elsewhere. */
    void show(QPointF pos);
    void hide();
    /** Written again where the mouse last showed it, if it is shown (a new mask). */
    void showAgain();

  private:
    QStringList compose(QCPAxisRect* rect, QPointF pos) const;
    void createItems();
    void place(QCPAxisRect* rect, QPointF pos, const QStringList& lines);

    QCustomPlot* m_plot;
    const Theme& m_theme;
    std::function<bool()> m_masked;
    std::function<void()> m_repaintOverlay;
    std::function<double(double)> m_keyAt;
    QCPItemStraightLine* m_crosshair = nullptr;
    QCPItemText* m_readout = nullptr;
    QPointF m_readoutPos; ///< where the mouse last showed it
};

} // namespace shardscope
