#include "cli.h"

#include "report.h"
#include "scenario_io.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>
#include <iostream>

namespace shardscope {

namespace {

void printError(const QString& message) {
    std::fputs(qPrintable(message + QLatin1Char('\n')), stderr);
}

} // namespace

int runReport(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("cli", "Print the cost-model report of a scenario as JSON."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("report"), QString());
    parser.addPositionalArgument(QStringLiteral("SCENARIO.json"),
                                 QCoreApplication::translate("cli", "Scenario file to evaluate."));
    if (!parser.parse(arguments)) {
        printError(parser.errorText());
        return ExitUsage;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        return ExitOk;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        printError(QCoreApplication::translate("cli", "usage: shardscope report SCENARIO.json"));
        return ExitUsage;
    }
    const QString file = positional.at(1);
    try {
        const Scenario scenario = loadScenarioFile(file.toStdString());
        const std::string text = reportJson(scenario, evaluate(scenario)).dump(2);
        std::cout << text << '\n';
        return ExitOk;
    } catch (const ScenarioError& e) {
        printError(file + QStringLiteral(": ") + QString::fromStdString(e.what()));
        return ExitBadInput;
    }
}

} // namespace shardscope
