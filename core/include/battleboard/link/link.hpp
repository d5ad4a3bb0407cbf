#pragma once
// A whole setup as a short text for a URL fragment (`#bb2.…`, never sent to a server) or a QR code:
// "bb", the format version, ".", then the setup's bits in base64url. See docs/formats.md ("Link format").
// Every link ever made keeps opening: golden links of each format version are decoded in the tests forever.
#include "battleboard/link/reference.hpp"
#include "battleboard/model/battlefield.hpp"
#include "battleboard/plugin/legacy_operations.hpp"
#include "battleboard/plugin/link_state_operations.hpp"
#include "battleboard/result.hpp"

#include <functional>
#include <string>
#include <string_view>

namespace bb::link {

// Format 2 adds the score sheet to format 1, format 3 the game system's own battle state (its score sheet,
// rounds, rolls), format 4 refers to what the system's plugin describes (reference.hpp); links of every format
// open, format 5 carries the system's state in the plugin's own layout where it has one, format 6 writes the same
// information shorter (layout.hpp); new links are format 6.
inline constexpr int kFormatVersion = 6;

// The game system's plugin writing and reading its state in its own link layout (`write-link-state`,
// `read-link-state`); either may be empty.
struct StateCodec {
    std::function<Result<plugin::LinkStateBits>(const model::PluginState&)> write;
    std::function<Result<plugin::LinkStateRead>(const plugin::LinkStateSource&)> read;
};

// Quantises (quantised_setup.hpp) and packs; refuses setups beyond the limits in limits.hpp. With a reference of
// the setup's system, catalogue pieces, the battleplan's objectives and territories and the system's ids cost a
// few bits; without one, the link holds every value itself and opens anywhere. With a codec whose writer answers,
// the system's state travels in its plugin's layout (a link that then opens only with the plugin), else as bytes.
Result<std::string> encode(const model::Battlefield& battlefield, const Reference* reference = nullptr,
                           const StateCodec* codec = nullptr);

// What a link says before its setup: read without any plugin, to know which system's description decoding needs.
struct Header {
    int format = 0;
    std::string system;
    bool needs_reference = false;  // a format 4 link that refers to the system's description
};
Result<Header> read_header(std::string_view text);

// Accepts the link alone or a whole address ending in `#link`; surrounding white space is ignored.
// Never throws; a link it cannot read gives a message for the player. A link that needs a reference says which
// system it needs when given none (or one of another system), and which id it names when the reference lacks it.
Result<model::Battlefield> decode(std::string_view text, const Reference* reference = nullptr);

// Asks the link's game system to read a score sheet of formats 2 to 4 (`convert-legacy-sheet`); given one,
// decode hands it every such sheet, keeps the state it answers and skips the bits it took.
using SheetConverter = std::function<Result<plugin::ConvertedSheet>(const plugin::LegacySheet&)>;
Result<model::Battlefield> decode(std::string_view text, const Reference* reference, const SheetConverter& convert);
// A state in its plugin's layout (format 5) is read by `codec.read`; without it such a link says which system it
// needs.
Result<model::Battlefield> decode(std::string_view text, const Reference* reference, const SheetConverter& convert,
                                  const StateCodec& codec);

}  // namespace bb::link
