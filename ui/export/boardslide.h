#pragma once

#include "export/pagewriter.h"
#include "results.h"
#include "scenario.h"

#include <QRectF>
#include <QStringList>

#include <optional>

class QCPPainter;

namespace shardscope {

/** What the board shows when nothing says otherwise: the book's figure beside the mesh. */
QStringList defaultBoardViews();

/**
 * Cells for `count` views in `area`, as the board arranges them: one fills it, two side by
 * side (one above the other when the area is tall), three or four in two rows of two.
 */
QList<QRectF> boardCells(const QRectF& area, qsizetype count, double gap);

/** Where the board's views come from and how they look on a slide. */
struct BoardSlide {
    QStringList views; ///< figure ids or "mesh", at most four
    Theme theme;       ///< figures and mesh draw in it
    std::optional<Strategy> meshStrategy;
    bool proportionalDurations = true;
    const Scenario* pinned = nullptr; ///< a scenario A the figures draw as ghosts
    const Results* pinnedResults = nullptr;
};

/**
 * The board as one slide: every view in its cell, each drawn as its own export draws it.
 * Returns the page's painter callback (it keeps copies of what it needs).
 */
std::function<void(QCPPainter&, QSize)> boardPainter(const Scenario& s, const Results& r,
                                                     const BoardSlide& board, double scale);

} // namespace shardscope
