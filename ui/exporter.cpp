#include "exporter.h"

#include "computevscommsfigure.h"
#include "memoryfigure.h"
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

QString exportFigures(const Scenario& s, const Results& r, const QStringList& ids, const QString& dir,
                      const ExportOptions& options, QStringList* written) {
    if (!QDir().mkpath(dir))
        return QCoreApplication::translate("shardscope::export", "%1: cannot create the folder").arg(dir);
    const double scale = options.effectiveScale();
    const QSize logical(qRound(options.size.width() / scale), qRound(options.size.height() / scale));
    for (const QString& id : ids) {
        const std::unique_ptr<Figure> figure = makeFigure(id);
        if (!figure)
            return QCoreApplication::translate("shardscope::export", "unknown figure \"%1\"").arg(id);
        figure->setTheme(options.theme);
        figure->setData(s, r);
        const QString file = QDir(dir).filePath(id + QStringLiteral(".png"));
        QImage image = figure->render(logical, scale);
        if (image.size() != options.size)
            image = image.scaled(options.size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
        if (!image.save(file, "PNG"))
            return QCoreApplication::translate("shardscope::export", "%1: cannot write the file").arg(file);
        if (written)
            written->push_back(file);
    }
    return {};
}

} // namespace shardscope
