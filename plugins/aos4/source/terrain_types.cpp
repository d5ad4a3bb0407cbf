#include "terrain_types.hpp"

#include "editions.hpp"

namespace aos4 {

using bb::geo::ellipse;
using bb::geo::rectangle;
using bb::sys::AttachedRule;
using bb::sys::CatalogueEntry;
using bb::sys::SourceRef;

namespace {

// The universal terrain abilities are written once (terrain_abilities.cpp); a type has them because its own
// section lists them ("Terrain Abilities: Cover, Unstable").
std::vector<AttachedRule> listed_in(const std::vector<std::string>& abilities, const SourceRef& list) {
    std::vector<AttachedRule> because;
    for (const auto& id : abilities) because.push_back({id, list});
    return because;
}

CatalogueEntry type(std::string id, std::vector<std::string> editions, std::string name,
                    std::vector<std::string> abilities, std::string text, bb::geo::Polygon footprint, double height,
                    std::string abilities_listed, SourceRef source) {
    CatalogueEntry e;
    e.id = std::move(id);
    e.editions = std::move(editions);
    e.name = name;
    e.category = std::move(name);
    e.text = std::move(text);
    e.footprint = std::move(footprint);
    e.height = height;
    e.attached_because = listed_in(abilities, {source.section, std::move(abilities_listed)});
    e.abilities = std::move(abilities);
    e.source = std::move(source);
    return e;
}

}  // namespace

// Default footprints are typical models of each type; players resize them to match their own terrain.
std::vector<CatalogueEntry> terrain_types() {
    const std::string power_text =
        "Realmgates, the Cleansing Aqualith, the Nexus Syphon and the like. HEROES within 3\" may use Activate Place "
        "of Power.";
    return {
        type("obstacle", {}, "Obstacle", {"cover", "unstable"},
             "Ruins, debris, statues, barricades and the like: Cover, and no model may be set up or end a move on a "
             "part taller than 1\".",
             rectangle(6, 2), 2, "Terrain Abilities: Cover, Unstable",
             {"1.4.1 Obstacles", "Ruins, debris, statues, barricades"}),
        type("obscuring-terrain", {}, "Obscuring Terrain", {"cover", "obscuring", "unstable"},
             "Wyldwoods, fortress walls and the like: Cover, Obscuring and Unstable.", ellipse(7, 6), 5,
             "Terrain Abilities: Cover, Obscuring, Unstable", {"1.4.2 Obscuring Terrain", "Wyldwood, fortress wall"}),
        type("area-terrain", {kUpdate2025}, "Area Terrain", {"cover", "obscuring"},
             "Hills, Stormvaults and the like: Cover and (from June 2025) Obscuring.", ellipse(11, 6), 3,
             "Terrain Abilities: Cover, Obscuring", {"1.4.3 Area Terrain (June 2025)", "Examples: Hills, Stormvault"}),
        type("area-terrain", {kHandbook2024}, "Area Terrain", {"cover"}, "Hills, Stormvaults and the like: Cover.",
             ellipse(11, 6), 3, "Terrain Abilities: Cover", {"1.4.3 Area Terrain", "Examples: Hills, Stormvault"}),
        type("place-of-power", {kUpdate2025}, "Place of Power", {"cover", "place-of-power", "unstable", "obscuring"},
             power_text, rectangle(5, 5), 4, "Terrain Abilities: Cover, Place of Power, Unstable, Obscuring",
             {"1.4.4 Places of Power (June 2025)", "Realmgate, Cleansing Aqualith, Nexus Syphon"}),
        type("place-of-power", {kHandbook2024}, "Place of Power", {"cover", "place-of-power", "unstable"}, power_text,
             rectangle(5, 5), 4, "Terrain Abilities: Cover, Place of Power, Unstable",
             {"1.4.4 Places of Power", "Realmgate, Cleansing Aqualith, Nexus Syphon"}),
        // Its rules depend on the edition, so they live in the "faction-terrain-rules" section.
        type("faction-terrain", {}, "Faction Terrain", {},
             "A terrain feature with its own warscroll. It is not a unit, except as the Faction Terrain rules say.",
             ellipse(4, 4, 16), 4, "", {"1.5 Faction Terrain", "Faction terrain features have their own warscrolls"}),
    };
}

}  // namespace aos4
