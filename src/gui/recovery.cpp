// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/recovery.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <stdexcept>
#include <string>
#include <system_error>

namespace muster::gui {
namespace {

/// Opens (creating) and locks `lock`; -1 when another live window holds it or it cannot be opened.
int hold(const std::filesystem::path& lock) {
    const int fd = ::open(lock.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) return -1;
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

}  // namespace

std::unique_ptr<RecoverySlot> RecoverySlot::claim_new(const std::filesystem::path& folder) {
    std::filesystem::create_directories(folder);
    const std::string stem = "army-" + std::to_string(::getpid()) + "-";
    for (int i = 0; i < 1000; ++i) {
        const auto file = folder / (stem + std::to_string(i) + ".muster");
        const auto lock = folder / (stem + std::to_string(i) + ".lock");
        std::error_code ec;
        if (std::filesystem::exists(file, ec)) continue;  // an earlier process of this id left an army to offer
        const int fd = hold(lock);
        if (fd < 0) continue;  // another window of this process holds it
        if (::ftruncate(fd, 0) != 0) {
            ::close(fd);
            continue;
        }
        return std::unique_ptr<RecoverySlot>(new RecoverySlot(file, lock, fd));
    }
    throw std::runtime_error("cannot make a recovery file in " + folder.string());
}

std::vector<std::unique_ptr<RecoverySlot>> RecoverySlot::claim_orphans(const std::filesystem::path& folder) {
    std::vector<std::unique_ptr<RecoverySlot>> found;
    std::error_code ec;
    std::vector<std::pair<std::filesystem::file_time_type, std::filesystem::path>> files;
    for (const auto& entry : std::filesystem::directory_iterator(folder, ec))
        if (entry.path().extension() == ".muster" && entry.is_regular_file(ec))
            files.emplace_back(entry.last_write_time(ec), entry.path());
    std::sort(files.begin(), files.end());
    for (const auto& [time, file] : files) {
        const auto lock = std::filesystem::path(file).replace_extension(".lock");
        const int fd = hold(lock);
        if (fd < 0) continue;                      // its window is alive
        if (!std::filesystem::exists(file, ec)) {  // its window closed and removed it meanwhile
            ::unlink(lock.c_str());
            ::close(fd);
            continue;
        }
        found.push_back(std::unique_ptr<RecoverySlot>(new RecoverySlot(file, lock, fd)));
    }
    return found;
}

RecoverySlot::~RecoverySlot() {
    if (m_fd >= 0) ::close(m_fd);
}

std::filesystem::path RecoverySlot::origin() const {
    std::string text;
    char buffer[4096];
    for (off_t at = 0;;) {
        const ssize_t n = ::pread(m_fd, buffer, sizeof buffer, at);
        if (n <= 0) break;
        text.append(buffer, static_cast<std::size_t>(n));
        at += n;
    }
    return text;
}

void RecoverySlot::set_origin(const std::filesystem::path& origin) {
    const std::string& text = origin.native();
    if (::ftruncate(m_fd, 0) != 0 || ::pwrite(m_fd, text.data(), text.size(), 0) != static_cast<ssize_t>(text.size()))
        throw std::system_error(errno, std::generic_category(), "cannot write " + m_lock.string());
}

void RecoverySlot::clear() {
    std::error_code ec;
    std::filesystem::remove(m_file, ec);
}

void RecoverySlot::remove() {
    // The army first: a window that finds the lock free then finds nothing to offer.
    clear();
    ::unlink(m_lock.c_str());
}

}  // namespace muster::gui
