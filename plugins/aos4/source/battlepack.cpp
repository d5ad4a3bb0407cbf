#include "battlepack.hpp"

#include "battle_tactics.hpp"
#include "season_rules.hpp"

namespace aos4 {

bb::plugin::aos4::Battlepack battlepack() {
    bb::plugin::aos4::Battlepack pack;
    pack.name = "General's Handbook 2024-25 Matched Play";
    pack.battle_rounds = kBattleRounds;
    pack.major_victory_margin = kMajorVictoryMargin;
    pack.double_turn_deficit = kDoubleTurnDeficit;
    pack.recommended_small = kRecommendedSmall;
    pack.recommended_medium = kRecommendedMedium;
    pack.battle_tactics = battle_tactics();
    pack.honour_guard = honour_guard();
    return pack;
}

// The battlepack needs no input, so the request is ignored.
bb::Result<bb::plugin::aos4::Battlepack> answer_battlepack(const std::string&) { return battlepack(); }

}  // namespace aos4
