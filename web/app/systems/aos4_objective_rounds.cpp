#include "app/systems/aos4_objective_rounds.hpp"

#include "app/systems/aos4_panels.hpp"

#include "app/systems/aos4_battle_data.hpp"
#include "app/theme.hpp"
#include "app/widget_rects.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace app::aos4 {

namespace {

using bb::sys::ObjectiveRole;
using bb::sys::ObjectiveRound;
using bb::sys::ObjectiveSlot;

constexpr ImU32 kCandidateFill = IM_COL32(212, 175, 55, 70);
constexpr ImU32 kCandidateEdge = IM_COL32(212, 175, 55, 170);
constexpr ImU32 kCandidateText = IM_COL32(255, 245, 210, 220);
constexpr ImU32 kOutOfPlay = IM_COL32(25, 25, 25, 190);
constexpr ImU32 kPrimaryRing = IM_COL32(255, 255, 255, 240);
constexpr ImU32 kMaybePrimaryRing = IM_COL32(255, 255, 255, 110);
constexpr ImU32 kRemovableCross = IM_COL32(255, 140, 40, 240);
constexpr ImU32 kNoteBackground = IM_COL32(24, 26, 30, 200);
constexpr ImU32 kNoteText = IM_COL32(255, 217, 89, 255);

// A roll that placed one objective of a group (Starstrike) or picked the group's primary (Shifting Objectives).
struct GroupRoll {
    std::uint32_t round = 1;
    std::string group;
    int total = 0;
};

// What the player picked and rolled. Kept while the app runs; the battlefield has nowhere to save it yet.
struct RoundView {
    std::string battleplan_id;  // the rolls below belong to it
    std::uint32_t round = 1;    // 0: the board without round marks
    std::vector<GroupRoll> rolls;
};

RoundView& view_state() {
    static RoundView view;
    return view;
}

const bb::sys::BattleplanDetails* details_of(const Session& session) {
    const auto* data = battle_data_if_asked();
    return data && data->error.empty() ? data->details.find(session.battlefield().battleplan_id) : nullptr;
}

// Battleplans whose objectives appear, move, change role or leave play during the battle.
bool changes_by_round(const bb::sys::BattleplanDetails& details) {
    if (details.objective_rounds.empty()) return false;
    const auto& first = details.objective_rounds.front().objectives;
    for (const auto& round : details.objective_rounds) {
        if (!round.table_id.empty() || round.objectives.size() != first.size()) return true;
        for (std::size_t i = 0; i < first.size(); ++i)
            if (round.objectives[i].role != ObjectiveRole::InPlay || round.objectives[i].label != first[i].label)
                return true;
    }
    return false;
}

// The round whose objectives are on show; null when none is picked or the battleplan never changes them.
const ObjectiveRound* shown_round(const Session& session) {
    auto& view = view_state();
    const auto& plan_id = session.battlefield().battleplan_id;
    if (view.battleplan_id != plan_id) view = {plan_id, 1, {}};
    const auto* details = details_of(session);
    if (!details || !changes_by_round(*details) || view.round == 0) return nullptr;
    for (const auto& round : details->objective_rounds)
        if (round.round == view.round) return &round;
    return nullptr;
}

// A candidate keeps the position rolled for its group in this or an earlier round; a primary holds for its round.
const GroupRoll* roll_for(const ObjectiveSlot& slot, std::uint32_t round) {
    const GroupRoll* found = nullptr;
    for (const auto& roll : view_state().rolls) {
        if (roll.group != slot.group) continue;
        const bool counts = slot.role == ObjectiveRole::MayBePrimary ? roll.round == round : roll.round <= round;
        if (counts && (!found || roll.round >= found->round)) found = &roll;
    }
    return found;
}

// Slots are numbered as the table's results: "Border 7" for a 2D6 roll of 7, "Objective 2" for a D3 of 2.
bool picked_by(const ObjectiveSlot& slot, const GroupRoll* roll) {
    if (!roll) return false;
    const auto space = slot.label.rfind(' ');
    return space != std::string::npos && std::atoi(slot.label.c_str() + space + 1) == roll->total;
}

const bb::model::Objective* board_marker(const bb::model::Battlefield& b, const std::string& label) {
    for (const auto& o : b.objectives)
        if (o.label == label) return &o;
    return nullptr;
}

bool in_round(const ObjectiveRound& round, const std::string& label) {
    return std::any_of(round.objectives.begin(), round.objectives.end(),
                       [&](const ObjectiveSlot& s) { return s.label == label; });
}

std::string number_of(const std::string& label) {
    const auto space = label.rfind(' ');
    return space == std::string::npos ? label : label.substr(space + 1);
}

void roll_buttons(Session& session, const ObjectiveRound& round) {
    const auto* table = session.system().find_table(round.table_id);
    if (!table) return;
    std::vector<std::string> groups;
    for (const auto& slot : round.objectives) {
        if (slot.role != ObjectiveRole::Candidate && slot.role != ObjectiveRole::MayBePrimary) continue;
        if (std::find(groups.begin(), groups.end(), slot.group) != groups.end()) continue;
        // A candidate group placed in an earlier round keeps its objective.
        const GroupRoll* earlier = roll_for(slot, round.round);
        if (slot.role == ObjectiveRole::Candidate && earlier && earlier->round < round.round) continue;
        groups.push_back(slot.group);
    }
    auto& rolls = view_state().rolls;
    for (const auto& group : groups) {
        auto done = std::find_if(rolls.begin(), rolls.end(),
                                 [&](const GroupRoll& r) { return r.round == round.round && r.group == group; });
        char label[160];
        std::snprintf(label, sizeof label, "%s %s: %s", done == rolls.end() ? "Roll" : "Re-roll",
                      table->dice.text().c_str(), group.c_str());
        ImGui::PushID(group.c_str());
        const bool roll = ImGui::Button(label, {-1, 0});
        note_widget("objective-roll:" + group);
        ImGui::PopID();
        if (roll) {
            auto steps = session.roll(round.table_id);
            if (!steps) continue;
            if (done != rolls.end()) rolls.erase(done);
            rolls.push_back({round.round, group, steps->back().total});
            continue;
        }
        if (done == rolls.end()) continue;
        const auto* row = table->row_for(done->total);
        theme::text_wrapped(theme::kRollResult, "%s: rolled %d, %s", group.c_str(), done->total,
                            row ? row->result.c_str() : "no such result");
    }
}

void paint_candidate(ImDrawList& draw, ImVec2 centre, float radius, const std::string& label) {
    draw.AddCircleFilled(centre, radius, kCandidateFill, 24);
    draw.AddCircle(centre, radius, kCandidateEdge, 24, 1.5f);
    const std::string number = number_of(label);
    const ImVec2 size = ImGui::CalcTextSize(number.c_str());
    draw.AddText({centre.x - size.x / 2, centre.y - size.y / 2}, kCandidateText, number.c_str());
}

void paint_round(const Session& session, const ObjectiveRound& round, ImDrawList& draw, const ViewTransform& view) {
    const auto& b = session.battlefield();
    const auto* plan = session.system().find_battleplan(b.battleplan_id);
    if (!plan) return;
    // The round's positions are drawn for the battleplan's own board, like its map.
    const double sx = plan->width > 0 ? b.width / plan->width : 1.0;
    const double sy = plan->depth > 0 ? b.depth / plan->depth : 1.0;
    const float radius = float(bb::model::kObjectiveDiameter / 2) * view.pixels_per_inch;
    for (const auto& o : b.objectives)
        if (!in_round(round, o.label)) draw.AddCircleFilled(view.to_screen(o.position), radius + 1, kOutOfPlay, 24);
    std::vector<std::string> labelled_groups;
    for (const auto& slot : round.objectives) {
        // A marker the player moved to match their book stands where they put it.
        const auto* marker = board_marker(b, slot.label);
        const bb::geo::Vec2 at = marker ? marker->position : bb::geo::Vec2{slot.position.x * sx, slot.position.y * sy};
        const ImVec2 centre = view.to_screen(at);
        const GroupRoll* roll = roll_for(slot, round.round);
        switch (slot.role) {
            case ObjectiveRole::InPlay:
                if (!marker) paint_objective(draw, view, {0, slot.label, at}, false, false);
                break;
            case ObjectiveRole::Candidate:
                if (picked_by(slot, roll))
                    paint_objective(draw, view, {0, slot.label, at}, false, false);
                else if (!roll)
                    paint_candidate(draw, centre, radius, slot.label);
                if (std::find(labelled_groups.begin(), labelled_groups.end(), slot.group) == labelled_groups.end()) {
                    labelled_groups.push_back(slot.group);
                    const float height = ImGui::GetTextLineHeight();
                    draw.AddText({centre.x - radius, centre.y - radius - height - 2}, kCandidateText,
                                 slot.group.c_str());
                }
                break;
            case ObjectiveRole::MayBePrimary:
                if (!marker) paint_objective(draw, view, {0, slot.label, at}, false, false);
                if (picked_by(slot, roll)) {
                    draw.AddCircle(centre, radius + 5, kPrimaryRing, 32, 3.0f);
                    // Above the ring: the marker's own name may sit below it.
                    const ImVec2 size = ImGui::CalcTextSize("Primary");
                    draw.AddText({centre.x - size.x / 2, centre.y - radius - 7 - size.y}, kPrimaryRing, "Primary");
                } else if (!roll) {
                    draw.AddCircle(centre, radius + 5, kMaybePrimaryRing, 32, 1.5f);
                }
                break;
            case ObjectiveRole::MayBeRemoved: {
                if (!marker) paint_objective(draw, view, {0, slot.label, at}, false, false);
                const float r = radius * 0.9f;
                draw.AddLine({centre.x - r, centre.y - r}, {centre.x + r, centre.y + r}, kRemovableCross, 3.0f);
                draw.AddLine({centre.x - r, centre.y + r}, {centre.x + r, centre.y - r}, kRemovableCross, 3.0f);
                break;
            }
        }
    }
}

// The chosen round's objective states, and the reminder that the map is a default to check against the book.
void paint_marks(const Session& session, ImDrawList& draw, const ViewTransform& view) {
    const auto& b = session.battlefield();
    const auto* plan = session.system().find_battleplan(b.battleplan_id);
    if (!plan) return;
    const ObjectiveRound* round = shown_round(session);
    if (round) paint_round(session, *round, draw, view);
    // Kept on the board itself: the map is Battleboard's default, never the book's. Above the board's top right
    // corner, on two lines when one would not fit across a narrow board.
    std::vector<std::string> notes;
    if (round) notes.push_back("Battle round " + std::to_string(round->round) + " objectives");
    if (plan->check_against_book) notes.push_back("Map: check against your book");
    if (notes.empty()) return;
    const ImVec2 top_right = view.to_screen({b.width, b.depth});
    const float room = float(b.width) * view.pixels_per_inch;
    if (notes.size() == 2 && ImGui::CalcTextSize((notes[0] + " | " + notes[1]).c_str()).x <= room)
        notes = {notes[0] + " | " + notes[1]};
    float y = top_right.y - 6;
    for (auto it = notes.rbegin(); it != notes.rend(); ++it) {
        const ImVec2 size = ImGui::CalcTextSize(it->c_str());
        y -= size.y + 4;
        const ImVec2 at = {top_right.x - size.x - 4, y};
        draw.AddRectFilled({at.x - 4, at.y - 2}, {at.x + size.x + 4, at.y + size.y + 2}, kNoteBackground, 4);
        draw.AddText(at, kNoteText, it->c_str());
        note_rect("text:board-note:" + std::to_string(notes.rend() - it - 1), {at.x - 4, at.y - 2},
                  {at.x + size.x + 4, at.y + size.y + 2});
    }
}

}  // namespace

