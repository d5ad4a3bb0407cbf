#include "app/tabs/roll_result.hpp"

#include "app/ui/theme.hpp"
#include "app/ui/widget_rects.hpp"

#include <algorithm>
#include <iterator>

namespace app {

namespace {

// The faces too when several dice were rolled, so a 2D6 total can be checked at the table.
std::string rolled_text(const bb::model::RollRecord& roll, const bb::sys::TableRow& row, bool first) {
    std::string text = (first ? "Rolled " : "Then rolled ") + std::to_string(roll.total);
    if (roll.faces.size() > 1) {
        text += " (";
        for (std::size_t i = 0; i < roll.faces.size(); ++i) text += (i ? " + " : "") + std::to_string(roll.faces[i]);
        text += ")";
    }
    return text + ": " + row.result;
}

}  // namespace

void draw_roll_result(const bb::sys::SystemDescription& system, const bb::model::TerrainPiece& piece,
                      const std::string& table_id) {
    const auto& rolls = piece.rolls;
    const auto latest =
        std::find_if(rolls.rbegin(), rolls.rend(), [&](const auto& r) { return r.table_id == table_id; });
    if (latest == rolls.rend()) return;
    std::string shown;
    for (auto step = std::prev(latest.base()); step != rolls.end(); ++step) {
        const auto* table = system.find_table(step->table_id);
        const auto* row = table ? table->row_for(step->total) : nullptr;
        if (!row) break;
        const std::string line = rolled_text(*step, *row, shown.empty());
        ImGui::PushStyleColor(ImGuiCol_Text, theme::kRollResult);
        ImGui::TextWrapped("%s", line.c_str());
        ImGui::PopStyleColor();
        if (!row->text.empty()) ImGui::TextWrapped("%s", row->text.c_str());
        shown += (shown.empty() ? "" : "\n") + line;
        const auto next = std::next(step);
        if (row->next_table.empty() || next == rolls.end() || next->table_id != row->next_table) break;
    }
    note_value("roll-result:" + table_id, shown);
}

}  // namespace app
