#pragma once
// The battle's score sheet (saved with the setup): players and their general's grand alliance, attacker and
// defender from the roll-off, and per battle round priority, the first turn, each player's scoring lines and
// battle tactic. The plugin's "score" operation works it out: running victory points with the battleplan's caps,
// the underdog, double turns, warnings and the result.
#include "app/session.hpp"
#include "app/systems/aos4_battle_data.hpp"

#include <string>

namespace app::aos4 {

void draw_score_sheet(Session& session);

// The parts of the sheet, each editing a working copy and saying whether it changed it.
struct SheetContext {
    Session& session;
    const BattleData& data;
    const bb::sys::BattleplanDetails& plan;
    const bb::rules::ScoreSummary* summary;  // as last worked out: one frame behind an edit
};

bool edit_players(Session& session, const BattleData& data, bb::model::ScoreSheet& sheet);
bool edit_turn(const SheetContext& context, bb::model::ScoreSheet& sheet, std::size_t round_index, std::size_t player);

// The player's name, or their role while they have none.
std::string player_name(const bb::model::ScoreSheet& sheet, std::size_t player);

}  // namespace app::aos4
