#include "common/filewrite.h"

#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

#include <cstdlib>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace shardscope {

QString systemErrorText(int errnum) {
    switch (errnum) {
    case ENOSPC:
        return FileWriteText::tr("no space left on device");
    case EDQUOT:
        return FileWriteText::tr("disk quota exceeded");
    default:
        return QString::fromLocal8Bit(std::strerror(errnum));
    }
}

QString cannotWriteMessage(const QString& file, const QString& why) {
    return FileWriteText::tr("%1: cannot write the file: %2").arg(file, why);
}

// The bytes are written with write(2) and synced with fsync(2) here rather than by QSaveFile's
// own buffer: QSaveFile keeps no errno, so its message for a full disk is "Unknown error".
QString writeFileAtomically(const QString& file, const QByteArray& bytes,
                            const std::function<void(int fd)>& prepare) {
    QSaveFile out(file);
    errno = 0;
    if (!out.open(QIODevice::WriteOnly))
        return errno == ENOSPC || errno == EDQUOT ? systemErrorText(errno) : out.errorString();
    const int fd = out.handle();
    if (prepare)
        prepare(fd);
    const char* data = bytes.constData();
    qint64 left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, data, size_t(left));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const int why = n < 0 ? errno : ENOSPC;
            out.cancelWriting();
            return systemErrorText(why);
        }
        data += n;
        left -= n;
    }
    // Some file systems report a full disk only when the data reaches it.
    if (::fsync(fd) != 0 && errno != EINVAL && errno != EROFS) {
        const int why = errno;
        out.cancelWriting();
        return systemErrorText(why);
    }
    if (!out.commit())
        return out.errorString();
    return {};
}

namespace {

// Every byte to `fd`, then to the disk; errno's text on failure.
QString writeAndSync(int fd, const QByteArray& bytes) {
    const char* data = bytes.constData();
    qint64 left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, data, size_t(left));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return systemErrorText(n < 0 ? errno : ENOSPC);
        data += n;
        left -= n;
    }
    if (::fsync(fd) != 0 && errno != EINVAL && errno != EROFS)
        return systemErrorText(errno);
    return {};
}

} // namespace

QString writeFileNoFollow(const QString& file, const QByteArray& bytes, bool* isLink) {
    *isLink = false;
    const QFileInfo info(file);
    // Hidden, in the same folder as the folder names it: rename(2) stays on one file system.
    QByteArray pattern = QFile::encodeName(info.path() + QStringLiteral("/.") + info.fileName() +
                                           QStringLiteral(".XXXXXX"));
    errno = 0;
    const int fd = ::mkstemp(pattern.data()); // O_EXCL: never opens what is already there
    if (fd < 0)
        return systemErrorText(errno);
    // The old file's mode, or a new file's (not mkstemp's 0600), as QSaveFile keeps it.
    const QByteArray name = QFile::encodeName(file);
    struct stat st {};
    const mode_t mask = ::umask(0);
    ::umask(mask);
    const bool replacing = ::lstat(name.constData(), &st) == 0 && S_ISREG(st.st_mode);
    ::fchmod(fd, replacing ? (st.st_mode & 07777) : (0666 & ~mask));
    QString why = writeAndSync(fd, bytes);
    if (::close(fd) != 0 && why.isEmpty())
        why = systemErrorText(errno);
    if (why.isEmpty() && ::lstat(name.constData(), &st) == 0 && S_ISLNK(st.st_mode))
        *isLink = true;
    if (why.isEmpty() && !*isLink && ::rename(pattern.constData(), name.constData()) != 0)
        why = systemErrorText(errno);
    if (!why.isEmpty() || *isLink)
        ::unlink(pattern.constData());
    return why;
}

} // namespace shardscope
