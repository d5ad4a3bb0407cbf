#pragma once
// What every command that takes a setup file in does once it has read it: check what it says against its game
// system (core's setup_check.hpp, the same check the app's import and links use), and print what is wrong with its
// JSON path. A setup with problems is never checked further or reported legal.
#include "battleboard/setup/setup_check.hpp"
#include "plugin_folder.hpp"

#include <iosfwd>

namespace cli {

// `system` is the setup's loaded game system, or nothing when it is not installed (the app's limits only).
std::vector<bb::setup::SetupProblem> setup_problems(const bb::model::Battlefield& battlefield,
                                                    const LoadedSystem* system);

// One line per problem, "PREFIXpath: message", and nothing when there is none.
void print_problems(std::ostream& out, const std::string& prefix, const std::vector<bb::setup::SetupProblem>& problems);

}  // namespace cli
