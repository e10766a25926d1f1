#include "common/filewrite.h"

#include <QSaveFile>

#include <cerrno>
#include <cstring>

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

} // namespace shardscope
