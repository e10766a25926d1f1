#include "export/exporter.h"
#include "common/viewids.h"

#include "evaluate.h"
#include "export/boardslide.h"
#include "export/caption.h"
#include "export/gifwriter.h"
#include "export/meshframes.h"
#include "export/slidefigure.h"
#include "figures/computevscommsfigure.h"
#include "figures/figureregistry.h"
#include "figures/memoryfigure.h"
#include "figures/pipelinefigure.h"
#include "figures/ratiofigure.h"
#include "figures/rooflinefigure.h"
#include "figures/splitsweepfigure.h"
#include "mesh/meshview.h"

#include <QCoreApplication>
#include <QDir>

#include <cmath>

namespace shardscope {

QStringList animatedIds() {
    return {viewid::meshAnimation, viewid::meshCollective, viewid::splitAnimation};
}

bool isAnimated(const QString& id) {
    return animatedIds().contains(id);
}

QStringList exportIds() {
    return figures::ids() << viewid::mesh << viewid::meshSteps << viewid::board << animatedIds();
}

QStringList defaultExportIds() {
    return figures::ids() << viewid::mesh;
}

QStringList drawableIds(QStringList ids, const Scenario& s) {
    if (s.pp == 1 && ids.size() > 1) // one stage: the figure only says there is no schedule
        ids.removeAll(viewid::pipeline);
    return ids;
}

namespace {

// A page of the options' size, look and caption; the content is the caller's.
Page pageFor(const Scenario& s, const ExportOptions& options, const QString& title) {
    Page page;
    page.size = options.size;
    page.scale = options.effectiveScale();
    page.theme = options.theme;
    page.transparent = options.transparent;
    page.caption = options.caption ? exportCaption(s) : QString();
    page.title = title;
    return page;
}

Page figurePage(Figure& figure, const Scenario& s, const ExportOptions& options) {
    Page page = pageFor(s, options, figure.title());
    page.paint = [&figure, transparent = options.transparent, scale = page.scale](QCPPainter& p,
                                                                                  QSize logical) {
        paintSlideFigure(figure, p, logical, transparent, scale);
    };
    return page;
}

// "board": the board's views side by side (or in a grid) on one slide, with the caption.
Page boardSlidePage(const Scenario& s, const Results& r, const ExportOptions& options) {
    Page page = pageFor(s, options, viewid::board);
    BoardSlide board;
    board.views = options.boardViews.isEmpty() ? defaultBoardViews() : options.boardViews;
    board.theme = options.theme;
    board.meshStrategy = options.meshStrategy;
    board.proportionalDurations = options.proportionalDurations;
    if (options.pinned) {
        board.pinned = &*options.pinned;
        board.pinnedResults = &options.pinnedResults;
    }
    page.paint = boardPainter(s, r, board, page.scale);
    return page;
}

// Frames are encoded as they are drawn (GifEncoder): one frame is held at a time, never all.
class AnimationWriter {
  public:
    explicit AnimationWriter(const QString& file) : m_file(file), m_encoder(&m_gif) {}
    bool add(const QImage& frame, int delayCs) {
        return m_why.isEmpty() && m_encoder.add(frame, delayCs, &m_why);
    }
    QString finish() {
        if (m_why.isEmpty())
            m_encoder.finish(&m_why);
        return m_why.isEmpty() ? saveBytes(m_gif, m_file) : cannotWriteMessage(m_file, m_why);
    }

