#pragma once

#include <qcustomplot.h>

namespace shardscope {

/**
 * The Layouts view's heatmap cells, drawn in one pass: a filled square per (TP, stages) cell,
 * its value printed, hatched or dotted where nothing is kept, a ring and a star on two cells.
 * Columns and rows are whole coordinates (0, 1, 2, …) on the key and value axes.
 */
class LayoutCells : public QCPAbstractPlottable {
    Q_OBJECT
  public:
    enum class Fill {
        Value,   ///< coloured by its value on the sequential scale
        Hatched, ///< nothing fits in memory
        Dotted   ///< a rule leaves it out
    };
    struct Cell {
        int column = 0, row = 0;
        Fill fill = Fill::Value;
        double value = 0; ///< 0 … 1, the colour
        QString label;    ///< printed in the cell when it fits
    };

    LayoutCells(QCPAxis* keyAxis, QCPAxis* valueAxis);

    void setCells(QVector<Cell> cells);
    const QVector<Cell>& cells() const { return m_cells; }
    /** The ringed cell (the current layout), the starred one (the best), the selected one. */
    void setMarks(QPoint ring, QPoint star, QPoint selected);
    void setLabelFont(const QFont& font) { m_font = font; }
    void setInk(const QColor& ink, const QColor& muted) {
        m_ink = ink;
        m_muted = muted;
    }
    /** The scale's colour at `value` (0 … 1): viridis, readable by the colour-blind. */
    static QColor scaleColour(double value);
    /** The same scale for a QCPColorScale. */
    static QCPColorGradient gradient();

    /** The cell under `pixel`, or (-1, -1). */
    QPoint cellAt(QPointF pixel) const;

    double selectTest(const QPointF&, bool, QVariant* = nullptr) const override { return -1; }
    QCPRange getKeyRange(bool& foundRange,
                         QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
                           const QCPRange& inKeyRange = QCPRange()) const override;

  protected:
    void draw(QCPPainter* painter) override;
    void drawLegendIcon(QCPPainter*, const QRectF&) const override {}

  private:
    QRectF cellRect(int column, int row) const;
    void drawMark(QCPPainter* painter, QPoint cell, bool star) const;
    QVector<Cell> m_cells;
    QPoint m_ring{-1, -1}, m_star{-1, -1}, m_selected{-1, -1};
    QFont m_font;
    QColor m_ink = Qt::black, m_muted = Qt::gray;
};

} // namespace shardscope
