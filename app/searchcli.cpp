#include "searchcli.h"

#include "cli.h"
#include "search_report.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <algorithm>
#include <iterator>

namespace shardscope {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("cli", text);
}

} // namespace

int runSearch(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Search every layout of the scenario's chips and print the best as JSON."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("search"), QString());
    parser.addPositionalArgument(QStringLiteral("SCENARIO.json"), tr("Scenario file to search."));
    const QCommandLineOption model(QStringLiteral("model"),
                                   tr("The step time that ranks: book (ch. 5's MLP model, the "
                                      "default), whole (the whole step, a bound at peak) or "
                                      "forecast (the step the scenario's stack gets)."),
                                   QStringLiteral("MODEL"));
    const QCommandLineOption top(QStringLiteral("top"),
                                 tr("How many ranked layouts to print (default 10)."),
                                 QStringLiteral("N"));
    const QCommandLineOption whole(
        QStringLiteral("whole-sequences"),
        tr("Only layouts whose data-parallel ways get whole sequences."));
    parser.addOptions({model, top, whole});
    QString file;
    if (const auto done = parseScenarioCommand(
            parser, arguments,
            tr("usage: shardscope search SCENARIO.json [--model book|whole|forecast] [--top N] "
               "[--whole-sequences]"),
            &file))
        return *done;
    SearchOptions options;
    options.wholeSequences = parser.isSet(whole);
    const QString modelName = parser.value(model);
    const std::pair<QLatin1String, SearchModel> models[] = {
        {QLatin1String("book"), SearchModel::Book},
        {QLatin1String("whole"), SearchModel::Whole},
        {QLatin1String("forecast"), SearchModel::Forecast}};
    const auto named = std::find_if(std::begin(models), std::end(models),
                                    [&](const auto& m) { return m.first == modelName; });
    if (parser.isSet(model) && named == std::end(models)) {
        printError(tr("--model: \"%1\" is not one of book, whole, forecast").arg(modelName));
        return ExitUsage;
    }
    options.model = parser.isSet(model) ? named->second : SearchModel::Book;
    if (parser.isSet(top)) {
        bool ok = false;
        const int n = parser.value(top).toInt(&ok);
        if (!ok || n < 1 || n > 10000) {
            printError(
                tr("--top: \"%1\" is not a whole number from 1 to 10000").arg(parser.value(top)));
            return ExitUsage;
        }
        options.top = size_t(n);
    }
    return printForScenario(file, tr("stdout: cannot write the search: %1"),
                            [&options](const Scenario& s, const std::optional<RunFile>&) {
                                return searchJson(searchLayouts(s, options)).dump(2) + '\n';
                            });
}

} // namespace shardscope
