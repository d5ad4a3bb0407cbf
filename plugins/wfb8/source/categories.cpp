#include "categories.hpp"

#include "category_tables.hpp"
#include "properties.hpp"

namespace wfb8 {

using bb::geo::ellipse;
using bb::geo::rectangle;

namespace {

const std::vector<std::string> kDangerousTables = {table::kDangerousTerrain, table::kChariotMishap};

std::vector<bb::sys::Property> building_properties() {
    return {property(key::kLosValuePerLevel, 5),
            property(key::kModelLosPerUpperFloor, 5),
            property(key::kShootersPerFloor, 5),
            property(key::kMultipartOver, 6),
            property(key::kAssaultPartyUnitStrength, 10),
            property(key::kAssaultWithdrawDistance, 1),
            property(key::kExitDistance, 1)};
}

}  // namespace

// Footprints and heights are defaults for typical scenery; the chapter gives none. Players resize them.
bb::sys::CatalogueEntry impassable_terrain() {
    return {.id = "impassable-terrain",
            .name = "Impassable Terrain",
            .category = category::kImpassable,
            .abilities = {"impassable", "dangerous-terrain"},
            .text = "Lava fields, deep lakes, chasms: ground no warrior can enter, or enter and live.",
            .footprint = ellipse(8, 6),
            .height = 0,
            .tables = kDangerousTables,
            .properties = {property(key::kLosValue, 5), property(key::kDangerousFailsOn, 1)}};
}

bb::sys::CatalogueEntry dangerous_terrain() {
    return {.id = "dangerous-terrain",
            .name = "Dangerous Terrain",
            .category = category::kDangerous,
            .abilities = {"dangerous-terrain", "riders-and-chariots"},
            .text = "Treacherous ground that puts life and limb at risk.",
            .footprint = ellipse(6, 6),
            .height = 0.5,
            .tables = kDangerousTables,
            .properties = {property(key::kDangerousFailsOn, 1)}};
}

bb::sys::CatalogueEntry hill() {
    return {.id = "hill",
            .name = "Hill",
            .category = category::kHill,
            .abilities = {"hill-line-of-sight", "hill-movement", "uphill-charge"},
            .text = "A rise of rock and earth: a vantage point for missile troops and a place for a battle line.",
            .footprint = ellipse(10, 6),
            .height = 2,
            .properties = {property(key::kLosValuePerLevel, 2), property(key::kModelLosPerLevel, 2),
                           property(key::kUphillCombatResult, 1)}};
}

bb::sys::CatalogueEntry forest() {
    return {.id = "forest",
            .name = "Forest",
            .category = category::kForest,
            .abilities = {"forest-line-of-sight", "forest-flyers", "forest-cover", "forest-no-rank-bonus",
                          "dangerous-terrain", "riders-and-chariots"},
            .text = "Woods where troops lurk in ambush, sheltered from missiles by the foliage.",
            .footprint = ellipse(8, 6),
            .height = 4,
            .tables = kDangerousTables,
            .properties = {property(key::kLosValue, 5), property(key::kForestDepth, 5),
                           property(key::kDangerousFailsOn, 1)}};
}

bb::sys::CatalogueEntry river() {
    return {.id = "river",
            .name = "River",
            .category = category::kRiver,
            .abilities = {"river-line-of-sight", "river-movement", "river-no-rank-bonus", "river-crossings",
                          "dangerous-terrain", "riders-and-chariots"},
            .text = "Flowing water that guards a flank and slows an advance; its crossings become objectives.",
            .footprint = rectangle(18, 3),
            .height = 0,
            .tables = kDangerousTables,
            .properties = {property(key::kDangerousFailsOn, 1)}};
}

bb::sys::CatalogueEntry marshland() {
    return {.id = "marshland",
            .name = "Marshland",
            .category = category::kMarshland,
            .abilities = {"marsh-line-of-sight", "marsh-movement", "marsh-dangerous", "dangerous-terrain",
                          "riders-and-chariots"},
            .text = "Clinging mud and unsure footing: a trap to lure the enemy into, not a place to fight from.",
            .footprint = ellipse(8, 6),
            .height = 0,
            .tables = {table::kDangerousTerrain, table::kDangerousTerrainOneOrTwo, table::kChariotMishap},
            .properties = {property(key::kMovementModifier, -1), property(key::kDangerousFailsOn, 1),
                           property(key::kDangerousFailsOnMounted, 2)}};
}

bb::sys::CatalogueEntry obstacle() {
    return {.id = "obstacle",
            .name = "Obstacle",
            .category = category::kObstacle,
            .abilities = {"obstacle-riders", "obstacle-cover", "defended-obstacle", "obstacle-charge-penalty",
                          "obstacle-lost-charge-bonuses", "dangerous-terrain"},
            .text = "A long, narrow feature such as a fence, wall or hedge.",
            .footprint = rectangle(6, 1),
            .height = 1,
            .tables = kDangerousTables,
            .properties = {property(key::kLosValue, 0), property(key::kDangerousFailsOn, 1)}};
}

bb::sys::CatalogueEntry mystical_monument() {
    return {.id = "mystical-monument",
            .name = "Mystical Monument",
            .category = category::kMysticalMonument,
            .abilities = {"mystical-monument", "impassable"},
            .text = "A relic, monument or ruin of ancient power.",
            .footprint = ellipse(3, 3, 16),
            .height = 3,
            .properties = {property(key::kLosValue, 5)}};
}

bb::sys::CatalogueEntry building() {
    return {.id = "building",
            .name = "Building",
            .category = category::kBuilding,
            .abilities = {"buildings-agreement",
                          "building-line-of-sight",
                          "building-movement",
                          "garrison",
                          "only-room-for-one",
                          "abandoning-a-building",
                          "building-magic",
                          "garrison-shooting",
                          "five-per-floor",
                          "shooting-at-a-garrison",
                          "building-templates",
                          "assaulting-a-building",
                          "assault-troop-types",
                          "building-charge-reactions",
                          "fighting-the-assault",
                          "assault-party",
                          "assault-allocating-attacks",
                          "assault-challenges",
                          "assault-special-attacks",
                          "assault-combat-resolution",
                          "defender-loses",
                          "assault-other-outcomes",
                          "sally-forth",
                          "building-panic",
                          "multipart-buildings"},
            .text =
                "A house, tower or hall that shelters a garrison and can only be taken by assault. Two floors "
                "by default, under the 6\" x 6\" the rules assume.",
            .footprint = rectangle(5, 5),
            .height = 5,
            .levels = 2,
            .tables = {table::kBuildingTemplateHits},
            .properties = building_properties()};
}

bb::sys::CatalogueEntry arcane_architecture() {
    return {.id = "arcane-architecture",
            .name = "Arcane Architecture",
            .category = category::kArcaneArchitecture,
            .abilities = {"arcane-architecture"},
            .text =
                "A building of magical power or great sanctity, used as a building or sealed as impassable "
                "terrain.",
            .footprint = rectangle(5, 5),
            .height = 5,
            .levels = 2,
            .tables = {table::kBuildingTemplateHits},
            .properties = building_properties()};
}

std::vector<bb::sys::CatalogueEntry> categories() {
    return {impassable_terrain(),
            dangerous_terrain(),
            hill(),
            forest(),
            river(),
            marshland(),
            obstacle(),
            mystical_monument(),
            building(),
            arcane_architecture()};
}

}  // namespace wfb8
