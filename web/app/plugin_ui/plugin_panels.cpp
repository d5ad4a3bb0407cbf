#include "app/plugin_ui/plugin_panels.hpp"

#include "app/plugin_ui/panel_renderer.hpp"
#include "app/session/panel_call.hpp"
#include "app/ui/theme.hpp"
#include "app/ui/tone_colour.hpp"
#include "app/ui/widget_rects.hpp"

#include <imgui.h>

#include <optional>

namespace app {

namespace {

namespace panel = bb::plugin::panel;

bool answers_panels(const SystemLibrary& library) {
    return library.has_system() && !library.loading() && library.system().answers(panel::kPanels.name);
}

panel::PanelsRequest context(const PluginPanelParts& parts) {
    panel::PanelsRequest request;
    request.battlefield = parts.battles.battlefield();
    request.edition = parts.battles.edition();
    request.has_selection = parts.selection.piece_id().has_value();
    request.selected_piece = parts.selection.piece_id().value_or(0);
    // The Sight tab's verdict, for panels that follow it (the 40K save takes cover from it).
    const auto& sight = parts.sight;
    request.sight.shown = sight.placed && sight.error.empty();
    request.sight.visible = request.sight.shown && sight.answer.visibility != bb::rules::Visibility::Hidden;
    request.sight.in_cover = request.sight.shown && sight.answer.in_cover;
    return request;
}

const panel::Control* find_control(const PluginPanelState& state, const panel::Action& action) {
    for (const auto& p : state.reply.panels)
        if (p.key == action.panel_key)
            for (const auto& c : p.controls)
                if (c.key == action.control_key) return &c;
    return nullptr;
}

// The dice a rolling control asks for, rolled here on the plugin's own table and written into the action; why
// not, when they could not be rolled.
std::optional<bb::Error> roll_for(const panel::Control& control, panel::Action& action, TableDice& dice) {
    if (control.kind != panel::Kind::DiceRoll || !action.chosen.empty()) return std::nullopt;
    auto steps = dice.roll(control.table_id);
    if (!steps) return steps.error();
    if (steps->empty()) return bb::make_error("Nothing was rolled.");
    action.faces = steps->front().faces;
    action.total = steps->front().total;
    for (const auto& step : *steps) action.rolls.push_back({step.table_id, step.faces, step.total});
    return std::nullopt;
}

// The action sent with what the plugin sees, the reply decoded and applied, the change kept for the other tabs,
// the selection following the reply. Gives the plugin's message, or why nothing was changed. A plugin still
// answering (one the player added, in its Worker) keeps the request, dice and all, to be sent again.
bb::Result<panel::ActionReply> send(const PluginPanelParts& parts, panel::ActionRequest request) {
    auto reply = ask_panel_action(parts.library, request);
    if (!reply && bb::plugin::still_answering(reply.error())) {
        parts.state.waiting = std::move(request);
        return reply.error();
    }
    parts.state.waiting.reset();
    if (!reply) return bb::make_error(reply.error().message + " Nothing was changed.");
    auto& battlefield = parts.battles.battlefield();
    panel::apply(*reply, parts.library.system(), battlefield);
    // Other tabs replay the action, dice and all, on their own battle (the battlefield travels apart).
    if (reply->state_changed) {
        request.context.battlefield = {};
        parts.state.actions_made.push_back({request.action.panel_key, request.action.control_key,
                                            request.context.selected_piece, bb::serial::to_blob(request)});
    }
    if (reply->select && battlefield.find_piece(reply->select_piece))
        parts.selection.select_piece(reply->select_piece);
    else if (parts.selection.piece_id() && !parts.selection.piece(&battlefield))
        parts.selection.clear();
    return reply;
}

// One player's change of a control, there and back: its dice rolled, then sent.
bb::Result<panel::ActionReply> round_trip(const PluginPanelParts& parts, panel::Action action) {
    const panel::Control* control = find_control(parts.state, action);
    if (!control) return bb::make_error("That control is no longer shown.");
    if (auto problem = roll_for(*control, action, parts.dice)) return *problem;
    return send(parts, panel::ActionRequest{context(parts), std::move(action)});
}

}  // namespace

void refresh_plugin_panels(const PluginPanelParts& parts) {
    auto& state = parts.state;
    if (!answers_panels(parts.library)) {
        state = {};
        return;
    }
    const auto asked = context(parts);
    auto request = bb::serial::to_blob(asked);
    if (request == state.asked) return;
    state.asked = std::move(request);
    state.error.clear();
    auto bytes = parts.library.call(panel::kPanels, asked);
    if (!bytes && bb::plugin::still_answering(bytes.error())) {
        state.asked.clear();  // asked again when the answer has arrived; the panels shown stay meanwhile
        return;
    }
    auto reply = bytes ? panel::decode_panels(*bytes, parts.library.system(), parts.battles.battlefield())
                       : bb::Result<panel::PanelsReply>(bytes.error());
    if (!reply) {
        state.reply = {};
        state.error = reply.error().message;
        return;
    }
    state.reply = std::move(*reply);
}

void draw_plugin_panels(const PluginPanelParts& parts, panel::Scope scope) {
    auto& state = parts.state;
    if (!answers_panels(parts.library)) return;
    if (!state.error.empty()) {
        ImGui::Separator();
        theme::text_wrapped(theme::kErrorText, "%s", state.error.c_str());
        note_value("panels:error", state.error);
        return;
    }
    std::optional<panel::Action> action;
    for (const auto& p : state.reply.panels) {
        if (p.scope != scope) continue;
        ImGui::Separator();
        if (auto changed = draw_panel(p, state.drafts)) action = std::move(changed);
    }
    if (!state.message.empty()) {
        theme::text_wrapped(tone_colour(state.message_tone), "%s", state.message.c_str());
        note_value("panels:message", state.message);
    }
    // Sent after drawing: the reply may change the panels being iterated.
    if (!action && !state.waiting) return;
    auto reply = action ? round_trip(parts, std::move(*action)) : send(parts, *state.waiting);
    if (!reply && bb::plugin::still_answering(reply.error())) return;  // sent again when the answer arrives
    state.message = reply ? reply->message : reply.error().message;
    state.message_tone = reply ? reply->message_tone : panel::Tone::Breach;
}

}  // namespace app
