#include "legacy_sheet.hpp"

#include "battleboard/plugin/legacy_operations.hpp"
#include "battleboard/setup/legacy_sheet_request.hpp"

namespace cli {

bb::link::SheetConverter sheet_converter(LoadedSystem& system) {
    return [&system](const bb::plugin::LegacySheet& sheet) {
        return system.client.request<bb::plugin::ConvertedSheet>(bb::plugin::kConvertLegacySheet, sheet);
    };
}

std::string take_legacy_sheet(LoadedSystem& system, bb::model::Battlefield& battlefield) {
    if (battlefield.legacy_sheet.empty()) return {};
    const auto sheet = bb::setup::legacy_sheet_request(battlefield.legacy_sheet, battlefield.plugin_state);
    auto converted = sheet_converter(system)(sheet);
    if (!converted) return "its score sheet cannot be read: " + converted.error().message;
    battlefield.plugin_state = std::move(converted->state);
    battlefield.legacy_sheet.clear();
    return {};
}

}  // namespace cli
