#pragma once
// Another replica's change, carried into a battle of this one's past: an undo step keeps what other tabs did
// since, so taking back one's own change never takes back theirs.
#include "battleboard/model/battlefield.hpp"

namespace bb::sync {

// Applies to `onto` what changed from `before` to `after`, field by field (the same fields operations carry):
// pieces and objectives added or removed, a piece's place, shape, rolls and each attribute, and the battle's
// edition, battleplan, size, territories and plugin state (opaque, so taken whole). What did not change between
// `before` and `after` stays as `onto` has it.
void carry_change(const model::Battlefield& before, const model::Battlefield& after, model::Battlefield& onto);

}  // namespace bb::sync
