#pragma once

#include <QStringList>

namespace shardscope {

/**
 * `shardscope runs [--json]`: the published runs, one per measured point, with the model's MFU
 * ceiling computed now (docs/runs.md). A table on stdout, or with --json an array of objects.
 * Needs a QCoreApplication.
 */
int runRuns(const QStringList& arguments);

} // namespace shardscope
