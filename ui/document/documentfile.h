#pragma once

#include "document/autosave.h"
#include "scenario.h"

#include <QDateTime>
#include <QObject>
#include <QString>

#include <optional>

class QTimer;

namespace shardscope {

class ScenarioDocument;

/** What a save did, or what it needs before it can: the shell shows it or asks. */
struct SaveResult {
    enum class Status {
        Saved,
        NeedsName,     ///< the document has no file yet: ask for one, then saveTo() it
        ChangedOnDisk, ///< another program changed the file: ask, then saveTo(…, Overwrite)
        Failed,        ///< `error` says why; the name and the modified state are as they were
    };
    Status status = Status::Saved;
    QString error;
    bool saved() const { return status == Status::Saved; }
};

/** Unsaved edits a session that ended unexpectedly left behind. */
struct Recovery {
    Scenario scenario;
    QString origin; ///< the file they were edits of; empty for an untitled scenario
};

/**
 * The file behind a ScenarioDocument: its name, whether the scenario has unsaved edits, the
 * write itself and crash recovery. It shows nothing and asks nothing: each call returns what
 * happened (an error's text, a name or an answer it needs) and the shell shows or asks.
 *
 * Writes go through QSaveFile (the old file survives a failed write) and keep the old file's
 * permissions and group. A save notices when someone else changed the file since it was read
 * or last written (its time, size or content).
 * While there are unsaved edits they are copied every few seconds to this window's autosave
 * file (Autosave); a clean exit removes it, so an autosave found at start whose window is gone
 * means that session ended unexpectedly.
 */
class DocumentFile : public QObject {
    Q_OBJECT
  public:
    explicit DocumentFile(ScenarioDocument* doc);

    QString fileName() const { return m_fileName; }
    bool isModified() const;

    /** Reads `fileName` (unsaved edits are the caller's to ask about); false with `error`. */
    bool open(const QString& fileName, QString* error);
    /** The scenario now comes from no file (a book scenario): untitled and unmodified. */
    void setUntitled();

    /** Saves to the current file; NeedsName when there is none. */
    SaveResult save();
    enum class Overwrite { IfUnchanged, Always };
    /**
     * Writes to `fileName` and makes it the document's file once the write succeeded.
     * ChangedOnDisk, writing nothing, when it is this document's file and another program
     * changed it since it was read or last written, unless `overwrite` is Always.
     */
    SaveResult saveTo(const QString& fileName, Overwrite overwrite = Overwrite::IfUnchanged);

    /**
     * At start: the unsaved edits of a session that is gone, taken (the autosave is removed
     * whatever the answer); none when there is none or it cannot be read.
     */
    std::optional<Recovery> takeRecovery();
    /** Restores taken edits: on their file as it is on disk, as one undo step. */
    void restore(const Recovery& recovery);
    /** At a clean exit: this window's autosave is not needed any more. */
    void closing();

    /** Where this window keeps its unsaved edits while it runs. */
    QString autosavePath() const { return m_autosave.path(); }
    static constexpr int autosaveIntervalMs = 3000;
    /** How often unsaved edits are written (autosaveIntervalMs unless a test wants it sooner). */
    void setAutosaveInterval(int ms);

  signals:
    /** A file was opened or saved under a new name (for the window title and Open Recent). */
    void fileNameChanged(const QString& fileName);
    void modifiedChanged(bool modified);
    void saved(const QString& fileName);
    /** An autosave of unsaved edits was tried: `written` false when the file refused it. */
    void autosaveTried(bool written);

  private:
    struct Stamp {
        QDateTime modified;
        qint64 size = -1;
        QByteArray hash; ///< of the content: an edit may keep the size and put the time back
        bool operator==(const Stamp&) const = default;
    };
    static Stamp stampOf(const QString& fileName);
    bool changedOnDisk(const QString& fileName) const;
    bool write(const QString& fileName, QString* error) const;
    void setFileName(const QString& fileName);
    void markSaved();
    void updateModified();
    void writeAutosave();
    void removeAutosave();

    ScenarioDocument* m_doc;
    QString m_fileName;
    Scenario m_saved; ///< as the file holds it (or as a new window starts)
    bool m_modified = false;
    Stamp m_stamp;
    QTimer* m_autosaveTimer;
    bool m_autosaveDue = false;
    Autosave m_autosave;
};

} // namespace shardscope
