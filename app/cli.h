#pragma once

#include "theme.h"

#include <QCommandLineOption>
#include <QSize>
#include <QStringList>

#include <optional>

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
