#pragma once
#include "app/session/battlefields.hpp"
#include "app/session/selection.hpp"
#include "app/session/setup_findings.hpp"

namespace app {

// The setup rules, checked live: legal, or each breach with its measured distance. Tapping a breach
// selects the piece involved.
void draw_findings_section(const SetupFindings& check, Battlefields& battles, Selection& selection);

}  // namespace app
