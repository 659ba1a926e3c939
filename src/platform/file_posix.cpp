// SPDX-License-Identifier: GPL-3.0-or-later
// The POSIX side of platform/file.h (Linux, macOS, the BSDs).
#include "platform/file.h"

#include <cerrno>
#include <cstdio>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <random>
#include <thread>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/diagnostic.h"

namespace muster::platform {
namespace fs = std::filesystem;
namespace {

Failure failure(Code code, const fs::path& file, const std::string& english) {
    Diagnostic d(code);
    d.where.file = file.string();
    return Failure(std::move(d), file.string() + ": " + english);
}

Failure read_failure(const fs::path& file, int error) {
    Diagnostic d{"file_unreadable"};
    d.where.file = file.string();
    const char* reason = error == ENOENT                     ? "missing"
                         : error == EACCES || error == EPERM ? "denied"
                         : error == EISDIR                   ? "folder"
                                                             : "other";
    d.arg("reason", std::string(reason)).arg("detail", std::string(std::strerror(error)));
    return Failure(std::move(d), "cannot read " + file.string() + ": " + std::strerror(error));
}

FileStamp stamp_of(const struct stat& st) {
    FileStamp s;
    s.exists = true;
    s.device = static_cast<std::uint64_t>(st.st_dev);
    s.inode = static_cast<std::uint64_t>(st.st_ino);
    s.size = static_cast<std::int64_t>(st.st_size);
#ifdef __APPLE__
    s.modified_ns = static_cast<std::int64_t>(st.st_mtimespec.tv_sec) * 1000000000 + st.st_mtimespec.tv_nsec;
#else
    s.modified_ns = static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
#endif
    return s;
}

/// Owns a descriptor and, until kept, the temporary file it writes: every failure path removes it.
struct TempFile {
    fs::path path;
    int fd = -1;
    bool kept = false;
    ~TempFile() {
        if (fd >= 0) ::close(fd);
        if (!kept && !path.empty()) ::unlink(path.c_str());
    }
};

/// "army.muster.tmp1234.9f3c…" (or the older "army.muster.tmp1234") files of saves that were killed:
/// removed when process 1234 is gone. Unlinking a name never touches what a planted link points to.
/// "army.muster.tmp": the start of every temporary name of `target`. A long name is cut (never inside a
/// UTF-8 letter) so that the ~30 bytes added still fit the file system's 255, as the name itself does.
std::string temporary_prefix(const fs::path& target) {
    std::string name = target.filename().string();
    constexpr std::size_t kKeep = 200;
    if (name.size() > kKeep) {
        std::size_t cut = kKeep;
        while (cut > 0 && (static_cast<unsigned char>(name[cut]) & 0xC0) == 0x80) --cut;
        name.resize(cut);
    }
    return name + ".tmp";
}

void remove_stale_temporaries(const fs::path& target) {
    const std::string prefix = temporary_prefix(target);
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(target.parent_path().empty() ? fs::path(".") : target.parent_path(), ec)) {
        const std::string name = e.path().filename().string();
        if (name.size() <= prefix.size() || name.compare(0, prefix.size(), prefix) != 0) continue;
        const std::string rest = name.substr(prefix.size());
        const std::string digits = rest.substr(0, rest.find('.'));
        if (digits.empty() || digits.size() > 9 || digits.find_first_not_of("0123456789") != std::string::npos) continue;
        const long pid = std::stol(digits);
        if (::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH) ::unlink(e.path().c_str());
    }
}

/// A new file beside `target` that nobody else can have made or planted: an unpredictable name, created
/// exclusively and never through a symbolic link (another user may write the folder). -1 with errno set.
int create_temporary(const fs::path& target, mode_t mode, fs::path& made) {
    static std::random_device entropy;
    for (int attempt = 0; attempt < 16; ++attempt) {
        char suffix[24];
        std::snprintf(suffix, sizeof suffix, ".%08x%08x", entropy(), entropy());
        const fs::path p = target.parent_path() / (temporary_prefix(target) + std::to_string(::getpid()) + suffix);
        const int fd = ::open(p.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
        if (fd >= 0) {
            made = p;
            return fd;
        }
        if (errno != EEXIST) return -1;
    }
    return -1;
}

template <class Fail>
void write_in_place(const fs::path& target, std::string_view bytes, const Fail& fail_with) {
    TempFile file;  // only its descriptor: the path stays empty, nothing is removed
    file.fd = ::open(target.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
    if (file.fd < 0) throw fail_with(errno);
    for (std::size_t done = 0; done < bytes.size();) {
        const ssize_t n = ::write(file.fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) throw fail_with(errno);
        done += static_cast<std::size_t>(n);
    }
    if (::fsync(file.fd) != 0) throw fail_with(errno);
}

}  // namespace

fs::path link_target(const fs::path& path) {
    fs::path p = path;
    // The depth at which the system itself gives up (ELOOP).
    for (int i = 0; i < 40; ++i) {
        std::error_code ec;
        if (!fs::is_symlink(p, ec)) return p;
        const fs::path next = fs::read_symlink(p, ec);
        if (ec) return p;
        p = next.is_absolute() ? next : p.parent_path() / next;
    }
    return p;
}

FileStamp stamp(const fs::path& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) return {};
    return stamp_of(st);
}

std::string read_file(const fs::path& path, std::size_t max, Links links) {
    // Opened without blocking: a FIFO must not stop the program before it is found to be one.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | (links == Links::Refuse ? O_NOFOLLOW : 0));
    if (fd < 0 && errno == ELOOP && links == Links::Refuse)
        throw failure("link_not_followed", path, "a symbolic link, not followed");
    if (fd < 0) throw read_failure(path, errno);
    TempFile guard;
    guard.fd = fd;
    struct stat st {};
    if (::fstat(fd, &st) != 0) throw read_failure(path, errno);
    if (S_ISDIR(st.st_mode)) throw read_failure(path, EISDIR);
    if (!S_ISREG(st.st_mode)) throw failure("not_regular_file", path, "not a regular file");
    if (static_cast<std::uint64_t>(st.st_size) > max) {
        Failure f = failure("file_too_large", path, "larger than " + std::to_string(max) + " bytes");
        Diagnostic d = f.diagnostic();
        d.arg("size", static_cast<std::int64_t>(st.st_size)).arg("max", static_cast<std::int64_t>(max));
        throw Failure(std::move(d), f.what());
    }
    std::string text(static_cast<std::size_t>(st.st_size), '\0');
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::read(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) throw read_failure(path, errno);
        if (n == 0) break;
        done += static_cast<std::size_t>(n);
    }
    text.resize(done);
    return text;
}

