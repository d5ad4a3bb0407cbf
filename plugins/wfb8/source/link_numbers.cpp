// The small numbers share links give this plugin's ids (format 5): append new ids at the end of their list, and
// never remove or move one (plugin_sdk.hpp; tests/golden/link_numbers/wfb8.json holds the lists as released).
#include "battleboard/sdk/plugin_sdk.hpp"

namespace bb::plugin {

sys::LinkNumbers link_numbers() {
    sys::LinkNumbers numbers;
    numbers.editions = {"wfb8-2010"};
    numbers.catalogue = {"impassable-terrain",
                         "dangerous-terrain",
                         "hill",
                         "forest",
                         "river",
                         "marshland",
                         "obstacle",
                         "mystical-monument",
                         "building",
                         "arcane-architecture",
                         "anvil-of-vaul",
                         "scree-slope",
                         "temple-of-skulls",
                         "ancient-forest",
                         "abyssal-wood",
                         "blood-forest",
                         "fungus-forest",
                         "venom-thicket",
                         "wildwood",
                         "boiling-flood",
                         "necrotic-ooze",
                         "raging-torrent",
                         "river-of-blood",
                         "river-of-light",
                         "earthblood-mere",
                         "khemrian-quicksand",
                         "mist-wreathed-swamp",
                         "blazing-barricade",
                         "blessed-bulwark",
                         "fences-and-hedges",
                         "ghost-fence",
                         "walls",
                         "altar-of-khaine",
                         "arcane-ruins",
                         "bane-stone",
                         "charnel-pit",
                         "elven-waystone",
                         "idol-of-gork",
                         "magic-circle",
                         "sinister-statue",
                         "sorcerous-portal",
                         "wyrding-well",
                         "acropolis-of-heroes",
                         "dwarf-brewhouse",
                         "grail-chapel",
                         "haunted-mansion",
                         "nehekharan-sphynx",
                         "sigmarite-shrine",
                         "tower-of-blood",
                         "wizards-tower"};
    numbers.battleplans = {};
    numbers.tables = {"dangerous-terrain",
                      "dangerous-terrain-1-2",
                      "chariot-dangerous-wounds",
                      "building-template-hits",
                      "temple-of-skulls",
                      "temple-of-skulls-gift",
                      "blood-forest-hits",
                      "blood-forest-walk",
                      "wildwood",
                      "wildwood-hits",
                      "mist-wreathed-swamp-victims",
                      "sinister-statue",
                      "sinister-statue-hits",
                      "sorcerous-portal",
                      "wyrding-well",
                      "wyrding-well-regrowth",
                      "haunted-mansion-hits",
                      "nehekharan-sphynx"};
    return numbers;
}

}  // namespace bb::plugin
