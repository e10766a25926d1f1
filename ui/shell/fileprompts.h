#pragma once

#include <QObject>
#include <QString>

class QWidget;

namespace shardscope {

class DocumentFile;

/**
 * What the window asks and shows about the document's file: the name to save under, whether to
 * overwrite a file another program changed, whether to save unsaved edits first, whether to
 * restore the edits of a session that ended unexpectedly, and what went wrong. DocumentFile
 * does the work and says what happened; this turns that into dialogs.
 */
class FilePrompts : public QObject {
    Q_OBJECT
  public:
    FilePrompts(DocumentFile* file, QWidget* window);

    /** Opens `fileName` (unsaved edits are asked about first by the caller); says why not. */
    bool open(const QString& fileName);
    /** Saves to the document's file, or asks for a name when it has none. */
    bool save();
    /** Asks for a name and saves there; the name is taken only once the write succeeded. */
    bool saveAs();
    /** Before unsaved edits are replaced: Save, Discard or Cancel. True: go on. */
    bool maybeSave();
    /** At start: offers the edits a session that ended unexpectedly left behind. */
    void offerRecovery();

  signals:
    /** Something could not be read or written: a title and a one-line message. */
    void failed(const QString& title, const QString& message);

  private:
    bool saveTo(const QString& fileName);
    bool confirmOverwrite(const QString& fileName);

    DocumentFile* m_file;
    QWidget* m_window;
};

} // namespace shardscope
