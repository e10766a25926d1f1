#pragma once

#include <QStringList>

namespace shardscope {

/** Exit codes of the command line (docs/report.md#exit-codes). */
enum ExitCode {
    ExitOk = 0,
    ExitBadInput = 1,
    ExitUsage = 2,
    ExitNoDisplay = 3, ///< the window was asked for where there is no display: nothing wrong with the input
};

/** `shardscope report SCENARIO.json`: the report JSON on stdout. Needs a QCoreApplication. */
int runReport(const QStringList& arguments);

/** `shardscope export SCENARIO.json --out DIR ...`: figures as PNG. Needs a QApplication. */
int runExport(const QStringList& arguments);

} // namespace shardscope
