// A figure's legend fitted to its room: as many columns as its widest entry allows, its type
// shrunk rather than clipped, an export's budget of the slide kept, and no legend in a pane too
// short for it (the hover read-out names the curves there).
#include "figures/legendfitting.h"

#include "common/theme.h"
#include "figures/figuretext.h"
#include "figures/legendentry.h"

#include <QRegularExpression>

#include <algorithm>

namespace shardscope {

void LegendFitting::fit(QSize available, const Theme& theme) {
    QCPLegend* legend = m_plot.legend;
    // As many columns as the widest entry allows: a long Russian entry gets its own line.
    // Digits are measured as the widest number an entry can hold ("FSDP 4096 × TP 4096"),
    // so the columns do not flip while a slider changes "FSDP 512 × TP 8". An export (a
    // legend budget) does not move: its entries are measured as they are, closer together.
    static const QRegularExpression digits(QStringLiteral("\\d+"));
    const bool exported = m_share > 0;
    LegendEntry::adoptEntries(legend); // the entries redraw() added: each takes the width limit
    int entries = 0;
    auto widestIn = [&](const QFont& font) {
        const TextMetrics metrics(font);
        int widest = 0;
        entries = 0;
        for (int i = 0; i < legend->itemCount(); ++i)
            if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i))) {
                ++entries;
                QString name = item->plottable()->name();
                if (!exported)
                    name.replace(digits, QStringLiteral("00000"));
                widest = std::max(widest, metrics.horizontalAdvance(name));
            }
        return widest;
    };
    // QCustomPlot's icon; an export still over its budget at its smallest text draws smaller.
    static const QSize kIcon(32, 18);
    static const QSize kCompactIcon(22, 12);
    legend->setIconSize(kIcon);
    // What an entry needs beside its text: its icon and padding, its own margins and the
    // legend's, and the plot layout's around them all (an export draws it as measured).
    auto chrome = [&] {
        const int icon = legend->iconSize().width() + legend->iconTextPadding();
        if (!exported || legend->itemCount() == 0)
            return icon + 24;
        const QMargins item = legend->item(0)->margins(), box = legend->margins(),
                       layout = m_plot.plotLayout()->margins();
        return icon + item.left() + item.right() + box.left() + box.right() + layout.left() +
               layout.right() + 2;
    };
    const int room = available.width() - (exported ? 0 : 16);
    // One column and still too wide (a long Russian entry or A's name in a small pane): a
    // smaller font, down to 70 % (an export: down to its smallest text), rather than text past
    // the figure's edge.
    QFont font = theme.font(0.9);
    int widest = widestIn(font);
    const double smallest =
        exported ? m_minTextPoints : std::max(theme.fontPoints * 0.7, m_minTextPoints);
    while (widest + chrome() > room && font.pointSizeF() * 0.93 >= smallest) {
        font.setPointSizeF(font.pointSizeF() * 0.93);
        widest = widestIn(font);
    }
    // Still too wide at the smallest text (a long Russian entry beside a slide's text): the
    // compact icon gives the entry the room a clipped word would lose.
    if (widest + chrome() > room)
        legend->setIconSize(kCompactIcon);
    // An export at its smallest text that still cannot give a name its width: the name goes on
    // two lines rather than past the figure's edge.
    const int limit = exported && widest + chrome() > room ? room - chrome() : 0;
    for (int i = 0; i < legend->itemCount(); ++i)
        if (auto* entry = qobject_cast<LegendEntry*>(legend->item(i)))
            entry->setTextWidthLimit(limit);
    if (limit > 0)
        widest = limit;
    auto columnsFor = [&](int widestText) {
        return std::clamp((available.width() - 16) / std::max(widestText + chrome(), 1), 1,
                          exported ? 6 : 4);
    };
    auto rowHeightFor = [&](const QFont& f) {
        return std::max(QFontMetrics(f).height(), legend->iconSize().height()) + 4;
    };
    // An export's budget (Figure::paint's LegendBudget): the rows under the plot, across the
    // figure's width, take at most their share of it; a smaller font gives more columns and
    // shorter rows.
    if (m_share > 0) {
        auto overBudget = [&] {
            const int rows = (entries + columnsFor(widest) - 1) / columnsFor(widest);
            const int height = rows * rowHeightFor(font) + legend->margins().top() +
                               legend->margins().bottom() + 8;
            return double(available.width()) * height >
                   m_share * available.width() * available.height();
        };
        while (overBudget() && font.pointSizeF() * 0.93 >= m_minTextPoints) {
            font.setPointSizeF(font.pointSizeF() * 0.93);
            widest = widestIn(font);
        }
        if (overBudget()) // many entries (the published runs): narrower, shorter icons
            legend->setIconSize(kCompactIcon);
    }
    if (font != legend->font())
        legend->setFont(font);
    const int columns = columnsFor(widest);
    if (columns != legend->wrap()) {
        legend->setWrap(columns);
        legend->setFillOrder(legend->fillOrder(), true); // re-wraps the existing entries
    }
    // A pane too small for its legend (four panes in projector type on a laptop's screen):
    // the plot keeps the room and the hover read-out names the curves instead.
    const int rows = (entries + columns - 1) / columns;
    if (legend->visible() && rows * rowHeightFor(font) > available.height() * 2 / 5)
        legend->setVisible(false);
    place();
}

void LegendFitting::setBudget(const LegendBudget& budget) {
    m_share = budget.share;
    m_minTextPoints = budget.minPoints;
}

void LegendFitting::place() {
    // A hidden element still keeps its row of the layout: the legend leaves it while hidden.
    QCPLayoutGrid* layout = m_plot.plotLayout();
    QCPLegend* legend = m_plot.legend;
    const bool placed = layout->hasElement(2, 0) && layout->element(2, 0) == legend;
    if (legend->visible() && !placed) {
        layout->addElement(2, 0, legend);
        layout->setRowStretchFactor(2, 0.001);
    } else if (!legend->visible() && placed) {
        layout->take(legend);
        layout->simplify();
    }
}

// A short pane (projector type in the 2 × 2 board): the legend gives its rows to a plot left
// lower than a third of the figure; the hover read-out names the curves instead. Judged on the
// step's first layout: the texts fitted after it (a wrapped note) take the plot's room, not the
// legend's. At any round, a legend given less than its rows' height (a small page in projector
// type) goes too: it would cut its entries at the baseline.
bool LegendFitting::hideInAShortPane(bool firstRound) {
    QCPLegend* legend = m_plot.legend;
    const bool shortPane =
        firstRound && m_plot.axisRect()->height() < m_plot.viewport().height() / 3;
    const bool squeezed = legend->outerRect().height() < legend->minimumOuterSizeHint().height();
    if (!legend->visible() || !(shortPane || squeezed))
        return false;
    legend->setVisible(false);
    place();
    return true;
}

} // namespace shardscope
