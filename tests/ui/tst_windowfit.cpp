// A window that fits the projector: every board arrangement and preset (menu, toolbar and
// shortcut alike), normal and projector mode, in every language, on a 1366×768 laptop and a
// 1024×768 projector. The window never grows past the screen, and no dock, toolbar or board
// is drawn over another (docks stack or hide, panes scroll, figures shrink).
#include "common/languagemanager.h"
#include "failonqtwarnings.h"
#include "shell/mainwindow.h"
#include "testarea.h"
#include "windowparts.h"
#include "windowtesting.h"
#include "workspace/board.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

using namespace shardscope;

namespace {

// The window's own parts, as the user sees them: menu bar, toolbars, docks, the board.
QList<QWidget*> windowParts(QMainWindow& w) {
    QList<QWidget*> parts{w.menuBar(), w.centralWidget()};
    for (QToolBar* bar : w.findChildren<QToolBar*>(QString(), Qt::FindDirectChildrenOnly))
        parts << bar;
    // A dock stacked behind another's tab is moved out of sight, not hidden.
    for (QDockWidget* dock : w.findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly))
        if (dock->geometry().intersects(w.rect()))
            parts << dock;
    if (w.statusBar()->isVisible())
        parts << w.statusBar();
    QList<QWidget*> shown;
    for (QWidget* part : parts)
        if (part->isVisible() && !part->isWindow())
            shown << part;
    return shown;
}

// The action a shortcut triggers (the test presses it through the window's shortcut map).
QAction* actionFor(QMainWindow& w, const QKeySequence& keys) {
    for (QAction* a : w.findChildren<QAction*>())
        if (a->shortcut() == keys && a->isEnabled())
            return a;
    return nullptr;
}

} // namespace

class TestWindowFit : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        testing::failOnQtWarnings();
        QStandardPaths::setTestModeEnabled(true);
    }
    void cleanup() { LanguageManager::instance()->setLanguage(QStringLiteral("en")); }
    void everyBoardFitsTheScreen_data();
    void everyBoardFitsTheScreen();
    void minimumWidthFitsAProjector_data();
    void minimumWidthFitsAProjector();
    void tabsGiveWayOnANarrowScreen_data();
    void tabsGiveWayOnANarrowScreen();
    void dockTabsReadWhole_data();
    void dockTabsReadWhole();
    void everyTabFitsTheBoard_data();
    void everyTabFitsTheBoard();
};

void TestWindowFit::everyBoardFitsTheScreen_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("projector");
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<QKeySequence>("keys");
    // Ctrl+1…4: the arrangements; Ctrl+M, G, T: the presets (slider and mesh, all, one figure).
    const QKeySequence keys[] = {Qt::CTRL | Qt::Key_1, Qt::CTRL | Qt::Key_2, Qt::CTRL | Qt::Key_3,
                                 Qt::CTRL | Qt::Key_4, Qt::CTRL | Qt::Key_M, Qt::CTRL | Qt::Key_G,
                                 Qt::CTRL | Qt::Key_T};
    for (const char* language : {"en", "ru", "zh_CN"})
        for (bool projector : {false, true})
            for (QSize screen : {QSize(1366, 768), QSize(1024, 768)})
                for (const QKeySequence& k : keys)
                    QTest::addRow("%s %s %dx%d %s", language, projector ? "projector" : "normal",
                                  screen.width(), screen.height(), qPrintable(k.toString()))
                        << language << projector << screen << k;
}

