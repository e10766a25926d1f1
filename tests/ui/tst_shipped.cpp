// Everything the project ships opens in the real window and survives what a class does
// with it: every tab shown, the mesh stepped through, three languages, projector mode on
// and off, every figure exported. No crash and no Qt warning (a warning fails the test).
#include "common/languagemanager.h"
#include "document/scenariodocument.h"
#include "errorbox.h"
#include "export/exporter.h"
#include "failonqtwarnings.h"
#include "mesh/meshview.h"
#include "shell/mainwindow.h"
#include "testarea.h"
#include "windowparts.h"

#include <QDir>
#include <QMenuBar>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace shardscope;

namespace {

QStringList jsonFiles(const QString& dir) {
    QStringList files;
    for (const QFileInfo& f :
         QDir(dir).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        files << f.absoluteFilePath();
    return files;
}

// The Book scenarios menu, found the way a person finds it: by its place in the menu bar.
QList<QAction*> bookScenarioActions(MainWindow* window) {
    for (QAction* menuAction : window->menuBar()->actions())
        if (QMenu* menu = menuAction->menu();
            menu && menu->objectName() == QLatin1String("bookScenarios"))
            return menu->actions();
    return {};
}

} // namespace

class TestShipped : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void cleanup();
    void everyBookScenarioIsInTheMenu();
    void opensAndRenders_data();
    void opensAndRenders();

  private:
    void exercise(MainWindow* window);
    std::unique_ptr<MainWindow> m_window;
};

void TestShipped::initTestCase() {
    testing::failOnQtWarnings();
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestShipped::cleanup() {
    m_window.reset();
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
}

void TestShipped::everyBookScenarioIsInTheMenu() {
    MainWindow window;
    QCOMPARE(bookScenarioActions(&window).size(),
             jsonFiles(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/scenarios")).size());
}

void TestShipped::opensAndRenders_data() {
    QTest::addColumn<int>("bookIndex"); // -1: open `file` with File → Open's path
    QTest::addColumn<QString>("file");
    const QStringList book =
        jsonFiles(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/scenarios"));
    for (int i = 0; i < book.size(); ++i)
        QTest::newRow(qPrintable(QFileInfo(book[i]).fileName())) << i << book[i];
    for (const QString& f : jsonFiles(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/data")))
        if (!QFileInfo(f).fileName().startsWith(QLatin1String("bad_")))
            QTest::newRow(qPrintable(QFileInfo(f).fileName())) << -1 << f;
}

void TestShipped::opensAndRenders() {
    QFETCH(int, bookIndex);
    QFETCH(QString, file);
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1366, 768);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    if (bookIndex >= 0) {
        const QList<QAction*> actions = bookScenarioActions(m_window.get());
        QVERIFY(bookIndex < actions.size());
        actions[bookIndex]->trigger();
        QVERIFY2(testing::errorShown(m_window.get()).isEmpty(),
                 qPrintable(testing::errorShown(m_window.get())));
    } else {
        QVERIFY2(m_window->openFile(file), qPrintable(testing::errorShown(m_window.get())));
    }
    exercise(m_window.get());
}

void TestShipped::exercise(MainWindow* window) {
    for (const QString& language :
         {QStringLiteral("ru"), QStringLiteral("zh_CN"), QStringLiteral("en")}) {
        QVERIFY(LanguageManager::instance()->setLanguage(language));
        for (bool projector : {true, false}) {
            window->setProjectorMode(projector);
            for (int tab = 0; tab < tabsOf(*window)->count(); ++tab) {
                tabsOf(*window)->setCurrentIndex(tab);
                QCoreApplication::processEvents();
                QVERIFY(!tabsOf(*window)->currentWidget()->grab().isNull());
            }
        }
    }
    MeshView* mesh = meshViewOf(*window);
    for (int step = 0; step < mesh->clock().stepCount(); ++step) {
        mesh->clock().seek(step, 0.5);
        QVERIFY(!mesh->grab().isNull());
    }
    QTemporaryDir dir;
    QStringList written;
    ExportOptions options;
    options.size = QSize(1280, 720);
    QStringList still = exportIds();
    for (const QString& id : animatedIds())
        still.removeAll(id);
    const QString error =
        exportFigures(window->document()->scenario(), window->document()->results(), still,
                      dir.path(), options, &written);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    // The animations, as GIF, small: every shipped scenario has a schedule and splits to show.
    options.format = ExportFormat::Gif;
    options.size = QSize(480, 270);
    const QString gifError =
        exportFigures(window->document()->scenario(), window->document()->results(), animatedIds(),
                      dir.path(), options, &written);
    QVERIFY2(gifError.isEmpty(), qPrintable(gifError));
    QVERIFY(written.size() >= exportIds().size());
    for (const QString& f : written)
        QVERIFY2(QFileInfo(f).size() > 0, qPrintable(f));
}

SHARDSCOPE_TEST_MAIN(TestShipped)
#include "tst_shipped.moc"
