#pragma once

#include "common/theme.h"
#include "export/pagewriter.h"
#include "lesson.h"

#include <QSize>
#include <QString>
#include <QStringList>

namespace shardscope {

/** How a lesson becomes slides: one PDF, or one PNG per page, at a 16:9 size by default. */
struct DeckOptions {
    ExportFormat format = ExportFormat::Pdf; ///< Pdf or Png
    QSize size{1920, 1080};
    Theme theme;
};

/**
 * Device pixels per logical pixel of a slide: 1920x1080 is 960x540 logical (scale 2), as `export`
 * lays out; a page of another shape keeps at least 960 x 540 logical pixels, so text sizes match.
 */
double deckScale(QSize size);

/** The deck's pages: one per step, and an answer page after each step with a question. */
int deckPageCount(const Lesson& lesson);

/**
 * Writes the lesson as slides in the UI's current language: DIR/ID.pdf, or DIR/ID-01.png,
 * DIR/ID-02.png, ... Each file goes through QSaveFile and never through a symbolic link. Returns
 * an empty string, or one line saying what could not be written and why. `written` (optional)
 * gets the files. Needs a QApplication.
 */
QString writeLessonDeck(const Lesson& lesson, const QString& dir, const DeckOptions& options,
                        QStringList* written);

/** The lesson as one PDF at `file` (the window's File → Export lesson). Empty string or why not. */
QString writeLessonPdf(const Lesson& lesson, const QString& file, const DeckOptions& options);

} // namespace shardscope
