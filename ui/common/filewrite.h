#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <functional>

namespace shardscope {

/** The translation context of the words for a failed system call. */
struct FileWriteText {
    Q_DECLARE_TR_FUNCTIONS(shardscope::FileWriteText)
};

/**
 * Why a system call failed, in the UI's language, from its errno: a full disk reads "no space
 * left on device" (Qt's QSaveFile says only "Unknown error" there), a quota "disk quota exceeded";
 * anything else is the system's own text.
 */
QString systemErrorText(int errnum);

/** "FILE: cannot write the file: WHY", translated: what the window and the command line say
 * when a write fails (README, "Files are handled with care"). */
QString cannotWriteMessage(const QString& file, const QString& why);

/**
 * The one way the window and the command line write a file: the bytes go to a temporary file
 * next to `file` (QSaveFile), are flushed to the disk, and only then replace `file`; a failed
 * write leaves the old file whole. `prepare` is called with the temporary file's descriptor
 * before the bytes are written (to copy a mode or a group). Returns an empty string, or why the
 * write failed (from the errno the failing call left, see systemErrorText).
 */
QString writeFileAtomically(const QString& file, const QByteArray& bytes,
                            const std::function<void(int fd)>& prepare = {});

/**
 * The same for a file that must never be written through a symbolic link (exports, slides): the
 * temporary file is made in `file`'s folder as that folder names it, and rename(2) puts it in
 * place, which replaces a link swapped in at the name but never writes its target. Returns
 * "" or why; `*isLink` is set when a link stands at the name just before the rename, and then
 * nothing is written.
 */
QString writeFileNoFollow(const QString& file, const QByteArray& bytes, bool* isLink);

} // namespace shardscope
