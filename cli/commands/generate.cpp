// battleboard generate SYSTEM [options]: legal terrain layouts for one table or many (organisers).
//   --edition ID           rules edition (default: the newest)
//   --points N | --board WxD  board size (default: the system's first board)
//   --battleplan ID|roll   lay out a battleplan's territories and objectives (roll: one per table)
//   --features N           how many pieces (default: the system's count for the board)
//   --seed N               the same seed gives the same tables (default 1)
//   --tables N --out DIR   write DIR/table-01.battleboard.json … instead of one setup on stdout
// Exit 0: every layout is legal (advice is printed); 1: some layout still breaks a rule; 2: bad input.
#include "battleboard/layout/battleplan_layout.hpp"
#include "battleboard/layout/generate_layout.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "commands/commands.hpp"
#include "plugin_folder.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace cli {
namespace {

std::optional<std::uint32_t> parse_count(const std::optional<std::string>& text) {
    if (!text) return std::nullopt;
    std::uint32_t value = 0;
    const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), value);
    if (error != std::errc() || end != text->data() + text->size()) return std::nullopt;
    return value;
}

// The board the options ask for, else the system's default.
std::optional<bb::model::Battlefield> start_board(const Arguments& args, const bb::sys::SystemDescription& system) {
    bb::model::Battlefield battlefield;
    battlefield.system_id = system.id;
    if (!system.board_sizes.empty()) {
        battlefield.width = system.board_sizes.front().width;
        battlefield.depth = system.board_sizes.front().depth;
    }
    if (auto points = args.value("--points")) {
        const auto wanted = parse_count(points);
        const auto* size = wanted ? [&]() -> const bb::sys::BoardSize* {
            for (const auto& s : system.board_sizes)
                if (s.points == *wanted) return &s;
            return nullptr;
        }()
            : nullptr;
        if (!size) {
            std::cerr << system.name << " has no board for " << *points << " points. Boards:";
            for (const auto& s : system.board_sizes)
                if (s.points) std::cerr << " " << s.points;
            std::cerr << "\n";
            return std::nullopt;
        }
        battlefield.width = size->width;
        battlefield.depth = size->depth;
    }
    if (auto board = args.value("--board")) {
        double width = 0, depth = 0;
        if (std::sscanf(board->c_str(), "%lfx%lf", &width, &depth) != 2 || width < 12 || depth < 12 || width > 240 ||
            depth > 240) {
            std::cerr << "--board takes WIDTHxDEPTH in inches, each 12 to 240 (e.g. 60x44).\n";
            return std::nullopt;
        }
        battlefield.width = width;
        battlefield.depth = depth;
    }
    return battlefield;
}

// --battleplan ID, or roll on the system's battleplan table for each table.
bool lay_battleplan(const Arguments& args, const bb::sys::SystemDescription& system, bb::model::Battlefield& table,
                    bb::rules::DiceEngine& dice) {
    const auto wanted = args.value("--battleplan");
    if (!wanted) return true;
    if (*wanted == "roll") {
        auto plan = bb::layout::roll_battleplan(system, dice);
        if (!plan) {
            std::cerr << plan.error().message << "\n";
            return false;
        }
        bb::layout::apply_battleplan(table, *plan);
        return true;
    }
    const auto* plan = system.find_battleplan(*wanted);
    if (!plan) {
        std::cerr << "Unknown battleplan '" << *wanted << "' for " << system.id << " (see: battleboard battleplans "
                  << system.id << ").\n";
        return false;
    }
    bb::layout::apply_battleplan(table, plan);
    return true;
}

void print_findings(const std::string& name, const bb::layout::GeneratedLayout& layout) {
    std::cerr << name << ": " << layout.battlefield.pieces.size() << " pieces"
              << (layout.battlefield.battleplan_id.empty() ? "" : ", " + layout.battlefield.battleplan_id) << ", "
              << (layout.findings.has_breach() ? "BREAKS THE RULES" : "legal") << " (" << layout.layouts_tried
              << (layout.layouts_tried == 1 ? " layout" : " layouts") << " tried)\n";
    for (const auto& f : layout.findings.items)
        std::cerr << "  " << (f.severity == bb::rules::Severity::Breach ? "BREACH " : "advice ") << f.message << "\n";
}

}  // namespace

int run_generate(const Arguments& args) {
    if (args.positional.size() != 1) {
        std::cerr << "usage: battleboard generate SYSTEM [--edition ID] [--points N | --board WxD] "
                     "[--battleplan ID|roll] [--features N] [--seed N] [--tables N --out DIR]\n";
        return kExitBadInput;
    }
    auto system = open_system(args, args.positional[0]);
    if (!system) return kExitBadInput;
    const auto& description = system->description;
    auto start = start_board(args, description);
    if (!start) return kExitBadInput;
    start->rules_edition = args.value("--edition").value_or(description.editions.front().id);
    if (std::none_of(description.editions.begin(), description.editions.end(),
                     [&](const auto& e) { return e.id == start->rules_edition; })) {
        std::cerr << "Unknown rules edition '" << start->rules_edition << "' for " << description.id << ".\n";
        return kExitBadInput;
    }
    const auto seed = parse_count(args.value("--seed").value_or("1"));
    const auto tables = parse_count(args.value("--tables").value_or("1"));
    const auto features =
        args.has("--features") ? parse_count(args.value("--features")) : std::optional<std::uint32_t>(0);
    if (!seed || !tables || *tables == 0 || *tables > 500 || !features || *features > 60) {
        std::cerr << "--seed takes a whole number, --tables 1 to 500, --features 1 to 60.\n";
        return kExitBadInput;
    }
    const auto out = args.value("--out");
    if (*tables > 1 && !out) {
        std::cerr << "--tables needs --out DIR for the files.\n";
        return kExitBadInput;
    }
    if (out) std::filesystem::create_directories(*out);

    bb::layout::LayoutRequest request;
    for (const auto* entry : description.catalogue_for(start->rules_edition)) request.pool.push_back(*entry);
    const auto check = [&](const bb::model::Battlefield& b) { return system->client.validate(b); };
    bb::rules::DiceEngine dice(*seed);
    bool all_legal = true;
    for (std::uint32_t t = 1; t <= *tables; ++t) {
        request.start = *start;
        if (!lay_battleplan(args, description, request.start, dice)) return kExitBadInput;
        request.features = *features ? *features : bb::layout::default_feature_count(description, request.start);
        request.seed = *seed + t - 1;
        auto layout = bb::layout::generate_layout(request, check);
        if (!layout) {
            std::cerr << layout.error().message << "\n";
            return kExitBadInput;
        }
        all_legal = all_legal && !layout->findings.has_breach();
        const std::string text = bb::setup::to_json(layout->battlefield) + "\n";
        if (!out) {
            std::cout << text;
            print_findings("table", *layout);
            continue;
        }
        char name[32];
        std::snprintf(name, sizeof name, "table-%02u", t);
        const auto path = std::filesystem::path(*out) / (std::string(name) + ".battleboard.json");
        std::ofstream file(path);
        file << text;
        if (!file) {
            std::cerr << "Cannot write " << path.string() << ".\n";
            return kExitBadInput;
        }
        print_findings(path.string(), *layout);
    }
    return all_legal ? kExitOk : kExitFindings;
}

}  // namespace cli
