#pragma once

// The command-line tests' way to run the binary as a user's shell does on a machine with no
// display: no QT_QPA_PLATFORM, DISPLAY or WAYLAND_DISPLAY, so the command must pick the offscreen
// platform itself.
#include <QProcess>
#include <QStringList>

namespace testing {

struct CliRun {
    int exitCode = -1; ///< -1 when it crashed or did not finish
    QProcess::ExitStatus status = QProcess::CrashExit;
    QByteArray out;
    QByteArray err;
};

inline CliRun runHeadless(const QString& program, const QStringList& arguments,
                          int timeoutMs = 60000) {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
        env.remove(QString::fromLatin1(name));
    process.setProcessEnvironment(env);
    process.start(program, arguments);
    CliRun r;
    if (!process.waitForStarted(10000) || !process.waitForFinished(timeoutMs)) {
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

} // namespace testing
