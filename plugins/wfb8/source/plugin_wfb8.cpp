// Warhammer Fantasy Battle 8th edition: the Battlefield Terrain chapter (terrain categories, their named
// examples with dice tables, and buildings with garrisons and assaults).
#include "battleboard/link_state.hpp"
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/plugin/operations.hpp"
#include "battleboard/plugin/panel_protocol.hpp"
#include "battleboard/plugin_sdk.hpp"
#include "battleboard/victory_points.hpp"
#include "battlefield.hpp"
#include "building_report.hpp"
#include "building_rules.hpp"
#include "buildings/building_operations.hpp"
#include "buildings/building_panel.hpp"
#include "catalogue.hpp"
#include "categories.hpp"
#include "layout_constraints.hpp"
#include "rules_sections.hpp"
#include "setup_rules.hpp"
#include "sight_rules.hpp"
#include "terrain_rules.hpp"

namespace wfb8 {

// Buildings and arcane architecture may be garrisoned unless the players agree to treat them as impassable terrain.
const bb::plugin::buildings::BuildingRules& building_panel_rules() {
    static const bb::plugin::buildings::BuildingRules rules{
        {"Building", "Arcane Architecture"}, "Agreed: impassable terrain", "no", "yes", "", "shooters-per-floor", true};
    return rules;
}

}  // namespace wfb8

namespace bb::plugin {

sys::SystemDescription describe_system() {
    sys::SystemDescription description;
    description.editions = wfb8::rules_editions();
    description.abilities = wfb8::terrain_rules();
    const auto buildings = wfb8::building_rules();
    description.abilities.insert(description.abilities.end(), buildings.begin(), buildings.end());
    description.catalogue = wfb8::catalogue();
    description.board_sizes = wfb8::battlefield_sizes();
    description.tables = wfb8::dice_tables();
    description.rules = wfb8::rules_sections(description.abilities, wfb8::categories());
    description.model_standing = wfb8::model_standing();
    return description;
}

std::span<const Answer> extra_operations() {
    static constexpr Answer operations[] = {
        answer<kLayoutConstraints, &wfb8::layout_constraints>,
        answer<kValidate, &wfb8::validate_setup>,
        answer<kBuilding, &wfb8::building_report>,
        answer<kSight, &wfb8::answer_sight>,
        answer<kSightMap, &wfb8::answer_sight_map>,
        answer<kSightMapRows, &rules::answer_rows<&wfb8::answer_sight_map>>,
        answer<kSummary, &sdk::vp::summary_of<buildings::AssaultState, buildings::kStateVersion>>,
        answer<kWriteLinkState, &sdk::write_link_state<buildings::AssaultLinkLayout>>,
        answer<kReadLinkState, &sdk::read_link_state<buildings::AssaultLinkLayout>>,
        answer<panel::kPanels, &buildings::panels<&::wfb8::building_panel_rules, &::wfb8::building_report>>,
        answer<panel::kAct, &buildings::act<&::wfb8::building_panel_rules, &::wfb8::building_report>>,
    };
    return operations;
}

}  // namespace bb::plugin
