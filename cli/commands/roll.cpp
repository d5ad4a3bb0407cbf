// battleboard roll SYSTEM TABLE [--seed N] [--json]: rolls on a system's dice table, following rows that
// send the roll on to another table.
#include "battleboard/rules/roll.hpp"
#include "commands/commands.hpp"
#include "plugin_folder.hpp"

#include <nlohmann/json.hpp>

#include <cstdlib>
#include <iostream>
#include <random>

namespace cli {

int run_roll(const Arguments& args) {
    if (args.positional.size() != 2) {
        std::cerr << "usage: battleboard roll SYSTEM TABLE [--seed N] [--json]\n";
        return kExitBadInput;
    }
    auto system = open_system(args, args.positional[0]);
    if (!system) return kExitBadInput;
    const auto& d = system->description;
    std::uint32_t seed = std::random_device{}();
    if (auto text = args.value("--seed")) {
        char* end = nullptr;
        const unsigned long value = std::strtoul(text->c_str(), &end, 10);
        if (text->empty() || *end != '\0') {
            std::cerr << "--seed needs a whole number.\n";
            return kExitBadInput;
        }
        seed = static_cast<std::uint32_t>(value);
    }
    bb::rules::DiceEngine engine(seed);
    auto steps = bb::rules::roll_table(d, args.positional[1], engine);
    if (!steps) {
        std::cerr << steps.error().message;
        if (!d.tables.empty()) {
            std::cerr << " Tables:";
            for (const auto& t : d.tables) std::cerr << " " << t.id;
        }
        std::cerr << "\n";
        return kExitBadInput;
    }
    if (args.has("--json")) {
        nlohmann::json out = nlohmann::json::array();
        for (const auto& s : *steps)
            out.push_back({{"table", s.table_id},
                           {"faces", s.faces},
                           {"total", s.total},
                           {"result", s.row->result},
                           {"text", s.row->text}});
        std::cout << nlohmann::json{{"seed", seed}, {"steps", out}}.dump(2) << "\n";
        return kExitOk;
    }
    for (const auto& s : *steps) {
        const auto* table = d.find_table(s.table_id);
        std::cout << table->name << " (" << table->dice.text() << "): rolled " << s.total;
        if (s.faces.size() > 1) {
            std::cout << " (";
            for (std::size_t i = 0; i < s.faces.size(); ++i) std::cout << (i ? "+" : "") << s.faces[i];
            std::cout << ")";
        }
        std::cout << " -> " << s.row->result << "\n";
        if (!s.row->text.empty()) std::cout << "  " << s.row->text << "\n";
    }
    return kExitOk;
}

}  // namespace cli
