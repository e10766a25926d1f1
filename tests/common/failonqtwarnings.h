#pragma once
// A Qt warning printed while the tests run is a bug (a QFont or QPainter complaint means
// something is drawn wrong): this handler makes every warning or critical message a test
// failure. Call failOnQtWarnings() first thing in initTestCase().

#include <QtTest>

namespace shardscope::testing {

inline QtMessageHandler& previousHandler() {
    static QtMessageHandler handler = nullptr;
    return handler;
}

inline void failOnQtWarning(QtMsgType type, const QMessageLogContext& context,
                            const QString& message) {
    if (previousHandler())
        previousHandler()(type, context, message); // testlib still prints it
    // The offscreen platform plugin says this of every top-level window it cannot size
    // (it has no window manager); it is about the test platform, not about ShardScope.
    if (message.startsWith(QLatin1String("This plugin does not support")))
        return;
    if (type == QtWarningMsg || type == QtCriticalMsg)
        QTest::qFail(qPrintable(QStringLiteral("Qt warning: ") + message),
                     context.file ? context.file : "(Qt)", context.line);
}

inline void failOnQtWarnings() {
    previousHandler() = qInstallMessageHandler(failOnQtWarning);
}

} // namespace shardscope::testing
