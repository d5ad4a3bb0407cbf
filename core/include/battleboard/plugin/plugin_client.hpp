#pragma once
// Typed access to a plugin: checks the API version once, then turns operations into decoded replies with
// messages a player can act on when something is wrong.
#include "battleboard/layout/setup_constraints.hpp"
#include "battleboard/model/battlefield.hpp"
#include "battleboard/plugin/operation.hpp"
#include "battleboard/plugin/plugin_module.hpp"
#include "battleboard/rules/findings.hpp"
#include "battleboard/system/system_description.hpp"

#include <memory>
#include <string>
#include <type_traits>

namespace bb::plugin {

class PluginClient {
public:
    // `system_id` names the plugin in messages ("the <id> plugin ...").
    static Result<PluginClient> connect(std::unique_ptr<PluginModule> module, std::string system_id);

    Result<sys::SystemDescription> describe();
    Result<rules::Findings> validate(const model::Battlefield& battlefield);
    // The system's terrain set-up rules as data, for the layout generator.
    Result<layout::SetupConstraints> layout_constraints(const std::string& edition);

    // Any operation: encodes the request, runs it, decodes the reply, with messages naming the plugin. The
    // operation's type fixes both (plugin/operation.hpp).
    template <class Request, class Reply>
    Result<Reply> request(const Operation<Request, Reply>& operation, const std::type_identity_t<Request>& request) {
        auto reply = call(operation, request);
        if (!reply) return reply.error();
        return serial::from_blob<Reply>(*reply,
                                        "The " + system_id_ + " plugin's answer to " + std::string(operation.name));
    }

    // Any operation, with the reply left encoded for a decoder that checks more than its shape (panels).
    template <class Request, class Reply>
    Result<serial::Bytes> call(const Operation<Request, Reply>& operation,
                               const std::type_identity_t<Request>& request) {
        return call(operation.name, serial::to_blob(request));
    }
    // The same by name, for a caller that already holds the encoded request.
    Result<serial::Bytes> call(std::string_view operation, const serial::Bytes& request) {
        auto reply = module_->call(operation, request);
        if (!reply)
            return Error{
                "The " + system_id_ + " plugin could not " + std::string(operation) + ": " + reply.error().message,
                reply.error().status};
        return reply;
    }

    const std::string& system_id() const { return system_id_; }

private:
    PluginClient(std::unique_ptr<PluginModule> module, std::string system_id);

    std::unique_ptr<PluginModule> module_;
    std::string system_id_;
};

}  // namespace bb::plugin
