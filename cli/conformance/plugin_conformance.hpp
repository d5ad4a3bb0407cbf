#pragma once
// The checks `battleboard plugin check` runs on an author's plugin file before players get it: what the app
// checks when it loads one (API version, a description that decodes, ids unique, every listed operation
// answered with a reply that decodes) and, against the plugin's previous version, what share links rely on.
#include "battleboard/plugin/plugin_module.hpp"
#include "battleboard/result.hpp"
#include "battleboard/system/system_description.hpp"

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace cli::conformance {

struct Report {
    std::vector<std::string> passed;    // one line per check that held
    std::vector<std::string> problems;  // one line per check that failed, naming what is wrong
    std::vector<std::string> notes;     // what was not checked, and why
};

struct CheckedPlugin {
    std::unique_ptr<bb::plugin::PluginModule> module;
    bb::sys::SystemDescription description;
};

// Opens the file and reads its description; a file that is no plugin, speaks another API version or does not
// describe itself is refused with the reason.
bb::Result<CheckedPlugin> open_plugin(const std::filesystem::path& file, Report& report);

// Every id of each kind (editions, abilities, catalogue, battleplans, tables, rules sections, operations, link
// numbers) once within each rules edition.
void check_ids_unique(const bb::sys::SystemDescription& system, Report& report);

// Every operation the description lists, sent a minimal valid request (conformance/operation_probes.hpp).
void check_operations(bb::plugin::PluginModule& module, const bb::sys::SystemDescription& system, Report& report);

// Against the previous version: each link-number list only appended to; each catalogue entry kept, with the same
// default footprint, height and levels.
void check_against_previous(const bb::sys::SystemDescription& now, const bb::sys::SystemDescription& before,
                            Report& report);

}  // namespace cli::conformance
