#include "terrain_types.hpp"

#include "editions.hpp"

namespace aos4 {

using bb::geo::ellipse;
using bb::geo::rectangle;

// Default footprints are typical models of each type; players resize them to match their own terrain.
std::vector<bb::sys::CatalogueEntry> terrain_types() {
    const std::string obstacle_text =
        "Ruins, debris, statues, barricades and the like. Gives Cover; models cannot stop on parts taller than 1\".";
    const std::string obscuring_text =
        "Wyldwoods, fortress walls and other features that block sight. Gives Cover and Obscuring; models cannot "
        "stop on parts taller than 1\".";
    const std::string area_text = "Hills, Stormvaults and other features units can stand in or on.";
    const std::string power_text =
        "Realmgates, the Cleansing Aqualith, the Nexus Syphon and other mythic landmarks. Nearby HEROES may use "
        "Activate Place of Power.";
    // Its rules depend on the edition, so they live in the "faction-terrain-rules" section.
    const std::string faction_text =
        "A terrain feature with its own warscroll. It is not a unit, except as the Faction Terrain rules say.";
    return {
        {"obstacle", {}, "Obstacle", "Obstacle", {"cover", "unstable"}, obstacle_text, rectangle(6, 2), 2, 1},
        {"obscuring-terrain",
         {},
         "Obscuring Terrain",
         "Obscuring Terrain",
         {"cover", "obscuring", "unstable"},
         obscuring_text,
         ellipse(7, 6),
         5,
         1},
        {"area-terrain",
         {kUpdate2025},
         "Area Terrain",
         "Area Terrain",
         {"cover", "obscuring"},
         area_text,
         ellipse(11, 6),
         3,
         1},
        {"area-terrain", {kHandbook2024}, "Area Terrain", "Area Terrain", {"cover"}, area_text, ellipse(11, 6), 3, 1},
        {"place-of-power",
         {kUpdate2025},
         "Place of Power",
         "Place of Power",
         {"cover", "place-of-power", "unstable", "obscuring"},
         power_text,
         rectangle(5, 5),
         4,
         1},
        {"place-of-power",
         {kHandbook2024},
         "Place of Power",
         "Place of Power",
         {"cover", "place-of-power", "unstable"},
         power_text,
         rectangle(5, 5),
         4,
         1},
        {"faction-terrain", {}, "Faction Terrain", "Faction Terrain", {}, faction_text, ellipse(4, 4, 16), 4, 1},
    };
}

}  // namespace aos4
