#pragma once
#include "battleboard/system/system_description.hpp"

namespace wh40k7 {
// Buildings by size and other fortifications: what each may buy (slots, prices) and the tables rolled on it.
std::vector<bb::sys::CatalogueEntry> fortifications();
// The six building upgrades, by upgrade id.
std::vector<bb::sys::Ability> building_upgrade_rules();
// How building, obstacle and Battlement & Battlefield upgrades are bought and placed.
std::vector<bb::sys::RulesSection> fortification_rules();
// The roll that may restore a collapsed void shield.
bb::sys::DiceTable void_shield_table();
}  // namespace wh40k7
