#include "app/systems/wh40k7_fortification.hpp"

#include "app/theme.hpp"
#include "app/widget_rects.hpp"
#include "battleboard/geometry/shapes.hpp"

#include <algorithm>
#include <cstdio>

namespace app::wh40k7 {

namespace {

using bb::sys::DiceTable;

constexpr const char* kVoidShieldTable = "void-shield-restore";

// What the panel remembers between frames that is not part of the battlefield.
struct DamageMemory {
    int modifier = 0;  // picks the table rolled on
    std::string error;
};

DamageMemory& memory() {
    static DamageMemory m;
    return m;
}

// The entry's Building Damage tables, one per net modifier, from the lowest modifier up.
std::vector<const DiceTable*> damage_tables(const Session& session, const bb::sys::CatalogueEntry& entry) {
    std::vector<const DiceTable*> tables;
    for (const auto& id : entry.tables)
        if (const auto* table = session.system().find_table(id); table && id.starts_with("building-damage"))
            tables.push_back(table);
    std::sort(tables.begin(), tables.end(), [](auto* a, auto* b) { return a->dice.modifier < b->dice.modifier; });
    return tables;
}

// The table for the modifier the player chose; the unmodified one when there is none such.
const DiceTable* pick_table(const std::vector<const DiceTable*>& tables, int modifier) {
    for (int wanted : {modifier, 0})
        for (const auto* table : tables)
            if (table->dice.modifier == wanted) return table;
    return tables.front();
}

void badge(const char* text, ImU32 colour) {
    const ImVec2 pad{6, 2};
    const ImVec2 size = ImGui::CalcTextSize(text);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const ImVec2 end{at.x + size.x + 2 * pad.x, at.y + size.y + 2 * pad.y};
    ImGui::GetWindowDrawList()->AddRectFilled(at, end, colour, 4);
    ImGui::GetWindowDrawList()->AddText({at.x + pad.x, at.y + pad.y}, theme::kPieceLabel, text);
    ImGui::Dummy({end.x - at.x, end.y - at.y});
}

void state_line(const TerrainPiece& building) {
    std::string state = attribute(building, ops::kState), lost = attribute(building, ops::kArmourLost);
    if (state.empty()) state = "standing";
    if (lost.empty()) lost = "0";
    note_value("building-state", state);
    note_value("armour-lost", lost);
    const char* shown = state == "ruins" ? "Ruins" : state == "wreckage" ? "Wreckage" : "Standing";
    const ImU32 colour = state == "ruins"      ? IM_COL32(170, 80, 30, 255)
                         : state == "wreckage" ? IM_COL32(180, 30, 30, 255)
                                               : IM_COL32(50, 120, 60, 255);
    badge(shown, colour);
    ImGui::SameLine();
    ImGui::Text("Armour Value lost: %s", lost.c_str());
}

// The latest roll on a damage table, with the D3 a Catastrophic Breach leads to.
void last_result(const Session& session, const TerrainPiece& building) {
    const auto& rolls = building.rolls;
    for (std::size_t i = rolls.size(); i-- > 0;) {
        if (!rolls[i].table_id.starts_with("building-damage")) continue;
        const auto* table = session.system().find_table(rolls[i].table_id);
        const auto* row = table ? table->row_for(rolls[i].total) : nullptr;
        if (!row) return;
        char text[256];
        int used = std::snprintf(text, sizeof text, "Rolled %d (%s): %s", rolls[i].total, table->dice.text().c_str(),
                                 row->result.c_str());
        if (i + 1 < rolls.size() && rolls[i + 1].table_id == row->next_table) {
            const auto* next = session.system().find_table(row->next_table);
            const auto* then = next ? next->row_for(rolls[i + 1].total) : nullptr;
            if (then && used > 0 && std::size_t(used) < sizeof text)
                std::snprintf(text + used, sizeof text - used, ", then %d: %s", rolls[i + 1].total,
                              then->result.c_str());
        }
        ImGui::PushStyleColor(ImGuiCol_Text, theme::kRollResult);
        ImGui::TextWrapped("%s", text);
        ImGui::PopStyleColor();
        ImGui::TextWrapped("%s", row->text.c_str());
        note_value("damage-result", row->result);
        return;
    }
}

void roll_damage(Session& session, TerrainPiece& building, const DiceTable& table) {
    auto& m = memory();
    m.error.clear();
    auto steps = session.roll(table.id);  // follows a Catastrophic Breach on to its D3
    if (!steps) {
        m.error = steps.error().message;
        return;
    }
    ops::BuildingDamage request{building, {}};
    for (const auto& step : *steps) request.rolls.push_back({step.table_id, step.faces, step.total});
    auto outcome = session.request<ops::DamageOutcome>(ops::kDamageBuilding, request);
    if (!outcome) {
        m.error = outcome.error().message;
        return;
    }
    building = std::move(outcome->building);
    std::string choices;
    for (const auto& id : outcome->replace_with) choices += (choices.empty() ? "" : ",") + id;
    if (!choices.empty()) building.attributes[ops::kReplaceWith] = choices;
}

// Detonation! leaves wreckage or a crater of about the building's size. What was bought for the building stays
// on the table as ordinary battlefield debris.
void replace_building(Session& session, TerrainPiece& building, const bb::sys::CatalogueEntry& with) {
    const auto from = bb::geo::bounds(building.footprint), to = bb::geo::bounds(with.footprint);
    bb::geo::Polygon footprint = with.footprint;
    for (auto& p : footprint.points) p = {p.x * from.width() / to.width(), p.y * from.depth() / to.depth()};
    for (auto* piece : bought_pieces(session.battlefield(), building.id)) piece->attributes.erase(ops::kBoughtFor);
    building.catalogue_id = with.id;
    building.label = with.name;
    building.footprint = std::move(footprint);
    building.height = with.height;
    building.levels = with.levels;
    building.attributes.clear();
    building.rolls.clear();
}

bool replace_buttons(Session& session, TerrainPiece& building) {
    const auto choices = replacement_ids(building);
    if (choices.empty()) return false;
    ImGui::TextUnformatted("Replace it with");
    for (const auto& id : choices) {
        const auto* entry = session.system().find_entry(id, session.edition());
        if (!entry) continue;
        const bool replace = ImGui::Button(entry->name.c_str(), {-1, 0});
        note_widget("replace:" + id);
        if (replace) {
            replace_building(session, building, *entry);
            return true;
        }
    }
    return false;
}

// A collapsed void shield comes back on a 5+ at the end of each of its controller's turns.
void void_shield(Session& session, const TerrainPiece& building) {
    const auto ids = upgrade_ids(building);
    const auto* table = session.system().find_table(kVoidShieldTable);
    if (!table || std::find(ids.begin(), ids.end(), "void-shield") == ids.end()) return;
    ImGui::Spacing();
    char label[128];
    std::snprintf(label, sizeof label, "Roll %s: %s", table->dice.text().c_str(), table->name.c_str());
    const bool roll = ImGui::Button(label, {-1, 0});
    note_widget(std::string("roll:") + kVoidShieldTable);
    if (roll) {
        if (auto rolled = session.roll_for_selected(kVoidShieldTable); !rolled) memory().error = rolled.error().message;
        return;
    }
    ImGui::PushStyleColor(ImGuiCol_Text, theme::kMutedText);
    ImGui::TextWrapped("When: %s", table->when.c_str());
    ImGui::PopStyleColor();
    for (auto it = building.rolls.rbegin(); it != building.rolls.rend(); ++it) {
        if (it->table_id != kVoidShieldTable) continue;
        if (const auto* row = table->row_for(it->total)) {
            theme::text_wrapped(theme::kRollResult, "Rolled %d: %s", it->total, row->result.c_str());
            note_value("void-shield", row->result);
        }
        break;
    }
}

}  // namespace

bool damage_panel(Session& session, TerrainPiece& building, const bb::sys::CatalogueEntry& entry) {
    const auto tables = damage_tables(session, entry);
    if (tables.empty()) return false;
    auto& m = memory();
    ImGui::Spacing();
    const bool open = ImGui::CollapsingHeader("Building damage", ImGuiTreeNodeFlags_DefaultOpen);
    note_widget("damage-header");
    if (!open) return false;
    state_line(building);
    const DiceTable* chosen = pick_table(tables, m.modifier);
    const bool standing = attribute(building, ops::kState).empty() || attribute(building, ops::kState) == "standing";
    if (standing) {
        ImGui::TextUnformatted("Net modifier");
        for (const auto* table : tables) {
            char label[16];
            std::snprintf(label, sizeof label, table->dice.modifier ? "%+d" : "%d", table->dice.modifier);
            ImGui::SameLine();
            if (table == chosen)
                ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
            if (ImGui::Button(label, {ImGui::GetFrameHeight() * 1.6f, 0})) m.modifier = table->dice.modifier;
            if (table == chosen) ImGui::PopStyleColor();
            note_widget(std::string("damage-modifier:") + label);
        }
        char label[160];
        std::snprintf(label, sizeof label, "Roll %s: %s", chosen->dice.text().c_str(), chosen->name.c_str());
        const bool roll = ImGui::Button(label, {-1, 0});
        note_widget("roll-damage");
        if (roll) {
            roll_damage(session, building, *chosen);
            return false;  // the building changed; show it next frame
        }
        if (ImGui::TreeNode("When to roll")) {
            ImGui::TextWrapped("%s", chosen->when.c_str());
            ImGui::TreePop();
        }
    } else {
        theme::text_wrapped(theme::kMutedText, "Destroyed: no more damage rolls.");
    }
    if (!m.error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, theme::kErrorText);
        ImGui::TextWrapped("%s", m.error.c_str());
        ImGui::PopStyleColor();
    }
    last_result(session, building);
    if (replace_buttons(session, building)) return true;
    if (standing) void_shield(session, building);
    return false;
}

}  // namespace app::wh40k7
