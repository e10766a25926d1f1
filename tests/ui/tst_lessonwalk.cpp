// Every built-in lesson walked in the real window, in three languages, as an instructor projects
// it: at each open question no text the window shows (the strip, the explanation panel, the
// lesson pane, every shown figure's texts and the mesh's captions) states the answer, by the one
// rule the lesson linter and the answer box use (docs/lesson-format.md#check).
#include "common/answermask.h"
#include "common/languagemanager.h"
#include "common/viewids.h"
#include "document/scenariodocument.h"
#include "evaluate.h"
#include "export/meshframes.h"
#include "failonqtwarnings.h"
#include "figures/figure.h"
#include "findcontrol.h"
#include "lesson/deckslide.h"
#include "lesson/deckwriter.h"
#include "lesson/lessonlibrary.h"
#include "lesson/lessonpane.h"
#include "mesh/meshcaptions.h"
#include "mesh/meshview.h"
#include "report.h"
#include "shell/lessondock.h"
#include "shell/mainwindow.h"
#include "testarea.h"
#include "windowparts.h"
#include "workspace/board.h"
#include "workspace/boardpane.h"
#include "workspace/explanationpanel.h"
#include "workspace/presenterstrip.h"

#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTextDocumentFragment>
#include <QtTest>

using namespace shardscope;

namespace {

// A plot's own words: titles, axis titles, text items and legend entries. Not its tick labels:
// a scale names every value alike ("TP 4" beside "TP 8") and states no answer.
QStringList plotWords(QCustomPlot* plot) {
    QStringList out;
    for (QCPLayoutElement* element : plot->plotLayout()->elements(true)) {
        if (auto* title = qobject_cast<QCPTextElement*>(element); title && title->visible())
            out << title->text();
        else if (auto* rect = qobject_cast<QCPAxisRect*>(element)) {
            for (QCPAxis* axis : rect->axes())
                if (axis->visible())
                    out << axis->label();
        } else if (auto* legend = qobject_cast<QCPLegend*>(element); legend && legend->visible()) {
            for (int i = 0; i < legend->itemCount(); ++i)
                if (auto* entry = qobject_cast<QCPPlottableLegendItem*>(legend->item(i)))
                    out << entry->plottable()->name();
        }
    }
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* label = qobject_cast<QCPItemText*>(plot->item(i)); label && label->visible())
            out << label->text();
    return out;
}

// What the window shows now, one string per place: labels of the lesson pane (not its step
// counter) and the strip, the explanation panel (its dock raised, as a reader would), every
// shown figure's words and every shown mesh's captions.
QList<QPair<QString, QString>> shownTexts(const MainWindow& window, LessonPane* pane) {
    QList<QPair<QString, QString>> out;
    auto labels = [&out](QWidget* root, const QString& place) {
        for (QLabel* l : root->findChildren<QLabel*>())
            if (l->isVisible() && !l->text().isEmpty() &&
                l->objectName() != QLatin1String("progressText"))
                out << qMakePair(place, l->text());
    };
    labels(pane, QStringLiteral("lesson pane"));
    labels(presenterStripOf(window), QStringLiteral("strip"));
    ExplanationPanel* panel = explanationOf(window);
    if (auto* dock = window.findChild<QDockWidget*>(QStringLiteral("explanation"))) {
        dock->raise();
        QCoreApplication::processEvents();
    }
    if (panel->isVisible())
        out << qMakePair(QStringLiteral("panel"), panel->toPlainText());
    QList<Figure*> figures;
    for (BoardPane* p : boardOf(window)->visiblePanes())
        figures << p->findChildren<Figure*>();
    figures << figuresOf(window);
    for (Figure* f : figures)
        if (f->isVisible()) {
            f->refresh();
            for (const QString& words : plotWords(f))
                out << qMakePair(f->id(), words);
        }
    QList<MeshView*> meshes;
    for (BoardPane* p : boardOf(window)->visiblePanes())
        if (MeshView* m = p->mesh())
            meshes << m;
    meshes << boardOf(window)->tabMesh();
    for (MeshView* m : meshes)
        if (m->isVisible())
            for (const MeshTextItem& item : m->textItems(meshCanvasOf(*m)->size()))
                out << qMakePair(QStringLiteral("mesh"), item.text);
    return out;
}

} // namespace

