#pragma once
// Generates a legal terrain layout by construction: the game system states its set-up rules as data
// (SetupConstraints), pieces go only to spots that keep every gap (edges, objectives, other pieces), a piece with
// no spot left sends the search back to move the one before it, and the system's full setup check is asked once,
// to confirm the finished table. Chosen sizes follow the system's mix for the board. The same request and seed
// give the same layout on every platform (own integer draws, spots on a half-inch grid).
// Organisers use it from the CLI to prepare many tables; players from the app.
#include "battleboard/layout/setup_constraints.hpp"
#include "battleboard/model/battlefield.hpp"
#include "battleboard/result.hpp"
#include "battleboard/rules/findings.hpp"
#include "battleboard/system/system_description.hpp"

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace bb::layout {

// Fair for both players: every piece has a twin turned half round the middle of the board (Point) or reflected
// across the line between the players' territories (Mirror).
enum class Symmetry : std::uint8_t { None, Point, Mirror };

struct LayoutRequest {
    model::Battlefield start;               // system, edition, board and battleplan set; its pieces stay (pinned)
    std::vector<sys::CatalogueEntry> pool;  // what may be placed
    bool pool_is_box = false;               // the player's own pieces: each entry placed at most once
    SetupConstraints constraints;           // the system's set-up rules as data
    std::uint32_t features = 0;             // pieces to add
    double min_gap = 1.0;                   // inches between pieces even where the system sets no distance
    Symmetry symmetry = Symmetry::None;
    std::uint32_t seed = 1;  // the same seed and inputs give the same layout
};

// The game system's setup check (the plugin's validate operation).
using LayoutCheck = std::function<Result<rules::Findings>(const model::Battlefield&)>;

struct GeneratedLayout {
    model::Battlefield battlefield;
    rules::Findings findings;    // the check's word on the result (breaches only when no attempt was clean)
    std::uint32_t attempts = 0;  // whole layouts started, this one the last
};

// Fails when the check fails, nothing can be placed, or the request cannot be met; the message then says why
// with the numbers involved (e.g. the area the pieces need with their gaps against the area the board offers).
Result<GeneratedLayout> generate_layout(const LayoutRequest& request, const LayoutCheck& check);
// The same without copying the request (its pool of catalogue entries).
Result<GeneratedLayout> generate_layout(LayoutRequest&& request, const LayoutCheck& check);

// The same search in slices, for a caller that must keep answering between them (the app draws a frame after
// each): step() looks at about `spots` candidate spots and returns; the layout and the message are those
// generate_layout gives for the same request.
class LayoutSearch {
public:
    LayoutSearch(LayoutRequest request, LayoutCheck check);
    ~LayoutSearch();
    LayoutSearch(LayoutSearch&&) noexcept;
    LayoutSearch& operator=(LayoutSearch&&) noexcept;

    // Works on until about `spots` more spots have been looked at (at least one piece's turn), or the search
    // ends; true once it has ended.
    bool step(std::size_t spots);
    bool finished() const;
    // How far the current attempt has come, 0 to 1: the share of its pieces standing.
    double progress() const;
    std::uint32_t attempt() const;
    // The outcome, once finished.
    Result<GeneratedLayout> result() const;

private:
    struct State;
    std::unique_ptr<State> state_;
};

// The system's board size this battlefield is (either way round), if any: its usual feature count and the note
// saying where that count comes from.
const sys::BoardSize* board_size_of(const sys::SystemDescription& system, const model::Battlefield& battlefield);

// How many features a board gets: the constraints' count for a board of this size, else the system's, else one
// per 2'x2' of table (never fewer than 4).
std::uint32_t default_feature_count(const sys::SystemDescription& system, const model::Battlefield& battlefield,
                                    const SetupConstraints& constraints = {});

// The size class a footprint counts as (index into constraints.size_classes; 0 when there are none).
std::size_t size_class_of(const SetupConstraints& constraints, const geo::Polygon& footprint);

}  // namespace bb::layout
