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

std::span<const Operation> extra_operations() {
    static constexpr Operation operations[] = {
        {kLayoutConstraints, typed<std::string, layout::SetupConstraints, &::tow::layout_constraints>},
        {kSight, typed<rules::SightQuestion, rules::SightAnswer, &::tow::answer_sight>},
        {kSightMap, typed<rules::SightMapQuestion, rules::SightMap, &::tow::answer_sight_map>},
        {kSightMapRows, typed<rules::SightMapRows, rules::SightMap, &rules::answer_rows<&::tow::answer_sight_map>>},
        {kValidate, typed<model::Battlefield, rules::Findings, &tow::validate_setup>},
        {kBuilding, typed<BuildingQuery, BuildingReport, &tow::building_report>},
        {kSummary, typed<model::Battlefield, rules::BattleSummary,
                         &sdk::vp::summary_of<buildings::AssaultState, buildings::kStateVersion>>},
        {kWriteLinkState,
         typed<model::PluginState, LinkStateBits, &sdk::write_link_state<buildings::AssaultLinkLayout>>},
        {kReadLinkState, typed<LinkStateSource, LinkStateRead, &sdk::read_link_state<buildings::AssaultLinkLayout>>},
        {panel::kPanels, typed<panel::PanelsRequest, panel::PanelsReply,
                               &buildings::panels<&::tow::building_panel_rules, &::tow::building_report>>},
        {panel::kAct, typed<panel::ActionRequest, panel::ActionReply,
                            &buildings::act<&::tow::building_panel_rules, &::tow::building_report>>},
    };
    return operations;
}

}  // namespace bb::plugin
