// What the command line does when files go wrong (README "Command line"): a failed write
// leaves the old file whole and exits 1 with one line; stdout errors count; no writing through
// links in --out; no waiting on a FIFO; no control characters from a file on the terminal.
#include "clirun.h"
#include "testarea.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>

#include <dirent.h>
#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

namespace shardscope {

namespace {

using Run = ::testing::CliRun;
using ::testing::runShardscope;
using ::testing::testDataFile;
using Options = ::testing::CliOptions;

QByteArray readAll(const QString& file) {
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

bool writeAll(const QString& file, const QByteArray& bytes) {
    QFile f(file);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/** One line, ending in a newline, with no control character in it. */
QString oneLineProblem(const QByteArray& err) {
    if (!err.endsWith('\n') || err.count('\n') != 1)
        return QStringLiteral("not one line: ") + QString::fromUtf8(err);
    for (int i = 0; i + 1 < err.size(); ++i) {
        const auto c = static_cast<unsigned char>(err[i]);
        if (c < 0x20 || c == 0x7f ||
            (c == 0xc2 && i + 2 < err.size() &&
             (static_cast<unsigned char>(err[i + 1]) & 0xe0) == 0x80))
            return QStringLiteral("control byte %1 at %2: ").arg(c).arg(i) +
                   QString::fromUtf8(err.toPercentEncoding(" /:\"'.,"));
    }
    return {};
}

// Names by their bytes: Qt would decode a byte that is not UTF-8 (Latin-1 é is 0xE9) to U+FFFD.
QList<QByteArray> entryBytes(const QString& dir) {
    QList<QByteArray> names;
    if (DIR* d = ::opendir(QFile::encodeName(dir).constData())) {
        while (const dirent* e = ::readdir(d))
            if (QByteArray(e->d_name) != "." && QByteArray(e->d_name) != "..")
                names << QByteArray(e->d_name);
        ::closedir(d);
    }
    std::sort(names.begin(), names.end());
    return names;
}

// Runs the binary with `arguments` as raw bytes: QProcess would pass them as UTF-8 text, so the
// shell sets them ($'...' is not POSIX sh, printf's octal escapes are) and execs the binary.
Run runWithBytes(const QList<QByteArray>& arguments) {
    QString set = QStringLiteral("set --");
    for (const QByteArray& a : arguments) {
        QString octal;
        for (const char c : a)
            octal += QStringLiteral("\\%1").arg(uint(static_cast<unsigned char>(c)), 3, 8,
                                                QLatin1Char('0'));
        set += QStringLiteral(" \"$(printf '%1')\"").arg(octal);
    }
    Options o;
    o.env = {{QStringLiteral("LANG"), QStringLiteral("C.UTF-8")},
             {QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8")}};
    o.shellPrefix = set;
    return runShardscope({}, o);
}

const QByteArray kOldFile = QByteArrayLiteral("the previous good export, which must survive\n");

} // namespace

class TestFileSafety : public QObject {
    Q_OBJECT

  private slots:
    void failedExportKeepsOldFile();
    void fullDiskKeepsOldFile();
    void reportToFullStdout();
    void exportRefusesSymlink_data();
    void exportRefusesSymlink();
    void swappedLinkIsNeverWrittenThrough();
    void notRegularScenario_data();
    void notRegularScenario();
    void controlCharactersEscaped_data();
    void controlCharactersEscaped();
    void deepNestingRefused();
    void noRuntimeDirWarning_data();
    void noRuntimeDirWarning();
    void windowUsageErrorsAreOneEscapedLine_data();
    void windowUsageErrorsAreOneEscapedLine();
    void helpToFullStdout_data();
    void helpToFullStdout();
    void repeatedFigureIsWrittenOnce();
    void latin1ScenarioNameOpens();
    void latin1OutFolderKeepsItsBytes();
    void lessonNamesKeepTheirBytes();
};

void TestFileSafety::failedExportKeepsOldFile() {
    // A file size limit (RLIMIT_FSIZE, SIGXFSZ ignored) makes the write fail like a full disk.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString old = dir.filePath(QStringLiteral("ratio.png"));
    QVERIFY(writeAll(old, kOldFile));
    Options o;
    o.shellPrefix = QStringLiteral("ulimit -f 16; trap '' XFSZ");
    const Run r = runShardscope({QStringLiteral("export"), testDataFile("default.json"),
                                 QStringLiteral("--out"), dir.path(), QStringLiteral("--figure"),
                                 QStringLiteral("ratio")},
                                o);
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(oneLineProblem(r.err).isEmpty(), qPrintable(oneLineProblem(r.err)));
    QVERIFY2(r.err.startsWith(old.toUtf8() + ": cannot write the file: "), r.err.constData());
    QCOMPARE(readAll(old), kOldFile);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("ratio.png")});
}

void TestFileSafety::fullDiskKeepsOldFile() {
    if (::geteuid() != 0)
        QSKIP("mounting a small tmpfs needs root; failedExportKeepsOldFile covers the same path");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray mountPoint = QFile::encodeName(dir.path());
    if (::mount("tmpfs", mountPoint.constData(), "tmpfs", 0, "size=64k") != 0)
        QSKIP("cannot mount a tmpfs here (no CAP_SYS_ADMIN in this container?)");
    const auto unmount = qScopeGuard([&] { ::umount(mountPoint.constData()); });
    const QString old = dir.filePath(QStringLiteral("ratio.png"));
    QVERIFY(writeAll(old, kOldFile));
    // Leave a few KiB free: a 1920x1080 figure does not fit.
    QFile filler(dir.filePath(QStringLiteral("filler")));
    QVERIFY(filler.open(QIODevice::WriteOnly));
    while (filler.write(QByteArray(4096, 'x')) == 4096 && filler.flush()) {
    }
    filler.close();
    QVERIFY(filler.resize(filler.size() - 8192));
    const Run r = runShardscope({QStringLiteral("export"), testDataFile("default.json"),
                                 QStringLiteral("--out"), dir.path(), QStringLiteral("--figure"),
                                 QStringLiteral("ratio")});
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(oneLineProblem(r.err).isEmpty(), qPrintable(oneLineProblem(r.err)));
    // The disk's own reason, not Qt's "Unknown error".
    QCOMPARE(r.err, old.toUtf8() + ": cannot write the file: no space left on device\n");
    QCOMPARE(readAll(old), kOldFile);
}

void TestFileSafety::reportToFullStdout() {
    Options o;
    o.stdoutFile = QStringLiteral("/dev/full");
    const Run r = runShardscope({QStringLiteral("report"), testDataFile("default.json")}, o);
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(oneLineProblem(r.err).isEmpty(), qPrintable(oneLineProblem(r.err)));
    QCOMPARE(r.err, QByteArray("stdout: cannot write the report: no space left on device\n"));
}

void TestFileSafety::exportRefusesSymlink_data() {
    QTest::addColumn<bool>("dangling");
    QTest::newRow("link to a file") << false;
    QTest::newRow("dangling link") << true;
}

void TestFileSafety::exportRefusesSymlink() {
    QFETCH(bool, dangling);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString victim = dir.filePath(QStringLiteral("victim.txt"));
    if (!dangling)
        QVERIFY(writeAll(victim, kOldFile));
    const QString out = dir.filePath(QStringLiteral("out"));
    QVERIFY(QDir().mkpath(out));
    const QString link = out + QStringLiteral("/ratio.png");
    QVERIFY(QFile::link(victim, link));
    const Run r = runShardscope({QStringLiteral("export"), testDataFile("default.json"),
                                 QStringLiteral("--out"), out, QStringLiteral("--figure"),
                                 QStringLiteral("ratio")});
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(oneLineProblem(r.err).isEmpty(), qPrintable(oneLineProblem(r.err)));
    QVERIFY2(r.err.startsWith(link.toUtf8() + ": is a symbolic link"), r.err.constData());
    QVERIFY(QFileInfo(link).isSymLink());
    if (dangling)
        QVERIFY(!QFile::exists(victim));
    else
        QCOMPARE(readAll(victim), kOldFile);
}

// A process that keeps swapping the output name between a link to a file outside --out and a
// plain file: whatever moment each export meets, the link's target is never written or
// emptied (the refusal path writes nothing, the write path renames over the name).
void TestFileSafety::swappedLinkIsNeverWrittenThrough() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString victim = dir.filePath(QStringLiteral("victim.txt"));
    QVERIFY(writeAll(victim, kOldFile));
    const QString out = dir.filePath(QStringLiteral("out"));
    QVERIFY(QDir().mkpath(out));
    const QByteArray target = QFile::encodeName(victim);
    const QByteArray name = QFile::encodeName(out + QStringLiteral("/ratio.svg"));
    std::atomic<bool> stop{false};
    std::thread swapper([&] {
        while (!stop) {
            (void)::symlink(target.constData(), name.constData());
            (void)::unlink(name.constData());
            const int fd = ::open(name.constData(), O_CREAT | O_WRONLY | O_TRUNC, 0644);
            if (fd >= 0) {
                (void)::write(fd, "plain", 5);
                ::close(fd);
            }
            (void)::unlink(name.constData());
        }
    });
    for (int i = 0; i < 12; ++i) {
        const Run r = runShardscope({QStringLiteral("export"), testDataFile("default.json"),
                                     QStringLiteral("--out"), out, QStringLiteral("--figure"),
                                     QStringLiteral("ratio"), QStringLiteral("--format"),
                                     QStringLiteral("svg")});
        QCOMPARE(r.status, QProcess::NormalExit);
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, r.err.constData());
    }
    stop = true;
    swapper.join();
    QCOMPARE(readAll(victim), kOldFile);
}

void TestFileSafety::notRegularScenario_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("reason");
    QTest::newRow("FIFO") << QStringLiteral("fifo") << QStringLiteral("a FIFO, not a regular file");
    QTest::newRow("folder") << QStringLiteral("folder")
                            << QStringLiteral("a folder, not a scenario file");
    QTest::newRow("device") << QStringLiteral("device")
                            << QStringLiteral("a device, not a regular file");
}

