#pragma once
#include "battleboard/layout/setup_constraints.hpp"
#include "battleboard/result.hpp"

#include <string>

namespace aos4 {
// The battlepack's terrain set-up as data for the layout generator: the same distances and mix validate_setup
// checks, and faction terrain left to the armies.
bb::Result<bb::layout::SetupConstraints> layout_constraints(const std::string& edition);
}  // namespace aos4
