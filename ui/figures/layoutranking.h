#pragma once

#include "common/theme.h"
#include "layout_search.h"

#include <qcustomplot.h>

namespace shardscope {

/**
 * The Layouts view's right panel: the ranked layouts, best on top, each a bar of its memory
 * per chip against HBM, named with its split, ZeRO stage and MFU ceiling (docs/search.md).
 */
class LayoutRanking : public QObject {
    Q_OBJECT
  public:
    LayoutRanking(QCustomPlot* plot, QCPAxisRect* rect);

    QCPAxisRect* rect() const { return m_rect; }
    void setRanked(const std::vector<Layout>& ranked, double hbmBytes);
    void applyTheme(const Theme& theme);
    void retranslate();
    /** The row under `pixel` (0 = best), or -1. */
    int rowAt(QPointF pixel) const;
    /** Marks row `row` as chosen (-1: none). */
    void setSelected(int row);
    int selected() const { return m_selected; }
    int rowCount() const { return int(m_ranked.size()); }
    const Layout& layout(int row) const { return m_ranked[size_t(row)]; }

  private:
    QString rowName(const Layout& l) const;
    QCPAxisRect* m_rect;
    QCPBars* m_bars;
    QCPItemStraightLine* m_hbm;
    QCPItemRect* m_selection;
    QSharedPointer<QCPAxisTickerText> m_names;
    std::vector<Layout> m_ranked;
    int m_selected = -1;
};

} // namespace shardscope
