#pragma once

#include <QString>

namespace shardscope::settings {

/** Every QSettings key, once ("Group/key"). */
inline const QString windowGeometry = QStringLiteral("Window/geometry");
inline const QString windowState = QStringLiteral("Window/state");
inline const QString currentTab = QStringLiteral("Window/tab");
inline const QString lastScenario = QStringLiteral("Session/scenario");
/** The pinned scenario A, as scenario JSON; absent when nothing is pinned. */
inline const QString pinnedScenario = QStringLiteral("Session/pinned");
inline const QString recentFiles = QStringLiteral("Files/recent");
inline const QString lastDir = QStringLiteral("Files/lastDir");
inline const QString projector = QStringLiteral("View/projector");
inline const QString theme = QStringLiteral("View/theme"); ///< Theme::id(): light, dark, contrast
inline const QString exportSize = QStringLiteral("Export/size");
inline const QString exportDir = QStringLiteral("Export/dir");
inline const QString exportFormat = QStringLiteral("Export/format");   ///< png, svg, pdf or gif
inline const QString exportFigures = QStringLiteral("Export/figures"); ///< ids chosen in the dialog
inline const QString exportCaption = QStringLiteral("Export/caption"); ///< bool
inline const QString exportTransparent = QStringLiteral("Export/transparent"); ///< bool
inline const QString figureExportDir =
    QStringLiteral("Export/lastDir"); ///< a figure's own "Export figure…"
inline const QString language = QStringLiteral("View/language");
inline const QString boardArrangement = QStringLiteral("Board/arrangement");
inline const QString boardViews = QStringLiteral("Board/views");
inline const QString lastLesson = QStringLiteral("Lesson/last");     ///< built-in id or file path
inline const QString lastLessonStep = QStringLiteral("Lesson/step"); ///< 0-based
/** Whether an overlay of the compute-vs-comms figure is shown ("dp", "fsdp", "tp", "best"). */
inline QString overlayShown(const char* overlay) {
    return QStringLiteral("Figures/computeVsComms/%1").arg(QLatin1String(overlay));
}
/** The curves a figure's legend has hidden (by Figure::curveKey()), per figure id. */
inline QString hiddenCurves(const QString& figureId) {
    return QStringLiteral("Figures/%1/hidden").arg(figureId);
}

} // namespace shardscope::settings
