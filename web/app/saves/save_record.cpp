#include "app/saves/save_record.hpp"

#include "battleboard/dice/roll_log_json.hpp"
#include "battleboard/plugin/plugin_index.hpp"
#include "battleboard/setup/setup_check.hpp"
#include "battleboard/setup/setup_json.hpp"

#include <chrono>
#include <ctime>
#include <nlohmann/json.hpp>

namespace app {

using nlohmann::json;

std::string encode_save(const SaveRecord& record) {
    const json setup = json::parse(bb::setup::to_json(record.battlefield, -1), nullptr, /*allow_exceptions=*/false);
    const json document = {{"format", "battleboard-save"},
                           {"version", kSaveFormatVersion},
                           {"name", record.name},
                           {"saved", record.saved_at},
                           {"system_version", record.system_version},
                           {"setup", setup},
                           {"rolls", json::parse(bb::dice::to_json(record.rolls))}};
    return document.dump();
}

bb::Result<SaveRecord> decode_save(std::string_view text) {
    const json document = json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
    if (document.is_discarded()) return bb::make_error("it is not valid JSON");
    if (!document.is_object() || !document.contains("format") || document["format"] != "battleboard-save")
        return bb::make_error("it is not a Battleboard save");
    if (!document.contains("version") || !document["version"].is_number_integer() ||
        document["version"].get<int>() > kSaveFormatVersion)
        return bb::make_error("it was made by a newer Battleboard");
    SaveRecord record;
    if (!document.contains("name") || !document["name"].is_string()) return bb::make_error("it has no name");
    record.name = document["name"].get<std::string>();
    if (document.contains("saved") && document["saved"].is_number()) record.saved_at = document["saved"].get<double>();
    if (document.contains("system_version")) {  // from version 3
        const auto& version = document["system_version"];
        if (!version.is_string() || !bb::plugin::usable_plugin_version(version.get<std::string>()))
            return bb::make_error("its game system version is broken");
        record.system_version = version.get<std::string>();
    }
    if (!document.contains("setup")) return bb::make_error("it holds no battlefield");
    auto battlefield = bb::setup::from_json(document["setup"].dump());
    if (!battlefield) return bb::make_error(battlefield.error().message);
    // The app draws, measures and maps the whole board: a save (kept on the device, so perhaps edited by hand) whose
    // board is past Battleboard's largest is not opened. Smaller boards open and the setup check names them.
    constexpr double kLargest = bb::setup::app_limits::kMaxBoardInches;
    if (!(battlefield->width > 0 && battlefield->width <= kLargest && battlefield->depth > 0 &&
          battlefield->depth <= kLargest))
        return bb::make_error("its board is larger than Battleboard's limit of " + std::to_string(int(kLargest)) +
                              "\" a side, or has no size");
    record.battlefield = std::move(*battlefield);
    if (document.contains("rolls")) {  // from version 2
        auto rolls = bb::dice::roll_log_from_json(document["rolls"].dump());
        if (!rolls) return bb::make_error(rolls.error().message);
        record.rolls = std::move(*rolls);
    }
    return record;
}

double now_ms() {
    using namespace std::chrono;
    return double(duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count());
}

std::string local_date(double ms) {
    const std::time_t seconds = std::time_t(ms / 1000);
    std::tm local{};
    localtime_r(&seconds, &local);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%d %H:%M", &local);
    return text;
}

}  // namespace app
