// SPDX-License-Identifier: GPL-3.0-or-later
// Every file operation that differs between platforms, behind one small API: reading with a size cap,
// saves that are atomic and keep what the file was, change stamps and advisory locks (docs/reliability.md).
#pragma once
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace muster::platform {

/// What a file was when it was read; a save compares it to notice a change made by another program.
struct FileStamp {
    bool exists = false;
    std::uint64_t device = 0;
    std::uint64_t inode = 0;
    std::int64_t size = 0;
    std::int64_t modified_ns = 0;
    bool operator==(const FileStamp&) const = default;
};

/// The file a path names once symbolic links are followed (the path itself when it is none).
std::filesystem::path link_target(const std::filesystem::path& path);

FileStamp stamp(const std::filesystem::path& path);

/// Whether reading a path may go through a symbolic link it names. Refuse decides in the same step as
/// the opening, so a file swapped for a link after a folder was listed is not followed either.
enum class Links { Follow, Refuse };

/// The whole of a regular file of at most `max` bytes. Throws Failure (file_unreadable, file_too_large,
/// not_regular_file, and link_not_followed with Links::Refuse) otherwise: a device, a pipe or a huge
/// file is never read.
std::string read_file(const std::filesystem::path& path, std::size_t max, Links links = Links::Follow);

/// Replaces the file at `path` (through any symbolic link, the file it points to) by `bytes`: a temporary
/// file beside it, on disk, then renamed over it, so a crash leaves the old file or the new one. Keeps its
/// mode, owner and group; refuses a read-only file or one that is no regular file; with `expected`, refuses
/// when the file is no longer what was read. Throws Failure with the reason; no temporary file is left.
void write_file(const std::filesystem::path& path, std::string_view bytes, const FileStamp* expected = nullptr);

/// Swaps two folders in one step where the system can (Linux's RENAME_EXCHANGE), so no one ever sees
/// neither or a mixture; false where it cannot, and nothing was changed.
bool exchange_folders(const std::filesystem::path& a, const std::filesystem::path& b);

/// An advisory lock held on an existing file while it is read, edited and saved, so that two edits of one
/// file follow each other. Waits a few seconds for another holder, then throws Failure (file_locked).
class FileLock {
public:
    explicit FileLock(const std::filesystem::path& path);
    ~FileLock();
    FileLock(const FileLock&) = delete;
    FileLock& operator=(const FileLock&) = delete;

private:
    int m_fd = -1;
};

}  // namespace muster::platform
