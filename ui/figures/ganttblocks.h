#pragma once

#include <qcustomplot.h>

namespace shardscope {

/**
 * Time blocks on rows, drawn in one pass: a Gantt chart's bars of one kind (forward,
 * backward, send, idle). One plottable per kind gives each kind its legend entry; a
 * plottable instead of an item per block keeps a 16 × 64 schedule within a frame.
 */
class GanttBlocks : public QCPAbstractPlottable {
    Q_OBJECT
  public:
    struct Block {
        double start = 0, end = 0; ///< key (x) coordinates
        double row = 0;            ///< value (y) coordinate of the bar's centre
        int label = -1;            ///< number drawn on the bar when it fits; -1 for none
    };

    GanttBlocks(QCPAxis* keyAxis, QCPAxis* valueAxis);

    void setBlocks(QVector<Block> blocks);
    /** Bar height as a share of one row. */
    void setBarHeight(double rows) { m_height = rows; }
    void setLabelFont(const QFont& font) { m_labelFont = font; }
    void setLabelColor(const QColor& color) { m_labelColor = color; }

    double selectTest(const QPointF&, bool, QVariant* = nullptr) const override { return -1; }
    QCPRange getKeyRange(bool& foundRange,
                         QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
                           const QCPRange& inKeyRange = QCPRange()) const override;

  protected:
    void draw(QCPPainter* painter) override;
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;

  private:
    QVector<Block> m_blocks;
    double m_height = 0.6;
    QFont m_labelFont;
    QColor m_labelColor = Qt::white;
};

} // namespace shardscope
