// The document's file without the window: every call says what happened (saved, a name needed,
// changed by another program, an error with its text, edits to recover) and shows nothing, so
// this test needs no dialog and no timer. The window's prompts on top of it: tst_windowfiles.
#include "common/filewrite.h"
#include "document/autosave.h"
#include "document/documentfile.h"
#include "document/scenariodocument.h"
#include "failonqtwarnings.h"
#include "run_file.h"
#include "scenario_io.h"
#include "testarea.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

namespace shardscope {

namespace {

QByteArray bytesOf(const QString& file) {
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeBytesTo(const QString& file, const QByteArray& bytes) {
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), qint64(bytes.size()));
}

void clearAutosaves() {
    QDir dir(Autosave::folder());
    for (const QString& name : dir.entryList({QStringLiteral("autosave*")}, QDir::Files))
        QFile::remove(dir.filePath(name));
}

// Where a session from before per-window autosaves left its edits (offered all the same).
QString leftOverAutosave() {
    return QDir(Autosave::folder()).filePath(QStringLiteral("autosave.json"));
}

void leaveAutosave(const QByteArray& bytes) {
    QVERIFY(QDir().mkpath(Autosave::folder()));
    writeBytesTo(leftOverAutosave(), bytes);
}

QByteArray autosaveOf(const Scenario& s, const QString& origin) {
    QJsonObject o;
    o.insert(QStringLiteral("file"), origin);
    o.insert(QStringLiteral("scenario"), QString::fromStdString(saveScenario(s)));
    return QJsonDocument(o).toJson();
}

} // namespace

class TestDocumentFile : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void cleanup();
    void untitledNeedsAName();
    void saveTakesTheNameAfterTheWrite();
    void failedSaveKeepsNameAndEdits();
    void openFailureSaysWhy();
    void opensARunFile();
    void changedOnDiskIsNotOverwritten();
    void sameSizeSameTimeEditIsNoticed();
    void fullDiskSaysSo();
    void saveKeepsModeAndGroup();
    void undoIsLimited();
    void recoveryIsTakenOnceAndRestored();
    void unreadableRecoveryIsDropped();

  private:
    void edit(long long tp);
    QString path(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)); }

    QTemporaryDir m_dir;
    std::unique_ptr<ScenarioDocument> m_doc;
    DocumentFile* m_file = nullptr; // owned by the document
};

