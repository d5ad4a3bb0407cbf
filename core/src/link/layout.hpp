#pragma once
// The payload of a format 7 link, field by field; docs/formats.md ("Link format") describes the same layout. It
// names the system and the version of its plugin first and may refer to what its plugin's description holds
// (reference.hpp): catalogue entries, battleplans, editions and dice tables by the plugin's numbers, a piece as its
// catalogue entry gives it and the battleplan's own objectives and territories in a bit; a piece's position and
// rotation are one number. It front-codes the sorted text table, names a piece's kind by what changed since the piece
// before, keeps board-aligned rectangular zones as two corners, on the half-inch grid when every zone point lies on it,
// and ends with the game system's state, in its plugin's own layout where it has one. Writer and reader share these
// constants; changing any of them changes a released format and breaks golden links.
#include "battleboard/link/bit_stream.hpp"
#include "battleboard/link/link.hpp"
#include "battleboard/link/quantised_setup.hpp"
#include "battleboard/link/reference.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bb::link::layout {

inline constexpr int kBoardBits = 11;      // (side in eighths) - 1, so 1/8" to 256"
inline constexpr int kRotationBits = 9;    // whole degrees 0..359
inline constexpr int kShapeKindBits = 2;   // Shape::Kind; 3 is unused
inline constexpr int kPointOrderBits = 3;  // exp-Golomb order of a polygon's coordinates

// Exp-Golomb orders, chosen for the values typical tables hold.
inline constexpr int kStringCountOrder = 2;
inline constexpr int kCountOrder = 0;  // kinds, objectives, territories, rolls, dice, attributes
inline constexpr int kPieceCountOrder = 2;
inline constexpr int kSizeOrder = 4;        // rectangle and ellipse sides in eighths, less one
inline constexpr int kSidesOrder = 2;       // ellipse vertices, less three
inline constexpr int kPointCountOrder = 2;  // polygon vertices, less three
inline constexpr int kHeightOrder = 3;      // signed eighths
inline constexpr int kLevelsOrder = 0;
inline constexpr int kOffBoardOrder = 6;      // signed eighths, when some position lies off the board
inline constexpr int kDiameterOrder = 3;      // millimetres or eighths
inline constexpr int kFaceOrder = 2;          // signed face - 1
inline constexpr int kTotalOrder = 0;         // signed total - sum of faces
inline constexpr int kStateVersionOrder = 0;  // the plugin's version of its state
inline constexpr int kStateBytesOrder = 5;    // bytes of the plugin's state
inline constexpr int kSharedPrefixOrder = 0;  // bytes a text shares with the text before it

// The zone editor snaps corners to half an inch; zones whose points all lie on that grid are written in
// its steps.
inline constexpr std::int32_t kZoneGridSteps = 4;  // eighths
inline constexpr int kRectangleOrderBits = 3;      // the corner a rectangle starts at (2 bits), its direction (1)

// Bytes `text` shares with the start of `before`, cut back to a whole UTF-8 character.
inline std::size_t shared_prefix(std::string_view before, std::string_view text) {
    std::size_t n = 0;
    while (n < before.size() && n < text.size() && before[n] == text[n]) ++n;
    while (n > 0 && n < text.size() && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) --n;
    return n;
}

// A piece of another kind than the piece before, `seen` kinds in, names one of these choices: the next
// kind not seen yet (0, while there is one), else one of the other kinds seen, in order, leaving out the one before.
inline std::size_t kind_choices(std::size_t seen, std::size_t kinds) { return seen - 1 + (seen < kinds ? 1 : 0); }
inline std::size_t kind_choice(std::size_t index, std::size_t before, std::size_t seen, std::size_t kinds) {
    return (seen < kinds ? 1 : 0) + index - (index > before ? 1 : 0);
}
inline std::size_t kind_of_choice(std::size_t choice, std::size_t before, std::size_t seen, std::size_t kinds) {
    const std::size_t fresh = seen < kinds ? 1 : 0;
    if (fresh && choice == 0) return seen;
    const std::size_t rank = choice - fresh;
    return rank + (rank >= before ? 1 : 0);
}

