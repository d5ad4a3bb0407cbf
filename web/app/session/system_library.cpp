#include "app/session/system_library.hpp"

#include "battleboard/plugin/link_state_codec.hpp"
#include "platform/plugin_loader.hpp"

#include <memory>
#include <utility>

namespace app {

void SystemLibrary::load_index() {
    index_parts_waiting_ = 2;
    // Both halves in: the site's systems first, then the added ones (a site system wins an id they share).
    auto arrived = [this] {
        if (--index_parts_waiting_ > 0) return;
        for (auto& entry : added_)
            if (!index_.find(entry.id)) index_.systems.push_back(std::move(entry));
        added_.clear();
        index_loaded_ = true;
        // A system chosen (or an autosave opened) before the index arrived is opened now.
        if (!loading_id_.empty())
            choose(std::exchange(loading_id_, std::string()), std::exchange(loading_version_, std::string()));
    };
    platform::load_plugin_index([this, arrived](bb::Result<std::string> text) {
        auto index = text ? bb::plugin::parse_plugin_index(*text) : bb::Result<bb::plugin::PluginIndex>(text.error());
        if (index)
            index_.systems.insert(index_.systems.begin(), index->systems.begin(), index->systems.end());
        else
            error_ = "The list of game systems could not be read: " + index.error().message;
        arrived();
    });
    platform::list_added_systems([this, arrived](bb::Result<std::vector<platform::AddedSystem>> added) {
        if (added) {
            for (auto& system : *added) {
                if (!system.broken.empty()) broken_[system.entry.id] = system.broken;
                added_.push_back(std::move(system.entry));
            }
        } else {
            error_ = "The game systems added on this device could not be read: " + added.error().message;
        }
        arrived();
    });
    // An added system's plugin that left a call unanswered for 2 s, already marked broken on the device.
    platform::on_added_system_stopped([this](const std::string& system_id, const std::string& why) {
        broken_[system_id] = why;
        error_ = index_.name_of(system_id) + " stopped: " + why +
                 ". It is kept on this device but not opened again until you retry or remove it under \"Added "
                 "game systems\".";
        if (failed) failed();
    });
}

void SystemLibrary::load(const bb::plugin::IndexEntry& entry, Loaded done) {
    if (!entry.added) return platform::load_plugin(entry.id, entry.file, std::move(done));
    if (auto why = broken(entry.id); !why.empty())
        return done(bb::make_error("it was stopped earlier (" + why +
                                   "). Retry or remove it under \"Added game systems\" in the Battle tab."));
    platform::load_added_plugin(entry.id, std::move(done));
}

void SystemLibrary::add(bb::plugin::PluginBundle bundle, std::function<void(const std::string&)> done) {
    const std::string id = bundle.entry.id;
    if (const auto* there = index_.find(id))
        return done("This app already has " + there->name + " (" + id + ")" +
                    (there->added ? ": remove it first to add another version." : "."));
    auto kept = std::make_shared<bb::plugin::PluginBundle>(std::move(bundle));
    platform::try_added_plugin(id, kept->module, [this, kept, done](auto module) {
        const auto& entry = kept->entry;
        if (!module) return done("Could not add " + entry.name + ": " + module.error().message + ".");
        auto client = bb::plugin::PluginClient::connect(std::move(*module), entry.id);
        if (!client) return done("Could not add " + entry.name + ": " + client.error().message);
        auto description = client->describe();
        if (!description) return done("Could not add " + entry.name + ": " + description.error().message);
        auto shared = std::make_shared<bb::plugin::PluginClient>(std::move(*client));
        auto described = std::make_shared<bb::sys::SystemDescription>(std::move(*description));
        auto listed = [this, kept, shared, described, done](const std::string& error) {
            const auto& entry = kept->entry;
            if (!error.empty()) return done("Could not add " + entry.name + ": " + error + ".");
            if (index_.find(entry.id)) return done("");  // added twice at once: the first one stands
            index_.systems.push_back(entry);
            clients_[entry.id] = shared;
            descriptions_[entry.id] = std::move(*described);
            unopened_.insert(entry.id);
            done("");
        };
        platform::keep_added_system(entry, kept->module, listed);
    });
}

void SystemLibrary::remove(const std::string& system_id, std::function<void(const std::string&)> done) {
    const auto* entry = index_.find(system_id);
    if (!entry || !entry->added) return done("Only a game system added on this device can be removed here.");
    if (description_ && description_->id == system_id)
        return done("Choose another game system first: " + entry->name + " is the one in use.");
    platform::remove_added_system(system_id, [this, system_id, done](const std::string& error) {
        if (!error.empty()) return done(error);
        std::erase_if(index_.systems, [&](const auto& e) { return e.id == system_id; });
        broken_.erase(system_id);
        clients_.erase(system_id);
        descriptions_.erase(system_id);
        unopened_.erase(system_id);
        done("");
    });
}

void SystemLibrary::retry(const std::string& system_id, std::function<void(const std::string&)> done) {
    platform::clear_broken_system(system_id, [this, system_id, done](const std::string& error) {
        if (!error.empty()) return done(error);
        broken_.erase(system_id);
        clients_.erase(system_id);  // the stopped Worker is gone: opening it starts a new one
        const bool in_use = description_ && description_->id == system_id;
        if (in_use) description_ = nullptr;
        descriptions_.erase(system_id);
        error_.clear();
        if (in_use) choose(system_id);
        done("");
    });
}

std::string SystemLibrary::broken(const std::string& system_id) const {
    auto it = broken_.find(system_id);
    return it == broken_.end() ? std::string() : it->second;
}

void SystemLibrary::choose(const std::string& system_id, const std::string& version) {
    error_.clear();
    if (!index_loaded_) {
        loading_id_ = system_id;
        loading_version_ = version;
        return;
    }
    if (descriptions_.count(system_id)) {  // already loaded: switch at once
        loading_id_.clear();
        description_ = &descriptions_.at(system_id);
        // A system added just now was loaded by adding it: its first choice is when it counts as loaded.
        if (switched) switched(system_id, unopened_.erase(system_id) > 0);
        return;
    }
    const bb::plugin::IndexEntry* entry = index_.find(system_id);
    if (!entry) {
        error_ = "Could not open that battlefield. " + bb::plugin::missing_system_message(system_id, version);
        loading_id_.clear();
        if (not_installed) not_installed(system_id, version);
        return;
    }
    loading_id_ = system_id;
    load(*entry, [this, system_id](auto module) { on_loaded(system_id, std::move(module)); });
}

void SystemLibrary::on_loaded(const std::string& system_id,
                              bb::Result<std::unique_ptr<bb::plugin::PluginModule>> module) {
    if (loading_id_ != system_id) return;  // the player picked something else meanwhile
    loading_id_.clear();
    if (!module) return fail("Could not load the " + system_id + " plugin: " + module.error().message);
    auto client = bb::plugin::PluginClient::connect(std::move(*module), system_id);
    if (!client) return fail(client.error().message);
    auto description = client->describe();
    if (!description) return fail(description.error().message);
    clients_[system_id] = std::make_shared<bb::plugin::PluginClient>(std::move(*client));
    description_ = &(descriptions_[system_id] = std::move(*description));
    if (switched) switched(system_id, true);
}

void SystemLibrary::fail(std::string error) {
    error_ = std::move(error);
    if (failed) failed();
}

void SystemLibrary::prepare(const std::string& system_id) {
    if (descriptions_.count(system_id) || preparing_.count(system_id) || loading_id_ == system_id) return;
    const bb::plugin::IndexEntry* entry = index_.find(system_id);
    if (!entry) return;  // not installed: the preview says which system it needs
    preparing_.insert(system_id);
    load(*entry, [this, system_id](auto module) {
        preparing_.erase(system_id);
        // Choosing the system meanwhile loaded it already: its description must not be replaced under it.
        if (!module || descriptions_.count(system_id)) return;
        auto client = bb::plugin::PluginClient::connect(std::move(*module), system_id);
        if (!client) return;
        auto description = client->describe();
        if (!description) return;
        clients_[system_id] = std::make_shared<bb::plugin::PluginClient>(std::move(*client));
        descriptions_[system_id] = std::move(*description);
    });
}

const bb::sys::SystemDescription* SystemLibrary::description_for(const std::string& system_id) const {
    auto it = descriptions_.find(system_id);
    return it == descriptions_.end() ? nullptr : &it->second;
}

std::shared_ptr<bb::plugin::PluginClient> SystemLibrary::client(const std::string& system_id) const {
    auto it = clients_.find(system_id);
    return it == clients_.end() ? nullptr : it->second;
}

bb::link::StateCodec SystemLibrary::link_state_codec(const std::string& system_id) const {
    return bb::plugin::state_codec(
        [this, system_id](std::string_view operation,
                          const bb::serial::Bytes& request) -> bb::Result<bb::serial::Bytes> {
            auto plugin = client(system_id);
            if (!plugin) return bb::make_error("The game system is not loaded.");
            return plugin->call(operation, request);
        });
}

}  // namespace app
