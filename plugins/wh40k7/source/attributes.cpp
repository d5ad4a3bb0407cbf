#include "attributes.hpp"

#include "battleboard/sdk/panel_sdk.hpp"
#include "fortification_ops.hpp"

#include <limits>

namespace wh40k7 {

namespace ops = bb::plugin::wh40k7_ops;
namespace sdk = bb::plugin::sdk;

std::vector<std::string> chosen_upgrades(const bb::model::TerrainPiece& fortification) {
    return sdk::split_list(sdk::attribute(fortification, ops::kUpgrades));
}

bool has_battlements(const bb::model::TerrainPiece& fortification, const FortificationKind& kind) {
    if (!kind.building) return false;  // the seed gives battlements to buildings only
    const std::string value = sdk::attribute(fortification, ops::kBattlements);
    return value.empty() ? kind.battlements : value == "yes";
}

std::string building_state(const bb::model::TerrainPiece& building) {
    const std::string state = sdk::attribute(building, ops::kState);
    return state.empty() ? "standing" : state;
}

int armour_lost(const bb::model::TerrainPiece& building) {
    const auto lost = sdk::parse_whole(sdk::attribute(building, ops::kArmourLost));
    return lost && *lost >= 0 && *lost <= std::numeric_limits<int>::max() ? int(*lost) : 0;
}

std::optional<std::uint32_t> bought_for(const bb::model::TerrainPiece& piece) {
    const auto id = sdk::parse_whole(sdk::attribute(piece, ops::kBoughtFor));
    if (!id || *id < 0 || *id > std::numeric_limits<std::uint32_t>::max()) return std::nullopt;
    return std::uint32_t(*id);
}

}  // namespace wh40k7
