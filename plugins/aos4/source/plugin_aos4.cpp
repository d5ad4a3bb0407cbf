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

std::span<const Answer> extra_operations() {
    static constexpr Answer operations[] = {
        answer<kLayoutConstraints, &::aos4::layout_constraints>,
        answer<kValidate, &::aos4::validate_setup>,
        answer<kSizeClass, &::aos4::size_class>,
        answer<kBattleplanDetails, &::aos4::answer_battleplan_details>,
        answer<::aos4::kScoreSheet, &::aos4::score>,
        answer<aos4::kBattlepack, &::aos4::answer_battlepack>,
        answer<kSight, &::aos4::answer_sight>,
        answer<kSightMap, &::aos4::answer_sight_map>,
        answer<kSightMapRows, &rules::answer_rows<&::aos4::answer_sight_map>>,
        answer<kSummary, &::aos4::summary>,
        answer<kWriteLinkState, &sdk::write_link_state<::aos4::LinkLayout>>,
        answer<kReadLinkState, &sdk::read_link_state<::aos4::LinkLayout>>,
        answer<panel::kPanels, &::aos4::panels>,
        answer<panel::kAct, &::aos4::act>,
    };
    return operations;
}

}  // namespace bb::plugin
