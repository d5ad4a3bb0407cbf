#pragma once
#include "battleboard/result.hpp"

#include <cstdint>

namespace wh40k10 {

struct SaveRoll {
    std::int32_t needed = 7;         // the lowest D6 result that saves; 7 means no save is possible
    bool cover_applied = false;      // the Benefit of Cover improved the armour save
    bool invulnerable_used = false;  // the invulnerable save is the better one
};

// The saving throw against one ranged attack: the armour save worsened by AP, improved by 1 with the Benefit of
// Cover (never for a Save of 3+ or better against AP 0, never more than once), or the invulnerable save if that
// is better; cover never improves an invulnerable save. `save` and `invulnerable` run 2 to 6 (0: no
// invulnerable save), `ap` as printed: 0, -1, -2 ...
SaveRoll cover_save(int save, int ap, int invulnerable, bool has_cover);

}  // namespace wh40k10
