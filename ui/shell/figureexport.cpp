#include "shell/figureexport.h"

#include "common/plaintext.h"
#include "common/settingskeys.h"
#include "export/exporter.h"
#include "figures/figure.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace shardscope {

// The texts keep the Figure context they had when the figure asked itself: the translations stay.
void exportFigureWithDialog(Figure& figure, QWidget* parent) {
    QSettings settings;
    const QString dir =
        settings
            .value(settings::figureExportDir,
                   QStandardPaths::writableLocation(QStandardPaths::PicturesLocation))
            .toString();
    ExportFormat format = ExportFormat::Png;
    parseExportFormat(settings.value(settings::exportFormat, QStringLiteral("png")).toString(),
                      &format);
    if (format == ExportFormat::Gif)
        format = ExportFormat::Png;
    const QStringList filters{Figure::tr("PNG image (*.png)"), Figure::tr("SVG drawing (*.svg)"),
                              Figure::tr("PDF document (*.pdf)")};
    QString filter = filters.at(int(format));
    const QString fileName = QFileDialog::getSaveFileName(
        parent, Figure::tr("Export figure"),
        dir + QLatin1Char('/') + figure.id() + QLatin1Char('.') + formatSuffix(format),
        filters.join(QStringLiteral(";;")), &filter);
    if (fileName.isEmpty())
        return;
    settings.setValue(settings::figureExportDir, QFileInfo(fileName).absolutePath());
    // The suffix typed wins over the filter chosen; no known suffix: the filter's.
    ExportOptions options;
    options.theme = figure.theme();
    options.format = ExportFormat(std::max(0, int(filters.indexOf(filter))));
    QString file = fileName;
    if (!parseExportFormat(QFileInfo(fileName).suffix().toLower(), &options.format) ||
        options.format == ExportFormat::Gif) {
        options.format = ExportFormat(std::max(0, int(filters.indexOf(filter))));
        file += QLatin1Char('.') + formatSuffix(options.format);
    }
    options.caption = settings.value(settings::exportCaption, true).toBool();
    // Slide-ready: 1920 x 1080 with text and lines scaled twice.
    if (const QString error = exportFigureFile(figure, figure.scenario(), file, options);
        !error.isEmpty())
        showPlainWarning(parent, Figure::tr("Export failed"), error);
}

} // namespace shardscope
