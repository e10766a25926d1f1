#pragma once

#include "common/theme.h"
#include "export/pagewriter.h"
#include "layer_cost.h"
#include "results.h"
#include "scenario.h"

#include <QSize>
#include <QStringList>

#include <memory>
#include <optional>

namespace shardscope {

class Figure;

/**
 * Everything `export` writes: the plots (figures::ids()), "mesh" (one frame), "mesh-steps"
 * (numbered frames), "board" (the board's views on one slide), and the animations
 * "mesh-anim", "mesh-collective" and "split-anim" (GIF only).
 */
QStringList exportIds();
/** What "export all" writes: the plots and one mesh frame. */
QStringList defaultExportIds();
/**
 * `ids` less the views that would be an empty slide for `s` (the pipeline with one stage), unless
 * that view is all that was asked for.
 */
QStringList drawableIds(QStringList ids, const Scenario& s);
/** The ids only GIF can hold, and the only ones it can. */
QStringList animatedIds();
bool isAnimated(const QString& id);

/** Export size: pixels out; `scale` > 1 multiplies text and lines (0: height / 540). */
struct ExportOptions {
    QSize size{1920, 1080};
    double scale = 0;
    Theme theme;
    ExportFormat format = ExportFormat::Png;
    bool caption = true;      ///< the footer naming hardware, model, chips, batch, split
    bool transparent = false; ///< no background fill (PNG, SVG)
    std::optional<Strategy>
        meshStrategy; ///< the mesh view's strategy box (nullopt: the scenario's split)
    bool proportionalDurations = true; ///< the mesh view's step durations
    int meshStep = -1; ///< "mesh-collective": the step (-1: the first collective around a ring)
    /// "mesh-collective": each frame held at least this long, so that a class follows the hops
    /// (at 8 to 16 chips a frame is about a hop); the modelled time when that is longer.
    double hopSeconds = 0.5;
    std::optional<Scenario> pinned; ///< a scenario A the figures draw as ghosts
    Results pinnedResults;          ///< A as the core evaluated it
    QStringList boardViews;         ///< "board": its views (empty: defaultBoardViews())
    double effectiveScale() const {
        return scale > 0 ? scale : std::max(1.0, size.height() / 540.0);
    }
};

/** Frames of the one collective in "mesh-collective". */
inline constexpr int kCollectiveFrames = 16;

/** What one export may hold in memory at its peak: 1 GiB. */
inline constexpr qint64 exportMemoryBudget = qint64(1) << 30;
/**
 * The peak memory a PNG or GIF export of `size` needs, about: 10 bytes a pixel (the drawn
 * frame, its copy for the encoder or its palette indices, twice, and the program itself). SVG
 * and PDF hold no pixels: 0.
 */
qint64 exportPeakBytes(QSize size, ExportFormat format);

/**
 * Writes `ids` as DIR/ID.SUFFIX ("mesh-steps" as DIR/mesh-step-01.SUFFIX, ...), in
 * `options.format`; the animated ids need GIF and GIF needs them. A size whose peak
 * (exportPeakBytes) passes exportMemoryBudget is refused before anything is drawn. Returns an
 * empty string, or what went wrong (the file that could not be written). Needs a QApplication.
 */
QString exportFigures(const Scenario& s, const Results& r, const QStringList& ids,
                      const QString& dir, const ExportOptions& options, QStringList* written);

/**
 * The board's views (options.boardViews) on one slide with the caption, to `file` in PNG, SVG
 * or PDF. Empty string, or what went wrong.
 */
QString exportBoardFile(const Scenario& s, const Results& r, const QString& file,
                        const ExportOptions& options);

/** One figure as it is shown, to `file` in PNG, SVG or PDF. Empty string, or what went wrong. */
QString exportFigureFile(Figure& figure, const Scenario& s, const QString& file,
                         const ExportOptions& options);

} // namespace shardscope
