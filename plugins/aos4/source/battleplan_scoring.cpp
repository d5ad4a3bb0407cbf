#include "battleplan_scoring.hpp"

#include "battleplan_list.hpp"

#include <algorithm>

namespace aos4 {

const ScoringLine* BattleplanScoring::find_line(const std::string& line_id) const {
    const auto it = std::find_if(lines.begin(), lines.end(), [&](const ScoringLine& l) { return l.id == line_id; });
    return it == lines.end() ? nullptr : &*it;
}

bb::sys::BattleplanScoring BattleplanScoring::shared() const {
    bb::sys::BattleplanScoring out;
    out.lines.assign(lines.begin(), lines.end());
    return out;
}

const BattleplanScoring* scoring_of(const std::string& battleplan_id) {
    static const auto plans = battleplan_list();
    const auto it = std::find_if(plans.begin(), plans.end(), [&](const auto& p) { return p.id == battleplan_id; });
    return it == plans.end() ? nullptr : &it->scoring;
}

}  // namespace aos4
