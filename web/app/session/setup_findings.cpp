#include "app/session/setup_findings.hpp"

#include "battleboard/setup/setup_check.hpp"

#include <utility>

namespace app {

namespace {

// The shared check's problems (setup_check.hpp, the CLI's `validate`) as breaches ahead of the plugin's findings:
// a plugin takes a piece of a kind it does not know for a plain piece, so its findings alone may call such a setup
// legal.
void add_setup_problems(const bb::model::Battlefield& battlefield, const bb::sys::SystemDescription& system,
                        bb::rules::Findings& findings) {
    for (const auto& problem : bb::setup::check_setup(battlefield, &system)) {
        bb::rules::Finding finding;
        finding.rule_id = std::string(bb::setup::kSetupContentRule);
        finding.message = problem.path + ": " + problem.message + ".";
        findings.items.push_back(std::move(finding));
    }
}

}  // namespace

void SetupFindings::refresh() {
    if (!library_.has_system()) return;
    auto blob = bb::serial::to_blob(battles_.battlefield());
    if (blob == last_checked_ && switches_seen_ == battles_.switches()) return;
    last_checked_ = std::move(blob);
    switches_seen_ = battles_.switches();
    findings_ = {};
    error_.clear();
    add_setup_problems(battles_.battlefield(), library_.system(), findings_);
    auto plugin = library_.client(library_.system().id);
    if (!plugin) return;
    auto findings = plugin->validate(battles_.battlefield());
    if (!findings && bb::plugin::still_answering(findings.error())) {
        last_checked_.clear();  // asked again when the answer has arrived
        return;
    }
    if (findings)
        findings_.items.insert(findings_.items.end(), std::make_move_iterator(findings->items.begin()),
                               std::make_move_iterator(findings->items.end()));
    else
        error_ = findings.error().message;
}

}  // namespace app
