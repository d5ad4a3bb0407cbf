#include "app/session/system_installer.hpp"

#include "platform/files.hpp"

namespace app {

void SystemInstaller::say(std::string message, bool failed) {
    message_ = std::move(message);
    failed_ = failed;
}

void SystemInstaller::pick() {
    // The bundle reader's own limit, plus room for its header.
    constexpr std::uint32_t kLimit = bb::plugin::kBundleModuleLimit + bb::plugin::kBundleHeaderLimit + 16;
    platform::pick_binary_file(".bbplugin", kLimit, [this](bb::Result<platform::PickedBytes> file) {
        offered_.reset();
        if (!file) return say(file.error().message, true);
        auto bundle = bb::plugin::read_plugin_bundle(file->bytes);
        if (!bundle) return say("Could not add " + file->name + ": " + bundle.error().message, true);
        say({}, false);
        offered_ = std::move(*bundle);
    });
}

void SystemInstaller::add_offered() {
    if (!offered_ || busy_) return;
    auto bundle = std::move(*offered_);
    offered_.reset();
    const std::string name = bundle.entry.name + " " + bundle.entry.version;
    busy_ = true;
    say("Trying " + name + "...", false);
    library_.add(std::move(bundle), [this, name](const std::string& error) {
        busy_ = false;
        if (!error.empty()) return say(error + " Nothing was added.", true);
        say("Added " + name + ": choose it under Game system. It is kept on this device and works offline.", false);
    });
}

void SystemInstaller::confirm_removal() {
    if (removing_.empty() || busy_) return;
    const std::string id = std::exchange(removing_, std::string());
    const std::string name = library_.installed().name_of(id);
    busy_ = true;
    library_.remove(id, [this, name](const std::string& error) {
        busy_ = false;
        if (!error.empty()) return say("Could not remove " + name + ": " + error, true);
        say("Removed " + name + ". Battles that use it are kept and say which system they need.", false);
    });
}

void SystemInstaller::retry(const std::string& system_id) {
    const std::string name = library_.installed().name_of(system_id);
    library_.retry(system_id, [this, name](const std::string& error) {
        if (!error.empty()) return say("Could not retry " + name + ": " + error, true);
        say(name + " will be opened again when you choose it.", false);
    });
}

}  // namespace app