void TestFileSafety::notRegularScenario() {
    QFETCH(QString, kind);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString file = dir.path();
    if (kind == QLatin1String("fifo")) {
        file = dir.filePath(QStringLiteral("s.json"));
        QVERIFY(::mkfifo(QFile::encodeName(file).constData(), 0600) == 0);
    } else if (kind == QLatin1String("device")) {
        file = QStringLiteral("/dev/zero");
    }
    for (const QString& command : {QStringLiteral("report"), QStringLiteral("export")}) {
        Options o;
        o.timeoutMs = 15000; // the FIFO has no writer: reading it would block for ever
        QStringList args{command, file};
        if (command == QLatin1String("export"))
            args << QStringLiteral("--out") << dir.filePath(QStringLiteral("out"));
        const Run r = runShardscope(args, o);
        QVERIFY2(r.status == QProcess::NormalExit,
                 qPrintable(command + QStringLiteral(" did not finish")));
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(QString::fromUtf8(r.err),
                 file + QStringLiteral(": ") + reason + QLatin1Char('\n'));
    }
}

void TestFileSafety::controlCharactersEscaped_data() {
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QByteArray>("expected"); // in stderr after the file name
    QTest::newRow("OSC title in a value")
        << QStringLiteral("s.json")
        << QByteArray(R"({"schema": 1, "hardware": "a\u001b]0;title\u0007"})")
        << QByteArray(R"(/hardware: unknown preset "a\u001b]0;title\u0007")");
    QTest::newRow("newline in a key")
        << QStringLiteral("s.json") << QByteArray(R"({"schema": 1, "x\ny": 1})")
        << QByteArray(R"(/x\ny: unknown key)");
    QTest::newRow("escape and newline in the file name")
        << QStringLiteral("a\x1b[2J\nb.json")
        << QByteArray(R"({"schema": 1, "chips": 64, "fsdp": 16, "tp": 3})")
        << QByteArray("/tp: 3 does not divide chips 64");
}

