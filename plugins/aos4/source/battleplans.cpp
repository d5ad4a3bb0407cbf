#include "battleplans.hpp"

#include "battleplan_list.hpp"
#include "battleplan_maps.hpp"

namespace aos4 {

namespace {

// Every battleplan's scoring opens with these words.
constexpr const char* kScoresPhrase = "scores victory points at the end of each of their turns";

std::string scoring_text(const BattleplanScoring& scoring) {
    std::string text = "Each player scores at the end of each of their turns:";
    for (const auto& line : scoring.lines) text += "\n- " + std::to_string(line.vp) + " VP: " + line.text;
    if (scoring.objective_vp_cap)
        text += "\nVictory points for controlling objectives are capped at " +
                std::to_string(scoring.objective_vp_cap) + " per turn.";
    return text;
}

std::string names_of(const std::vector<std::string>& ids, const std::vector<BattleplanText>& all) {
    std::string text;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        for (const auto& b : all)
            if (b.id == ids[i]) text += (i == 0 ? "" : i + 1 == ids.size() ? " and " : ", ") + b.name;
    }
    return text;
}

bb::sys::DiceTable table_of_battleplans(std::uint32_t table, const std::vector<BattleplanText>& all) {
    bb::sys::DiceTable t{
        "battleplan-table-" + std::to_string(table),
        "Battleplan table " + std::to_string(table),
        "after rolling for the battleplan table",
        {1, 6, 0},
        {},
        {"2. Determine the Battleplan", "The other player then rolls a dice to determine the battleplan"}};
    for (const auto& b : all)
        if (b.table == table) t.rows.push_back({std::int32_t(b.roll), std::int32_t(b.roll), b.name, b.id, ""});
    return t;
}

}  // namespace

std::vector<bb::sys::Battleplan> battleplans() {
    const auto all = battleplan_list();
    std::vector<bb::sys::Battleplan> out;
    for (const auto& b : all) {
        BattleplanMap map = battleplan_map(b.id);
        bb::sys::Battleplan plan;
        plan.id = b.id;
        plan.name = b.name;
        plan.summary = b.summary;
        plan.width = kMapWidth;
        plan.depth = kMapDepth;
        plan.territories = std::move(map.territories);
        plan.objectives = std::move(map.objectives);
        plan.check_against_book = true;
        // The battleplan's own section of the Handbook (outlined under its name) holds its table, twist, scoring
        // and the battleplans sharing its map; where the objectives stand is the battlepack's set-up rule.
        plan.source = {b.name, b.twist_phrase};
        const std::string n = std::to_string(b.roll), t = std::to_string(b.table);
        plan.sections = {
            {"table",
             "Battleplan table",
             "Battleplan table " + t + ", a roll of " + n + ".",
             {},
             {b.name, "Battleplan " + n + " (Table " + t + ")"}},
            {"twist", "Twist", b.twist, {}, plan.source},
            {"scoring", "Scoring", scoring_text(b.scoring), {}, {b.name, kScoresPhrase}},
            {"map",
             "Map",
             "The defender sets up the objectives at the gold circles of the battleplan's map. Battleboard's "
             "territories and objectives are defaults, not the book's map: check them against your book and move "
             "them to match.",
             {},
             {"3. Set Up the Battlefield", "locations indicated by gold circles on the battlefield map"}},
        };
        if (!b.layout_shared_with.empty())
            plan.sections.push_back({"layout",
                                     "Terrain layout map",
                                     "This battleplan's terrain layout map can also be used for " +
                                         names_of(b.layout_shared_with, all) + ".",
                                     {},
                                     {b.name, "This map layout can also be used for"}});
        out.push_back(std::move(plan));
    }
    return out;
}

std::vector<bb::sys::DiceTable> battleplan_tables() {
    const auto all = battleplan_list();
    bb::sys::DiceTable starstrike{"starstrike-objective",
                                  "Starstrike objective position",
                                  "for each objective that Starstrike sets up",
                                  {2, 6, 0},
                                  {},
                                  {"Starstrike", "roll 2D6 and refer to the map below"}};
    for (int n = 2; n <= 12; ++n)
        starstrike.rows.push_back({n, n, "Position " + std::to_string(n),
                                   "Set the objective up at position " + std::to_string(n) + " of its line.", ""});
    bb::sys::DiceTable shifting{"shifting-objectives-primary",
                                "Shifting Objectives primary objective",
                                "at the start of each battle round of Shifting Objectives",
                                {1, 3, 0},
                                {},
                                {"Shifting Objectives", "roll a D3 to determine which objective is the primary"}};
    for (int n = 1; n <= 3; ++n)
        shifting.rows.push_back({n, n, "Objective " + std::to_string(n),
                                 "Objective " + std::to_string(n) + " is primary; the other 2 are secondary.", ""});
    return {
        {"battleplan",
         "Battleplan",
         "to determine the battleplan; the other player then rolls on the table it gives",
         {1, 6, 0},
         {{1, 3, "Battleplan table 1", "", "battleplan-table-1"},
          {4, 6, "Battleplan table 2", "", "battleplan-table-2"}},
         {"2. Determine the Battleplan", "On a 1-3, use battleplan table 1"}},
        table_of_battleplans(1, all),
        table_of_battleplans(2, all),
        starstrike,
        shifting,
    };
}

bb::plugin::BattleplanDetailsList battleplan_details() {
    bb::plugin::BattleplanDetailsList list;
    for (const auto& b : battleplan_list())
        list.battleplans.push_back({b.id, b.scoring.shared(), b.layout_shared_with, battleplan_map(b.id).rounds});
    return list;
}

// Every battleplan's details at once, so the request is ignored.
bb::Result<bb::plugin::BattleplanDetailsList> answer_battleplan_details(const std::string&) {
    return battleplan_details();
}

}  // namespace aos4
