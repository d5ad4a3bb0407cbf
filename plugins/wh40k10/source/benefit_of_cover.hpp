#pragma once
#include "battleboard/plugin/wh40k10_operations.hpp"
#include "battleboard/result.hpp"

namespace wh40k10 {

using bb::plugin::wh40k10_ops::SaveQuestion;
using bb::plugin::wh40k10_ops::SaveRoll;

// The saving throw against one ranged attack: the armour save worsened by AP, improved by 1 with the Benefit of
// Cover (never for a Save of 3+ or better against AP 0, never more than once), or the invulnerable save if that
// is better; cover never improves an invulnerable save.
SaveRoll cover_save(int save, int ap, int invulnerable, bool has_cover);

// The "wh40k10/save" operation.
bb::Result<SaveRoll> answer_save(const SaveQuestion& question);

}  // namespace wh40k10
