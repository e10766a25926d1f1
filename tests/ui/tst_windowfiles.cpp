// The window's file handling, driven as a user would: edits mark the title, every way of
// replacing unsaved edits asks first (the test answers the message box), Save As from the menu,
// an error says which file and why, Save asks before overwriting a file another program
// changed, and edits left by a killed session are offered back at the next start. What the
// document's file does without the window (tst_documentfile) needs no dialog.
#include "autosavechild.h"
#include "common/appsettings.h"
#include "common/filewrite.h"
#include "common/languagemanager.h"
#include "common/lossyname.h"
#include "common/publishedruns.h"
#include "document/autosave.h"
#include "document/documentfile.h"
#include "document/scenariodocument.h"
#include "errorbox.h"
#include "failonqtwarnings.h"
#include "findcontrol.h"
#include "scenario_io.h"
#include "shell/mainwindow.h"
#include "testarea.h"
#include "windowparts.h"
#include "workspace/controlpanel.h"
#include "workspace/splitslider.h"

#include <QAbstractButton>
#include <QFileDialog>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <functional>

using namespace shardscope;

namespace {

// Owns the pending answers of a test: deleted at its end, so none fires in the next one.
QObject* g_answers = nullptr;

/** Answers the next modal box: `answer` gets it (nullptr if none came) and clicks. */
void whenModal(std::function<void(QWidget*)> answer) {
    QTimer::singleShot(0, g_answers, [answer] {
        const bool came =
            QTest::qWaitFor([] { return QApplication::activeModalWidget() != nullptr; }, 2000);
        answer(came ? QApplication::activeModalWidget() : nullptr);
    });
}

/** Clicks the box's button with `role` (or standard button `which`); records the box's text. */
void clickOnBox(QMessageBox::ButtonRole role, QString* seen,
                QMessageBox::StandardButton which = QMessageBox::NoButton) {
    whenModal([=](QWidget* modal) {
        auto* box = qobject_cast<QMessageBox*>(modal);
        if (!box) {
            *seen = QStringLiteral("<no message box>");
            if (modal)
                modal->close();
            return;
        }
        *seen = box->text();
        QAbstractButton* button = which != QMessageBox::NoButton ? box->button(which) : nullptr;
        for (QAbstractButton* b : box->buttons())
            if (!button && box->buttonRole(b) == role)
                button = b;
        if (button)
            button->click();
        else
            box->reject();
    });
}

QByteArray fileBytes(const QString& file) {
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The File > Open Recent entry for `file` (its tool tip names the whole path).
QAction* recentEntry(QMenuBar* bar, const QString& file) {
    for (QAction* a : bar->findChildren<QAction*>())
        if (!a->isSeparator() && a->toolTip().contains(QFileInfo(file).absoluteFilePath()))
            return a;
    return nullptr;
}

QAction* menuAction(QMenuBar* bar, const QString& menuTitle, int index) {
    for (QAction* a : bar->actions())
        if (a->menu() && a->menu()->title() == menuTitle)
            return a->menu()->actions().value(index);
    return nullptr;
}

// File > `text` (the standard shortcuts are empty on the offscreen platform's key scheme).
QAction* fileMenuAction(QMenuBar* bar, const QString& text) {
    for (QAction* a : bar->actions().value(0)->menu()->actions())
        if (a->text() == text)
            return a;
    return nullptr;
}

// Every window's autosave, and the one a session from before per-window autosaves left.
QStringList autosaveFiles() {
    return QDir(Autosave::folder()).entryList({QStringLiteral("autosave*.json")}, QDir::Files);
}

void removeAutosaveFiles() {
    QDir dir(Autosave::folder());
    for (const QString& name : dir.entryList({QStringLiteral("autosave*")}, QDir::Files))
        QFile::remove(dir.filePath(name));
}

} // namespace

class TestWindowFiles : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void cleanup();
    void titleShowsModified();
    void closeAsksFirst();
    void closeSaves();
    void openAsksBeforeTheDialog();
    void openRecentAsks();
    void missingRecentLeavesTheMenu();
    void bookScenarioAsks();
    void untitledTitleNamesItsSource();
    void fifoIsRefusedAtOnce();
    void nameThatIsNotUtf8OpensAsACopy();
    void openDialogFindsANameThatIsNotUtf8();
    void saveAsFromMenu();
    void changedOnDiskAsks();
    void saveErrorIsShown();
    void autosaveWhileModified();
    void killedSessionIsOffered();

  private:
    void edit(int splitIndex = 0) {
        testing::findControl<SplitSlider>(controlsOf(*m_window), "splitSlider")
            ->setValue(splitIndex);
    }
    QString saveFile(const char* name);

    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
};

