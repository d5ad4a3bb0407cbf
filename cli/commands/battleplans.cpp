// battleboard battleplans SYSTEM [--json]: every battleplan with the table and roll that pick it, its map, its
// rules and, where the plugin answers "battleplan-details", its scoring lines, shared layouts and objectives
// round by round.
#include "battleboard/plugin/match_operations.hpp"
#include "commands/commands.hpp"
#include "json_output.hpp"
#include "plugin_folder.hpp"

#include <cctype>
#include <iostream>

namespace cli {

namespace {

using nlohmann::json;

struct Pick {
    const bb::sys::DiceTable* table = nullptr;  // the table whose row names the battleplan
    const bb::sys::TableRow* row = nullptr;
};

// Battleplan tables name a battleplan in a row's text (its id).
Pick pick_of(const bb::sys::SystemDescription& d, const std::string& battleplan_id) {
    for (const auto& t : d.tables)
        for (const auto& row : t.rows)
            if (row.next_table.empty() && row.text == battleplan_id) return {&t, &row};
    return {};
}

json points_json(const bb::geo::Polygon& polygon) {
    json out = json::array();
    for (auto p : polygon.points) out.push_back({p.x, p.y});
    return out;
}

const char* role_name(bb::sys::ObjectiveRole role) {
    switch (role) {
        case bb::sys::ObjectiveRole::InPlay: return "in-play";
        case bb::sys::ObjectiveRole::Candidate: return "candidate";
        case bb::sys::ObjectiveRole::MayBePrimary: return "may-be-primary";
        case bb::sys::ObjectiveRole::MayBeRemoved: return "may-be-removed";
    }
    return "";
}

json details_json(const bb::sys::BattleplanDetails& details) {
    json lines = json::array(), rounds = json::array();
    for (const auto& l : details.scoring.lines)
        lines.push_back({{"id", l.id},
                         {"text", l.text},
                         {"vp", l.vp},
                         {"max_times", l.max_times},
                         {"first_round", l.first_round},
                         {"last_round", l.last_round}});
    for (const auto& r : details.objective_rounds) {
        json slots = json::array();
        for (const auto& s : r.objectives)
            slots.push_back({{"label", s.label},
                             {"x", s.position.x},
                             {"y", s.position.y},
                             {"role", role_name(s.role)},
                             {"group", s.group}});
        rounds.push_back({{"round", r.round}, {"change", r.change}, {"table", r.table_id}, {"objectives", slots}});
    }
    return {{"scoring", {{"lines", lines}}},
            {"layout_shared_with", details.layout_shared_with},
            {"objective_rounds", rounds}};
}

json battleplan_json(const bb::sys::SystemDescription& d, const bb::sys::Battleplan& b,
                     const bb::sys::BattleplanDetails* details) {
    json territories = json::array(), objectives = json::array(), sections = json::array();
    for (const auto& t : b.territories) territories.push_back({{"name", t.name}, {"area", points_json(t.area)}});
    for (const auto& o : b.objectives)
        objectives.push_back(
            {{"id", o.id}, {"label", o.label}, {"x", o.position.x}, {"y", o.position.y}, {"diameter", o.diameter}});
    for (const auto& s : b.sections) sections.push_back({{"id", s.id}, {"title", s.title}, {"text", s.text}});
    json out = {{"id", b.id},
                {"name", b.name},
                {"summary", b.summary},
                {"width", b.width},
                {"depth", b.depth},
                {"check_against_book", b.check_against_book},
                {"territories", territories},
                {"objectives", objectives},
                {"sections", sections}};
    const Pick pick = pick_of(d, b.id);
    if (pick.table) out["roll"] = {{"table", pick.table->id}, {"from", pick.row->from}, {"to", pick.row->to}};
    if (details) out.update(details_json(*details));
    return out;
}

void print_battleplan(const bb::sys::SystemDescription& d, const bb::sys::Battleplan& b,
                      const bb::sys::BattleplanDetails* details) {
    std::cout << b.name << " (" << b.id << ")\n    " << b.summary << "\n";
    if (details) {
        std::cout << "    Scoring each turn:";
        for (const auto& l : details->scoring.lines) {
            std::cout << " " << l.vp << (l.max_times == 1 ? " " : " each ") << l.id;
            if (l.first_round != 1 || l.last_round != 0)
                std::cout << " (rounds " << l.first_round << "-" << (l.last_round ? std::to_string(l.last_round) : "")
                          << ")";
            std::cout << ";";
        }
        std::cout << "\n";
        std::string names;
        for (const auto& id : details->layout_shared_with)
            if (const auto* other = d.find_battleplan(id)) names += (names.empty() ? "" : ", ") + other->name;
        if (!names.empty()) std::cout << "    Layout also serves: " << names << "\n";
        // Rounds with the same change print once: "Rounds 2-5: ...".
        const auto& rounds = details->objective_rounds;
        for (std::size_t i = 0, j = 0; i < rounds.size(); i = j) {
            for (j = i + 1; j < rounds.size() && rounds[j].change == rounds[i].change;) ++j;
            if (rounds[i].change.empty()) continue;
            if (j - i == 1)
                std::cout << "    Round " << rounds[i].round;
            else
                std::cout << "    Rounds " << rounds[i].round << "-" << rounds[j - 1].round;
            std::cout << ": " << rounds[i].change << "\n";
        }
    }
    std::cout << "    Objectives:";
    if (b.objectives.empty()) std::cout << " none at the start";
    for (const auto& o : b.objectives)
        std::cout << " " << o.label << " (" << o.position.x << ", " << o.position.y << ");";
    std::cout << (b.check_against_book ? "\n    Map: editable defaults, check against your book or mission card.\n"
                                       : "\n");
}

}  // namespace

int run_battleplans(const Arguments& args) {
    if (args.positional.size() != 1) {
        std::cerr << "usage: battleboard battleplans SYSTEM [--json]\n";
        return kExitBadInput;
    }
    auto system = open_system(args, args.positional[0]);
    if (!system) return kExitBadInput;
    const auto& d = system->description;
    // Systems without the operation still list their battleplans from the description.
    auto details = system->client.request(bb::plugin::kBattleplanDetails, std::string());
    const auto details_of = [&](const std::string& id) { return details ? details->find(id) : nullptr; };
    if (args.has("--json")) {
        json out = json::array();
        for (const auto& b : d.battleplans) out.push_back(battleplan_json(d, b, details_of(b.id)));
        std::cout << json{{"system", d.id}, {"term", d.battleplan_term}, {"battleplans", out}}.dump(2) << "\n";
        return kExitOk;
    }
    std::string term = d.battleplan_term;  // "Deployment map" -> "deployment maps"
    if (!term.empty()) term[0] = char(std::tolower(static_cast<unsigned char>(term[0])));
    std::cout << d.name << ": " << d.battleplans.size() << " " << term << "s\n";
    std::vector<const bb::sys::Battleplan*> unlisted;
    for (const auto& b : d.battleplans)
        if (!pick_of(d, b.id).table) unlisted.push_back(&b);
    for (const auto& t : d.tables) {
        bool heading = false;
        for (const auto& row : t.rows) {
            const auto* b = row.next_table.empty() ? d.find_battleplan(row.text) : nullptr;
            if (!b) continue;
            if (!heading) std::cout << "\n" << t.name << " (" << t.dice.text() << ")\n", heading = true;
            std::cout << "  " << row.from << (row.to != row.from ? "-" + std::to_string(row.to) : "") << "  ";
            print_battleplan(d, *b, details_of(b->id));
        }
    }
    if (!unlisted.empty()) std::cout << "\nNot on a table\n";
    for (const auto* b : unlisted) {
        std::cout << "  ";
        print_battleplan(d, *b, details_of(b->id));
    }
    return kExitOk;
}

}  // namespace cli
