#include "app/session.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battleboard/layout/free_spot.hpp"
#include "platform/plugin_loader.hpp"

#include <algorithm>
#include <cmath>

namespace app {

void Session::choose_system(const std::string& system_id) {
    error_.clear();
    if (descriptions_.count(system_id)) {  // already loaded: switch at once
        loading_id_.clear();
        description_ = &descriptions_.at(system_id);
        select_piece(std::nullopt);
        last_checked_.clear();
        return;
    }
    loading_id_ = system_id;
    platform::load_plugin(system_id, [this, system_id](auto module) { on_loaded(system_id, std::move(module)); });
}

void Session::open_battlefield(bb::model::Battlefield battlefield) {
    const std::string system_id = battlefield.system_id;
    battlefields_[system_id] = std::move(battlefield);
    choose_system(system_id);
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
    select_piece(std::nullopt);
    last_checked_.clear();
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
    constexpr double kGap = 1.0;  // clear of other pieces, so the new one is easy to grab
    const bb::geo::Vec2 position =
        bb::layout::free_spot(b, entry.footprint, 0, kGap).value_or(bb::geo::Vec2{b.width / 2, b.depth / 2});
    bb::model::TerrainPiece piece;
    piece.catalogue_id = entry.id;
    piece.label = entry.name;
    piece.footprint = entry.footprint;
    piece.position = position;
    piece.height = entry.height;
    piece.levels = entry.levels;
    const std::uint32_t id = b.add_piece(std::move(piece)).id;
    select_piece(id);
    return id;
}

void Session::delete_selected() {
    if (!has_system()) return;
    auto& b = battlefield();
    if (selected) b.remove_piece(*selected);
    if (selected_objective)
        std::erase_if(b.objectives, [&](const auto& o) { return o.id == *selected_objective; });
    select_piece(std::nullopt);
}

bb::model::TerrainPiece* Session::selected_piece() {
    if (!has_system() || !selected) return nullptr;
    return battlefield().find_piece(*selected);
}

bb::model::Objective* Session::selected_objective_marker() {
    if (!has_system() || !selected_objective) return nullptr;
    for (auto& o : battlefield().objectives)
        if (o.id == *selected_objective) return &o;
    return nullptr;
}

void Session::select_piece(std::optional<std::uint32_t> id) {
    selected = id;
    selected_objective.reset();
}

void Session::select_objective(std::optional<std::uint32_t> id) {
    selected_objective = id;
    selected.reset();
}

bb::Result<std::vector<bb::rules::RollStep>> Session::roll(const std::string& table_id) {
    return bb::rules::roll_table(system(), table_id, dice_);
}

bb::Result<std::vector<bb::rules::RollStep>> Session::roll_for_selected(const std::string& table_id) {
    auto* piece = selected_piece();
    if (!piece) return bb::make_error("Select a piece first.");
    auto steps = roll(table_id);
    if (!steps) return steps;
    for (const auto& step : *steps) piece->rolls.push_back({step.table_id, step.faces, step.total});
    constexpr std::size_t kKeptRolls = 16;  // the latest results matter at the table
    if (piece->rolls.size() > kKeptRolls)
        piece->rolls.erase(piece->rolls.begin(), piece->rolls.end() - kKeptRolls);
    return steps;
}

void Session::apply_battleplan(const std::string& battleplan_id) {
    const auto* plan = system().find_battleplan(battleplan_id);
    auto& b = battlefield();
    b.battleplan_id = plan ? plan->id : "";
    b.territories.clear();
    b.objectives.clear();
    select_piece(std::nullopt);
    if (!plan) return;
    // Maps are drawn for one board; scale them to the table in use.
    const double sx = plan->width > 0 ? b.width / plan->width : 1.0;
    const double sy = plan->depth > 0 ? b.depth / plan->depth : 1.0;
    for (auto territory : plan->territories) {
        for (auto& p : territory.area.points) p = {p.x * sx, p.y * sy};
        b.territories.push_back(std::move(territory));
    }
    for (auto objective : plan->objectives) {
        objective.position = {objective.position.x * sx, objective.position.y * sy};
        b.add_objective(std::move(objective));
    }
}

bb::Result<std::string> Session::roll_battleplan() {
    auto steps = bb::rules::roll_table(system(), "battleplan", dice_);
    if (!steps) return steps.error();
    const auto* row = steps->back().row;
    // The final row names the battleplan by id (in its text) or by name.
    for (const auto& plan : system().battleplans) {
        if (plan.id == row->text || plan.name == row->result) {
            apply_battleplan(plan.id);
            return plan.name;
        }
    }
    return bb::make_error("The roll gave '" + row->result + "', which is not one of the battleplans.");
}

std::uint32_t Session::add_objective() {
    auto& b = battlefield();
    bb::model::Objective objective;
    objective.label = std::to_string(b.objectives.size() + 1);
    objective.position = {b.width / 2, b.depth / 2};
    const std::uint32_t id = b.add_objective(std::move(objective)).id;
    select_objective(id);
    return id;
}

void Session::refresh_findings() {
    if (!has_system()) return;
    auto blob = bb::serial::to_blob(battlefield());
    if (blob == last_checked_) return;
    last_checked_ = std::move(blob);
    findings_ = {};
    findings_error_.clear();
    auto client = clients_.find(system().id);
    if (client == clients_.end()) return;
    auto findings = client->second->validate(battlefield());
    if (findings) findings_ = std::move(*findings);
    else findings_error_ = findings.error().message;
}

} // namespace app
