#pragma once
// Typed access to a plugin: checks the API version once, then turns operations into decoded replies with
// messages a player can act on when something is wrong.
#include "battleboard/plugin/plugin_module.hpp"
#include "battleboard/system/system_description.hpp"

#include <memory>
#include <string>

namespace bb::plugin {

class PluginClient {
public:
    // `system_id` names the plugin in messages ("the aos4 plugin ...").
    static Result<PluginClient> connect(std::unique_ptr<PluginModule> module, std::string system_id);

    Result<sys::SystemDescription> describe();

    const std::string& system_id() const { return system_id_; }

private:
    PluginClient(std::unique_ptr<PluginModule> module, std::string system_id);

    std::unique_ptr<PluginModule> module_;
    std::string system_id_;
};

} // namespace bb::plugin
