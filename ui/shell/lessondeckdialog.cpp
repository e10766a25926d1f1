#include "shell/lessondeckdialog.h"

#include "common/appsettings.h"
#include "common/errortext.h"
#include "lesson/deckwriter.h"
#include "lesson/lessonlibrary.h"
#include "scenario_io.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>

namespace shardscope {

QString exportLessonDeck(QWidget* parent, const Lesson& lesson, const Theme& theme,
                         QString* error) {
    const QString folder = settings::exportDir.value();
    const QString suggested =
        QDir(folder).filePath(QString::fromStdString(lesson.id) + QStringLiteral(".pdf"));
    QString file = QFileDialog::getSaveFileName(parent, ExportText::tr("Export lesson"), suggested,
                                                ExportText::tr("PDF slides (*.pdf)"));
    if (file.isEmpty())
        return {};
    if (QFileInfo(file).suffix().isEmpty())
        file += QStringLiteral(".pdf");
    settings::exportDir.setValue(QFileInfo(file).absolutePath());
    DeckOptions options;
    options.theme = Theme::make(theme.name);
    QApplication::setOverrideCursor(Qt::WaitCursor);
    *error = writeLessonPdf(lesson, file, options);
    QApplication::restoreOverrideCursor();
    return error->isEmpty() ? file : QString();
}

std::optional<Lesson> chooseBuiltInLesson(QWidget* parent, QString* error) {
    const QStringList ids = builtInLessonIds();
    QStringList titles;
    for (const QString& id : ids)
        titles << builtInLessonTitle(id);
    bool ok = false;
    const QString title =
        QInputDialog::getItem(parent, ExportText::tr("Export lesson"),
                              ExportText::tr("Lesson to export as slides:"), titles, 0, false, &ok);
    const qsizetype index = titles.indexOf(title);
    if (!ok || index < 0)
        return std::nullopt;
    try {
        return loadLesson(ids.at(index));
    } catch (const InputError& e) {
        *error = ids.at(index) + QStringLiteral(": ") + errorText(e); // in the UI's language
        return std::nullopt;
    }
}

} // namespace shardscope
