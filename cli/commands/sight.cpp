// battleboard sight SETUP.json --observer X,Y[,BASE] --target X,Y[,BASE] [options] [--json]
//   --observer-keywords A,B / --target-keywords A,B   keywords as the system spells them (INFANTRY, FLY...)
//   --observer-height N / --target-height N           how tall (e.g. the model's Line of Sight value)
//   --observer-elevation N / --observer-floor N       inches above ground (40K ruins) / floors above the first
// Can the observer see the target, is the target in cover, and why. Positions and bases in inches.
// With --map, the whole table instead (commands/sight_map.cpp).
// Exit 0: answered; 1: the setup names what its system does not know or what no table allows (setup_check.hpp);
// 2: bad input (an unreadable setup, a bad flag, a model off the board, the two on the same spot) or the system
// cannot answer.
#include "battleboard/rules/sight.hpp"
#include "battleboard/plugin/operations.hpp"
#include "commands/commands.hpp"
#include "commands/sight_arguments.hpp"
#include "plugin_folder.hpp"
#include "setup_problems.hpp"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <iostream>

namespace cli {
namespace {

const char* visibility_name(bb::rules::Visibility v) {
    switch (v) {
        case bb::rules::Visibility::Visible: return "visible";
        case bb::rules::Visibility::PartlyHidden: return "partly hidden";
        case bb::rules::Visibility::Hidden: return "hidden";
    }
    return "?";
}

}  // namespace

int run_sight(const Arguments& args) {
    if (args.positional.size() != 1) {
        std::cerr << "usage: battleboard sight SETUP.json --observer X,Y[,BASE] --target X,Y[,BASE] "
                     "[--observer-keywords A,B] [--target-keywords A,B] [--observer-height N] [--target-height N] "
                     "[--observer-elevation N] [--observer-floor N] [--json]\n"
                     "       battleboard sight SETUP.json --observer X,Y[,BASE] --map [--target-base MM] "
                     "[--spacing IN] [--out map.png | --json]\n"
                     "       battleboard sight SETUP.json --target X,Y[,BASE] --map [--observer-base MM] ...\n";
        return kExitBadInput;
    }
    auto battlefield = read_setup_file(args.positional[0]);
    if (!battlefield) {
        std::cerr << battlefield.error().message << "\n";
        return kExitBadInput;
    }
    if (args.has("--map")) return run_sight_map(args, std::move(*battlefield));
    bb::rules::SightQuestion question;
    if (!read_sight_model(args, "observer", true, question.observer) ||
        !read_sight_model(args, "target", true, question.target))
        return kExitBadInput;
    question.battlefield = std::move(*battlefield);
    auto system = open_system(args, question.battlefield.system_id);
    if (!system) return kExitBadInput;
    if (const auto problems = setup_problems(question.battlefield, &*system); !problems.empty()) {
        print_problems(std::cerr, args.positional[0] + ": ", problems);
        return kExitFindings;
    }
    auto answer = system->client.request(bb::plugin::kSight, question);
    if (!answer) {
        std::cerr << answer.error().message << "\n";
        return kExitBadInput;
    }
    if (args.has("--json")) {
        nlohmann::json reasons = nlohmann::json::array();
        for (const auto& r : answer->reasons) reasons.push_back({{"piece", r.piece_id}, {"text", r.text}});
        std::cout << nlohmann::json{{"visibility", visibility_name(answer->visibility)},
                                    {"in_cover", answer->in_cover},
                                    {"cover", answer->cover},
                                    {"distance", answer->distance},
                                    {"reasons", reasons}}
                         .dump(2)
                  << "\n";
        return kExitOk;
    }
    char distance[32];
    std::snprintf(distance, sizeof distance, "%.1f\"", answer->distance);
    std::cout << "Target " << visibility_name(answer->visibility) << ", " << distance << " away, "
              << (answer->in_cover ? "in cover: " + answer->cover : std::string("not in cover")) << ".\n";
    for (const auto& r : answer->reasons) std::cout << "  - " << r.text << "\n";
    return kExitOk;
}

}  // namespace cli
