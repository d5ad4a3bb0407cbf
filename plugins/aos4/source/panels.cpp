#include "panels.hpp"

#include "battleboard/sdk/panel_sdk.hpp"
#include "battleboard/sdk/plugin_sdk.hpp"
#include "objective_rounds_panel.hpp"
#include "rules_reader_panel.hpp"
#include "score_panel.hpp"
#include "size_panel.hpp"

namespace aos4 {

namespace panel = bb::plugin::panel;

const bb::sys::SystemDescription& description() {
    static const auto described = bb::plugin::describe_system();
    return described;
}

bb::Result<panel::PanelsReply> panels(const panel::PanelsRequest& request) {
    panel::PanelsReply reply;
    if (const auto* piece = bb::plugin::sdk::selected_piece(request))
        if (auto size = size_panel(*piece, request.edition, description())) reply.panels.push_back(std::move(*size));
    add_score_panel(request, description(), reply);
    add_objective_rounds(request, description(), reply);
    reply.panels.push_back(rules_reader_panel(request.edition, description()));
    for (auto& key : size_panel_keys()) reply.shown_by_panels.push_back(std::move(key));
    return reply;
}

// Only the score sheet and the objective rounds change the battle; the other panels' only controls are headings
// that fold.
bb::Result<panel::ActionReply> act(const panel::ActionRequest& request) {
    if (auto reply = act_on_score(request)) return std::move(*reply);
    if (auto reply = act_on_objective_rounds(request)) return std::move(*reply);
    return bb::make_error("The Age of Sigmar panels have no control \"" + request.action.control_key + "\".");
}

}  // namespace aos4
