// Age of Sigmar 4th edition: matched play from the General's Handbook 2024-25.
#include "battlefield.hpp"
#include "battleboard/plugin/operations.hpp"
#include "battleboard/plugin_sdk.hpp"
#include "setup_rules.hpp"
#include "terrain_abilities.hpp"
#include "terrain_types.hpp"

namespace bb::plugin {

sys::SystemDescription describe_system() {
    sys::SystemDescription description;
    description.editions = aos4::rules_editions();
    description.abilities = aos4::terrain_abilities();
    description.catalogue = aos4::terrain_types();
    description.board_sizes = aos4::battlefield_sizes();
    return description;
}

std::span<const Operation> extra_operations() {
    static constexpr Operation operations[] = {
        {kValidate, typed<model::Battlefield, rules::Findings, &aos4::validate_setup>},
    };
    return operations;
}

} // namespace bb::plugin
