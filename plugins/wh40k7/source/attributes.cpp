#include "attributes.hpp"

#include "battleboard/plugin/wh40k7_operations.hpp"

#include <charconv>

namespace wh40k7 {

namespace ops = bb::plugin::wh40k7_ops;

namespace {

std::string trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(' ');
    if (first == std::string_view::npos) return {};
    return std::string(text.substr(first, text.find_last_not_of(' ') - first + 1));
}

template <class Number>
std::optional<Number> parse(const std::string& text) {
    Number value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

}  // namespace

std::string attribute(const bb::model::TerrainPiece& piece, const char* key) {
    const auto it = piece.attributes.find(key);
    return it == piece.attributes.end() ? std::string() : it->second;
}

std::vector<std::string> chosen_upgrades(const bb::model::TerrainPiece& fortification) {
    std::vector<std::string> ids;
    const std::string list = attribute(fortification, ops::kUpgrades);
    std::size_t start = 0;
    while (start <= list.size()) {
        const std::size_t comma = std::min(list.find(',', start), list.size());
        if (std::string id = trimmed(std::string_view(list).substr(start, comma - start)); !id.empty())
            ids.push_back(std::move(id));
        start = comma + 1;
    }
    return ids;
}

bool has_battlements(const bb::model::TerrainPiece& fortification, const FortificationKind& kind) {
    const std::string value = attribute(fortification, ops::kBattlements);
    return value.empty() ? kind.battlements : value == "yes";
}

std::string building_state(const bb::model::TerrainPiece& building) {
    const std::string state = attribute(building, ops::kState);
    return state.empty() ? "standing" : state;
}

int armour_lost(const bb::model::TerrainPiece& building) {
    return parse<int>(attribute(building, ops::kArmourLost)).value_or(0);
}

std::optional<std::uint32_t> bought_for(const bb::model::TerrainPiece& piece) {
    return parse<std::uint32_t>(attribute(piece, ops::kBoughtFor));
}

}  // namespace wh40k7
