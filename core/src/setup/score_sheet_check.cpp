#include "battleboard/setup/score_sheet_check.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace bb::setup {

namespace {

using nlohmann::json;

class SheetChecker {
public:
    explicit SheetChecker(const sys::SystemDescription& system) : system_(system) {}

    std::vector<SetupProblem> run(const json& sheet, const std::string& where) {
        if (!sheet.is_object()) return add(where, "the score sheet must be an object"), std::move(problems_);
        keys(sheet, where, {"format", "version", "system", "battleplan", "points", "players", "rounds"});
        std::string battleplan;
        if (sheet.contains("battleplan")) {
            if (!sheet["battleplan"].is_string())
                add(where + ".battleplan", "must be text");
            else
                battleplan = sheet["battleplan"].get<std::string>();
        }
        if (!battleplan.empty() && !system_.find_battleplan(battleplan))
            add(where + ".battleplan", "'" + battleplan + "' is not a " + system_.id + " battleplan");
        if (sheet.contains("points") && !whole(sheet["points"], 0, 100000))
            add(where + ".points", "must be a whole number from 0 to 100000");
        const std::size_t players = list(sheet, "players", kMaxSheetPlayers, where);
        for (std::size_t i = 0; i < players; ++i) player(sheet["players"][i], where + ".players[" + n(i) + "]");
        // Priority and the first turn go to a listed player, or to one of two when none is listed.
        const std::size_t seats = std::max<std::size_t>(players, 2);
        const std::size_t rounds = list(sheet, "rounds", kMaxSheetRounds, where);
        for (std::size_t i = 0; i < rounds; ++i)
            round(sheet["rounds"][i], where + ".rounds[" + n(i) + "]", seats, battleplan.empty());
        return std::move(problems_);
    }

private:
    static std::string n(std::size_t i) { return std::to_string(i); }
    void add(std::string path, std::string message) { problems_.push_back({std::move(path), std::move(message)}); }

    static bool whole(const json& v, std::int64_t low, std::int64_t high) {
        if (!v.is_number_integer()) return false;
        const auto value = v.get<std::int64_t>();
        return value >= low && value <= high;
    }

    void keys(const json& object, const std::string& where, std::initializer_list<const char*> known) {
        for (auto it = object.begin(); it != object.end(); ++it)
            if (std::none_of(known.begin(), known.end(), [&](const char* k) { return it.key() == k; }))
                add(where + "." + it.key(), "is not a field of a score sheet here");
    }

    // The entries of a list field that are worth checking one by one: none when it is not a list or too long.
    std::size_t list(const json& object, const char* key, std::size_t most, const std::string& where) {
        if (!object.contains(key)) return 0;
        const json& v = object[key];
        if (!v.is_array()) return add(where + "." + key, "must be a list"), 0;
        if (v.size() > most)
            return add(where + "." + key, "has " + n(v.size()) + " entries (at most " + n(most) + ")"), 0;
        return v.size();
    }

    void player(const json& p, const std::string& where) {
        if (!p.is_object()) return add(where, "must be an object");
        keys(p, where, {"name", "faction", "general_keywords"});
        for (const char* key : {"name", "faction"})
            if (p.contains(key) && !p[key].is_string()) add(where + "." + key, "must be text");
        const std::size_t keywords = list(p, "general_keywords", kMaxSheetKeywords, where);
        for (std::size_t i = 0; i < keywords; ++i)
            if (!p["general_keywords"][i].is_string()) add(where + ".general_keywords[" + n(i) + "]", "must be text");
    }

    void round(const json& r, const std::string& where, std::size_t seats, bool plain_vp) {
        if (!r.is_object()) return add(where, "must be an object");
        keys(r, where, {"priority", "first", "turns"});
        for (const char* key : {"priority", "first"})
            if (r.contains(key) && !whole(r[key], 0, static_cast<std::int64_t>(seats) - 1))
                add(where + "." + key,
                    "names player " + r[key].dump() + ", but the sheet has players 0 to " + n(seats - 1));
        const std::size_t turns = list(r, "turns", seats, where);
        for (std::size_t i = 0; i < turns; ++i) turn(r["turns"][i], where + ".turns[" + n(i) + "]", plain_vp);
    }

    void turn(const json& t, const std::string& where, bool plain_vp) {
        if (!t.is_object()) return add(where, "must be an object");
        keys(t, where, {"lines", "battle_tactic", "battle_tactic_completed"});
        if (t.contains("battle_tactic") && !t["battle_tactic"].is_string())
            add(where + ".battle_tactic", "must be text");
        if (t.contains("battle_tactic_completed") && !t["battle_tactic_completed"].is_boolean())
            add(where + ".battle_tactic_completed", "must be true or false");
        if (!t.contains("lines")) return;
        const json& lines = t["lines"];
        if (!lines.is_object() || lines.size() > kMaxSheetLines)
            return add(where + ".lines", "must map at most " + n(kMaxSheetLines) + " scoring lines to counts");
        for (auto it = lines.begin(); it != lines.end(); ++it) {
            const std::string path = where + ".lines." + it.key();
            if (!whole(it.value(), 0, kMaxLineTimes)) add(path, "must be a whole number from 0 to " + n(kMaxLineTimes));
            if (plain_vp && it.key() != "vp") add(path, "a sheet without a battleplan keeps only a \"vp\" line");
        }
    }

    const sys::SystemDescription& system_;
    std::vector<SetupProblem> problems_;
};

}  // namespace

std::vector<SetupProblem> check_score_sheet(std::string_view sheet_json, const sys::SystemDescription& system,
                                            const std::string& where) {
    const json sheet = json::parse(sheet_json.begin(), sheet_json.end(), nullptr, /*allow_exceptions=*/false);
    if (sheet.is_discarded()) return {{where, "the score sheet is not valid JSON"}};
    return SheetChecker(system).run(sheet, where);
}

}  // namespace bb::setup
