// The autosave files of the window, attacked and shared: a FIFO where an autosave is read or
// written does not hold the window up, a symbolic link there is not written through, two
// windows keep two autosaves, a clean exit removes only its own, and the edits of a killed
// session are offered back while another window is still running.
#include "autosavechild.h"
#include "document/documentfile.h"
#include "document/scenariodocument.h"
#include "failonqtwarnings.h"
#include "findcontrol.h"
#include "scenario_io.h"
#include "shell/mainwindow.h"
#include "testarea.h"
#include "windowparts.h"
#include "workspace/controlpanel.h"
#include "workspace/splitslider.h"

#include <QAbstractButton>
#include <QDir>
#include <QMessageBox>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <thread>

using namespace shardscope;

namespace {

QString dataFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

// Every autosave of every window, as a listing of the data folder.
QStringList autosaves() {
    return QDir(dataFolder())
        .entryList({QStringLiteral("autosave*.json")},
                   QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot);
}

void removeAutosaves() {
    QDir dir(dataFolder());
    for (const QString& name : dir.entryList(
             {QStringLiteral("autosave*")}, QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot))
        QFile::remove(dir.filePath(name));
}

QByteArray readAll(const QString& file) {
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void edit(MainWindow& window, int splitIndex) {
    testing::findControl<SplitSlider>(controlsOf(window), "splitSlider")->setValue(splitIndex);
}

// Clicks `role` on the next modal message box; `seen` gets its text ("" when none came).
void answerNextBox(QMessageBox::ButtonRole role, QString* seen, QObject* owner) {
    QTimer::singleShot(0, owner, [=] {
        if (!QTest::qWaitFor([] { return QApplication::activeModalWidget() != nullptr; }, 2000))
            return;
        QWidget* modal = QApplication::activeModalWidget();
        auto* box = qobject_cast<QMessageBox*>(modal);
        if (!box)
            return;
        *seen = box->text();
        for (QAbstractButton* b : box->buttons())
            if (box->buttonRole(b) == role) {
                b->click();
                return;
            }
        box->reject();
    });
}

// Opens the FIFO for writing after `ms` (or when finished sooner) and closes it: a reader
// blocked on it then gets an end of file, so old, blocking code fails instead of hanging.
// A non-blocking open for writing succeeds only while someone has the FIFO open for reading:
// finish() says whether anyone was left waiting on it.
class FifoUnblocker {
  public:
    FifoUnblocker(const QString& fifo, int ms)
        : m_thread([this, path = QFile::encodeName(fifo), ms] {
              for (int waited = 0; waited < ms && !m_done; waited += 10)
                  std::this_thread::sleep_for(std::chrono::milliseconds(10));
              const int fd = ::open(path.constData(), O_WRONLY | O_NONBLOCK);
              m_readerWaited = fd >= 0;
              if (fd >= 0)
                  ::close(fd);
          }) {}
    ~FifoUnblocker() { finish(); }
    /** Stops waiting; true when a reader was blocked on the FIFO. */
    bool finish() {
        m_done = true;
        if (m_thread.joinable())
            m_thread.join();
        return m_readerWaited;
    }

  private:
    std::atomic<bool> m_done{false};
    std::atomic<bool> m_readerWaited{false};
    std::thread m_thread;
};

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void cleanup();
    void fifoIsNotWaitedOn();
    void linkIsNotWrittenThrough();
    void failedAutosaveSaysSoAndRetries();
    void twoWindowsKeepTwoAutosaves();
    void killedSessionIsOfferedNextToALiveOne();

  private:
    std::unique_ptr<MainWindow> newWindow();
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
};

void TestAutosave::initTestCase() {
    testing::failOnQtWarnings();
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

std::unique_ptr<MainWindow> TestAutosave::newWindow() {
    auto window = std::make_unique<MainWindow>();
    window->resize(1200, 700);
    documentFileOf(*window)->setAutosaveInterval(200); // the tests wait on autosaves, not a clock
    window->show();
    return window;
}

void TestAutosave::init() {
    QSettings().clear();
    removeAutosaves();
    QVERIFY(QDir().mkpath(dataFolder()));
    m_window = newWindow();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestAutosave::cleanup() {
    documentFileOf(*m_window)->closing();
    m_window.reset();
    removeAutosaves();
}

// A FIFO named like an autosave, left where recovery looks and where this window writes:
// recovery and the autosave go on at once, and nothing waits on a writer that never comes.
void TestAutosave::fifoIsNotWaitedOn() {
    const QString leftOver = QDir(dataFolder()).filePath(QStringLiteral("autosave.json"));
    const QString own = documentFileOf(*m_window)->autosavePath();
    for (const QString& fifo : {leftOver, own})
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    {
        FifoUnblocker unblock(leftOver, 3000);
        QString seen;
        answerNextBox(QMessageBox::DestructiveRole, &seen, this);
        m_window->offerRecovery();
        QVERIFY2(seen.isEmpty(), qPrintable(seen)); // nothing to offer
        QVERIFY2(!unblock.finish(), "recovery waited on the FIFO");
    }
    QSignalSpy tried(documentFileOf(*m_window), &DocumentFile::autosaveTried);
    edit(*m_window, 2);
    {
        FifoUnblocker unblock(own, 3 * DocumentFile::autosaveIntervalMs);
        QTRY_VERIFY_WITH_TIMEOUT(tried.count() >= 1, 3 * DocumentFile::autosaveIntervalMs);
        QVERIFY2(!unblock.finish(), "the autosave waited on the FIFO");
    }
    // The FIFOs are still FIFOs: skipped, not replaced or removed.
    for (const QString& fifo : {leftOver, own}) {
        struct stat st {};
        QVERIFY(::lstat(QFile::encodeName(fifo).constData(), &st) == 0 && S_ISFIFO(st.st_mode));
    }
}

// A link planted at this window's autosave path: its target keeps its bytes.
void TestAutosave::linkIsNotWrittenThrough() {
    const QString target = m_dir.filePath(QStringLiteral("precious.txt"));
    QFile precious(target);
    QVERIFY(precious.open(QIODevice::WriteOnly) && precious.write("keep") == 4);
    precious.close();
    const QString own = documentFileOf(*m_window)->autosavePath();
    QVERIFY(QFile::link(target, own));
    QSignalSpy tried(documentFileOf(*m_window), &DocumentFile::autosaveTried);
    edit(*m_window, 2);
    QTRY_VERIFY_WITH_TIMEOUT(tried.count() >= 2, 3 * DocumentFile::autosaveIntervalMs);
    QCOMPARE(readAll(target), QByteArray("keep"));
    QVERIFY(QFileInfo(own).isSymLink());
    // A link where recovery looks is not followed either.
    const QString leftOver = QDir(dataFolder()).filePath(QStringLiteral("autosave.json"));
    QVERIFY(QFile::link(target, leftOver));
    QString seen;
    auto second = newWindow();
    answerNextBox(QMessageBox::AcceptRole, &seen, this);
    second->offerRecovery();
    QVERIFY2(seen.isEmpty(), qPrintable(seen));
    QCOMPARE(readAll(target), QByteArray("keep"));
    documentFileOf(*second)->closing();
}

// A full disk, or anything else that stops the autosave (here a folder standing at its name):
// the status bar says the edits are not backed up, the timer keeps trying, and once a write
// succeeds the status bar says so.
void TestAutosave::failedAutosaveSaysSoAndRetries() {
    const QString own = documentFileOf(*m_window)->autosavePath();
    QVERIFY(QDir().mkpath(own));
    QSignalSpy tried(documentFileOf(*m_window), &DocumentFile::autosaveTried);
    edit(*m_window, 2);
    QTRY_VERIFY_WITH_TIMEOUT(tried.count() >= 2, 3 * DocumentFile::autosaveIntervalMs);
    for (const QList<QVariant>& attempt : tried)
        QVERIFY(!attempt.at(0).toBool());
    const QString said = m_window->statusBar()->currentMessage();
    QVERIFY2(said.contains(QStringLiteral("could not be written")) && said.contains(own),
             qPrintable(said));
    QVERIFY(QDir().rmdir(own));
    QTRY_VERIFY_WITH_TIMEOUT(tried.last().at(0).toBool(), 3 * DocumentFile::autosaveIntervalMs);
    QVERIFY(QFileInfo(own).isFile());
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("written again")),
             qPrintable(m_window->statusBar()->currentMessage()));
}

// Two windows: two autosaves; one closing removes its own only, and the live one's edits are
// never offered to a third window.
void TestAutosave::twoWindowsKeepTwoAutosaves() {
    auto second = newWindow();
    QVERIFY(QTest::qWaitForWindowExposed(second.get()));
    const QString first = documentFileOf(*m_window)->autosavePath();
    const QString other = documentFileOf(*second)->autosavePath();
    QVERIFY(first != other);
    edit(*m_window, 1);
    edit(*second, 2);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(first) && QFile::exists(other),
                             3 * DocumentFile::autosaveIntervalMs);
    QCOMPARE(autosaves().size(), 2);
    const QByteArray secondEdits = readAll(other);
    documentFileOf(*m_window)->closing(); // a clean exit of the first window
    QVERIFY(!QFile::exists(first));
    QCOMPARE(readAll(other), secondEdits);
    QString seen;
    auto third = newWindow();
    answerNextBox(QMessageBox::AcceptRole, &seen, this);
    third->offerRecovery();
    QVERIFY2(seen.isEmpty(), qPrintable(seen)); // the second window is alive: nothing to offer
    QCOMPARE(readAll(other), secondEdits);
    documentFileOf(*second)->closing();
    documentFileOf(*third)->closing();
    QVERIFY(autosaves().isEmpty());
}

