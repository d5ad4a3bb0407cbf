#include "battleboard/link/reference.hpp"

#include "battleboard/layout/battleplan_layout.hpp"

#include <algorithm>
#include <utility>

namespace bb::link {

Reference::Reference(const sys::SystemDescription& system, std::string plugin_version)
    : system_(system), plugin_version_(std::move(plugin_version)) {
    const auto& numbers = system.link_numbers;
    numbered_[int(Names::Editions)] = &numbers.editions;
    numbered_[int(Names::Catalogue)] = &numbers.catalogue;
    numbered_[int(Names::Battleplans)] = &numbers.battleplans;
    numbered_[int(Names::Tables)] = &numbers.tables;
}

std::optional<std::uint32_t> Reference::number(Names list, const std::string& id) const {
    auto named = [&](const auto& items) {
        return std::any_of(items.begin(), items.end(), [&](const auto& item) { return item.id == id; });
    };
    const bool described = list == Names::Editions      ? named(system_.editions)
                           : list == Names::Catalogue   ? named(system_.catalogue)
                           : list == Names::Battleplans ? named(system_.battleplans)
                                                        : named(system_.tables);
    if (!described) return std::nullopt;
    const auto& ids = *numbered_[int(list)];
    const auto at = std::find(ids.begin(), ids.end(), id);
    if (at == ids.end()) return std::nullopt;
    return static_cast<std::uint32_t>(at - ids.begin());
}

const std::string* Reference::numbered(Names list, std::uint32_t number) const {
    const auto& ids = *numbered_[int(list)];
    return number < ids.size() ? &ids[number] : nullptr;
}

std::optional<Look> Reference::look(const std::string& entry_id, const std::string& edition) const {
    const sys::CatalogueEntry* entry = system_.find_entry(entry_id, edition);
    if (!entry) return std::nullopt;
    // Quantised the way a placed piece is, so a piece left as the catalogue gave it matches exactly.
    model::Battlefield one;
    model::TerrainPiece piece;
    piece.catalogue_id = entry->id;
    piece.label = entry->name;
    piece.footprint = entry->footprint;
    piece.height = entry->height;
    piece.levels = entry->levels;
    one.add_piece(std::move(piece));
    auto quantised = quantise(one);
    if (!quantised) return std::nullopt;
    const QuantisedPiece& p = quantised->pieces.front();
    return Look{p.label, p.shape, p.height, p.levels};
}

std::optional<QuantisedSetup> Reference::laid_out(const std::string& battleplan_id, std::int32_t width,
                                                  std::int32_t depth) const {
    const sys::Battleplan* plan = system_.find_battleplan(battleplan_id);
    if (!plan) return std::nullopt;
    model::Battlefield board;
    board.width = double(width) / kStepsPerInch;
    board.depth = double(depth) / kStepsPerInch;
    layout::apply_battleplan(board, plan);
    auto laid = quantise(board);
    if (!laid) return std::nullopt;
    return std::move(*laid);
}

}  // namespace bb::link
