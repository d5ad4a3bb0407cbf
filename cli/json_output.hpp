#pragma once
// JSON forms of plugin data for --json output (stable field names, documented in docs/formats.md).
#include "battleboard/system/system_description.hpp"

#include <nlohmann/json.hpp>

namespace cli {

nlohmann::json to_json(const bb::sys::Ability& ability);
nlohmann::json to_json(const bb::sys::CatalogueEntry& entry);
nlohmann::json to_json(const bb::sys::BoardSize& size);
nlohmann::json to_json(const bb::sys::RulesEdition& edition);
// 3, 1.5, 0.25: no trailing zeros.
std::string format_number(double value);
nlohmann::json summary_json(const bb::sys::SystemDescription& description);

}  // namespace cli
