// Reading a scenario file from disk: refuses what is not a regular file before it can
// block, and bounds the size; the text then goes to parseScenario.
#include "scenario_io.h"
#include "scenario_messages.h"

#include <cerrno>
#include <cstring>
#include <string>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace shardscope {

namespace {

// Not a regular file: refused before reading, since a FIFO or a terminal would block forever.
const char* notRegular(mode_t mode) {
    if (S_ISREG(mode))
        return nullptr;
    if (S_ISDIR(mode))
        return message::aFolder;
    if (S_ISFIFO(mode))
        return message::aFifo;
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return message::aDevice;
    return message::notRegular;
}

class FileDescriptor {
  public:
    explicit FileDescriptor(int fd) : m_fd(fd) {}
    ~FileDescriptor() {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    FileDescriptor(const FileDescriptor&) = delete;
    FileDescriptor& operator=(const FileDescriptor&) = delete;
    int get() const { return m_fd; }

  private:
    int m_fd;
};

} // namespace

std::string readScenarioText(const std::string& fileName) {
    struct stat info {};
    if (::stat(fileName.c_str(), &info) != 0)
        throw InputError("", message::cannotOpen);
    if (const char* why = notRegular(info.st_mode))
        throw InputError("", why);
    // O_NONBLOCK: if the path was swapped for a FIFO since stat, open must still not wait.
    const FileDescriptor fd(::open(fileName.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
    if (fd.get() < 0)
        throw InputError("", message::cannotOpen);
    if (::fstat(fd.get(), &info) != 0 || notRegular(info.st_mode))
        throw InputError("",
                         notRegular(info.st_mode) ? notRegular(info.st_mode) : message::cannotRead);
    std::string text;
    char buffer[1 << 16];
    constexpr size_t maxBytes = 16 << 20; // a scenario is a few hundred bytes
    for (;;) {
        const ssize_t n = ::read(fd.get(), buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            throw InputError("", message::cannotReadBecause, {std::strerror(errno)});
        if (n == 0)
            break;
        text.append(buffer, size_t(n));
        if (text.size() > maxBytes)
            throw InputError("", message::tooBig);
    }
    return text;
}

Scenario loadScenarioFile(const std::string& fileName) {
    return parseScenario(readScenarioText(fileName));
}

} // namespace shardscope
