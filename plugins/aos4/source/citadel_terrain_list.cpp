#include "citadel_terrain_list.hpp"

#include "terrain_size.hpp"

#include <cctype>

namespace aos4 {

namespace {

using bb::geo::ellipse;
using bb::geo::rectangle;

constexpr auto S = TerrainSize::Small;
constexpr auto M = TerrainSize::Medium;
constexpr auto L = TerrainSize::Large;

struct Listed {
    const char* name;
    const char* type;  // the terrain type's catalogue id
    int pieces_min, pieces_max;
    TerrainSize size_min, size_max;
};

// As printed in the General's Handbook 2024-25 (60 entries, alphabetical).
constexpr Listed kList[] = {
    {"Arcane Ruins", "obstacle", 1, 3, S, L},
    {"Awakened Wyldwood", "faction-terrain", 1, 3, S, L},
    {"Azyrite Ruined Chapel", "obstacle", 1, 2, S, L},
    {"Azyrite Ruins", "obstacle", 2, 2, S, L},
    {"Azyrite Shattered Plaza", "obstacle", 1, 2, S, L},
    {"Bad Moon Loonshrine", "faction-terrain", 1, 1, M, M},
    {"Baleful Realmgate", "place-of-power", 1, 1, S, S},
    {"Barbed Venomgorse", "obstacle", 1, 3, S, L},
    {"Bone-tithe Nexus", "faction-terrain", 1, 1, L, L},
    {"Chaos Dreadhold Crucible", "area-terrain", 1, 1, L, L},
    {"Chaos Dreadhold Helfort", "area-terrain", 1, 1, S, S},
    {"Chapel", "place-of-power", 1, 1, S, S},
    {"Charnel Throne", "faction-terrain", 1, 1, S, S},
    {"Cleansing Aqualith", "place-of-power", 1, 1, M, M},
    {"Corpsewrack Mausoleum", "obstacle", 1, 3, S, L},
    {"Deathknell Watch", "obscuring-terrain", 1, 1, M, M},
    {"Domicile Shell", "obstacle", 1, 1, S, S},
    {"Dominion of Sigmar: Hallowed Stormthrone", "area-terrain", 1, 1, L, L},
    {"Dominion of Sigmar: Shattered Temple", "area-terrain", 1, 1, L, L},
    {"Dominion of Sigmar: Timeworn Ruins (ruins)", "obstacle", 1, 3, S, S},
    {"Dominion of Sigmar: Timeworn Ruins (statue of Sigmar)", "obstacle", 1, 1, S, S},
    {"Dragonfate Dais", "place-of-power", 1, 1, M, M},
    {"Dreadfire Portal", "place-of-power", 1, 1, M, M},
    {"Dreadstone Blight", "obscuring-terrain", 1, 1, L, L},
    {"Enduring Stormvault", "area-terrain", 1, 1, L, L},
    {"Eternity Stair", "place-of-power", 1, 1, S, S},
    {"Fane of Slaanesh", "faction-terrain", 1, 1, S, S},
    {"Feculent Gnarlmaw", "faction-terrain", 1, 1, S, S},
    {"Fortified Manor", "obstacle", 1, 1, L, L},
    {"Garden of Morr", "obstacle", 1, 3, S, S},
    {"Gloomtide Shipwreck", "faction-terrain", 1, 2, S, S},
    {"Gnarlwood Watchcamp", "obstacle", 1, 3, S, S},
    {"Gnawhole", "faction-terrain", 1, 1, S, S},
    {"Great Mawpot", "faction-terrain", 1, 1, M, M},
    {"Guardian Idol", "obstacle", 1, 1, S, S},
    {"Herdstone", "faction-terrain", 1, 1, S, S},
    {"Magewrath Throne", "place-of-power", 1, 1, S, S},
    {"Magmic Battleforge", "faction-terrain", 1, 1, S, S},
    {"Mawpit", "faction-terrain", 1, 1, M, M},
    {"Nexus Syphon", "place-of-power", 1, 1, S, S},
    {"Numinous Occulum", "place-of-power", 1, 1, M, M},
    {"Ophidian Archway", "obstacle", 1, 1, M, M},
    {"Penumbral Engine", "place-of-power", 1, 1, S, S},
    {"Pit Dredger Camp", "obstacle", 1, 3, S, S},
    {"Ravaged Shrine", "obstacle", 1, 2, S, S},
    {"Realmscape: Megadroth Remains", "obstacle", 1, 2, S, S},
    {"Realmshaper Engine", "faction-terrain", 1, 1, S, S},
    {"Ruined Domicile", "obstacle", 1, 2, M, L},
    {"Shardwrack Spine", "obstacle", 1, 3, S, L},
    {"Shrine Luminor", "faction-terrain", 1, 1, S, S},
    {"Sigmarite Dais", "place-of-power", 1, 1, L, L},
    {"Sigmarite Mausoleum", "obstacle", 1, 3, S, L},
    {"Skull Altar", "faction-terrain", 1, 1, S, S},
    {"Temple of Skulls", "area-terrain", 1, 1, L, L},
    {"Varanite Syphon Camp", "obstacle", 1, 3, S, L},
    {"Walls and Fences", "obstacle", 1, 3, S, L},
    {"Warscryer Citadel", "place-of-power", 1, 1, L, L},
    {"Watchtower", "obscuring-terrain", 1, 1, S, S},
    {"Witchfate Tor", "obscuring-terrain", 1, 1, M, M},
    {"Wyldwood", "obscuring-terrain", 1, 3, S, L},
};

// "Dominion of Sigmar: Timeworn Ruins (ruins)" -> "dominion-of-sigmar-timeworn-ruins-ruins"
std::string slug(const std::string& name) {
    std::string id;
    for (unsigned char c : name) {
        if (std::isalnum(c))
            id += char(std::tolower(c));
        else if (!id.empty() && id.back() != '-')
            id += '-';
    }
    while (!id.empty() && id.back() == '-') id.pop_back();
    return id;
}

// A placeholder of the feature's smallest allowed size, shaped like the usual model of its type: woods,
// hills and faction terrain round, walls, ruins and landmarks rectangular.
bb::geo::Polygon default_footprint(const std::string& type, TerrainSize size) {
    const bool round = type == "obscuring-terrain" || type == "area-terrain" || type == "faction-terrain";
    switch (size) {
        case TerrainSize::Small: return round ? ellipse(6, 5) : rectangle(6, 3);
        case TerrainSize::Medium: return round ? ellipse(10, 6) : rectangle(10, 5);
        case TerrainSize::Large: return round ? ellipse(14, 9) : rectangle(14, 8);
    }
    return {};
}

std::string pieces_text(const Listed& f) {
    const std::string count = f.pieces_min == f.pieces_max
                                  ? std::to_string(f.pieces_min)
                                  : std::to_string(f.pieces_min) + " to " + std::to_string(f.pieces_max);
    return count + (f.pieces_max == 1 ? " scenery piece" : " scenery pieces");
}

std::string sizes_text(const Listed& f) {
    return f.size_min == f.size_max ? size_name(f.size_min)
                                    : std::string(size_name(f.size_min)) + " to " + size_name(f.size_max);
}

bb::sys::Property size_property(const char* key, const char* label, TerrainSize size, bb::sys::SourceRef source) {
    return {key, label, double(static_cast<std::uint32_t>(size)), "", std::move(source)};
}

const bb::sys::SourceRef kListed{"Citadel Terrain List", "the number of scenery pieces"};
const bb::sys::SourceRef kListedSizes{"Citadel Terrain List",
                                      "multiple options for its number of scenery pieces and size"};

}  // namespace

std::vector<bb::sys::CatalogueEntry> citadel_terrain_list(const std::vector<bb::sys::CatalogueEntry>& types) {
    std::vector<bb::sys::CatalogueEntry> entries;
    for (const Listed& f : kList) {
        for (const auto& type : types) {
            if (type.id != f.type) continue;
            bb::sys::CatalogueEntry e;
            e.id = slug(f.name);
            e.editions = type.editions;
            e.name = f.name;
            e.category = type.category;
            e.abilities = type.abilities;
            // Its type's section gives it the type's abilities; it is a row of the list.
            e.attached_because = type.attached_because;
            e.source = {"Citadel Terrain List", "which terrain types apply to which sets of Citadel Terrain"};
            e.text = type.category + " on the Citadel Terrain List: " + pieces_text(f) + ", " + sizes_text(f) +
                     ". The footprint is a " + size_name(f.size_min) + " placeholder; resize it to your model.";
            if (type.id == "faction-terrain") e.text += " Its own rules are on its warscroll.";
            e.footprint = default_footprint(type.id, f.size_min);
            e.height = type.height;
            e.properties = {
                {"scenery-pieces-min", "Scenery pieces (fewest)", double(f.pieces_min), "", kListed},
                {"scenery-pieces-max", "Scenery pieces (most)", double(f.pieces_max), "", kListed},
                size_property("size-min", "Smallest allowed size (1 small, 2 medium, 3 large)", f.size_min,
                              kListedSizes),
                size_property("size-max", "Largest allowed size (1 small, 2 medium, 3 large)", f.size_max,
                              kListedSizes),
            };
            entries.push_back(std::move(e));
        }
    }
    return entries;
}

void add_size_properties(std::vector<bb::sys::CatalogueEntry>& catalogue) {
    for (auto& e : catalogue)
        e.properties.push_back(size_property("size", "Size of this footprint (1 small, 2 medium, 3 large)",
                                             terrain_size(e.footprint),
                                             {"1.3 Terrain Sizes", "no larger than 7\" x 12\" is medium"}));
}

}  // namespace aos4
