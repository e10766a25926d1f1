// Text must fit: every figure, in every language and theme, normal and projector, at the export
// sizes people put on slides. Each text lies inside the figure, none is elided, and no
// two overlap (a clipped "comms-bound below B ≈" or a legend over a title is a bug).
#include "common/languagemanager.h"
#include "document/scenariodocument.h"
#include "evaluate.h"
#include "export/exporter.h"
#include "failonqtwarnings.h"
#include "figures/figure.h"
#include "figures/figureregistry.h"
#include "figures/figuretext.h"
#include "mesh/meshgeometry.h"
#include "mesh/meshview.h"
#include "scenario_io.h"
#include "shell/exportdialog.h"
#include "shell/mainwindow.h"
#include "shell/runsdialog.h"
#include "testarea.h"
#include "windowparts.h"
#include "workspace/board.h"
#include "workspace/boardpane.h"

#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

using namespace shardscope;

Q_DECLARE_METATYPE(shardscope::ThemeName)

namespace {

Scenario bookScenario(const QString& name) {
    QFile file(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/scenarios/") + name);
    if (!file.open(QIODevice::ReadOnly))
        return defaultScenario();
    return parseScenario(file.readAll().toStdString());
}

// Every stack of bars a figure draws, in pixels: from the axis up to the top bar's value.
QList<QRectF> stackBoxes(QCustomPlot* plot) {
    QList<QRectF> boxes;
    for (int i = 0; i < plot->plottableCount(); ++i) {
        auto* top = qobject_cast<QCPBars*>(plot->plottable(i));
        if (!top || !top->visible() || top->barAbove())
            continue;
        for (auto point = top->data()->constBegin(); point != top->data()->constEnd(); ++point) {
            double height = 0;
            for (QCPBars* bars = top; bars; bars = bars->barBelow())
                if (auto at = bars->data()->findBegin(point->key);
                    at != bars->data()->constEnd() && at->key == point->key)
                    height += at->value;
            QCPAxis* x = top->keyAxis();
            QCPAxis* y = top->valueAxis();
            const double half = top->width() / 2;
            boxes << QRectF(QPointF(x->coordToPixel(point->key - half), y->coordToPixel(height)),
                            QPointF(x->coordToPixel(point->key + half), y->coordToPixel(0)))
                         .normalized();
        }
    }
    return boxes;
}

QString describe(const TextItem& t) {
    return QStringLiteral("\"%1\" at (%2, %3) %4×%5")
        .arg(t.text)
        .arg(t.rect.x(), 0, 'f', 0)
        .arg(t.rect.y(), 0, 'f', 0)
        .arg(t.rect.width(), 0, 'f', 0)
        .arg(t.rect.height(), 0, 'f', 0);
}

// Closing punctuation belongs to the line before it (UAX #14 classes CL, CP, IS, EX).
bool startsWithClosingPunctuation(const QString& line) {
    static const QString closing = QStringLiteral("，。、；：！？）」』】》,.;:!?)");
    return !line.isEmpty() && closing.contains(line.front());
}

} // namespace

class TestTextFit : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        testing::failOnQtWarnings();
        QStandardPaths::setTestModeEnabled(true);
    }
    void cleanupTestCase() { LanguageManager::instance()->setLanguage(QStringLiteral("en")); }
    void figureTextFits_data();
    void figureTextFits();
    void boardPanesFit_data();
    void boardPanesFit();
    void projectorTextIsLarge_data();
    void projectorTextIsLarge();
    void projectorChromeIsLarge_data();
    void projectorChromeIsLarge();
};

// Pixels of a font on a 96-dpi 1080p screen (the window at 1:1).
double pixels(const QFont& font) {
    return font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF() * 96.0 / 72.0;
}

void TestTextFit::projectorTextIsLarge_data() {
    QTest::addColumn<ThemeName>("theme");
    for (ThemeName theme : Theme::all())
        QTest::addRow("%s", qPrintable(Theme::id(theme))) << theme;
}

