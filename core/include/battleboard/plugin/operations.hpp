#pragma once
// The operations every game system may answer, shared by host and plugins. A plugin that lacks an operation
// answers BB_STATUS_UNKNOWN_OPERATION.
#include "battleboard/layout/setup_constraints.hpp"
#include "battleboard/model/battlefield.hpp"
#include "battleboard/plugin/operation.hpp"
#include "battleboard/rules/findings.hpp"
#include "battleboard/rules/sight.hpp"
#include "battleboard/rules/sight_map.hpp"
#include "battleboard/system/system_description.hpp"

#include <string>

namespace bb::plugin {

// The request is empty: the system's description. Every plugin answers it (the SDK does).
struct NoRequest {
    template <class Archive>
    void serialize(Archive& /*ar*/, std::uint32_t /*version*/) {}
};
inline constexpr Operation<NoRequest, sys::SystemDescription> kDescribe{"describe"};

// The system's setup rules, checked against a battlefield.
inline constexpr Operation<model::Battlefield, rules::Findings> kValidate{"validate"};

// Can the observer see the target, is it in cover, and why. Optional: the host says so when a system does not
// answer it.
inline constexpr Operation<rules::SightQuestion, rules::SightAnswer> kSight{"sight"};

// The request is the rules edition id; the reply the terrain set-up rules as data (gaps, size mix per board,
// what never goes on a neutral table, what may hold other pieces).
inline constexpr Operation<std::string, layout::SetupConstraints> kLayoutConstraints{"layout-constraints"};
// Every spot of the table classified from one observer, or the spots that see one target. Optional, like "sight".
inline constexpr Operation<rules::SightMapQuestion, rules::SightMap> kSightMap{"sight-map"};
// The sight map of some rows alone. Optional: without it the app asks "sight-map" for the whole map at once.
inline constexpr Operation<rules::SightMapRows, rules::SightMap> kSightMapRows{"sight-map-rows"};

}  // namespace bb::plugin

CEREAL_CLASS_VERSION(bb::plugin::NoRequest, 1);
