#include "battleboard/plugin/plugin_client.hpp"

#include "battleboard/plugin/abi.h"
#include "battleboard/plugin/operations.hpp"

namespace bb::plugin {

PluginClient::PluginClient(std::unique_ptr<PluginModule> module, std::string system_id)
    : module_(std::move(module)), system_id_(std::move(system_id)) {}

Result<PluginClient> PluginClient::connect(std::unique_ptr<PluginModule> module, std::string system_id) {
    const std::uint32_t version = module->api_version();
    if (version != BB_PLUGIN_API_VERSION)
        return make_error("The " + system_id + " plugin was built for plugin API version " + std::to_string(version) +
                          ", but this Battleboard speaks version " + std::to_string(BB_PLUGIN_API_VERSION) +
                          ". Install matching versions of the app and its plugins.");
    return PluginClient(std::move(module), std::move(system_id));
}

Result<sys::SystemDescription> PluginClient::describe() {
    auto reply = module_->call(kDescribe.name, serial::to_blob(NoRequest{}));
    if (!reply) return make_error("The " + system_id_ + " plugin could not describe itself: " + reply.error().message);
    auto description =
        serial::from_blob<decltype(kDescribe)::Reply>(*reply, "The " + system_id_ + " plugin's description");
    if (!description) return description.error();
    if (description->id != system_id_)
        return make_error("The file for " + system_id_ + " holds the plugin '" + description->id + "' instead.");
    if (description->editions.empty() || description->board_sizes.empty())
        return make_error("The " + system_id_ + " plugin's description has no rules edition or board size.");
    return description;
}

Result<rules::Findings> PluginClient::validate(const model::Battlefield& battlefield) {
    return request(kValidate, battlefield);
}

Result<layout::SetupConstraints> PluginClient::layout_constraints(const std::string& edition) {
    return request(kLayoutConstraints, edition);
}

}  // namespace bb::plugin
