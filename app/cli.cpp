#include "cli.h"

#include "exporter.h"
#include "languagemanager.h"
#include "report.h"
#include "scenario_io.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace shardscope {

namespace {

// One message, one line: a file name or value holding a newline or an escape is quoted escaped.
void printError(const QString& message) {
    const std::string line = escapeControls(message.toStdString()) + '\n';
    std::fputs(line.c_str(), stderr);
}

// The report on stdout; a failed write (`> /dev/full`, a closed pipe) is an error, not exit 0.
bool writeStdout(const std::string& text, QString* why) {
    errno = 0;
    const bool written = std::fwrite(text.data(), 1, text.size(), stdout) == text.size();
    if (std::fflush(stdout) == 0 && written && !std::ferror(stdout))
        return true;
    *why = errno ? QString::fromLocal8Bit(std::strerror(errno)) : QCoreApplication::translate("cli", "write error");
    return false;
}

} // namespace

QCommandLineOption themeOption() {
    return QCommandLineOption(QStringLiteral("theme"),
                              QCoreApplication::translate("cli", "Colours: light, dark or contrast (high contrast)."),
                              QStringLiteral("NAME"));
}

std::optional<ThemeName> parseThemeOption(const QCommandLineParser& parser, QString* error) {
    if (!parser.isSet(QStringLiteral("theme")))
        return ThemeName::Light;
    const QString value = parser.value(QStringLiteral("theme"));
    if (const auto name = Theme::fromId(value))
        return name;
    *error = QCoreApplication::translate("cli", "--theme: \"%1\" is not one of light, dark, contrast").arg(value);
    return std::nullopt;
}

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
        const std::string text = reportJson(scenario, evaluate(scenario)).dump(2) + '\n';
        QString why;
        if (writeStdout(text, &why))
            return ExitOk;
        printError(QCoreApplication::translate("cli", "stdout: cannot write the report: %1").arg(why));
        return ExitBadInput;
    } catch (const ScenarioError& e) {
        printError(file + QStringLiteral(": ") + QString::fromStdString(e.what()));
        return ExitBadInput;
    }
}

namespace {

bool parseSize(const QString& text, QSize* size) {
    static const QRegularExpression pattern(QStringLiteral("^(\\d{2,5})[xX×](\\d{2,5})$"));
    const auto m = pattern.match(text);
    if (!m.hasMatch())
        return false;
    *size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
    return size->width() <= 16384 && size->height() <= 16384 && size->width() >= 16 && size->height() >= 16;
}

} // namespace

int runExport(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("cli", "Write figures of a scenario as PNG files.\n\nFigures: %1")
                                         .arg(exportIds().join(QStringLiteral(", "))));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("export"), QString());
    parser.addPositionalArgument(QStringLiteral("SCENARIO.json"), QCoreApplication::translate("cli", "Scenario file."));
    const QCommandLineOption out(QStringLiteral("out"), QCoreApplication::translate("cli", "Folder to write into."),
                                 QStringLiteral("DIR"));
    const QCommandLineOption figure(QStringLiteral("figure"),
                                    QCoreApplication::translate("cli", "Export only this figure (repeatable)."),
                                    QStringLiteral("NAME"));
    const QCommandLineOption size(QStringLiteral("size"), QCoreApplication::translate("cli", "Pixel size, e.g. 1920x1080."),
                                  QStringLiteral("WxH"), QStringLiteral("1920x1080"));
    const QCommandLineOption scale(QStringLiteral("scale"),
                                   QCoreApplication::translate("cli", "Text and line scale (default: height / 540)."),
                                   QStringLiteral("S"));
    const QCommandLineOption lang(QStringLiteral("lang"), QCoreApplication::translate("cli", "Language: en, ru or zh_CN."),
                                  QStringLiteral("LANG"));
    const QCommandLineOption projector(QStringLiteral("projector"),
                                       QCoreApplication::translate("cli", "Projector look: large text, thick lines."));
    parser.addOptions({out, figure, size, scale, lang, projector, themeOption()});
    auto usage = [](const QString& message) {
        printError(message);
        return int(ExitUsage);
    };
    if (!parser.parse(arguments))
        return usage(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        return ExitOk;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2 || !parser.isSet(out))
        return usage(QCoreApplication::translate("cli", "usage: shardscope export SCENARIO.json --out DIR [--figure NAME]... "
                                                        "[--size WxH] [--scale S] [--lang LANG] [--projector]"));
    ExportOptions options;
    if (!parseSize(parser.value(size), &options.size))
        return usage(QCoreApplication::translate("cli", "--size: \"%1\" is not WIDTHxHEIGHT (16 to 16384)").arg(parser.value(size)));
    if (parser.isSet(scale)) {
        bool ok = false;
        options.scale = parser.value(scale).toDouble(&ok);
        if (!ok || !(options.scale >= 0.25 && options.scale <= 16))
            return usage(QCoreApplication::translate("cli", "--scale: \"%1\" is not a number from 0.25 to 16").arg(parser.value(scale)));
    }
    QString themeError;
    const std::optional<ThemeName> theme = parseThemeOption(parser, &themeError);
    if (!theme)
        return usage(themeError);
    options.theme = Theme::make(*theme, parser.isSet(projector));
    const QString language = parser.isSet(lang) ? parser.value(lang) : QStringLiteral("en");
    if (!LanguageManager::isKnown(language) || language.isEmpty())
        return usage(QCoreApplication::translate("cli", "--lang: \"%1\" is not one of en, ru, zh_CN").arg(language));
    LanguageManager::instance()->setLanguage(language);
    QStringList ids = parser.values(figure);
    for (const QString& id : ids)
        if (!exportIds().contains(id))
            return usage(QCoreApplication::translate("cli", "--figure: unknown figure \"%1\" (one of: %2)")
                             .arg(id, exportIds().join(QStringLiteral(", "))));
    if (ids.isEmpty())
        ids = defaultExportIds();

    const QString file = positional.at(1);
    Scenario scenario;
    try {
        scenario = loadScenarioFile(file.toStdString());
    } catch (const ScenarioError& e) {
        printError(file + QStringLiteral(": ") + QString::fromStdString(e.what()));
        return ExitBadInput;
    }
    const QString error = exportFigures(scenario, evaluate(scenario), ids, parser.value(out), options, nullptr);
    if (!error.isEmpty()) {
        printError(error);
        return ExitBadInput;
    }
    return ExitOk;
}

} // namespace shardscope
