#pragma once
// The battle's score sheet as this plugin keeps it in the battle's plugin state: the players and their general's
// grand alliance, the roll-off for attacker, and per battle round priority, the first turn, and per player the
// battleplan's scoring lines achieved and the battle tactic attempted. Players are 0 (attacker) and 1 (defender).
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <cstdint>
#include <string>
#include <vector>

namespace aos4 {

struct LineTick {
    std::string line_id;      // a scoring line of the battleplan
    std::uint32_t times = 1;  // how often it scored (a line per objective)

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(line_id, times);
    }
};

struct Turn {
    std::vector<LineTick> lines;
    std::string battle_tactic;  // empty: none attempted
    bool battle_tactic_completed = false;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(lines, battle_tactic, battle_tactic_completed);
    }
};

struct Round {
    std::uint32_t priority = 0;  // the player who won priority
    std::uint32_t first = 0;     // the player who took the first turn
    std::vector<Turn> turns;     // one per player

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(priority, first, turns);
    }
};

struct Player {
    std::string name;
    std::string faction;
    std::vector<std::string> general_keywords;  // a grand alliance here opens that alliance's battle tactics

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(name, faction, general_keywords);
    }
};

// The roll-off before the battle: both dice as rolled, and whether the winner has still to choose a role.
struct RollOff {
    std::vector<std::int32_t> dice;  // attacker's, defender's; empty: not rolled
    bool choosing = false;
    std::string outcome;  // what was chosen, in words

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(dice, choosing, outcome);
    }
};

struct ScoreSheet {
    std::string battleplan_id;
    std::uint32_t points_limit = 0;
    std::vector<Player> players;
    std::vector<Round> rounds;
    RollOff roll_off;

    bool empty() const { return players.empty() && rounds.empty(); }

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(battleplan_id, points_limit, players, rounds, roll_off);
    }
};

// The player's name, or their role while they have none.
std::string player_name(const ScoreSheet& sheet, std::size_t player);

}  // namespace aos4

CEREAL_CLASS_VERSION(aos4::LineTick, 1);
CEREAL_CLASS_VERSION(aos4::Turn, 1);
CEREAL_CLASS_VERSION(aos4::Round, 1);
CEREAL_CLASS_VERSION(aos4::Player, 1);
CEREAL_CLASS_VERSION(aos4::RollOff, 1);
CEREAL_CLASS_VERSION(aos4::ScoreSheet, 1);
