#include "flag_checks.hpp"

#include "battleboard/setup/setup_check.hpp"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <map>
#include <string>

namespace cli {

namespace {

std::string number_text(double value) {
    std::string text = std::to_string(value);
    text.erase(text.find_last_not_of('0') + 1);
    if (text.back() == '.') text.pop_back();
    return text;
}

// A whole number in [low, high], digits only.
CLI::Validator whole(std::uint64_t low, std::uint64_t high) {
    return CLI::Validator(
        [low, high](std::string& text) -> std::string {
            std::uint64_t value = 0;
            const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
            if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < low || value > high)
                return "takes a whole number from " + std::to_string(low) + " to " + std::to_string(high) + ", not '" +
                       text + "'";
            return {};
        },
        "WHOLE " + std::to_string(low) + " to " + std::to_string(high));
}

// A finite number in [low, high].
CLI::Validator number(double low, double high, const std::string& unit) {
    return CLI::Validator(
        [low, high, unit](std::string& text) -> std::string {
            const auto value = parse_numbers(text, '\0');
            if (!value || value->size() != 1 || !((*value)[0] >= low && (*value)[0] <= high))
                return "takes a number from " + number_text(low) + " to " + number_text(high) + unit + ", not '" +
                       text + "'";
            return {};
        },
        "NUMBER " + number_text(low) + " to " + number_text(high));
}

// X,Y or X,Y,BASE in inches: the board decides where a model may stand; a base is above 0 and under 20".
CLI::Validator spot() {
    return CLI::Validator(
        [](std::string& text) -> std::string {
            const auto values = parse_numbers(text, ',');
            if (!values || values->size() < 2 || values->size() > 3 ||
                (values->size() == 3 && !((*values)[2] > 0 && (*values)[2] < 20)))
                return "takes X,Y or X,Y,BASE in inches (finite numbers, a base above 0 and under 20; e.g. "
                       "12,30,1.26), "
                       "not '" +
                       text + "'";
            return {};
        },
        "X,Y[,BASE]");
}

// WIDTHxDEPTH in inches, each within Battleboard's limit, the one a setup file's board is checked against.
CLI::Validator board() {
    using bb::setup::app_limits::kMaxBoardInches, bb::setup::app_limits::kMinBoardInches;
    return CLI::Validator(
        [](std::string& text) -> std::string {
            const auto values = parse_numbers(text, 'x');
            const auto fits = [](double side) { return side >= kMinBoardInches && side <= kMaxBoardInches; };
            if (!values || values->size() != 2 || !fits((*values)[0]) || !fits((*values)[1]))
                return "takes WIDTHxDEPTH in inches, each " + number_text(kMinBoardInches) + " to " +
                       number_text(kMaxBoardInches) + " (Battleboard's limit; e.g. 60x44), not '" + text + "'";
            return {};
        },
        "WIDTHxDEPTH");
}

const std::map<std::string, CLI::Validator, std::less<>>& checks() {
    static const std::map<std::string, CLI::Validator, std::less<>> table = {
        {"--seed", whole(0, 0xffffffffu)},
        {"--points", whole(1, 100000)},
        {"--features", whole(1, 60)},
        {"--tables", whole(1, 500)},
        {"--board", board()},
        {"--observer", spot()},
        {"--target", spot()},
        {"--observer-height", number(0, 99, "\"")},
        {"--target-height", number(0, 99, "\"")},
        {"--observer-elevation", number(0, 99, "\"")},
        {"--target-elevation", number(0, 99, "\"")},
        {"--observer-floor", whole(0, 20)},
        {"--target-floor", whole(0, 20)},
        {"--observer-base", number(10, 500, " mm")},
        {"--target-base", number(10, 500, " mm")},
        {"--spacing", number(0.1, 2, "\"")},
    };
    return table;
}

}  // namespace

const CLI::Validator* flag_check(std::string_view flag) {
    const auto it = checks().find(flag);
    return it == checks().end() ? nullptr : &it->second;
}

std::optional<std::vector<double>> parse_numbers(std::string_view text, char separator) {
    std::vector<double> values;
    while (true) {
        const std::size_t cut = separator ? text.find(separator) : std::string_view::npos;
        const std::string_view part = text.substr(0, cut);
        double value = 0;
        const auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), value);
        if (part.empty() || error != std::errc() || end != part.data() + part.size() || !std::isfinite(value))
            return std::nullopt;
        values.push_back(value);
        if (cut == std::string_view::npos) return values;
        text.remove_prefix(cut + 1);
    }
}

}  // namespace cli
