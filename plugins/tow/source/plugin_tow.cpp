// Warhammer: The Old World: buildings, impassable by default and occupiable by agreement.
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
#include "layout_constraints.hpp"
#include "setup_rules.hpp"
#include "sight_rules.hpp"

namespace tow {

// Buildings are impassable unless they are at least 4" across and the players agree to make them occupiable.
const bb::plugin::buildings::BuildingRules& building_panel_rules() {
    static const bb::plugin::buildings::BuildingRules rules{
        {"Building"}, "Agreed: occupiable", "yes", "no", "occupiable-at-least", "", false};
    return rules;
}

}  // namespace tow

namespace bb::plugin {

sys::SystemDescription describe_system() {
    sys::SystemDescription description;
    description.editions = tow::rules_editions();
    description.abilities = tow::building_rules();
    description.catalogue = tow::catalogue();
    description.board_sizes = tow::battlefield_sizes();
    description.tables = tow::dice_tables();
    description.rules = tow::rules_sections(description.abilities);
    return description;
}

std::span<const Answer> extra_operations() {
    static constexpr Answer operations[] = {
        answer<kLayoutConstraints, &::tow::layout_constraints>,
        answer<kSight, &::tow::answer_sight>,
        answer<kSightMap, &::tow::answer_sight_map>,
        answer<kSightMapRows, &rules::answer_rows<&::tow::answer_sight_map>>,
        answer<kValidate, &tow::validate_setup>,
        answer<kBuilding, &tow::building_report>,
        answer<kSummary, &sdk::vp::summary_of<buildings::AssaultState, buildings::kStateVersion>>,
        answer<kWriteLinkState, &sdk::write_link_state<buildings::AssaultLinkLayout>>,
        answer<kReadLinkState, &sdk::read_link_state<buildings::AssaultLinkLayout>>,
        answer<panel::kPanels, &buildings::panels<&::tow::building_panel_rules, &::tow::building_report>>,
        answer<panel::kAct, &buildings::act<&::tow::building_panel_rules, &::tow::building_report>>,
    };
    return operations;
}

}  // namespace bb::plugin
