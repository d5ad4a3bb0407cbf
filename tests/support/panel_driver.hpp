#pragma once
// Drives a real built plugin's panels the way the app does: asks for its panels, sends a player's change to one
// control, checks the reply with the host's decoders and applies it to the battlefield.
#include "battleboard/plugin/panel_protocol.hpp"
#include "real_plugin.hpp"

#include <optional>
#include <string>

namespace bb::testing {

struct PanelDriver {
    plugin::PluginClient client;
    sys::SystemDescription system;
    model::Battlefield battlefield;
    plugin::panel::SightContext sight;
    std::optional<std::uint32_t> selected;

    PanelDriver(const std::string& id, const std::string& edition)
        : client(connect_plugin(id)), system(describe_plugin(id)) {
        battlefield.system_id = id;
        battlefield.rules_edition = edition;
    }

    plugin::panel::PanelsRequest context() const {
        plugin::panel::PanelsRequest request{battlefield, battlefield.rules_edition, selected.has_value(),
                                             selected.value_or(0)};
        request.sight = sight;
        return request;
    }

    plugin::panel::PanelsReply panels() {
        auto bytes = client.call(plugin::panel::kPanels, context());
        REQUIRE_MESSAGE(bytes.ok(), bytes.error().message);
        auto reply = plugin::panel::decode_panels(*bytes, system, battlefield);
        REQUIRE_MESSAGE(reply.ok(), reply.error().message);
        return *reply;
    }

    // The plugin's answer to the change, already applied; an error the plugin gave fails the test.
    plugin::panel::ActionReply act(plugin::panel::Action action) {
        auto bytes = client.call(plugin::panel::kAct, plugin::panel::ActionRequest{context(), action});
        REQUIRE_MESSAGE(bytes.ok(), bytes.error().message);
        auto reply = plugin::panel::decode_action_reply(*bytes, system, battlefield);
        REQUIRE_MESSAGE(reply.ok(), reply.error().message);
        plugin::panel::apply(*reply, system, battlefield);
        return *reply;
    }

    plugin::panel::ActionReply set(const std::string& panel_key, const std::string& control, double number) {
        plugin::panel::Action a;
        a.panel_key = panel_key;
        a.control_key = control;
        a.number = number;
        return act(a);
    }

    // The control `key` of panel `panel_key` in the current panels; fails the test when it is not shown.
    plugin::panel::Control control(const std::string& panel_key, const std::string& key) {
        for (const auto& p : panels().panels)
            if (p.key == panel_key)
                for (const auto& c : p.controls)
                    if (c.key == key) return c;
        FAIL("no control " << panel_key << ":" << key);
        return {};
    }

    bool shows(const std::string& panel_key, const std::string& key) {
        for (const auto& p : panels().panels)
            if (p.key == panel_key)
                for (const auto& c : p.controls)
                    if (c.key == key) return true;
        return false;
    }
};

}  // namespace bb::testing
