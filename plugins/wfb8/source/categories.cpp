#include "categories.hpp"

#include "category_tables.hpp"
#include "properties.hpp"

namespace wfb8 {

using bb::geo::ellipse;
using bb::geo::rectangle;

namespace {

const std::vector<std::string> kDangerousTables = {table::kDangerousTerrain, table::kChariotMishap};

// Why a piece rolls Dangerous Terrain tests: the words of its own section (or its category's) that call for them.
bb::sys::AttachedRule tests_because(const char* section, const char* phrase) {
    return {table::kDangerousTerrain, {section, phrase}};
}

std::vector<bb::sys::Property> building_properties() {
    return {
        property(key::kLosValuePerLevel, 5, {"Buildings and Line of Sight", "Line of Sight value of 5 for each floor"}),
        property(key::kModelLosPerUpperFloor, 5,
                 {"Buildings and Line of Sight", "add +5 to their Line of Sight value"}),
        property(key::kShootersPerFloor, 5, {"Five Per Floor", "only five models can shoot per floor"}),
        property(key::kMultipartOver, 6, {"Multipart Buildings", "less than 6\" x 6\""}),
        property(key::kAssaultPartyUnitStrength, 10,
                 {"Who Can Strike? (Buildings)", "choose Unit Strength 10 worth of models"}),
        property(key::kAssaultWithdrawDistance, 1, {"Other Outcomes", "nudged directly backward 1\""}),
        property(key::kExitDistance, 1, {"Abandoning a Building", "rear rank 1\" away from the building"})};
}

}  // namespace

// Footprints and heights are defaults for typical scenery; the chapter gives none. Players resize them.
bb::sys::CatalogueEntry impassable_terrain() {
    return {.id = "impassable-terrain",
            .name = "Impassable Terrain",
            .category = category::kImpassable,
            .abilities = {"impassable"},
            .text = "Lava fields, deep lakes, chasms: ground no warrior can enter, or enter and live.",
            .footprint = ellipse(8, 6),
            .height = 0,
            .tables = kDangerousTables,
            .properties = {property(key::kLosValue, 5,
                                    {"Impassable Terrain", "Impassable terrain has a Line of Sight value of 5"})},
            .source = {"Impassable Terrain", "such things as lava fields, deep lakes or chasms"},
            .attached_because = {tests_because("Impassable Terrain", "have to take Dangerous Terrain tests")}};
}

bb::sys::CatalogueEntry dangerous_terrain() {
    return {.id = "dangerous-terrain",
            .name = "Dangerous Terrain",
            .category = category::kDangerous,
            .abilities = {"dangerous", "riders-and-chariots"},
            .text = "Treacherous ground that puts life and limb at risk.",
            .footprint = ellipse(6, 6),
            .height = 0.5,
            .tables = kDangerousTables,
            .properties = {property(key::kDangerousFailsOn, 1, {"Dangerous Terrain", "If a 1 is rolled"})},
            .source = {"Dangerous Terrain", "a very real risk to life and limb"}};
}

bb::sys::CatalogueEntry hill() {
    return {
        .id = "hill",
        .name = "Hill",
        .category = category::kHill,
        .abilities = {"hill-line-of-sight", "hill-movement", "hill-shooting", "uphill-charge"},
        .text = "A rise of rock and earth: a vantage point for missile troops and a place for a battle line.",
        .footprint = ellipse(10, 6),
        .height = 2,
        .properties =
            {property(key::kLosValuePerLevel, 2, {"Hills and Line of Sight", "Line of Sight value of 2 for each"}),
             property(key::kModelLosPerLevel, 2, {"Hills and Line of Sight", "value of 2 for each 'level' it has"}),
             property(key::kUphillCombatResult, 1, {"Hills and Close Combat", "you receive +1 combat result"})},
        .source = {"Hills", "natural outcrops of rock and earth"}};
}

bb::sys::CatalogueEntry forest() {
    return {
        .id = "forest",
        .name = "Forest",
        .category = category::kForest,
        .abilities = {"forest-line-of-sight", "forest-flyers", "forest-cover", "forest-no-rank-bonus",
                      "riders-and-chariots"},
        .text = "Woods where troops lurk in ambush, sheltered from missiles by the foliage.",
        .footprint = ellipse(8, 6),
        .height = 4,
        .tables = kDangerousTables,
        .properties = {property(key::kLosValue, 5, {"Forests and Line of Sight", "has a Line of Sight of 5"}),
                       property(key::kForestDepth, 5,
                                {"Forests and Line of Sight", "more than 5\" of forest between them"})},
        .source = {"Forests", "excellent places for troops to lurk in ambush"},
        .attached_because = {tests_because("Forests and Movement", "must take a Dangerous Terrain test")}};
}

bb::sys::CatalogueEntry river() {
    return {.id = "river",
            .name = "River",
            .category = category::kRiver,
            .abilities = {"river-line-of-sight", "river-movement", "river-no-rank-bonus", "river-crossings",
                          "riders-and-chariots"},
            .text = "Flowing water that guards a flank and slows an advance; its crossings become objectives.",
            .footprint = rectangle(18, 3),
            .height = 0,
            .tables = kDangerousTables,
            .source = {"Rivers", "help an army protect its flank"},
            .attached_because = {
                tests_because("Mounted Models and Dangerous Terrain", "treat all terrain other than open ground")}};
}

bb::sys::CatalogueEntry marshland() {
    return {
        .id = "marshland",
        .name = "Marshland",
        .category = category::kMarshland,
        .abilities = {"marsh-line-of-sight", "marsh-movement", "marsh-dangerous", "dangerous", "riders-and-chariots"},
        .text = "Clinging mud and unsure footing: a trap to lure the enemy into, not a place to fight from.",
        .footprint = ellipse(8, 6),
        .height = 0,
        .tables = {table::kDangerousTerrain, table::kDangerousTerrainOneOrTwo, table::kChariotMishap},
        .properties = {property(key::kMovementModifier, -1,
                                {"Marshland and Movement", "suffers a -1 penalty to its Movement value"}),
                       property(key::kDangerousFailsOn, 1, {"Marshland and Movement", "on a 1 or 2, rather than a 1"}),
                       property(key::kDangerousFailsOnMounted, 2,
                                {"Marshland and Movement", "on a 1 or 2, rather than a 1"})},
        .source = {"Marshland", "best employed as traps to suck your enemy into"},
        .attached_because = {{"dangerous", {"Marshland and Movement", "Marshland is dangerous terrain"}},
                             tests_because("Marshland and Movement", "Marshland is dangerous terrain")}};
}

bb::sys::CatalogueEntry obstacle() {
    return {.id = "obstacle",
            .name = "Obstacle",
            .category = category::kObstacle,
            .abilities = {"obstacle-riders", "obstacle-cover", "defended-obstacle", "obstacle-charge-penalty",
                          "obstacle-lost-charge-bonuses"},
            .text = "A long, narrow feature such as a fence, wall or hedge.",
            .footprint = rectangle(6, 1),
            .height = 1,
            .tables = kDangerousTables,
            .properties = {property(key::kLosValue, 0,
                                    {"Obstacles as Cover", "An obstacle has a Line of Sight value of 0"})},
            .source = {"Obstacles", "all long and narrow terrain types"},
            .attached_because = {tests_because("Obstacles and Movement", "it must take a Dangerous Terrain test")}};
}

bb::sys::CatalogueEntry mystical_monument() {
    return {.id = "mystical-monument",
            .name = "Mystical Monument",
            .category = category::kMysticalMonument,
            .abilities = {"mystical-monument", "impassable"},
            .text = "A relic, monument or ruin of ancient power.",
            .footprint = ellipse(3, 3, 16),
            .height = 3,
            .properties = {property(key::kLosValue, 5,
                                    {"Impassable Terrain", "Impassable terrain has a Line of Sight value of 5"})},
            .source = {"Mystical Monuments", "mystical relics, monuments and ruins"}};
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
                "A house, tower or hall that shelters a garrison and can only be taken by assault. Two floors and "
                "5\" x 5\" by default (this app's choice), under the 6\" x 6\" the rules assume.",
            .footprint = rectangle(5, 5),
            .height = 5,
            .levels = 2,
            .tables = {table::kBuildingTemplateHits},
            .properties = building_properties(),
            .source = {"Buildings", "can only be driven out by a determined assault"}};
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
            .properties = building_properties(),
            .source = {"Arcane Architecture", "Buildings of great power or importance"}};
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
