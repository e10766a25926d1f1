#include "cli.h"
#include "common/appsettings.h"
#include "common/languagemanager.h"
#include "document/scenariodocument.h"
#include "lessoncli.h"
#include "rawargs.h"
#include "runscli.h"
#include "searchcli.h"
#include "shell/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTimer>

#include <csignal>
#include <cstdio>
#include <cstring>

using namespace shardscope;

namespace {

void describeApplication() {
    QCoreApplication::setOrganizationName(QStringLiteral("ShardScope"));
    QCoreApplication::setApplicationName(QStringLiteral("shardscope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SHARDSCOPE_VERSION));
}

struct WindowArguments {
    bool projector = false;
    std::optional<ThemeName> theme;
    QString scenario;
    QString language;
    QString lesson;
};

// --lang, else the language chosen last time, else the system's.
QString startLanguage(const QString& requested) {
    return requested.isNull() ? settings::language.value() : requested;
}

// Reads the window's command line; returns an exit code when there is nothing to open.
std::optional<int> parseWindowArguments(const QStringList& arguments, WindowArguments* out) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "cli",
        "See how training a transformer is split across chips.\n\n"
        "Commands:\n"
        "  shardscope [SCENARIO.json]          open the window\n"
        "  shardscope report SCENARIO.json     print the report JSON\n"
        "  shardscope search SCENARIO.json [--model book|whole|forecast] [--top N] "
        "[--whole-sequences]\n"
        "                    rank every layout of the chips (JSON)\n"
        "  shardscope export SCENARIO.json --out DIR [--figure NAME]... [--size WxH]\n"
        "                    [--scale S] [--lang LANG] [--projector] [--format png|svg|pdf|gif]\n"
        "                    [--no-caption] [--transparent]   write figures and animations\n"
        "  shardscope lesson --list [--lang LANG]   list the built-in lessons (ID, tab, title)\n"
        "  shardscope lesson LESSON|ID --out DIR [--format pdf|png]   write a lesson as slides\n"
        "  shardscope lesson --check LESSON|ID   check that no step states its own answer\n"
        "  shardscope runs [--json]            published runs: measured MFU, the model's ceiling "
        "and forecast\n"
        "  shardscope runs --calibrate         fit the forecast to the runs; print the errors\n"
        "Run 'shardscope report --help', 'shardscope export --help' or\n"
        "'shardscope lesson --list --help' for their options."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption projector(
        QStringLiteral("projector"),
        QCoreApplication::translate("cli", "Start in projector mode."));
    parser.addOption(projector);
    parser.addOption(themeOption());
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  QCoreApplication::translate("cli", "Language: en, ru or zh_CN."),
                                  QStringLiteral("LANG"));
    parser.addOption(lang);
    const QCommandLineOption lesson(
        QStringLiteral("lesson"),
        QCoreApplication::translate("cli", "Open a lesson at start: a built-in lesson's id or a "
                                           "lesson file."),
        QStringLiteral("ID|PATH"));
    parser.addOption(lesson);
    parser.addPositionalArgument(QStringLiteral("SCENARIO.json"),
                                 QCoreApplication::translate("cli", "Scenario file to open."),
                                 QStringLiteral("[SCENARIO.json]"));
    // Errors quote the arguments: printError escapes what could drive the terminal.
    if (!parser.parse(arguments)) {
        printError(parser.errorText());
        return ExitUsage;
    }
    // --help-all, which --help advertises, needs no display either.
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all")))
        return printHelpText(parser.helpText());
    if (parser.isSet(QStringLiteral("version")))
        return printHelpText(
            QStringLiteral("shardscope %1\n").arg(QCoreApplication::applicationVersion()));
    if (parser.positionalArguments().size() > 1) {
        printError(QCoreApplication::translate("cli", "usage: shardscope [SCENARIO.json]"));
        return ExitUsage;
    }
    if (parser.isSet(lang) && !LanguageManager::isKnown(parser.value(lang))) {
        printError(QCoreApplication::translate("cli", "--lang: \"%1\" is not one of en, ru, zh_CN")
                       .arg(parser.value(lang)));
        return ExitUsage;
    }
    out->language = parser.isSet(lang) ? parser.value(lang) : QString();
    out->projector = parser.isSet(projector);
    out->lesson = parser.value(lesson);
    QString themeError;
    if (parser.isSet(QStringLiteral("theme")) &&
        !(out->theme = parseThemeOption(parser, &themeError))) {
        printError(themeError);
        return ExitUsage;
    }
    out->scenario = parser.positionalArguments().value(0);
    return std::nullopt;
}

// On the command line stderr carries one line per error and nothing else. Qt warns when
// XDG_RUNTIME_DIR is unset (common under sudo, cron and containers) though report and export
// never use the runtime folder: that warning is dropped, every other message passes on.
QtMessageHandler g_previousHandler = nullptr;

void cliMessageHandler(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR")) ||
        message.startsWith(QLatin1String("QStandardPaths: runtime directory")))
        return;
    g_previousHandler(type, context, message);
}

