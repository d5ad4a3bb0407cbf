// The small numbers share links give this plugin's ids (format 5): append new ids at the end of their list, and
// never remove or move one (plugin_sdk.hpp; tests/golden/link_numbers/tow.json holds the lists as released).
#include "battleboard/sdk/plugin_sdk.hpp"

namespace bb::plugin {

sys::LinkNumbers link_numbers() {
    sys::LinkNumbers numbers;
    numbers.editions = {"tow-2024"};
    numbers.catalogue = {"building", "tower"};
    numbers.battleplans = {};
    numbers.tables = {"building-template-hit", "incoming-hits"};
    return numbers;
}

}  // namespace bb::plugin
