// SPDX-License-Identifier: GPL-3.0-or-later
// Recovery files, one per open army: `army-N.muster` in the recovery folder, with `army-N.lock` held
// (flock) by the window while it lives. A lock nobody holds means its window is gone (a crash), so
// its army may be offered; a live window's file is never offered or deleted by another window.
#pragma once
#include <filesystem>
#include <memory>
#include <vector>

namespace muster::gui {

class RecoverySlot {
public:
    /// A new slot in `folder` (made if missing), held until this object goes. Throws std::runtime_error
    /// when the folder cannot be written.
    static std::unique_ptr<RecoverySlot> claim_new(const std::filesystem::path& folder);
    /// Every slot of `folder` whose window is gone and that has a recovery file, now held by the caller
    /// (so a window starting at the same time does not offer them too). Oldest first.
    static std::vector<std::unique_ptr<RecoverySlot>> claim_orphans(const std::filesystem::path& folder);

    ~RecoverySlot();  ///< lets go of the lock; the files stay (they are removed by remove())
    RecoverySlot(const RecoverySlot&) = delete;
    RecoverySlot& operator=(const RecoverySlot&) = delete;

    /// Where the army is written.
    const std::filesystem::path& file() const { return m_file; }
    /// The roster file the army was opened from or saved to (empty for a new army), kept beside the
    /// recovery so a recovered army is saved back to it.
    std::filesystem::path origin() const;
    void set_origin(const std::filesystem::path& origin);
    /// Deletes the recovery file (the work is saved or given up); the slot stays held.
    void clear();
    /// Deletes both files: the window closes deliberately, or its recovered army was declined.
    void remove();

private:
    RecoverySlot(std::filesystem::path file, std::filesystem::path lock, int fd)
        : m_file(std::move(file)), m_lock(std::move(lock)), m_fd(fd) {}
    std::filesystem::path m_file;
    std::filesystem::path m_lock;
    int m_fd = -1;
};

}  // namespace muster::gui