void TestWindowFit::everyBoardFitsTheScreen() {
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QFETCH(QSize, screen);
    QFETCH(QKeySequence, keys);
    // On a real X server the screen is the size it was started with: test only that size.
    if (QGuiApplication::platformName() == QLatin1String("xcb") &&
        QGuiApplication::primaryScreen()->size() != screen)
        QSKIP("another screen size");
    QSettings().clear();
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    MainWindow w;
    w.setProjectorMode(projector);
    w.setWindowState(Qt::WindowNoState); // a first start maximizes to the test screen
    w.resize(screen);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_COMPARE(w.size(), screen);
    QAction* action = actionFor(w, keys);
    QVERIFY2(action, qPrintable(keys.toString()));
    action->trigger();
    // The window lays out again after the board changes; it must keep the screen's size.
    QCoreApplication::processEvents();
    QTRY_COMPARE(w.size(), screen);
    QVERIFY2(w.minimumSizeHint().width() <= screen.width(),
             qPrintable(QStringLiteral("the window needs %1 px").arg(w.minimumSizeHint().width())));
    const QList<QWidget*> parts = windowParts(w);
    const QRect window = w.rect();
    for (QWidget* part : parts)
        QVERIFY2(window.contains(part->geometry()),
                 qPrintable(QStringLiteral("%1 at %2,%3 %4×%5 leaves the window")
                                .arg(part->objectName())
                                .arg(part->x())
                                .arg(part->y())
                                .arg(part->width())
                                .arg(part->height())));
    for (int i = 0; i < parts.size(); ++i)
        for (int j = i + 1; j < parts.size(); ++j)
            QVERIFY2(!parts[i]->geometry().intersects(parts[j]->geometry()),
                     qPrintable(QStringLiteral("%1 over %2")
                                    .arg(parts[i]->objectName(), parts[j]->objectName())));
}

void TestWindowFit::minimumWidthFitsAProjector_data() {
    testing::addLanguageAndLookRows();
}

