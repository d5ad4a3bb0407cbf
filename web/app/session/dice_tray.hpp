#pragma once
// The dice tray's state between frames: the pool being set up and the last roll, which "Again" repeats.
#include "battleboard/dice/dice_pool.hpp"

#include <optional>

namespace app {

struct DiceTray {
    bb::dice::PoolRequest pool{bb::dice::DieKind::D6, 10, {4, bb::dice::Reroll::None}, std::nullopt};
    // The second step as last set, kept while it is switched off so switching it back on restores it.
    bb::dice::Step second{4, bb::dice::Reroll::None};
    std::optional<bb::dice::PoolRoll> last;
};

}  // namespace app
