// battleboard: the command line for organisers and tests, over the same core and plugins as the app.
// Every command's words are parsed by CLI11: a flag a command does not take is an error (exit 2), not ignored, and
// so is a number flag whose value is not whole and in range (flag_checks.hpp).
#include "arguments.hpp"
#include "commands/commands.hpp"
#include "flag_checks.hpp"

#include <CLI/CLI.hpp>

#include <iostream>
#include <memory>
#include <string_view>
#include <vector>

namespace {

struct Command {
    std::string_view name;
    std::string_view usage;
    std::vector<std::string_view> values;    // flags that take a value
    std::vector<std::string_view> switches;  // flags without one
    int (*run)(const cli::Arguments&);
};

const std::vector<Command>& commands() {
    static const std::vector<Command> list = {
        {"systems",
         "systems [--json]                         list installed game systems",
         {},
         {"--json"},
         cli::run_systems},
        {"catalogue",
         "catalogue SYSTEM [--edition ID] [--json]  terrain a player can place",
         {"--edition"},
         {"--json"},
         cli::run_catalogue},
        {"rules",
         "rules SYSTEM [KIND] [--edition ID] [--json] a rule in plain words (no KIND: list)",
         {"--edition"},
         {"--json"},
         cli::run_rules},
        {"roll",
         "roll SYSTEM TABLE [--seed N] [--json]      roll on a dice table",
         {"--seed"},
         {"--json"},
         cli::run_roll},
        {"validate",
         "validate SETUP.json... [--json]          check setups (exit 0 legal, 1 breaches)",
         {},
         {"--json"},
         cli::run_validate},
        {"battleplans",
         "battleplans SYSTEM [--json]              battleplans, their tables, scoring and maps",
         {},
         {"--json"},
         cli::run_battleplans},
        {"score",
         "score SETUP.json [--json]                sum up a setup's battle score (exit 1: rule warnings)",
         {},
         {"--json"},
         cli::run_score},
        {"generate",
         "generate SYSTEM [--points N | --board WxD] [--battleplan ID|roll] [--features N] [--seed N]\n"
         "           [--symmetric point|mirror] [--box FILE] [--tables K --out DIR [--site URL]] [--json]\n"
         "                                          legal layouts",
         {"--edition", "--points", "--board", "--battleplan", "--features", "--seed", "--tables", "--out",
          "--symmetric", "--box", "--site"},
         {"--json"},
         cli::run_generate},
        {"sight",
         "sight SETUP.json --observer X,Y[,BASE] --target X,Y[,BASE] [--json] can it see, is it in cover, why\n"
         "  sight SETUP.json --observer X,Y[,BASE] --map [--target-base MM] [--out map.png|--json] the whole table",
         {"--observer", "--target", "--observer-keywords", "--target-keywords", "--observer-height", "--target-height",
          "--observer-elevation", "--target-elevation", "--observer-floor", "--target-floor", "--observer-base",
          "--target-base", "--spacing", "--out"},
         {"--json", "--map"},
         cli::run_sight},
        {"link",
         "link encode SETUP.json [--site URL] | decode LINK [--json] a setup as a share link, and back",
         {"--site"},
         {"--json"},
         cli::run_link},
        {"plugin",
         "plugin check FILE [--previous FILE] [--json] an author's plugin: API version, ids, operations, links",
         {"--previous"},
         {"--json"},
         cli::run_plugin},
    };
    return list;
}

int usage(std::ostream& out, int status) {
    out << "usage: battleboard COMMAND [ARGS] [--plugins DIR]\n\ncommands:\n";
    for (const auto& c : commands()) out << "  " << c.usage << "\n";
    return status;
}

// Parses one command's words with CLI11 into Arguments; nothing when they are wrong (CLI11 says why).
int run(const Command& command, int argc, char** argv) {
    CLI::App app{std::string(command.usage), "battleboard " + std::string(command.name)};
    cli::Arguments args;
    app.add_option("words", args.positional, "positional arguments");
    std::vector<std::pair<std::string, std::unique_ptr<std::string>>> values;
    std::vector<std::pair<std::string, CLI::Option*>> switches;
    auto add_value = [&](std::string_view flag) {
        values.emplace_back(std::string(flag), std::make_unique<std::string>());
        auto* option = app.add_option(std::string(flag), *values.back().second);
        if (const auto* check = cli::flag_check(flag)) option->check(*check);
    };
    add_value("--plugins");
    for (auto flag : command.values) add_value(flag);
    for (auto flag : command.switches) switches.emplace_back(std::string(flag), app.add_flag(std::string(flag)));
    try {
        // argv[0] stands for the program; CLI11 reads from argv[1], so start it at the command's own name.
        app.parse(argc - 1, argv + 1);
    } catch (const CLI::CallForHelp&) {
        std::cout << app.help();
        return cli::kExitOk;
    } catch (const CLI::ParseError& e) {
        std::cerr << "battleboard " << command.name << ": " << e.what() << "\nusage: battleboard " << command.usage
                  << "\n";
        return cli::kExitBadInput;
    }
    for (const auto& [flag, value] : values)
        if (app.count(flag) > 0) args.flags[flag] = *value;
    for (const auto& [flag, option] : switches)
        if (option->count() > 0) args.flags[flag] = "";
    return command.run(args);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) return usage(std::cerr, cli::kExitBadInput);
    const std::string_view name = argv[1];
    if (name == "--help" || name == "help") return usage(std::cout, cli::kExitOk);
    for (const auto& c : commands())
        if (c.name == name) return run(c, argc, argv);
    std::cerr << "Unknown command '" << name << "'.\n";
    return usage(std::cerr, cli::kExitBadInput);
}