void TestDocumentFile::initTestCase() {
    testing::failOnQtWarnings();
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestDocumentFile::init() {
    clearAutosaves();
    m_doc = std::make_unique<ScenarioDocument>();
    m_file = new DocumentFile(m_doc.get());
}

void TestDocumentFile::cleanup() {
    m_file->closing();
    m_doc.reset();
    clearAutosaves();
}

// One undo step: the split with `tp` ways of TP on the same chips.
void TestDocumentFile::edit(long long tp) {
    Scenario s = m_doc->scenario();
    s.tp = tp;
    s.fsdp = s.chips / s.pp / tp;
    s.meshGiven = false;
    m_doc->apply(s, QStringLiteral("split"));
}

void TestDocumentFile::untitledNeedsAName() {
    edit(2);
    QVERIFY(m_file->isModified());
    QCOMPARE(m_file->save().status, SaveResult::Status::NeedsName);
    QVERIFY(m_file->isModified());
    QVERIFY(m_file->fileName().isEmpty());
}

void TestDocumentFile::saveTakesTheNameAfterTheWrite() {
    edit(4);
    const QString file = path("saved.json");
    QSignalSpy named(m_file, &DocumentFile::fileNameChanged);
    QSignalSpy modified(m_file, &DocumentFile::modifiedChanged);
    QVERIFY(m_file->saveTo(file).saved());
    QCOMPARE(m_file->fileName(), file);
    QCOMPARE(named.count(), 1);
    QVERIFY(!m_file->isModified());
    QCOMPARE(modified.last().first().toBool(), false);
    QCOMPARE(parseScenario(bytesOf(file).toStdString()), m_doc->scenario());
    // A second save goes to the same file.
    edit(8);
    QVERIFY(m_file->save().saved());
    QCOMPARE(parseScenario(bytesOf(file).toStdString()).tp, 8LL);
}

void TestDocumentFile::failedSaveKeepsNameAndEdits() {
    const QString good = path("named.json");
    QVERIFY(m_file->saveTo(good).saved());
    edit(2);
    const QString folder = path("a-folder.json");
    QVERIFY(QDir().mkpath(folder)); // a folder cannot be written as a file
    QSignalSpy named(m_file, &DocumentFile::fileNameChanged);
    const SaveResult result = m_file->saveTo(folder);
    QCOMPARE(result.status, SaveResult::Status::Failed);
    QVERIFY2(result.error.startsWith(folder + QStringLiteral(": ")), qPrintable(result.error));
    QCOMPARE(m_file->fileName(), good);
    QCOMPARE(named.count(), 0);
    QVERIFY(m_file->isModified());
}

void TestDocumentFile::openFailureSaysWhy() {
    const QString missing = path("missing.json");
    const Scenario before = m_doc->scenario();
    QString error;
    QVERIFY(!m_file->open(missing, &error));
    QVERIFY2(error.startsWith(missing + QStringLiteral(": ")), qPrintable(error));
    QCOMPARE(m_doc->scenario(), before);
    QVERIFY(m_file->fileName().isEmpty());
}

// File → Open takes a published run as the scenario it holds (docs/scenario-format.md#run-files).
void TestDocumentFile::opensARunFile() {
    const QString run = QStringLiteral(SHARDSCOPE_SOURCE_DIR
                                       "/resources/runs/korthikanti-175B-full-recompute.json");
    QString error;
    QVERIFY2(m_file->open(run, &error), qPrintable(error));
    QCOMPARE(m_doc->scenario(), loadRunFile(run.toStdString()).scenario);
    QCOMPARE(m_doc->scenario().stack, Stack::Megatron);
}

void TestDocumentFile::changedOnDiskIsNotOverwritten() {
    const QString file = path("shared.json");
    QVERIFY(m_file->saveTo(file).saved());
    // Someone else rewrites the file (another size, a later time).
    const QByteArray theirs = QByteArray::fromStdString(saveScenario(defaultScenario())) + "\n\n";
    writeBytesTo(file, theirs);
    edit(4);
    QCOMPARE(m_file->save().status, SaveResult::Status::ChangedOnDisk);
    QCOMPARE(bytesOf(file), theirs);
    QVERIFY(m_file->isModified());
    // The user said overwrite.
    QVERIFY(m_file->saveTo(file, DocumentFile::Overwrite::Always).saved());
    QCOMPARE(parseScenario(bytesOf(file).toStdString()), m_doc->scenario());
    QVERIFY(!m_file->isModified());
    // Another file, never read here, is written without a question.
    QVERIFY(m_file->saveTo(path("other.json")).saved());
}

void TestDocumentFile::sameSizeSameTimeEditIsNoticed() {
    const QString file = path("same-size.json");
    QVERIFY(m_file->saveTo(file).saved());
    const QDateTime written = QFileInfo(file).lastModified();
    // Someone else changes one digit (the size stays) and puts the modification time back.
    QByteArray theirs = bytesOf(file);
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
    QCOMPARE(QFileInfo(file).lastModified(), written);
    edit(4);
    QCOMPARE(m_file->save().status, SaveResult::Status::ChangedOnDisk);
    QCOMPARE(bytesOf(file), theirs);
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
    writeBytesTo(file, old);
    // The rest of the 8 KiB goes to a filler: the scenario's text no longer fits.
    QFile filler(QDir(dir.path()).filePath(QStringLiteral("filler")));
    QVERIFY(filler.open(QIODevice::WriteOnly));
    while (filler.write(QByteArray(512, 'x')) == 512 && filler.flush()) {
    }
    const SaveResult result = m_file->saveTo(file);
    QCOMPARE(result.status, SaveResult::Status::Failed);
    QCOMPARE(result.error,
             file + QStringLiteral(": cannot write the file: no space left on device"));
    QCOMPARE(bytesOf(file), old);
}

void TestDocumentFile::saveKeepsModeAndGroup() {
    const QString file = path("mode.json");
    QVERIFY(m_file->saveTo(file).saved());
    const QByteArray bytes = QFile::encodeName(file);
    QVERIFY(::chmod(bytes.constData(), 0640) == 0);
    // As root the file can be given another group (daemon, gid 1); otherwise the group is ours.
    const gid_t group = ::geteuid() == 0 ? 1 : ::getegid();
    QVERIFY(::chown(bytes.constData(), uid_t(-1), group) == 0);
    edit(4);
    QVERIFY(m_file->save().saved());
    struct stat after {};
    QVERIFY(::stat(bytes.constData(), &after) == 0);
    QCOMPARE(after.st_mode & 07777, mode_t(0640));
    QCOMPARE(after.st_gid, group);
    QCOMPARE(parseScenario(bytesOf(file).toStdString()), m_doc->scenario());
}

void TestDocumentFile::undoIsLimited() {
    Scenario s = m_doc->scenario();
    for (int i = 0; i < 1100; ++i) {
        s.batchTokens = 1e6 + i;
        m_doc->apply(s, QStringLiteral("step"));
    }
    QCOMPARE(m_doc->undoStack()->count(), 1000);
}

// Edits of a file, left by a session that is gone: taken once (the autosave goes whatever the
// answer), restored as one undo step on the file as it is on disk.
void TestDocumentFile::recoveryIsTakenOnceAndRestored() {
    const QString file = path("origin.json");
    writeBytesTo(file, QByteArray::fromStdString(saveScenario(defaultScenario())));
    Scenario edited = defaultScenario();
    edited.tp = 1;
    edited.fsdp = edited.chips / edited.pp;
    edited.meshGiven = false;
    leaveAutosave(autosaveOf(edited, file));

    const std::optional<Recovery> recovery = m_file->takeRecovery();
    QVERIFY(recovery);
    QCOMPARE(recovery->scenario, edited);
    QCOMPARE(recovery->origin, file);
    QVERIFY(!QFile::exists(leftOverAutosave()));
    QVERIFY(!m_file->takeRecovery());

    m_file->restore(*recovery);
    QCOMPARE(m_doc->scenario(), edited);
    QCOMPARE(m_file->fileName(), file);
    QVERIFY(m_file->isModified());
    m_doc->undoStack()->undo(); // the file as it is on disk
    QCOMPARE(m_doc->scenario(), parseScenario(bytesOf(file).toStdString()));
    QVERIFY(!m_file->isModified());
}

void TestDocumentFile::unreadableRecoveryIsDropped() {
    leaveAutosave("{\"file\": \"\", \"scenario\": \"{ not a scenario\"}");
    QVERIFY(!m_file->takeRecovery());
    QVERIFY(!QFile::exists(leftOverAutosave()));
}

} // namespace shardscope

SHARDSCOPE_TEST_GUILESS_MAIN(shardscope::TestDocumentFile)

#include "tst_documentfile.moc"
