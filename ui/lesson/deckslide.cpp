#include "lesson/deckslide.h"
#include "common/viewids.h"

#include "export/boardslide.h"

#include "common/format.h"
#include "evaluate.h"
#include "export/meshframes.h"
#include "export/pagewriter.h"
#include "export/slidefigure.h"
#include "figures/figure.h"
#include "figures/figureregistry.h"
#include "lesson/lessonlibrary.h"
#include "report.h"

#include <qcustomplot.h>

#include <QAbstractTextDocumentLayout>
#include <QTextDocument>

namespace shardscope {

namespace {

// The slide's grid in logical pixels (a 1920x1080 slide is 960x540 logical at scale 2).
constexpr double kMargin = 30;
constexpr double kGap = 22;
// The text column's share of the width when the slide has a view: the narrowest that holds the
// text at nearly its full size, so the figure gets the rest.
constexpr double kTextShares[] = {0.34, 0.38, 0.42, 0.46, 0.5};
constexpr double kNearlyFull = 0.86;
constexpr double kTallTextShare = 0.5; // of the height, on a tall page: the view gets the rest

// Sizes relative to the theme's base font: read from the back of a room.
constexpr double kLessonTitleFont = 1.25;
constexpr double kTitleFont = 2.7;
constexpr double kBodyFont = 1.75;
constexpr double kFooterFont = 1.05;
constexpr double kSmallestBody = 0.7; // of kBodyFont: a long text shrinks no further
// A figure's tick labels beside the body text: read from the same seat, they may be smaller,
// but not by much.
constexpr double kFigureTextShare = 0.65;

QString colourCss(const QColor& c) {
    return c.name(QColor::HexRgb);
}

// A label above a block ("Task", "Question"): the accent colour, bold, a little space before.
QString labelHtml(const QString& label, const Theme& theme) {
    return QStringLiteral("<p style=\"margin-top:14px; margin-bottom:2px\">"
                          "<b><span style=\"color:%1\">%2</span></b></p>")
        .arg(colourCss(theme.mesh.accent), label.toHtmlEscaped());
}

QString stepBody(const LessonStep& step, const Theme& theme) {
    QString html = lessonHtml(step.text);
    if (step.task)
        html += labelHtml(ExportText::tr("Task"), theme) + lessonHtml(step.task->text);
    if (step.question)
        html += labelHtml(ExportText::tr("Question"), theme) + lessonHtml(step.question->text);
    return html;
}

// The answer as the report gives it for the step's scenario (what the app checks against), else
// the author's stored value.
QString answerValue(const LessonStep& step) {
    const LessonAnswer& answer = step.question->answer;
    std::optional<double> value =
        expectedAnswer(answer, reportJson(step.scenario, evaluate(step.scenario)));
    if (!value)
        value = answer.value;
    // With its unit, as the lesson pane shows the answer.
    return value ? answerText(*value, answer.unit) : QStringLiteral("—");
}

QString answerBody(const LessonStep& step, const Theme& theme) {
    const LessonQuestion& q = *step.question;
    QString html = lessonHtml(q.text);
    html += labelHtml(ExportText::tr("Answer"), theme);
    html += QStringLiteral("<p style=\"font-size:xx-large\"><b>%1</b></p>")
                .arg(answerValue(step).toHtmlEscaped());
    if (!q.explain.empty())
        html += lessonHtml(q.explain);
    return html;
}

// "Answer: TITLE" on one line: the prefix goes inside the title's one paragraph.
QString answerTitle(QString titleHtml) {
    const QString open = QStringLiteral("<p>"), close = QStringLiteral("</p>");
    if (titleHtml.startsWith(open) && titleHtml.endsWith(close) && titleHtml.count(open) == 1)
        titleHtml = titleHtml.mid(open.size(), titleHtml.size() - open.size() - close.size());
    return open + ExportText::tr("Answer: %1").arg(titleHtml) + close;
}

// A rich text laid out `width` wide; its font shrinks until the text is at most `height` tall.
std::unique_ptr<QTextDocument> fitText(const QString& html, QFont font, double width, double height,
                                       double smallest) {
    auto doc = std::make_unique<QTextDocument>();
    doc->setDocumentMargin(0);
    doc->setHtml(html);
    doc->setTextWidth(width);
    const double start = font.pointSizeF();
    for (;;) {
        doc->setDefaultFont(font);
        if (doc->size().height() <= height || font.pointSizeF() <= start * smallest)
            return doc;
        font.setPointSizeF(font.pointSizeF() * 0.93);
    }
}

// Draws a laid-out text at `topLeft` in `colour`, clipped to its box so nothing leaves it.
void drawText(QCPPainter& p, QTextDocument& doc, const QRectF& box, const QColor& colour) {
    p.save();
    p.translate(box.topLeft());
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette.setColor(QPalette::Text, colour);
    context.clip = QRectF(QPointF(0, 0), box.size());
    p.setClipRect(context.clip);
    doc.documentLayout()->draw(&p, context);
    p.restore();
}

void paintFooter(QCPPainter& p, QSizeF logical, const DeckSlide& slide, const Theme& theme,
                 double top) {
    p.setPen(QPen(theme.grid, 1));
    p.drawLine(QPointF(kMargin, top), QPointF(logical.width() - kMargin, top));
    const QString pages = QStringLiteral("%1 / %2").arg(slide.number).arg(slide.total);
    const QFont font = theme.font(kFooterFont);
    const QFontMetricsF metrics(font, p.device());
    const double pagesWidth = metrics.horizontalAdvance(pages) + 4;
    const QRectF row(kMargin, top, logical.width() - 2 * kMargin, logical.height() - top);
    p.setFont(font);
    p.setPen(theme.mesh.muted);
    p.drawText(row, Qt::AlignRight | Qt::AlignVCenter, pages);
    QTextDocument title;
    title.setHtml(slide.lessonTitle);
    const QString plain =
        metrics.elidedText(title.toPlainText(), Qt::ElideRight, row.width() - pagesWidth - kGap);
    p.drawText(row, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine, plain);
}

} // namespace

QList<DeckSlide> deckSlides(const Lesson& lesson, const Theme& theme) {
    QList<DeckSlide> slides;
    const QString lessonTitle = lessonHtml(lesson.title);
    for (const LessonStep& step : lesson.steps) {
        DeckSlide slide;
        slide.lessonTitle = lessonTitle;
        slide.title = lessonHtml(step.title);
        slide.bodyHtml = stepBody(step, theme);
        for (const std::string& view : step.views)
            slide.views << QString::fromStdString(view);
        slide.step = &step;
        slides << slide;
        if (step.question) {
            slide.title = answerTitle(slide.title);
            slide.bodyHtml = answerBody(step, theme);
            slide.showsAnswer = true;
            slides << slide;
        }
    }
    for (qsizetype i = 0; i < slides.size(); ++i) {
        slides[i].number = int(i + 1);
        slides[i].total = int(slides.size());
    }
    return slides;
}

double deckBodyPoints(const Theme& theme) {
    return theme.fontPoints * kBodyFont;
}

DeckPainter::DeckPainter(const Theme& theme) : m_theme(theme) {}

DeckPainter::~DeckPainter() = default;

bool DeckPainter::paint(QCPPainter& p, QSize logicalSize, const DeckSlide& slide, double scale) {
    const QSizeF logical(logicalSize);
    const double width = logical.width() - 2 * kMargin;

    // Header: the lesson's title small and muted, the step's title large, wrapping to two lines.
    const double lessonHeight = QFontMetricsF(m_theme.font(kLessonTitleFont)).height() * 1.2;
    auto lesson =
        fitText(slide.lessonTitle, m_theme.font(kLessonTitleFont), width, lessonHeight, 0.7);
    bool fits = lesson->size().height() <= lessonHeight;
    QRectF box(kMargin, kMargin * 0.8, width, std::min(lesson->size().height(), lessonHeight));
    drawText(p, *lesson, box, m_theme.mesh.muted);
    const QFont titleFont = m_theme.font(kTitleFont, true);
    const double titleHeight = QFontMetricsF(titleFont).lineSpacing() * 2.1;
    auto title = fitText(slide.title, titleFont, width, titleHeight, 0.6);
    fits = fits && title->size().height() <= titleHeight;
    box = QRectF(kMargin, box.bottom() + 4, width, std::min(title->size().height(), titleHeight));
    drawText(p, *title, box, m_theme.text);
    const double bar = box.bottom() + 8;
    p.fillRect(QRectF(kMargin, bar, 56, 3), m_theme.mesh.accent);

    const double footer = logical.height() - QFontMetricsF(m_theme.font(kFooterFont)).height() * 2;
    paintFooter(p, logical, slide, m_theme, footer);

    // Body: the text, and the step's view filling the rest of the slide.
    const QRectF area(kMargin, bar + 3 + kGap, width, footer - kGap * 0.6 - (bar + 3 + kGap));
    return paintBody(p, area, slide, scale) && fits;
}

bool DeckPainter::paintBody(QCPPainter& p, const QRectF& area, const DeckSlide& slide,
                            double scale) {
    const QFont font = m_theme.font(kBodyFont);
    if (slide.views.isEmpty()) {
        auto body = fitText(slide.bodyHtml, font, area.width(), area.height(), kSmallestBody);
        drawText(p, *body, area, m_theme.text);
        return body->size().height() <= area.height();
    }
    // A tall page (portrait, square) stacks the text above the view; a wide one puts the text on
    // the left, in the narrowest column that holds it at nearly full size.
    if (area.height() > area.width() * 0.75) {
        auto body = fitText(slide.bodyHtml, font, area.width(), area.height() * kTallTextShare,
                            kSmallestBody);
        const double height = std::min(body->size().height(), area.height() * kTallTextShare);
        drawText(p, *body, QRectF(area.topLeft(), QSizeF(area.width(), height)), m_theme.text);
        paintViews(p, area.adjusted(0, height + kGap, 0, 0), slide, scale);
        return body->size().height() <= area.height() * kTallTextShare;
    }
    std::unique_ptr<QTextDocument> body;
    double textWidth = area.width();
    for (double share : kTextShares) {
        textWidth = area.width() * share;
        body = fitText(slide.bodyHtml, font, textWidth, area.height(), kNearlyFull);
        if (body->size().height() <= area.height())
            break;
        body.reset();
    }
    if (!body)
        body = fitText(slide.bodyHtml, font, textWidth, area.height(), kSmallestBody);
    drawText(p, *body, QRectF(area.topLeft(), QSizeF(textWidth, area.height())), m_theme.text);
    paintViews(p, area.adjusted(textWidth + kGap, 0, 0, 0), slide, scale);
    return body->size().height() <= area.height();
}

Figure* DeckPainter::figure(const QString& id) const {
    const auto it = m_figures.find(id);
    return it == m_figures.end() ? nullptr : it->second.get();
}

// Every view of the step in the board's arrangement: one fills the area, two share it.
void DeckPainter::paintViews(QCPPainter& p, const QRectF& area, const DeckSlide& slide,
                             double scale) {
    const QList<QRectF> cells = boardCells(area, slide.views.size(), kGap);
    for (qsizetype i = 0; i < cells.size(); ++i)
        paintView(p, cells[i], slide.views[i], slide, scale);
}

namespace {

// The question's slide hides its numbers as the window does; the answer's shows them.
AnswerMask slideMask(const DeckSlide& slide) {
    const auto& question = slide.step->question;
    return question && !slide.showsAnswer ? AnswerMask(question->hides, question->answer)
                                          : AnswerMask();
}

} // namespace

void DeckPainter::paintView(QCPPainter& p, const QRectF& area, const QString& view,
                            const DeckSlide& slide, double scale) {
    const QSize size(qFloor(area.width()), qFloor(area.height()));
    if (size.width() < 16 || size.height() < 16 || !slide.step)
        return;
    const Scenario& s = slide.step->scenario;
    const Results r = evaluate(s);
    p.save();
    p.translate(area.topLeft());
    p.setClipRect(QRectF(QPointF(0, 0), QSizeF(size)));
    if (view == viewid::mesh) {
        MeshFrames frames(s, r, m_theme);
        frames.setAnswerMask(slideMask(slide));
        frames.paint(p, size, 0, m_theme.projector, false, scale);
    } else {
        auto& figure = m_figures[view];
        if (!figure) {
            figure = figures::create(view);
            if (figure)
                figure->setTheme(m_theme);
        }
        // A view with room for it gets text that stands beside the body's; a narrow one (two
        // views beside the text) keeps the slide's, or its plot would be all labels.
        const Theme theme =
            area.width() >= kRoomyView
                ? slideFigureTheme(m_theme, deckBodyPoints(m_theme), kFigureTextShare)
                : m_theme;
        if (figure && figure->theme().fontPoints != theme.fontPoints)
            figure->setTheme(theme);
        if (figure) {
            figure->setCurveFilter(lessonStepCurves(*slide.step)); // as the board shows the step
            figure->setAnswerMask(slideMask(slide));
            figure->setEvaluation(makeEvaluation(s, r));
            // Its legend and axis titles may shrink to the projector minimum: a view beside the
            // text is narrow, and a clipped entry reads worse than a smaller one.
            paintSlideFigure(*figure, p, size, false, scale);
        }
    }
    p.restore();
}

} // namespace shardscope
