#include "common/lossyname.h"

#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

#include <dirent.h>
#include <fcntl.h>

namespace shardscope {

namespace {

// The name's bytes, each byte that is not part of valid UTF-8 written \xe9.
QString escaped(const QByteArray& bytes) {
    QString out;
    for (qsizetype i = 0; i < bytes.size();) {
        qsizetype length = 1;
        const auto lead = uchar(bytes[i]);
        if (lead >= 0xC2 && lead <= 0xF4)
            length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString text = utf8(bytes.mid(i, length));
        if (lead < 0x80 || (!utf8.hasError() && i + length <= bytes.size())) {
            out += text;
            i += length;
        } else {
            out += QStringLiteral("\\x") + QString::number(lead, 16);
            ++i;
        }
    }
    return out;
}

} // namespace

bool openLossyName(const QString& fileName, QString* readable, QString* shown) {
    if (!fileName.contains(QChar::ReplacementCharacter))
        return false;
    const QFileInfo info(fileName);
    const QByteArray folder = QFile::encodeName(info.absolutePath());
    DIR* dir = ::opendir(folder.constData());
    if (!dir)
        return false;
    QByteArray match;
    int matches = 0;
    while (const dirent* entry = ::readdir(dir))
        if (QFile::decodeName(entry->d_name) == info.fileName()) {
            match = entry->d_name;
            ++matches;
        }
    ::closedir(dir);
    if (matches != 1)
        return false;
    // Kept open until the program ends: the name below stays valid as long as it is.
    const int fd = ::open((folder + '/' + match).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    *readable = QStringLiteral("/proc/self/fd/%1").arg(fd);
    *shown = info.absolutePath() + QLatin1Char('/') + escaped(match);
    return true;
}

} // namespace shardscope
