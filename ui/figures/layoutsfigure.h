#pragma once

#include "common/viewids.h"
#include "figures/figure.h"
#include "layout_search.h"

namespace shardscope {

class LayoutCells;
class LayoutRanking;

/**
 * Which layout should I use (ch. 6; docs/search.md)? Every TP way across and stage count (or EP
 * or CP ways) down, each cell the best layout with them, coloured by its MFU ceiling on the scale
 * under it; hatched where nothing fits,
 * dotted where a rule leaves it out; the current layout ringed, the best starred, the book's
 * Y_opt = N / X_opt marked; one sentence under it says why the best wins. Beside it, the
 * ranked layouts with their memory per chip; a click chooses one, its menu pins it as A (a Pin
 * request). A double-click or Enter applies a cell's or a row's layout as one undo step (an Edit
 * request).
 */
class LayoutsFigure : public Figure {
    Q_OBJECT
  public:
    explicit LayoutsFigure(QWidget* parent = nullptr);
    QString id() const override { return viewid::layouts; }
    QString title() const override;

    const SearchResult& search() const { return m_search; }
    /** The sentence under the heatmap. */
    QString why() const;
    /** What the hatched, dotted and blank cells mean, for those shown. */
    QString fillKey() const;
    /** Why the current layout has no cell, when it has none. */
    QString currentNote() const;
    /** What the rows count: stages (the book's), EP or CP ways; the view's menu switches it. */
    void setRows(LayoutRows rows);
    /** The rows shown: the chosen ones, but stages for a dense model when EP was chosen. */
    LayoutRows rows() const;
    /** What a rows choice is called: the y axis's title and the menu's entry. */
    static QString rowsName(LayoutRows rows);
    /** Asks to apply the selected cell's layout; false when it has none. */
    bool applySelected();

  protected:
    void redraw() override;
    void retranslate() override;
    void applyTheme() override;
    bool fitContents() override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void addViewActions(QMenu* menu) override;

  private:
    enum class ColumnDetail { Full, TpOnly, EveryOther };
    void setColumnTicks(ColumnDetail detail);
    ColumnDetail columnDetailFor(double columnPixels) const;
    QString dataWaysLabel(long long tp, long long chips) const;
    const LayoutCell* cellAt(int column, int row) const;
    QPoint position(long long tp, long long row) const;
    /** The scenario's own ways along the rows: its stages, EP or CP. */
    long long scenarioRow() const;
    /** "TP 4 × PP 2", "TP 4 × EP 8" or "TP 4 × CP 2". */
    QString cellName(const LayoutCell& cell) const;
    QString cellText(const LayoutCell& cell) const;
    void fillCells();
    void placeYOpt();
    void updateMarks();
    /** The ranked panel beside the heatmap, while the figure is wide enough for it. */
    void showRanking(bool shown);
    SearchResult m_search;
    LayoutRanking* m_ranking;
    QCPLayoutGrid* m_panels;
    SearchModel m_model = SearchModel::Book;
    LayoutRows m_rowAxis = LayoutRows::Stages;
    QCPColorScale* m_scale;        ///< the cells' colours as MFU ceilings, under the heatmap
    bool m_wholeSequences = false; ///< the data-parallel ways get whole sequences only
    LayoutCells* m_cells;
    QCPItemStraightLine* m_yOpt;
    QCPItemText* m_yOptLabel;
    QCPTextElement* m_why; ///< why the best wins, under the heatmap
    QString m_whyText;
    QPoint m_selected{-1, -1};
    ColumnDetail m_columnDetail = ColumnDetail::Full;
    QSharedPointer<QCPAxisTickerText> m_columns, m_rows;
};

} // namespace shardscope
