#include "app/session/battlefield_edits.hpp"

#include "battleboard/layout/battleplan_layout.hpp"
#include "battleboard/layout/free_spot.hpp"
#include "battleboard/layout/piece_from_entry.hpp"

#include <algorithm>

namespace app {

std::uint32_t add_piece(bb::model::Battlefield& b, Selection& selection, const bb::sys::CatalogueEntry& entry) {
    constexpr double kGap = 1.0;  // clear of other pieces, so the new one is easy to grab
    const bb::geo::Vec2 position =
        bb::layout::free_spot(b, entry.footprint, 0, kGap).value_or(bb::geo::Vec2{b.width / 2, b.depth / 2});
    const std::uint32_t id = b.add_piece(bb::layout::piece_from_entry(entry, position)).id;
    selection.select_piece(id);
    return id;
}

std::uint32_t add_objective(bb::model::Battlefield& b, Selection& selection) {
    bb::model::Objective objective;
    objective.label = std::to_string(b.objectives.size() + 1);
    objective.position = {b.width / 2, b.depth / 2};
    const std::uint32_t id = b.add_objective(std::move(objective)).id;
    selection.select_objective(id);
    return id;
}

void apply_battleplan(bb::model::Battlefield& b, Selection& selection, const bb::sys::SystemDescription& system,
                      const std::string& battleplan_id) {
    bb::layout::apply_battleplan(b, system.find_battleplan(battleplan_id));
    selection.clear();
}

void delete_selected(bb::model::Battlefield& b, Selection& selection, Deletions& deletions) {
    const auto* piece = selection.piece(&b);
    const auto* objective = selection.objective(&b);
    if (piece) deletions.last = piece->label;
    if (objective) deletions.last = "objective " + objective->label;
    if (piece || objective) ++deletions.count;
    if (const auto id = selection.piece_id()) b.remove_piece(*id);
    if (const auto id = selection.objective_id())
        std::erase_if(b.objectives, [&](const auto& o) { return o.id == *id; });
    selection.clear();
}

void set_board_size(bb::model::Battlefield& b, double width, double depth) {
    b.width = std::clamp(width, 12.0, 144.0);
    b.depth = std::clamp(depth, 12.0, 144.0);
    for (auto& piece : b.pieces)
        piece.position = {std::clamp(piece.position.x, 0.0, b.width), std::clamp(piece.position.y, 0.0, b.depth)};
}

}  // namespace app
