#pragma once
// The building panel's rule texts for the rules audit of the two systems that share it (wfb8, tow): which of its
// controls state a rule, so each must name the section of its system's source it restates.
#include "battleboard/plugin/panel_protocol.hpp"

#include <string>
#include <vector>

namespace bb::testing {

// Every text of the building panel except prompts and plain measurements, plus the agreement toggle and the
// agreed number of shooters (their labels state the rule they set).
inline std::vector<std::string> building_rule_keys(const plugin::panel::PanelsReply& reply) {
    std::vector<std::string> keys;
    for (const auto& p : reply.panels) {
        if (p.key != "building") continue;
        for (const auto& c : p.controls) {
            const bool prompt = c.key == "assault-note" && (c.text.starts_with("Pick") || c.text.starts_with("Nobody"));
            const bool measurement = c.key == "widest" && c.text.find("needed") == std::string::npos;
            if (c.kind == plugin::panel::Kind::Text && !prompt && !measurement) keys.push_back(c.key);
            if (c.key == "agreement" || c.key == "shooters-per-floor") keys.push_back(c.key);
        }
    }
    return keys;
}

}  // namespace bb::testing
