#include "app/test_hook/saves_report.hpp"

#include <nlohmann/json.hpp>

namespace app {

std::string with_saves_report(const std::string& state_report, const SaveStore& saves) {
    using nlohmann::json;
    json state = json::parse(state_report, nullptr, /*allow_exceptions=*/false);
    if (!state.is_object()) return state_report;
    json list = json::array();
    for (const auto& entry : saves.saves())
        list.push_back({{"key", entry.key},
                        {"name", entry.record.name},
                        {"system", entry.record.battlefield.system_id},
                        {"systemVersion", entry.record.system_version},
                        {"saved", entry.record.saved_at},
                        {"pieces", entry.record.battlefield.pieces.size()}});
    state["saves"] = {{"ready", saves.ready()},
                      {"list", list},
                      {"problems", saves.problems()},
                      {"message", saves.message()},
                      {"error", saves.message_is_error()}};
    return state.dump();
}

}  // namespace app
