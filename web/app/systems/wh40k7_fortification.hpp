#pragma once
// What the wh40k7 panels share: reading the fortification attributes the plugin defines
// (battleboard/plugin/wh40k7_operations.hpp), and the panels for each part of a fortification.
#include "app/session.hpp"
#include "battleboard/plugin/wh40k7_operations.hpp"

#include <optional>
#include <string>
#include <vector>

namespace app::wh40k7 {

namespace ops = bb::plugin::wh40k7_ops;
using bb::model::TerrainPiece;

// Obstacles and the Battlement & Battlefield upgrade stand wholly within this of their fortification. The
// plugin checks it; the board only draws it.
inline constexpr double kUpgradeRange = 6;

std::string attribute(const TerrainPiece& piece, const char* key);
const bb::sys::CatalogueEntry* entry_of(const Session& session, const TerrainPiece& piece);
// Catalogue entries a fortification is made from carry its building upgrade slots.
bool is_fortification(const bb::sys::CatalogueEntry& entry);
// Buildings have battlements unless their "battlements" attribute says otherwise; other fortifications do not.
bool has_battlements(const Session& session, const TerrainPiece& fortification);
std::optional<std::uint32_t> bought_for(const TerrainPiece& piece);
void set_bought_for(TerrainPiece& piece, std::uint32_t fortification_id);
// The "upgrades" list, in order, repeats kept.
std::vector<std::string> upgrade_ids(const TerrainPiece& fortification);
// After Detonation!, what the wreckage may be replaced with; empty once it has been.
std::vector<std::string> replacement_ids(const TerrainPiece& building);
void set_upgrade_ids(TerrainPiece& fortification, const std::vector<std::string>& ids);
std::vector<TerrainPiece*> bought_pieces(bb::model::Battlefield& battlefield, std::uint32_t fortification_id);

// Upgrades, battlements, obstacles and the bill of a fortification (wh40k7_fortification_panel.cpp). Returns
// whether pieces were added or removed, which leaves `fortification` dangling.
bool fortification_panel(Session& session, TerrainPiece& fortification, const bb::sys::CatalogueEntry& entry);
// Buying obstacle sections and the Battlement & Battlefield upgrade (wh40k7_purchases.cpp). Both may add or
// remove pieces, so `fortification` must not be used after they return true.
bool obstacle_buttons(Session& session, const TerrainPiece& fortification, std::uint32_t sections);
bool battlement_picker(Session& session, const TerrainPiece& fortification);
// A gun emplacement's weapon, which sets its price.
void weapon_picker(Session& session, TerrainPiece& emplacement);
// Rolls on the Building Damage tables and keeps what the plugin makes of them (wh40k7_damage_panel.cpp).
// Returns whether the building was replaced by what Detonation! leaves.
bool damage_panel(Session& session, TerrainPiece& building, const bb::sys::CatalogueEntry& entry);

}  // namespace app::wh40k7
