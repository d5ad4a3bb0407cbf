#include "terrain_rules.hpp"

#include "editions.hpp"

namespace aos4 {

std::vector<bb::sys::RulesSection> terrain_rules() {
    const std::string wholly_on =
        "Wholly on: a model is wholly on a terrain feature when its base stands on the feature and none of the base "
        "overhangs the feature's edge. A unit is wholly on it when each of its models is.\n";
    const std::string faction_placed =
        "A unit placed on one (only where its warscroll allows) measures range and visibility from the terrain "
        "feature, cannot use FIGHT abilities unless told otherwise, and loses whatever it gained from being there "
        "once it is taken off.";
    return {
        {"wholly-on-and-behind",
         "Wholly on and behind terrain",
         wholly_on +
             "Behind: when a unit is the target of an attack, it is behind a terrain feature if every straight line "
             "you could draw from any model of the attacking unit to any model of the target crosses that feature. "
             "Parts of the feature inside the attacking unit's combat range are ignored when deciding this.",
         {kHandbook2024},
         {"1.1 Wholly on Terrain and Behind Terrain", "within the attacking unit's combat range"}},
        {"wholly-on-and-behind",
         "Wholly on and behind terrain",
         wholly_on +
             "Behind (reworded June 2025): it is decided for each attacking model. For an attack made by one model, "
             "the target unit is behind a terrain feature if no straight line can run from the nearest point of that "
             "model's base to a target model that is in range without going over the feature. The update no longer "
             "mentions ignoring parts of the feature inside the attacker's combat range.",
         {kUpdate2025},
         {"1.1 Wholly on Terrain and Behind Terrain (June 2025)", "closest point on the attacking model's base"}},
        {"terrain-sizes",
         "Terrain sizes",
         "Small: fits inside an area of 7\" x 7\".\n"
         "Medium: not small, but fits inside an area of 7\" x 12\".\n"
         "Large: too big to fit inside 7\" x 12\".\n"
         "Battleboard counts a footprint as fitting if it does so turned to any angle, and shows each piece's size "
         "from its footprint.",
         {},
         {"1.3 Terrain Sizes", "no larger than 7\" x 7\" is small"}},
        {"terrain-types",
         "Terrain types",
         "Every terrain feature has one of five types: Obstacle, Obscuring Terrain, Area Terrain, Place of Power or "
         "Faction Terrain. The players agree each feature's type before the battle begins.",
         {},
         {"1.4 Terrain Types", "players must agree on which type applies to each terrain feature"}},
        {"charging-units-on-terrain",
         "Charging units on terrain",
         "A charge sometimes cannot reach an enemy unit that is wholly on a terrain feature, such as one on top of a "
         "tower: the charging models cannot stop half-way up and the top has no room for them. The charging unit may "
         "then finish its charge within 1/2\" of the terrain feature instead, provided that leaves it in combat with "
         "an enemy unit wholly on that feature.",
         {},
         {"1.6 Charging Units on Terrain", "end their charge within 1/2\" of that terrain feature"}},
        {"scenery-pieces",
         "Scenery pieces",
         "A terrain feature may be made of several scenery pieces, such as a wyldwood or a cluster of small ruins. "
         "Set up all the pieces of one feature so that together they fit in the area of its size (see Terrain "
         "sizes); together they count as a single terrain feature.",
         {},
         {"1.7 Scenery Pieces", "considered to be a single terrain feature"}},
        {"terrain-not-listed",
         "Terrain not on the Citadel Terrain List",
         "The Citadel Terrain List gives how many scenery pieces each of its terrain features is made of. For "
         "terrain not on the list, agree with your opponent how many scenery pieces make up each feature before the "
         "battlefield is set up.",
         {},
         {"1.5 Faction Terrain", "agree with your opponent before setting up the battlefield"}},
        {"citadel-terrain-list",
         "Citadel Terrain List",
         "The list gives the type, the number of scenery pieces and the size of each Citadel terrain feature; some "
         "are no longer sold. Where an entry offers a range of scenery pieces or sizes, decide which applies before "
         "setting the feature up. Battleboard's catalogue holds all 60 entries with a placeholder footprint of their "
         "smallest allowed size: resize it to your model.",
         {},
         {"Citadel Terrain List", "pick which apply to it before setting it up"}},
        {"faction-terrain-rules",
         "Faction terrain",
         "Faction terrain features have their own warscrolls. They are not units, except that:\n"
         "- in the combat phase they count as units for movement, combat range and being in combat, and units may "
         "end a charge within 1/2\" of an enemy one as if it were a unit;\n"
         "- enemy abilities may pick them as targets as if they were units; enemy abilities that pick no target do "
         "not affect them;\n"
         "- they can suffer damage points as units do, and can be destroyed;\n"
         "- with melee or ranged weapons they can use the Fight and Shoot abilities as if they were units;\n"
         "- with a Move of '-' they never move, not even to pile in.\n" +
             faction_placed,
         {kHandbook2024},
         {"1.5 Faction Terrain", "not considered to be units, with the following exceptions"}},
        {"faction-terrain-rules",
         "Faction terrain",
         "Faction terrain features have their own warscrolls. They are not units, except that (as updated June "
         "2025):\n"
         "- in the combat phase they count as units for movement, combat range and being in combat, and units may "
         "end a charge within 1/2\" of an enemy one as if it were a unit;\n"
         "- all enemy abilities affect them as if they were units;\n"
         "- they take damage as units do, but when removed from play they are demolished, not slain or destroyed, "
         "so they never count as destroyed units for abilities or battle tactics;\n"
         "- while garrisoned one is a unit, yet faction terrain never contests objectives, garrisoned or not;\n"
         "- with melee or ranged weapons they can use the Fight and Shoot abilities as if they were units;\n"
         "- with a Move of '-' they never move, not even to pile in.\n" +
             faction_placed,
         {kUpdate2025},
         {"1.5 Faction Terrain (June 2025)", "they count as being demolished instead of slain or destroyed"}},
        {"faction-terrain-on-roster",
         "Faction terrain on the roster",
         "An army whose faction has faction terrain features may include 1 of them on its roster, free of points.",
         {},
         {"3.7 Faction Terrain Features", "Faction terrain features do not cost any points"}},
    };
}

}  // namespace aos4