void TestFileSafety::controlCharactersEscaped() {
    QFETCH(QString, fileName);
    QFETCH(QByteArray, content);
    QFETCH(QByteArray, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(fileName);
    QVERIFY(writeAll(file, content));
    const Run r = runShardscope({QStringLiteral("report"), file});
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(oneLineProblem(r.err).isEmpty(), qPrintable(oneLineProblem(r.err)));
    QVERIFY2(r.err.endsWith(": " + expected + '\n'), r.err.constData());
    QVERIFY2(r.err.contains(QFile::encodeName(dir.path())), r.err.constData()); // names the file
}

void TestFileSafety::deepNestingRefused() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("deep.json"));
    QVERIFY(writeAll(file, QByteArray(16 << 20, '[')));
    Options o;
    o.timeoutMs = 30000;
    const Run r = runShardscope({QStringLiteral("report"), file}, o);
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(oneLineProblem(r.err).isEmpty(), qPrintable(oneLineProblem(r.err)));
    QVERIFY2(r.err.trimmed().endsWith("nested deeper than 32 levels"), r.err.constData());
}

void TestFileSafety::noRuntimeDirWarning_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("report") << QStringList{QStringLiteral("report"),
                                           testDataFile("bad_tp_does_not_divide.json")};
    QTest::newRow("export") << QStringList{
        QStringLiteral("export"), testDataFile("bad_tp_does_not_divide.json"),
        QStringLiteral("--out"), QDir::temp().filePath(QStringLiteral("unused"))};
}

