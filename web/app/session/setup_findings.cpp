#include "app/session/setup_findings.hpp"

#include <utility>

namespace app {

void SetupFindings::refresh() {
    if (!library_.has_system()) return;
    auto blob = bb::serial::to_blob(battles_.battlefield());
    if (blob == last_checked_ && switches_seen_ == battles_.switches()) return;
    last_checked_ = std::move(blob);
    switches_seen_ = battles_.switches();
    findings_ = {};
    error_.clear();
    auto plugin = library_.client(library_.system().id);
    if (!plugin) return;
    auto findings = plugin->validate(battles_.battlefield());
    if (!findings && bb::plugin::still_answering(findings.error())) {
        last_checked_.clear();  // asked again when the answer has arrived
        return;
    }
    if (findings)
        findings_ = std::move(*findings);
    else
        error_ = findings.error().message;
}

}  // namespace app
