#pragma once
// What a setup check reports: each breach with the measured number, the limit, and who is involved, so the
// app can highlight both parties and the CLI can print the numbers.
#include <cereal/cereal.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <cstdint>
#include <string>
#include <vector>

namespace bb::rules {

enum class Severity : std::uint8_t { Breach = 0, Advice = 1 };

struct Finding {
    Severity severity = Severity::Breach;
    std::string rule_id;  // e.g. "<system>/terrain-edge-distance"
    std::string message;  // one sentence a player understands, with the numbers
    double measured = 0;  // inches (or a count); meaningful when has_measure
    double limit = 0;
    bool has_measure = false;
    std::vector<std::uint32_t> piece_ids;
    std::vector<std::uint32_t> objective_ids;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(severity, rule_id, message, measured, limit, has_measure, piece_ids, objective_ids);
    }
};

struct Findings {
    std::vector<Finding> items;

    bool has_breach() const {
        for (const auto& f : items)
            if (f.severity == Severity::Breach) return true;
        return false;
    }

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(items);
    }
};

}  // namespace bb::rules

CEREAL_CLASS_VERSION(bb::rules::Finding, 1);
CEREAL_CLASS_VERSION(bb::rules::Findings, 1);