void TestWindowFiles::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    testing::failOnQtWarnings();
}

void TestWindowFiles::init() {
    QSettings().clear();
    removeAutosaveFiles();
    g_answers = new QObject;
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1200, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestWindowFiles::cleanup() {
    delete g_answers;
    g_answers = nullptr;
    m_window.reset();
    removeAutosaveFiles();
}

QString TestWindowFiles::saveFile(const char* name) {
    const QString file = m_dir.filePath(QString::fromLatin1(name));
    QFile::remove(file);
    return file;
}

void TestWindowFiles::titleShowsModified() {
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("[*]")));
    QVERIFY(!m_window->isWindowModified());
    edit();
    QVERIFY(m_window->isWindowModified());
    QVERIFY(documentFileOf(*m_window)->isModified());
    m_window->document()->undoStack()->undo(); // back to the clean state
    QVERIFY(!m_window->isWindowModified());
}

void TestWindowFiles::closeAsksFirst() {
    edit();
    QString seen;
    clickOnBox(QMessageBox::RejectRole, &seen, QMessageBox::Cancel);
    QVERIFY(!m_window->close());
    QVERIFY2(seen.contains(QStringLiteral("unsaved changes")), qPrintable(seen));
    QVERIFY(m_window->isVisible());
    QVERIFY(m_window->isWindowModified());

    seen.clear();
    clickOnBox(QMessageBox::DestructiveRole, &seen, QMessageBox::Discard);
    QVERIFY(m_window->close());
    QVERIFY2(seen.contains(QStringLiteral("unsaved changes")), qPrintable(seen));
    QVERIFY(!m_window->isVisible());
}

void TestWindowFiles::closeSaves() {
    const QString file = saveFile("close-saves.json");
    QVERIFY(documentFileOf(*m_window)->saveTo(file).saved());
    edit(1);
    QString seen;
    clickOnBox(QMessageBox::AcceptRole, &seen, QMessageBox::Save);
    QVERIFY(m_window->close());
    QVERIFY(!seen.isEmpty());
    QCOMPARE(parseScenario(fileBytes(file).toStdString()), m_window->document()->scenario());
}

void TestWindowFiles::openAsksBeforeTheDialog() {
    edit();
    const Scenario edited = m_window->document()->scenario();
    QAction* open =
        m_window->menuBar()->actions().value(0)->menu()->actions().value(0); // File > Open…
    QVERIFY(open);
    QString seen;
    clickOnBox(QMessageBox::RejectRole, &seen, QMessageBox::Cancel);
    open->trigger(); // Cancel: no file dialog follows
    QVERIFY2(seen.contains(QStringLiteral("unsaved changes")), qPrintable(seen));
    QVERIFY(m_window->document()->scenario() == edited);
    QVERIFY(m_window->isWindowModified());
}

void TestWindowFiles::openRecentAsks() {
    const QString other = saveFile("recent.json");
    Scenario s = defaultScenario();
    s.chips = 64;
    s.fsdp = 8;
    s.tp = 8;
    s.meshGiven = false;
    QFile f(other);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(saveScenario(s)));
    f.close();
    QVERIFY(m_window->openFile(other));        // now in Open Recent
    m_window->document()->undoStack()->undo(); // back to the start-up scenario: modified
    QVERIFY(m_window->isWindowModified());
    const Scenario edited = m_window->document()->scenario();
    QAction* recent = nullptr;
    for (QAction* a : m_window->menuBar()->findChildren<QAction*>())
        if (a->toolTip().contains(QFileInfo(other).absoluteFilePath())) // plain, as rich text
            recent = a;
    QVERIFY(recent);

    QString seen;
    clickOnBox(QMessageBox::RejectRole, &seen, QMessageBox::Cancel);
    recent->trigger();
    QVERIFY(!seen.isEmpty());
    QVERIFY(m_window->document()->scenario() == edited);

    clickOnBox(QMessageBox::DestructiveRole, &seen, QMessageBox::Discard);
    recent->trigger();
    QCOMPARE(m_window->document()->scenario().chips, 64LL);
    QVERIFY(!m_window->isWindowModified());
}

