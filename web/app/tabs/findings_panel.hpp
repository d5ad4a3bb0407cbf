#pragma once
#include "app/session/session.hpp"

namespace app {

// The setup rules, checked live: legal, or each breach with its measured distance. Tapping a breach
// selects the piece involved.
void draw_findings_panel(Session& session);

}  // namespace app
