// Every slide of every built-in lesson, in every language, laid out at the default 1920x1080, at a
// small 1280x720 and on a portrait 1080x1920 page: each text fits its box (nothing clipped), and
// the deck has a page per step plus one per question.
#include "common/languagemanager.h"
#include "failonqtwarnings.h"
#include "figures/figure.h"
#include "figures/figuretext.h"
#include "lesson/deckslide.h"
#include "lesson/deckwriter.h"
#include "lesson/lessonlibrary.h"
#include "shell/mainwindow.h"
#include "testarea.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTest>

namespace shardscope {

class TestDeckSlides : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { testing::failOnQtWarnings(); }
    void everySlideFits_data();
    void everySlideFits();
    void fileMenuOffersLessonExport();
    void everyViewOfAStepIsDrawn();
    void figureTextStandsBesideTheBody_data();
    void figureTextStandsBesideTheBody();
    void questionSlidesHideTheirAnswer();
};

void TestDeckSlides::everySlideFits_data() {
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const QString& id : builtInLessonIds())
        for (const char* language : {"en", "ru", "zh_CN"})
            for (const QSize size : {QSize(1920, 1080), QSize(1280, 720), QSize(1080, 1920)})
                QTest::addRow("%s %s %dx%d", qPrintable(id), language, size.width(), size.height())
                    << id << QString::fromLatin1(language) << size;
}

void TestDeckSlides::everySlideFits() {
    QFETCH(QString, lesson);
    QFETCH(QString, language);
    QFETCH(QSize, size);
    LanguageManager::instance()->setLanguage(language);
    const Lesson read = loadLesson(lesson);
    const Theme theme = Theme::normal();
    const QList<DeckSlide> slides = deckSlides(read, theme);
    QCOMPARE(slides.size(), deckPageCount(read));
    int questions = 0;
    for (const LessonStep& step : read.steps)
        questions += step.question ? 1 : 0;
    QCOMPARE(slides.size(), qsizetype(read.steps.size()) + questions);
    DeckPainter painter(theme);
    const double scale = deckScale(size);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    for (const DeckSlide& slide : slides) {
        image.fill(Qt::white);
        QCPPainter p(&image);
        p.scale(scale, scale);
        const bool fits = painter.paint(p, (QSizeF(size) / scale).toSize(), slide, scale);
        p.end();
        QVERIFY2(fits, qPrintable(QStringLiteral("slide %1 of %2 does not fit: %3")
                                      .arg(slide.number)
                                      .arg(slide.total)
                                      .arg(slide.title)));
    }
}

// File → Export lesson… is there and can be used with no lesson open (it then asks which one).
void TestDeckSlides::fileMenuOffersLessonExport() {
    QStandardPaths::setTestModeEnabled(true);
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    MainWindow window;
    auto* action = window.findChild<QAction*>(QStringLiteral("exportLessonAction"));
    QVERIFY(action);
    QVERIFY(action->isEnabled());
    QCOMPARE(action->text(), QStringLiteral("Export &lesson…"));
    QMenu* file = window.menuBar()->actions().first()->menu();
    QVERIFY(file && file->actions().contains(action));
}

// The chapter-5 lesson's memory question (its second step) shows the per-layer figure and the
// memory chart: the slide draws both, not only the first.
void TestDeckSlides::everyViewOfAStepIsDrawn() {
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    const Lesson read = loadLesson(QStringLiteral("ch5-parallelism"));
    const Theme theme = Theme::normal();
    const QList<DeckSlide> slides = deckSlides(read, theme);
    const QStringList memoryStep{QStringLiteral("compute-vs-comms"), QStringLiteral("memory")};
    const auto step = std::find_if(slides.cbegin(), slides.cend(),
                                   [&](const DeckSlide& s) { return s.views == memoryStep; });
    QVERIFY(step != slides.cend());
    DeckPainter painter(theme);
    const QSize size(1920, 1080);
    const double scale = deckScale(size);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QCPPainter p(&image);
    p.scale(scale, scale);
    painter.paint(p, (QSizeF(size) / scale).toSize(), *step, scale);
    p.end();
    for (const QString& id : memoryStep) {
        Figure* figure = painter.figure(id);
        QVERIFY2(figure, qPrintable(id + QStringLiteral(" was not drawn")));
    }
}

void TestDeckSlides::figureTextStandsBesideTheBody_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("projector");
    for (const char* language : {"en", "ru", "zh_CN"})
        for (const bool projector : {false, true})
            QTest::addRow("%s %s", language, projector ? "projector" : "normal")
                << QString::fromLatin1(language) << projector;
}