void TestWindowFiles::missingRecentLeavesTheMenu() {
    const QString gone = saveFile("gone.json");
    QVERIFY(documentFileOf(*m_window)->saveTo(gone).saved()); // now in Open Recent
    const QString kept = saveFile("kept.json");
    QVERIFY(documentFileOf(*m_window)->saveTo(kept).saved());
    QVERIFY(recentEntry(m_window->menuBar(), gone));
    QVERIFY(QFile::remove(gone));

    recentEntry(m_window->menuBar(), gone)->trigger();
    const QString shown = testing::errorShown(m_window.get());
    QVERIFY2(shown.startsWith(gone + QStringLiteral(": ")), qPrintable(shown));
    QTRY_VERIFY(!recentEntry(m_window->menuBar(), gone));
    QVERIFY(!settings::recentFiles.value().contains(QFileInfo(gone).absoluteFilePath()));
    // The other entry stays, and so does the document's own file.
    QVERIFY(recentEntry(m_window->menuBar(), kept));
    QCOMPARE(documentFileOf(*m_window)->fileName(), kept);
}

void TestWindowFiles::bookScenarioAsks() {
    edit();
    const Scenario edited = m_window->document()->scenario();
    QAction* book = menuAction(m_window->menuBar(), QStringLiteral("&Book scenarios"), 1);
    QVERIFY(book);
    QString seen;
    clickOnBox(QMessageBox::RejectRole, &seen, QMessageBox::Cancel);
    book->trigger();
    QVERIFY(!seen.isEmpty());
    QVERIFY(m_window->document()->scenario() == edited);
    clickOnBox(QMessageBox::DestructiveRole, &seen, QMessageBox::Discard);
    book->trigger();
    QCOMPARE(m_window->document()->scenario().chips, 64LL); // N = 64
}

// A book scenario or a published run opens untitled (nothing to save) but the title names it,
// in the UI language; a file saved or opened names itself.
void TestWindowFiles::untitledTitleNamesItsSource() {
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("Untitled")));
    QAction* book = menuAction(m_window->menuBar(), QStringLiteral("&Book scenarios"), 1);
    QVERIFY(book);
    book->trigger();
    QVERIFY2(m_window->windowTitle().startsWith(book->text()), qPrintable(m_window->windowTitle()));
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("ru")));
    QCoreApplication::processEvents();
    QVERIFY2(m_window->windowTitle().startsWith(book->text()), // the menu's title, in Russian
             qPrintable(m_window->windowTitle()));
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QVERIFY(m_window->openRun(cachedPublishedRuns().front()));
    QVERIFY2(m_window->windowTitle().startsWith(
                 QString::fromStdString(cachedPublishedRuns().front().run.name)),
             qPrintable(m_window->windowTitle()));
    // A lesson's scenario is named after the lesson (course-moe's title, in either language).
    QVERIFY(m_window->openLesson(QStringLiteral("course-moe")));
    QVERIFY2(m_window->windowTitle().startsWith(QStringLiteral("Mixtures of experts")),
             qPrintable(m_window->windowTitle()));
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("ru")));
    QCoreApplication::processEvents();
    QVERIFY2(m_window->windowTitle().startsWith(QStringLiteral("Смесь экспертов")),
             qPrintable(m_window->windowTitle()));
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
    const QString file = saveFile("named.json");
    QVERIFY(documentFileOf(*m_window)->saveTo(file).status == SaveResult::Status::Saved);
    QVERIFY2(m_window->windowTitle().startsWith(QStringLiteral("named.json")),
             qPrintable(m_window->windowTitle()));
}

