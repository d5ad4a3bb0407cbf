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

std::span<const Answer> extra_operations() {
    static constexpr Answer operations[] = {
        answer<kLayoutConstraints, &::wh40k7::layout_constraints>,
        answer<kSight, &::wh40k7::answer_sight>,
        answer<kSightMap, &::wh40k7::answer_sight_map>,
        answer<kSightMapRows, &rules::answer_rows<&::wh40k7::answer_sight_map>>,
        answer<kValidate, &wh40k7::validate_setup>,
        answer<wh40k7_ops::kFortificationPoints, &wh40k7::fortification_points>,
        answer<wh40k7_ops::kDamageBuilding, &wh40k7::damage_building>,
        answer<kSummary, &sdk::vp::summary_of<wh40k7::BattleState, wh40k7::kStateVersion>>,
        answer<kWriteLinkState, &sdk::write_link_state<::wh40k7::LinkLayout>>,
        answer<kReadLinkState, &sdk::read_link_state<::wh40k7::LinkLayout>>,
        answer<panel::kPanels, &wh40k7::panels>,
        answer<panel::kAct, &wh40k7::act>,
    };
    return operations;
}

}  // namespace bb::plugin
