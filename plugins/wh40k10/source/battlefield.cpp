#include "battlefield.hpp"

namespace wh40k10 {

std::vector<bb::sys::RulesEdition> rules_editions() {
    return {{kEdition, "10th edition Core Rules", "Warhammer 40,000 Core Rules (10th edition), Terrain Features"}};
}

std::vector<bb::sys::BoardSize> battlefield_sizes() {
    // The seed gives no sizes; 44" x 60" is the usual table. Points are left to the mission.
    return {{"44\" x 60\"", 60, 44, 0, kUsualFeatures,
             "About " + std::to_string(kUsualFeatures) + " features, " + std::to_string(kUsualRuins) +
                 " or more of them ruins, as matched-play tables are built: common practice, not a rule."}};
}

}  // namespace wh40k10
