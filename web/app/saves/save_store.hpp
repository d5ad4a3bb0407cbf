#pragma once
// The battlefields kept on this device: the autosave of the current battlefield (written on every change,
// at most a few times a second, and at once when the page is hidden) and the player's named saves. Backed by
// platform/storage (IndexedDB in the browser); records that cannot be read are reported and skipped.
#include "app/saves/save_record.hpp"
#include "app/session/battlefields.hpp"
#include "app/session/system_library.hpp"
#include "battleboard/serial/blob.hpp"

#include <map>
#include <string>
#include <vector>

namespace app {

struct SaveEntry {
    std::string key;
    SaveRecord record;
};

class SaveStore {
public:
    // Autosaves `battles` and opens saves into them; `library` says which systems are installed.
    SaveStore(const SystemLibrary& library, Battlefields& battles) : library_(library), battles_(battles) {}
    SaveStore(const SaveStore&) = delete;
    SaveStore& operator=(const SaveStore&) = delete;

    // Reads the device's saves and reopens the autosaved battlefield (loading its game system).
    void start();
    // Autosaves the current battlefield if it changed, at most a few times a second.
    void tick();
    // Autosaves now if anything changed; `closing` when the page is being hidden or closed.
    void flush(bool closing = false);

    // Saves carry the battle's roll log along with the battlefield.
    void save_as(const std::string& name, const bb::model::Battlefield& battlefield,
                 const bb::dice::RollLog& rolls = {});
    // Keeps a battlefield as a named save that is about to be replaced (a shared link opening, a save or file opening).
    // The save records the installed plugin's version of its system, else `system_version`: the one its source
    // names (a link of a system that is not installed).
    void keep_as_named_save(const bb::model::Battlefield& battlefield, const std::string& name,
                            const bb::dice::RollLog& rolls = {}, const std::string& system_version = {});
    // The same, unless the battlefield is empty or already saved as it is.
    void keep_unsaved(const bb::model::Battlefield& battlefield, const std::string& name,
                      const bb::dice::RollLog& rolls = {}, const std::string& system_version = {});
    void rename(const std::string& key, const std::string& name);
    void remove(const std::string& key);
    // Opens a save in place of the current battlefield, which is kept as a named save first unless it is
    // empty or already saved as it is.
    void open(const std::string& key);
    // Opens a setup file's text; a broken or foreign file changes nothing and says why.
    void import_setup(const std::string& file_name, const std::string& text);

    bool ready() const { return ready_; }
    const std::vector<SaveEntry>& saves() const { return saves_; }
    // Records that could not be read, in plain words.
    const std::vector<std::string>& problems() const { return problems_; }
    // The outcome of the player's last action, and whether it went wrong.
    const std::string& message() const { return message_; }
    bool message_is_error() const { return message_is_error_; }
    void say(std::string message, bool error);

private:
    void write(const std::string& key, const SaveRecord& record, bool closing = false);
    // The installed plugin's version of the system, else `named` (what the battlefield's source said).
    std::string version_of(const std::string& system_id, const std::string& named = {}) const;
    // Keeps what opening `incoming` would lose: the current battlefield (no longer autosaved once another
    // opens) and the one `incoming`'s system holds, unless empty or saved as they are.
    void keep_replaced(const bb::model::Battlefield& incoming, const std::string& reason);
    void replace_battlefield(const bb::model::Battlefield& battlefield, const bb::dice::RollLog& rolls = {});

    const SystemLibrary& library_;
    Battlefields& battles_;

    std::vector<SaveEntry> saves_;  // newest first
    std::vector<std::string> problems_;
    std::string message_;
    bool message_is_error_ = false;
    bool ready_ = false;
    bb::serial::Bytes autosaved_;  // the battlefield and its roll log as last autosaved
    // Each system's battlefield and roll log as last kept under "autosave:<system>", so switching systems and
    // reloading brings every one back.
    std::map<std::string, bb::serial::Bytes> autosaved_systems_;
    double written_at_ = 0;  // when the autosave was last written
    int next_key_ = 0;
};

}  // namespace app
