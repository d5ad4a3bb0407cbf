#pragma once
// The wh40k7 plugin's own operations beyond "describe" and "validate" (its panels are built on the same
// functions; the plugin tests ask them directly), and the TerrainPiece::attributes through which a
// fortification's purchases and damage are kept. Known to nothing outside this plugin.
#include "battleboard/model/battlefield.hpp"
#include "battleboard/plugin/operation.hpp"
#include "battleboard/rules/findings.hpp"

namespace bb::plugin::wh40k7_ops {

// Attributes of a fortification (a building of any size, or another fortification):
// building upgrade ids bought for it, comma separated, e.g. "ammo-store,void-shield".
inline constexpr const char* kUpgrades = "upgrades";
// "yes" or "no": whether a building has battlements (absent: it has). Other fortifications never have them.
inline constexpr const char* kBattlements = "battlements";
// Armour Value lost to Breach! and Catastrophic Breach results, a whole number (absent: 0).
inline constexpr const char* kArmourLost = "armour-lost";
// "standing" (absent), "ruins" after Total Collapse, "wreckage" after Detonation! (replace it on the table).
inline constexpr const char* kState = "state";
// After Detonation!: the catalogue ids the wreckage may be replaced with, comma separated, until the players pick
// one. Kept on the piece so the choice survives a reload or a shared link.
inline constexpr const char* kReplaceWith = "replace-with";

// The net modifier the damage panel rolls with: "-1", "0" (absent), "+1" or "+2".
inline constexpr const char* kDamageModifier = "damage-modifier";

// Attributes of an obstacle section or a Battlement & Battlefield upgrade bought for a fortification:
// the fortification's piece id, in decimal.
inline constexpr const char* kBoughtFor = "bought-for";
// A gun emplacement's weapon: "icarus-lascannon" or "quad-gun".
inline constexpr const char* kWeapon = "weapon";

struct FortificationQuestion {
    model::Battlefield battlefield;
    std::uint32_t fortification_id = 0;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(battlefield, fortification_id);
    }
};

// One line of the bill: an upgrade, or several sections of one kind of obstacle.
struct PointsLine {
    std::string item;
    std::uint32_t count = 1;
    std::uint32_t points_each = 0;
    std::uint32_t points = 0;
    std::vector<std::uint32_t> piece_ids;  // the pieces on the table it pays for

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(item, count, points_each, points, piece_ids);
    }
};

struct FortificationPoints {
    std::uint32_t fortification_id = 0;
    std::vector<PointsLine> lines;
    std::uint32_t total = 0;
    std::uint32_t upgrade_slots_used = 0;
    std::uint32_t upgrade_slots = 0;  // by building size; 0 for a fortification that is not a building
    rules::Findings findings;         // purchases the rules do not allow

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(fortification_id, lines, total, upgrade_slots_used, upgrade_slots, findings);
    }
};

struct BuildingDamage {
    model::TerrainPiece building;
    std::vector<model::RollRecord> rolls;  // as rolled: a Building Damage table, then building-armour-loss if led there

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(building, rolls);
    }
};

struct DamageOutcome {
    model::TerrainPiece building;             // with the rolls appended and its attributes updated
    std::string result;                       // e.g. "Catastrophic Breach"
    std::string effect;                       // what happens, in plain words
    std::int32_t armour_lost = 0;             // by this roll
    std::vector<std::string> replace_with{};  // catalogue ids to put in its place (Detonation!)

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(building, result, effect, armour_lost, replace_with);
    }
};

// What one fortification's upgrades cost and whether its purchases are allowed (slots, duplicates, at most six
// obstacle sections and one battlement upgrade).
inline constexpr Operation<FortificationQuestion, FortificationPoints> kFortificationPoints{
    "wh40k7/fortification-points"};

// Applies a roll on a Building Damage table (and the D3 that a Catastrophic Breach leads to) to a building: the
// effect, the Armour Value lost, and the building's new state.
inline constexpr Operation<BuildingDamage, DamageOutcome> kDamageBuilding{"wh40k7/damage-building"};

}  // namespace bb::plugin::wh40k7_ops

CEREAL_CLASS_VERSION(bb::plugin::wh40k7_ops::FortificationQuestion, 1);
CEREAL_CLASS_VERSION(bb::plugin::wh40k7_ops::PointsLine, 1);
CEREAL_CLASS_VERSION(bb::plugin::wh40k7_ops::FortificationPoints, 1);
CEREAL_CLASS_VERSION(bb::plugin::wh40k7_ops::BuildingDamage, 1);
CEREAL_CLASS_VERSION(bb::plugin::wh40k7_ops::DamageOutcome, 1);