// Every figure of every built-in lesson's slides at 1920x1080: its tick labels are at least 0.6
// of the slide's body text (read from the same seat), no text of it is under the projector
// minimum, and its legend takes at most a fifth of the slide.
void TestDeckSlides::figureTextStandsBesideTheBody() {
    QFETCH(QString, language);
    QFETCH(bool, projector);
    LanguageManager::instance()->setLanguage(language);
    const Theme theme = Theme::make(ThemeName::Light, projector);
    const double body = deckBodyPoints(theme);
    const QSize size(1920, 1080);
    const double scale = deckScale(size);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    int figures = 0;
    int roomy = 0;
    for (const QString& id : builtInLessonIds()) {
        const Lesson read = loadLesson(id);
        DeckPainter painter(theme);
        for (const DeckSlide& slide : deckSlides(read, theme)) {
            image.fill(Qt::white);
            QCPPainter p(&image);
            p.scale(scale, scale);
            painter.paint(p, (QSizeF(size) / scale).toSize(), slide, scale);
            p.end();
            for (const QString& view : slide.views) {
                Figure* figure = painter.figure(view);
                if (!figure)
                    continue; // the mesh
                ++figures;
                // Tick labels: the most of a figure's text. Its legend and axis titles may
                // shrink to fit a narrow cell, but not under the projector minimum.
                QList<QFont> ticks;
                QList<QFont> fitted;
                if (figure->legend->visible())
                    fitted << figure->legend->font();
                for (QCPAxisRect* rect : figure->axisRects())
                    for (QCPAxis* axis : rect->axes())
                        if (axis->visible()) {
                            ticks << axis->tickLabelFont();
                            fitted << axis->labelFont();
                        }
                for (const QFont& font : fitted)
                    QVERIFY2(font.pointSizeF() * 96 / 72 * scale >= Theme::kProjectorMinPx - 0.01,
                             qPrintable(view));
                // The slide's logical page is 960 x 540 (deckScale): the legend takes at most
                // a fifth of it, as on an exported figure.
                const QRect legend = figure->legend->outerRect();
                if (figure->legend->visible())
                    QVERIFY2(legend.width() * legend.height() <= 0.2 * 960 * 540, qPrintable(view));
                // The figure's cell as its last layout filled it: a narrow one (two views
                // beside the text) keeps the slide's type.
                QRect cell;
                for (QCPLayoutElement* element : figure->plotLayout()->elements(false))
                    if (element)
                        cell |= element->outerRect();
                // Every text element (the title) no wider than the figure: a Russian title
                // broken once at its colon still ran past both edges of a narrow cell
                // ("…ая для каждого TP и числа стадий, по потолку").
                for (QCPLayoutElement* element : figure->plotLayout()->elements(true))
                    if (auto* text = qobject_cast<QCPTextElement*>(element);
                        text && text->visible())
                        QVERIFY2(widestLine(TextMetrics(text->font()), text->text()) <=
                                     cell.width() + 1,
                                 qPrintable(QStringLiteral("%1 on slide %2 of %3: %4")
                                                .arg(view)
                                                .arg(slide.number)
                                                .arg(id, text->text())));
                // Every legend entry whole inside the figure: a long Russian entry beside the
                // slide's text ran past the cell's edge once ("…обратный проход, для D").
                for (int i = 0; figure->legend->visible() && i < figure->legend->itemCount(); ++i)
                    if (QCPAbstractLegendItem* entry = figure->legend->item(i))
                        QVERIFY2(
                            entry->outerRect().right() <= cell.right() + 1 &&
                                entry->outerRect().width() >=
                                    entry->minimumOuterSizeHint().width() - 1,
                            qPrintable(QStringLiteral("%1 on slide %2 of %3: an entry needs "
                                                      "%4 px, has %5 px, ends at %6 of %7: %8")
                                           .arg(view)
                                           .arg(slide.number)
                                           .arg(id)
                                           .arg(entry->minimumOuterSizeHint().width())
                                           .arg(entry->outerRect().width())
                                           .arg(entry->outerRect().right())
                                           .arg(cell.right())
                                           .arg(qobject_cast<QCPPlottableLegendItem*>(entry)
                                                    ? qobject_cast<QCPPlottableLegendItem*>(entry)
                                                          ->plottable()
                                                          ->name()
                                                    : QString())));
                if (cell.width() < kRoomyView)
                    continue;
                ++roomy;
                for (const QFont& font : ticks)
                    QVERIFY2(font.pointSizeF() >= body * 0.6 - 0.01,
                             qPrintable(QStringLiteral("%1 on slide %2 of %3: %4 pt beside %5 pt")
                                            .arg(view)
                                            .arg(slide.number)
                                            .arg(id)
                                            .arg(font.pointSizeF())
                                            .arg(body)));
            }
        }
    }
    QVERIFY(figures > 0);
    // Projector type's body text takes more of the slide: its views are all narrow.
    QVERIFY(roomy > 0 || projector);
}

// ch5-parallelism step 6 asks from which batch FSDP 512 × TP 8 is compute-bound: the book's
// 435 200 tokens (ch. 5's figure), which the compute-vs-comms figure labels "comms-bound below
// B ≈ 435 k". On the question's slide that label shows the hidden mark; on the answer's slide
// the number is back.
void TestDeckSlides::questionSlidesHideTheirAnswer() {
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    const Theme theme = Theme::make(ThemeName::Light, false);
    const Lesson lesson = loadLesson(QStringLiteral("ch5-parallelism"));
    const QSize size(1920, 1080);
    const double scale = deckScale(size);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    DeckPainter painter(theme);
    auto textsOf = [&](const DeckSlide& slide) {
        image.fill(Qt::white);
        QCPPainter p(&image);
        p.scale(scale, scale);
        painter.paint(p, (QSizeF(size) / scale).toSize(), slide, scale);
        p.end();
        QString all;
        for (const QString& view : slide.views)
            if (Figure* figure = painter.figure(view))
                for (const TextItem& t : plotTextItems(figure))
                    all += t.text + QLatin1Char('\n');
        return all;
    };
    int checked = 0;
    for (const DeckSlide& slide : deckSlides(lesson, theme)) {
        if (!slide.step || !slide.step->question ||
            slide.step->question->answer.key != "layer.crossover_batch" ||
            !slide.views.contains(QStringLiteral("compute-vs-comms")))
            continue;
        const QString texts = textsOf(slide);
        QVERIFY2(slide.showsAnswer == texts.contains(QStringLiteral("435")), qPrintable(texts));
        ++checked;
    }
    QCOMPARE(checked, 2); // the question's slide and the answer's
}

} // namespace shardscope

SHARDSCOPE_TEST_MAIN(shardscope::TestDeckSlides)
#include "tst_deck_slides.moc"
