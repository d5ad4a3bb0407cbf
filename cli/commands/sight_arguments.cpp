#include "commands/sight_arguments.hpp"

#include "battleboard/geometry/vec2.hpp"
#include "flag_checks.hpp"

#include <iostream>
#include <sstream>

namespace cli {
namespace {

std::vector<std::string> split_keywords(const std::string& text) {
    std::vector<std::string> words;
    std::stringstream stream(text);
    for (std::string word; std::getline(stream, word, ',');)
        if (!word.empty()) words.push_back(word);
    return words;
}

// A number flag's value, CLI11 having checked it whole and in range (flag_checks.cpp); `out` unchanged without it.
void read_number(const Arguments& args, const std::string& flag, double& out) {
    if (const auto text = args.value(flag))
        if (const auto value = parse_numbers(*text, '\0')) out = value->front();
}

}  // namespace

bool read_sight_model(const Arguments& args, const std::string& who, bool need_position, bb::rules::ModelSpot& spot) {
    const auto where = args.value("--" + who);
    if (!where && need_position) {
        std::cerr << "--" << who << " takes X,Y or X,Y,BASE in inches (e.g. 12,30,1.26).\n";
        return false;
    }
    const auto numbers = where ? parse_numbers(*where, ',') : std::nullopt;
    if (numbers) spot.position = {(*numbers)[0], (*numbers)[1]};
    // The base: the position's third number, else --WHO-base in millimetres, in every mode.
    if (numbers && numbers->size() == 3) {
        if (args.has("--" + who + "-base")) {
            std::cerr << "--" << who << "-base and a BASE in --" << who << " both give the base: give it once.\n";
            return false;
        }
        spot.base = (*numbers)[2];
    } else {
        double millimetres = spot.base / bb::geo::kMillimetre;
        read_number(args, "--" + who + "-base", millimetres);
        spot.base = millimetres * bb::geo::kMillimetre;
    }
    if (auto keywords = args.value("--" + who + "-keywords")) spot.keywords = split_keywords(*keywords);
    read_number(args, "--" + who + "-height", spot.height);
    read_number(args, "--" + who + "-elevation", spot.elevation);
    double floor = spot.floor;
    read_number(args, "--" + who + "-floor", floor);
    spot.floor = static_cast<std::uint32_t>(floor);
    return true;
}

}  // namespace cli
