#pragma once
// A whole setup as a short text for a URL fragment (`#bb7.…`, never sent to a server) or a QR code:
// "bb", the format version, ".", then the setup's bits in base64url. See docs/formats.md ("Link format").
// From release 1.0.0 on every link a release made keeps opening: golden links of each format version are decoded
// in the tests forever. Links of the pre-release formats 1 to 5 are refused with a message saying so; format 6
// (before a link named its plugin's version) is still read.
#include "battleboard/link/reference.hpp"
#include "battleboard/model/battlefield.hpp"
#include "battleboard/plugin/link_state_operations.hpp"
#include "battleboard/result.hpp"

#include <functional>
#include <string>
#include <string_view>

namespace bb::link {

// The format links are written in (layout.hpp); this one and every format from kOldestFormatVersion on are read.
// Formats 1 to 5 were written only by pre-release builds.
inline constexpr int kFormatVersion = 7;
inline constexpr int kOldestFormatVersion = 6;

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
// The link names the reference's plugin version (empty without a reference of the setup's system); a version a link
// cannot hold (reference.hpp, limits.hpp) is refused with a message.
Result<std::string> encode(const model::Battlefield& battlefield, const Reference* reference = nullptr,
                           const StateCodec* codec = nullptr);

// What a link says before its setup: read without any plugin, to know which system's description decoding needs.
struct Header {
    int format = 0;
    std::string system;
    std::string plugin_version;    // of the system's plugin that made the link; empty in format 6 and when unknown
    bool needs_reference = false;  // the link refers to the system's description
};
Result<Header> read_header(std::string_view text);

// Accepts the link alone or a whole address ending in `#link`; surrounding white space is ignored.
// Never throws; a link it cannot read gives a message for the player. A link that needs a reference says which
// system it needs when given none (or one of another system), and which id it names when the reference lacks it.
Result<model::Battlefield> decode(std::string_view text, const Reference* reference = nullptr);

// A state in its plugin's layout is read by `codec.read`; without it such a link says which system it needs.
Result<model::Battlefield> decode(std::string_view text, const Reference* reference, const StateCodec& codec);

}  // namespace bb::link
