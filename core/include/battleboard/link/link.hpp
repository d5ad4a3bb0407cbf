#pragma once
// A whole setup as a short text for a URL fragment (`#bb2.…`, never sent to a server) or a QR code:
// "bb", the format version, ".", then the setup's bits in base64url. See docs/formats.md ("Link format").
// Every link ever made keeps opening: golden links of each format version are decoded in the tests forever.
#include "battleboard/model/battlefield.hpp"
#include "battleboard/result.hpp"

#include <string>
#include <string_view>

namespace bb::link {

// Format 2 adds the score sheet to format 1, format 3 the game system's own battle state (its score sheet,
// rounds, rolls); links of every format open, new links are written as format 3.
inline constexpr int kFormatVersion = 3;

// Quantises (quantised_setup.hpp) and packs; refuses setups beyond the limits in limits.hpp.
Result<std::string> encode(const model::Battlefield& battlefield);
// Accepts the link alone or a whole address ending in `#link`; surrounding white space is ignored.
// Never throws; a link it cannot read gives a message for the player.
Result<model::Battlefield> decode(std::string_view text);

}  // namespace bb::link
