#include "battleboard/setup/legacy_sheet_request.hpp"

#include <nlohmann/json.hpp>

namespace bb::setup {

namespace {

using nlohmann::json;
using serial::JsonValue;

// A score sheet nests five deep; anything far deeper is not one, and is left as null beyond this.
constexpr int kMaxDepth = 16;

JsonValue value_of(const json& j, int depth) {
    JsonValue v;
    if (depth > kMaxDepth) return v;
    if (j.is_boolean()) {
        v.kind = JsonValue::Kind::Boolean, v.boolean = j.get<bool>();
    } else if (j.is_number_unsigned()) {
        v.kind = JsonValue::Kind::Whole, v.whole = j.get<std::uint64_t>();
    } else if (j.is_number()) {
        v.kind = JsonValue::Kind::Number, v.number = j.get<double>();
    } else if (j.is_string()) {
        v.kind = JsonValue::Kind::Text, v.text = j.get<std::string>();
    } else if (j.is_array()) {
        v.kind = JsonValue::Kind::List;
        for (const auto& item : j) v.items.push_back(value_of(item, depth + 1));
    } else if (j.is_object()) {
        v.kind = JsonValue::Kind::Object;
        for (auto it = j.begin(); it != j.end(); ++it) {
            v.keys.push_back(it.key());
            v.items.push_back(value_of(it.value(), depth + 1));
        }
    }
    return v;
}

}  // namespace

plugin::LegacySheet legacy_sheet_request(const std::string& json_text, const model::PluginState& state) {
    plugin::LegacySheet sheet;
    sheet.json = json_text;
    sheet.state = state;
    sheet.tree = value_of(json::parse(json_text, nullptr, /*allow_exceptions=*/false), 0);
    return sheet;
}

}  // namespace bb::setup
