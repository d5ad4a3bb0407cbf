#include "battlefield.hpp"

namespace wh40k10 {

std::vector<bb::sys::RulesEdition> rules_editions() {
    return {{kEdition, "10th edition Core Rules", "Warhammer 40,000 Core Rules (10th edition), Terrain Features"}};
}

std::vector<bb::sys::BoardSize> battlefield_sizes() {
    // The seed gives no sizes; 44" x 60" is the usual table. Points and feature counts are left to the mission.
    return {{"44\" x 60\"", 60, 44, 0, 0}};
}

}  // namespace wh40k10
