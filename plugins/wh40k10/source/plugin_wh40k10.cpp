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

std::span<const Answer> extra_operations() {
    static constexpr Answer operations[] = {
        answer<kLayoutConstraints, &wh40k10::layout_constraints>,
        answer<kValidate, &wh40k10::validate_setup>,
        answer<kSight, &wh40k10::answer_sight>,
        answer<kSightMap, &wh40k10::answer_sight_map>,
        answer<kSightMapRows, &rules::answer_rows<&wh40k10::answer_sight_map>>,
        answer<kSummary, &sdk::vp::summary_of<wh40k10::SaveState, wh40k10::kStateVersion>>,
        answer<kWriteLinkState, &sdk::write_link_state<::wh40k10::LinkLayout>>,
        answer<kReadLinkState, &sdk::read_link_state<::wh40k10::LinkLayout>>,
        answer<panel::kPanels, &wh40k10::panels>,
        answer<panel::kAct, &wh40k10::act>,
    };
    return operations;
}

}  // namespace bb::plugin