void TestWindowFiles::fifoIsRefusedAtOnce() {
    // A FIFO given as the scenario (on the command line or from Open) is refused before it is
    // read: reading it would wait forever for a writer, and this test would time out.
    const QString fifo = m_dir.filePath(QStringLiteral("pipe.json"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    const Scenario before = m_window->document()->scenario();
    QVERIFY(!m_window->openFile(fifo));
    QVERIFY(m_window->document()->scenario() == before);
    const QString shown = testing::errorShown(m_window.get());
    QVERIFY2(shown.startsWith(fifo + QStringLiteral(": ")) &&
                 shown.contains(QStringLiteral("FIFO")),
             qPrintable(shown));
}

// caf\xe9.json (Latin-1 é): Qt cannot spell the name, so the command line opens it through a
// descriptor opened by its bytes. The window reads it as an untitled copy (Save asks for a new
// name rather than writing to another file) and its messages name the file, not the descriptor.
void TestWindowFiles::nameThatIsNotUtf8OpensAsACopy() {
    const QByteArray name = QFile::encodeName(m_dir.path()) + "/caf\xe9.json";
    QFile book(QStringLiteral(SHARDSCOPE_SCENARIOS_DIR "/05-course-7b-8xh100.json"));
    QVERIFY(book.open(QIODevice::ReadOnly));
    const QByteArray bytes = book.readAll();
    const int out = ::open(name.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    QVERIFY(out >= 0);
    QCOMPARE(::write(out, bytes.constData(), size_t(bytes.size())), ssize_t(bytes.size()));
    ::close(out);
    const int fd = ::open(name.constData(), O_RDONLY | O_CLOEXEC);
    QVERIFY(fd >= 0);
    const QString readable = QStringLiteral("/proc/self/fd/%1").arg(fd);
    const QString shown = m_dir.path() + QStringLiteral("/caf\\xE9.json");
    QVERIFY(m_window->openCopy(readable, shown));
    QCOMPARE(m_window->document()->scenario().chips, 8LL); // the course's 8 H100s
    QVERIFY(documentFileOf(*m_window)->fileName().isEmpty());
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(m_window->statusBar()->currentMessage().startsWith(shown + QStringLiteral(": ")));
    ::close(fd);
    // A broken one: the error names the file as the user knows it.
    const int broken = ::open(name.constData(), O_WRONLY | O_TRUNC);
    QCOMPARE(::write(broken, "{", 1), ssize_t(1));
    ::close(broken);
    const int again = ::open(name.constData(), O_RDONLY | O_CLOEXEC);
    const QString readableAgain = QStringLiteral("/proc/self/fd/%1").arg(again);
    QVERIFY(!m_window->openCopy(readableAgain, shown));
    const QString error = testing::errorShown(m_window.get());
    QVERIFY2(error.contains(shown) && !error.contains(QStringLiteral("/proc/self")),
             qPrintable(error));
    ::close(again);
}

// File → Open: a desktop's file dialog names caf\xe9.json "caf\uFFFD.json", which no file
// has (Qt decodes the byte to U+FFFD and cannot encode it back); the window finds the one entry
// of the folder that decodes to that name and opens it by its bytes. Two entries that decode
// alike (caf\xe8.json too) are refused: which one is meant?
void TestWindowFiles::openDialogFindsANameThatIsNotUtf8() {
    const QByteArray folder = QFile::encodeName(m_dir.path());
    QFile book(QStringLiteral(SHARDSCOPE_SCENARIOS_DIR "/05-course-7b-8xh100.json"));
    QVERIFY(book.open(QIODevice::ReadOnly));
    const QByteArray bytes = book.readAll();
    auto write = [&](const QByteArray& name) {
        const int out = ::open((folder + '/' + name).constData(), O_WRONLY | O_CREAT, 0600);
        const bool written = out >= 0 && ::write(out, bytes.constData(), size_t(bytes.size())) ==
                                             ssize_t(bytes.size());
        ::close(out);
        return written;
    };
    QVERIFY(write("caf\xe9.json"));
    const QString lossy = m_dir.path() + QStringLiteral("/caf\uFFFD.json");
    QVERIFY(!QFileInfo::exists(lossy));
    QString readable, shown;
    QVERIFY(openLossyName(lossy, &readable, &shown));
    QCOMPARE(shown, m_dir.path() + QStringLiteral("/caf\\xe9.json"));
    QVERIFY(m_window->openCopy(readable, shown));
    QCOMPARE(m_window->document()->scenario().chips, 8LL); // the course's 8 H100s
    QVERIFY(documentFileOf(*m_window)->fileName().isEmpty());
    QVERIFY(write("caf\xe8.json"));
    QVERIFY(!openLossyName(lossy, &readable, &shown));
    // A name Qt can spell is not looked for.
    QVERIFY(!openLossyName(m_dir.path() + QStringLiteral("/cafe.json"), &readable, &shown));
}

void TestWindowFiles::saveAsFromMenu() {
    edit();
    const QString file = saveFile("from-menu.json");
    QString dialogSeen;
    whenModal([&](QWidget* modal) {
        auto* dialog = qobject_cast<QFileDialog*>(modal);
        dialogSeen = dialog ? QStringLiteral("file dialog") : QStringLiteral("none");
        if (!dialog) {
            if (modal)
                modal->close();
            return;
        }
        dialog->selectFile(file);
        QMetaObject::invokeMethod(dialog, "accept");
    });
    // File > Save As… (its standard shortcut is empty on the offscreen platform's key scheme).
    QAction* saveAs = nullptr;
    for (QAction* a : m_window->menuBar()->actions().value(0)->menu()->actions())
        if (a->text() == QStringLiteral("Save &As…"))
            saveAs = a;
    QVERIFY(saveAs);
    saveAs->trigger();
    QTRY_COMPARE(dialogSeen, QStringLiteral("file dialog"));
    QTRY_COMPARE(documentFileOf(*m_window)->fileName(), file);
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(settings::recentFiles.value().value(0), QFileInfo(file).absoluteFilePath());
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("from-menu.json")));
    QCOMPARE(parseScenario(fileBytes(file).toStdString()), m_window->document()->scenario());
}

void TestWindowFiles::changedOnDiskAsks() {
    const QString file = saveFile("shared.json");
    QVERIFY(documentFileOf(*m_window)->saveTo(file).saved());
    // Someone else rewrites the file (another size, a later time).
    const QByteArray theirs = QByteArray::fromStdString(saveScenario(defaultScenario())) + "\n\n";
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(theirs);
        f.close();
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(QDateTime::currentDateTime().addSecs(60),
                              QFileDevice::FileModificationTime));
    }
    edit(5);
    QAction* save = fileMenuAction(m_window->menuBar(), QStringLiteral("&Save"));
    QVERIFY(save);
    QString seen;
    clickOnBox(QMessageBox::RejectRole, &seen, QMessageBox::Cancel);
    save->trigger();
    QVERIFY2(seen.contains(QStringLiteral("changed by another program")), qPrintable(seen));
    QCOMPARE(fileBytes(file), theirs);
    QVERIFY(m_window->isWindowModified());

    clickOnBox(QMessageBox::AcceptRole, &seen);
    save->trigger();
    QCOMPARE(parseScenario(fileBytes(file).toStdString()), m_window->document()->scenario());
    QVERIFY(!m_window->isWindowModified());
}

