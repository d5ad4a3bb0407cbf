#include "battleboard/setup/score_sheet_json.hpp"

#include "score_sheet_fields.hpp"

namespace bb::setup {

using nlohmann::json;

namespace {

// A sheet records one battle, so anything far beyond these is a broken or hostile file.
constexpr std::size_t kMaxPlayers = 8;
constexpr std::size_t kMaxRounds = 16;
constexpr std::size_t kMaxLines = 32;
constexpr std::size_t kMaxKeywords = 16;
constexpr std::uint64_t kMaxTimes = 1000;

// Reads fields with the path of the value in every message, without exceptions.
class Reader {
public:
    std::string error;

    bool text(const json& object, const char* key, std::string& out, const std::string& where) {
        if (!object.contains(key)) return true;
        if (!object[key].is_string()) return fail(where + "." + key + " must be text");
        out = object[key].get<std::string>();
        return true;
    }
    bool count(const json& object, const char* key, std::uint32_t& out, const std::string& where,
               std::uint64_t most = 0xffffffffu) {
        if (!object.contains(key)) return true;
        const json& v = object[key];
        if (!v.is_number_unsigned() || v.get<std::uint64_t>() > most)
            return fail(where + "." + key + " must be a whole number up to " + std::to_string(most));
        out = v.get<std::uint32_t>();
        return true;
    }
    bool flag(const json& object, const char* key, bool& out, const std::string& where) {
        if (!object.contains(key)) return true;
        if (!object[key].is_boolean()) return fail(where + "." + key + " must be true or false");
        out = object[key].get<bool>();
        return true;
    }
    // A list of objects, each read by `item`.
    template <class Item>
    bool list(const json& object, const char* key, std::size_t limit, const std::string& where, Item item) {
        if (!object.contains(key)) return true;
        const json& v = object[key];
        if (!v.is_array()) return fail(where + "." + key + " must be a list");
        if (v.size() > limit) return fail(where + "." + key + " has more than " + std::to_string(limit) + " entries");
        for (std::size_t i = 0; i < v.size(); ++i) {
            const std::string path = where + "." + key + "[" + std::to_string(i) + "]";
            if (!v[i].is_object()) return fail(path + " must be an object");
            if (!item(v[i], path)) return false;
        }
        return true;
    }
    bool fail(std::string message) {
        error = std::move(message);
        return false;
    }
};

bool read_turn(Reader& r, const json& item, const std::string& where, model::TurnRecord& turn) {
    if (item.contains("lines")) {
        const json& lines = item["lines"];
        if (!lines.is_object() || lines.size() > kMaxLines)
            return r.fail(where + ".lines must map scoring line ids to how often they scored");
        for (auto it = lines.begin(); it != lines.end(); ++it) {
            model::LineTick tick{it.key(), 0};
            if (!r.count(lines, it.key().c_str(), tick.times, where + ".lines", kMaxTimes)) return false;
            if (tick.times > 0) turn.lines.push_back(std::move(tick));
        }
    }
    return r.text(item, "battle_tactic", turn.battle_tactic, where) &&
           r.flag(item, "battle_tactic_completed", turn.battle_tactic_completed, where);
}

}  // namespace

json score_sheet_fields(const model::ScoreSheet& s) {
    json players = json::array(), rounds = json::array();
    for (const auto& p : s.players)
        players.push_back({{"name", p.name}, {"faction", p.faction}, {"general_keywords", p.general_keywords}});
    for (const auto& r : s.rounds) {
        json turns = json::array();
        for (const auto& t : r.turns) {
            json lines = json::object();
            for (const auto& tick : t.lines) lines[tick.line_id] = tick.times;
            turns.push_back({{"lines", lines},
                             {"battle_tactic", t.battle_tactic},
                             {"battle_tactic_completed", t.battle_tactic_completed}});
        }
        rounds.push_back({{"priority", r.priority}, {"first", r.first}, {"turns", turns}});
    }
    return {{"battleplan", s.battleplan_id}, {"points", s.points_limit}, {"players", players}, {"rounds", rounds}};
}

std::string read_score_sheet_fields(const json& object, const std::string& where, model::ScoreSheet& s) {
    Reader r;
    // An empty battleplan is a sheet of plain victory points (rules/victory_points.hpp).
    bool ok = r.text(object, "battleplan", s.battleplan_id, where) && r.count(object, "points", s.points_limit, where);
    ok = ok && r.list(object, "players", kMaxPlayers, where, [&](const json& item, const std::string& path) {
        model::PlayerRecord p;
        if (!r.text(item, "name", p.name, path) || !r.text(item, "faction", p.faction, path)) return false;
        if (item.contains("general_keywords")) {
            const json& keywords = item["general_keywords"];
            if (!keywords.is_array() || keywords.size() > kMaxKeywords)
                return r.fail(path + ".general_keywords must be a short list of keywords");
            for (const json& k : keywords) {
                if (!k.is_string()) return r.fail(path + ".general_keywords must be text");
                p.general_keywords.push_back(k.get<std::string>());
            }
        }
        s.players.push_back(std::move(p));
        return true;
    });
    ok = ok && r.list(object, "rounds", kMaxRounds, where, [&](const json& item, const std::string& path) {
        model::RoundRecord round;
        if (!r.count(item, "priority", round.priority, path) || !r.count(item, "first", round.first, path))
            return false;
        if (!item.contains("first")) round.first = round.priority;  // the usual choice: priority goes first
        if (!r.list(item, "turns", kMaxPlayers, path, [&](const json& turn, const std::string& turn_path) {
                round.turns.emplace_back();
                return read_turn(r, turn, turn_path, round.turns.back());
            }))
            return false;
        s.rounds.push_back(std::move(round));
        return true;
    });
    return ok ? std::string() : r.error;
}

std::string to_json(const ScoreSheetFile& file, int indent) {
    json document = {
        {"format", "battleboard-score-sheet"}, {"version", kScoreSheetFormatVersion}, {"system", file.system_id}};
    document.update(score_sheet_fields(file.sheet));
    return document.dump(indent);
}

Result<ScoreSheetFile> score_sheet_from_json(std::string_view text) {
    const json document = json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
    if (document.is_discarded()) return make_error("The score sheet is not valid JSON.");
    if (!document.is_object() || document.value("format", "") != "battleboard-score-sheet")
        return make_error("This is not a Battleboard score sheet (its \"format\" is not \"battleboard-score-sheet\").");
    if (!document.contains("version") || !document["version"].is_number_integer())
        return make_error("The score sheet has no format version.");
    const int version = document["version"].get<int>();
    if (version < 1 || version > kScoreSheetFormatVersion)
        return make_error("The score sheet is format version " + std::to_string(version) +
                          "; this Battleboard reads up to version " + std::to_string(kScoreSheetFormatVersion) + ".");

    ScoreSheetFile file;
    Reader r;
    if (!r.text(document, "system", file.system_id, "sheet") || file.system_id.empty())
        return make_error("The score sheet is broken: sheet.system must name the game system.");
    const std::string error = read_score_sheet_fields(document, "sheet", file.sheet);
    if (!error.empty()) return make_error("The score sheet is broken: " + error + ".");
    return file;
}

}  // namespace bb::setup
