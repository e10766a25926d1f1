#pragma once

#include <QByteArray>
#include <QString>

#include <memory>
#include <optional>

class QLockFile;

namespace shardscope {

/**
 * One window's autosave file: `autosave-PID-RANDOM.json` in the application's data folder, so
 * two windows never share one. While the window has written it, it holds a lock next to it
 * (QLockFile, `….json.lock`); a file whose lock is free was left by a session that is gone,
 * and only such a file is offered back at the next start.
 *
 * Nothing here follows a symbolic link or waits on a FIFO: a path taken by anything but a
 * regular file is left alone (not written, not read, not removed), and reads never block.
 */
class Autosave {
  public:
    Autosave();
    ~Autosave();
    Autosave(const Autosave&) = delete;
    Autosave& operator=(const Autosave&) = delete;

    /** The folder every window keeps its autosave in. */
    static QString folder();
    /** This window's autosave file. */
    QString path() const { return m_path; }

    /**
     * Replaces the file with `bytes` (a temporary file renamed over it, readable by its owner
     * only). False when not written: something other than a regular file is at the path or at
     * its lock, another process holds the lock, or the write failed.
     */
    bool write(const QByteArray& bytes);
    /** Removes this window's file (only a regular file, only its own) and releases the lock. */
    void remove();

    /** An autosave left by a session that is gone, locked for this process until discarded. */
    struct Orphan {
        Orphan();
        Orphan(Orphan&&) noexcept;
        ~Orphan();
        QString path;
        QByteArray bytes; ///< at most the size asked for
        std::unique_ptr<QLockFile> lock;
        /** Removes the file and its lock: the edits were restored or declined. */
        void discard();
    };
    /**
     * The newest autosave in folder() whose writer is gone (its lock free), read without
     * blocking, or nothing. Files another live window holds, and paths that are not regular
     * files, are skipped.
     */
    static std::optional<Orphan> takeOrphan(qint64 maxBytes);

  private:
    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace shardscope
