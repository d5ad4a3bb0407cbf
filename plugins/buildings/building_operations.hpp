#pragma once
// The "building" operation, shared by the game systems whose units occupy buildings (Warhammer Fantasy Battle
// 8th, The Old World; plugin-side code compiled into both): who may go in, how many shoot, and how an assault
// is fought. Their building panel (building_panel.hpp) keeps the occupant in the piece's attributes (keys
// below) and asks this operation's function to work out the rest. Known to nothing outside those plugins.
#include "battleboard/model/terrain_piece.hpp"
#include "battleboard/plugin/operation.hpp"

#include <cereal/types/map.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <map>
#include <string_view>

namespace bb::plugin {

// TerrainPiece::attributes keys the building panel writes. Numbers are written as whole decimal numbers.
namespace building_attribute {
inline constexpr const char* kOccupiable = "occupiable";  // "yes" or "no": what the players agreed
inline constexpr const char* kOccupant = "occupant";      // the occupying unit's name
// One of BuildingReport::troop_types; empty or absent: nobody occupies the building.
inline constexpr const char* kOccupantTroopType = "occupant-troop-type";
inline constexpr const char* kOccupantModels = "occupant-models";
inline constexpr const char* kOccupantUnitStrength = "occupant-unit-strength";
inline constexpr const char* kShootersPerFloor = "shooters-per-floor";  // a number the players agreed instead
}  // namespace building_attribute

struct UnitProfile {
    std::string name;
    std::string troop_type;  // empty: no unit
    std::uint32_t models = 0;
    std::uint32_t unit_strength = 0;  // the whole unit's

    bool present() const { return !troop_type.empty(); }

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(name, troop_type, models, unit_strength);
    }
};

struct BuildingQuery {
    model::TerrainPiece piece;  // its attributes hold the occupant
    UnitProfile assailant;      // the unit assaulting it; absent when none

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(piece, assailant);
    }
};

// One side of a building assault.
struct AssaultSide {
    std::uint32_t fighting = 0;  // models that fight
    std::string note;            // who they are and what they may do

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(fighting, note);
    }
};

struct BuildingReport {
    bool building = false;    // the piece is used as a building; otherwise only `status` is filled in
    bool occupiable = false;  // a unit may go in under the rules and the players' agreement
    std::string status;       // one sentence on what the piece is and why
    std::string advice;       // a suggestion the rules make about the piece, e.g. to split a large one (version 2)
    double widest = 0;        // inches across the footprint's widest dimension
    std::uint32_t floors = 0;
    double line_of_sight = -1;             // the building's Line of Sight value; negative where the system has none
    std::vector<std::string> troop_types;  // the values occupant-troop-type may take

    UnitProfile occupant;  // read from the piece's attributes
    bool occupant_allowed = false;
    std::string occupant_note;  // why it may or may not occupy, and any conditions
    std::uint32_t shooters = 0;
    std::string shooting_note;  // how many of the unit inside may shoot
    std::string shot_at_note;   // how shots at the unit inside are resolved (version 2)

    bool assault = false;  // an assailant was given and may assault
    std::string assault_note;
    AssaultSide occupant_side, assailant_side;
    std::vector<std::string> lost;      // bonuses and options neither side has in the assault
    std::vector<std::string> outcomes;  // what happens after the fighting
    std::vector<std::string> rules;     // RulesSection or Ability ids behind the above
    // The building panel's control keys whose text states a rule, each with the Ability id it restates: the panel
    // cites that ability's source (version 2).
    std::map<std::string, std::string> cites;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(building, occupiable, status, widest, floors, line_of_sight, troop_types, occupant, occupant_allowed,
           occupant_note, shooters, shooting_note, assault, assault_note, occupant_side, assailant_side, lost, outcomes,
           rules);
        if (version >= 2) ar(advice, shot_at_note, cites);
    }
};

inline constexpr Operation<BuildingQuery, BuildingReport> kBuilding{"building"};

// The occupant the building panel stored in the piece's attributes; absent when none is recorded.
UnitProfile occupant_of(const model::TerrainPiece& piece);

// The piece's widest dimension in inches: the larger side of its footprint's box, in the piece's own frame
// (so a 4" x 3" building measures 4", however it is turned on the table).
double widest_dimension(const model::TerrainPiece& piece);

// A report holding what every system measures first: the widest dimension, the floors (at least one) and
// the recorded occupant. The system's rules fill in the rest.
BuildingReport measured_report(const model::TerrainPiece& piece);

}  // namespace bb::plugin

CEREAL_CLASS_VERSION(bb::plugin::UnitProfile, 1);
CEREAL_CLASS_VERSION(bb::plugin::BuildingQuery, 1);
CEREAL_CLASS_VERSION(bb::plugin::AssaultSide, 1);
CEREAL_CLASS_VERSION(bb::plugin::BuildingReport, 2);
