#pragma once
#include "battleboard/layout/setup_constraints.hpp"
#include "battleboard/result.hpp"

#include <string>

namespace tow {
// The rules set no distances or mix for terrain: the generator keeps only its own spacing.
bb::Result<bb::layout::SetupConstraints> layout_constraints(const std::string& edition);
}  // namespace tow