// In projector mode every word on a figure and in the mesh view is at least 20 px at 1080p:
// legible from the back of a lecture hall.
void TestTextFit::projectorTextIsLarge() {
    QFETCH(ThemeName, theme);
    constexpr double kMinPx = 20;
    const Theme t = Theme::make(theme, true);
    const Scenario s = defaultScenario();
    for (const QString& id : figures::ids()) {
        std::unique_ptr<Figure> f = figures::create(id);
        f->setTheme(t);
        f->setEvaluation(makeEvaluation(s));
        f->render(QSize(1200, 900), 1.0);
        QList<QFont> fonts;
        for (QCPAxisRect* rect : f->axisRects())
            for (QCPAxis* axis : rect->axes())
                fonts << axis->labelFont() << axis->tickLabelFont();
        fonts << f->legend->font();
        for (int i = 0; i < f->itemCount(); ++i)
            if (auto* text = qobject_cast<QCPItemText*>(f->item(i)))
                fonts << text->font();
        for (const QFont& font : fonts)
            QVERIFY2(pixels(font) >= kMinPx,
                     qPrintable(id + QStringLiteral(": %1 px").arg(pixels(font))));
    }
    MeshView mesh;
    mesh.setTheme(t);
    mesh.setProjectorMode(true);
    const Scenario n64 = bookScenario(QStringLiteral("02-n64.json"));
    mesh.setEvaluation(makeEvaluation(n64));
    const QList<MeshTextItem> items = mesh.textItems(QSize(1400, 900));
    QVERIFY(!items.isEmpty());
    for (const MeshTextItem& item : items)
        QVERIFY2(pixels(item.font) >= kMinPx,
                 qPrintable(item.text + QStringLiteral(": %1 px").arg(pixels(item.font))));
    // Chip labels and matrix names ("W_in") are drawn at 0.9 and 0.75 of the frame's size.
    MeshFrameInput in;
    in.size = QSizeF(1400, 900);
    in.projector = true;
    const MeshFrame frame = MeshFrame::make(in, {4, 4, 4});
    QVERIFY(pixels(frame.font(0.75)) >= kMinPx);
}

void TestTextFit::projectorChromeIsLarge_data() {
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "ru", "zh_CN"})
        QTest::addRow("%s", language) << language;
}

// The window's chrome in projector mode is as large as the figures' words (20 px at 1080p):
// menus, toolbars, the board's tabs and the panes' view buttons, and the dialogs, also after
// the language is switched in the window (a menu bar retranslated must keep its size).
void TestTextFit::projectorChromeIsLarge() {
    QFETCH(QString, language);
    constexpr double kMinPx = Theme::kProjectorMinPx;
    QSettings().clear();
    MainWindow w;
    w.setProjectorMode(true);
    boardOf(w)->applyPreset(Board::Preset::AllFigures);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    QCoreApplication::processEvents();
    QStringList small;
    auto check = [&](QWidget* widget, const QString& what) {
        widget->ensurePolished(); // a window takes its class's font when polished (shown)
        const double px = QFontInfo(widget->font()).pixelSize();
        if (px < kMinPx - 0.5)
            small << QStringLiteral("%1: %2 px").arg(what).arg(px);
    };
    check(w.menuBar(), QStringLiteral("menu bar"));
    for (QMenu* menu : w.findChildren<QMenu*>())
        check(menu, QStringLiteral("menu %1 (%2 in %3)")
                        .arg(menu->title(), menu->objectName(),
                             QLatin1String(menu->parent()->metaObject()->className())));
    for (QToolBar* bar : w.findChildren<QToolBar*>())
        for (QToolButton* button : bar->findChildren<QToolButton*>())
            check(button, QStringLiteral("toolbar ") + button->text());
    for (QTabBar* bar : w.findChildren<QTabBar*>())
        if (bar->count() > 0)
            check(bar, QStringLiteral("tabs ") + bar->tabText(0));
    for (BoardPane* pane : boardOf(w)->visiblePanes())
        for (QToolButton* button : pane->findChildren<QToolButton*>())
            check(button, QStringLiteral("pane button ") + button->text());
    // The presenter strip, every word of it: names, values, numbers and the bound under the step.
    for (QLabel* label :
         w.findChild<QWidget*>(QStringLiteral("presenterStrip"))->findChildren<QLabel*>())
        check(label, QStringLiteral("strip ") + label->text());
    ExportDialog exportDialog(&w);
    check(&exportDialog, QStringLiteral("export dialog"));
    QMessageBox box(QMessageBox::Warning, QStringLiteral("t"), QStringLiteral("m"), QMessageBox::Ok,
                    &w);
    check(&box, QStringLiteral("message box"));
    w.showRuns();
    QVERIFY(runsDialogOf(w));
    check(runsDialogOf(w), QStringLiteral("runs dialog"));
    runsDialogOf(w)->close();
    QVERIFY2(small.isEmpty(), qPrintable(small.join(QLatin1Char('\n'))));
    // Back to the normal size: the dialogs follow the window out of projector mode.
    w.setProjectorMode(false);
    ExportDialog normal(&w);
    normal.ensurePolished();
    QCOMPARE(normal.font().pointSizeF(), QApplication::font().pointSizeF());
}

