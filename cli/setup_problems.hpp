#pragma once
// What every command that takes a setup file in does with it: read it, saying what reading changed, check what it
// says against its game system (core's setup_check.hpp, the same check the app's import and links use), and print
// what is wrong with its JSON path. A setup with problems is never checked further or reported legal.
#include "battleboard/result.hpp"
#include "battleboard/setup/setup_check.hpp"
#include "plugin_folder.hpp"

#include <iosfwd>

namespace cli {

// The setup file at `path` (setup_json.hpp), with a note on stderr for each repeated id reading replaced
// ("PATH: note: setup.objectives[0].id: ..."); or why it is unreadable, for the caller to print before it exits 2.
bb::Result<bb::model::Battlefield> read_setup_file(const std::string& path);

// `system` is the setup's loaded game system, or nothing when it is not installed (the app's limits only).
std::vector<bb::setup::SetupProblem> setup_problems(const bb::model::Battlefield& battlefield,
                                                    const LoadedSystem* system);

// One line per problem, "PREFIXpath: message", and nothing when there is none.
void print_problems(std::ostream& out, const std::string& prefix, const std::vector<bb::setup::SetupProblem>& problems);

}  // namespace cli