// A zone that is a rectangle aligned with the board, within it: two corners and the order of its four points.
struct ZoneRectangle {
    Point8 low, high;         // low.x < high.x, low.y < high.y
    std::uint32_t order = 0;  // start corner (low-low, high-low, high-high, low-high) x 2 + 1 when going backwards
};
inline std::vector<Point8> corners(const ZoneRectangle& r) {
    const Point8 ring[4] = {r.low, {r.high.x, r.low.y}, r.high, {r.low.x, r.high.y}};
    std::vector<Point8> points;
    const int start = int(r.order / 2), step = (r.order & 1) ? 3 : 1;
    for (int i = 0; i < 4; ++i) points.push_back(ring[(start + i * step) % 4]);
    return points;
}

// Which of a piece's fields differ from its kind's defaults (after the "has extras" bit).
enum Extra : std::uint32_t {
    kCustomLabel = 1u << 5,
    kCustomShape = 1u << 4,
    kCustomHeight = 1u << 3,
    kCustomLevels = 1u << 2,
    kHasRolls = 1u << 1,
    kHasAttributes = 1u << 0,
};
inline constexpr int kExtraBits = 6;

// Exp-Golomb orders of the plugins' numbers for their ids, fixed so that a list the plugin appends to
// never changes how an older link reads.
inline int number_order(Names list) {
    switch (list) {
        case Names::Editions: return 0;
        case Names::Catalogue: return 3;
        case Names::Battleplans: return 2;
        case Names::Tables: return 1;
    }
    return 0;
}

// Bits of a reference into a table of `size` entries (none for a table of one).
inline int index_bits(std::size_t size) { return size <= 1 ? 0 : std::bit_width(size - 1); }
// Bits of a value from 0 to `highest`.
inline int range_bits(std::uint32_t highest) { return std::bit_width(highest); }

// The most common values among a kind's pieces, written once; each piece then says only what differs.
struct KindDefaults {
    std::string kind;
    std::string label;
    Shape shape;
    std::int32_t height = 0;
    std::uint32_t levels = 1;
};

// What a payload says before its text table, read without any plugin (link::read_header): the system, the version
// of its plugin the link was made with (format 7; format 6 has none: empty) and whether the link refers to the
// system's description.
struct Head {
    std::string system;
    std::string plugin_version;
    bool refers = false;
};
Head read_head(BitReader& in, int format);
// A plugin version is most often dotted numbers ("1.0.0"): a bit 1, the count of numbers less one eg(0) (1 to
// kMostVersionNumbers) and each number eg(0), 9 bits for "1.0.0" where its text takes 45. Anything else (a
// leading zero, a letter, an empty version) is a bit 0 and the text.
inline constexpr std::size_t kMostVersionNumbers = 4;
inline constexpr std::uint64_t kMostVersionNumber = (1u << 20) - 1;
void write_plugin_version(BitWriter& out, std::string_view version);
// Why a plugin version cannot travel in a link ("of 40 bytes (at most 32)"), or nothing
// (plugin::usable_plugin_version: empty is fine).
std::optional<std::string> plugin_version_problem(std::string_view version);

// Writes format 7 (link.hpp's kFormatVersion), referring to what `reference` holds when given and naming its
// plugin version, and reads formats 6 and 7. A payload that refers to its system's description needs one of that
// system: without it reading stops at once, leaving `setup.system` set.
// `write_state` (may be empty) puts the system's state in its plugin's layout when it answers.
using StateWriter = std::function<Result<plugin::LinkStateBits>(const model::PluginState&)>;
using StateReader = std::function<Result<plugin::LinkStateRead>(const plugin::LinkStateSource&)>;
void write_setup(BitWriter& out, const QuantisedSetup& setup, const Reference* reference,
                 const StateWriter& write_state);
// What a payload is read with: its bits as they travel, the system's description and its plugin's reader of its
// state (a link with a state in the plugin's layout needs one).
struct Source {
    int format = 0;
    std::string_view text;
    const Reference* reference = nullptr;
    const StateReader* read_state = nullptr;
};
// Sets `missing` (and fails the reader) when the link names what the reference lacks, or needs a reference.
QuantisedSetup read_setup(BitReader& in, const Source& source, std::string& missing);

}  // namespace bb::link::layout
