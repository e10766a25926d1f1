#pragma once

// The command-line tests' way to run the binary as a user's shell does on a machine with no
// display: no QT_QPA_PLATFORM, DISPLAY or WAYLAND_DISPLAY, so the command must pick the offscreen
// platform itself.
#include <QDir>
#include <QList>
#include <QPair>
#include <QProcess>
#include <QStringList>

namespace testing {

struct CliRun {
    int exitCode = -1; ///< -1 when it crashed or did not finish
    QProcess::ExitStatus status = QProcess::CrashExit;
    QByteArray out;
    QByteArray err;
};

/** What a test may change about the run; the defaults are a plain headless run. */
struct CliOptions {
    int timeoutMs = 60000;
    QStringList removeEnv;              ///< further variables the child does not get
    QList<QPair<QString, QString>> env; ///< variables set for the child, after the removals
    QString stdoutFile;                 ///< stdout goes to this file instead of a pipe
    QString shellPrefix; ///< sh commands run before exec'ing the program (ulimit, trap)
};

inline CliRun runHeadless(const QString& program, const QStringList& arguments,
                          const CliOptions& options) {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
        env.remove(QString::fromLatin1(name));
    for (const QString& name : options.removeEnv)
        env.remove(name);
    for (const auto& [name, value] : options.env)
        env.insert(name, value);
    process.setProcessEnvironment(env);
    if (!options.stdoutFile.isEmpty())
        process.setStandardOutputFile(options.stdoutFile);
    if (options.shellPrefix.isEmpty()) {
        process.start(program, arguments);
    } else {
        // The shell's limits and traps are inherited by the program it execs.
        const QString script = options.shellPrefix + QStringLiteral("; exec \"$0\" \"$@\"");
        process.start(QStringLiteral("/bin/sh"),
                      QStringList{QStringLiteral("-c"), script, program} + arguments);
    }
    CliRun r;
    if (!process.waitForStarted(10000) || !process.waitForFinished(options.timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return r;
    }
    r.status = process.exitStatus();
    r.exitCode = r.status == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = process.readAllStandardOutput();
    r.err = process.readAllStandardError();
    return r;
}

inline CliRun runHeadless(const QString& program, const QStringList& arguments,
                          int timeoutMs = 60000) {
    CliOptions options;
    options.timeoutMs = timeoutMs;
    return runHeadless(program, arguments, options);
}

/** A helper tool's stdout (pdfinfo, pdftotext), or empty when it fails or does not finish. */
inline QString toolOutput(const QString& program, const QStringList& arguments,
                          int timeoutMs = 60000) {
    const CliRun r = runHeadless(program, arguments, timeoutMs);
    return r.exitCode == 0 ? QString::fromUtf8(r.out) : QString();
}

/** A command's error output is one line: what is wrong and where, nothing more. */
inline bool isOneLine(const QByteArray& err) {
    return err.endsWith('\n') && err.count('\n') == 1;
}

#ifdef SHARDSCOPE_TEST_DATA
/** A file of tests/data. */
inline QString testDataFile(const char* name) {
    return QDir(QStringLiteral(SHARDSCOPE_TEST_DATA)).filePath(QString::fromLatin1(name));
}
#endif

#ifdef SHARDSCOPE_BINARY
/** The shardscope binary run as a user's shell runs it on a machine with no display. */
inline CliRun runShardscope(const QStringList& arguments, const CliOptions& options = {}) {
    return runHeadless(QStringLiteral(SHARDSCOPE_BINARY), arguments, options);
}
#endif

} // namespace testing
