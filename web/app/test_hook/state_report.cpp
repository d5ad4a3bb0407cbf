#include "app/test_hook/state_report.hpp"

#include "app/input/text_agent.hpp"
#include "app/ui/screen_area.hpp"
#include "app/ui/widget_rects.hpp"

#include "battleboard/geometry/shapes.hpp"

#include <nlohmann/json.hpp>

namespace app {
namespace {

using nlohmann::json;

// The heat map for the browser tests: its mode, size and every spot's code (two hex digits a spot, rows from
// the board's y = 0 edge).
nlohmann::json sight_map_json(const SightTool& sight) {
    std::string spots;
    spots.reserve(sight.map.spots.size() * 2);
    constexpr char kHex[] = "0123456789abcdef";
    for (const auto spot : sight.map.spots) {
        spots += kHex[spot >> 4];
        spots += kHex[spot & 15];
    }
    return {{"mode", static_cast<int>(sight.map_mode)},
            {"columns", sight.map.columns},
            {"rows", sight.map.rows},
            {"spacing", sight.map.spacing},
            {"covers", sight.map.covers},
            {"drawn", sight.maps_drawn},
            {"current", sight.map_current()},
            {"frames", sight.map_job().frames()},
            {"bands", sight.map_job().bands()},
            {"longest_frame_ms", sight.map_job().longest_frame_ms()},
            {"error", sight.map_error},
            {"spots", spots}};
}

// The field the phone's keyboard types into, as ImGui holds it, and where the page laid its agent.
nlohmann::json text_agent_json() {
    const platform::EditedField* field = text_agent::shown();
    if (!field) return nullptr;
    return {{"text", field->text},
            {"selection", {field->selection_start, field->selection_end}},
            {"number", field->number},
            {"rect", {{"x", field->x}, {"y", field->y}, {"width", field->width}, {"height", field->height}}}};
}

}  // namespace

namespace {

nlohmann::json score_json(const bb::rules::BattleSummary& score) {
    using nlohmann::json;
    json players = json::array();
    json totals = json::array();
    for (const auto& p : score.players) {
        players.push_back({{"name", p.name}, {"score", p.score}, {"detail", p.detail}});
        totals.push_back(p.score);
    }
    return {{"kept", score.kept},
            {"players", players},
            {"totals", totals},
            {"leader", score.leader},
            {"roundsPlayed", score.rounds_played},
            {"battleRounds", score.battle_rounds},
            {"finished", score.finished},
            {"unit", score.unit},
            {"result", score.result},
            {"warnings", score.warnings}};
}

}  // namespace

json game_report(const GameParts& game, const BoardView& board, long frame, long drawn) {
    const auto& library = game.library;
    json systems = json::array();
    for (const auto& entry : library.installed().systems)
        systems.push_back({{"id", entry.id},
                           {"name", entry.name},
                           {"version", entry.version},
                           {"author", entry.author},
                           {"added", entry.added},
                           {"broken", library.broken(entry.id)}});
    json widgets = json::object();
    for (const auto& [key, r] : app::widgets())
        widgets[key] = {{"x", r.x}, {"y", r.y}, {"width", r.width}, {"height", r.height}};
    json state = {{"frame", frame},           {"drawn", drawn},     {"widgets", widgets},
                  {"values", app::values()},  {"systems", systems}, {"loading", library.loading_id()},
                  {"error", library.error()}, {"system", nullptr},  {"textAgent", text_agent_json()}};
    if (!library.has_system()) return state;
    const auto& b = game.battles.battlefield();
    json pieces = json::array();
    for (const auto& p : b.pieces) {
        const auto box = bb::geo::bounds(p.footprint);
        json rolls = json::array();
        for (const auto& r : p.rolls) rolls.push_back({{"table", r.table_id}, {"total", r.total}});
        json outline = json::array();
        for (const auto& corner : p.on_board().points) outline.push_back({corner.x, corner.y});
        pieces.push_back({{"id", p.id},
                          {"kind", p.catalogue_id},
                          {"label", p.label},
                          {"x", p.position.x},
                          {"y", p.position.y},
                          {"rotation", p.rotation},
                          {"width", box.width()},
                          {"depth", box.depth()},
                          {"outline", outline},
                          {"rolls", rolls},
                          {"attributes", p.attributes}});
    }
    const auto& view = board.transform();
    state["system"] = library.system().id;
    state["edition"] = game.battles.edition();
    state["board"] = {{"width", b.width}, {"depth", b.depth}};
    state["pieces"] = pieces;
    state["selected"] = game.selection.piece_id() ? json(*game.selection.piece_id()) : json(nullptr);
    state["pinned"] = game.selection.pinned();
    state["selectedObjective"] = game.selection.objective_id() ? json(*game.selection.objective_id()) : json(nullptr);
    state["battleplan"] = b.battleplan_id;
    state["pluginState"] = {{"version", b.plugin_state.version}, {"bytes", b.plugin_state.data.size()}};
    json objectives = json::array();
    for (const auto& o : b.objectives)
        objectives.push_back({{"id", o.id}, {"label", o.label}, {"x", o.position.x}, {"y", o.position.y}});
    state["objectives"] = objectives;
    json territories = json::array();
    for (const auto& t : b.territories) {
        json points = json::array();
        for (auto p : t.area.points) points.push_back({p.x, p.y});
        territories.push_back({{"name", t.name}, {"points", points}});
    }
    state["territories"] = territories;
    json findings = json::array();
    for (const auto& f : game.findings.findings().items)
        findings.push_back({{"breach", f.severity == bb::rules::Severity::Breach},
                            {"rule", f.rule_id},
                            {"message", f.message},
                            {"pieces", f.piece_ids},
                            {"objectives", f.objective_ids}});
    state["findings"] = findings;
    // The score sheet as the plugin last worked it out.
    state["score"] = game.score.score() ? score_json(*game.score.score()) : json(nullptr);
    state["scoreError"] = game.score.error();
    state["catalogue"] = json::array();
    for (const auto* e : library.system().catalogue_for(game.battles.edition())) state["catalogue"].push_back(e->id);
    // Canvas (CSS pixel) position of board point (0, 0) and the scale, so tests can aim at inches.
    const ImVec2 origin = screen::to_canvas(view.bottom_left);
    state["view"] = {{"left", origin.x},
                     {"bottom", origin.y},
                     {"pixelsPerInch", view.pixels_per_inch},
                     {"turned", view.turned},
                     {"zoom", board.zoom()}};
    return state;
}

void add_job_report(json& state, const LayoutJob& job, const SetupSheetJob& setup_sheet, const TerrainBoxes& boxes,
                    const std::string& system_id) {
    state["generation"] = {{"running", job.running()},
                           {"busy", job.busy()},
                           {"frames", job.frames()},
                           {"longestFrameMs", job.longest_frame_ms()},
                           {"longestFramePhase", job.longest_frame_phase()}};
    json box = json::array();
    for (const auto& p : boxes.box(system_id).pieces)
        box.push_back({{"name", p.name}, {"kind", p.kind}, {"width", p.width}, {"depth", p.depth}});
    state["terrainBox"] = {{"ready", boxes.ready()}, {"inUse", boxes.in_use(system_id)}, {"pieces", box}};
    state["setupSheet"] = {{"busy", setup_sheet.busy()}, {"bytes", setup_sheet.last_bytes()}};
}

void add_tool_report(json& state, const MeasureTool& measure, const ZoneEditor& zones, const SightTool& sight,
                     const bb::model::Battlefield& battlefield) {
    json tape = {{"active", measure.active}};
    if (const auto reading = measure.read(battlefield)) {
        tape["from"] = {measure.from->x, measure.from->y};
        tape["to"] = {measure.to->x, measure.to->y};
        tape["length"] = reading->length;
        tape["ends"] = {reading->from.name, reading->to.name};
        tape["gap"] = reading->gap ? json(*reading->gap) : json(nullptr);
    }
    state["measure"] = tape;
    state["zones"] = {{"editing", zones.editing},
                      {"drawing", zones.drawing},
                      {"draft", zones.draft.size()},
                      {"message", zones.message}};
    const auto spot = [](const bb::rules::ModelSpot& m) {
        return json{{"x", m.position.x},        {"y", m.position.y}, {"base", m.base},        {"height", m.height},
                    {"elevation", m.elevation}, {"floor", m.floor},  {"keywords", m.keywords}};
    };
    json sight_reasons = json::array();
    for (const auto& r : sight.answer.reasons) sight_reasons.push_back({{"piece", r.piece_id}, {"text", r.text}});
    state["sight"] = {{"showing", sight.showing},
                      {"observer", spot(sight.observer)},
                      {"target", spot(sight.target)},
                      {"visibility", static_cast<int>(sight.answer.visibility)},
                      {"inCover", sight.answer.in_cover},
                      {"cover", sight.answer.cover},
                      {"distance", sight.answer.distance},
                      {"reasons", sight_reasons},
                      {"error", sight.error},
                      {"map", sight_map_json(sight)}};
}

}  // namespace app
