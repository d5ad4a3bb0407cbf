#pragma once
// The battlepack's rules in plain words for the chosen rules edition: terrain and setup, battle tactics, the
// season rules (double turn, seizing the initiative, the underdog) and Honour Guard, to read at the table.
#include "app/session.hpp"

namespace app::aos4 {

void draw_rules_reader(Session& session);

}  // namespace app::aos4
