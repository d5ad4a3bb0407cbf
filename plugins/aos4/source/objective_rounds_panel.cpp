#include "objective_rounds_panel.hpp"

#include "battle_state.hpp"
#include "battleboard/sdk/panel_sdk.hpp"
#include "battleplans.hpp"

#include <algorithm>
#include <cstdlib>

namespace aos4 {

namespace {

namespace panel = bb::plugin::panel;
using bb::sys::ObjectiveRole;
using bb::sys::ObjectiveRound;
using bb::sys::ObjectiveSlot;

constexpr const char* kPanel = "objective-rounds";
constexpr std::string_view kRollPrefix = "roll:";

const bb::sys::BattleplanDetails* details_of(const std::string& battleplan_id) {
    static const auto details = battleplan_details();
    return details.find(battleplan_id);
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

// The state for the battlefield's battleplan: another battleplan's rolls do not count, and it starts at round 1.
ObjectiveRoundsState state_of(const bb::model::Battlefield& battlefield) {
    auto state = load_state(battlefield);
    if (!state || state->objectives.battleplan_id != battlefield.battleplan_id)
        return ObjectiveRoundsState{battlefield.battleplan_id, 1, {}};
    return state->objectives;
}

const ObjectiveRound* round_of(const bb::sys::BattleplanDetails& details, std::uint32_t number) {
    for (const auto& round : details.objective_rounds)
        if (round.round == number) return &round;
    return nullptr;
}

// A candidate keeps the position rolled for its group in this or an earlier round; a primary holds for its round.
const GroupRoll* roll_for(const ObjectiveRoundsState& state, const ObjectiveSlot& slot, std::uint32_t round) {
    const GroupRoll* found = nullptr;
    for (const auto& roll : state.rolls) {
        if (roll.group != slot.group) continue;
        const bool counts = slot.role == ObjectiveRole::MayBePrimary ? roll.round == round : roll.round <= round;
        if (counts && (!found || roll.round >= found->round)) found = &roll;
    }
    return found;
}

// Slots are numbered as the table's results: "Border 7" for a 2D6 roll of 7, "Objective 2" for a D3 of 2.
std::string number_of(const std::string& label) {
    const auto space = label.rfind(' ');
    return space == std::string::npos ? label : label.substr(space + 1);
}

bool picked_by(const ObjectiveSlot& slot, const GroupRoll* roll) {
    return roll && slot.label.rfind(' ') != std::string::npos &&
           std::atoi(number_of(slot.label).c_str()) == roll->total;
}

// The groups rolled for this round; a candidate group placed in an earlier round keeps its objective.
std::vector<std::string> groups_to_roll(const ObjectiveRoundsState& state, const ObjectiveRound& round) {
    std::vector<std::string> groups;
    for (const auto& slot : round.objectives) {
        if (slot.role != ObjectiveRole::Candidate && slot.role != ObjectiveRole::MayBePrimary) continue;
        if (std::find(groups.begin(), groups.end(), slot.group) != groups.end()) continue;
        const GroupRoll* earlier = roll_for(state, slot, round.round);
        if (slot.role == ObjectiveRole::Candidate && earlier && earlier->round < round.round) continue;
        groups.push_back(slot.group);
    }
    return groups;
}

const bb::model::Objective* board_marker(const bb::model::Battlefield& b, const std::string& label) {
    for (const auto& o : b.objectives)
        if (o.label == label) return &o;
    return nullptr;
}

panel::Mark point_mark(panel::MarkKind kind, bb::geo::Vec2 at, std::string text = {},
                       panel::Tone tone = panel::Tone::Plain) {
    panel::Mark m;
    m.kind = kind;
    m.at = at;
    m.text = std::move(text);
    m.tone = tone;
    return m;
}

// The round's objectives on the board: drawn for the battleplan's own board, like its map, except markers the
// player moved to match their book, which stand where they were put.
void mark_round(const bb::model::Battlefield& b, const bb::sys::Battleplan& plan, const ObjectiveRoundsState& state,
                const ObjectiveRound& round, std::vector<panel::Mark>& marks) {
    using panel::MarkKind;
    const double sx = plan.width > 0 ? b.width / plan.width : 1.0;
    const double sy = plan.depth > 0 ? b.depth / plan.depth : 1.0;
    const auto in_round = [&](const std::string& label) {
        return std::any_of(round.objectives.begin(), round.objectives.end(),
                           [&](const ObjectiveSlot& s) { return s.label == label; });
    };
    for (const auto& o : b.objectives)
        if (!in_round(o.label)) marks.push_back(point_mark(MarkKind::OutOfPlay, o.position));
    std::vector<std::string> labelled_groups;
    for (const auto& slot : round.objectives) {
        const auto* marker = board_marker(b, slot.label);
        const bb::geo::Vec2 at = marker ? marker->position : bb::geo::Vec2{slot.position.x * sx, slot.position.y * sy};
        const GroupRoll* roll = roll_for(state, slot, round.round);
        if (!marker && slot.role != ObjectiveRole::Candidate)
            marks.push_back(point_mark(MarkKind::Objective, at, slot.label));
        switch (slot.role) {
            case ObjectiveRole::InPlay: break;
            case ObjectiveRole::Candidate:
                if (picked_by(slot, roll))
                    marks.push_back(point_mark(MarkKind::Objective, at, slot.label));
                else if (!roll)
                    marks.push_back(point_mark(MarkKind::Candidate, at, number_of(slot.label)));
                if (std::find(labelled_groups.begin(), labelled_groups.end(), slot.group) == labelled_groups.end()) {
                    labelled_groups.push_back(slot.group);
                    marks.push_back(point_mark(MarkKind::Label, at, slot.group));
                }
                break;
            case ObjectiveRole::MayBePrimary:
                if (picked_by(slot, roll))
                    marks.push_back(point_mark(MarkKind::Circle, at, "Primary", panel::Tone::Plain));
                else if (!roll)
                    marks.push_back(point_mark(MarkKind::Circle, at, "", panel::Tone::Muted));
                break;
            case ObjectiveRole::MayBeRemoved: marks.push_back(point_mark(MarkKind::Cross, at)); break;
        }
    }
}

}  // namespace

void add_objective_rounds(const panel::PanelsRequest& request, const bb::sys::SystemDescription& system,
                          panel::PanelsReply& reply) {
    const auto& b = request.battlefield;
    const auto* plan = system.find_battleplan(b.battleplan_id);
    const auto* details = details_of(b.battleplan_id);
    const auto state = state_of(b);
    const ObjectiveRound* round =
        details && changes_by_round(*details) && state.round ? round_of(*details, state.round) : nullptr;
    // Kept on the board itself: the map is Battleboard's default, never the book's.
    if (round)
        reply.marks.push_back(
            point_mark(panel::MarkKind::Note, {}, "Battle round " + std::to_string(round->round) + " objectives"));
    if (plan && plan->check_against_book)
        reply.marks.push_back(point_mark(panel::MarkKind::Note, {}, "Map: check against your book"));
    if (!plan || !details || !changes_by_round(*details)) return;
    if (round) mark_round(b, *plan, state, *round, reply.marks);

    bb::plugin::sdk::PanelBuilder builder(kPanel, "");
    builder.folding_group("rounds", "Objectives by battle round", true);
    std::vector<panel::Option> rounds = {{"0", "Off"}};
    for (const auto& r : details->objective_rounds)
        rounds.push_back({std::to_string(r.round), std::to_string(r.round)});
    builder.choice("round", "Battle round", rounds, std::to_string(state.round));
    if (!round) {
        builder.text("hint", "Pick a battle round to see its objectives on the board.", panel::Tone::Muted);
        reply.panels.push_back(builder.build());
        return;
    }
    if (!round->change.empty()) {
        builder.text("change", "Round " + std::to_string(round->round) + ": " + round->change);
        // What changes is the battleplan's twist.
        for (const auto& section : plan->sections)
            if (section.id == "twist") builder.cites(section.source);
    }
    if (const auto* table = system.find_table(round->table_id)) {
        for (const auto& group : groups_to_roll(state, *round)) {
            const auto done = std::find_if(state.rolls.begin(), state.rolls.end(), [&](const GroupRoll& r) {
                return r.round == round->round && r.group == group;
            });
            std::string result;
            if (done != state.rolls.end()) {
                const auto* row = table->row_for(done->total);
                result = group + ": rolled " + std::to_string(done->total) + ", " +
                         (row ? row->result : std::string("no such result"));
            }
            builder.dice_roll(std::string(kRollPrefix) + group,
                              (done == state.rolls.end() ? "Roll " : "Re-roll ") + table->dice.text() + ": " + group,
                              round->table_id, result);
        }
    }
    builder.text("legend",
                 "On the board: faint = possible position, ring = primary, cross = may be removed, dimmed = out of "
                 "play this round.",
                 panel::Tone::Muted);
    reply.panels.push_back(builder.build());
}

std::optional<bb::Result<panel::ActionReply>> act_on_objective_rounds(const panel::ActionRequest& request) {
    const auto& action = request.action;
    if (action.panel_key != kPanel) return std::nullopt;
    auto state = state_of(request.context.battlefield);
    if (action.control_key == "round") {
        if (action.chosen.size() != 1) return bb::make_error("Pick one battle round.");
        state.round = std::uint32_t(std::atoi(action.chosen.front().c_str()));
    } else if (std::string_view(action.control_key).starts_with(kRollPrefix)) {
        const std::string group = action.control_key.substr(kRollPrefix.size());
        if (action.rolls.empty() && action.faces.empty()) return bb::make_error("Nothing was rolled.");
        const std::int32_t total = action.rolls.empty() ? action.total : action.rolls.back().total;
        std::erase_if(state.rolls, [&](const GroupRoll& r) { return r.round == state.round && r.group == group; });
        state.rolls.push_back({state.round, group, total});
    } else {
        return bb::make_error("The objective rounds have no control \"" + action.control_key + "\".");
    }
    auto whole = load_state(request.context.battlefield);
    if (!whole) return bb::make_error("The battle's state was written by another version of this plugin.");
    whole->objectives = std::move(state);
    panel::ActionReply reply;
    reply.state_changed = true;
    reply.state = save_state(*whole);
    return reply;
}

}  // namespace aos4
