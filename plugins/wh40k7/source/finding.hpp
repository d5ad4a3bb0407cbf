#pragma once
#include "battleboard/rules/findings.hpp"

namespace wh40k7 {

inline bb::rules::Finding finding(std::string rule_id, std::string message, std::vector<std::uint32_t> pieces,
                                  bb::rules::Severity severity = bb::rules::Severity::Breach) {
    bb::rules::Finding f;
    f.severity = severity;
    f.rule_id = "wh40k7/" + std::move(rule_id);
    f.message = std::move(message);
    f.piece_ids = std::move(pieces);
    return f;
}

// A finding about a number the rules limit: a distance, a length, a count.
inline bb::rules::Finding measured(bb::rules::Finding f, double value, double limit) {
    f.measured = value;
    f.limit = limit;
    f.has_measure = true;
    return f;
}

}  // namespace wh40k7
