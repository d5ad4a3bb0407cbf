#include "buildings/building_operations.hpp"

#include "battleboard/sdk/panel_sdk.hpp"

#include <algorithm>
#include <limits>

namespace bb::plugin {

namespace {

// Attributes are typed by people: anything but a whole number that fits reads as 0.
std::uint32_t whole_number(const std::string& text) {
    const auto value = sdk::parse_whole(text);
    return value && *value >= 0 && *value <= std::numeric_limits<std::uint32_t>::max() ? std::uint32_t(*value) : 0;
}

}  // namespace

UnitProfile occupant_of(const model::TerrainPiece& piece) {
    UnitProfile unit;
    unit.troop_type = sdk::attribute(piece, building_attribute::kOccupantTroopType);
    if (!unit.present()) return unit;
    unit.name = sdk::attribute(piece, building_attribute::kOccupant);
    unit.models = whole_number(sdk::attribute(piece, building_attribute::kOccupantModels));
    unit.unit_strength = whole_number(sdk::attribute(piece, building_attribute::kOccupantUnitStrength));
    return unit;
}

double widest_dimension(const model::TerrainPiece& piece) {
    if (piece.footprint.points.empty()) return 0;
    const geo::Bounds box = geo::bounds(piece.footprint);
    return std::max(box.width(), box.depth());
}

BuildingReport measured_report(const model::TerrainPiece& piece) {
    BuildingReport report;
    report.widest = widest_dimension(piece);
    report.floors = std::max<std::uint32_t>(1, piece.levels);
    report.occupant = occupant_of(piece);
    return report;
}

}  // namespace bb::plugin