class TestLessonWalk : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        testing::failOnQtWarnings();
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }
    void cleanupTestCase() { LanguageManager::instance()->setLanguage(QStringLiteral("en")); }
    void noAnswerOnScreen_data();
    void noAnswerOnScreen();
    void noAnswerOnAQuestionSlide_data() { noAnswerOnScreen_data(); }
    void noAnswerOnAQuestionSlide();
};

void TestLessonWalk::noAnswerOnScreen_data() {
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("language");
    const QStringList lessons = QDir(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/lessons"))
                                    .entryList({QStringLiteral("*.json")}, QDir::Files);
    for (const QString& file : lessons)
        for (const char* language : {"en", "ru", "zh_CN"}) {
            const QString id = QFileInfo(file).completeBaseName();
            QTest::addRow("%s %s", qPrintable(id), language) << id << QString::fromLatin1(language);
        }
}

void TestLessonWalk::noAnswerOnScreen() {
    QFETCH(QString, lesson);
    QFETCH(QString, language);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    QSettings().clear();
    AnswerMask published; // what the pane tells every view to hide (outlives the window)
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    LessonPane* pane = lessonDockOf(window)->pane();
    connect(pane, &LessonPane::answerMaskChanged, &window,
            [&published](const AnswerMask& mask) { published = mask; });
    QVERIFY(window.openLesson(lesson));
    QStringList leaks;
    int questions = 0;
    for (int step = 0; step < pane->stepCount(); ++step) {
        if (step > 0)
            QTest::mouseClick(testing::findControl<QPushButton>(pane, "nextStep"), Qt::LeftButton);
        QCOMPARE(pane->step(), step);
        const AnswerMask mask = published;
        if (mask.empty())
            continue;
        ++questions;
        // The panel waits for the values to be still a tenth of a second, as after a drag.
        QTRY_VERIFY(testing::explanationIsStill(*explanationOf(window)));
        const ScenarioDocument* doc = window.document();
        const auto report = reportJson(doc->scenario(), doc->results());
        for (const auto& [place, text] : shownTexts(window, pane))
            if (const QString masked = mask.maskStatedAnswerInPlainText(text, report);
                masked != text)
                leaks << QStringLiteral("step %1, %2: %3").arg(step + 1).arg(place, masked);
    }
    QVERIFY(questions > 0);
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QLatin1Char('\n'))));
}

// The lesson's deck as an instructor exports it (1920 × 1080, projector type): every text of a
// question's slide (its title and body, its figures' words, the mesh's captions) passes the
// same rule; the answer's slide follows it.
void TestLessonWalk::noAnswerOnAQuestionSlide() {
    QFETCH(QString, lesson);
    QFETCH(QString, language);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    const Theme theme = Theme::make(ThemeName::Light, true);
    const QSize size(1920, 1080);
    const double scale = deckScale(size);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    DeckPainter painter(theme);
    QStringList leaks;
    int questions = 0;
    const Lesson loaded = loadLesson(lesson); // the slides point into it
    for (const DeckSlide& slide : deckSlides(loaded, theme)) {
        if (!slide.step || !slide.step->question || slide.showsAnswer)
            continue;
        ++questions;
        image.fill(Qt::white);
        {
            QCPPainter p(&image);
            p.scale(scale, scale);
            painter.paint(p, (QSizeF(size) / scale).toSize(), slide, scale);
        }
        const Scenario& s = slide.step->scenario;
        const Results r = evaluate(s);
        const LessonQuestion& q = *slide.step->question;
        const AnswerMask mask(q.hides, q.answer);
        QStringList texts{QTextDocumentFragment::fromHtml(slide.title).toPlainText(),
                          QTextDocumentFragment::fromHtml(slide.bodyHtml).toPlainText()};
        for (const QString& view : slide.views)
            if (Figure* figure = painter.figure(view))
                texts << plotWords(figure);
        if (slide.views.contains(viewid::mesh)) {
            MeshFrames frames(s, r, theme);
            frames.setAnswerMask(mask);
            const MeshCaptions captions(frames.scene(), QSizeF(size) / scale, true);
            for (const MeshTextItem& item : captions.items(0))
                texts << item.text;
        }
        const auto report = reportJson(s, r);
        for (const QString& text : texts)
            if (const QString masked = mask.maskStatedAnswerInPlainText(text, report);
                masked != text)
                leaks << QStringLiteral("slide %1: %2").arg(slide.number).arg(masked);
    }
    QVERIFY(questions > 0);
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QLatin1Char('\n'))));
}

SHARDSCOPE_TEST_MAIN(TestLessonWalk)
#include "tst_lessonwalk.moc"
