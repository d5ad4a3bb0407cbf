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

bb::Result<SaveRoll> answer_save(const SaveQuestion& q) {
    if (q.save < 2 || q.save > 6)
        return bb::make_error("A Save characteristic runs from 2+ to 6+; got " + std::to_string(q.save) + ".");
    if (q.invulnerable != 0 && (q.invulnerable < 2 || q.invulnerable > 6))
        return bb::make_error("An invulnerable save runs from 2+ to 6+ (0 for none); got " +
                              std::to_string(q.invulnerable) + ".");
    return cover_save(q.save, q.ap, q.invulnerable, q.has_cover);
}

}  // namespace wh40k10
