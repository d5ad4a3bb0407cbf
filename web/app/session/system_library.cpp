#include "app/session/system_library.hpp"

#include "battleboard/plugin/link_state_codec.hpp"
#include "platform/plugin_loader.hpp"

#include <utility>

namespace app {

void SystemLibrary::load_index() {
    platform::load_plugin_index([this](bb::Result<std::string> text) {
        index_loaded_ = true;
        auto index = text ? bb::plugin::parse_plugin_index(*text) : bb::Result<bb::plugin::PluginIndex>(text.error());
        if (index)
            index_ = std::move(*index);
        else
            error_ = "The list of game systems could not be read: " + index.error().message;
        // A system chosen (or an autosave opened) before the index arrived is opened now.
        if (!loading_id_.empty()) choose(std::exchange(loading_id_, std::string()));
    });
}

void SystemLibrary::choose(const std::string& system_id) {
    error_.clear();
    if (!index_loaded_) {
        loading_id_ = system_id;
        return;
    }
    if (descriptions_.count(system_id)) {  // already loaded: switch at once
        loading_id_.clear();
        description_ = &descriptions_.at(system_id);
        if (switched) switched(system_id, false);
        return;
    }
    const bb::plugin::IndexEntry* entry = index_.find(system_id);
    if (!entry) {
        error_ = "Could not open that battlefield. " + bb::plugin::missing_system_message(system_id);
        loading_id_.clear();
        if (not_installed) not_installed(system_id);
        return;
    }
    loading_id_ = system_id;
    platform::load_plugin(system_id, entry->file,
                          [this, system_id](auto module) { on_loaded(system_id, std::move(module)); });
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
    platform::load_plugin(system_id, entry->file, [this, system_id](auto module) {
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
