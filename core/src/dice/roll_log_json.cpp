#include "battleboard/dice/roll_log_json.hpp"

#include <nlohmann/json.hpp>

namespace bb::dice {

using nlohmann::json;

std::string to_json(const RollLog& log) {
    json entries = json::array();
    for (const auto& e : log.entries()) entries.push_back({{"round", e.round}, {"what", e.what}, {"result", e.result}});
    return json{{"version", kRollLogJsonVersion}, {"entries", entries}}.dump();
}

Result<RollLog> roll_log_from_json(std::string_view text) {
    const json document = json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
    if (document.is_discarded() || !document.is_object()) return make_error("its roll log is not valid JSON");
    const auto version = document.find("version");
    if (version == document.end() || !version->is_number_integer() || version->get<int>() > kRollLogJsonVersion)
        return make_error("its roll log was made by a newer Battleboard");
    const auto entries = document.find("entries");
    if (entries == document.end() || !entries->is_array()) return make_error("its roll log has no entries");
    RollLog log;
    for (const auto& e : *entries) {
        if (!e.is_object() || !e.contains("what") || !e["what"].is_string() || !e.contains("result") ||
            !e["result"].is_string())
            return make_error("an entry of its roll log is broken");
        const int round = e.contains("round") && e["round"].is_number_integer() ? e["round"].get<int>() : 0;
        log.add({round, e["what"].get<std::string>(), e["result"].get<std::string>()});
    }
    return log;
}

}  // namespace bb::dice
