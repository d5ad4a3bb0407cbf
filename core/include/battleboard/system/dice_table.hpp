#pragma once
// Dice and the tables players roll on (a terrain piece's effects, building damage, battleplan choice).
#include "battleboard/system/source_ref.hpp"

#include <cereal/cereal.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <cstdint>
#include <string>
#include <vector>

namespace bb::sys {

// count dice of `sides` sides plus a modifier: D6 = {1, 6}, 2D6 = {2, 6}, D3 = {1, 3}.
struct Dice {
    std::uint32_t count = 1;
    std::uint32_t sides = 6;
    std::int32_t modifier = 0;

    int lowest() const { return int(count) + modifier; }
    int highest() const { return int(count * sides) + modifier; }
    std::string text() const;  // "2D6", "D3", "D6+1"

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(count, sides, modifier);
    }
};

struct TableRow {
    std::int32_t from = 0;  // inclusive roll range
    std::int32_t to = 0;
    std::string result;      // short name of the outcome
    std::string text;        // what happens, in plain words
    std::string next_table;  // roll again on this table (e.g. which battleplan table, then which battleplan)

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(from, to, result, text, next_table);
    }
};

struct DiceTable {
    std::string id;
    std::string name;
    std::string when;  // when the players roll on it
    Dice dice;
    std::vector<TableRow> rows;
    SourceRef source{};  // the section the table restates (version 2)

    const TableRow* row_for(int total) const;
    // Every total the dice can make falls in exactly one row, and no row lies outside the dice's range.
    bool covers_every_roll_once() const;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(id, name, when, dice, rows);
        if (version >= 2) ar(source);
    }
};

}  // namespace bb::sys

CEREAL_CLASS_VERSION(bb::sys::Dice, 1);
CEREAL_CLASS_VERSION(bb::sys::TableRow, 1);
CEREAL_CLASS_VERSION(bb::sys::DiceTable, 2);