// A save that fails says which file and why; the document keeps its name and its edits.
void TestWindowFiles::saveErrorIsShown() {
    const QString file = saveFile("then-a-folder.json");
    QVERIFY(documentFileOf(*m_window)->saveTo(file).saved());
    QVERIFY(QFile::remove(file) && QDir().mkpath(file)); // a folder cannot be written as a file
    edit(3);
    QString seen;
    clickOnBox(QMessageBox::AcceptRole, &seen); // it changed on disk: overwrite
    fileMenuAction(m_window->menuBar(), QStringLiteral("&Save"))->trigger();
    QVERIFY2(seen.contains(QStringLiteral("changed by another program")), qPrintable(seen));
    const QString shown = testing::errorShown(m_window.get());
    QVERIFY2(shown.startsWith(file + QStringLiteral(": ")), qPrintable(shown));
    QCOMPARE(documentFileOf(*m_window)->fileName(), file);
    QVERIFY(m_window->isWindowModified());
}

void TestWindowFiles::autosaveWhileModified() {
    const QString autosave = documentFileOf(*m_window)->autosavePath();
    QVERIFY(!QFile::exists(autosave));
    edit(2);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(autosave), 3 * DocumentFile::autosaveIntervalMs);
    QVERIFY(fileBytes(autosave).contains("schema"));
    // A clean exit leaves nothing to restore.
    QString seen;
    clickOnBox(QMessageBox::DestructiveRole, &seen, QMessageBox::Discard);
    QVERIFY(m_window->close());
    QVERIFY(!seen.isEmpty());
    QVERIFY(!QFile::exists(autosave));
}

void TestWindowFiles::killedSessionIsOffered() {
    // A child session edits the split, waits for its autosave and is killed.
    const QByteArray saved = testing::killAutosavingChild();
    QVERIFY2(saved.startsWith("tp "), saved.constData());
    QCOMPARE(autosaveFiles().size(), 1);

    QString seen;
    clickOnBox(QMessageBox::AcceptRole, &seen);
    m_window->offerRecovery(); // what the next start does
    QVERIFY2(seen.contains(QStringLiteral("did not close properly")), qPrintable(seen));
    QCOMPARE(QByteArray("tp ") + QByteArray::number(m_window->document()->scenario().tp), saved);
    QVERIFY(m_window->isWindowModified());
}

namespace {
// The child's own handler: QTest is not running a test there to fail.
void failInChild(QtMsgType type, const QMessageLogContext&, const QString& message) {
    if (type != QtDebugMsg && type != QtInfoMsg &&
        !message.startsWith(QLatin1String("This plugin does not support")))
        std::abort();
}

int windowFilesAreaMain(int argc, char** argv) {
    // The child reports through its autosave, not its stderr: a warning there fails it at once.
    return testing::autosaveTestMain<TestWindowFiles>(argc, argv,
                                                      [] { qInstallMessageHandler(failInChild); });
}
} // namespace
SHARDSCOPE_TEST_CUSTOM_MAIN(windowFilesAreaMain)

#include "tst_windowfiles.moc"
