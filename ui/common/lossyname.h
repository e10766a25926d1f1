#pragma once

#include <QString>

namespace shardscope {

/**
 * A file a file dialog named with U+FFFD where the name's bytes are not UTF-8 (Qt decodes
 * caf\xe9.json to "caf\uFFFD.json" and cannot encode it back): the one entry of its folder
 * whose name decodes to it, opened for reading by its bytes. `readable` is then a name Qt can
 * spell for it (/proc/self/fd/N, valid while the program runs) and `shown` the name with each
 * byte that is not UTF-8 written \xe9. False when no entry or more than one decodes to it.
 */
bool openLossyName(const QString& fileName, QString* readable, QString* shown);

} // namespace shardscope
