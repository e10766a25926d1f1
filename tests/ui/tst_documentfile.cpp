// The window's file handling, driven as a user would: edits mark the title, every way of
// replacing unsaved edits asks first (the test answers the message box), Save As takes the new
// name only after the write, a file changed by someone else is noticed, permissions and group
// survive a save, and edits left by a killed session are offered back at the next start.
#include "autosavechild.h"
#include "common/filewrite.h"
#include "common/settingskeys.h"
#include "document/autosave.h"
#include "document/documentfile.h"
#include "document/scenariodocument.h"
#include "errorbox.h"
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
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <functional>

using namespace shardscope;

namespace {

QStringList g_warnings;

void failOnWarnings(QtMsgType type, const QMessageLogContext&, const QString& message) {
    // The offscreen platform plugin's own notice when a window is shown, not the app's.
    if (message == QLatin1String("This plugin does not support propagateSizeHints()"))
        return;
    if (type != QtDebugMsg && type != QtInfoMsg)
        g_warnings << message;
}

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

class TestDocumentFile : public QObject {
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
    void saveAsTakesNameOnlyAfterWrite();
    void fifoIsRefusedAtOnce();
    void saveAsFromMenu();
    void changedOnDiskAsks();
    void sameSizeSameTimeEditIsNoticed();
    void fullDiskSaysSo();
    void saveKeepsModeAndGroup();
    void undoIsLimited();
    void autosaveWhileModified();
    void killedSessionIsOffered();
    void declinedRecoveryIsForgotten();

  private:
    void edit(int splitIndex = 0) {
        testing::findControl<SplitSlider>(controlsOf(*m_window), "splitSlider")
            ->setValue(splitIndex);
    }
    QString saveFile(const char* name);

    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
};

void TestDocumentFile::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    qInstallMessageHandler(failOnWarnings);
}

void TestDocumentFile::init() {
    QSettings().clear();
    removeAutosaveFiles();
    g_warnings.clear();
    g_answers = new QObject;
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1200, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestDocumentFile::cleanup() {
    delete g_answers;
    g_answers = nullptr;
    m_window.reset();
    removeAutosaveFiles();
    QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join(QLatin1Char('\n'))));
}

QString TestDocumentFile::saveFile(const char* name) {
    const QString file = m_dir.filePath(QString::fromLatin1(name));
    QFile::remove(file);
    return file;
}

void TestDocumentFile::titleShowsModified() {
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("[*]")));
    QVERIFY(!m_window->isWindowModified());
    edit();
    QVERIFY(m_window->isWindowModified());
    QVERIFY(m_window->documentFile()->isModified());
    m_window->document()->undoStack()->undo(); // back to the clean state
    QVERIFY(!m_window->isWindowModified());
}

