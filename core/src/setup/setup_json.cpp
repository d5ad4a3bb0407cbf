#include "battleboard/setup/setup_json.hpp"

#include "plugin_state_json.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>

namespace bb::setup {

using nlohmann::json;

namespace {

// Hard limits: a setup describes one table, so anything far beyond these is a broken or hostile file.
constexpr std::size_t kMaxPieces = 512;
constexpr std::size_t kMaxObjectives = 64;
constexpr std::size_t kMaxTerritories = 16;
constexpr std::size_t kMaxPolygonPoints = 256;
constexpr std::size_t kMaxRolls = 64;
constexpr std::size_t kMaxDice = 16;
constexpr std::size_t kMaxAttributes = 32;

json points_json(const geo::Polygon& polygon) {
    json out = json::array();
    for (geo::Vec2 p : polygon.points) out.push_back({p.x, p.y});
    return out;
}

// Reads fields with the path of the value in every message, without exceptions.
// Two words at most two single-letter edits or one swap apart (heigth, hight, rotaton).
bool close_to(const std::string& a, const std::string& b) {
    if (a.size() > 64 || b.size() > 64) return false;
    std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
    for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
    for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i)
        for (std::size_t j = 1; j <= b.size(); ++j) {
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    return d[a.size()][b.size()] <= 2;
}

class Reader {
public:
    std::string error;

    bool number(const json& object, const char* key, double& out, const std::string& where, bool required = true) {
        if (!object.contains(key)) return !required || fail(where + "." + key + " is missing");
        const json& v = object[key];
        if (!v.is_number() || !std::isfinite(v.get<double>())) return fail(where + "." + key + " must be a number");
        out = v.get<double>();
        return true;
    }
    bool count(const json& object, const char* key, std::uint32_t& out, const std::string& where) {
        if (!object.contains(key)) return true;
        const json& v = object[key];
        if (!v.is_number_unsigned() || v.get<std::uint64_t>() > 0xffffffffu)
            return fail(where + "." + key + " must be a whole number");
        out = v.get<std::uint32_t>();
        return true;
    }
    bool text(const json& object, const char* key, std::string& out, const std::string& where, bool required = false) {
        if (!object.contains(key)) return !required || fail(where + "." + key + " is missing");
        if (!object[key].is_string()) return fail(where + "." + key + " must be text");
        out = object[key].get<std::string>();
        return true;
    }
    bool polygon(const json& object, const char* key, geo::Polygon& out, const std::string& where) {
        const std::string path = where + "." + key;
        if (!object.contains(key)) return fail(path + " is missing");
        const json& v = object[key];
        if (!v.is_array() || v.size() < 3 || v.size() > kMaxPolygonPoints)
            return fail(path + " must list 3 to " + std::to_string(kMaxPolygonPoints) + " [x, y] points");
        for (const json& p : v) {
            if (!p.is_array() || p.size() != 2 || !p[0].is_number() || !p[1].is_number() ||
                !std::isfinite(p[0].get<double>()) || !std::isfinite(p[1].get<double>()))
                return fail(path + " holds a point that is not [x, y] in finite numbers");
            out.points.push_back({p[0].get<double>(), p[1].get<double>()});
        }
        return true;
    }
    bool rolls(const json& object, std::vector<model::RollRecord>& out, const std::string& where) {
        if (!array(object, "rolls", kMaxRolls, where)) return false;
        if (!object.contains("rolls")) return true;
        for (std::size_t i = 0; i < object["rolls"].size(); ++i) {
            const json& item = object["rolls"][i];
            const std::string path = where + ".rolls[" + std::to_string(i) + "]";
            model::RollRecord roll;
            if (!item.is_object()) return fail(path + " must be an object");
            if (!known(item, path, {"table", "faces", "total"}) || !text(item, "table", roll.table_id, path, true))
                return false;
            if (!item.contains("faces") || !item["faces"].is_array() || item["faces"].size() > kMaxDice)
                return fail(path + ".faces must list the dice");
            for (const json& face : item["faces"]) {
                if (!face.is_number_integer()) return fail(path + ".faces must be whole numbers");
                roll.faces.push_back(face.get<std::int32_t>());
            }
            if (!item.contains("total") || !item["total"].is_number_integer()) return fail(path + ".total is missing");
            roll.total = item["total"].get<std::int32_t>();
            out.push_back(std::move(roll));
        }
        return true;
    }
    bool attributes(const json& object, std::map<std::string, std::string>& out, const std::string& where) {
        if (!object.contains("attributes")) return true;
        const json& v = object["attributes"];
        if (!v.is_object() || v.size() > kMaxAttributes) return fail(where + ".attributes must be a small object");
        for (auto it = v.begin(); it != v.end(); ++it) {
            if (!it.value().is_string()) return fail(where + ".attributes." + it.key() + " must be text");
            out[it.key()] = it.value().get<std::string>();
        }
        return true;
    }
    bool array(const json& object, const char* key, std::size_t limit, const std::string& where) {
        if (!object.contains(key)) return true;
        if (!object[key].is_array()) return fail(where + "." + key + " must be a list");
        if (object[key].size() > limit)
            return fail(where + "." + key + " has " + std::to_string(object[key].size()) + " entries (at most " +
                        std::to_string(limit) + ")");
        return true;
    }
    // Every key of `object` is one of `keys`; a misspelt one is named with its path and the key it resembles.
    bool known(const json& object, const std::string& where, std::initializer_list<const char*> keys) {
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (std::any_of(keys.begin(), keys.end(), [&](const char* k) { return it.key() == k; })) continue;
            std::string message = where + "." + it.key() + " is not a field here";
            for (const char* k : keys)
                if (close_to(it.key(), k)) message += " (did you mean \"" + std::string(k) + "\"?)";
            return fail(message);
        }
        return true;
    }
    bool fail(std::string message) {
        error = std::move(message);
        return false;
    }
};

}  // namespace

