#pragma once

#include "document/autosave.h"
#include "scenario.h"

#include <QDateTime>
#include <QObject>
#include <QString>

class QTimer;
class QWidget;

namespace shardscope {

class ScenarioDocument;

/**
 * The file behind a ScenarioDocument: its name, whether the scenario has unsaved edits (the
 * undo stack's clean state), the prompts that guard them, the write itself and crash recovery.
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
    DocumentFile(ScenarioDocument* doc, QWidget* window);

    QString fileName() const { return m_fileName; }
    bool isModified() const;

    /** Reads `fileName` without asking about unsaved edits; on failure emits failed(). */
    bool open(const QString& fileName);
    /** The scenario now comes from no file (a book scenario): untitled and unmodified. */
    void setUntitled();

    /** Saves to the current file, or asks for a name when there is none. */
    bool save();
    /** Asks for a name and saves there; the name is taken only once the write succeeded. */
    bool saveAs();
    /** Writes to `fileName` and makes it the document's file on success. */
    bool saveTo(const QString& fileName);

    /** Before unsaved edits are replaced: Save, Discard or Cancel. True: go on. */
    bool maybeSave();

    /** At start: if an autosave survived a session that is gone, offers to restore it. */
    void offerRecovery();
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
    /** Something could not be read or written: a title and a one-line message. */
    void failed(const QString& title, const QString& message);
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
    QWidget* m_window;
    QString m_fileName;
    Scenario m_saved; ///< as the file holds it (or as a new window starts)
    bool m_modified = false;
    Stamp m_stamp;
    QTimer* m_autosaveTimer;
    bool m_autosaveDue = false;
    Autosave m_autosave;
};

} // namespace shardscope
