#pragma once
// The fortification price lists and limits, one source for the catalogue the app shows and the checks.
#include "battleboard/system/source_ref.hpp"

#include <span>
#include <string_view>

namespace wh40k7 {

inline constexpr const char* kEdition = "7th";

// What may be bought for a placed fortification, by its catalogue entry.
struct FortificationKind {
    std::string_view catalogue_id;
    unsigned upgrade_slots;  // building upgrades: small 1, medium 2, large 3; other fortifications none
    bool building;           // rolls on the Building Damage Table
    bool battlements;        // unless the piece's "battlements" attribute says otherwise
};

struct BuildingUpgrade {
    std::string_view id;
    std::string_view name;
    unsigned points;
};

// Sold per section of battlefield debris, each section up to 6" long.
struct ObstacleUpgrade {
    std::string_view catalogue_id;
    std::string_view name;
    unsigned points_per_section;
};

// A single piece of battlefield debris; gun emplacements are priced by the weapon they carry.
struct BattlementUpgrade {
    std::string_view catalogue_id;
    std::string_view weapon;  // empty unless the piece needs one
    std::string_view name;
    unsigned points;
};

inline constexpr unsigned kMaxObstacleSections = 6;
inline constexpr double kMaxSectionLength = 6;  // inches
inline constexpr double kUpgradeRange = 6;      // obstacles and battlement upgrades wholly within this
inline constexpr unsigned kMaxBattlementUpgrades = 1;
inline constexpr double kShieldBarrierRange = 6;  // shield generators this close form a barrier

std::span<const FortificationKind> fortification_kinds();
std::span<const BuildingUpgrade> building_upgrades();
std::span<const ObstacleUpgrade> obstacle_upgrades();
std::span<const BattlementUpgrade> battlement_upgrades();

const FortificationKind* find_fortification_kind(std::string_view catalogue_id);
const BuildingUpgrade* find_building_upgrade(std::string_view id);
const ObstacleUpgrade* find_obstacle_upgrade(std::string_view catalogue_id);
// The upgrade sold as this catalogue entry (with this weapon, for entries priced by weapon).
const BattlementUpgrade* find_battlement_upgrade(std::string_view catalogue_id, std::string_view weapon);
bool is_battlement_upgrade(std::string_view catalogue_id);

// Where each price is printed: the upgrade's name and points as its list line (or its own heading) prints them.
bb::sys::SourceRef price_source(const BuildingUpgrade& upgrade);
bb::sys::SourceRef price_source(const ObstacleUpgrade& upgrade);
bb::sys::SourceRef price_source(const BattlementUpgrade& upgrade);

}  // namespace wh40k7
