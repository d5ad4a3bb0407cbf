#include "upgrade_lists.hpp"

#include <string>

namespace wh40k7 {

namespace {

constexpr FortificationKind kKinds[] = {
    {"building-small", 1, true, true},
    {"building-medium", 2, true, true},
    {"building-large", 3, true, true},
    {"fortification", 0, false, false},
};

constexpr BuildingUpgrade kBuildingUpgrades[] = {
    {"ammo-store", "Ammo Store", 15},     {"booby-traps", "Booby Traps", 20},
    {"escape-hatch", "Escape Hatch", 25}, {"magos-machine-spirit", "Magos Machine Spirit", 30},
    {"searchlights", "Searchlights", 5},  {"void-shield", "Void Shield", 25},
};

constexpr ObstacleUpgrade kObstacles[] = {
    {"tanglewire", "Tanglewire", 5},
    {"barricades-and-walls", "Barricades", 10},
    {"tank-traps", "Tank Traps", 15},
};

constexpr BattlementUpgrade kBattlements[] = {
    {"ammunition-dump", "", "Ammunition Dump", 20},
    {"comms-relay", "", "Comms Relay", 20},
    {"gun-emplacement", "icarus-lascannon", "Gun Emplacement with Icarus Lascannon", 35},
    {"gun-emplacement", "quad-gun", "Gun Emplacement with Quad-gun", 50},
};

template <class T, class Key>
const T* find(std::span<const T> items, Key key) {
    for (const T& item : items)
        if (key(item)) return &item;
    return nullptr;
}

}  // namespace

std::span<const FortificationKind> fortification_kinds() { return kKinds; }
std::span<const BuildingUpgrade> building_upgrades() { return kBuildingUpgrades; }
std::span<const ObstacleUpgrade> obstacle_upgrades() { return kObstacles; }
std::span<const BattlementUpgrade> battlement_upgrades() { return kBattlements; }

const FortificationKind* find_fortification_kind(std::string_view catalogue_id) {
    return find(fortification_kinds(), [&](const auto& k) { return k.catalogue_id == catalogue_id; });
}

const BuildingUpgrade* find_building_upgrade(std::string_view id) {
    return find(building_upgrades(), [&](const auto& u) { return u.id == id; });
}

const ObstacleUpgrade* find_obstacle_upgrade(std::string_view catalogue_id) {
    return find(obstacle_upgrades(), [&](const auto& u) { return u.catalogue_id == catalogue_id; });
}

const BattlementUpgrade* find_battlement_upgrade(std::string_view catalogue_id, std::string_view weapon) {
    return find(battlement_upgrades(), [&](const auto& u) {
        return u.catalogue_id == catalogue_id && (u.weapon.empty() || u.weapon == weapon);
    });
}

bool is_battlement_upgrade(std::string_view catalogue_id) {
    return find(battlement_upgrades(), [&](const auto& u) { return u.catalogue_id == catalogue_id; }) != nullptr;
}

bb::sys::SourceRef price_source(const BuildingUpgrade& upgrade) {
    return {std::string(upgrade.name), std::string(upgrade.name) + " " + std::to_string(upgrade.points) + " pts"};
}

bb::sys::SourceRef price_source(const ObstacleUpgrade& upgrade) {
    return {"Obstacles", std::string(upgrade.name) + " " + std::to_string(upgrade.points_per_section) + " pts/section"};
}

bb::sys::SourceRef price_source(const BattlementUpgrade& upgrade) {
    return {"Battlements & Battlefield", std::string(upgrade.name) + " " + std::to_string(upgrade.points) + " pts"};
}

}  // namespace wh40k7
