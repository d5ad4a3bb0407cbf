// Age of Sigmar 4th edition: matched play from the General's Handbook 2024-25.
#include "battle_state.hpp"
#include "battle_tactics.hpp"
#include "battleboard/link_state.hpp"
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/plugin/operations.hpp"
#include "battleboard/plugin_sdk.hpp"
#include "battlefield.hpp"
#include "battlepack.hpp"
#include "battlepack_operation.hpp"
#include "battleplans.hpp"
#include "catalogue.hpp"
#include "layout_constraints.hpp"
#include "link_layout.hpp"
#include "panels.hpp"
#include "score.hpp"
#include "score_panel.hpp"
#include "season_rules.hpp"
#include "setup_rules.hpp"
#include "sight_rules.hpp"
#include "terrain_abilities.hpp"
#include "terrain_rules.hpp"
#include "terrain_size.hpp"

namespace bb::plugin {

sys::SystemDescription describe_system() {
    sys::SystemDescription description;
    description.editions = ::aos4::rules_editions();
    description.abilities = ::aos4::terrain_abilities();
    description.catalogue = ::aos4::catalogue();
    description.board_sizes = ::aos4::battlefield_sizes();
    description.battleplans = ::aos4::battleplans();
    description.tables = ::aos4::battleplan_tables();
    description.tables.push_back(::aos4::roll_off_table());
    for (auto sections :
         {::aos4::terrain_rules(), ::aos4::battlefield_rules(), ::aos4::battle_tactic_rules(), ::aos4::season_rules()})
        description.rules.insert(description.rules.end(), sections.begin(), sections.end());
    return description;
}

std::span<const Operation> extra_operations() {
    static constexpr Operation operations[] = {
        {kLayoutConstraints, typed<std::string, layout::SetupConstraints, &::aos4::layout_constraints>},
        {kValidate, typed<model::Battlefield, rules::Findings, &::aos4::validate_setup>},
        {kSizeClass, typed<geo::Polygon, SizeClass, &::aos4::size_class>},
        {kBattleplanDetails, &::aos4::battleplan_details_operation},
        {::aos4::kScoreSheet, typed<::aos4::ScoreSheet, ::aos4::ScoreSummary, &::aos4::score>},
        {aos4::kBattlepack, &::aos4::battlepack_operation},
        {kSight, typed<rules::SightQuestion, rules::SightAnswer, &::aos4::answer_sight>},
        {kSightMap, typed<rules::SightMapQuestion, rules::SightMap, &::aos4::answer_sight_map>},
        {kSightMapRows, typed<rules::SightMapRows, rules::SightMap, &rules::answer_rows<&::aos4::answer_sight_map>>},
        {kSummary, typed<model::Battlefield, rules::BattleSummary, &::aos4::summary>},
        {kWriteLinkState, typed<model::PluginState, LinkStateBits, &sdk::write_link_state<::aos4::LinkLayout>>},
        {kReadLinkState, typed<LinkStateSource, LinkStateRead, &sdk::read_link_state<::aos4::LinkLayout>>},
        {panel::kPanels, typed<panel::PanelsRequest, panel::PanelsReply, &::aos4::panels>},
        {panel::kAct, typed<panel::ActionRequest, panel::ActionReply, &::aos4::act>},
    };
    return operations;
}

}  // namespace bb::plugin
