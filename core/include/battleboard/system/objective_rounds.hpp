#pragma once
// Where a battleplan's objectives stand in each battle round, for battleplans whose objectives appear, move,
// change role or may be removed as the battle goes on. Positions are on the battleplan's own width x depth.
#include "battleboard/geometry/vec2.hpp"

#include <cereal/cereal.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <string>
#include <vector>

namespace bb::sys {

enum class ObjectiveRole : std::uint8_t {
    InPlay = 0,        // an objective on the battlefield this round
    Candidate = 1,     // a possible location: a roll on the round's table (or a choice) puts one objective of
                       // its group here; the others stay empty
    MayBePrimary = 2,  // in play; one of its group becomes the primary objective this round
    MayBeRemoved = 3,  // in play; a player may remove it from play this round
};

struct ObjectiveSlot {
    std::string label;  // as on the battleplan map, e.g. "Border 7"
    geo::Vec2 position;
    ObjectiveRole role = ObjectiveRole::InPlay;
    std::string group;  // slots one roll or choice picks among; empty when the slot stands alone

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(label, position, role, group);
    }
};

struct ObjectiveRound {
    std::uint32_t round = 1;
    std::string change;    // what happens to the objectives this round, in plain words; empty when nothing does
    std::string table_id;  // the dice table rolled this round to place an objective or pick the primary
    std::vector<ObjectiveSlot> objectives;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(round, change, table_id, objectives);
    }
};

}  // namespace bb::sys

CEREAL_CLASS_VERSION(bb::sys::ObjectiveSlot, 1);
CEREAL_CLASS_VERSION(bb::sys::ObjectiveRound, 1);
