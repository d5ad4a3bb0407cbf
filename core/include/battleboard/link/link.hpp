#pragma once
// A whole setup as a short text for a URL fragment (`#bb2.…`, never sent to a server) or a QR code:
// "bb", the format version, ".", then the setup's bits in base64url. See docs/formats.md ("Link format").
// Every link ever made keeps opening: golden links of each format version are decoded in the tests forever.
#include "battleboard/link/reference.hpp"
#include "battleboard/model/battlefield.hpp"
#include "battleboard/plugin/legacy_operations.hpp"
#include "battleboard/result.hpp"

#include <functional>
#include <string>
#include <string_view>

namespace bb::link {

// Format 2 adds the score sheet to format 1, format 3 the game system's own battle state (its score sheet,
// rounds, rolls), format 4 refers to what the system's plugin describes (reference.hpp); links of every format
// open, new links are written as format 4.
inline constexpr int kFormatVersion = 4;

// Quantises (quantised_setup.hpp) and packs; refuses setups beyond the limits in limits.hpp. With a reference of
// the setup's system, catalogue pieces, the battleplan's objectives and territories and the system's ids cost a
// few bits; without one, the link holds every value itself and opens anywhere.
Result<std::string> encode(const model::Battlefield& battlefield, const Reference* reference = nullptr);

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

}  // namespace bb::link
