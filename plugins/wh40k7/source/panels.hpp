#pragma once
// Warhammer 40,000 7th edition's panels (plugin/panel_protocol.hpp): a fortification's purchases and bill,
// its building's damage rolls and what Detonation! leaves, a piece bought for a fortification, and the 6"
// range those pieces stand within, drawn on the board; and the plain victory points.
#include "battleboard/plugin/panel_protocol.hpp"
#include "battleboard/sdk/victory_points.hpp"

namespace wh40k7 {

// The battle's plugin state: the victory points (the rest of the battle is kept on the pieces).
struct BattleState {
    bb::plugin::sdk::vp::Sheet vp;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(vp);
    }
};
inline constexpr std::uint32_t kStateVersion = 1;
// The state in a share link: the victory points alone.
using LinkLayout =
    bb::plugin::sdk::vp::LinkLayout<BattleState, kStateVersion, &bb::plugin::sdk::vp::no_rest<BattleState>,
                                    &bb::plugin::sdk::vp::no_rest<BattleState>>;

bb::Result<bb::plugin::panel::PanelsReply> panels(const bb::plugin::panel::PanelsRequest& request);
bb::Result<bb::plugin::panel::ActionReply> act(const bb::plugin::panel::ActionRequest& request);

}  // namespace wh40k7

CEREAL_CLASS_VERSION(wh40k7::BattleState, 1);
