#pragma once

#include "common/theme.h"
#include "run_file.h"
#include "scenario.h"

#include <QCommandLineOption>
#include <QSize>
#include <QStringList>

#include <functional>
#include <optional>
#include <string>

class QCommandLineParser;

namespace shardscope {

/** Exit codes of the command line (docs/report.md#exit-codes). */
enum ExitCode {
    ExitOk = 0,
    ExitBadInput = 1,
    ExitUsage = 2,
    ExitNoDisplay =
        3, ///< the window was asked for where there is no display: nothing wrong with the input
};

/**
 * One error line on stderr: control characters in it (a file name's, a value's) are written
 * escaped (\n, \u001b), so nothing in the arguments or a file can drive the terminal.
 */
void printError(const QString& message);
/** `message` on stderr as one line, control characters escaped; returns `code` (an exit code). */
int failWith(int code, const QString& message);
/**
 * `text` on stdout, flushed; false with the system's reason when it could not all be written
 * (`> /dev/full`, a closed pipe).
 */
bool writeStdout(const std::string& text, QString* why);
/**
 * Reads `COMMAND SCENARIO.json [options]`: an exit code when the command is done already
 * (--help, a usage error, printed as `usage`), else nullopt with the file in `file`.
 */
std::optional<int> parseScenarioCommand(QCommandLineParser& parser, const QStringList& arguments,
                                        const QString& usage, QString* file);
/**
 * Loads the scenario `file` names (its bytes kept) and writes what `render` makes of it on
 * stdout: exit 0, or exit 1 with one line (the file's error, or `cannotWrite` with the reason).
 */
int printForScenario(
    const QString& file, const QString& cannotWrite,
    const std::function<std::string(const Scenario&, const std::optional<RunFile>&)>& render);
/** --help and --version: the text on stdout; a failed write is reported and is exit 1. */
int printHelpText(const QString& text);

/** `--theme light|dark|contrast`, for the window and for `export`. */
QCommandLineOption themeOption();
/** The theme --theme names (light when absent); nullopt with a one-line message for an unknown
 * name. */
std::optional<ThemeName> parseThemeOption(const QCommandLineParser& parser, QString* error);

/** "1920x1080" (also 1920X1080, 1920×1080), each side 16 to 16384; false for anything else. */
bool parseSize(const QString& text, QSize* size);

/** `shardscope report SCENARIO.json`: the report JSON on stdout. Needs a QCoreApplication. */
int runReport(const QStringList& arguments);

/** `shardscope export SCENARIO.json --out DIR ...`: figures as PNG. Needs a QApplication. */
int runExport(const QStringList& arguments);

} // namespace shardscope
