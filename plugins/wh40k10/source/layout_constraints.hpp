#pragma once
#include "battleboard/layout/setup_constraints.hpp"
#include "battleboard/result.hpp"

#include <string>

namespace wh40k10 {
// The core rules set no distances between terrain features; a HILL may hold other features standing wholly on it.
// The usual table (a dozen features, most of them RUINS) is common practice, not a rule.
bb::Result<bb::layout::SetupConstraints> layout_constraints(const std::string& edition);
}  // namespace wh40k10