void TestFileSafety::noRuntimeDirWarning() {
    QFETCH(QStringList, arguments);
    Options o;
    o.removeEnv = {QStringLiteral("XDG_RUNTIME_DIR")};
    const Run r = runShardscope(arguments, o);
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(QString::fromUtf8(r.err), testDataFile("bad_tp_does_not_divide.json") +
                                           QStringLiteral(": /tp: 3 does not divide chips 64\n"));
}

void TestFileSafety::windowUsageErrorsAreOneEscapedLine_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("expected"); // in the line, escaped
    QTest::newRow("unknown option setting the terminal's title")
        << QStringList{QStringLiteral("--\x1b]0;PWNED\x07")} << QByteArray("\\u001b]0;PWNED");
    QTest::newRow("--lang in red")
        << QStringList{QStringLiteral("--lang"), QStringLiteral("\x1b[31mx")}
        << QByteArray("--lang: \"\\u001b[31mx\"");
    QTest::newRow("--theme with a newline")
        << QStringList{QStringLiteral("--theme"), QStringLiteral("a\nb")} << QByteArray("a\\nb");
    QTest::newRow("two scenarios")
        << QStringList{testDataFile("default.json"), testDataFile("full.json")}
        << QByteArray("usage");
    QTest::newRow("export --out empty")
        << QStringList{QStringLiteral("export"), testDataFile("default.json"),
                       QStringLiteral("--out"), QString()}
        << QByteArray("usage");
}

// The window's options are checked before any display is needed, and their errors are usage
// errors (exit 2) in one line, with control characters escaped as every command's messages.
void TestFileSafety::windowUsageErrorsAreOneEscapedLine() {
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, expected);
    const Run r = runShardscope(arguments);
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(oneLineProblem(r.err).isEmpty(), qPrintable(oneLineProblem(r.err)));
    QVERIFY2(r.err.contains(expected), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestFileSafety::helpToFullStdout_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("--help") << QStringList{QStringLiteral("--help")};
    QTest::newRow("--version") << QStringList{QStringLiteral("--version")};
    QTest::newRow("report --help")
        << QStringList{QStringLiteral("report"), QStringLiteral("--help")};
    QTest::newRow("export --help")
        << QStringList{QStringLiteral("export"), QStringLiteral("--help")};
}

// Help that could not be written is a failure, as a report that could not be is.
void TestFileSafety::helpToFullStdout() {
    QFETCH(QStringList, arguments);
    Options o;
    o.stdoutFile = QStringLiteral("/dev/full");
    const Run r = runShardscope(arguments, o);
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(oneLineProblem(r.err).isEmpty(), qPrintable(oneLineProblem(r.err)));
    QVERIFY2(r.err.startsWith("stdout: "), r.err.constData());
}

