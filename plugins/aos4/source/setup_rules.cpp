#include "setup_rules.hpp"

#include "battlefield.hpp"
#include "battlepack.hpp"
#include "catalogue.hpp"
#include "editions.hpp"
#include "terrain_size.hpp"

#include "battleboard/rules/placement_checks.hpp"

#include <cmath>

namespace aos4 {

namespace {

using bb::rules::Finding;
using bb::rules::Severity;

const bb::sys::CatalogueEntry* entry_of(const bb::model::TerrainPiece& piece, const std::string& edition) {
    for (const auto& e : catalogue())
        if (e.id == piece.catalogue_id && bb::sys::applies_to(e.editions, edition)) return &e;
    return nullptr;
}

Finding advice(std::string rule_id, std::string message) {
    Finding f;
    f.severity = Severity::Advice;
    f.rule_id = std::move(rule_id);
    f.message = std::move(message);
    return f;
}

// A piece placed from the Citadel Terrain List whose footprint measures outside the sizes the list allows.
void check_listed_sizes(const bb::model::Battlefield& battlefield, const std::string& edition,
                        bb::rules::Findings& findings) {
    for (const auto& piece : battlefield.pieces) {
        const auto* entry = entry_of(piece, edition);
        const auto* smallest = entry ? entry->find_property("size-min") : nullptr;
        const auto* largest = entry ? entry->find_property("size-max") : nullptr;
        if (!smallest || !largest || piece.footprint.points.size() < 3) continue;
        const auto size = terrain_size(piece.footprint);
        const double rank = static_cast<std::uint32_t>(size);
        if (rank >= smallest->value && rank <= largest->value) continue;
        const auto allowed = [](double value) { return size_name(TerrainSize(std::uint32_t(value))); };
        Finding f = advice("aos4/terrain-size",
                           piece.label + " measures " + size_name(size) + "; the Citadel Terrain List makes " +
                               entry->name + " " +
                               (smallest->value == largest->value
                                    ? std::string(allowed(smallest->value))
                                    : std::string(allowed(smallest->value)) + " to " + allowed(largest->value)) +
                               ".");
        f.measured = rank;
        f.limit = rank < smallest->value ? smallest->value : largest->value;
        f.has_measure = true;
        f.piece_ids = {piece.id};
        findings.items.push_back(std::move(f));
    }
}

bool same_size(const bb::model::Battlefield& b, const bb::sys::BoardSize& size) {
    const auto near = [](double x, double y) { return std::abs(x - y) < 0.5; };
    return (near(b.width, size.width) && near(b.depth, size.depth)) ||
           (near(b.width, size.depth) && near(b.depth, size.width));
}

// The battlepack recommends 4 small and 4 medium features; a 1000-point battlefield gets 4 features. Faction
// terrain is set up by its own warscroll, so it is left out of the count.
void check_terrain_mix(const bb::model::Battlefield& battlefield, const std::string& edition,
                       bb::rules::Findings& findings) {
    std::uint32_t count[4] = {0, 0, 0, 0};
    std::vector<std::uint32_t> large;
    for (const auto& piece : battlefield.pieces) {
        const auto* entry = entry_of(piece, edition);
        if ((entry && entry->category == "Faction Terrain") || piece.footprint.points.size() < 3) continue;
        const auto size = terrain_size(piece.footprint);
        ++count[static_cast<std::uint32_t>(size)];
        if (size == TerrainSize::Large) large.push_back(piece.id);
    }
    const std::uint32_t small = count[1], medium = count[2], big = count[3], total = small + medium + big;
    for (const auto& size : battlefield_sizes()) {
        if (size.points != 1000 || !same_size(battlefield, size)) continue;
        if (total == size.terrain_features) return;
        Finding f = advice("aos4/terrain-count", "A 1000-point battlefield is meant for " +
                                                     std::to_string(size.terrain_features) +
                                                     " terrain features; this one has " + std::to_string(total) + ".");
        f.measured = total;
        f.limit = size.terrain_features;
        f.has_measure = true;
        findings.items.push_back(std::move(f));
        return;
    }
    if (small == kRecommendedSmall && medium == kRecommendedMedium && big == 0) return;
    Finding f = advice("aos4/terrain-mix", "The battlepack recommends " + std::to_string(kRecommendedSmall) +
                                               " small and " + std::to_string(kRecommendedMedium) +
                                               " medium terrain features; this battlefield has " +
                                               std::to_string(small) + " small, " + std::to_string(medium) +
                                               " medium and " + std::to_string(big) + " large.");
    // Measured: how far the table is from the mix, counted in features (0 would be the recommended mix).
    const auto off = [](std::uint32_t have, std::uint32_t want) { return have > want ? have - want : want - have; };
    f.measured = off(small, kRecommendedSmall) + off(medium, kRecommendedMedium) + big;
    f.limit = 0;
    f.has_measure = true;
    f.piece_ids = large;
    findings.items.push_back(std::move(f));
}

}  // namespace

bb::Result<bb::rules::Findings> validate_setup(const bb::model::Battlefield& battlefield) {
    bb::rules::Findings findings;
    bb::rules::check_pieces_on_board(battlefield, findings);
    bb::rules::check_edge_distance(battlefield, kTerrainEdgeGap, "aos4/terrain-edge-distance", findings);
    bb::rules::check_objective_distance(battlefield, kTerrainObjectiveGap, "aos4/terrain-objective-distance", findings);
    bb::rules::check_piece_spacing(battlefield, kTerrainSpacing, "aos4/terrain-spacing", findings);
    const std::string edition = battlefield.rules_edition.empty() ? kUpdate2025 : battlefield.rules_edition;
    check_listed_sizes(battlefield, edition, findings);
    check_terrain_mix(battlefield, edition, findings);
    return findings;
}

}  // namespace aos4
