#pragma once
// Typed access to a plugin: checks the API version once, then turns operations into decoded replies with
// messages a player can act on when something is wrong.
#include "battleboard/layout/setup_constraints.hpp"
#include "battleboard/model/battlefield.hpp"
#include "battleboard/plugin/plugin_module.hpp"
#include "battleboard/rules/findings.hpp"
#include "battleboard/system/system_description.hpp"

#include <memory>
#include <string>

namespace bb::plugin {

class PluginClient {
public:
    // `system_id` names the plugin in messages ("the <id> plugin ...").
    static Result<PluginClient> connect(std::unique_ptr<PluginModule> module, std::string system_id);

    Result<sys::SystemDescription> describe();
    Result<rules::Findings> validate(const model::Battlefield& battlefield);
    // The system's terrain set-up rules as data, for the layout generator.
    Result<layout::SetupConstraints> layout_constraints(const std::string& edition);

    // Any operation: encodes the request, runs it, decodes the reply, with messages naming the plugin.
    template <class Reply, class Request>
    Result<Reply> request(std::string_view operation, const Request& request) {
        auto reply = module_->call(operation, serial::to_blob(request));
        if (!reply)
            return make_error("The " + system_id_ + " plugin could not " + std::string(operation) + ": " +
                              reply.error().message);
        return serial::from_blob<Reply>(*reply, "The " + system_id_ + " plugin's answer to " + std::string(operation));
    }

    // Any operation, with the reply left encoded for a decoder that checks more than its shape (panels).
    Result<serial::Bytes> call(std::string_view operation, const serial::Bytes& request) {
        auto reply = module_->call(operation, request);
        if (!reply)
            return make_error("The " + system_id_ + " plugin could not " + std::string(operation) + ": " +
                              reply.error().message);
        return reply;
    }

    const std::string& system_id() const { return system_id_; }

private:
    PluginClient(std::unique_ptr<PluginModule> module, std::string system_id);

    std::unique_ptr<PluginModule> module_;
    std::string system_id_;
};

}  // namespace bb::plugin
