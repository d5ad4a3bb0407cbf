#include "json_output.hpp"

#include "battleboard/geometry/shapes.hpp"

#include <cstdio>

namespace cli {

using nlohmann::json;

json to_json(const bb::sys::Ability& a) {
    return {{"id", a.id}, {"name", a.name}, {"text", a.text}, {"editions", a.editions}};
}

json to_json(const bb::sys::CatalogueEntry& e) {
    const auto box = bb::geo::bounds(e.footprint);
    json footprint = json::array(), properties = json::array();
    for (auto p : e.footprint.points) footprint.push_back({p.x, p.y});
    for (const auto& p : e.properties)
        properties.push_back({{"key", p.key}, {"label", p.label}, {"value", p.value}, {"unit", p.unit}});
    return {{"id", e.id},
            {"name", e.name},
            {"category", e.category},
            {"editions", e.editions},
            {"abilities", e.abilities},
            {"text", e.text},
            {"width", box.width()},
            {"depth", box.depth()},
            {"height", e.height},
            {"levels", e.levels},
            {"footprint", footprint},
            {"keywords", e.keywords},
            {"tables", e.tables},
            {"properties", properties}};
}

json to_json(const bb::sys::BoardSize& s) {
    return {{"name", s.name},
            {"width", s.width},
            {"depth", s.depth},
            {"points", s.points},
            {"terrain_features", s.terrain_features},
            {"terrain_note", s.terrain_note}};
}

json to_json(const bb::sys::RulesEdition& e) { return {{"id", e.id}, {"name", e.name}, {"source", e.source}}; }

std::string format_number(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

json summary_json(const bb::sys::SystemDescription& d) {
    json editions = json::array(), sizes = json::array();
    for (const auto& e : d.editions) editions.push_back(to_json(e));
    for (const auto& s : d.board_sizes) sizes.push_back(to_json(s));
    return {{"id", d.id},
            {"name", d.name},
            {"editions", editions},
            {"board_sizes", sizes},
            {"catalogue_entries", d.catalogue.size()},
            {"battleplans", d.battleplans.size()}};
}

}  // namespace cli