std::string to_json(const model::Battlefield& battlefield, int indent) {
    json pieces = json::array();
    for (const auto& p : battlefield.pieces) {
        json rolls = json::array();
        for (const auto& r : p.rolls) rolls.push_back({{"table", r.table_id}, {"faces", r.faces}, {"total", r.total}});
        pieces.push_back({{"id", p.id},
                          {"kind", p.catalogue_id},
                          {"label", p.label},
                          {"x", p.position.x},
                          {"y", p.position.y},
                          {"rotation", p.rotation},
                          {"height", p.height},
                          {"levels", p.levels},
                          {"footprint", points_json(p.footprint)},
                          {"rolls", rolls},
                          {"attributes", p.attributes}});
    }
    json objectives = json::array();
    for (const auto& o : battlefield.objectives)
        objectives.push_back(
            {{"id", o.id}, {"label", o.label}, {"x", o.position.x}, {"y", o.position.y}, {"diameter", o.diameter}});
    json territories = json::array();
    for (const auto& t : battlefield.territories)
        territories.push_back({{"name", t.name}, {"area", points_json(t.area)}});
    json document = {{"format", "battleboard-setup"},
                     {"version", kSetupFormatVersion},
                     {"system", battlefield.system_id},
                     {"rules_edition", battlefield.rules_edition},
                     {"battleplan", battlefield.battleplan_id},
                     {"board", {{"width", battlefield.width}, {"depth", battlefield.depth}}},
                     {"pieces", pieces},
                     {"objectives", objectives},
                     {"territories", territories}};
    if (!battlefield.plugin_state.empty()) document["plugin_state"] = plugin_state_fields(battlefield.plugin_state);
    return document.dump(indent);
}

