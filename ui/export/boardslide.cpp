#include "export/boardslide.h"
#include "common/viewids.h"

#include "export/meshframes.h"
#include "export/slidefigure.h"
#include "figures/figure.h"
#include "figures/figureregistry.h"

#include <qcustomplot.h>

#include <memory>

namespace shardscope {

QStringList defaultBoardViews() {
    return {viewid::computeVsComms, viewid::mesh};
}

QList<QRectF> boardCells(const QRectF& area, qsizetype count, double gap) {
    count = std::clamp<qsizetype>(count, 0, 4);
    const bool grid = count > 2;
    // Two views in a wide area stand side by side (the board's "two side by side"); in a tall
    // one (a portrait page) one above the other, each keeping a readable width.
    const bool sideBySide = count == 2 && area.width() >= area.height();
    const int columns = grid || sideBySide ? 2 : 1;
    const int rows = int((count + columns - 1) / columns);
    const double width = (area.width() - (columns - 1) * gap) / columns;
    const double height = (area.height() - (rows - 1) * gap) / std::max(rows, 1);
    QList<QRectF> cells;
    for (qsizetype i = 0; i < count; ++i)
        cells << QRectF(area.left() + int(i % columns) * (width + gap),
                        area.top() + int(i / columns) * (height + gap), width, height);
    return cells;
}

namespace {

constexpr double kGap = 12; // logical pixels between the views: a thin line of background

// One view drawn into a cell: the figure as it exports, the mesh as its exported frame.
struct BoardView {
    QString id;
    std::shared_ptr<Figure> figure;
    std::shared_ptr<MeshFrames> mesh;
};

} // namespace

std::function<void(QCPPainter&, QSize)> boardPainter(const Scenario& s, const Results& r,
                                                     const BoardSlide& board, double scale) {
    std::vector<BoardView> views;
    for (const QString& id : board.views.mid(0, 4)) {
        BoardView view{id, nullptr, nullptr};
        if (id == viewid::mesh) {
            view.mesh = std::make_shared<MeshFrames>(s, r, board.theme, board.meshStrategy,
                                                     board.proportionalDurations);
        } else if (std::unique_ptr<Figure> figure = figures::create(id)) {
            figure->setTheme(board.theme);
            if (board.pinned && board.pinnedResults)
                figure->setPinned(makeEvaluation(*board.pinned, *board.pinnedResults));
            figure->setEvaluation(makeEvaluation(s, r));
            view.figure = std::move(figure);
        } else {
            continue;
        }
        views.push_back(view);
    }
    const bool projector = board.theme.projector;
    return [views, projector, scale](QCPPainter& p, QSize logical) {
        const QList<QRectF> cells =
            boardCells(QRectF(QPointF(0, 0), QSizeF(logical)), qsizetype(views.size()), kGap);
        for (qsizetype i = 0; i < cells.size(); ++i) {
            const QSize size(qFloor(cells[i].width()), qFloor(cells[i].height()));
            p.save();
            p.translate(cells[i].topLeft());
            p.setClipRect(QRectF(QPointF(0, 0), QSizeF(size)));
            const BoardView& view = views[size_t(i)];
            if (view.mesh)
                view.mesh->paint(p, size, 0, projector, false, scale);
            else
                paintSlideFigure(*view.figure, p, size, true, scale); // the page shows through
            p.restore();
        }
    };
}

} // namespace shardscope
