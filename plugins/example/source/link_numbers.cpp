// The small numbers share links give this plugin's ids (format 5): append new ids at the end of their list, and
// never remove or move one (plugin_sdk.hpp; tests/golden/link_numbers/example.json holds the lists as released).
#include "battleboard/sdk/plugin_sdk.hpp"

namespace bb::plugin {

sys::LinkNumbers link_numbers() {
    sys::LinkNumbers numbers;
    numbers.editions = {"first"};
    numbers.catalogue = {"supply-crate"};
    numbers.battleplans = {};
    numbers.tables = {"scavenge"};
    return numbers;
}

}  // namespace bb::plugin
