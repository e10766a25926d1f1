#include "cli.h"

#include "input_error.h"

#include "common/filewrite.h"
#include "common/languagemanager.h"
#include "evaluate.h"
#include "export/exporter.h"
#include "figures/figureregistry.h"
#include "rawargs.h"
#include "report.h"
#include "scenario_io.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

#include <cerrno>
#include <cstdio>

namespace shardscope {

namespace {

// Bytes of one word (a run without spaces) a message keeps: a path, an option or a value typed
// 100 000 characters long is quoted by its first 200 bytes, as the README promises.
constexpr size_t kWordBytes = 200;

// Every run of more than kWordBytes non-space bytes cut with "…" (cutForMessage keeps UTF-8
// whole).
std::string cutLongWords(const std::string& text) {
    std::string out;
    size_t start = 0;
    while (start < text.size()) {
        const size_t space = text.find(' ', start);
        const size_t end = space == std::string::npos ? text.size() : space;
        out += cutForMessage(std::string_view(text).substr(start, end - start), kWordBytes);
        if (space == std::string::npos)
            break;
        out += ' ';
        start = space + 1;
    }
    return out;
}

// One message, one line: a file name or value holding a newline or an escape is quoted escaped,
// and so is a byte of a file name that is not UTF-8 (rawargs.h); no word of it is unbounded.
void writeErrorLine(const QString& message) {
    const std::string line = cutLongWords(escapeControls(message.toStdString())) + '\n';
    std::fputs(line.c_str(), stderr);
}

} // namespace

int failWith(int code, const QString& message) {
    writeErrorLine(message);
    return code;
}

void printError(const QString& message) {
    writeErrorLine(displayPath(message));
}

// The report on stdout; a failed write (`> /dev/full`, a closed pipe) is an error, not exit 0.
bool writeStdout(const std::string& text, QString* why) {
    errno = 0;
    const bool written = std::fwrite(text.data(), 1, text.size(), stdout) == text.size();
    if (std::fflush(stdout) == 0 && written && !std::ferror(stdout))
        return true;
    *why = errno ? systemErrorText(errno) : QCoreApplication::translate("cli", "write error");
    return false;
}

int printHelpText(const QString& text) {
    QString why;
    if (writeStdout(text.toStdString(), &why))
        return ExitOk;
    printError(QStringLiteral("stdout: ") + why);
    return ExitBadInput;
}

QCommandLineOption themeOption() {
    return QCommandLineOption(
        QStringLiteral("theme"),
        QCoreApplication::translate("cli", "Colours: light, dark or contrast (high contrast)."),
        QStringLiteral("NAME"));
}

std::optional<ThemeName> parseThemeOption(const QCommandLineParser& parser, QString* error) {
    if (!parser.isSet(QStringLiteral("theme")))
        return ThemeName::Light;
    const QString value = parser.value(QStringLiteral("theme"));
    if (const auto name = Theme::fromId(value))
        return name;
    *error =
        QCoreApplication::translate("cli", "--theme: \"%1\" is not one of light, dark, contrast")
            .arg(value);
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
    QString file;
    if (const auto done = parseScenarioCommand(
            parser, arguments,
            QCoreApplication::translate("cli", "usage: shardscope report SCENARIO.json"), &file))
        return *done;
    return printForScenario(
        file, QCoreApplication::translate("cli", "stdout: cannot write the report: %1"),
        [](const Scenario& s, const std::optional<RunFile>& run) {
            const Results r = evaluate(s);
            nlohmann::ordered_json j = reportJson(s, r);
            if (run)
                addMeasured(j, *run, r);
            return j.dump(2) + '\n';
        });
}

std::optional<int> parseScenarioCommand(QCommandLineParser& parser, const QStringList& arguments,
                                        const QString& usage, QString* file) {
    if (!parser.parse(arguments)) {
        printError(parser.errorText());
        return ExitUsage;
    }
    if (parser.isSet(QStringLiteral("help")))
        return printHelpText(parser.helpText());
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        printError(usage);
        return ExitUsage;
    }
    *file = positional.at(1);
    return std::nullopt;
}

int printForScenario(
    const QString& file, const QString& cannotWrite,
    const std::function<std::string(const Scenario&, const std::optional<RunFile>&)>& render) {
    try {
        // A published run reads as the scenario it holds (docs/scenario-format.md#run-files).
        std::optional<RunFile> run;
        const Scenario scenario = loadScenarioOrRunFile(pathBytes(file).toStdString(), &run);
        QString why;
        if (writeStdout(render(scenario, run), &why))
            return ExitOk;
        printError(cannotWrite.arg(why));
        return ExitBadInput;
    } catch (const InputError& e) {
        printError(file + QStringLiteral(": ") + QString::fromStdString(e.what()));
        return ExitBadInput;
    }
}