namespace {

// The themes whose text a figure lays out differently: a figure's type and marks follow the
// theme's type size and line width, and two themes with the same (light and dark; every theme in
// projector mode) set the same texts in the same places, so one of them stands for both.
std::vector<ThemeName> themesOfDistinctType(bool projector) {
    std::vector<ThemeName> distinct;
    std::vector<Theme> seen;
    for (ThemeName name : Theme::all()) {
        const Theme t = Theme::make(name, projector);
        const bool same = std::any_of(seen.begin(), seen.end(), [&t](const Theme& other) {
            return other.fontPoints == t.fontPoints && other.lineWidth == t.lineWidth;
        });
        if (!same) {
            distinct.push_back(name);
            seen.push_back(t);
        }
    }
    return distinct;
}

} // namespace

void TestTextFit::figureTextFits_data() {
    QTest::addColumn<QString>("figure");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("projector");
    QTest::addColumn<ThemeName>("theme");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("pinned"); ///< a scenario pinned as A: its legend entry is long
    // The slide sizes, and the plot as it sits in a 1366×768 window between the docks
    // (about 590×700 pixels, drawn at scale 1).
    const QSize sizes[] = {{1280, 720}, {1920, 1080}, {3840, 2160}, {590, 700}};
    for (const QString& id : figures::ids())
        for (const char* language : {"en", "ru", "zh_CN"})
            for (bool projector : {false, true})
                for (ThemeName theme : themesOfDistinctType(projector))
                    for (QSize size : sizes)
                        for (const char* scenario :
                             {"01-book-figure.json", "05-course-7b-8xh100.json",
                              "07-pipeline-4-stages.json"})
                            QTest::addRow("%s %s %s %s %dx%d %s", qPrintable(id), language,
                                          projector ? "projector" : "normal",
                                          qPrintable(Theme::id(theme)), size.width(), size.height(),
                                          scenario)
                                << id << language << projector << theme << size << scenario
                                << QString();
    // With A pinned (the theme changes no text, so one theme): v5p behind an H100 node and back.
    const std::pair<const char*, const char*> compare[] = {
        {"05-course-7b-8xh100.json", "01-book-figure.json"},
        {"01-book-figure.json", "05-course-7b-8xh100.json"}};
    for (const QString& id : figures::ids())
        for (const char* language : {"en", "ru", "zh_CN"})
            for (bool projector : {false, true})
                for (QSize size : sizes)
                    for (const auto& [scenario, pinned] : compare)
                        QTest::addRow("%s %s %s %dx%d %s pinned %s", qPrintable(id), language,
                                      projector ? "projector" : "normal", size.width(),
                                      size.height(), scenario, pinned)
                            << id << language << projector << ThemeName::Light << size << scenario
                            << pinned;
}

void TestTextFit::figureTextFits() {
    QFETCH(QString, figure);
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QFETCH(ThemeName, theme);
    QFETCH(QSize, size);
    QFETCH(QString, scenario);
    QFETCH(QString, pinned);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    const Scenario s = bookScenario(scenario);
    std::unique_ptr<Figure> f = figures::create(figure);
    QVERIFY(f);
    ExportOptions options;
    options.size = size;
    options.theme = Theme::make(theme, projector);
    f->setTheme(options.theme);
    const Scenario a = pinned.isEmpty() ? Scenario() : bookScenario(pinned);
    const Results ra = evaluate(a);
    if (!pinned.isEmpty())
        f->setPinned(makeEvaluation(a, ra));
    f->setEvaluation(makeEvaluation(s));
    const bool inWindow = size.width() < size.height();
    const double scale = inWindow ? 1.0 : options.effectiveScale();
    const QSize logical(qRound(size.width() / scale), qRound(size.height() / scale));
    f->render(logical, scale);

    const QList<TextItem> texts = plotTextItems(f.get());
    // A title, two axis titles and ticks at the least; the pipeline figure with one stage
    // shows its title and a note instead of a chart.
    QVERIFY(texts.size() >= (figure == QLatin1String("pipeline") && s.pp == 1 ? 2 : 5));
    const QRectF frame = QRectF(QPointF(0, 0), QSizeF(logical)).adjusted(-0.5, -0.5, 0.5, 0.5);
    for (const TextItem& t : texts) {
        QVERIFY2(frame.contains(t.rect),
                 qPrintable(QStringLiteral("outside the figure: ") + describe(t)));
        QVERIFY2(!t.elided, qPrintable(QStringLiteral("elided: ") + describe(t)));
        // No line starts with closing punctuation ("，" alone at the start of a Chinese line).
        for (const QString& line : t.text.split(QLatin1Char('\n')))
            QVERIFY2(!startsWithClosingPunctuation(line),
                     qPrintable(QStringLiteral("a line starts with punctuation: ") + describe(t)));
    }
    for (int i = 0; i < texts.size(); ++i)
        for (int j = i + 1; j < texts.size(); ++j) {
            const QRectF overlap = texts[i].rect.intersected(texts[j].rect);
            // A pixel of touching antialiased edges is not an overlap a reader sees.
            QVERIFY2(overlap.width() <= 1 || overlap.height() <= 1,
                     qPrintable(QStringLiteral("overlap: ") + describe(texts[i]) +
                                QStringLiteral(" and ") + describe(texts[j])));
        }
}

