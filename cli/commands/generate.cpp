// battleboard generate SYSTEM [options]: legal terrain layouts for one table or many (organisers).
//   --edition ID           rules edition (default: the newest)
//   --points N | --board WxD  board size (default: the system's first board)
//   --battleplan ID|roll   lay out a battleplan's territories and objectives (roll: one per table)
//   --features N           how many pieces (default: the system's count for the board): the density
//   --seed N               the same seed gives the same tables (default 1); table K uses seed N+K-1
//   --symmetric point|mirror  every piece has a twin: turned half round the middle, or mirrored between the players
//   --box FILE             draw from the player's terrain box (docs/formats.md), each piece at most once
//   --tables K --out DIR   write per table DIR/table-01.battleboard.json and its printable setup sheet
//                          (table-01.sheet.svg, table-01.sheet.pdf) instead of one setup on stdout
//   --site URL             the sheets' share links and QR codes open URL#bb7.… (the site players use)
//   --json                 a summary per table as JSON on stdout (the setup goes to the files)
// A table that cannot be made is reported with its seed and the others are still written.
// Exit 0: every layout is legal (advice is printed); 1: some table breaks a rule or could not be made; 2: bad input
// or no table could be made.
#include "battleboard/layout/battleplan_layout.hpp"
#include "battleboard/layout/fairness.hpp"
#include "battleboard/layout/generate_layout.hpp"
#include "battleboard/layout/terrain_box.hpp"
#include "battleboard/link/link.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "commands/commands.hpp"
#include "flag_checks.hpp"
#include "plugin_folder.hpp"
#include "setup_sheet.hpp"
#include "site_address.hpp"
#include "text_file.hpp"

#include <nlohmann/json.hpp>

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
        // Checked whole and in range by CLI11 (flag_checks.cpp).
        const auto size = parse_numbers(*board, 'x');
        if (!size) return std::nullopt;
        battlefield.width = (*size)[0];
        battlefield.depth = (*size)[1];
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

void print_findings(const std::string& name, std::uint32_t seed, const bb::layout::GeneratedLayout& layout) {
    std::cerr << name << " (seed " << seed << "): " << layout.battlefield.pieces.size() << " pieces"
              << (layout.battlefield.battleplan_id.empty() ? "" : ", " + layout.battlefield.battleplan_id) << ", "
              << (layout.findings.has_breach() ? "BREAKS THE RULES" : "legal") << " (" << layout.attempts
              << (layout.attempts == 1 ? " attempt" : " attempts") << ")\n";
    for (const auto& f : layout.findings.items)
        std::cerr << "  " << (f.severity == bb::rules::Severity::Breach ? "BREACH " : "advice ") << f.message << "\n";
}

std::string number(double value, int decimals = 1) {
    char text[32];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

void print_fairness(const bb::layout::Fairness& f) {
    std::cerr << "  fairness: " << f.first.name << " | " << f.second.name << "\n";
    std::cerr << "    sight-blocking terrain: " << number(f.first.blocking_area, 0) << " | "
              << number(f.second.blocking_area, 0) << " sq in (difference " << number(f.blocking_difference, 0)
              << ")\n";
    std::cerr << "    hidden from the enemy's zone: " << number(100 * f.first.hidden_share) << "% | "
              << number(100 * f.second.hidden_share) << "% (difference " << number(100 * f.hidden_difference)
              << " points)\n";
    for (std::size_t i = 0; i < f.objective_labels.size(); ++i)
        std::cerr << "    to objective " << f.objective_labels[i] << ": " << number(f.first.objective_distances[i])
                  << "\" | " << number(f.second.objective_distances[i]) << "\" (difference "
                  << number(f.distance_differences[i]) << "\")\n";
}

nlohmann::json fairness_json(const bb::layout::Fairness& f) {
    const auto zone = [](const bb::layout::ZoneFairness& z) {
        return nlohmann::json{{"name", z.name},
                              {"blocking_area", z.blocking_area},
                              {"hidden_share", z.hidden_share},
                              {"objective_distances", z.objective_distances}};
    };
    return {{"zones", {zone(f.first), zone(f.second)}},
            {"objectives", f.objective_labels},
            {"blocking_difference", f.blocking_difference},
            {"hidden_difference", f.hidden_difference},
            {"distance_differences", f.distance_differences}};
}

std::optional<bb::layout::Symmetry> parse_symmetry(const std::optional<std::string>& text) {
    if (!text) return bb::layout::Symmetry::None;
    if (*text == "point") return bb::layout::Symmetry::Point;
    if (*text == "mirror") return bb::layout::Symmetry::Mirror;
    return std::nullopt;
}

// The pool: the catalogue for the edition, or the player's terrain box.
bool fill_pool(const Arguments& args, const bb::sys::SystemDescription& system, const std::string& edition,
               bb::layout::LayoutRequest& request) {
    const auto box_path = args.value("--box");
    if (!box_path) {
        for (const auto* entry : system.catalogue_for(edition)) request.pool.push_back(*entry);
        return true;
    }
    const auto text = read_text_file(*box_path);
    if (!text) {
        std::cerr << "Cannot read " << *box_path << ".\n";
        return false;
    }
    auto box = bb::layout::terrain_box_from_json(*text);
    auto entries = box ? bb::layout::box_entries(*box, system, edition)
                       : bb::Result<std::vector<bb::sys::CatalogueEntry>>(box.error());
    if (!entries) {
        std::cerr << *box_path << ": " << entries.error().message << "\n";
        return false;
    }
    request.pool = std::move(*entries);
    request.pool_is_box = true;
    return true;
}

}  // namespace

