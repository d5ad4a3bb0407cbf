#pragma once
// The battlepack's rules in plain words for the chosen rules edition: terrain and setup, battle tactics, the
// season rules (double turn, seizing the initiative, the underdog) and Honour Guard, to read at the table. Each
// rule folds under its title; the edition is in the heading, so players can tell whose wording they read.
#include "battleboard/plugin/panel_protocol.hpp"

#include <string>

namespace aos4 {

bb::plugin::panel::Panel rules_reader_panel(const std::string& edition, const bb::sys::SystemDescription& system);

}  // namespace aos4
