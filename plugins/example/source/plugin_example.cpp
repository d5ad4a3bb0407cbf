// Example Skirmish: the smallest complete game system, written to be copied (see docs/plugins.md). One terrain
// piece, one dice table (tables.cpp), its setup rule, its panels (panels.cpp), and the SDK's victory points:
// their panel, the battle's summary and their part of a share link.
#include "battleboard/plugin/link_state_operations.hpp"
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/plugin/operations.hpp"
#include "battleboard/plugin/panel_protocol.hpp"
#include "battleboard/rules/placement_checks.hpp"
#include "battleboard/sdk/link_state.hpp"
#include "battleboard/sdk/plugin_sdk.hpp"
#include "battleboard/sdk/victory_points.hpp"
#include "panels.hpp"
#include "tables.hpp"

namespace example {

bb::Result<bb::rules::Findings> validate(const bb::model::Battlefield& battlefield) {
    bb::rules::Findings findings;
    bb::rules::check_pieces_on_board(battlefield, findings);
    return findings;
}

}  // namespace example

namespace bb::plugin {

sys::SystemDescription describe_system() {
    sys::SystemDescription description;
    description.editions = {{"first", "Example Skirmish rules (first printing)", "docs/plugins.md"}};
    description.abilities = {{"cover", "Cover", "A fighter behind a crate counts as in cover.", {}}};
    description.catalogue = {{.id = "supply-crate",
                              .name = "Supply crate",
                              .category = "Obstacle",
                              .abilities = {"cover"},
                              .text = "A stack of crates fighters hide behind and scavenge.",
                              .footprint = geo::rectangle(3, 2),
                              .height = 2,
                              .tables = {"scavenge"},
                              .properties = {{"cover-save", "Cover save", 5, "+"}}}};
    description.board_sizes = {{"Skirmish mat", 30, 22, 0, 4}};
    description.tables = {example::scavenge_table()};
    return description;
}

std::span<const Answer> extra_operations() {
    static constexpr Answer operations[] = {
        answer<kValidate, &example::validate>,
        answer<panel::kPanels, &example::panels>,
        answer<panel::kAct, &example::act>,
        answer<kSummary, &sdk::vp::summary_of<example::BattleState, example::kStateVersion>>,
        answer<kWriteLinkState, &sdk::write_link_state<example::LinkLayout>>,
        answer<kReadLinkState, &sdk::read_link_state<example::LinkLayout>>,
    };
    return operations;
}

}  // namespace bb::plugin