void TestAutosave::killedSessionIsOfferedNextToALiveOne() {
    edit(*m_window, 2);
    const QString live = documentFileOf(*m_window)->autosavePath();
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(live), 3 * DocumentFile::autosaveIntervalMs);
    const QByteArray liveEdits = readAll(live);
    // A child session edits the split, waits for its autosave and is killed.
    const QByteArray saved = testing::killAutosavingChild();
    QVERIFY2(saved.startsWith("tp "), saved.constData());
    QCOMPARE(autosaves().size(), 2);

    auto next = newWindow(); // what the next start does
    QString seen;
    answerNextBox(QMessageBox::AcceptRole, &seen, this);
    next->offerRecovery();
    QVERIFY2(seen.contains(QStringLiteral("did not close properly")), qPrintable(seen));
    QCOMPARE(QByteArray("tp ") + QByteArray::number(next->document()->scenario().tp), saved);
    // The killed session's file is gone; the live window's is as it was.
    QCOMPARE(autosaves().size(), 1);
    QCOMPARE(readAll(live), liveEdits);
    documentFileOf(*next)->closing();
}

namespace {
int autosaveAreaMain(int argc, char** argv) {
    return testing::autosaveTestMain<TestAutosave>(argc, argv);
}
} // namespace
SHARDSCOPE_TEST_CUSTOM_MAIN(autosaveAreaMain)

#include "tst_autosave.moc"