bool parseSize(const QString& text, QSize* size) {
    static const QRegularExpression pattern(QStringLiteral("^(\\d{2,5})[xX×](\\d{2,5})$"));
    const auto m = pattern.match(text);
    if (!m.hasMatch())
        return false;
    *size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
    return size->width() <= 16384 && size->height() <= 16384 && size->width() >= 16 &&
           size->height() >= 16;
}

namespace {

// --format, --caption / --no-caption, --transparent into `options`; a usage error's exit code, or
// 0.
int readFormatOptions(const QCommandLineParser& parser, const QCommandLineOption& format,
                      const QCommandLineOption& caption, const QCommandLineOption& noCaption,
                      const QCommandLineOption& transparent, ExportOptions* options) {
    if (!parseExportFormat(parser.value(format), &options->format)) {
        printError(
            QCoreApplication::translate("cli", "--format: \"%1\" is not one of png, svg, pdf, gif")
                .arg(parser.value(format)));
        return ExitUsage;
    }
    if (parser.isSet(caption) && parser.isSet(noCaption)) {
        printError(QCoreApplication::translate("cli", "--caption and --no-caption: choose one"));
        return ExitUsage;
    }
    options->caption = !parser.isSet(noCaption);
    options->transparent = parser.isSet(transparent);
    if (options->transparent && options->format != ExportFormat::Png &&
        options->format != ExportFormat::Svg) {
        printError(QCoreApplication::translate(
            "cli", "--transparent: only png and svg have no background"));
        return ExitUsage;
    }
    return 0;
}

} // namespace

