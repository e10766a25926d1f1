#pragma once

#include <QByteArray>
#include <QDir>
#include <QSettings>
#include <QSize>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace shardscope::settings {

/**
 * One saved setting: its key ("Group/key") and its default, declared once below. `value()` is
 * what was saved, else the default; a value of another type from an older version reads as the
 * default too.
 */
template <typename T> class Setting {
  public:
    using Default = T (*)();
    Setting(QString key, Default fallback) : m_key(std::move(key)), m_default(fallback) {}

    const QString& key() const { return m_key; }
    T value() const {
        const QVariant saved = QSettings().value(m_key);
        return saved.isValid() && saved.canConvert<T>() ? saved.value<T>() : m_default();
    }
    bool isSaved() const { return QSettings().contains(m_key); }
    void setValue(const T& value) const { QSettings().setValue(m_key, QVariant::fromValue(value)); }
    void remove() const { QSettings().remove(m_key); }

  private:
    QString m_key;
    Default m_default;
};

/** Where exports go until the user picks a folder: the pictures folder, else home. */
inline QString defaultExportFolder() {
    const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    return pictures.isEmpty() ? QDir::homePath() : pictures;
}

// The window and the session.
inline const Setting<QByteArray> windowGeometry{QStringLiteral("Window/geometry"),
                                                [] { return QByteArray(); }};
inline const Setting<QByteArray> windowState{QStringLiteral("Window/state"),
                                             [] { return QByteArray(); }};
inline const Setting<int> currentTab{QStringLiteral("Window/tab"), [] { return 0; }};
/** The scenario on screen at the last exit, as scenario JSON; empty: the default scenario. */
inline const Setting<QString> lastScenario{QStringLiteral("Session/scenario"),
                                           [] { return QString(); }};
/** The pinned scenario A, as scenario JSON; empty when nothing is pinned. */
inline const Setting<QString> pinnedScenario{QStringLiteral("Session/pinned"),
                                             [] { return QString(); }};

// Files.
inline const Setting<QStringList> recentFiles{QStringLiteral("Files/recent"),
                                              [] { return QStringList(); }};
/** The folder of the last scenario or lesson opened or saved; empty: the dialog's own. */
inline const Setting<QString> lastDir{QStringLiteral("Files/lastDir"), [] { return QString(); }};

// The look.
inline const Setting<bool> projector{QStringLiteral("View/projector"), [] { return false; }};
/** Theme::id(): light, dark or contrast; empty: light. */
inline const Setting<QString> theme{QStringLiteral("View/theme"), [] { return QString(); }};
/** en, ru or zh_CN; empty: the system's. */
inline const Setting<QString> language{QStringLiteral("View/language"), [] { return QString(); }};

/** The run banner shows its source and approximations, not only its first line. */
inline const Setting<bool> runDetails{QStringLiteral("View/runDetails"), [] { return false; }};

// Exports.
inline const Setting<QSize> exportSize{QStringLiteral("Export/size"),
                                       [] { return QSize(1920, 1080); }};
/** The export dialog's folder, a pane's, the board slide's and a lesson deck's. */
inline const Setting<QString> exportDir{QStringLiteral("Export/dir"), defaultExportFolder};
/** A figure's own "Export figure…": the folder of the last such file. */
inline const Setting<QString> figureExportDir{QStringLiteral("Export/lastDir"),
                                              defaultExportFolder};
inline const Setting<QString> exportFormat{QStringLiteral("Export/format"), ///< png, svg, pdf, gif
                                           [] { return QStringLiteral("png"); }};
/** The figure ids chosen in the export dialog; not saved yet: every figure it offers. */
inline const Setting<QStringList> exportFigures{QStringLiteral("Export/figures"),
                                                [] { return QStringList(); }};
inline const Setting<bool> exportCaption{QStringLiteral("Export/caption"), [] { return true; }};
inline const Setting<bool> exportTransparent{QStringLiteral("Export/transparent"),
                                             [] { return false; }};

// The board and the lesson.
/** The panes' view ids, in order; empty: the arrangement's own. */
inline const Setting<QStringList> boardViews{QStringLiteral("Board/views"),
                                             [] { return QStringList(); }};
/** The arrangement's key; empty: tabs. */
inline const Setting<QString> boardArrangement{QStringLiteral("Board/arrangement"),
                                               [] { return QString(); }};
/** The lesson open last: a built-in id or a file path. */
inline const Setting<QString> lastLesson{QStringLiteral("Lesson/last"), [] { return QString(); }};
inline const Setting<int> lastLessonStep{QStringLiteral("Lesson/step"),
                                         [] { return 0; }}; ///< 0-based

// Per figure.
/** Whether an overlay of the compute-vs-comms figure is shown ("dp", "fsdp", "tp", "best"). */
inline Setting<bool> overlayShown(const char* overlay) {
    return {QStringLiteral("Figures/computeVsComms/%1").arg(QLatin1String(overlay)),
            [] { return true; }};
}
/** The curves a figure's legend has hidden (by CurveVisibility::curveKey()), per figure id. */
inline Setting<QStringList> hiddenCurves(const QString& figureId) {
    return {QStringLiteral("Figures/%1/hidden").arg(figureId), [] { return QStringList(); }};
}

} // namespace shardscope::settings
