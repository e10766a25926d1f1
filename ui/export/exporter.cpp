#include "exporter.h"

#include "computevscommsfigure.h"
#include "memoryfigure.h"
#include "meshview.h"
#include "ratiofigure.h"
#include "rooflinefigure.h"
#include "splitsweepfigure.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QScopeGuard>

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

QString cannotWrite(const QString& file, const QString& why) {
    return QCoreApplication::translate("shardscope::export", "%1: cannot write the file: %2").arg(file, why);
}

// Through QSaveFile: the image goes to a temporary file in the same folder that replaces the
// old one only when complete, so a full disk leaves the previous file whole. A symbolic link
// found in the folder is refused, not written through (README, "Command line").
QString writePng(const QImage& image, const QString& file) {
    if (QFileInfo(file).isSymLink())
        return QCoreApplication::translate("shardscope::export",
                                           "%1: is a symbolic link; export does not write through links")
            .arg(file);
    // Encoded in memory first: the file write then fails with the system's reason (a full
    // disk), not with libpng's own message on stderr.
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        return cannotWrite(file, QCoreApplication::translate("shardscope::export", "PNG encoding failed"));
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly))
        return cannotWrite(file, out.errorString());
    if (out.write(png) != png.size() || !out.commit())
        return cannotWrite(file, out.errorString());
    return {};
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
        const QString error = writePng(exactly(view.renderFrame(logical, scale, step), options.size), file);
        if (!error.isEmpty())
            return error;
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
    // The mesh paints in Theme::current(): the export's theme while it runs, then the window's again.
    const Theme previous = Theme::current();
    Theme::setCurrent(options.theme);
    const auto restore = qScopeGuard([&previous] { Theme::setCurrent(previous); });
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
        const QString error = writePng(exactly(figure->render(logical, scale), options.size), file);
        if (!error.isEmpty())
            return error;
        if (written)
            written->push_back(file);
    }
    return {};
}

} // namespace shardscope
