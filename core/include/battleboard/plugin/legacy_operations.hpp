#pragma once
// Data older Battleboards shaped for one game system, which the host no longer reads itself: it hands the game
// system's plugin what it cannot interpret and stores the plugin state the plugin answers. Shared by host and
// plugins; a plugin without it answers BB_STATUS_UNKNOWN_OPERATION. See docs/formats.md ("Legacy score sheets").
#include "battleboard/model/plugin_state.hpp"
#include "battleboard/serial/json_value.hpp"

#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bb::plugin {

// Request: LegacySheet. Reply: ConvertedSheet. Fails (status 3) with a message for the player when the sheet
// cannot be read.
inline constexpr std::string_view kConvertLegacySheet = "convert-legacy-sheet";

// The score sheet of a link of format 2 to 4 (when `link_bits` is given) or of a setup file (`json`).
struct LegacySheet {
    std::string link_bits;           // the link's payload as it travels: base64url, after "bbN."
    std::uint32_t link_format = 0;   // N
    std::uint64_t start_bit = 0;     // where the sheet begins, after the bit saying there is one
    bool refers = false;             // a format 4 link naming the system's ids by code (link/reference.hpp)
    std::vector<std::string> texts;  // the link's text table, which the sheet's texts index
    std::string json;                // a setup file's "score_sheet" object
    model::PluginState state;        // what the battle holds besides: the sheet is taken into it
    serial::JsonValue tree;          // version 2: `json` as the host parsed it (setup/legacy_sheet_request.hpp)

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(link_bits, link_format, start_bit, refers, texts, json, state);
        if (version >= 2) ar(tree);
    }
};

struct ConvertedSheet {
    model::PluginState state;  // `state` of the request with the sheet taken in
    std::uint64_t bits = 0;    // of a link: how many bits the sheet took from start_bit

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(state, bits);
    }
};

}  // namespace bb::plugin

CEREAL_CLASS_VERSION(bb::plugin::LegacySheet, 2);
CEREAL_CLASS_VERSION(bb::plugin::ConvertedSheet, 1);
