#pragma once
// Example Skirmish's panels: the supply crate's panel (every kind of control) and the battle's victory points,
// kept on the SDK's own sheet (battleboard/sdk/victory_points.hpp) rather than a score type of the plugin's own.
#include "battleboard/plugin/panel_protocol.hpp"
#include "battleboard/sdk/victory_points.hpp"

namespace example {

// The battle's plugin state: the victory points (a crate keeps its own in its attributes). Version 1 was a
// score grid of the plugin's own; such a state is refused as another version's.
struct BattleState {
    bb::plugin::sdk::vp::Sheet vp;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(vp);
    }
};
inline constexpr std::uint32_t kStateVersion = 2;
// The state in a share link: the SDK's layout of the sheet, with nothing of the plugin's own before it.
using LinkLayout =
    bb::plugin::sdk::vp::LinkLayout<BattleState, kStateVersion, &bb::plugin::sdk::vp::no_rest<BattleState>,
                                    &bb::plugin::sdk::vp::no_rest<BattleState>>;

bb::Result<bb::plugin::panel::PanelsReply> panels(const bb::plugin::panel::PanelsRequest& request);
bb::Result<bb::plugin::panel::ActionReply> act(const bb::plugin::panel::ActionRequest& request);

}  // namespace example

CEREAL_CLASS_VERSION(example::BattleState, 1);
