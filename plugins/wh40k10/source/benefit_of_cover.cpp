#include "benefit_of_cover.hpp"

#include <algorithm>
#include <cstdlib>

namespace wh40k10 {

namespace {
constexpr int kNoSave = 7;
}

SaveRoll cover_save(int save, int ap, int invulnerable, bool has_cover) {
    SaveRoll roll;
    // AP only ever worsens a save; datasheets print it as 0, -1, -2..., so its size is what counts.
    int armour = save + std::abs(ap);
    roll.cover_applied = has_cover && !(save <= 3 && ap == 0);
    if (roll.cover_applied) armour -= 1;
    roll.needed = std::min(armour, kNoSave);
    if (invulnerable > 0 && invulnerable < roll.needed) {
        roll.needed = invulnerable;
        roll.invulnerable_used = true;
    }
    return roll;
}

}  // namespace wh40k10