int run_generate(const Arguments& args) {
    if (args.positional.size() != 1) {
        std::cerr << "usage: battleboard generate SYSTEM [--edition ID] [--points N | --board WxD] "
                     "[--battleplan ID|roll] [--features N] [--seed N] [--symmetric point|mirror] [--box FILE] "
                     "[--tables K --out DIR] [--json]\n";
        return kExitBadInput;
    }
    const auto site = site_address(args);
    if (!site) return kExitBadInput;
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
    if (!seed || !tables || *tables == 0 || *tables > 500 || !features || *features > 60 ||
        (args.has("--features") && *features == 0)) {
        std::cerr << "--seed takes a whole number, --tables 1 to 500, --features 1 to 60.\n";
        return kExitBadInput;
    }
    const auto symmetry = parse_symmetry(args.value("--symmetric"));
    if (!symmetry) {
        std::cerr << "--symmetric takes point or mirror.\n";
        return kExitBadInput;
    }
    const auto out = args.value("--out");
    if (*tables > 1 && !out) {
        std::cerr << "--tables needs --out DIR for the files.\n";
        return kExitBadInput;
    }
    std::error_code made;
    if (out) std::filesystem::create_directories(*out, made);
    if (made) {
        std::cerr << "Cannot make the folder " << *out << ": " << made.message() << "\n";
        return kExitBadInput;
    }

    bb::layout::LayoutRequest request;
    if (!fill_pool(args, description, start->rules_edition, request)) return kExitBadInput;
    auto constraints = system->client.layout_constraints(start->rules_edition);
    if (!constraints) {
        std::cerr << constraints.error().message << "\n";
        return kExitBadInput;
    }
    request.constraints = std::move(*constraints);
    request.symmetry = *symmetry;
    const auto check = [&](const bb::model::Battlefield& b) { return system->client.validate(b); };
    bb::rules::DiceEngine dice(*seed);
    const bool json = args.has("--json");
    nlohmann::json summary = nlohmann::json::array();
    std::uint32_t made_tables = 0;
    bool all_legal = true;
    for (std::uint32_t t = 1; t <= *tables; ++t) {
        char name[32];
        std::snprintf(name, sizeof name, "table-%02u", t);
        request.start = *start;
        if (!lay_battleplan(args, description, request.start, dice)) return kExitBadInput;
        const std::uint32_t usual = bb::layout::default_feature_count(description, request.start, request.constraints);
        request.features = *features             ? *features
                           : request.pool_is_box ? std::min<std::uint32_t>(usual, request.pool.size())
                                                 : usual;
        request.seed = *seed + t - 1;
        auto layout = bb::layout::generate_layout(request, check);
        nlohmann::json entry{{"table", t}, {"seed", request.seed}};
        if (!layout) {
            // One table that cannot be made does not stop the others.
            std::cerr << name << " (seed " << request.seed << "): " << layout.error().message << "\n";
            all_legal = false;
            entry["error"] = layout.error().message;
            summary.push_back(entry);
            continue;
        }
        all_legal = all_legal && !layout->findings.has_breach();
        const std::string text = bb::setup::to_json(layout->battlefield) + "\n";
        entry["pieces"] = layout->battlefield.pieces.size();
        entry["battleplan"] = layout->battlefield.battleplan_id;
        entry["legal"] = !layout->findings.has_breach();
        const auto fairness = bb::layout::measure_fairness(layout->battlefield);
        entry["fairness"] = fairness_json(fairness);
        entry["findings"] = nlohmann::json::array();
        for (const auto& f : layout->findings.items)
            entry["findings"].push_back({{"severity", f.severity == bb::rules::Severity::Breach ? "breach" : "advice"},
                                         {"message", f.message}});
        if (!out) {
            if (json)
                entry["setup"] = nlohmann::json::parse(text);
            else
                std::cout << text;
            print_findings("table", request.seed, *layout);
            print_fairness(fairness);
            summary.push_back(entry);
            ++made_tables;
            continue;
        }
        const auto path = std::filesystem::path(*out) / (std::string(name) + ".battleboard.json");
        std::ofstream file(path);
        file << text;
        if (!file) {
            std::cerr << "Cannot write " << path.string() << ".\n";
            return kExitBadInput;
        }
        entry["file"] = path.string();
        const bb::link::Reference reference(description, system->version);
        const auto encoded = bb::link::encode(layout->battlefield, &reference);
        const auto link = encoded ? std::optional(printed_link(*site, *encoded)) : std::nullopt;
        const auto* plan = description.find_battleplan(layout->battlefield.battleplan_id);
        bb::sheet::SheetContent sheet{
            &layout->battlefield,
            description.name + (plan ? " - " + plan->name : "") + " - table " + std::to_string(t),
            request.seed,
            link ? *link : "",
            link ? qr_code_of(*link) : std::nullopt,
            fairness};
        const auto base = std::filesystem::path(*out) / name;
        if (auto failed = write_setup_sheet(sheet, base.string() + ".sheet.svg", base.string() + ".sheet.pdf")) {
            std::cerr << *failed << "\n";
            return kExitBadInput;
        }
        entry["sheet"] = {base.string() + ".sheet.svg", base.string() + ".sheet.pdf"};
        summary.push_back(entry);
        ++made_tables;
        print_findings(path.string(), request.seed, *layout);
        print_fairness(fairness);
    }
    if (json) std::cout << summary.dump(2) << "\n";
    if (*tables > 1) std::cerr << made_tables << " of " << *tables << " tables written.\n";
    if (made_tables == 0) return kExitBadInput;  // the request cannot be met at all
    return all_legal ? kExitOk : kExitFindings;
}

}  // namespace cli
