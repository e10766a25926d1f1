#include "shell/figureexport.h"

#include "common/appsettings.h"
#include "common/plaintext.h"
#include "export/exporter.h"
#include "figures/figure.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QStandardPaths>

namespace shardscope {

// The texts keep the Figure context they had when the figure asked itself: the translations stay.
void exportFigureWithDialog(Figure& figure, QWidget* parent) {
    const QString dir = settings::figureExportDir.value();
    ExportFormat format = ExportFormat::Png;
    parseExportFormat(settings::exportFormat.value(), &format);
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
    settings::figureExportDir.setValue(QFileInfo(fileName).absolutePath());
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
    options.caption = settings::exportCaption.value();
    // Slide-ready: 1920 x 1080 with text and lines scaled twice.
    if (const QString error = exportFigureFile(figure, figure.scenario(), file, options);
        !error.isEmpty())
        showPlainWarning(parent, Figure::tr("Export failed"), error);
}

} // namespace shardscope
