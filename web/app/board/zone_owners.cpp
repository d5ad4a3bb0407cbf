#include "app/board/zone_owners.hpp"

#include "battleboard/geometry/shapes.hpp"

#include <cmath>

namespace app {

namespace {

std::string player_name(const std::vector<std::string>& names, std::size_t player) {
    if (player < names.size() && !names[player].empty()) return names[player];
    return "Player " + std::to_string(player + 1);
}

}  // namespace

std::vector<std::string> zone_owners(const bb::model::Battlefield& battlefield, const std::vector<std::string>& names) {
    const auto& zones = battlefield.territories;
    if (zones.size() != 2) return {};
    const auto a = bb::geo::centroid(zones[0].area), b = bb::geo::centroid(zones[1].area);
    constexpr double kSameLine = 0.5;  // inches: zones side by side across the table
    const bool first_is_south = std::abs(a.y - b.y) > kSameLine ? a.y < b.y : a.x <= b.x;
    const std::size_t first = first_is_south ? 0 : 1;
    std::vector<std::string> owners(2);
    owners[0] = player_name(names, first);
    owners[1] = player_name(names, 1 - first);
    return owners;
}

}  // namespace app
