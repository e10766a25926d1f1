#include "runscli.h"

#include "calibration.h"
#include "cli.h"
#include "common/publishedruns.h"
#include "scenario_io.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <cmath>
#include <set>

namespace shardscope {

namespace {

using ordered_json = nlohmann::ordered_json;

ordered_json numberOrNull(const std::optional<double>& v) {
    return v && std::isfinite(*v) ? ordered_json(*v) : ordered_json(nullptr);
}

ordered_json runJson(const PublishedRun& p) {
    const RunFile& r = p.run;
    const Scenario& s = r.scenario;
    ordered_json j;
    j["id"] = r.id;
    j["name"] = r.name;
    j["group"] = r.group;
    j["chips"] = s.chips * s.pods;
    j["hardware"] = s.hardware.name;
    j["layout"] = {{"fsdp", s.fsdp},
                   {"tp", s.tp},
                   {"pp", s.pp},
                   {"pods", s.pods},
                   {"chips_per_pod", s.chips},
                   {"zero_stage", s.zeroStage}};
    j["source"] = {{"citation", r.citation}, {"where", r.where}};
    ordered_json m;
    m["mfu_common"] = numberOrNull(r.measured.mfuCommon);
    m["mfu"] = numberOrNull(r.measured.mfu);
    m["figure"] = numberOrNull(r.measured.figure);
    m["metric"] = r.measured.metric;
    m["tokens_per_second"] = numberOrNull(r.measured.tokensPerSecond);
    j["measured"] = m;
    j["modelled"] = r.modelled;
    j["model_mfu"] = numberOrNull(p.modelMfu);
    j["ratio"] = numberOrNull(p.ratio());
    j["forecast_mfu"] = numberOrNull(p.forecastMfu);
    j["forecast_seconds"] = numberOrNull(p.forecastSeconds);
    j["measured_seconds"] = numberOrNull(p.measuredSeconds);
    j["forecast_error"] = numberOrNull(p.forecastError());
    j["approximations"] = r.approximations;
    return j;
}

QString percent(const std::optional<double>& v) {
    return v ? QString::number(*v * 100, 'f', 1) + QLatin1Char('%') : QStringLiteral("-");
}

// Columns padded to their widest cell; the source, last, is not padded.
std::string table(const std::vector<PublishedRun>& runs) {
    QList<QStringList> rows;
    rows << QStringList{
        QStringLiteral("id"),      QStringLiteral("name"),   QStringLiteral("hardware"),
        QStringLiteral("chips"),   QStringLiteral("layout"), QStringLiteral("measured"),
        QStringLiteral("ceiling"), QStringLiteral("ratio"),  QStringLiteral("forecast"),
        QStringLiteral("error"),   QStringLiteral("source")};
    for (const PublishedRun& p : runs) {
        const RunFile& r = p.run;
        const Scenario& s = r.scenario;
        rows << QStringList{QString::fromStdString(r.id),
                            QString::fromStdString(r.name),
                            QString::fromStdString(s.hardware.name),
                            QString::number(s.chips * s.pods),
                            runLayout(s),
                            percent(r.measured.comparable()),
                            r.modelled ? percent(p.modelMfu) : QStringLiteral("not modelled"),
                            p.ratio() ? QString::number(*p.ratio(), 'f', 2) : QStringLiteral("-"),
                            percent(p.forecastMfu),
                            p.forecastError()
                                ? QString::asprintf("%+.1f%%", *p.forecastError() * 100)
                                : QStringLiteral("-"),
                            QString::fromStdString(r.citation)};
    }
    QList<qsizetype> widths(rows.first().size(), 0);
    for (const QStringList& row : rows)
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], row[i].size());
    std::string out;
    for (const QStringList& row : rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i)
            line += i + 1 < row.size() ? row[i].leftJustified(widths[i] + 2) : row[i];
        out += escapeControls(line.toStdString()) + '\n';
    }
    return out;
}