  private:
    QString m_file;
    QByteArray m_gif;
    GifEncoder m_encoder;
    QString m_why;
};

// "mesh-anim": one frame per step of the schedule, each as long as the view shows it. Above 16
// chips the frames show the lens, so each step's collective is seen on the chips that run it.
QString exportMeshAnimation(const Scenario& s, const Results& r, const ExportOptions& options,
                            const QString& file) {
    const MeshFrames mesh(s, r, options.theme, options.meshStrategy, options.proportionalDurations);
    Page page = pageFor(s, options, viewid::meshAnimation);
    AnimationWriter gif(file);
    for (int step = 0; step < mesh.stepCount(); ++step) {
        page.paint = [&](QCPPainter& p, QSize logical) {
            mesh.paint(p, logical, step, options.theme.projector, true, page.scale);
        };
        if (!gif.add(renderPage(page), int(std::lround(mesh.stepSeconds()[size_t(step)] * 100))))
            break;
    }
    return gif.finish();
}

// "mesh-collective": one collective of the schedule (options.meshStep, or the first around a
// ring) as kCollectiveFrames frames, its hops moving in the lens, for a slide.
QString exportMeshCollective(const Scenario& s, const Results& r, const ExportOptions& options,
                             const QString& file) {
    const MeshFrames mesh(s, r, options.theme, options.meshStrategy, options.proportionalDurations);
    const int step = options.meshStep >= 0 && options.meshStep < mesh.stepCount()
                         ? options.meshStep
                         : std::max(0, mesh.firstRingStep());
    if (mesh.stepCount() == 0)
        return ExportText::tr("mesh-collective: the schedule has no step");
    Page page = pageFor(s, options, viewid::meshCollective);
    AnimationWriter gif(file);
    const double seconds =
        std::max(mesh.stepSeconds()[size_t(step)] / kCollectiveFrames, options.hopSeconds);
    for (int k = 0; k < kCollectiveFrames; ++k) {
        page.paint = [&](QCPPainter& p, QSize logical) {
            mesh.paint(p, logical, step, options.theme.projector, true, page.scale,
                       (k + 0.5) / kCollectiveFrames);
        };
        if (!gif.add(renderPage(page), std::max(2, int(std::lround(seconds * 100)))))
            break;
    }
    return gif.finish();
}

// "split-anim": the compute-vs-comms figure at every power-of-two split of the pod, TP
// ways growing (ch. 5 "Mixing FSDP and TP"), a second each.
QString exportSplitAnimation(const Scenario& s, const ExportOptions& options, const QString& file) {
    ComputeVsCommsFigure figure;
    figure.setTheme(options.theme);
    AnimationWriter gif(file);
    for (const Split& split : powerOfTwoSplits(s, physicalMesh(s))) {
        const Scenario at = withTp(s, split.y);
        figure.setEvaluation(makeEvaluation(at));
        if (!gif.add(renderPage(figurePage(figure, at, options)), 100))
            break;
    }
    return gif.finish();
}

// The mesh view's frames: one ("mesh": the first step) or every step, numbered.
QString exportMesh(const Scenario& s, const Results& r, bool allSteps, const QDir& dir,
                   const ExportOptions& options, QStringList* written) {
    const MeshFrames mesh(s, r, options.theme, options.meshStrategy, options.proportionalDurations);
    const QString suffix = formatSuffix(options.format);
    const int steps = allSteps ? mesh.stepCount() : 1;
    Page page = pageFor(s, options, viewid::mesh);
    for (int step = 0; step < steps; ++step) {
        const QString name = allSteps ? QStringLiteral("mesh-step-%1.%2")
                                            .arg(step + 1, 2, 10, QLatin1Char('0'))
                                            .arg(suffix)
                                      : QStringLiteral("mesh.%1").arg(suffix);
        const QString file = dir.filePath(name);
        page.paint = [&](QCPPainter& p, QSize logical) {
            mesh.paint(p, logical, step, options.theme.projector,
                       options.format == ExportFormat::Png, page.scale);
        };
        if (const QString error = writePage(page, options.format, file); !error.isEmpty())
            return error;
        if (written)
            written->push_back(file);
    }
    return {};
}

} // namespace

qint64 exportPeakBytes(QSize size, ExportFormat format) {
    if (format != ExportFormat::Png && format != ExportFormat::Gif)
        return 0;
    return qint64(size.width()) * qint64(size.height()) * 10;
}

QString exportBoardFile(const Scenario& s, const Results& r, const QString& file,
                        const ExportOptions& options) {
    return writePage(boardSlidePage(s, r, options), options.format, file);
}

QString exportFigureFile(Figure& figure, const Scenario& s, const QString& file,
                         const ExportOptions& options) {
    return writePage(figurePage(figure, s, options), options.format, file);
}

QString exportFigures(const Scenario& s, const Results& r, const QStringList& ids,
                      const QString& dir, const ExportOptions& options, QStringList* written) {
    const bool gif = options.format == ExportFormat::Gif;
    for (const QString& id : ids) {
        if (!exportIds().contains(id))
            return ExportText::tr("unknown figure \"%1\"").arg(id);
        if (isAnimated(id) != gif)
            return gif ? ExportText::tr("%1: is not animated; GIF holds only %2")
                             .arg(id, animatedIds().join(QStringLiteral(", ")))
                       : ExportText::tr("%1: is animated; export it with --format gif").arg(id);
    }
    if (const qint64 peak = exportPeakBytes(options.size, options.format);
        peak > exportMemoryBudget)
        return ExportText::tr("%1x%2 %3: about %4 MB of memory at once, more than the %5 MB an "
                              "export may use; choose a smaller size")
            .arg(options.size.width())
            .arg(options.size.height())
            .arg(formatSuffix(options.format).toUpper())
            .arg(peak >> 20)
            .arg(exportMemoryBudget >> 20);
    if (!QDir().mkpath(dir))
        return ExportText::tr("%1: cannot create the folder").arg(dir);
    const QDir folder(dir);
    const QString suffix = formatSuffix(options.format);
    for (const QString& id : ids) {
        QString error;
        const QString file = folder.filePath(id + QLatin1Char('.') + suffix);
        if (id == viewid::mesh || id == viewid::meshSteps) {
            error = exportMesh(s, r, id == viewid::meshSteps, folder, options, written);
        } else if (id == viewid::meshAnimation) {
            error = exportMeshAnimation(s, r, options, file);
        } else if (id == viewid::meshCollective) {
            error = exportMeshCollective(s, r, options, file);
        } else if (id == viewid::splitAnimation) {
            error = exportSplitAnimation(s, options, file);
        } else if (id == viewid::board) {
            error = writePage(boardSlidePage(s, r, options), options.format, file);
        } else {
            const std::unique_ptr<Figure> figure = figures::create(id);
            figure->setTheme(options.theme);
            if (options.pinned)
                figure->setPinned(makeEvaluation(*options.pinned, options.pinnedResults));
            figure->setEvaluation(makeEvaluation(s, r));
            error = writePage(figurePage(*figure, s, options), options.format, file);
        }
        if (!error.isEmpty())
            return error;
        if (written && id != viewid::mesh && id != viewid::meshSteps)
            written->push_back(file);
    }
    return {};
}

} // namespace shardscope
