// The small numbers share links give this plugin's ids (format 5): append new ids at the end of their list, and
// never remove or move one (plugin_sdk.hpp; tests/golden/link_numbers/wh40k10.json holds the lists as released).
#include "battleboard/sdk/plugin_sdk.hpp"

namespace bb::plugin {

sys::LinkNumbers link_numbers() {
    sys::LinkNumbers numbers;
    numbers.editions = {"10th"};
    numbers.catalogue = {"crater", "barricade", "battlefield-debris", "hill", "woods", "ruins"};
    numbers.battleplans = {"hammer-and-anvil",   "dawn-of-war",        "tipping-point", "sweeping-engagement",
                           "crucible-of-battle", "search-and-destroy", "custom"};
    numbers.tables = {};
    return numbers;
}

}  // namespace bb::plugin
