// Warhammer: The Old World: buildings, impassable by default and occupiable by agreement.
#include "battleboard/plugin/building_operations.hpp"
#include "battleboard/plugin/operations.hpp"
#include "battleboard/plugin_sdk.hpp"
#include "battlefield.hpp"
#include "building_report.hpp"
#include "building_rules.hpp"
#include "catalogue.hpp"
#include "layout_constraints.hpp"
#include "setup_rules.hpp"
#include "sight_rules.hpp"

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
        {kValidate, typed<model::Battlefield, rules::Findings, &tow::validate_setup>},
        {kBuilding, typed<BuildingQuery, BuildingReport, &tow::building_report>},
    };
    return operations;
}

}  // namespace bb::plugin
