#pragma once
// The score sheet players fill in during a battle: per battle round, who had priority and went first, and per
// player which of the battleplan's scoring lines they achieved and which battle tactic they attempted.
// Players are indexed 0 (attacker) and 1 (defender) everywhere. Saved with the setup.
#include <cereal/cereal.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <cstdint>
#include <string>
#include <vector>

namespace bb::model {

struct LineTick {
    std::string line_id;      // a sys::ScoringLine id of the sheet's battleplan
    std::uint32_t times = 1;  // e.g. how many border objectives were controlled

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(line_id, times);
    }
};

struct TurnRecord {
    std::vector<LineTick> lines;  // scored at the end of this player's turn (battle tactics excepted)
    std::string battle_tactic;    // id of the battle tactic attempted this turn; empty: none
    bool battle_tactic_completed = false;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(lines, battle_tactic, battle_tactic_completed);
    }
};

struct RoundRecord {
    std::uint32_t priority = 0;     // the player who had priority (won the priority roll)
    std::uint32_t first = 0;        // the player who took the first turn
    std::vector<TurnRecord> turns;  // one per player

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(priority, first, turns);
    }
};

struct PlayerRecord {
    std::string name;
    std::string faction;
    std::vector<std::string> general_keywords;  // e.g. "ORDER": some battle tactics need it on the general

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(name, faction, general_keywords);
    }
};

struct ScoreSheet {
    std::string battleplan_id;
    std::uint32_t points_limit = 0;
    std::vector<PlayerRecord> players;  // attacker, defender
    std::vector<RoundRecord> rounds;    // the battle rounds played so far

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(battleplan_id, points_limit, players, rounds);
    }
};

}  // namespace bb::model

CEREAL_CLASS_VERSION(bb::model::LineTick, 1);
CEREAL_CLASS_VERSION(bb::model::TurnRecord, 1);
CEREAL_CLASS_VERSION(bb::model::RoundRecord, 1);
CEREAL_CLASS_VERSION(bb::model::PlayerRecord, 1);
CEREAL_CLASS_VERSION(bb::model::ScoreSheet, 1);