void show_objective_round(std::uint32_t round) { view_state().round = round; }

void draw_objective_rounds(Session& session) {
    const ObjectiveRound* round = shown_round(session);
    const auto* details = details_of(session);
    if (!details || !changes_by_round(*details)) return;
    if (!ImGui::CollapsingHeader("Objectives by battle round", ImGuiTreeNodeFlags_DefaultOpen)) return;
    note_widget("objective-rounds");
    auto& view = view_state();
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const int buttons = int(details->objective_rounds.size()) + 1;
    const float width = (ImGui::GetContentRegionAvail().x - spacing * float(buttons - 1)) / float(buttons);
    for (int r = 0; r < buttons; ++r) {
        if (r > 0) ImGui::SameLine(0, spacing);
        const bool chosen = view.round == std::uint32_t(r);
        if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
        char label[16];
        std::snprintf(label, sizeof label, r == 0 ? "Off" : "%d", r);
        if (ImGui::Button(label, {width, 0})) view.round = std::uint32_t(r);
        note_widget("objective-round:" + std::to_string(r));
        if (chosen) ImGui::PopStyleColor();
    }
    if (!round) {
        theme::text_wrapped(theme::kMutedText, "Pick a battle round to see its objectives on the board.");
        return;
    }
    if (!round->change.empty()) ImGui::TextWrapped("Round %u: %s", round->round, round->change.c_str());
    roll_buttons(session, *round);
    ImGui::PushStyleColor(ImGuiCol_Text, theme::kMutedText);
    ImGui::TextWrapped(
        "On the board: faint = possible position, ring = primary, cross = may be removed, "
        "dimmed = out of play this round.");
    ImGui::PopStyleColor();
}

void board_overlay(const Session& session, BoardOverlay& overlay) {
    overlay.paint = [&session](ImDrawList& draw, const ViewTransform& view) { paint_marks(session, draw, view); };
}

}  // namespace app::aos4
