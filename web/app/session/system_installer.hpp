#pragma once
// "Add a game system": a plugin bundle the player picks on the device, read and checked (core's bundle reader),
// shown with its name, version and author for a yes, then tried and kept by the system library; and the
// removal or retry of a system added earlier, each asked once more before it happens. Holds only what the
// dialog shows between frames; the library owns the systems.
#include "app/session/system_library.hpp"

#include <optional>
#include <string>

namespace app {

class SystemInstaller {
public:
    explicit SystemInstaller(SystemLibrary& library) : library_(library) {}

    // Opens the device's file chooser for a .bbplugin file.
    void pick();
    // The bundle read and checked, waiting for the player's yes.
    const bb::plugin::IndexEntry* offered() const { return offered_ ? &offered_->entry : nullptr; }
    void add_offered();
    void cancel() { offered_.reset(); }

    // Removal asks first: the system named here waits for confirm_removal().
    void ask_removal(const std::string& system_id) { removing_ = system_id; }
    const std::string& removing() const { return removing_; }
    void confirm_removal();
    void keep() { removing_.clear(); }
    void retry(const std::string& system_id);

    bool busy() const { return busy_; }
    const std::string& message() const { return message_; }
    bool failed() const { return failed_; }

private:
    void say(std::string message, bool failed);

    SystemLibrary& library_;
    std::optional<bb::plugin::PluginBundle> offered_;
    std::string removing_;
    std::string message_;
    bool failed_ = false;
    bool busy_ = false;
};

}  // namespace app
