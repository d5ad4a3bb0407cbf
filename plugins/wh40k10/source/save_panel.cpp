#include "save_panel.hpp"

#include "battleboard/sdk/link_state.hpp"
#include "benefit_of_cover.hpp"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

namespace wh40k10 {

namespace {

namespace panel = bb::plugin::panel;
namespace sdk = bb::plugin::sdk;
using panel::Tone;

constexpr const char* kSavePanel = "cover-save";
constexpr int kNoSave = 7;

// State from another device may hold anything: keep every number in its range.
SaveState kept_in_range(SaveState s) {
    s.save = std::clamp(s.save, 2, 6);
    s.ap = std::clamp(s.ap, -6, 0);
    s.invulnerable = std::clamp(s.invulnerable, 2, 6);
    return s;
}

bool cover_of(const SaveState& s, const panel::SightContext& sight) {
    return sight.shown && s.cover_from_sight ? sight.in_cover : s.has_cover;
}

// Why the answer is what it is, step by step from the numbers asked.
std::string reasons(const SaveState& s, bool has_cover, const SaveRoll& roll) {
    const int armour = s.save + std::abs(s.ap);
    const std::string save = std::to_string(s.save) + "+", ap = std::to_string(s.ap);
    std::vector<std::string> lines;
    lines.push_back(armour > 6
                        ? "Save " + save + " against AP " + ap + " leaves no armour save."
                        : "Save " + save + " against AP " + ap + ": armour save " + std::to_string(armour) + "+.");
    if (has_cover && roll.cover_applied)
        lines.push_back(armour - 1 > 6 ? "Benefit of Cover: +1, still no armour save."
                                       : "Benefit of Cover: +1 makes it " + std::to_string(armour - 1) + "+.");
    else if (has_cover)
        lines.push_back("No Benefit of Cover: a Save of " + save + " gets none against AP 0.");
    const std::string invulnerable = std::to_string(s.invulnerable) + "+ invulnerable save";
    if (roll.invulnerable_used)
        lines.push_back("The " + invulnerable + " is better; cover never improves it.");
    else if (s.has_invulnerable)
        lines.push_back("The " + invulnerable + " is no better.");
    std::string text;
    for (const auto& line : lines) text += (text.empty() ? "- " : "\n- ") + line;
    return text;
}

panel::Panel save_panel(const SaveState& s, const panel::SightContext& sight) {
    const bool linked = sight.shown && s.cover_from_sight;
    const bool has_cover = cover_of(s, sight);
    const auto roll = cover_save(s.save, s.ap, s.has_invulnerable ? s.invulnerable : 0, has_cover);
    sdk::PanelBuilder b(kSavePanel, "Am I in cover?");
    b.text("about", "The saving throw one model makes against a ranged attack.", Tone::Muted)
        .whole("save", "Save characteristic (3 means 3+)", s.save, 2, 6)
        .whole("ap", "Armour Penetration of the attack", s.ap, -6, 0)
        .toggle("has-invulnerable", "Has an invulnerable save", s.has_invulnerable);
    if (s.has_invulnerable) b.whole("invulnerable", "Invulnerable save (4 means 4+)", s.invulnerable, 2, 6);
    if (sight.shown) b.toggle("cover-from-sight", "Cover from the Sight tab's verdict", s.cover_from_sight);
    b.toggle("cover", "Has the Benefit of Cover", has_cover);
    if (linked) {
        b.disabled();
        b.text("sight", std::string("Sight tab: the target is ") + (sight.in_cover ? "in cover." : "not in cover."),
               Tone::Muted);
    }
    b.text("needed", roll.needed >= kNoSave ? "No save possible" : "Saves on a " + std::to_string(roll.needed) + "+",
           Tone::Result)
        .text("why", reasons(s, has_cover, roll))
        .cites({"Benefit of Cover", "add 1 to the saving throw"});
    return b.build();
}

bb::Result<SaveState> state_of(const bb::model::Battlefield& battlefield) {
    auto state = sdk::unpack_state<SaveState>(battlefield.plugin_state, kStateVersion);
    if (!state) return bb::make_error("The cover calculator was saved by another version of this game system.");
    return kept_in_range(*state);
}

}  // namespace

bb::Result<panel::PanelsReply> panels(const panel::PanelsRequest& request) {
    panel::PanelsReply reply;
    if (request.battlefield.battleplan_id == "custom")
        reply.panels.push_back(sdk::PanelBuilder("custom-map", "Custom map")
                                   .text("how",
                                         "Add each objective with \"Objective marker\" on the Terrain tab and drag "
                                         "it where your mission card puts it.",
                                         Tone::Muted)
                                   .build());
    auto state = state_of(request.battlefield);
    if (!state) return state.error();
    reply.panels.push_back(save_panel(*state, request.sight));
    reply.panels.push_back(sdk::vp::panel(state->vp));
    return reply;
}

bb::Result<panel::ActionReply> act(const panel::ActionRequest& request) {
    const auto& a = request.action;
    if (a.panel_key == sdk::vp::kPanel) return sdk::vp::act_on<SaveState, kStateVersion>(request);
    if (a.panel_key != kSavePanel) return bb::make_error("This game system has no panel \"" + a.panel_key + "\".");
    auto state = state_of(request.context.battlefield);
    if (!state) return state.error();
    SaveState next = *state;
    panel::ActionReply reply;
    const bool whole = a.number == std::floor(a.number);
    auto number_in = [&](std::int32_t& field, int low, int high, const char* what) {
        if (!whole || a.number < low || a.number > high) {
            reply.message = what;
            reply.message_tone = Tone::Breach;
            return;
        }
        field = std::int32_t(a.number);
    };
    if (a.control_key == "save")
        number_in(next.save, 2, 6, "A Save characteristic runs from 2+ to 6+.");
    else if (a.control_key == "ap")
        number_in(next.ap, -6, 0, "Armour Penetration runs from 0 to -6.");
    else if (a.control_key == "invulnerable")
        number_in(next.invulnerable, 2, 6, "An invulnerable save runs from 2+ to 6+.");
    else if (a.control_key == "has-invulnerable")
        next.has_invulnerable = a.number != 0;
    else if (a.control_key == "cover-from-sight")
        next.cover_from_sight = a.number != 0;
    else if (a.control_key == "cover")
        next.has_cover = a.number != 0;
    else
        return bb::make_error("The cover calculator has no control \"" + a.control_key + "\".");
    if (!reply.message.empty()) return reply;
    reply.state_changed = true;
    reply.state = sdk::pack_state(next, kStateVersion);
    return reply;
}

namespace {

// The question's numbers are a few steps either side of nothing; anything beyond an int32 is a damaged link.
std::int32_t read_number(bb::link::BitReader& in) {
    const std::int64_t value = in.signed_golomb(1);
    if (in.ok() && (value < INT32_MIN || value > INT32_MAX)) in.fail("a number of the save calculator out of range");
    return in.ok() ? static_cast<std::int32_t>(value) : 0;
}

}  // namespace

void write_question(bb::link::BitWriter& out, const SaveState& state) {
    for (std::int32_t value : {state.save, state.ap, state.invulnerable}) out.signed_golomb(value, 1);
    out.flag(state.has_invulnerable), out.flag(state.has_cover), out.flag(state.cover_from_sight);
}

void read_question(bb::link::BitReader& in, SaveState& state) {
    state.save = read_number(in);
    state.ap = read_number(in);
    state.invulnerable = read_number(in);
    state.has_invulnerable = in.flag();
    state.has_cover = in.flag();
    state.cover_from_sight = in.flag();
}

}  // namespace wh40k10
