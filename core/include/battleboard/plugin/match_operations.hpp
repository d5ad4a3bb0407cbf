#pragma once
// Operations a plugin answers when its battleplans are played on the table: the size class of a footprint, each
// battleplan's scoring and objectives round by round, and summing up the battle. Shared by host and plugins;
// a plugin without them answers BB_STATUS_UNKNOWN_OPERATION.
#include "battleboard/geometry/shapes.hpp"
#include "battleboard/model/battlefield.hpp"
#include "battleboard/plugin/operation.hpp"
#include "battleboard/rules/battle_summary.hpp"
#include "battleboard/system/battleplan_details.hpp"

#include <string>

namespace bb::plugin {

// The system's size classes are ranked from 1 (smallest); rank 0 never occurs in a reply.
struct SizeClass {
    std::uint32_t rank = 0;
    std::string name;  // e.g. "small"

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(rank, name);
    }
};

struct BattleplanDetailsList {
    std::vector<sys::BattleplanDetails> battleplans;

    const sys::BattleplanDetails* find(const std::string& battleplan_id) const {
        for (const auto& b : battleplans)
            if (b.battleplan_id == battleplan_id) return &b;
        return nullptr;
    }

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(battleplans);
    }
};

// The size class of a footprint in inches.
inline constexpr Operation<geo::Polygon, SizeClass> kSizeClass{"size-class"};
// The request is ignored (send an empty string); the reply has one entry per battleplan of `describe`.
inline constexpr Operation<std::string, BattleplanDetailsList> kBattleplanDetails{"battleplan-details"};
// The battlefield's plugin state holds what the plugin keeps of the battle. A plugin that keeps a score answers
// it; without it the battle has no score to show.
inline constexpr Operation<model::Battlefield, rules::BattleSummary> kSummary{"summary"};

}  // namespace bb::plugin

CEREAL_CLASS_VERSION(bb::plugin::SizeClass, 1);
CEREAL_CLASS_VERSION(bb::plugin::BattleplanDetailsList, 1);
