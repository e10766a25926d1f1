#include "document/autosave.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QLockFile>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryFile>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>

namespace shardscope {

namespace {

// What lstat says is at `path`: nothing, a regular file, or something else (a link, a FIFO, a
// folder, a device). The link itself is looked at, never its target.
enum class Kind { Missing, Regular, Other };

Kind kindOf(const QString& path, qint64* mtimeNs = nullptr) {
    struct stat st {};
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return errno == ENOENT ? Kind::Missing : Kind::Other;
    if (mtimeNs)
        *mtimeNs = qint64(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
    return S_ISREG(st.st_mode) ? Kind::Regular : Kind::Other;
}

QString lockPath(const QString& path) {
    return path + QStringLiteral(".lock");
}

// A lock that only a dead writer loses: a live window may keep its lock for days, so the lock's
// age never makes it stale.
std::unique_ptr<QLockFile> tryLock(const QString& path) {
    // QLockFile reads an existing lock to see whether its owner is alive: a FIFO or a link there
    // would block it or send it elsewhere.
    if (kindOf(lockPath(path)) == Kind::Other)
        return nullptr;
    auto lock = std::make_unique<QLockFile>(lockPath(path));
    lock->setStaleLockTime(0);
    return lock->tryLock(0) ? std::move(lock) : nullptr;
}

// Up to `maxBytes` of a regular file, opened so that neither a FIFO nor a link can hold it up.
std::optional<QByteArray> readRegular(const QString& path, qint64 maxBytes) {
    const int fd =
        ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return std::nullopt;
    struct stat st {};
    std::optional<QByteArray> bytes;
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
        QByteArray data(qsizetype(std::min<qint64>(st.st_size, maxBytes)), Qt::Uninitialized);
        qsizetype got = 0;
        while (got < data.size()) {
            const ssize_t n = ::read(fd, data.data() + got, size_t(data.size() - got));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                break;
            got += n;
        }
        data.truncate(got);
        bytes = data;
    }
    ::close(fd);
    return bytes;
}

} // namespace

Autosave::Autosave()
    : m_path(QDir(folder()).filePath(
          QStringLiteral("autosave-%1-%2.json")
              .arg(QCoreApplication::applicationPid())
              .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0')))) {}

Autosave::~Autosave() = default;

QString Autosave::folder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

bool Autosave::write(const QByteArray& bytes) {
    if (!QDir().mkpath(folder()) || kindOf(m_path) == Kind::Other)
        return false;
    if (!m_lock && !(m_lock = tryLock(m_path)))
        return false;
    QTemporaryFile temp(QDir(folder()).filePath(QStringLiteral("autosave-XXXXXX.tmp")));
    if (!temp.open() || temp.write(bytes) != bytes.size() || !temp.flush() ||
        ::fsync(temp.handle()) != 0)
        return false;
    // rename() replaces whatever name is there, a link included, and never writes through it.
    if (::rename(QFile::encodeName(temp.fileName()).constData(),
                 QFile::encodeName(m_path).constData()) != 0)
        return false;
    temp.setAutoRemove(false);
    return true;
}

void Autosave::remove() {
    if (kindOf(m_path) == Kind::Regular)
        QFile::remove(m_path);
    m_lock.reset(); // QLockFile's destructor removes the lock
}

Autosave::Orphan::Orphan() = default;
Autosave::Orphan::Orphan(Orphan&&) noexcept = default;
Autosave::Orphan::~Orphan() = default;

void Autosave::Orphan::discard() {
    if (kindOf(path) == Kind::Regular)
        QFile::remove(path);
    lock.reset();
}

std::optional<Autosave::Orphan> Autosave::takeOrphan(qint64 maxBytes) {
    struct Candidate {
        QString path;
        qint64 mtime = 0;
    };
    QList<Candidate> candidates;
    const QDir dir(folder());
    const QStringList names =
        dir.entryList({QStringLiteral("autosave*.json")},
                      QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot);
    for (const QString& name : names) {
        Candidate c{dir.filePath(name)};
        if (kindOf(c.path, &c.mtime) == Kind::Regular)
            candidates << c;
    }
    std::sort(candidates.begin(), candidates.end(),
              [](const Candidate& a, const Candidate& b) { return a.mtime > b.mtime; });
    for (const Candidate& c : candidates) {
        Orphan orphan;
        orphan.lock = tryLock(c.path);
        if (!orphan.lock)
            continue; // its window is still open
        const std::optional<QByteArray> bytes = readRegular(c.path, maxBytes);
        if (!bytes)
            continue;
        orphan.path = c.path;
        orphan.bytes = *bytes;
        return orphan;
    }
    return std::nullopt;
}

} // namespace shardscope
