#pragma once
// The app's dice: rolls on the game system's tables and plain dice from the platform's random source, each
// written to the current battle's roll log with the battle round it was made in.
#include "app/session/battle_score.hpp"
#include "app/session/battlefields.hpp"
#include "app/session/selection.hpp"
#include "app/session/system_library.hpp"
#include "battleboard/dice/dice_pool.hpp"
#include "battleboard/rules/roll.hpp"
#include "platform/random.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace app {

class TableDice {
public:
    TableDice(const SystemLibrary& library, Battlefields& battles, Selection& selection, const BattleScore& score)
        : library_(library), battles_(battles), selection_(selection), score_(score) {}
    TableDice(const TableDice&) = delete;
    TableDice& operator=(const TableDice&) = delete;

    // Rolls on one of the system's tables, following its "roll again" rows; keeps nothing on the battlefield.
    bb::Result<std::vector<bb::rules::RollStep>> roll(const std::string& table_id);
    // Rolls on one of the selected piece's tables and keeps the result on the piece.
    bb::Result<std::vector<bb::rules::RollStep>> roll_for_selected(const std::string& table_id);
    // Rolls plain dice (a roll-off); the caller keeps what it needs.
    std::vector<int> roll_dice(const bb::sys::Dice& dice);
    // Rolls a dice tray pool.
    bb::dice::PoolRoll roll_pool(const bb::dice::PoolRequest& request);
    // Rolls on the system's "battleplan" table (if it has one) and applies the result; gives its name.
    bb::Result<std::string> roll_battleplan();
    // A seed for a generated layout.
    std::uint32_t seed() { return static_cast<std::uint32_t>(dice_()); }

private:
    void log(std::string what, std::string result);

    const SystemLibrary& library_;
    Battlefields& battles_;
    Selection& selection_;
    const BattleScore& score_;
    bb::dice::RandomSource random_ = platform::random_source();
    bb::rules::DiceEngine dice_{random_()};  // for table rolls, seeded from the platform's source
};

}  // namespace app