// --figure ratio given 300 times is one figure to draw, not 300.
void TestFileSafety::repeatedFigureIsWrittenOnce() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QStringList arguments{QStringLiteral("export"), testDataFile("default.json"),
                          QStringLiteral("--out"),  dir.path(),
                          QStringLiteral("--size"), QStringLiteral("640x360")};
    for (int i = 0; i < 300; ++i)
        arguments << QStringLiteral("--figure") << QStringLiteral("ratio");
    QElapsedTimer timer;
    timer.start();
    const Run r = runShardscope(arguments);
    const qint64 ms = timer.elapsed();
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("ratio.png")});
    QVERIFY2(ms < 15000, qPrintable(QString::number(ms)));
}

void TestFileSafety::latin1ScenarioNameOpens() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray name = QFile::encodeName(dir.path()) + "/caf\xe9.json"; // Latin-1 é
    {
        QFile source(testDataFile("default.json"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QByteArray bytes = source.readAll();
        const int fd = ::open(name.constData(), O_WRONLY | O_CREAT | O_EXCL, 0644);
        QVERIFY(fd >= 0);
        QCOMPARE(::write(fd, bytes.constData(), size_t(bytes.size())), ssize_t(bytes.size()));
        ::close(fd);
    }
    const Run r = runWithBytes({"report", name});
    QCOMPARE(r.status, QProcess::NormalExit);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.out.contains("\"schema\": 1"));
    // A name that is not there is reported with its byte written out, on one line.
    const Run missing = runWithBytes({"report", name + "x"});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(oneLineProblem(missing.err).isEmpty(), qPrintable(oneLineProblem(missing.err)));
    QVERIFY2(missing.err.contains("/caf\\xe9.jsonx: cannot open the file"),
             missing.err.constData());
}

void TestFileSafety::latin1OutFolderKeepsItsBytes() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray base = QFile::encodeName(dir.path());
    const Run r = runWithBytes({"export", QFile::encodeName(testDataFile("default.json")), "--out",
                                base + "/out\xe9/sub", "--figure", "ratio"});
    QCOMPARE(r.status, QProcess::NormalExit);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    // Exactly the folder asked for, by its bytes; nothing at out\uFFFD (UTF-8 EF BF BD).
    QCOMPARE(entryBytes(dir.path()), QList<QByteArray>{"out\xe9"});
    struct stat info {};
    QCOMPARE(::stat((base + "/out\xe9/sub/ratio.png").constData(), &info), 0);
    QVERIFY(S_ISREG(info.st_mode) && info.st_size > 0);
    QCOMPARE(::stat((base + "/out\xef\xbf\xbd").constData(), &info), -1);
}

// `lesson` as `report` and `export`: a lesson file les\xe9.json is read by its bytes, the deck
// goes into out\xe9 (not out\xef\xbf\xbd), and a missing name is written with its \xe9.
void TestFileSafety::lessonNamesKeepTheirBytes() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray base = QFile::encodeName(dir.path());
    const QByteArray lesson = base + "/les\xe9.json";
    {
        QFile source(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/lessons/ch1-roofline.json"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QByteArray bytes = source.readAll();
        const int fd = ::open(lesson.constData(), O_WRONLY | O_CREAT | O_EXCL, 0644);
        QVERIFY(fd >= 0);
        QCOMPARE(::write(fd, bytes.constData(), size_t(bytes.size())), ssize_t(bytes.size()));
        ::close(fd);
    }
    // ch1-roofline holds its scenarios inline: nothing else has to be found next to the copy.
    const Run r = runWithBytes(
        {"lesson", lesson, "--out", base + "/out\xe9", "--format", "png", "--size", "640x360"});
    QCOMPARE(r.status, QProcess::NormalExit);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    struct stat info {};
    QCOMPARE(::stat((base + "/out\xe9").constData(), &info), 0);
    QVERIFY(S_ISDIR(info.st_mode));
    QCOMPARE(::stat((base + "/out\xef\xbf\xbd").constData(), &info), -1);
    const Run missing = runWithBytes({"lesson", base + "/les\xe9x.json", "--out", base + "/o"});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.contains("/les\\xe9x.json: neither a built-in lesson"),
             missing.err.constData());
}

} // namespace shardscope

SHARDSCOPE_TEST_GUILESS_MAIN(shardscope::TestFileSafety)

#include "tst_file_safety.moc"