void TestDocumentFile::closeAsksFirst() {
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

void TestDocumentFile::closeSaves() {
    const QString file = saveFile("close-saves.json");
    QVERIFY(m_window->documentFile()->saveTo(file));
    edit(1);
    QString seen;
    clickOnBox(QMessageBox::AcceptRole, &seen, QMessageBox::Save);
    QVERIFY(m_window->close());
    QVERIFY(!seen.isEmpty());
    QCOMPARE(parseScenario(fileBytes(file).toStdString()), m_window->document()->scenario());
}

void TestDocumentFile::openAsksBeforeTheDialog() {
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

void TestDocumentFile::openRecentAsks() {
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

void TestDocumentFile::missingRecentLeavesTheMenu() {
    const QString gone = saveFile("gone.json");
    QVERIFY(m_window->documentFile()->saveTo(gone)); // now in Open Recent
    const QString kept = saveFile("kept.json");
    QVERIFY(m_window->documentFile()->saveTo(kept));
    QVERIFY(recentEntry(m_window->menuBar(), gone));
    QVERIFY(QFile::remove(gone));

    recentEntry(m_window->menuBar(), gone)->trigger();
    const QString shown = testing::errorShown(m_window.get());
    QVERIFY2(shown.startsWith(gone + QStringLiteral(": ")), qPrintable(shown));
    QTRY_VERIFY(!recentEntry(m_window->menuBar(), gone));
    QVERIFY(!QSettings()
                 .value(settings::recentFiles)
                 .toStringList()
                 .contains(QFileInfo(gone).absoluteFilePath()));
    // The other entry stays, and so does the document's own file.
    QVERIFY(recentEntry(m_window->menuBar(), kept));
    QCOMPARE(m_window->documentFile()->fileName(), kept);
}

void TestDocumentFile::bookScenarioAsks() {
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

void TestDocumentFile::saveAsTakesNameOnlyAfterWrite() {
    const QString good = saveFile("named.json");
    QVERIFY(m_window->documentFile()->saveTo(good));
    edit();
    const QStringList recentBefore = QSettings().value(settings::recentFiles).toStringList();
    const QString title = m_window->windowTitle();
    // A folder cannot be written as a file: the write fails.
    const QString folder = m_dir.filePath(QStringLiteral("a-folder.json"));
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(!m_window->documentFile()->saveTo(folder));
    QCOMPARE(m_window->documentFile()->fileName(), good);
    QCOMPARE(QSettings().value(settings::recentFiles).toStringList(), recentBefore);
    QCOMPARE(m_window->windowTitle(), title);
    QVERIFY(m_window->isWindowModified());
    const QString shown = testing::errorShown(m_window.get());
    QVERIFY2(shown.startsWith(folder + QStringLiteral(": ")), qPrintable(shown));
}

void TestDocumentFile::fifoIsRefusedAtOnce() {
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

void TestDocumentFile::saveAsFromMenu() {
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
    QTRY_COMPARE(m_window->documentFile()->fileName(), file);
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(QSettings().value(settings::recentFiles).toStringList().value(0),
             QFileInfo(file).absoluteFilePath());
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("from-menu.json")));
    QCOMPARE(parseScenario(fileBytes(file).toStdString()), m_window->document()->scenario());
}

void TestDocumentFile::changedOnDiskAsks() {
    const QString file = saveFile("shared.json");
    QVERIFY(m_window->documentFile()->saveTo(file));
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
    QString seen;
    clickOnBox(QMessageBox::RejectRole, &seen, QMessageBox::Cancel);
    QVERIFY(!m_window->documentFile()->save());
    QVERIFY2(seen.contains(QStringLiteral("changed by another program")), qPrintable(seen));
    QCOMPARE(fileBytes(file), theirs);
    QVERIFY(m_window->isWindowModified());

    clickOnBox(QMessageBox::AcceptRole, &seen);
    QVERIFY(m_window->documentFile()->save());
    QCOMPARE(parseScenario(fileBytes(file).toStdString()), m_window->document()->scenario());
    QVERIFY(!m_window->isWindowModified());
}

void TestDocumentFile::sameSizeSameTimeEditIsNoticed() {
    const QString file = saveFile("same-size.json");
    QVERIFY(m_window->documentFile()->saveTo(file));
    const QDateTime written = QFileInfo(file).lastModified();
    // Someone else changes one digit (the size stays) and puts the modification time back.
    QByteArray theirs = fileBytes(file);
    const qsizetype digit = theirs.indexOf('1'); // "schema": 1 at least
    QVERIFY(digit >= 0);
    theirs[digit] = '2';
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QCOMPARE(f.write(theirs), qint64(theirs.size()));
        QVERIFY(f.flush());
        QVERIFY(f.setFileTime(written, QFileDevice::FileModificationTime));
    }
    QCOMPARE(QFileInfo(file).size(), qint64(theirs.size()));
    QCOMPARE(QFileInfo(file).lastModified(), written);
    edit(5);
    QString seen;
    clickOnBox(QMessageBox::RejectRole, &seen, QMessageBox::Cancel);
    QVERIFY(!m_window->documentFile()->save());
    QVERIFY2(seen.contains(QStringLiteral("changed by another program")), qPrintable(seen));
    QCOMPARE(fileBytes(file), theirs);
}

void TestDocumentFile::fullDiskSaysSo() {
    QCOMPARE(systemErrorText(ENOSPC), QStringLiteral("no space left on device"));
    if (::geteuid() != 0)
        QSKIP("mounting a small tmpfs needs root");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray mountPoint = QFile::encodeName(dir.path());
    if (::mount("tmpfs", mountPoint.constData(), "tmpfs", 0, "size=8k") != 0)
        QSKIP("cannot mount a tmpfs here (no CAP_SYS_ADMIN in this container?)");
    const auto unmount = qScopeGuard([&] { ::umount(mountPoint.constData()); });
    const QString file = QDir(dir.path()).filePath(QStringLiteral("full.json"));
    const QByteArray old = "{\"schema\": 1}\n";
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(old), qint64(old.size()));
        f.close();
        // The rest of the 8 KiB goes to a filler: the scenario's text no longer fits.
        QFile filler(QDir(dir.path()).filePath(QStringLiteral("filler")));
        QVERIFY(filler.open(QIODevice::WriteOnly));
        while (filler.write(QByteArray(512, 'x')) == 512 && filler.flush()) {
        }
    }
    QVERIFY(!m_window->documentFile()->saveTo(file));
    QCOMPARE(testing::errorShown(m_window.get()),
             file + QStringLiteral(": cannot write the file: no space left on device"));
    QCOMPARE(fileBytes(file), old);
}

