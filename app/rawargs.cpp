#include "rawargs.h"

#include "common/filewrite.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cerrno>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace shardscope {

namespace {

constexpr char16_t kEscapeBase = 0xDC00; // byte b (0x80..0xFF) is U+DC00 + b

bool isEscapedByte(const QString& text, qsizetype i) {
    const char16_t c = text[i].unicode();
    return c >= 0xDC80 && c <= 0xDCFF && !(i > 0 && text[i - 1].isHighSurrogate());
}

// The length of the valid UTF-8 sequence at `p` (at most `left` bytes), or 0 if there is none.
int validSequence(const unsigned char* p, qsizetype left) {
    const unsigned char b = p[0];
    if (b < 0x80)
        return 1;
    const int length = b >= 0xC2 && b <= 0xDF   ? 2
                       : b >= 0xE0 && b <= 0xEF ? 3
                       : b >= 0xF0 && b <= 0xF4 ? 4
                                                : 0;
    if (length == 0 || left < length)
        return 0;
    for (int k = 1; k < length; ++k)
        if ((p[k] & 0xC0) != 0x80)
            return 0;
    // No overlong forms, no surrogates, nothing above U+10FFFF.
    if ((b == 0xE0 && p[1] < 0xA0) || (b == 0xED && p[1] >= 0xA0) || (b == 0xF0 && p[1] < 0x90) ||
        (b == 0xF4 && p[1] >= 0x90))
        return 0;
    return length;
}

} // namespace

QString argumentText(const QByteArray& bytes) {
    QString text;
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.constData());
    const qsizetype size = bytes.size();
    for (qsizetype i = 0; i < size;) {
        const int n = validSequence(p + i, size - i);
        if (n == 0) {
            text += QChar(char16_t(kEscapeBase + p[i]));
            ++i;
        } else {
            text += QString::fromUtf8(bytes.constData() + i, n);
            i += n;
        }
    }
    return text;
}

QStringList argumentList(int argc, char** argv) {
    QStringList list;
    for (int i = 0; i < argc; ++i)
        list << argumentText(QByteArray(argv[i]));
    return list;
}

QByteArray pathBytes(const QString& text) {
    QByteArray bytes;
    qsizetype start = 0;
    for (qsizetype i = 0; i < text.size(); ++i)
        if (isEscapedByte(text, i)) {
            bytes += text.mid(start, i - start).toUtf8();
            bytes += char(text[i].unicode() - kEscapeBase);
            start = i + 1;
        }
    return bytes + text.mid(start).toUtf8();
}

bool qtKeepsBytes(const QString& text) {
    for (qsizetype i = 0; i < text.size(); ++i)
        if (isEscapedByte(text, i))
            return false;
    return true;
}

QString displayPath(const QString& text) {
    QString shown;
    for (qsizetype i = 0; i < text.size(); ++i)
        shown += isEscapedByte(text, i)
                     ? QStringLiteral("\\x%1").arg(int(text[i].unicode() - kEscapeBase), 2, 16,
                                                   QLatin1Char('0'))
                     : QString(text[i]);
    return shown;
}

QString openFolder(const QString& dir, QString* usable) {
    const QByteArray path = pathBytes(dir);
    for (qsizetype slash = path.indexOf('/', 1);; slash = path.indexOf('/', slash + 1)) {
        const QByteArray part = slash < 0 ? path : path.left(slash);
        struct stat info {};
        if (!part.isEmpty() && ::stat(part.constData(), &info) != 0 &&
            ::mkdir(part.constData(), 0777) != 0 && errno != EEXIST)
            return QCoreApplication::translate("cli", "%1: cannot create the folder: %2")
                .arg(dir, systemErrorText(errno));
        if (slash < 0)
            break;
    }
    // Kept open until the program ends: the name below stays valid as long as it is.
    const int fd = ::open(path.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return QCoreApplication::translate("cli", "%1: cannot open the folder: %2")
            .arg(dir, systemErrorText(errno));
    *usable = QStringLiteral("/proc/self/fd/%1").arg(fd);
    if (!QFileInfo(*usable).isDir())
        return QCoreApplication::translate("cli", "%1: cannot open the folder: %2")
            .arg(dir, QStringLiteral("/proc is not mounted"));
    return {};
}

QString openFileForReading(const QString& path, QString* usable) {
    // Kept open until the program ends: the name below stays valid as long as it is.
    const int fd = ::open(pathBytes(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return QCoreApplication::translate("cli", "%1: cannot open the file: %2")
            .arg(displayPath(path), systemErrorText(errno));
    *usable = QStringLiteral("/proc/self/fd/%1").arg(fd);
    return {};
}

} // namespace shardscope
