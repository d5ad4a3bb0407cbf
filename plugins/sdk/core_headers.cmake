# The core headers a plugin may include, installed with the SDK beside its own (battleboard/sdk/): the headers
# the five plugins and the example include from the core, and everything those and the SDK's headers include in
# turn. The one list of what the host promises plugins; tests/sdk/sdk_package_test.py fails if a plugin includes
# a core header not listed here, or if a listed header needs one that is not.
set(BB_SDK_CORE_HEADERS
    battleboard/geometry/queries.hpp
    battleboard/geometry/shapes.hpp
    battleboard/geometry/vec2.hpp
    battleboard/layout/free_spot.hpp
    battleboard/layout/generate_layout.hpp
    battleboard/layout/piece_from_entry.hpp
    battleboard/layout/setup_constraints.hpp
    battleboard/layout/terrain_box.hpp
    battleboard/link/bit_stream.hpp
    battleboard/link/text_code.hpp
    battleboard/model/battlefield.hpp
    battleboard/model/objective.hpp
    battleboard/model/plugin_state.hpp
    battleboard/model/terrain_piece.hpp
    battleboard/plugin/abi.h
    battleboard/plugin/link_state_operations.hpp
    battleboard/plugin/match_operations.hpp
    battleboard/plugin/operation.hpp
    battleboard/plugin/operations.hpp
    battleboard/plugin/panel_protocol.hpp
    battleboard/result.hpp
    battleboard/rules/battle_summary.hpp
    battleboard/rules/findings.hpp
    battleboard/rules/placement_checks.hpp
    battleboard/rules/sight.hpp
    battleboard/rules/sight_map.hpp
    battleboard/serial/blob.hpp
    battleboard/serial/byte_archive.hpp
    battleboard/system/battleplan_details.hpp
    battleboard/system/dice_table.hpp
    battleboard/system/link_numbers.hpp
    battleboard/system/model_standing.hpp
    battleboard/system/objective_rounds.hpp
    battleboard/system/scoring.hpp
    battleboard/system/source_ref.hpp
    battleboard/system/system_description.hpp
)
