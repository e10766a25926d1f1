#include "lesson/deckwriter.h"

#include "lesson/deckslide.h"

#include <QDir>

namespace shardscope {

namespace {

// The slides as pages, each drawn at deckScale().
QList<Page> deckPages(const QList<DeckSlide>& slides, DeckPainter& painter,
                      const DeckOptions& options, const QString& title) {
    QList<Page> pages;
    for (const DeckSlide& slide : slides) {
        Page page;
        page.size = options.size;
        page.scale = deckScale(options.size);
        page.theme = options.theme;
        page.title = title;
        page.paint = [&painter, &slide, scale = page.scale](QCPPainter& p, QSize logical) {
            painter.paint(p, logical, slide, scale);
        };
        pages << page;
    }
    return pages;
}

} // namespace

double deckScale(QSize size) {
    return std::max(1.0, std::min(size.width() / 960.0, size.height() / 540.0));
}

int deckPageCount(const Lesson& lesson) {
    int pages = 0;
    for (const LessonStep& step : lesson.steps)
        pages += step.question ? 2 : 1;
    return pages;
}

QString writeLessonPdf(const Lesson& lesson, const QString& file, const DeckOptions& options) {
    const QList<DeckSlide> slides = deckSlides(lesson, options.theme);
    DeckPainter painter(options.theme);
    const QString title = QString::fromStdString(lesson.id);
    return writePdfPages(deckPages(slides, painter, options, title), file);
}

QString writeLessonDeck(const Lesson& lesson, const QString& dir, const DeckOptions& options,
                        QStringList* written) {
    if (!QDir().mkpath(dir))
        return ExportText::tr("%1: cannot create the folder").arg(dir);
    const QDir folder(dir);
    const QString id = QString::fromStdString(lesson.id);
    if (options.format == ExportFormat::Pdf) {
        const QString file = folder.filePath(id + QStringLiteral(".pdf"));
        const QString error = writeLessonPdf(lesson, file, options);
        if (error.isEmpty() && written)
            written->push_back(file);
        return error;
    }
    const QList<DeckSlide> slides = deckSlides(lesson, options.theme);
    DeckPainter painter(options.theme);
    const QList<Page> pages = deckPages(slides, painter, options, id);
    for (qsizetype i = 0; i < pages.size(); ++i) {
        const QString file = folder.filePath(
            QStringLiteral("%1-%2.png").arg(id).arg(i + 1, 2, 10, QLatin1Char('0')));
        if (const QString error = writePage(pages.at(i), ExportFormat::Png, file); !error.isEmpty())
            return error;
        if (written)
            written->push_back(file);
    }
    return {};
}

} // namespace shardscope
