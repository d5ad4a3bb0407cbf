#pragma once
// Opens a real built plugin from BB_PLUGIN_DIR, as the app and the CLI do, for tests pinned to the seeds.
#include "battleboard/layout/generate_layout.hpp"
#include "battleboard/plugin/plugin_client.hpp"
#include "battleboard/plugin/shared_library.hpp"

#include <doctest/doctest.h>

namespace bb::testing {

inline plugin::PluginClient connect_plugin(const std::string& id) {
    auto module = plugin::open_shared_library(plugin::shared_library_path(BB_PLUGIN_DIR, id));
    REQUIRE(module.ok());
    auto client = plugin::PluginClient::connect(std::move(*module), id);
    REQUIRE(client.ok());
    return std::move(*client);
}

inline sys::SystemDescription describe_plugin(const std::string& id) {
    auto client = connect_plugin(id);
    auto description = client.describe();
    REQUIRE(description.ok());
    return *description;
}

// A piece as a player places it: a catalogue entry's footprint at a board position.
inline model::TerrainPiece place(const std::string& kind, geo::Polygon footprint, geo::Vec2 at, std::string label) {
    model::TerrainPiece piece;
    piece.catalogue_id = kind;
    piece.label = std::move(label);
    piece.footprint = std::move(footprint);
    piece.position = at;
    return piece;
}

// What "Generate layout" asks for on `start`: the edition's whole catalogue, the plugin's own constraints and the
// system's usual feature count.
inline layout::LayoutRequest default_layout_request(plugin::PluginClient& client, const sys::SystemDescription& system,
                                                    model::Battlefield start, std::uint32_t seed) {
    layout::LayoutRequest request;
    request.start = std::move(start);
    for (const auto* entry : system.catalogue_for(request.start.rules_edition)) request.pool.push_back(*entry);
    auto constraints = client.layout_constraints(request.start.rules_edition);
    REQUIRE(constraints.ok());
    request.constraints = *constraints;
    request.features = layout::default_feature_count(system, request.start, request.constraints);
    request.seed = seed;
    return request;
}

}  // namespace bb::testing
