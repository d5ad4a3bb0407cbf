#pragma once
// Asking a real plugin about buildings the way the app's building panel does: the occupant goes into the
// piece's attributes, the assailant into the query.
#include "real_plugin.hpp"

using bb::testing::connect_plugin;

#include "battleboard/plugin/operations.hpp"
#include "buildings/building_operations.hpp"

inline void occupy(bb::model::TerrainPiece& piece, const std::string& troop_type, int models, int unit_strength) {
    namespace attr = bb::plugin::building_attribute;
    piece.attributes[attr::kOccupant] = "Regiment";
    piece.attributes[attr::kOccupantTroopType] = troop_type;
    piece.attributes[attr::kOccupantModels] = std::to_string(models);
    piece.attributes[attr::kOccupantUnitStrength] = std::to_string(unit_strength);
}

inline bb::plugin::BuildingReport ask_building(const std::string& system_id, const bb::model::TerrainPiece& piece,
                                               bb::plugin::UnitProfile assailant = {}) {
    auto client = connect_plugin(system_id);
    auto reply = client.request(bb::plugin::kBuilding, bb::plugin::BuildingQuery{piece, assailant});
    REQUIRE(reply.ok());
    return *reply;
}

// The pieces on a 72" x 48" table, checked by the system's "validate" operation.
inline bb::rules::Findings validate_pieces(const std::string& system_id, std::vector<bb::model::TerrainPiece> pieces) {
    bb::model::Battlefield battlefield;
    battlefield.system_id = system_id;
    battlefield.width = 72;
    battlefield.depth = 48;
    for (auto& p : pieces) battlefield.add_piece(p);
    auto findings = connect_plugin(system_id).validate(battlefield);
    REQUIRE(findings.ok());
    return *findings;
}