// Three decimals: what the presets keep.
double rounded(double v) {
    return std::round(v * 1000) / 1000;
}

ordered_json summaryJson(const ErrorSummary& e) {
    return {{"median", e.median}, {"p90", e.p90}, {"within_10", e.within10}, {"runs", e.count}};
}

// What `runs --calibrate` prints: the fit from neutral on every run, as the presets' keys, and
// the errors in sample and leaving each source out (docs/runs.md#calibration).
ordered_json calibrationJson(const std::vector<PublishedRun>& runs) {
    std::vector<RunFile> files;
    for (const PublishedRun& p : runs)
        files.push_back(p.run);
    const std::vector<CalibrationPoint> points = calibrationPoints(files);
    const Calibration fitted = fitCalibration(points, neutralCalibration());
    std::set<std::string> hardware;
    std::set<Stack> stacks;
    for (const CalibrationPoint& p : points) {
        hardware.insert(p.scenario.hardwarePreset);
        stacks.insert(scenarioStack(p.scenario));
    }
    ordered_json j;
    for (const std::string& id : hardware) {
        const Calibration::HardwareFit& h = fitted.hardware.at(id);
        j["hardware"][id] = {{"matmul_efficiency", rounded(h.matmul)},
                             {"link_efficiency", rounded(h.link)}};
    }
    for (Stack stack : stacks) {
        const StackProfile& p = fitted.stacks.at(stack);
        j["stacks"][choiceId(stackIds, stack)] = {
            {"overlap_tp", rounded(p.overlapTp)},
            {"overlap_fsdp", rounded(p.overlapFsdp)},
            {"overlap_dp", rounded(p.overlapDp)},
            {"attention_efficiency", rounded(p.attentionEfficiency)}};
    }
    j["in_sample"] = summaryJson(summarize(relativeErrors(points, fitted)));
    j["shipped"] = summaryJson(summarize(relativeErrors(points, shippedCalibration())));
    j["leave_one_source_out"] = summaryJson(summarize(leaveOneSourceOut(points)));
    return j;
}

} // namespace

int runRuns(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "cli", "List the published training runs: the measured MFU beside the model's ceiling "
               "for the same layout (docs/runs.md)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("runs"), QString());
    const QCommandLineOption json(QStringLiteral("json"),
                                  QCoreApplication::translate("cli", "Print JSON, not a table."));
    parser.addOption(json);
    const QCommandLineOption calibrate(
        QStringLiteral("calibrate"),
        QCoreApplication::translate("cli", "Fit the forecast's efficiencies to the runs and print "
                                           "them with the errors (docs/runs.md#calibration)."));
    parser.addOption(calibrate);
    if (!parser.parse(arguments)) {
        printError(parser.errorText());
        return ExitUsage;
    }
    if (parser.isSet(QStringLiteral("help")))
        return printHelpText(parser.helpText());
    if (parser.positionalArguments().size() != 1) {
        printError(
            QCoreApplication::translate("cli", "usage: shardscope runs [--json] [--calibrate]"));
        return ExitUsage;
    }
    std::vector<PublishedRun> runs;
    try {
        runs = publishedRuns();
    } catch (const InputError& e) {
        printError(QStringLiteral(":/runs/") + QString::fromStdString(e.what()));
        return ExitBadInput;
    }
    std::string text;
    if (parser.isSet(calibrate)) {
        text = calibrationJson(runs).dump(2) + '\n';
    } else if (parser.isSet(json)) {
        ordered_json array = ordered_json::array();
        for (const PublishedRun& p : runs)
            array.push_back(runJson(p));
        text = array.dump(2) + '\n';
    } else {
        text = table(runs);
    }
    QString why;
    if (writeStdout(text, &why))
        return ExitOk;
    printError(QCoreApplication::translate("cli", "stdout: cannot write the runs: %1").arg(why));
    return ExitBadInput;
}

} // namespace shardscope
