// The small numbers share links give this plugin's ids (format 5): append new ids at the end of their list, and
// never remove or move one (plugin_sdk.hpp; tests/golden/link_numbers/wh40k7.json holds the lists as released).
#include "battleboard/sdk/plugin_sdk.hpp"

namespace bb::plugin {

sys::LinkNumbers link_numbers() {
    sys::LinkNumbers numbers;
    numbers.editions = {"7th"};
    numbers.catalogue = {
        "ammunition-dump",   "barricades-and-walls", "comms-relay",         "defence-lines",     "forest",
        "fuel-reserve",      "gun-emplacement",      "impact-crater",       "imperial-statuary", "ridgeline",
        "shield-generators", "shrine-to-chaos",      "tanglewire",          "tank-traps",        "trench-lines",
        "water-obstacles",   "wild-undergrowth",     "wreckage-and-rubble", "building-small",    "building-medium",
        "building-large",    "fortification"};
    numbers.battleplans = {};
    numbers.tables = {"building-damage",        "building-damage-minus-1", "building-damage-plus-1",
                      "building-damage-plus-2", "building-armour-loss",    "fuel-reserve-explosion",
                      "void-shield-restore"};
    return numbers;
}

}  // namespace bb::plugin
