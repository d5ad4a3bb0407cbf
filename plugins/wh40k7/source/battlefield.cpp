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
             "The updated Building Damage Table gives a result for each total from 0-1 (Breach!) to 7+ "
             "(Detonation!), and a Catastrophic Breach takes D3 off the Armour Value; it names neither the dice nor "
             "the modifiers. Battleboard rolls a D6 with a net modifier from -1 to +2 (building-damage is the "
             "unmodified roll): take the modifiers from your rulebook.",
             {},
             {"Updated Building Damage Table", "UPDATED BUILDING DAMAGE TABLE"}}};
}

}  // namespace wh40k7
