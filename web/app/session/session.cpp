#include "app/session/session.hpp"

#include "battleboard/plugin/link_state_codec.hpp"
#include "battleboard/plugin/match_operations.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battleboard/layout/battleplan_layout.hpp"
#include "battleboard/layout/free_spot.hpp"
#include "battleboard/layout/generate_layout.hpp"
#include "battleboard/layout/piece_from_entry.hpp"
#include "battleboard/plugin/match_operations.hpp"
#include "platform/plugin_loader.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

namespace app {

void Session::load_plugin_index() {
    platform::load_plugin_index([this](bb::Result<std::string> text) {
        index_loaded_ = true;
        auto index = text ? bb::plugin::parse_plugin_index(*text) : bb::Result<bb::plugin::PluginIndex>(text.error());
        if (index)
            index_ = std::move(*index);
        else
            error_ = "The list of game systems could not be read: " + index.error().message;
        // A system chosen (or an autosave opened) before the index arrived is opened now.
        if (!loading_id_.empty()) choose_system(std::exchange(loading_id_, std::string()));
    });
}

void Session::choose_system(const std::string& system_id) {
    error_.clear();
    if (kept_ && kept_->system_id != system_id) unkeep();  // the player went elsewhere before it loaded
    if (!index_loaded_) {
        loading_id_ = system_id;
        return;
    }
    if (descriptions_.count(system_id)) {  // already loaded: switch at once
        loading_id_.clear();
        description_ = &descriptions_.at(system_id);
        select_piece(std::nullopt);
        last_checked_.clear();
        last_scored_.clear();
        install_kept();
        return;
    }
    const bb::plugin::IndexEntry* entry = index_.find(system_id);
    if (!entry) {
        error_ = "Could not open that battlefield. " + bb::plugin::missing_system_message(system_id);
        loading_id_.clear();
        if (auto it = battlefields_.find(system_id); it != battlefields_.end()) {
            if (keep_missing_system) keep_missing_system(it->second);
            battlefields_.erase(it);
        }
        unkeep();
        return;
    }
    loading_id_ = system_id;
    platform::load_plugin(system_id, entry->file,
                          [this, system_id](auto module) { on_loaded(system_id, std::move(module)); });
}

void Session::open_battlefield(bb::model::Battlefield battlefield, bb::dice::RollLog rolls) {
    const std::string system_id = battlefield.system_id;
    battlefields_[system_id] = std::move(battlefield);
    roll_logs_[system_id] = std::move(rolls);
    choose_system(system_id);
}

void Session::on_loaded(const std::string& system_id, bb::Result<std::unique_ptr<bb::plugin::PluginModule>> module) {
    if (loading_id_ != system_id) return;  // the player picked something else meanwhile
    loading_id_.clear();
    if (!module) {
        error_ = "Could not load the " + system_id + " plugin: " + module.error().message;
        unkeep();
        return;
    }
    auto client = bb::plugin::PluginClient::connect(std::move(*module), system_id);
    if (!client) {
        error_ = client.error().message;
        unkeep();
        return;
    }
    auto description = client->describe();
    if (!description) {
        error_ = description.error().message;
        unkeep();
        return;
    }
    clients_[system_id] = std::make_shared<bb::plugin::PluginClient>(std::move(*client));
    description_ = &(descriptions_[system_id] = std::move(*description));
    select_piece(std::nullopt);
    last_checked_.clear();
    last_scored_.clear();
    if (!battlefields_.count(system_id)) start_battlefield(*description_);
    install_kept();
}

void Session::prepare(const std::string& system_id) {
    if (descriptions_.count(system_id) || preparing_.count(system_id) || loading_id_ == system_id) return;
    const bb::plugin::IndexEntry* entry = index_.find(system_id);
    if (!entry) return;  // not installed: the preview says which system it needs
    preparing_.insert(system_id);
    platform::load_plugin(system_id, entry->file, [this, system_id](auto module) {
        preparing_.erase(system_id);
        // Choosing the system meanwhile loaded it already: its description must not be replaced under it.
        if (!module || descriptions_.count(system_id)) return;
        auto client = bb::plugin::PluginClient::connect(std::move(*module), system_id);
        if (!client) return;
        auto description = client->describe();
        if (!description) return;
        clients_[system_id] = std::make_shared<bb::plugin::PluginClient>(std::move(*client));
        descriptions_[system_id] = std::move(*description);
    });
}

void Session::keep_preview() {
    if (!preview_) return;
    kept_ = std::move(preview_);
    preview_.reset();
    kept_replaces_ = battlefields_.count(kept_->system_id) > 0;
    choose_system(kept_->system_id);
}

void Session::unkeep() {
    if (!kept_) return;
    preview_ = std::move(kept_);  // shown again, so the shared setup is not lost
    kept_.reset();
}

void Session::install_kept() {
    if (!kept_ || !has_system() || kept_->system_id != system().id) return;
    auto& current = battlefields_[kept_->system_id];
    if (kept_replaces_ && before_replace) before_replace(current);
    current = std::move(*kept_);
    kept_.reset();
    roll_logs_.erase(current.system_id);  // a shared setup is a new battle: links carry no rolls
    select_piece(std::nullopt);
    last_checked_.clear();
}

void Session::start_battlefield(const bb::sys::SystemDescription& description) {
    bb::model::Battlefield& b = battlefields_[description.id];
    roll_logs_.erase(description.id);
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
    const std::uint32_t id = b.add_piece(bb::layout::piece_from_entry(entry, position)).id;
    select_piece(id);
    return id;
}

void Session::delete_selected() {
    if (!has_system()) return;
    auto& b = battlefield();
    if (const auto* piece = selected_piece()) last_deleted = piece->label;
    if (const auto* objective = selected_objective_marker()) last_deleted = "objective " + objective->label;
    if (selected_piece() || selected_objective_marker()) ++deletes;
    if (selected) b.remove_piece(*selected);
    if (selected_objective) std::erase_if(b.objectives, [&](const auto& o) { return o.id == *selected_objective; });
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
    auto steps = bb::rules::roll_table(system(), table_id, dice_);
    if (!steps) return steps;
    for (const auto& step : *steps) {
        const auto* table = system().find_table(step.table_id);
        log_roll(table ? table->name : step.table_id,
                 "rolled " + std::to_string(step.total) + (step.row ? ": " + step.row->result : std::string()));
    }
    return steps;
}

const bb::dice::PoolRoll& Session::roll_pool(const bb::dice::PoolRequest& request) {
    dice_tray.last = bb::dice::roll_pool(request, random_);
    log_roll(bb::dice::describe(dice_tray.last->request), bb::dice::describe_result(*dice_tray.last));
    return *dice_tray.last;
}

const bb::dice::RollLog& Session::roll_log() const {
    static const bb::dice::RollLog kNone;
    const auto* log = has_system() ? roll_log_for(system().id) : nullptr;
    return log ? *log : kNone;
}

const bb::dice::RollLog* Session::roll_log_for(const std::string& system_id) const {
    auto it = roll_logs_.find(system_id);
    return it == roll_logs_.end() ? nullptr : &it->second;
}

void Session::log_roll(std::string what, std::string result) {
    if (!has_system()) return;
    const int round = score_ ? int(score_->rounds_played) : 0;
    roll_logs_[system().id].add({round, std::move(what), std::move(result)});
}

bb::Result<std::vector<bb::rules::RollStep>> Session::roll_for_selected(const std::string& table_id) {
    auto* piece = selected_piece();
    if (!piece) return bb::make_error("Select a piece first.");
    auto steps = roll(table_id);
    if (!steps) return steps;
    for (const auto& step : *steps) piece->rolls.push_back({step.table_id, step.faces, step.total});
    constexpr std::size_t kKeptRolls = 16;  // the latest results matter at the table
    if (piece->rolls.size() > kKeptRolls) piece->rolls.erase(piece->rolls.begin(), piece->rolls.end() - kKeptRolls);
    return steps;
}

std::vector<int> Session::roll_dice(const bb::sys::Dice& dice) { return bb::rules::roll_dice(dice, dice_); }

void Session::apply_battleplan(const std::string& battleplan_id) {
    bb::layout::apply_battleplan(battlefield(), system().find_battleplan(battleplan_id));
    select_piece(std::nullopt);
}

bb::Result<std::string> Session::roll_battleplan() {
    auto plan = bb::layout::roll_battleplan(system(), dice_);
    if (!plan) return plan.error();
    apply_battleplan((*plan)->id);
    log_roll(system().battleplan_term + " roll", (*plan)->name);
    return (*plan)->name;
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

int wanted_features(int usual, const GenerateOptions& options) {
    if (options.box) usual = std::min(usual, static_cast<int>(options.box->pieces.size()));
    return std::max(1, usual + options.density);
}

bb::Result<bb::layout::LayoutRequest> Session::layout_request(const GenerateOptions& options, bool reroll) {
    auto client = clients_.find(system().id);
    if (client == clients_.end()) return bb::make_error("The game system is not loaded.");
    bb::layout::LayoutRequest request;
    request.start = battlefield();
    auto& pieces = request.start.pieces;
    if (reroll)
        pieces.erase(std::remove_if(pieces.begin(), pieces.end(),
                                    [&](const bb::model::TerrainPiece& p) { return pinned.count(p.id) == 0; }),
                     pieces.end());
    auto constraints = client->second->layout_constraints(edition());
    if (!constraints) return constraints.error();
    request.constraints = std::move(*constraints);
    const int usual = static_cast<int>(bb::layout::default_feature_count(system(), request.start, request.constraints));
    const auto wanted = static_cast<std::size_t>(wanted_features(usual, options));
    if (pieces.size() >= wanted)
        return bb::make_error("The board already has " + std::to_string(pieces.size()) + " pieces, " +
                              std::to_string(wanted) + " asked for; delete some or re-roll to generate others.");
    request.features = static_cast<std::uint32_t>(wanted - pieces.size());
    request.symmetry = options.symmetry;
    if (options.box) {
        auto entries = bb::layout::box_entries(*options.box, system(), edition());
        if (!entries) return entries.error();
        request.pool = std::move(*entries);
        request.pool_is_box = true;
    } else {
        for (const auto* entry : system().catalogue_for(edition())) request.pool.push_back(*entry);
    }
    request.seed = static_cast<std::uint32_t>(dice_());
    return request;
}

bb::Result<bb::layout::LayoutCheck> Session::layout_check() const {
    auto client = clients_.find(system().id);
    if (client == clients_.end()) return bb::make_error("The game system is not loaded.");
    return bb::layout::LayoutCheck(
        [plugin = client->second](const bb::model::Battlefield& b) { return plugin->validate(b); });
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
    if (findings)
        findings_ = std::move(*findings);
    else
        findings_error_ = findings.error().message;
}

void Session::refresh_score() {
    if (!has_system() || loading()) return;
    const auto& b = battlefield();
    auto blob = bb::serial::to_blob(b);
    if (blob == last_scored_) return;
    last_scored_ = std::move(blob);
    score_.reset();
    score_error_.clear();
    if (!system().answers(bb::plugin::kSummary)) return;  // the system keeps no score
    auto summary = request<bb::rules::BattleSummary>(bb::plugin::kSummary, b);
    if (summary)
        score_ = std::move(*summary);
    else
        score_error_ = summary.error().message;
}

bb::link::StateCodec Session::link_state_codec(const std::string& system_id) const {
    return bb::plugin::state_codec(
        [this, system_id](std::string_view operation,
                          const bb::serial::Bytes& request) -> bb::Result<bb::serial::Bytes> {
            auto client = clients_.find(system_id);
            if (client == clients_.end()) return bb::make_error("The game system is not loaded.");
            return client->second->call(operation, request);
        });
}

}  // namespace app
