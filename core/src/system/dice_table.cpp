#include "battleboard/system/dice_table.hpp"

namespace bb::sys {

std::string Dice::text() const {
    std::string out = (count == 1 ? "" : std::to_string(count)) + "D" + std::to_string(sides);
    if (modifier > 0) out += "+" + std::to_string(modifier);
    if (modifier < 0) out += std::to_string(modifier);
    return out;
}

const TableRow* DiceTable::row_for(int total) const {
    for (const TableRow& row : rows)
        if (row.from <= total && total <= row.to) return &row;
    return nullptr;
}

bool DiceTable::covers_every_roll_once() const {
    for (const TableRow& row : rows)
        if (row.from > row.to || row.from < dice.lowest() || row.to > dice.highest()) return false;
    for (int total = dice.lowest(); total <= dice.highest(); ++total) {
        int hits = 0;
        for (const TableRow& row : rows) hits += (row.from <= total && total <= row.to) ? 1 : 0;
        if (hits != 1) return false;
    }
    return true;
}

}  // namespace bb::sys
