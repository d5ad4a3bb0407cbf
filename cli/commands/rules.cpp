// battleboard rules SYSTEM [KIND] [--edition ID] [--json]: a rule, ability, piece, table or battleplan in
// plain words. KIND is an id, optionally qualified ("terrain:place-of-power"). Without KIND, lists them.
#include "commands/commands.hpp"
#include "json_output.hpp"
#include "plugin_folder.hpp"

#include <algorithm>
#include <iostream>

namespace cli {

namespace {

struct Topic {
    std::string kind;  // "rules", "ability", "terrain", "table", "battleplan"
    std::string id;
    std::string title;
    std::string text;
};

std::vector<Topic> topics(const bb::sys::SystemDescription& d, const std::string& edition) {
    std::vector<Topic> out;
    for (const auto& r : d.rules)
        if (bb::sys::applies_to(r.editions, edition)) out.push_back({"rules", r.id, r.title, r.text});
    for (const auto& a : d.abilities)
        if (bb::sys::applies_to(a.editions, edition)) out.push_back({"ability", a.id, a.name, a.text});
    for (const auto* e : d.catalogue_for(edition)) {
        std::string text = e->category + ". " + e->text;
        if (!e->keywords.empty()) {
            text += "\n  Keywords:";
            for (std::size_t i = 0; i < e->keywords.size(); ++i) text += (i ? ", " : " ") + e->keywords[i];
        }
        for (const auto& p : e->properties) text += "\n  " + p.label + ": " + format_number(p.value) + p.unit;
        for (const auto& ability_id : e->abilities)
            if (const auto* a = d.find_ability(ability_id, edition)) text += "\n  * " + a->name + ": " + a->text;
        for (const auto& table_id : e->tables) text += "\n  Roll: " + table_id;
        out.push_back({"terrain", e->id, e->name, text});
    }
    for (const auto& t : d.tables) {
        std::string text = "Roll " + t.dice.text() + (t.when.empty() ? "" : " " + t.when) + ".";
        for (const auto& row : t.rows)
            text += "\n  " +
                    (row.from == row.to ? std::to_string(row.from)
                                        : std::to_string(row.from) + "-" + std::to_string(row.to)) +
                    ": " + row.result + (row.text.empty() ? "" : ". " + row.text);
        out.push_back({"table", t.id, t.name, text});
    }
    for (const auto& b : d.battleplans) {
        std::string text = b.summary;
        for (const auto& s : b.sections) text += "\n" + s.title + ": " + s.text;
        out.push_back({"battleplan", b.id, b.name, text});
    }
    return out;
}

}  // namespace

int run_rules(const Arguments& args) {
    if (args.positional.empty() || args.positional.size() > 2) {
        std::cerr << "usage: battleboard rules SYSTEM [KIND] [--edition ID] [--json]\n";
        return kExitBadInput;
    }
    auto system = open_system(args, args.positional[0]);
    if (!system) return kExitBadInput;
    const auto& d = system->description;
    const std::string edition = args.value("--edition").value_or(d.editions.front().id);
    if (std::none_of(d.editions.begin(), d.editions.end(), [&](const auto& e) { return e.id == edition; })) {
        std::cerr << "Unknown rules edition '" << edition << "' for " << d.id << ". Editions:";
        for (const auto& e : d.editions) std::cerr << " " << e.id;
        std::cerr << "\n";
        return kExitBadInput;
    }
    const auto all = topics(d, edition);
    if (args.positional.size() == 1) {
        if (args.has("--json")) {
            nlohmann::json list = nlohmann::json::array();
            for (const auto& t : all) list.push_back({{"kind", t.kind}, {"id", t.id}, {"title", t.title}});
            std::cout << list.dump(2) << "\n";
            return kExitOk;
        }
        for (const auto& t : all) std::cout << t.id << "\t" << t.kind << "\t" << t.title << "\n";
        return kExitOk;
    }
    // "terrain:place-of-power" picks one kind when an ability and a piece share an id.
    const std::string& wanted = args.positional[1];
    const auto colon = wanted.find(':');
    const std::string kind = colon == std::string::npos ? "" : wanted.substr(0, colon);
    const std::string id = colon == std::string::npos ? wanted : wanted.substr(colon + 1);
    for (const auto& t : all) {
        if (t.id != id || (!kind.empty() && t.kind != kind)) continue;
        if (args.has("--json"))
            std::cout << nlohmann::json{{"kind", t.kind}, {"id", t.id}, {"title", t.title}, {"text", t.text}}.dump(2)
                      << "\n";
        else
            std::cout << t.title << "\n" << t.text << "\n";
        return kExitOk;
    }
    std::cerr << "No rule '" << wanted << "' in " << d.name << ". Ask for one of:";
    for (const auto& t : all) std::cerr << " " << t.id;
    std::cerr << "\n";
    return kExitBadInput;
}

}  // namespace cli
