#include "commands/sight_arguments.hpp"

#include "battleboard/geometry/vec2.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
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

// A number in [low, high]; prints why and answers false otherwise.
bool read_number(const Arguments& args, const std::string& flag, double low, double high, double& out) {
    const auto text = args.value(flag);
    if (!text) return true;
    char* end = nullptr;
    const double value = std::strtod(text->c_str(), &end);
    if (end == text->c_str() || *end != '\0' || !(value >= low && value <= high)) {
        std::cerr << flag << " takes a number from " << low << " to " << high << ".\n";
        return false;
    }
    out = value;
    return true;
}

}  // namespace

bool read_sight_model(const Arguments& args, const std::string& who, bool need_position, bb::rules::ModelSpot& spot) {
    const auto where = args.value("--" + who);
    if (where || need_position) {
        if (!where || !parse_spot(*where, spot)) {
            std::cerr << "--" << who << " takes X,Y or X,Y,BASE in inches (e.g. 12,30,1.26).\n";
            return false;
        }
    } else {
        double millimetres = spot.base / bb::geo::kMillimetre;
        if (!read_number(args, "--" + who + "-base", 10, 500, millimetres)) return false;
        spot.base = millimetres * bb::geo::kMillimetre;
    }
    if (auto keywords = args.value("--" + who + "-keywords")) spot.keywords = split_keywords(*keywords);
    double floor = spot.floor;
    if (!read_number(args, "--" + who + "-height", 0, 99, spot.height) ||
        !read_number(args, "--" + who + "-elevation", 0, 99, spot.elevation) ||
        !read_number(args, "--" + who + "-floor", 0, 20, floor))
        return false;
    spot.floor = static_cast<std::uint32_t>(floor);
    return true;
}

}  // namespace cli
