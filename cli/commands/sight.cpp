// battleboard sight SETUP.json --observer X,Y[,BASE] --target X,Y[,BASE] [options] [--json]
//   --observer-keywords A,B / --target-keywords A,B   keywords as the system spells them (INFANTRY, FLY...)
//   --observer-height N / --target-height N           how tall (wfb8: the model's Line of Sight value)
// Can the observer see the target, is the target in cover, and why. Positions and bases in inches.
// Exit 0: answered; 2: bad input or the system cannot answer.
#include "battleboard/rules/sight.hpp"
#include "battleboard/plugin/operations.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "commands/commands.hpp"
#include "plugin_folder.hpp"
#include "text_file.hpp"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <iostream>
#include <sstream>

namespace cli {
namespace {

// "X,Y" or "X,Y,BASE", inches.
bool parse_spot(const std::string& text, bb::rules::ModelSpot& spot) {
    double x = 0, y = 0, base = 0;
    const int read = std::sscanf(text.c_str(), "%lf,%lf,%lf", &x, &y, &base);
    if (read < 2 || !std::isfinite(x) || !std::isfinite(y)) return false;
    spot.position = {x, y};
    if (read == 3) {
        if (!(base > 0 && base < 20)) return false;
        spot.base = base;
    }
    return true;
}

std::vector<std::string> split_keywords(const std::string& text) {
    std::vector<std::string> words;
    std::stringstream stream(text);
    for (std::string word; std::getline(stream, word, ',');)
        if (!word.empty()) words.push_back(word);
    return words;
}

const char* visibility_name(bb::rules::Visibility v) {
    switch (v) {
        case bb::rules::Visibility::Visible: return "visible";
        case bb::rules::Visibility::PartlyHidden: return "partly hidden";
        case bb::rules::Visibility::Hidden: return "hidden";
    }
    return "?";
}

bool read_model(const Arguments& args, const std::string& who, bb::rules::ModelSpot& spot) {
    const auto where = args.value("--" + who);
    if (!where || !parse_spot(*where, spot)) {
        std::cerr << "--" << who << " takes X,Y or X,Y,BASE in inches (e.g. 12,30,1.26).\n";
        return false;
    }
    if (auto keywords = args.value("--" + who + "-keywords")) spot.keywords = split_keywords(*keywords);
    if (auto height = args.value("--" + who + "-height")) {
        char* end = nullptr;
        spot.height = std::strtod(height->c_str(), &end);
        if (end == height->c_str() || *end != '\0' || !(spot.height >= 0 && spot.height < 100)) {
            std::cerr << "--" << who << "-height takes a number from 0 to 99.\n";
            return false;
        }
    }
    return true;
}

}  // namespace

int run_sight(const Arguments& args) {
    if (args.positional.size() != 1) {
        std::cerr << "usage: battleboard sight SETUP.json --observer X,Y[,BASE] --target X,Y[,BASE] "
                     "[--observer-keywords A,B] [--target-keywords A,B] [--observer-height N] [--target-height N] "
                     "[--json]\n";
        return kExitBadInput;
    }
    const auto text = read_text_file(args.positional[0]);
    if (!text) {
        std::cerr << "Cannot read " << args.positional[0] << ".\n";
        return kExitBadInput;
    }
    auto battlefield = bb::setup::from_json(*text);
    if (!battlefield) {
        std::cerr << args.positional[0] << ": " << battlefield.error().message << "\n";
        return kExitBadInput;
    }
    bb::rules::SightQuestion question;
    if (!read_model(args, "observer", question.observer) || !read_model(args, "target", question.target))
        return kExitBadInput;
    question.battlefield = std::move(*battlefield);
    auto system = open_system(args, question.battlefield.system_id);
    if (!system) return kExitBadInput;
    auto answer = system->client.request<bb::rules::SightAnswer>(bb::plugin::kSight, question);
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
