// Warhammer 40,000 10th edition: the Core Rules' terrain features, the Benefit of Cover and deployment maps.
#include "battleboard/link_state.hpp"
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/plugin/operations.hpp"
#include "battleboard/plugin/panel_protocol.hpp"
#include "battleboard/plugin_sdk.hpp"
#include "battleboard/victory_points.hpp"
#include "battlefield.hpp"
#include "deployment_maps.hpp"
#include "layout_constraints.hpp"
#include "save_panel.hpp"
#include "setup_rules.hpp"
#include "sight_rules.hpp"
#include "terrain_features.hpp"
#include "terrain_rules.hpp"

namespace bb::plugin {

sys::SystemDescription describe_system() {
    sys::SystemDescription description;
    description.editions = wh40k10::rules_editions();
    description.abilities = wh40k10::terrain_rules();
    description.catalogue = wh40k10::terrain_features();
    description.board_sizes = wh40k10::battlefield_sizes();
    description.battleplans = wh40k10::deployment_maps();
    description.battleplan_term = "Deployment map";
    description.rules = wh40k10::general_rules();
    description.model_standing = wh40k10::model_standing();
    return description;
}

std::span<const Operation> extra_operations() {
    static constexpr Operation operations[] = {
        {kLayoutConstraints, typed<std::string, layout::SetupConstraints, &wh40k10::layout_constraints>},
        {kValidate, typed<model::Battlefield, rules::Findings, &wh40k10::validate_setup>},
        {kSight, typed<rules::SightQuestion, rules::SightAnswer, &wh40k10::answer_sight>},
        {kSightMap, typed<rules::SightMapQuestion, rules::SightMap, &wh40k10::answer_sight_map>},
        {kSightMapRows, typed<rules::SightMapRows, rules::SightMap, &rules::answer_rows<&wh40k10::answer_sight_map>>},
        {kSummary, typed<model::Battlefield, rules::BattleSummary,
                         &sdk::vp::summary_of<wh40k10::SaveState, wh40k10::kStateVersion>>},
        {kWriteLinkState, typed<model::PluginState, LinkStateBits, &sdk::write_link_state<::wh40k10::LinkLayout>>},
        {kReadLinkState, typed<LinkStateSource, LinkStateRead, &sdk::read_link_state<::wh40k10::LinkLayout>>},
        {panel::kPanels, typed<panel::PanelsRequest, panel::PanelsReply, &wh40k10::panels>},
        {panel::kAct, typed<panel::ActionRequest, panel::ActionReply, &wh40k10::act>},
    };
    return operations;
}

}  // namespace bb::plugin
