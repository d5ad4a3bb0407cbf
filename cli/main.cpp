// battleboard: the command line for organisers and tests, over the same core and plugins as the app.
#include "arguments.hpp"
#include "commands/commands.hpp"

#include <iostream>
#include <string_view>

namespace {

struct Command {
    std::string_view name;
    std::string_view usage;
    int (*run)(const cli::Arguments&);
};

constexpr Command kCommands[] = {
    {"systems", "systems [--json]                         list installed game systems", cli::run_systems},
    {"catalogue", "catalogue SYSTEM [--edition ID] [--json]  terrain a player can place", cli::run_catalogue},
    {"rules", "rules SYSTEM [KIND] [--edition ID] [--json] a rule in plain words (no KIND: list)", cli::run_rules},
    {"roll", "roll SYSTEM TABLE [--seed N] [--json]      roll on a dice table", cli::run_roll},
    {"validate", "validate SETUP.json... [--json]          check setups (exit 0 legal, 1 breaches)", cli::run_validate},
    {"battleplans", "battleplans SYSTEM [--json]              battleplans, their tables, scoring and maps",
     cli::run_battleplans},
    {"score", "score SHEET.json [--json]                work out a score sheet (exit 1: rule warnings)",
     cli::run_score},
    {"generate", "generate SYSTEM [--points N] [--battleplan ID|roll] [--seed N] [--tables N --out DIR] legal layouts",
     cli::run_generate},
    {"sight", "sight SETUP.json --observer X,Y[,BASE] --target X,Y[,BASE] [--json] can it see, is it in cover, why",
     cli::run_sight},
    {"sight", "sight SETUP.json --observer X,Y[,BASE] --map [--target-base MM] [--out map.png|--json] the whole table",
     cli::run_sight},
    {"link", "link encode SETUP.json | decode LINK [--json] a setup as a share link, and back", cli::run_link},
};

int usage(std::ostream& out, int status) {
    out << "usage: battleboard COMMAND [ARGS] [--plugins DIR]\n\ncommands:\n";
    for (const auto& c : kCommands) out << "  " << c.usage << "\n";
    return status;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) return usage(std::cerr, cli::kExitBadInput);
    const std::string_view name = argv[1];
    if (name == "--help" || name == "help") return usage(std::cout, cli::kExitOk);
    for (const auto& c : kCommands)
        if (c.name == name)
            return c.run(cli::parse_arguments(argc, argv, 2,
                                              {"--plugins",
                                               "--edition",
                                               "--seed",
                                               "--points",
                                               "--board",
                                               "--battleplan",
                                               "--features",
                                               "--tables",
                                               "--out",
                                               "--observer",
                                               "--target",
                                               "--observer-keywords",
                                               "--target-keywords",
                                               "--observer-height",
                                               "--target-height",
                                               "--observer-elevation",
                                               "--target-elevation",
                                               "--observer-floor",
                                               "--target-floor",
                                               "--observer-base",
                                               "--target-base",
                                               "--spacing"}));
    std::cerr << "Unknown command '" << name << "'.\n";
    return usage(std::cerr, cli::kExitBadInput);
}
