#pragma once
// The battle state (battle_state.hpp) in a share link: battleplans, scoring lines, battle tactics and grand
// alliances by their place in this plugin's lists, numbers as exp-Golomb codes, typed names in the link's text
// code; about a tenth of its portable-binary bytes. Layout version 1; docs/formats.md ("Link state").
#include "battleboard/link/bit_stream.hpp"
#include "battleboard/model/plugin_state.hpp"

#include <cstdint>

namespace aos4 {

struct LinkLayout {
    static constexpr std::uint32_t version = 1;
    static bool write(const bb::model::PluginState& state, bb::link::BitWriter& out);
    static bb::model::PluginState read(bb::link::BitReader& in, std::uint32_t version);
};

}  // namespace aos4
