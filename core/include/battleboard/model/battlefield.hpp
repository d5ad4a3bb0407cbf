#pragma once
// The whole table: which game and rules, the board, its terrain, objectives and territories.
#include "battleboard/model/objective.hpp"
#include "battleboard/model/plugin_state.hpp"
#include "battleboard/model/terrain_piece.hpp"

#include <cereal/types/string.hpp>
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
    PluginState plugin_state;  // the game system's battle-wide state, opaque here

    geo::Polygon board() const;

    TerrainPiece& add_piece(TerrainPiece piece);  // assigns a fresh id
    Objective& add_objective(Objective objective);
    bool remove_piece(std::uint32_t id);
    TerrainPiece* find_piece(std::uint32_t id);
    const TerrainPiece* find_piece(std::uint32_t id) const;
    // The topmost piece (last drawn) whose footprint holds the point.
    std::optional<std::uint32_t> piece_at(geo::Vec2 point) const;

    // Version 5 dropped the score sheet pre-release builds kept beside the plugin state. These bytes travel only
    // between a host and the plugins built with it, and live in memory (undo steps), never on disk: a version 4
    // battlefield reads with its empty sheet skipped, an older one or one whose sheet is not empty fails to read.
    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        if constexpr (Archive::is_loading::value) {
            if (version < 4) return refuse(ar, "a battlefield of a pre-release layout");
        }
        ar(system_id, rules_edition, battleplan_id, width, depth, pieces, objectives, territories, next_id,
           plugin_state);
        if constexpr (Archive::is_loading::value) {
            std::string pre_release_sheet;
            if (version == 4) ar(pre_release_sheet);
            if (!pre_release_sheet.empty()) refuse(ar, "a score sheet kept apart from the game system's state");
        }
    }

private:
    template <class Archive>
    static void refuse(Archive& ar, const char* why) {
        if constexpr (requires { ar.fail(); }) ar.fail();
#if defined(__cpp_exceptions)
        else  // cereal's own archives report a failed read so
            throw cereal::Exception(why);
#else
        (void)why;
#endif
    }
};

}  // namespace bb::model

CEREAL_CLASS_VERSION(bb::model::Battlefield, 5);