void TestDocumentFile::saveKeepsModeAndGroup() {
    const QString file = saveFile("mode.json");
    QVERIFY(m_window->documentFile()->saveTo(file));
    const QByteArray path = QFile::encodeName(file);
    QVERIFY(::chmod(path.constData(), 0640) == 0);
    // As root the file can be given another group (daemon, gid 1); otherwise the group is ours.
    const gid_t group = ::geteuid() == 0 ? 1 : ::getegid();
    QVERIFY(::chown(path.constData(), uid_t(-1), group) == 0);
    edit(4);
    QVERIFY(m_window->documentFile()->save());
    struct stat after {};
    QVERIFY(::stat(path.constData(), &after) == 0);
    QCOMPARE(after.st_mode & 07777, mode_t(0640));
    QCOMPARE(after.st_gid, group);
    QCOMPARE(parseScenario(fileBytes(file).toStdString()), m_window->document()->scenario());
}

void TestDocumentFile::undoIsLimited() {
    ScenarioDocument* doc = m_window->document();
    Scenario s = doc->scenario();
    for (int i = 0; i < 1100; ++i) {
        s.batchTokens = 1e6 + i;
        doc->apply(s, QStringLiteral("step"));
    }
    QCOMPARE(doc->undoStack()->count(), 1000);
}

void TestDocumentFile::autosaveWhileModified() {
    const QString autosave = m_window->documentFile()->autosavePath();
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

void TestDocumentFile::killedSessionIsOffered() {
    // A child session edits the split, waits for its autosave and is killed.
    const QByteArray saved = testing::killAutosavingChild();
    QVERIFY2(saved.startsWith("tp "), saved.constData());
    QCOMPARE(autosaveFiles().size(), 1);

    QString seen;
    clickOnBox(QMessageBox::AcceptRole, &seen);
    m_window->documentFile()->offerRecovery(); // what the next start does
    QVERIFY2(seen.contains(QStringLiteral("did not close properly")), qPrintable(seen));
    QCOMPARE(QByteArray("tp ") + QByteArray::number(m_window->document()->scenario().tp), saved);
    QVERIFY(m_window->isWindowModified());
}

void TestDocumentFile::declinedRecoveryIsForgotten() {
    Scenario s = defaultScenario();
    s.tp = 1;
    s.fsdp = s.chips;
    QJsonObject o;
    o.insert(QStringLiteral("file"), QString());
    o.insert(QStringLiteral("scenario"), QString::fromStdString(saveScenario(s)));
    // Where a session before per-window autosaves left its edits: offered all the same.
    const QString leftOver = QDir(Autosave::folder()).filePath(QStringLiteral("autosave.json"));
    QDir().mkpath(Autosave::folder());
    QFile f(leftOver);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(o).toJson());
    f.close();
    const Scenario before = m_window->document()->scenario();
    QString seen;
    clickOnBox(QMessageBox::DestructiveRole, &seen, QMessageBox::Discard);
    m_window->documentFile()->offerRecovery();
    QVERIFY(!seen.isEmpty());
    QVERIFY(m_window->document()->scenario() == before);
    QVERIFY(!QFile::exists(leftOver));
}

namespace {
int documentFileAreaMain(int argc, char** argv) {
    // The child reports through its autosave, not its stderr: a warning there fails it at once.
    return testing::autosaveTestMain<TestDocumentFile>(
        argc, argv, [] { qInstallMessageHandler(failOnWarnings); });
}
} // namespace
SHARDSCOPE_TEST_CUSTOM_MAIN(documentFileAreaMain)

#include "tst_documentfile.moc"