void write_file(const fs::path& path, std::string_view bytes, const FileStamp* expected) {
    const fs::path target = link_target(path);
    struct stat st {};
    const bool exists = ::stat(target.c_str(), &st) == 0;
    if (exists) {
        if (!S_ISREG(st.st_mode)) throw failure("not_regular_file", path, "not a regular file");
        // The write bits count even for the superuser: a file made read-only is kept as it is.
        if ((st.st_mode & 0222) == 0 || ::access(target.c_str(), W_OK) != 0)
            throw failure("file_read_only", path, "the file is read-only");
    }
    if (expected && !(stamp(target) == *expected))
        throw failure("file_changed_on_disk", path, "changed by another program since it was read");
    remove_stale_temporaries(target);

    TempFile tmp;
    tmp.fd = create_temporary(target, exists ? (st.st_mode & 07777) : 0666, tmp.path);
    if (tmp.fd < 0) {
        const int error = errno;
        tmp.path.clear();  // not ours: it could not be made
        throw write_failure(path.string(), error, std::strerror(error));
    }
    auto fail_with = [&](int error) { return write_failure(path.string(), error, std::strerror(error)); };
    if (exists) {
        // The owner only the superuser may give; the group the owner may, when a member of it.
        if (::fchown(tmp.fd, st.st_uid, st.st_gid) != 0 && ::fchown(tmp.fd, static_cast<uid_t>(-1), st.st_gid) != 0) {
            // Neither: the new file has the saver's group, as any file the saver makes.
        }
        if (::fchmod(tmp.fd, st.st_mode & 07777) != 0) throw fail_with(errno);
    }
    for (std::size_t done = 0; done < bytes.size();) {
        const ssize_t n = ::write(tmp.fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) throw fail_with(errno);
        done += static_cast<std::size_t>(n);
    }
    // On disk before the rename, so a crash leaves the old file or the new one, never half of one.
    if (::fsync(tmp.fd) != 0) throw fail_with(errno);
    const int fd = tmp.fd;
    tmp.fd = -1;
    if (::close(fd) != 0) throw fail_with(errno);
    if (expected && !(stamp(target) == *expected))
        throw failure("file_changed_on_disk", path, "changed by another program since it was read");
    if (!exists && expected) {
        // A new file: linked into place, which fails rather than replace one made meanwhile.
        if (::link(tmp.path.c_str(), target.c_str()) == 0) return;
        if (errno == EEXIST) throw failure("file_changed_on_disk", path, "made by another program meanwhile");
    }
    if (exists && st.st_nlink > 1) {
        // Hard links share the file: a rename would leave the other names on the old content. The complete
        // copy stays beside it until the file is rewritten in place, so a failure half-way leaves it there.
        tmp.kept = true;
        write_in_place(target, bytes, fail_with);
        ::unlink(tmp.path.c_str());
        return;
    }
    if (::rename(tmp.path.c_str(), target.c_str()) != 0) throw fail_with(errno);
    tmp.kept = true;
    const fs::path dir = target.parent_path().empty() ? fs::path(".") : target.parent_path();
    if (const int dfd = ::open(dir.c_str(), O_RDONLY | O_CLOEXEC); dfd >= 0) {
        ::fsync(dfd);
        ::close(dfd);
    }
}

bool exchange_folders(const fs::path& a, const fs::path& b) {
#if defined(__linux__) && defined(RENAME_EXCHANGE)
    return ::renameat2(AT_FDCWD, a.c_str(), AT_FDCWD, b.c_str(), RENAME_EXCHANGE) == 0;
#else
    (void)a, (void)b;
    return false;
#endif
}

FileLock::FileLock(const fs::path& path) {
    using namespace std::chrono;
    const fs::path target = link_target(path);
    const auto deadline = steady_clock::now() + seconds(30);
    for (;;) {
        m_fd = ::open(target.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
        if (m_fd < 0) return;  // nothing to lock yet; reading it will say why
        while (::flock(m_fd, LOCK_EX | LOCK_NB) != 0) {
            if (errno != EWOULDBLOCK && errno != EINTR) return;  // a file system without locks: edit unlocked
            if (steady_clock::now() > deadline) {
                ::close(m_fd);
                m_fd = -1;
                throw failure("file_locked", path, "another program is editing it");
            }
            std::this_thread::sleep_for(milliseconds(20));
        }
        // The holder before us may have replaced the file: the lock must be on the one the path names now.
        struct stat held {
        }, now{};
        if (::fstat(m_fd, &held) == 0 && ::stat(target.c_str(), &now) == 0 && held.st_dev == now.st_dev &&
            held.st_ino == now.st_ino)
            return;
        ::close(m_fd);
        m_fd = -1;
    }
}

FileLock::~FileLock() {
    if (m_fd >= 0) ::close(m_fd);
}

}  // namespace muster::platform
