// Warhammer 40,000 7th edition: battlefield debris, fortifications with their upgrades, and building damage.
#include "battleboard/link_state.hpp"
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/plugin/operations.hpp"
#include "battleboard/plugin/panel_protocol.hpp"
#include "battleboard/plugin_sdk.hpp"
#include "battlefield.hpp"
#include "battlefield_debris.hpp"
#include "building_damage.hpp"
#include "buildings.hpp"
#include "fortification_points.hpp"
#include "layout_constraints.hpp"
#include "panels.hpp"
#include "setup_rules.hpp"
#include "sight_rules.hpp"

namespace bb::plugin {

namespace {
template <class T>
void append(std::vector<T>& to, std::vector<T> from) {
    to.insert(to.end(), std::make_move_iterator(from.begin()), std::make_move_iterator(from.end()));
}
}  // namespace

sys::SystemDescription describe_system() {
    sys::SystemDescription description;
    description.editions = wh40k7::rules_editions();
    description.board_sizes = wh40k7::battlefield_sizes();
    description.catalogue = wh40k7::battlefield_debris();
    append(description.catalogue, wh40k7::fortifications());
    description.abilities = wh40k7::debris_abilities();
    append(description.abilities, wh40k7::building_upgrade_rules());
    description.tables = wh40k7::building_damage_tables();
    append(description.tables, wh40k7::debris_tables());
    description.tables.push_back(wh40k7::void_shield_table());
    description.rules = wh40k7::fortification_rules();
    append(description.rules, wh40k7::damage_rules());
    return description;
}

std::span<const Operation> extra_operations() {
    static constexpr Operation operations[] = {
        {kLayoutConstraints, typed<std::string, layout::SetupConstraints, &::wh40k7::layout_constraints>},
        {kSight, typed<rules::SightQuestion, rules::SightAnswer, &::wh40k7::answer_sight>},
        {kSightMap, typed<rules::SightMapQuestion, rules::SightMap, &::wh40k7::answer_sight_map>},
        {kSightMapRows, typed<rules::SightMapRows, rules::SightMap, &rules::answer_rows<&::wh40k7::answer_sight_map>>},
        {kValidate, typed<model::Battlefield, rules::Findings, &wh40k7::validate_setup>},
        {wh40k7_ops::kFortificationPoints,
         typed<wh40k7_ops::FortificationQuestion, wh40k7_ops::FortificationPoints, &wh40k7::fortification_points>},
        {wh40k7_ops::kDamageBuilding,
         typed<wh40k7_ops::BuildingDamage, wh40k7_ops::DamageOutcome, &wh40k7::damage_building>},
        {kSummary, typed<model::Battlefield, rules::BattleSummary,
                         &sdk::vp::summary_of<wh40k7::BattleState, wh40k7::kStateVersion>>},
        {kWriteLinkState, typed<model::PluginState, LinkStateBits, &sdk::write_link_state<::wh40k7::LinkLayout>>},
        {kReadLinkState, typed<LinkStateSource, LinkStateRead, &sdk::read_link_state<::wh40k7::LinkLayout>>},
        {panel::kPanels, typed<panel::PanelsRequest, panel::PanelsReply, &wh40k7::panels>},
        {panel::kAct, typed<panel::ActionRequest, panel::ActionReply, &wh40k7::act>},
    };
    return operations;
}

}  // namespace bb::plugin
