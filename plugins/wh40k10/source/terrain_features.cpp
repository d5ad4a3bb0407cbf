#include "terrain_features.hpp"

namespace wh40k10 {

using bb::geo::ellipse;
using bb::geo::rectangle;
using bb::sys::CatalogueEntry;
using bb::sys::Property;

// The rules give no sizes: footprints and heights are typical models that players resize to their own terrain.
std::vector<CatalogueEntry> terrain_features() {
    return {
        {.id = "crater",
         .name = "Crater",
         .category = "Area Terrain",
         .abilities = {"move-over", "normal-visibility", "crater-cover"},
         .text = "A shell hole or blast scar. Only INFANTRY wholly on top of it gain cover from it.",
         .footprint = ellipse(7, 6),
         .height = 1,
         .keywords = {"AREA TERRAIN", "CRATER"}},
        {.id = "barricade",
         .name = "Barricade",
         .category = "Obstacle",
         .abilities = {"no-ending-on-top", "normal-visibility", "barricade-engagement", "barricade-cover"},
         .text = "A wall or barrier. INFANTRY close behind it gain cover; units may charge and fight across it.",
         .footprint = rectangle(6, 1),
         .height = 2,
         .properties = {{"cover-range", "INFANTRY wholly within", 3, "\""},
                        {"enemy-range", "Enemy within (charging across)", 1, "\""},
                        {"charge-range", "Charge ends within", 2, "\""},
                        {"fight-range", "Fight across within", 2, "\""}},
         .keywords = {"OBSTACLE", "BARRICADE"}},
        {.id = "battlefield-debris",
         .name = "Battlefield Debris",
         .category = "Obstacle",
         .abilities = {"no-ending-on-top", "normal-visibility", "obscured-cover"},
         .text = "Wreckage, crates and rubble: models climb over it but cannot stop on it.",
         .footprint = rectangle(5, 3),
         .height = 2,
         .keywords = {"OBSTACLE", "BATTLEFIELD DEBRIS"}},
        {.id = "hill",
         .name = "Hill",
         .category = "Hill",
         .abilities = {"hill-movement", "normal-visibility", "obscured-cover"},
         .text = "A raised area that models and other terrain features may stand on without overhanging it.",
         .footprint = ellipse(12, 8),
         .height = 3,
         .keywords = {"HILL"}},
        {.id = "woods",
         .name = "Woods",
         .category = "Area Terrain",
         .abilities = {"agreed-footprint", "move-over", "woods-visibility", "area-cover"},
         .text = "Trees and undergrowth on an agreed footprint: never fully visible within or through them.",
         .footprint = ellipse(10, 8),
         .height = 5,
         .keywords = {"AREA TERRAIN", "WOODS"}},
        {.id = "ruins",
         .name = "Ruins",
         .category = "Area Terrain",
         .abilities = {"agreed-footprint", "plunging-fire", "ruins-movement", "ruins-visibility", "area-cover"},
         .text = "Shattered buildings of several floors on an agreed footprint: no seeing through them from outside.",
         .footprint = rectangle(10, 6),
         .height = 9,
         .levels = 3,
         .properties = {{"plunging-fire-height", "Plunging Fire from at least", 6, "\""},
                        {"plunging-fire-ap", "Plunging Fire improves AP by", 1, ""}},
         .keywords = {"AREA TERRAIN", "RUINS"}},
    };
}

}  // namespace wh40k10
