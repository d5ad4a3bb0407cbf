#include "conformance/operation_probes.hpp"

#include "battleboard/plugin/link_state_operations.hpp"
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/plugin/operations.hpp"
#include "battleboard/plugin/panel_protocol.hpp"

#include <array>

namespace cli::conformance {

namespace {

using bb::sys::SystemDescription;

bb::model::Battlefield default_battlefield(const SystemDescription& system) {
    bb::model::Battlefield battlefield;
    battlefield.system_id = system.id;
    if (!system.editions.empty()) battlefield.rules_edition = system.editions.front().id;
    if (!system.board_sizes.empty()) {
        battlefield.width = system.board_sizes.front().width;
        battlefield.depth = system.board_sizes.front().depth;
    }
    return battlefield;
}

bb::rules::ModelSpot model_at(const bb::model::Battlefield& battlefield, double across) {
    bb::rules::ModelSpot spot;
    spot.position = {battlefield.width * across, battlefield.depth / 2};
    return spot;
}

bb::rules::SightQuestion sight_question(const SystemDescription& system) {
    const auto battlefield = default_battlefield(system);
    return {battlefield, model_at(battlefield, 0.25), model_at(battlefield, 0.75)};
}

bb::rules::SightMapQuestion sight_map_question(const SystemDescription& system) {
    const auto battlefield = default_battlefield(system);
    bb::rules::SightMapQuestion question;
    question.battlefield = battlefield;
    question.fixed = model_at(battlefield, 0.25);
    question.mover = model_at(battlefield, 0.75);
    question.spacing = 2;  // a coarse map: the check is of the reply, not the rules
    return question;
}

bb::plugin::panel::PanelsRequest panels_request(const SystemDescription& system) {
    bb::plugin::panel::PanelsRequest request;
    request.battlefield = default_battlefield(system);
    request.edition = request.battlefield.rules_edition;
    return request;
}

std::string default_edition(const SystemDescription& system) {
    return system.editions.empty() ? std::string() : system.editions.front().id;
}

// The probe of one typed operation: `make` builds its request, the reply is decoded as the operation's Reply.
template <const auto& operation, auto make>
constexpr OperationProbe probe(bool may_refuse = false) {
    using Op = std::remove_cvref_t<decltype(operation)>;
    return {operation.name, [](const SystemDescription& system) { return bb::serial::to_blob(make(system)); },
            [](std::span<const std::uint8_t> reply) -> std::optional<std::string> {
                auto decoded = bb::serial::from_blob<typename Op::Reply>(reply, "The reply");
                if (!decoded) return decoded.error().message;
                return std::nullopt;
            },
            may_refuse};
}

bb::plugin::NoRequest no_request(const SystemDescription&) { return {}; }
bb::geo::Polygon square(const SystemDescription&) { return bb::geo::rectangle(6, 6); }
bb::plugin::panel::ActionRequest action_request(const SystemDescription& system) {
    return {panels_request(system), {}};
}
bb::model::PluginState empty_state(const SystemDescription&) { return {}; }
bb::plugin::LinkStateSource empty_link(const SystemDescription&) { return {}; }

const std::array kProbes = {
    probe<bb::plugin::kDescribe, no_request>(),
    probe<bb::plugin::kValidate, default_battlefield>(),
    probe<bb::plugin::kSight, sight_question>(),
    probe<bb::plugin::kLayoutConstraints, default_edition>(),
    probe<bb::plugin::kSightMap, sight_map_question>(),
    probe<bb::plugin::kSightMapRows,
          [](const SystemDescription& system) {
              return bb::rules::SightMapRows{sight_map_question(system), 0, 2};
          }>(),
    probe<bb::plugin::kSizeClass, square>(),
    probe<bb::plugin::kBattleplanDetails, default_edition>(),
    probe<bb::plugin::kSummary, default_battlefield>(),
    probe<bb::plugin::panel::kPanels, panels_request>(),
    // An empty action names no control the plugin offered; a clear refusal is the right answer.
    probe<bb::plugin::panel::kAct, action_request>(true),
    // A state with no layout may be declined ("write it your own way"), an empty link refused.
    probe<bb::plugin::kWriteLinkState, empty_state>(true),
    probe<bb::plugin::kReadLinkState, empty_link>(true),
};

}  // namespace

const OperationProbe* find_probe(std::string_view operation) {
    for (const auto& probe : kProbes)
        if (probe.operation == operation) return &probe;
    return nullptr;
}

}  // namespace cli::conformance
