#include "exporter.h"

#include "computevscommsfigure.h"
#include "memoryfigure.h"
#include "meshview.h"
#include "ratiofigure.h"
#include "rooflinefigure.h"
#include "splitsweepfigure.h"

#include <QCoreApplication>
#include <QDir>

namespace shardscope {

QStringList figureIds() {
    return {QStringLiteral("compute-vs-comms"), QStringLiteral("ratio"), QStringLiteral("split-sweep"),
            QStringLiteral("roofline"), QStringLiteral("memory")};
}

QStringList exportIds() { return figureIds() << QStringLiteral("mesh") << QStringLiteral("mesh-steps"); }

QStringList defaultExportIds() { return figureIds() << QStringLiteral("mesh"); }

std::unique_ptr<Figure> makeFigure(const QString& id) {
    if (id == QLatin1String("compute-vs-comms"))
        return std::make_unique<ComputeVsCommsFigure>();
    if (id == QLatin1String("ratio"))
        return std::make_unique<RatioFigure>();
    if (id == QLatin1String("split-sweep"))
        return std::make_unique<SplitSweepFigure>();
    if (id == QLatin1String("roofline"))
        return std::make_unique<RooflineFigure>();
    if (id == QLatin1String("memory"))
        return std::make_unique<MemoryFigure>();
    return nullptr;
}

namespace {

QString cannotWrite(const QString& file) {
    return QCoreApplication::translate("shardscope::export", "%1: cannot write the file").arg(file);
}

// Rendering at logical size x scale can miss the asked pixels by one: fit exactly.
QImage exactly(QImage image, QSize size) {
    return image.size() == size ? image : image.scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
}

// The mesh view's frames: one (step -1: the first step) or every step, numbered.
QString exportMesh(const Scenario& s, const Results& r, bool allSteps, const QDir& dir, QSize logical,
                   double scale, const ExportOptions& options, QStringList* written) {
    MeshView view;
    view.setProjectorMode(options.theme.projector);
    view.setScenario(s, r);
    const int steps = allSteps ? view.stepCount() : 1;
    for (int step = 0; step < steps; ++step) {
        const QString file = allSteps ? dir.filePath(QStringLiteral("mesh-step-%1.png").arg(step + 1, 2, 10, QLatin1Char('0')))
                                      : dir.filePath(QStringLiteral("mesh.png"));
        if (!exactly(view.renderFrame(logical, scale, step), options.size).save(file, "PNG"))
            return cannotWrite(file);
        if (written)
            written->push_back(file);
    }
    return {};
}

} // namespace

QString exportFigures(const Scenario& s, const Results& r, const QStringList& ids, const QString& dir,
                      const ExportOptions& options, QStringList* written) {
    if (!QDir().mkpath(dir))
        return QCoreApplication::translate("shardscope::export", "%1: cannot create the folder").arg(dir);
    const double scale = options.effectiveScale();
    const QSize logical(qRound(options.size.width() / scale), qRound(options.size.height() / scale));
    for (const QString& id : ids) {
        if (id == QLatin1String("mesh") || id == QLatin1String("mesh-steps")) {
            const QString error = exportMesh(s, r, id == QLatin1String("mesh-steps"), QDir(dir), logical, scale,
                                             options, written);
            if (!error.isEmpty())
                return error;
            continue;
        }
        const std::unique_ptr<Figure> figure = makeFigure(id);
        if (!figure)
            return QCoreApplication::translate("shardscope::export", "unknown figure \"%1\"").arg(id);
        figure->setTheme(options.theme);
        figure->setData(s, r);
        const QString file = QDir(dir).filePath(id + QStringLiteral(".png"));
        if (!exactly(figure->render(logical, scale), options.size).save(file, "PNG"))
            return cannotWrite(file);
        if (written)
            written->push_back(file);
    }
    return {};
}

} // namespace shardscope
