#include "sheet_bound.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>

namespace bench {

namespace {

double log2_of(std::size_t n) { return n <= 1 ? 0 : std::log2(double(n)); }

// log2(max - min + 1) of one family of counts.
double range_bits(const std::vector<std::size_t>& values) {
    if (values.empty()) return 0;
    const auto [low, high] = std::minmax_element(values.begin(), values.end());
    return std::log2(double(*high - *low + 1));
}

}  // namespace

StateBound sheet_bound(const std::string& sheet_json, const ListSizes& lists) {
    const auto sheet = nlohmann::json::parse(sheet_json);
    StateBound bound;
    // Objective rounds: their battleplan (or none), the round shown (0 to 16), the count of rolls (0 to 64).
    bound.bits += log2_of(lists.battleplans + 1) + std::log2(17.0) + std::log2(65.0);
    // The sheet: battleplan, points limit (0 to 100000), player and round counts (0 to 8, 0 to 16).
    bound.bits += log2_of(lists.battleplans) + std::log2(100001.0) + std::log2(9.0) + std::log2(17.0);
    const auto& players = sheet["players"];
    std::vector<std::size_t> keyword_counts, turn_counts, line_counts, times;
    for (const auto& p : players) {
        bound.texts.push_back(p["name"]), bound.texts.push_back(p["faction"]);
        bound.text_fields += 2;
        keyword_counts.push_back(p["general_keywords"].size());
        for (const auto& k : p["general_keywords"]) {
            const auto& a = lists.alliances;
            if (std::find(a.begin(), a.end(), k.get<std::string>()) != a.end()) {
                bound.bits += log2_of(a.size());
            } else {
                bound.texts.push_back(k);
                ++bound.text_fields;
            }
        }
    }
    const std::size_t seats = std::max<std::size_t>(players.size(), 2);
    for (const auto& r : sheet["rounds"]) {
        bound.bits += 2 * log2_of(seats);  // priority, first turn
        turn_counts.push_back(r["turns"].size());
        for (const auto& t : r["turns"]) {
            const auto lines = t.value("lines", nlohmann::json::object());
            line_counts.push_back(lines.size());
            for (const auto& [line, n] : lines.items()) {
                const auto& known = lists.scoring_lines;
                if (std::find(known.begin(), known.end(), line) != known.end()) {
                    bound.bits += log2_of(known.size());
                } else {  // a line the battleplan does not have travels as text
                    bound.texts.push_back(line);
                    ++bound.text_fields;
                }
                times.push_back(n.get<std::size_t>());
            }
            bound.bits += 1;                                                            // a tactic tried
            if (t.contains("battle_tactic")) bound.bits += log2_of(lists.tactics) + 1;  // which, completed
        }
    }
    bound.bits += range_bits(keyword_counts) * double(keyword_counts.size()) +
                  range_bits(turn_counts) * double(turn_counts.size()) +
                  range_bits(line_counts) * double(line_counts.size()) + range_bits(times) * double(times.size());
    // The roll-off: dice count (0 to 8), whether a role is being chosen, whether an outcome was written.
    bound.bits += std::log2(9.0) + 1 + 1;
    return bound;
}

}  // namespace bench
