#pragma once
// Warhammer 40,000 10th edition's panels: the saving throw against a ranged attack with the Benefit of Cover
// (taken from the Sight tab's verdict when one is shown), a word on the custom deployment map, and the plain
// victory points.
#include "battleboard/plugin/panel_protocol.hpp"
#include "battleboard/sdk/victory_points.hpp"

namespace wh40k10 {

// The battle's plugin state: the question on the calculator, so it survives a reload, and from version 2 the
// victory points.
struct SaveState {
    std::int32_t save = 3;          // the model's Save characteristic: 3 for 3+
    std::int32_t ap = 0;            // the attack's Armour Penetration as printed: 0, -1, -2 ...
    std::int32_t invulnerable = 4;  // its invulnerable save, used when has_invulnerable
    bool has_invulnerable = false;
    bool has_cover = false;        // set by hand
    bool cover_from_sight = true;  // follow the Sight tab's verdict when it shows one
    bb::plugin::sdk::vp::Sheet vp;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(save, ap, invulnerable, has_invulnerable, has_cover, cover_from_sight);
        if (version >= 2) ar(vp);
    }
};
inline constexpr std::uint32_t kStateVersion = 1;  // of the plugin state; SaveState's own version grows

// The calculator's question in a share link, before the victory points (sdk::vp::LinkLayout).
void write_question(bb::link::BitWriter& out, const SaveState& state);
void read_question(bb::link::BitReader& in, SaveState& state);
using LinkLayout = bb::plugin::sdk::vp::LinkLayout<SaveState, kStateVersion, &write_question, &read_question>;

bb::Result<bb::plugin::panel::PanelsReply> panels(const bb::plugin::panel::PanelsRequest& request);
bb::Result<bb::plugin::panel::ActionReply> act(const bb::plugin::panel::ActionRequest& request);

}  // namespace wh40k10

CEREAL_CLASS_VERSION(wh40k10::SaveState, 2);
