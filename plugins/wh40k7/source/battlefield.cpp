#include "battlefield.hpp"

#include "upgrade_lists.hpp"

namespace wh40k7 {

std::vector<bb::sys::RulesEdition> rules_editions() {
    return {{kEdition, "7th edition: Battlefield Terrain and Fortifications",
             "Battlefield Terrain and Fortifications with the updated Building Damage Table (Warhammer 40,000 7th "
             "edition, community rules page, CC BY-SA 3.0)"}};
}

std::vector<bb::sys::BoardSize> battlefield_sizes() {
    // The rules text gives no size; a 6' x 4' table is the usual one.
    return {{"6' x 4'", 72, 48, 0, 0}};
}

std::vector<bb::sys::RulesSection> damage_rules() {
    return {{"rolling-building-damage",
             "Rolling Building Damage",
             "Roll a D6 on the Building Damage Table and add any modifiers; results run from 0-1 (Breach!) to 7+ "
             "(Detonation!). The rules text does not list the modifiers, so Battleboard offers one table for each net "
             "modifier from -1 to +2 (building-damage is the unmodified D6). A Catastrophic Breach leads on to a D3 "
             "for the Armour Value lost. Roll on a building to keep the result: lost Armour Value adds up in its "
             "\"armour-lost\" attribute, Total Collapse leaves it as ruins and Detonation! replaces it with wreckage "
             "or a crater.",
             {}}};
}

}  // namespace wh40k7
