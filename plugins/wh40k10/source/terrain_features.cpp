#include "terrain_features.hpp"

namespace wh40k10 {

using bb::geo::ellipse;
using bb::geo::rectangle;
using bb::sys::CatalogueEntry;
using bb::sys::Property;

// The rules give no sizes: footprints and heights are typical models that players resize to their own terrain.
// Each feature's own section of the seed (from its first rule heading to the next feature's) is its source; a
// rule written once for several features (terrain_rules.cpp) says in the feature's own words why it has it.
std::vector<CatalogueEntry> terrain_features() {
    return {
        {.id = "crater",
         .name = "Crater",
         .category = "Area Terrain",
         .abilities = {"move-over", "normal-visibility", "crater-cover"},
         .text = "Models cross it with ordinary movement. Only INFANTRY wholly on top of it have the Benefit of "
                 "Cover from it.",
         .footprint = ellipse(7, 6),
         .height = 1,
         .keywords = {"AREA TERRAIN", "CRATER"},
         .source = {"Crater", "Keywords: AREA TERRAIN, CRATER"}},
        {.id = "barricade",
         .name = "Barricade",
         .category = "Obstacle",
         .abilities = {"no-ending-on-top", "normal-visibility", "barricade-engagement", "barricade-cover"},
         .text = "Models climb over it but never stop on top of it. INFANTRY wholly within 3\" that it keeps from "
                 "being fully visible have the Benefit of Cover; units may charge and fight across it.",
         .footprint = rectangle(6, 1),
         .height = 2,
         .properties = {{"cover-range",
                         "INFANTRY wholly within",
                         3,
                         "\"",
                         {"Barricade", "wholly within 3\" of this terrain feature"}},
                        {"enemy-range",
                         "Enemy within (charging across)",
                         1,
                         "\"",
                         {"Barricade", "enemy unit is within 1\" of this terrain feature"}},
                        {"charge-range", "Charge ends within", 2, "\"", {"Barricade", "within 2\" of that enemy unit"}},
                        {"fight-range",
                         "Fight across within",
                         2,
                         "\"",
                         {"Barricade", "opposite side of this terrain feature and within 2\""}}},
         .keywords = {"OBSTACLE", "BARRICADE"},
         .source = {"Barricade", "Keywords: OBSTACLE, BARRICADE"},
         .attached_because = {{"normal-visibility", {"Barricade", "Normal visibility rules apply"}}}},
        {.id = "battlefield-debris",
         .name = "Battlefield Debris",
         .category = "Obstacle",
         .abilities = {"no-ending-on-top", "normal-visibility", "obscured-cover"},
         .text = "Models climb over it but never stop on top of it; a model it keeps from being fully visible has "
                 "the Benefit of Cover.",
         .footprint = rectangle(5, 3),
         .height = 2,
         .keywords = {"OBSTACLE", "BATTLEFIELD DEBRIS"},
         .source = {"Battlefield Debris", "Keywords: OBSTACLE, BATTLEFIELD DEBRIS"},
         .attached_because = {{"no-ending-on-top", {"Battlefield Debris", "cannot be set up or end any kind of move"}},
                              {"normal-visibility", {"Battlefield Debris", "Normal visibility rules apply"}}}},
        {.id = "hill",
         .name = "Hill",
         .category = "Hill",
         .abilities = {"hill-movement", "normal-visibility", "obscured-cover"},
         .text = "A raised area that models and other terrain features may stand on without overhanging it; a model "
                 "it keeps from being fully visible has the Benefit of Cover.",
         .footprint = ellipse(12, 8),
         .height = 3,
         .keywords = {"HILL"},
         .source = {"Hill", "These terrain features are raised areas"},
         .attached_because = {{"normal-visibility", {"Hill", "Normal visibility rules apply"}},
                              {"obscured-cover", {"Hill", "not fully visible to every model in the attacking unit"}}}},
        {.id = "woods",
         .name = "Woods",
         .category = "Area Terrain",
         .abilities = {"agreed-footprint", "move-over", "woods-visibility", "area-cover"},
         .text = "On an agreed footprint: a model wholly within it, or seen through or over it, is never fully "
                 "visible, and has the Benefit of Cover. Visibility to and from AIRCRAFT and TOWERING models "
                 "is worked out as usual.",
         .footprint = ellipse(10, 8),
         .height = 5,
         .keywords = {"AREA TERRAIN", "WOODS"},
         .source = {"Woods", "Keywords: AREA TERRAIN, WOODS"},
         .attached_because = {{"move-over", {"Woods", "Models can be moved over this terrain feature"}}}},
        {.id = "ruins",
         .name = "Ruins",
         .category = "Area Terrain",
         .abilities = {"agreed-footprint", "plunging-fire", "ruins-movement", "ruins-visibility", "area-cover"},
         .text = "Buildings of several floors on an agreed footprint: models outside cannot see through them, models "
                 "within are seen as usual, and a model wholly within has the Benefit of Cover.",
         .footprint = rectangle(10, 6),
         .height = 9,
         .levels = 3,
         .properties = {{"plunging-fire-height",
                         "Plunging Fire from at least",
                         6,
                         "\"",
                         {"Ruins", "6\" or more vertically from ground level"}},
                        {"plunging-fire-ap",
                         "Plunging Fire improves AP by",
                         1,
                         "",
                         {"Ruins", "improve the Armour Penetration characteristic of that attack by 1"}}},
         .keywords = {"AREA TERRAIN", "RUINS"},
         .source = {"Ruins", "Keywords: AREA TERRAIN, RUINS"},
         .attached_because = {{"agreed-footprint", {"Ruins", "both players must agree upon its footprint"}},
                              {"area-cover", {"Ruins", "if that model is either wholly within this terrain feature"}}}},
    };
}

}  // namespace wh40k10