// A 1024×768 projector shows the whole window, whatever the board shows.
void TestWindowFit::minimumWidthFitsAProjector() {
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QSettings().clear();
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    MainWindow w;
    w.setProjectorMode(projector);
    w.setWindowState(Qt::WindowNoState);
    w.resize(1024, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // The presenter strip's sliders stay long enough to drag along (they were 30-px stubs):
    // at least six lines of their type, here as on a 1366-px screen.
    if (projector)
        for (const char* name : {"stripSplit", "stripBatch"}) {
            auto* slider = w.findChild<QSlider*>(QLatin1String(name));
            QVERIFY(slider);
            const int useful = 6 * QFontMetrics(slider->font()).height();
            QTRY_VERIFY2(slider->width() >= useful, qPrintable(QStringLiteral("%1: %2 px of %3")
                                                                   .arg(QLatin1String(name))
                                                                   .arg(slider->width())
                                                                   .arg(useful)));
        }
    for (auto arrangement : {Board::Arrangement::Tabs, Board::Arrangement::SideBySide,
                             Board::Arrangement::OnePlusTwo, Board::Arrangement::Grid}) {
        boardOf(w)->setArrangement(arrangement);
        QCoreApplication::processEvents();
        QVERIFY2(w.minimumSizeHint().width() <= 1024,
                 qPrintable(QStringLiteral("%1 needs %2 px")
                                .arg(int(arrangement))
                                .arg(w.minimumSizeHint().width())));
        QVERIFY2(w.minimumSizeHint().height() <= 768,
                 qPrintable(QStringLiteral("%1 needs %2 px high")
                                .arg(int(arrangement))
                                .arg(w.minimumSizeHint().height())));
    }
}

void TestWindowFit::tabsGiveWayOnANarrowScreen_data() {
    testing::addLanguageAndLookRows();
}

// The board's tab bar never scrolls with names cut at its edge: at 1024 px the last views give
// way, "+N" counts them and its menu lists them; picking one shows it, on the bar.
void TestWindowFit::tabsGiveWayOnANarrowScreen() {
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QSettings().clear();
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    MainWindow w;
    w.setProjectorMode(projector);
    w.setWindowState(Qt::WindowNoState);
    w.resize(1024, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    boardOf(w)->setArrangement(Board::Arrangement::Tabs);
    QCoreApplication::processEvents();
    auto* tabs = boardOf(w)->findChild<QTabWidget*>();
    QVERIFY(tabs);
    QTabBar* bar = tabs->tabBar();
    for (auto* arrow : bar->findChildren<QToolButton*>())
        QVERIFY2(!arrow->isVisible(), "the tab bar scrolls");
    int hidden = 0;
    for (int i = 0; i < tabs->count(); ++i)
        hidden += tabs->isTabVisible(i) ? 0 : 1;
    auto* more = w.findChild<QToolButton*>(QStringLiteral("moreTabs"));
    QVERIFY(more);
    QCOMPARE(more->isVisible(), hidden > 0);
    if (hidden == 0)
        return;
    QCOMPARE(more->text(), QStringLiteral("+%1").arg(hidden));
    QVERIFY(bar->geometry().right() < more->geometry().left() ||
            !bar->geometry().intersects(more->geometry()));
    emit more->menu()->aboutToShow();
    QCOMPARE(more->menu()->actions().size(), hidden);
    const QString name = more->menu()->actions().last()->text();
    more->menu()->actions().last()->trigger();
    QCOMPARE(tabs->tabText(tabs->currentIndex()), name);
    QVERIFY(tabs->isTabVisible(tabs->currentIndex()));
    for (auto* arrow : bar->findChildren<QToolButton*>())
        QVERIFY2(!arrow->isVisible(), "the tab bar scrolls");
}

void TestWindowFit::dockTabsReadWhole_data() {
    testing::addLanguageAndLookRows();
}

// The docks stacked in one column (projector, or a window too narrow for two) name themselves
// on their tabs in full: "Параме…" beside "Что показывает рису…" said neither.
void TestWindowFit::dockTabsReadWhole() {
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QSettings().clear();
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    MainWindow w;
    w.setProjectorMode(projector);
    w.setWindowState(Qt::WindowNoState);
    w.resize(1024, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // Before a lesson (controls and explanation) and with one (the lesson's tab too).
    for (bool lesson : {false, true}) {
        if (lesson)
            QVERIFY(w.openLesson(QStringLiteral("ch5-parallelism")));
        QCoreApplication::processEvents();
        int tabs = 0;
        for (QTabBar* bar : w.findChildren<QTabBar*>()) {
            if (!bar->isVisible() || boardOf(w)->isAncestorOf(bar))
                continue;
            tabs += bar->count();
            QStringList names;
            for (int i = 0; i < bar->count(); ++i)
                names << bar->tabText(i);
            QVERIFY2(bar->sizeHint().width() <= bar->width(),
                     qPrintable(QStringLiteral("%1 px of tabs in %2 px: %3")
                                    .arg(bar->sizeHint().width())
                                    .arg(bar->width())
                                    .arg(names.join(QStringLiteral(" | ")))));
        }
        QCOMPARE(tabs, lesson ? 3 : 2);
    }
}

void TestWindowFit::everyTabFitsTheBoard_data() {
    testing::addLanguageAndLookRows();
}

// Every view of the board's tabs at 1024 px: none widens the board past the screen (the mesh's
// row of controls did: the board scrolled sideways and its tab bar ran off the edge), and
// every control of a view shows whole.
void TestWindowFit::everyTabFitsTheBoard() {
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QSettings().clear();
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    MainWindow w;
    w.setProjectorMode(projector);
    w.setWindowState(Qt::WindowNoState);
    w.resize(1024, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    boardOf(w)->setArrangement(Board::Arrangement::Tabs);
    auto* tabs = boardOf(w)->findChild<QTabWidget*>();
    QVERIFY(tabs);
    auto* scroll = w.findChild<QScrollArea*>(QStringLiteral("boardScroll"));
    QVERIFY(scroll);
    for (int i = 0; i < tabs->count(); ++i) {
        QWidget* view = tabs->widget(i);
        const QString name = tabs->tabText(i);
        tabs->setCurrentIndex(i);
        QCoreApplication::processEvents();
        QVERIFY2(!scroll->horizontalScrollBar()->isVisible(),
                 qPrintable(QStringLiteral("%1: the board is %2 px in %3")
                                .arg(name)
                                .arg(scroll->widget()->width())
                                .arg(scroll->viewport()->width())));
        for (auto* arrow : tabs->tabBar()->findChildren<QToolButton*>())
            QVERIFY2(!arrow->isVisible(),
                     qPrintable(name + QStringLiteral(": the tab bar scrolls")));
        for (QWidget* control : view->findChildren<QWidget*>()) {
            if (!control->isVisible() ||
                !(qobject_cast<QToolButton*>(control) || qobject_cast<QComboBox*>(control)))
                continue;
            const QRect inView(control->mapTo(view, QPoint(0, 0)), control->size());
            QVERIFY2(view->rect().contains(inView),
                     qPrintable(name + QStringLiteral(": ") + control->toolTip() +
                                QStringLiteral(" is cut off")));
            if (qobject_cast<QToolButton*>(control))
                QVERIFY2(control->width() >= control->sizeHint().width(),
                         qPrintable(name + QStringLiteral(": ") + control->toolTip() +
                                    QStringLiteral(" is squeezed")));
        }
    }
}

SHARDSCOPE_TEST_MAIN(TestWindowFit)
#include "tst_windowfit.moc"
