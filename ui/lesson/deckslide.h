#pragma once

#include "common/theme.h"
#include "lesson.h"

#include <QList>
#include <QSize>
#include <QString>

#include <map>
#include <memory>

class QCPPainter;

namespace shardscope {

class Figure;

/** One slide of a lesson deck: what it says and which view it draws, in the current language. */
struct DeckSlide {
    QString lessonTitle; ///< rich text, small, above the title and in the footer
    QString title;       ///< rich text, large
    QString bodyHtml;    ///< the step's text, task and question (or the answer and its explanation)
    QStringList views;   ///< the step's views, figure ids or "mesh" (none: text only)
    const LessonStep* step = nullptr;
    bool showsAnswer = false; ///< the slide after a question's: its numbers may show
    int number = 1;           ///< 1-based, for the footer's "n / total"
    int total = 1;
};

/** The body text's size on a slide of `theme`, in logical points (a long text shrinks from it). */
double deckBodyPoints(const Theme& theme);
/** How wide (logical pixels) a view must be for its figure's text to grow beside the body's. */
inline constexpr double kRoomyView = 450;

/** The slides of a lesson: each step, then its answer when it asks a question. */
QList<DeckSlide> deckSlides(const Lesson& lesson, const Theme& theme);

/**
 * Draws slides onto any painter (an image or a PDF page: text and figures stay vectors there).
 * Keeps one figure per id across slides: building a plot costs more than drawing it again.
 */
class DeckPainter {
  public:
    explicit DeckPainter(const Theme& theme);
    ~DeckPainter();

    /**
     * Draws `slide` into (0, 0, logical); `scale` device pixels per logical pixel. False when a
     * text did not fit its box even at its smallest size (it is clipped there, never drawn over
     * the figure or the footer).
     */
    bool paint(QCPPainter& painter, QSize logical, const DeckSlide& slide, double scale);
    /** The figure last drawn for `id` (nullptr if none was): its filter is the last step's. */
    Figure* figure(const QString& id) const;

  private:
    bool paintBody(QCPPainter& painter, const QRectF& area, const DeckSlide& slide, double scale);
    /** Every view of the slide in `area`: one fills it, two share it, three or four in a grid. */
    void paintViews(QCPPainter& painter, const QRectF& area, const DeckSlide& slide, double scale);
    void paintView(QCPPainter& painter, const QRectF& area, const QString& view,
                   const DeckSlide& slide, double scale);

    Theme m_theme;
    std::map<QString, std::unique_ptr<Figure>> m_figures;
};

} // namespace shardscope
