#include "app/session.hpp"

#include "battleboard/geometry/queries.hpp"
#include "platform/plugin_loader.hpp"

#include <algorithm>
#include <cmath>

namespace app {

void Session::choose_system(const std::string& system_id) {
    error_.clear();
    if (descriptions_.count(system_id)) {  // already loaded: switch at once
        loading_id_.clear();
        description_ = &descriptions_.at(system_id);
        selected.reset();
        return;
    }
    loading_id_ = system_id;
    platform::load_plugin(system_id, [this, system_id](auto module) { on_loaded(system_id, std::move(module)); });
}

void Session::on_loaded(const std::string& system_id, bb::Result<std::unique_ptr<bb::plugin::PluginModule>> module) {
    if (loading_id_ != system_id) return;  // the player picked something else meanwhile
    loading_id_.clear();
    if (!module) {
        error_ = "Could not load the " + system_id + " plugin: " + module.error().message;
        return;
    }
    auto client = bb::plugin::PluginClient::connect(std::move(*module), system_id);
    if (!client) {
        error_ = client.error().message;
        return;
    }
    auto description = client->describe();
    if (!description) {
        error_ = description.error().message;
        return;
    }
    clients_[system_id] = std::make_shared<bb::plugin::PluginClient>(std::move(*client));
    description_ = &(descriptions_[system_id] = std::move(*description));
    selected.reset();
    if (!battlefields_.count(system_id)) start_battlefield(*description_);
}

void Session::start_battlefield(const bb::sys::SystemDescription& description) {
    bb::model::Battlefield& b = battlefields_[description.id];
    b.system_id = description.id;
    b.rules_edition = description.editions.front().id;
    b.width = description.board_sizes.front().width;
    b.depth = description.board_sizes.front().depth;
}

void Session::set_edition(const std::string& edition_id) { battlefield().rules_edition = edition_id; }

void Session::set_board_size(double width, double depth) {
    auto& b = battlefield();
    b.width = std::clamp(width, 12.0, 144.0);
    b.depth = std::clamp(depth, 12.0, 144.0);
    for (auto& piece : b.pieces)
        piece.position = {std::clamp(piece.position.x, 0.0, b.width), std::clamp(piece.position.y, 0.0, b.depth)};
}

std::uint32_t Session::add_piece(const bb::sys::CatalogueEntry& entry) {
    auto& b = battlefield();
    // Step new pieces along a diagonal so several added in a row do not hide each other.
    const double step = 2.0 * static_cast<double>(b.pieces.size() % 8);
    bb::geo::Vec2 position{b.width / 2 - 7 + step, b.depth / 2 + 7 - step};
    bb::model::TerrainPiece piece;
    piece.catalogue_id = entry.id;
    piece.label = entry.name;
    piece.footprint = entry.footprint;
    piece.position = position;
    piece.height = entry.height;
    piece.levels = entry.levels;
    const std::uint32_t id = b.add_piece(std::move(piece)).id;
    selected = id;
    return id;
}

void Session::delete_selected() {
    if (!has_system() || !selected) return;
    battlefield().remove_piece(*selected);
    selected.reset();
}

bb::model::TerrainPiece* Session::selected_piece() {
    if (!has_system() || !selected) return nullptr;
    return battlefield().find_piece(*selected);
}

} // namespace app
