#pragma once
// Plain victory points, for game systems whose score is each player's VP round by round with nothing to work
// out: the sheet a plugin keeps in its battle state, its panel (names, a stepper per round and player, who leads,
// clearing on a second tap), its summary and its part of a share link.
#include "battleboard/link/bit_stream.hpp"
#include "battleboard/rules/battle_summary.hpp"
#include "battleboard/sdk/panel_sdk.hpp"

#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bb::plugin::sdk::vp {

struct Sheet {
    std::vector<std::string> names;                  // one per player; empty while nobody keeps score
    std::vector<std::vector<std::uint32_t>> rounds;  // per battle round, per player
    bool confirming_clear = false;                   // Clear was tapped once

    bool kept() const { return !names.empty(); }

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(names, rounds, confirming_clear);
    }
};

// The panel's key: its controls' test-hook ids are "panel:vp:<control>".
inline constexpr std::string_view kPanel = "vp";

panel::Panel panel(const Sheet& sheet);
// The sheet after the player's change on the panel, or a message saying why it was refused.
Result<Sheet> act(Sheet sheet, const panel::Action& action);
rules::BattleSummary summary(const Sheet& sheet);
// Why the sheet cannot be a battle's score, or nothing: more players or battle rounds than the panel holds, points
// for a player who is not in the battle, more points in a round than the panel allows, rounds without players.
// The panel never writes such a sheet; a forged or damaged state may hold one, and summary_of refuses it.
std::string impossible(const Sheet& sheet);

// The sheet in a share link, inside the plugin's layout of its state (link_state.hpp): player count and names in
// the link's text code, round count and per round each player's points as exp-Golomb numbers, the Clear bit.
// The reader refuses more than the panel holds through in.fail() (the SDK then finds the link damaged).
void write_sheet(link::BitWriter& out, const Sheet& sheet);
Sheet read_sheet(link::BitReader& in);

// A link layout (link_state.hpp) for a battle state `State` (packed as version `Version`) that holds a Sheet in
// `vp` and a few fields of its own, which `WriteRest` and `ReadRest` write and read before the sheet:
//   answer<kWriteLinkState, &write_link_state<vp::LinkLayout<...>>>
//   answer<kReadLinkState, &read_link_state<vp::LinkLayout<...>>>
template <class State, std::uint32_t Version, void (*WriteRest)(link::BitWriter&, const State&),
          void (*ReadRest)(link::BitReader&, State&)>
struct LinkLayout {
    static constexpr std::uint32_t version = 1;
    static bool write(const model::PluginState& stored, link::BitWriter& out) {
        if (stored.version != Version) return false;
        const auto state = unpack_state<State>(stored, Version);
        if (!state) return false;
        WriteRest(out, *state);
        write_sheet(out, state->vp);
        return true;
    }
    static model::PluginState read(link::BitReader& in, std::uint32_t /*version*/) {
        State state;
        ReadRest(in, state);
        state.vp = read_sheet(in);
        return in.ok() ? pack_state(state, Version) : model::PluginState{};
    }
};

// For a state that holds nothing but the sheet.
template <class State>
void no_rest(link::BitWriter&, const State&) {}
template <class State>
void no_rest(link::BitReader&, State&) {}

// The operations of a plugin whose battle state `State` (packed as version `Version`) holds a Sheet in `vp`:
//   answer<kSummary, &vp::summary_of<State, Version>>
template <class State, std::uint32_t Version>
Result<rules::BattleSummary> summary_of(const model::Battlefield& battlefield) {
    auto state = unpack_state<State>(battlefield.plugin_state, Version);
    if (!state) return make_error("The battle's score was saved by another version of this game system.");
    if (auto why = impossible(state->vp); !why.empty()) return make_error(why);
    return summary(state->vp);
}

// An action on the victory points panel, for the plugin's `act`.
template <class State, std::uint32_t Version>
Result<panel::ActionReply> act_on(const panel::ActionRequest& request) {
    auto state = unpack_state<State>(request.context.battlefield.plugin_state, Version);
    if (!state) return make_error("The battle's score was saved by another version of this game system.");
    auto sheet = act(state->vp, request.action);
    panel::ActionReply reply;
    if (!sheet) {
        reply.message = sheet.error().message;
        reply.message_tone = panel::Tone::Breach;
        return reply;
    }
    state->vp = std::move(*sheet);
    reply.state_changed = true;
    reply.state = pack_state(*state, Version);
    return reply;
}

}  // namespace bb::plugin::sdk::vp

CEREAL_CLASS_VERSION(bb::plugin::sdk::vp::Sheet, 1);