int runExport(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("cli",
                                    "Write figures of a scenario as PNG, SVG or PDF files, or "
                                    "animations as GIF.\n\nFigures: %1\nAnimated (GIF only): %2")
            .arg(figures::ids().join(QStringLiteral(", ")) +
                     QStringLiteral(", mesh, mesh-steps, board"),
                 animatedIds().join(QStringLiteral(", "))));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("export"), QString());
    parser.addPositionalArgument(QStringLiteral("SCENARIO.json"),
                                 QCoreApplication::translate("cli", "Scenario file."));
    const QCommandLineOption out(QStringLiteral("out"),
                                 QCoreApplication::translate("cli", "Folder to write into."),
                                 QStringLiteral("DIR"));
    const QCommandLineOption figure(
        QStringLiteral("figure"),
        QCoreApplication::translate("cli", "Export only this figure (repeatable)."),
        QStringLiteral("NAME"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  QCoreApplication::translate("cli", "Pixel size, e.g. 1920x1080."),
                                  QStringLiteral("WxH"), QStringLiteral("1920x1080"));
    const QCommandLineOption scale(
        QStringLiteral("scale"),
        QCoreApplication::translate("cli", "Text and line scale (default: height / 540)."),
        QStringLiteral("S"));
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  QCoreApplication::translate("cli", "Language: en, ru or zh_CN."),
                                  QStringLiteral("LANG"));
    const QCommandLineOption projector(
        QStringLiteral("projector"),
        QCoreApplication::translate("cli", "Projector look: large text, thick lines."));
    const QCommandLineOption formatOption(
        QStringLiteral("format"),
        QCoreApplication::translate("cli", "File format: png, svg, pdf or gif (default png)."),
        QStringLiteral("FORMAT"), QStringLiteral("png"));
    const QCommandLineOption caption(
        QStringLiteral("caption"),
        QCoreApplication::translate(
            "cli", "Add a footer naming hardware, model, chips, batch and split (default)."));
    const QCommandLineOption noCaption(QStringLiteral("no-caption"),
                                       QCoreApplication::translate("cli", "No footer."));
    const QCommandLineOption transparent(
        QStringLiteral("transparent"),
        QCoreApplication::translate("cli", "No background fill (png, svg)."));
    const QCommandLineOption compare(
        QStringLiteral("compare"),
        QCoreApplication::translate(
            "cli", "Draw another scenario as A behind this one (faded, dashed), as Pin as A does."),
        QStringLiteral("OTHER.json"));
    const QCommandLineOption hopSeconds(
        QStringLiteral("hop-seconds"),
        QCoreApplication::translate(
            "cli", "mesh-collective: hold each frame at least S seconds (default 0.5)."),
        QStringLiteral("S"));
    parser.addOptions({out, figure, size, scale, lang, projector, formatOption, caption, noCaption,
                       transparent, compare, hopSeconds, themeOption()});
    auto usage = [](const QString& message) {
        printError(message);
        return int(ExitUsage);
    };
    if (!parser.parse(arguments))
        return usage(parser.errorText());
    if (parser.isSet(QStringLiteral("help")))
        return printHelpText(parser.helpText());
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2 || parser.value(out).isEmpty())
        return usage(QCoreApplication::translate(
            "cli", "usage: shardscope export SCENARIO.json --out DIR [--figure NAME]... "
                   "[--size WxH] [--scale S] [--lang LANG] [--projector] "
                   "[--format png|svg|pdf|gif] [--no-caption] [--transparent] "
                   "[--compare OTHER.json]"));
    ExportOptions options;
    if (!parseSize(parser.value(size), &options.size))
        return usage(
            QCoreApplication::translate("cli", "--size: \"%1\" is not WIDTHxHEIGHT (16 to 16384)")
                .arg(parser.value(size)));
    if (parser.isSet(scale)) {
        bool ok = false;
        options.scale = parser.value(scale).toDouble(&ok);
        if (!ok || !(options.scale >= 0.25 && options.scale <= 16))
            return usage(QCoreApplication::translate(
                             "cli", "--scale: \"%1\" is not a number from 0.25 to 16")
                             .arg(parser.value(scale)));
    }
    if (parser.isSet(hopSeconds)) {
        bool ok = false;
        options.hopSeconds = parser.value(hopSeconds).toDouble(&ok);
        if (!ok || !(options.hopSeconds >= 0.02 && options.hopSeconds <= 10))
            return usage(QCoreApplication::translate(
                             "cli", "--hop-seconds: \"%1\" is not a number from 0.02 to 10")
                             .arg(parser.value(hopSeconds)));
    }
    QString themeError;
    const std::optional<ThemeName> theme = parseThemeOption(parser, &themeError);
    if (!theme)
        return usage(themeError);
    options.theme = Theme::make(*theme, parser.isSet(projector));
    const QString language = parser.isSet(lang) ? parser.value(lang) : QStringLiteral("en");
    if (!LanguageManager::isKnown(language) || language.isEmpty())
        return usage(
            QCoreApplication::translate("cli", "--lang: \"%1\" is not one of en, ru, zh_CN")
                .arg(language));
    LanguageManager::instance()->setLanguage(language);
    QStringList ids = parser.values(figure);
    ids.removeDuplicates(); // a figure named twice is written once
    for (const QString& id : ids)
        if (!exportIds().contains(id))
            return usage(
                QCoreApplication::translate("cli", "--figure: unknown figure \"%1\" (one of: %2)")
                    .arg(id, exportIds().join(QStringLiteral(", "))));
    if (const int error =
            readFormatOptions(parser, formatOption, caption, noCaption, transparent, &options))
        return error;
    const bool gif = options.format == ExportFormat::Gif;
    const bool every = ids.isEmpty(); // all of them: the ones with something to draw (below)
    if (every)
        ids = gif ? animatedIds() : defaultExportIds();
    for (const QString& id : ids)
        if (isAnimated(id) != gif)
            return usage(gif ? QCoreApplication::translate(
                                   "cli", "--format gif: \"%1\" is not animated (animated: %2)")
                                   .arg(id, animatedIds().join(QStringLiteral(", ")))
                             : QCoreApplication::translate(
                                   "cli", "--figure: \"%1\" is animated: add --format gif")
                                   .arg(id));

    const QString file = positional.at(1);
    Scenario scenario;
    try {
        scenario = loadScenarioOrRunFile(pathBytes(file).toStdString());
    } catch (const InputError& e) {
        printError(file + QStringLiteral(": ") + QString::fromStdString(e.what()));
        return ExitBadInput;
    }
    if (parser.isSet(compare)) {
        const QString other = parser.value(compare);
        try {
            options.pinned = loadScenarioOrRunFile(pathBytes(other).toStdString());
        } catch (const InputError& e) {
            printError(QStringLiteral("--compare: ") + other + QStringLiteral(": ") +
                       QString::fromStdString(e.what()));
            return ExitBadInput;
        }
        options.pinnedResults = evaluate(*options.pinned);
    }
    // A folder whose name is not UTF-8 is created and opened by its bytes and written into through
    // its descriptor (Qt would spell its name as other bytes); messages name it as it was given.
    const QString asked = parser.value(out);
    QString folder = asked;
    if (!qtKeepsBytes(asked)) {
        if (const QString why = openFolder(asked, &folder); !why.isEmpty()) {
            printError(why);
            return ExitBadInput;
        }
    }
    if (every)
        ids = drawableIds(ids, scenario);
    QString error = exportFigures(scenario, evaluate(scenario), ids, folder, options, nullptr);
    if (folder != asked && error.startsWith(folder))
        error = asked + error.mid(folder.size());
    if (!error.isEmpty()) {
        printError(error);
        return ExitBadInput;
    }
    return ExitOk;
}

} // namespace shardscope
