#include "app/plugin_ui/plugin_panels.hpp"

#include "app/plugin_ui/panel_renderer.hpp"
#include "app/ui/theme.hpp"
#include "app/ui/tone_colour.hpp"
#include "app/ui/widget_rects.hpp"

#include <imgui.h>

namespace app {

namespace {

namespace panel = bb::plugin::panel;

bool answers_panels(const Session& session) {
    return session.has_system() && !session.loading() && session.system().answers(panel::kPanels);
}

panel::PanelsRequest context(Session& session) {
    panel::PanelsRequest request;
    request.battlefield = session.battlefield();
    request.edition = session.edition();
    request.has_selection = session.selected.has_value();
    request.selected_piece = session.selected.value_or(0);
    // The Sight tab's verdict, for panels that follow it (the 40K save takes cover from it).
    const auto& sight = session.sight;
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

void say(PluginPanelState& state, std::string message, panel::Tone tone) {
    state.message = std::move(message);
    state.message_tone = tone;
}

}  // namespace

void refresh_plugin_panels(Session& session) {
    auto& state = session.plugin_panels;
    if (!answers_panels(session)) {
        state = {};
        return;
    }
    auto request = bb::serial::to_blob(context(session));
    if (request == state.asked) return;
    state.asked = std::move(request);
    state.error.clear();
    auto bytes = session.call(panel::kPanels, state.asked);
    auto reply = bytes ? panel::decode_panels(*bytes, session.system(), session.battlefield())
                       : bb::Result<panel::PanelsReply>(bytes.error());
    if (!reply) {
        state.reply = {};
        state.error = reply.error().message;
        return;
    }
    state.reply = std::move(*reply);
}

void send_panel_action(Session& session, panel::Action action) {
    auto& state = session.plugin_panels;
    const panel::Control* control = find_control(state, action);
    if (!control) return say(state, "That control is no longer shown.", panel::Tone::Breach);
    // A dice roll is rolled here, on the plugin's own table, and the plugin is told the dice.
    if (control->kind == panel::Kind::DiceRoll && action.chosen.empty()) {
        auto steps = session.roll(control->table_id);
        if (!steps || steps->empty())
            return say(state, steps ? "Nothing was rolled." : steps.error().message, panel::Tone::Breach);
        action.faces = steps->front().faces;
        action.total = steps->front().total;
        for (const auto& step : *steps) action.rolls.push_back({step.table_id, step.faces, step.total});
    }
    panel::ActionRequest request{context(session), std::move(action)};
    auto bytes = session.call(panel::kAct, bb::serial::to_blob(request));
    auto reply = bytes ? panel::decode_action_reply(*bytes, session.system(), session.battlefield())
                       : bb::Result<panel::ActionReply>(bytes.error());
    if (!reply) return say(state, reply.error().message + " Nothing was changed.", panel::Tone::Breach);
    panel::apply(*reply, session.system(), session.battlefield());
    // Other tabs replay the action, dice and all, on their own battle (the battlefield travels apart).
    if (reply->state_changed) {
        request.context.battlefield = {};
        state.actions_made.push_back({request.action.panel_key, request.action.control_key,
                                      request.context.selected_piece, bb::serial::to_blob(request)});
    }
    if (reply->select && session.battlefield().find_piece(reply->select_piece))
        session.select_piece(reply->select_piece);
    else if (session.selected && !session.battlefield().find_piece(*session.selected))
        session.select_piece(std::nullopt);
    say(state, reply->message, reply->message_tone);
}

void draw_plugin_panels(Session& session, panel::Scope scope) {
    auto& state = session.plugin_panels;
    if (!answers_panels(session)) return;
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
    if (action) send_panel_action(session, std::move(*action));
}

}  // namespace app
