#pragma once
// The twelve battleplans of the General's Handbook 2024-25 in words and numbers: which table and roll picks
// each, its twist, its scoring lines and the other battleplans its terrain layout map serves.
#include "battleplan_scoring.hpp"

#include <string>
#include <vector>

namespace aos4 {

struct BattleplanText {
    std::string id;
    std::string name;
    std::uint32_t table = 1;  // battleplan table 1 or 2
    std::uint32_t roll = 1;   // the D6 roll on that table
    // Words of its twist as the battleplan's own section prints them: where the twist and summary come from.
    std::string twist_phrase;
    std::string summary;
    std::string twist;
    BattleplanScoring scoring;
    std::vector<std::string> layout_shared_with;  // battleplan ids, alphabetical
};

std::vector<BattleplanText> battleplan_list();

}  // namespace aos4