// The 2×2 board ("All figures") in the window, at a laptop's and a projector's screen size:
// each pane's figure, at the size its pane gets, fits its text by the same rules.
void TestTextFit::boardPanesFit_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("projector");
    QTest::addColumn<QSize>("window");
    QTest::addColumn<bool>("pinned");
    // A laptop's screen and a projector's, normal and projector mode, with and without a
    // pinned A (v5p behind the H100 node: every legend gains an entry).
    for (const char* language : {"en", "ru", "zh_CN"})
        for (bool projector : {false, true})
            for (QSize size : {QSize(1920, 1080), QSize(1366, 768)})
                for (bool pinned : {false, true})
                    QTest::addRow("%s %s %dx%d%s", language, projector ? "projector" : "normal",
                                  size.width(), size.height(), pinned ? " pinned" : "")
                        << language << projector << size << pinned;
}

void TestTextFit::boardPanesFit() {
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QFETCH(QSize, window);
    QFETCH(bool, pinned);
    QSettings().clear();
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    MainWindow w;
    w.setProjectorMode(projector);
    if (pinned) {
        w.document()->reset(bookScenario(QStringLiteral("01-book-figure.json")));
        w.document()->pin();
        w.document()->reset(bookScenario(QStringLiteral("05-course-7b-8xh100.json")));
    }
    boardOf(w)->applyPreset(Board::Preset::AllFigures);
    w.setWindowState(Qt::WindowNoState); // a first start maximizes to the (offscreen) screen
    w.resize(window);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_COMPARE(w.size(), window);
    const QList<BoardPane*> panes = boardOf(w)->visiblePanes();
    QCOMPARE(panes.size(), 4);
    QStringList problems;
    for (BoardPane* pane : panes) {
        Figure* f = pane->figure();
        QVERIFY(f);
        QTRY_VERIFY(f->isVisible());
        f->refresh();
        f->replot(QCustomPlot::rpImmediateRefresh);
        const QList<TextItem> texts = plotTextItems(f);
        const QString where =
            QStringLiteral(" in %1 (%2×%3)").arg(f->id()).arg(f->width()).arg(f->height());
        QVERIFY(texts.size() >= 5);
        const QRectF frame = QRectF(f->rect()).adjusted(-0.5, -0.5, 0.5, 0.5);
        // A label drawn in a plot and clipped to it shows whole only inside it.
        for (int i = 0; i < f->itemCount(); ++i) {
            auto* label = qobject_cast<QCPItemText*>(f->item(i));
            if (!label || !label->visible() || label->text().isEmpty() ||
                !label->clipToAxisRect() || !label->clipAxisRect())
                continue;
            const QRectF box =
                QRectF(label->topLeft->pixelPosition(), label->bottomRight->pixelPosition())
                    .normalized()
                    .adjusted(label->padding().left(), label->padding().top(),
                              -label->padding().right(), -label->padding().bottom());
            const QRectF plot = QRectF(label->clipAxisRect()->rect()).adjusted(-1, -1, 1, 1);
            if (!plot.contains(box))
                problems << QStringLiteral("clipped by its plot: ") +
                                describe({label->text(), box}) + where;
        }
        for (const TextItem& t : texts) {
            if (!frame.contains(t.rect))
                problems << QStringLiteral("outside the figure: ") + describe(t) + where;
            if (t.elided)
                problems << QStringLiteral("elided: ") + describe(t) + where;
        }
        for (int i = 0; i < texts.size(); ++i)
            for (int j = i + 1; j < texts.size(); ++j) {
                const QRectF overlap = texts[i].rect.intersected(texts[j].rect);
                if (overlap.width() > 1 && overlap.height() > 1)
                    problems << QStringLiteral("overlap: ") + describe(texts[i]) +
                                    QStringLiteral(" and ") + describe(texts[j]) + where;
            }
        // A label written over a bar is hard to read.
        for (const QRectF& bar : stackBoxes(f))
            for (const TextItem& t : texts) {
                const QRectF overlap = bar.intersected(t.rect);
                if (overlap.width() > 1 && overlap.height() > 1)
                    problems << QStringLiteral("over a bar: ") + describe(t) + where;
            }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

SHARDSCOPE_TEST_MAIN(TestTextFit)
#include "tst_textfit.moc"
