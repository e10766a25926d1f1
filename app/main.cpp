#include "cli.h"
#include "mainwindow.h"
#include "scenario_io.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstring>

using namespace shardscope;

namespace {

void describeApplication() {
    QCoreApplication::setOrganizationName(QStringLiteral("ShardScope"));
    QCoreApplication::setApplicationName(QStringLiteral("shardscope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SHARDSCOPE_VERSION));
}

int runWindow(int argc, char** argv) {
    QApplication app(argc, argv);
    describeApplication();
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "cli", "See how training a transformer is split across chips.\n\n"
               "Commands:\n"
               "  shardscope [SCENARIO.json]          open the window\n"
               "  shardscope report SCENARIO.json     print the report JSON"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("SCENARIO.json"),
                                 QCoreApplication::translate("cli", "Scenario file to open."),
                                 QStringLiteral("[SCENARIO.json]"));
    if (!parser.parse(app.arguments())) {
        std::fputs(qPrintable(parser.errorText() + QLatin1Char('\n')), stderr);
        return ExitUsage;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        return ExitOk;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        std::fputs(qPrintable(QStringLiteral("shardscope %1\n").arg(QStringLiteral(SHARDSCOPE_VERSION))), stdout);
        return ExitOk;
    }
    if (parser.positionalArguments().size() > 1) {
        std::fputs("usage: shardscope [SCENARIO.json]\n", stderr);
        return ExitUsage;
    }
    MainWindow window;
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().first());
    window.show();
    return app.exec();
}

} // namespace

int main(int argc, char** argv) {
    if (argc >= 2 && std::strcmp(argv[1], "report") == 0) {
        QCoreApplication app(argc, argv); // no display needed
        describeApplication();
        return runReport(app.arguments());
    }
    return runWindow(argc, argv);
}
