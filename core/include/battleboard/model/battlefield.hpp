#pragma once
// The whole table: which game and rules, the board, its terrain, objectives and territories.
#include "battleboard/model/objective.hpp"
#include "battleboard/model/plugin_state.hpp"
#include "battleboard/model/retired_sheet.hpp"
#include "battleboard/model/terrain_piece.hpp"

#include <cereal/types/vector.hpp>
#include <optional>

namespace bb::model {

struct Battlefield {
    std::string system_id;
    std::string rules_edition;
    std::string battleplan_id;
    double width = 60;  // inches, along x
    double depth = 44;  // inches, along y
    std::vector<TerrainPiece> pieces;
    std::vector<Objective> objectives;
    std::vector<Territory> territories;
    std::uint32_t next_id = 1;
    PluginState plugin_state;  // the game system's battle-wide state, opaque here (version 3)
    // A setup file's "score_sheet" object (JSON text) from an older Battleboard, which kept the score outside the
    // plugin state, until the system's plugin takes it in (plugin/legacy_operations.hpp); then empty. (version 4)
    std::string legacy_sheet;

    geo::Polygon board() const;

    TerrainPiece& add_piece(TerrainPiece piece);  // assigns a fresh id
    Objective& add_objective(Objective objective);
    bool remove_piece(std::uint32_t id);
    TerrainPiece* find_piece(std::uint32_t id);
    const TerrainPiece* find_piece(std::uint32_t id) const;
    // The topmost piece (last drawn) whose footprint holds the point.
    std::optional<std::uint32_t> piece_at(geo::Vec2 point) const;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(system_id, rules_edition, battleplan_id, width, depth, pieces, objectives, territories, next_id);
        if (version == 2 || version == 3) ar(RetiredSheet{});
        if (version >= 3) ar(plugin_state);
        if (version >= 4) ar(legacy_sheet);
    }
};

}  // namespace bb::model

CEREAL_CLASS_VERSION(bb::model::Battlefield, 4);
