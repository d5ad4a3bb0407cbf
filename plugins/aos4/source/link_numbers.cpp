// The small numbers share links give this plugin's ids (format 5): append new ids at the end of their list, and
// never remove or move one (plugin_sdk.hpp; tests/golden/link_numbers/aos4.json holds the lists as released).
#include "battleboard/sdk/plugin_sdk.hpp"

namespace bb::plugin {

sys::LinkNumbers link_numbers() {
    sys::LinkNumbers numbers;
    numbers.editions = {"bpr-2025-06", "gh-2024-25"};
    numbers.catalogue = {"obstacle",
                         "obscuring-terrain",
                         "area-terrain",
                         "place-of-power",
                         "faction-terrain",
                         "arcane-ruins",
                         "awakened-wyldwood",
                         "azyrite-ruined-chapel",
                         "azyrite-ruins",
                         "azyrite-shattered-plaza",
                         "bad-moon-loonshrine",
                         "baleful-realmgate",
                         "barbed-venomgorse",
                         "bone-tithe-nexus",
                         "chaos-dreadhold-crucible",
                         "chaos-dreadhold-helfort",
                         "chapel",
                         "charnel-throne",
                         "cleansing-aqualith",
                         "corpsewrack-mausoleum",
                         "deathknell-watch",
                         "domicile-shell",
                         "dominion-of-sigmar-hallowed-stormthrone",
                         "dominion-of-sigmar-shattered-temple",
                         "dominion-of-sigmar-timeworn-ruins-ruins",
                         "dominion-of-sigmar-timeworn-ruins-statue-of-sigmar",
                         "dragonfate-dais",
                         "dreadfire-portal",
                         "dreadstone-blight",
                         "enduring-stormvault",
                         "eternity-stair",
                         "fane-of-slaanesh",
                         "feculent-gnarlmaw",
                         "fortified-manor",
                         "garden-of-morr",
                         "gloomtide-shipwreck",
                         "gnarlwood-watchcamp",
                         "gnawhole",
                         "great-mawpot",
                         "guardian-idol",
                         "herdstone",
                         "magewrath-throne",
                         "magmic-battleforge",
                         "mawpit",
                         "nexus-syphon",
                         "numinous-occulum",
                         "ophidian-archway",
                         "penumbral-engine",
                         "pit-dredger-camp",
                         "ravaged-shrine",
                         "realmscape-megadroth-remains",
                         "realmshaper-engine",
                         "ruined-domicile",
                         "shardwrack-spine",
                         "shrine-luminor",
                         "sigmarite-dais",
                         "sigmarite-mausoleum",
                         "skull-altar",
                         "temple-of-skulls",
                         "varanite-syphon-camp",
                         "walls-and-fences",
                         "warscryer-citadel",
                         "watchtower",
                         "witchfate-tor",
                         "wyldwood"};
    numbers.battleplans = {
        "border-war",         "focal-points",        "starstrike",     "shifting-objectives",       "feral-foray",
        "the-jaws-of-gallet", "battle-for-the-pass", "scorched-earth", "the-better-part-of-valour", "the-vice",
        "close-to-the-chest", "limited-resources"};
    numbers.tables = {"battleplan",           "battleplan-table-1",          "battleplan-table-2",
                      "starstrike-objective", "shifting-objectives-primary", "roll-off"};
    return numbers;
}

}  // namespace bb::plugin
