#pragma once

#include <QString>

namespace shardscope::settings {

/** Every QSettings key, once ("Group/key"). */
inline const QString windowGeometry = QStringLiteral("Window/geometry");
inline const QString windowState = QStringLiteral("Window/state");
inline const QString currentTab = QStringLiteral("Window/tab");
inline const QString lastScenario = QStringLiteral("Session/scenario");
inline const QString recentFiles = QStringLiteral("Files/recent");
inline const QString lastDir = QStringLiteral("Files/lastDir");
inline const QString projector = QStringLiteral("View/projector");
inline const QString theme = QStringLiteral("View/theme"); ///< Theme::id(): light, dark, contrast
inline const QString exportSize = QStringLiteral("Export/size");
inline const QString exportDir = QStringLiteral("Export/dir");
inline const QString language = QStringLiteral("View/language");

} // namespace shardscope::settings