Result<model::Battlefield> from_json(std::string_view text, std::vector<std::string>* notes) {
    const json document = json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
    if (document.is_discarded()) return make_error("The setup file is not valid JSON.");
    // Compared as JSON: value("format", "") would throw on a "format" that is not text (found by fuzzing).
    if (!document.is_object() || !document.contains("format") || document["format"] != "battleboard-setup")
        return make_error("This is not a Battleboard setup (its \"format\" is not \"battleboard-setup\").");
    if (!document.contains("version") || !document["version"].is_number_integer())
        return make_error("The setup file has no format version.");
    const int version = document["version"].get<int>();
    if (version < 1 || version > kSetupFormatVersion)
        return make_error("The setup file is format version " + std::to_string(version) +
                          "; this Battleboard reads up to version " + std::to_string(kSetupFormatVersion) + ".");

    Reader r;
    model::Battlefield b;
    bool ok = r.known(document, "setup",
                      {"format", "version", "system", "rules_edition", "battleplan", "board", "pieces", "objectives",
                       "territories", "score_sheet", "plugin_state"}) &&
              r.text(document, "system", b.system_id, "setup", true) &&
              r.text(document, "rules_edition", b.rules_edition, "setup") &&
              r.text(document, "battleplan", b.battleplan_id, "setup");
    if (ok && b.system_id.empty()) ok = r.fail("setup.system is empty");
    if (ok && (!document.contains("board") || !document["board"].is_object())) ok = r.fail("setup.board is missing");
    ok = ok && r.known(document["board"], "setup.board", {"width", "depth"});
    ok = ok && r.number(document["board"], "width", b.width, "setup.board") &&
         r.number(document["board"], "depth", b.depth, "setup.board");
    ok = ok && r.array(document, "pieces", kMaxPieces, "setup") &&
         r.array(document, "objectives", kMaxObjectives, "setup") &&
         r.array(document, "territories", kMaxTerritories, "setup");

    std::uint32_t highest_id = 0;
    if (ok && document.contains("pieces")) {
        for (std::size_t i = 0; ok && i < document["pieces"].size(); ++i) {
            const json& item = document["pieces"][i];
            const std::string where = "setup.pieces[" + std::to_string(i) + "]";
            model::TerrainPiece p;
            ok = item.is_object() ? true : r.fail(where + " must be an object");
            ok = ok &&
                 r.known(item, where,
                         {"id", "kind", "label", "x", "y", "rotation", "height", "levels", "footprint", "rolls",
                          "attributes"}) &&
                 r.count(item, "id", p.id, where) && r.text(item, "kind", p.catalogue_id, where, true) &&
                 r.text(item, "label", p.label, where) && r.number(item, "x", p.position.x, where) &&
                 r.number(item, "y", p.position.y, where) && r.number(item, "rotation", p.rotation, where, false) &&
                 r.number(item, "height", p.height, where, false) && r.count(item, "levels", p.levels, where) &&
                 r.polygon(item, "footprint", p.footprint, where) && r.rolls(item, p.rolls, where) &&
                 r.attributes(item, p.attributes, where);
            highest_id = std::max(highest_id, p.id);
            if (ok) b.pieces.push_back(std::move(p));
        }
    }
    if (ok && document.contains("objectives")) {
        for (std::size_t i = 0; ok && i < document["objectives"].size(); ++i) {
            const json& item = document["objectives"][i];
            const std::string where = "setup.objectives[" + std::to_string(i) + "]";
            model::Objective o;
            ok = item.is_object() ? true : r.fail(where + " must be an object");
            ok = ok && r.known(item, where, {"id", "label", "x", "y", "diameter"}) &&
                 r.count(item, "id", o.id, where) && r.text(item, "label", o.label, where) &&
                 r.number(item, "x", o.position.x, where) && r.number(item, "y", o.position.y, where) &&
                 r.number(item, "diameter", o.diameter, where, false);
            highest_id = std::max(highest_id, o.id);
            if (ok) b.objectives.push_back(std::move(o));
        }
    }
    if (ok && document.contains("territories")) {
        for (std::size_t i = 0; ok && i < document["territories"].size(); ++i) {
            const json& item = document["territories"][i];
            const std::string where = "setup.territories[" + std::to_string(i) + "]";
            model::Territory t;
            ok = item.is_object() ? true : r.fail(where + " must be an object");
            ok = ok && r.known(item, where, {"name", "area"}) && r.text(item, "name", t.name, where) &&
                 r.polygon(item, "area", t.area, where);
            if (ok) b.territories.push_back(std::move(t));
        }
    }
    // Pre-release builds kept a score sheet of their own beside the game system's state; the score now lives in
    // that state only.
    if (ok && document.contains("score_sheet"))
        return make_error(
            "The setup file holds a score sheet made by a pre-release Battleboard (setup.score_sheet), which this "
            "version no longer reads; remove \"score_sheet\" from the file to open the rest of it.");
    if (ok && document.contains("plugin_state")) {
        if (auto error = read_plugin_state_fields(document["plugin_state"], "setup.plugin_state", b.plugin_state);
            !error.empty())
            ok = r.fail(error);
    }
    if (!ok) return make_error("The setup file is broken: " + r.error + ".");
    // Files written by hand may leave ids out or repeat them; every piece and objective needs its own. A repeated
    // one is noted: the file's author may have meant the two to be one.
    b.next_id = highest_id + 1;
    std::map<std::uint32_t, std::string> holder;  // id -> the path of what has it
    auto claim = [&](std::uint32_t& id, const std::string& where) {
        if (id != 0) {
            const auto [first, fresh] = holder.emplace(id, where);
            if (fresh) return;
            if (notes)
                notes->push_back(where + ".id: " + std::to_string(id) + " is already the id of " + first->second +
                                 "; this one is given " + std::to_string(b.next_id));
        }
        id = b.next_id++;
        holder.emplace(id, where);
    };
    for (std::size_t i = 0; i < b.pieces.size(); ++i) claim(b.pieces[i].id, "setup.pieces[" + std::to_string(i) + "]");
    for (std::size_t i = 0; i < b.objectives.size(); ++i)
        claim(b.objectives[i].id, "setup.objectives[" + std::to_string(i) + "]");
    return b;
}

}  // namespace bb::setup