bool haveDisplay() {
    return qEnvironmentVariableIsSet("QT_QPA_PLATFORM") || qEnvironmentVariableIsSet("DISPLAY") ||
           qEnvironmentVariableIsSet("WAYLAND_DISPLAY");
}

// A name that is not UTF-8 opens through a descriptor opened by its bytes, as an untitled copy:
// Qt cannot spell the name to save to it (Save As names a new file).
bool openScenario(MainWindow& window, const QString& fileName) {
    if (qtKeepsBytes(fileName))
        return window.openFile(fileName);
    QString readable;
    if (const QString error = openFileForReading(fileName, &readable); !error.isEmpty()) {
        window.showOpenError(error);
        return false;
    }
    return window.openCopy(readable, displayPath(fileName));
}

int runWindow(int argc, char** argv) {
    WindowArguments args;
    {
        // Help, version and usage errors need no display: answer them before the GUI exists.
        QCoreApplication probe(argc, argv);
        describeApplication();
        LanguageManager::instance()->setLanguage(startLanguage(QString()));
        // A file name keeps its bytes (rawargs.h): the window may name a file Qt cannot spell.
        if (const auto exit = parseWindowArguments(argumentList(argc, argv), &args))
            return *exit;
        if (!haveDisplay()) {
            std::fputs(
                qPrintable(QCoreApplication::translate(
                               "cli",
                               "shardscope: no display to open the window on (DISPLAY is not "
                               "set); 'shardscope report' and 'shardscope export' work without "
                               "one.") +
                           QLatin1Char('\n')),
                stderr);
            return ExitNoDisplay;
        }
    }
    QApplication app(argc, argv);
    describeApplication();
    LanguageManager::instance()->setLanguage(startLanguage(args.language));
    MainWindow window;
    if (args.projector)
        window.setProjectorMode(true);
    if (args.theme)
        window.setTheme(*args.theme);
    // docs/user-guide.md: an invalid file still opens the window, on the default scenario,
    // with its message.
    if (!args.scenario.isEmpty() && !openScenario(window, args.scenario))
        window.document()->reset(defaultScenario());
    window.show();
    // Like a scenario: an invalid lesson still opens the window, which says why.
    if (!args.lesson.isEmpty())
        window.openLesson(args.lesson);
    // After the window is up: the offer to restore edits an unclean exit left behind.
    QTimer::singleShot(0, &window, &MainWindow::offerRecovery);
    return app.exec();
}

} // namespace

int main(int argc, char** argv) {
    // A reader that stops early (`shardscope search … | head`) closes the pipe: the write then
    // fails and says so (exit 1, README's table), instead of the process dying by SIGPIPE.
    std::signal(SIGPIPE, SIG_IGN);
    if (argc >= 2 && (std::strcmp(argv[1], "report") == 0 || std::strcmp(argv[1], "export") == 0 ||
                      std::strcmp(argv[1], "runs") == 0 || std::strcmp(argv[1], "search") == 0))
        g_previousHandler = qInstallMessageHandler(cliMessageHandler);
    if (argc >= 2 && std::strcmp(argv[1], "report") == 0) {
        QCoreApplication app(argc, argv); // no display needed
        describeApplication();
        return runReport(argumentList(argc, argv)); // file names keep their bytes
    }
    if (argc >= 2 && std::strcmp(argv[1], "search") == 0) {
        QCoreApplication app(argc, argv); // no display needed
        describeApplication();
        return runSearch(argumentList(argc, argv)); // file names keep their bytes
    }
    if (argc >= 2 && std::strcmp(argv[1], "runs") == 0) {
        QCoreApplication app(argc, argv); // no display needed
        describeApplication();
        return runRuns(app.arguments());
    }
    if (argc >= 2 && std::strcmp(argv[1], "export") == 0) {
        qputenv("QT_QPA_PLATFORM", "offscreen"); // before the application exists: no display needed
        QApplication app(argc, argv);
        describeApplication();
        return runExport(argumentList(argc, argv)); // file and folder names keep their bytes
    }
    if (argc >= 2 && std::strcmp(argv[1], "lesson") == 0) {
        g_previousHandler = qInstallMessageHandler(cliMessageHandler);
        qputenv("QT_QPA_PLATFORM", "offscreen"); // slides need fonts and painters, no display
        QApplication app(argc, argv);
        describeApplication();
        return runLesson(argumentList(argc, argv)); // file and folder names keep their bytes
    }
    return runWindow(argc, argv);
}
