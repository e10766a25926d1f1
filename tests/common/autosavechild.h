#pragma once

// A second session for the autosave tests: the test binary runs itself as a child window
// that makes an unsaved edit, waits for its autosave and stays up until the test kills it
// (what a crash leaves behind).
#include "document/documentfile.h"
#include "document/scenariodocument.h"
#include "findcontrol.h"
#include "shell/mainwindow.h"
#include "testarea.h"
#include "windowparts.h"
#include "workspace/controlpanel.h"
#include "workspace/splitslider.h"

#include <QApplication>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cstdio>
#include <cstring>

namespace shardscope::testing {

inline const char* const kAutosaveChildArgument = "--autosave-child";

/** The child: moves the split one step, prints "tp N" once its autosave exists, stays up. */
inline int runAutosavingChild(int argc, char** argv) {
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    MainWindow window;
    window.show();
    findControl<SplitSlider>(controlsOf(window), "splitSlider")->setValue(1);
    const QString autosave = documentFileOf(window)->autosavePath();
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (!QFile::exists(autosave))
            return;
        poll.stop();
        std::printf("tp %lld\n", window.document()->scenario().tp);
        std::fflush(stdout);
    });
    poll.start(50);
    return app.exec();
}

/** Starts the child, waits for its autosave and kills it: its "tp N" line, or "" on failure. */
inline QByteArray killAutosavingChild() {
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    // The area executable runs the test named first (tests/common/testarea.h).
    child.start(
        QCoreApplication::applicationFilePath(),
        {QString::fromLatin1(currentAreaTest()), QString::fromLatin1(kAutosaveChildArgument)});
    if (!child.waitForStarted() || !child.waitForReadyRead(30000))
        return {};
    const QByteArray saved = child.readAllStandardOutput().trimmed();
    child.kill();
    child.waitForFinished();
    return saved;
}

/**
 * main() of a test whose binary is also the child: a runtime folder when the session has none
 * (Qt warns before any handler exists, as under sudo), then the child or the test.
 */
template <class Test> int autosaveTestMain(int argc, char** argv, void (*beforeChild)() = nullptr) {
    QTemporaryDir runtimeDir;
    if (!qEnvironmentVariableIsSet("XDG_RUNTIME_DIR") && runtimeDir.isValid()) {
        QFile::setPermissions(runtimeDir.path(),
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        qputenv("XDG_RUNTIME_DIR", QFile::encodeName(runtimeDir.path()));
    }
    if (argc > 1 && std::strcmp(argv[1], kAutosaveChildArgument) == 0) {
        if (beforeChild)
            beforeChild();
        return runAutosavingChild(argc, argv);
    }
    QApplication app(argc, argv);
    Test test;
    return QTest::qExec(&test, argc, argv);
}

} // namespace shardscope::testing
