#pragma once
// The battle state of each plain victory point system (wfb8, tow, wh40k7, wh40k10 and the example) holding a given
// sheet, packed as the plugin packs it, with the system's own fields set away from their defaults: for tests that
// give a plugin a state its panel would never write.
#include "battleboard/sdk/panel_sdk.hpp"
#include "buildings/building_panel.hpp"
#include "example/source/panels.hpp"
#include "wh40k10/source/save_panel.hpp"
#include "wh40k7/source/panels.hpp"

#include <string>

namespace bb::testing {

inline model::PluginState vp_state(const std::string& system, plugin::sdk::vp::Sheet vp) {
    namespace sdk = plugin::sdk;
    if (system == "wh40k7") return sdk::pack_state(wh40k7::BattleState{std::move(vp)}, wh40k7::kStateVersion);
    if (system == "example") return sdk::pack_state(example::BattleState{std::move(vp)}, example::kStateVersion);
    if (system == "wh40k10") {
        wh40k10::SaveState state;
        state.save = 4, state.ap = -2, state.has_cover = true, state.cover_from_sight = false;
        state.vp = std::move(vp);
        return sdk::pack_state(state, wh40k10::kStateVersion);
    }
    plugin::buildings::AssaultState state;
    state.assailant = {"Greatswords", "infantry", 20, 20};
    state.vp = std::move(vp);
    return sdk::pack_state(state, plugin::buildings::kStateVersion);
}

}  // namespace bb::testing
