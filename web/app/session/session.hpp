#pragma once
// What the player is working on: the chosen game system (its plugin and description), the rules edition and
// the battlefield. Each system keeps its own battlefield, so switching systems never throws one away.
#include "app/session/dice_tray.hpp"
#include "app/session/layout_job.hpp"
#include "app/session/measure_tool.hpp"
#include "app/session/plugin_panel_state.hpp"
#include "app/session/setup_sheet_job.hpp"
#include "app/session/sight_tool.hpp"
#include "app/session/terrain_box_store.hpp"
#include "app/session/zone_editor.hpp"
#include "battleboard/dice/roll_log.hpp"
#include "battleboard/layout/generate_layout.hpp"
#include "battleboard/layout/terrain_box.hpp"
#include "battleboard/link/link.hpp"
#include "battleboard/model/battlefield.hpp"
#include "battleboard/plugin/plugin_client.hpp"
#include "battleboard/plugin/plugin_index.hpp"
#include "battleboard/rules/battle_summary.hpp"
#include "battleboard/rules/findings.hpp"
#include "battleboard/rules/roll.hpp"
#include "platform/random.hpp"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>

namespace app {

// How the player asked for a layout: symmetric for both players, and how many features more or fewer than
// the system's usual count (the density).
struct GenerateOptions {
    bb::layout::Symmetry symmetry = bb::layout::Symmetry::None;
    int density = 0;
    // The player's own pieces to draw from instead of the catalogue (each at most once); none for the catalogue.
    const bb::layout::TerrainBox* box = nullptr;
};

// How many features a generation adds to reach: the system's usual count for the board (no more than the box
// holds, when drawing from one) plus the density, at least one.
int wanted_features(int usual, const GenerateOptions& options);

class Session {
public:
    // Reads plugins/index.json, the installed game systems; choosing a system waits for it.
    void load_plugin_index();
    bool systems_known() const { return index_loaded_; }
    const bb::plugin::PluginIndex& installed() const { return index_; }
    // Given a battlefield whose game system is not installed (an autosave, a save being opened), so it is kept
    // rather than lost; the session then lets it go.
    std::function<void(const bb::model::Battlefield&)> keep_missing_system;

    // Starts loading the plugin; the current system stays usable until the new one is ready.
    void choose_system(const std::string& system_id);

    // Replaces the battlefield of its game system, and its roll log, and switches to that system (loading it if
    // need be).
    void open_battlefield(bb::model::Battlefield battlefield, bb::dice::RollLog rolls = {});

    // The battlefield kept for a game system, if the player has one there.
    const bb::model::Battlefield* battlefield_for(const std::string& system_id) const {
        auto it = battlefields_.find(system_id);
        return it == battlefields_.end() ? nullptr : &it->second;
    }

    // Every system's battlefield the player has, by system id.
    const std::map<std::string, bb::model::Battlefield>& battlefields() const { return battlefields_; }
    // The same, for another tab's changes to be merged in (app/tab_sync.hpp).
    std::map<std::string, bb::model::Battlefield>& battlefields_to_merge() { return battlefields_; }
    // Puts back a battlefield kept on the device for its system, and its roll log, without switching to it;
    // one the player already has wins.
    void restore_battlefield(bb::model::Battlefield battlefield, bb::dice::RollLog rolls = {}) {
        if (!battlefields_.count(battlefield.system_id)) roll_logs_[battlefield.system_id] = std::move(rolls);
        battlefields_.try_emplace(battlefield.system_id, std::move(battlefield));
    }

    // Loads a game system's plugin without switching to it (a shared link's system, to show its names).
    void prepare(const std::string& system_id);
    // Whether that plugin is still on its way (prepare or choose_system asked for it).
    bool preparing(const std::string& system_id) const {
        return preparing_.count(system_id) > 0 || loading_id_ == system_id;
    }
    // The system's description once its plugin is loaded; nothing before.
    const bb::sys::SystemDescription* description_for(const std::string& system_id) const {
        auto it = descriptions_.find(system_id);
        return it == descriptions_.end() ? nullptr : &it->second;
    }

    bool loading() const { return !loading_id_.empty(); }
    const std::string& loading_id() const { return loading_id_; }
    const std::string& error() const { return error_; }

    bool has_system() const { return description_ != nullptr; }
    const bb::sys::SystemDescription& system() const { return *description_; }

    bb::model::Battlefield& battlefield() { return battlefields_[description_->id]; }
    const bb::model::Battlefield& battlefield() const { return battlefields_.at(description_->id); }

    const std::string& edition() const { return battlefield().rules_edition; }
    void set_edition(const std::string& edition_id);
    void set_board_size(double width, double depth);

    // Places a new piece from the catalogue near the middle of the board and selects it.
    std::uint32_t add_piece(const bb::sys::CatalogueEntry& entry);
    void delete_selected();
    // What the last delete removed ("Obstacle", "objective 2") and how many deletes there have been.
    std::string last_deleted;
    int deletes = 0;

    // Rolls on one of the system's tables, following its "roll again" rows; keeps nothing.
    bb::Result<std::vector<bb::rules::RollStep>> roll(const std::string& table_id);
    // Rolls on one of the selected piece's tables and keeps the result on the piece.
    bb::Result<std::vector<bb::rules::RollStep>> roll_for_selected(const std::string& table_id);
    // Rolls plain dice (a roll-off); the caller keeps what it needs.
    std::vector<int> roll_dice(const bb::sys::Dice& dice);

    // The dice tray's pool and last roll.
    DiceTray dice_tray;
    // Rolls a dice tray pool from the platform's random source and logs it.
    const bb::dice::PoolRoll& roll_pool(const bb::dice::PoolRequest& request);
    // Every roll of the current battle, with its battle round: saved with the battlefield, never shared, and
    // started afresh with a new battlefield.
    const bb::dice::RollLog& roll_log() const;
    const bb::dice::RollLog* roll_log_for(const std::string& system_id) const;
    void log_roll(std::string what, std::string result);
    void clear_roll_log() { roll_logs_.erase(system().id); }

    // Lays out the battleplan's territories and objectives, scaled to the current board.
    void apply_battleplan(const std::string& battleplan_id);
    // Rolls on the system's "battleplan" table (if it has one) and applies the result.
    bb::Result<std::string> roll_battleplan();
    std::uint32_t add_objective();
    // What to generate: catalogue pieces at spots the setup rules accept until the board has the system's
    // feature count (plus the density). Pieces already placed stay, or only the pinned ones for a re-roll.
    bb::Result<bb::layout::LayoutRequest> layout_request(const GenerateOptions& options, bool reroll);
    // The current system's setup check, for the generator (it keeps the plugin alive while it runs).
    bb::Result<bb::layout::LayoutCheck> layout_check() const;
    // Pieces a re-roll keeps (ids of the current battlefield's pieces).
    std::set<std::uint32_t> pinned;
    // "Generate layout" in progress across frames, and what the last one did (the Terrain tab starts it, every
    // frame advances it).
    LayoutJob generation;
    // The setup sheet being made for download (the Terrain tab starts it, every frame advances it).
    SetupSheetJob setup_sheet;
    // The player's terrain boxes kept on the device (the Terrain tab edits them, generation reads them).
    TerrainBoxes terrain_boxes;

    // Any further plugin operation of the current system (building reports, scoring, points totals...).
    template <class Reply, class Request>
    bb::Result<Reply> request(std::string_view operation, const Request& request) {
        return request_for<Reply>(system().id, operation, request);
    }
    template <class Reply, class Request>
    bb::Result<Reply> request_for(const std::string& system_id, std::string_view operation, const Request& request) {
        auto client = clients_.find(system_id);
        if (client == clients_.end()) return bb::make_error("The game system is not loaded.");
        return client->second->request<Reply>(operation, request);
    }

    // The same, with the reply left encoded (see plugin_panels.cpp).
    bb::Result<bb::serial::Bytes> call(std::string_view operation, const bb::serial::Bytes& request) {
        auto client = clients_.find(system().id);
        if (client == clients_.end()) return bb::make_error("The game system is not loaded.");
        return client->second->call(operation, request);
    }
    // A system's plugin writing and reading its state in a share link (plugin/link_state_codec.hpp).
    bb::link::StateCodec link_state_codec(const std::string& system_id) const;
    // The game system's own panels, as its plugin last described them.
    PluginPanelState plugin_panels;

    // Re-checks the setup rules when the battlefield changed since the last check.
    void refresh_findings();
    const bb::rules::Findings& findings() const { return findings_; }
    const std::string& findings_error() const { return findings_error_; }

    // The Sight tab's two models and the system's answer about them.
    SightTool sight;
    // Drawing and reshaping the battlefield's deployment zones from the Battle tab.
    ZoneEditor zones;
    // The tape measure laid across the board.
    MeasureTool measure;
    // The battle summed up by the system's plugin ("summary") when the battlefield changed since the last time;
    // none for a system that keeps no score.
    void refresh_score();
    const std::optional<bb::rules::BattleSummary>& score() const { return score_; }
    const std::string& score_error() const { return score_error_; }
    // A setup opened from a share link, shown read-only. Preview state is separate from the current
    // battlefield: battlefield() never returns it and nothing edits it, so whatever saves the player's work
    // (the autosave included) must read battlefield() only and never write the preview over the player's
    // setup. Only keep_preview() makes it the player's: it becomes the battlefield of its system (switching to
    // that system once its plugin is loaded), and before_replace first sees the battlefield it replaces.
    void open_preview(bb::model::Battlefield shared) { preview_ = std::move(shared); }
    const bb::model::Battlefield* preview() const { return preview_ ? &*preview_ : nullptr; }
    void close_preview() { preview_.reset(); }
    void keep_preview();
    std::function<void(const bb::model::Battlefield& replaced)> before_replace;

    // What the player has picked on the board: a piece or an objective marker, never both.
    std::optional<std::uint32_t> selected;
    std::optional<std::uint32_t> selected_objective;
    bb::model::TerrainPiece* selected_piece();
    bb::model::Objective* selected_objective_marker();
    void select_piece(std::optional<std::uint32_t> id);
    void select_objective(std::optional<std::uint32_t> id);

private:
    void on_loaded(const std::string& system_id, bb::Result<std::unique_ptr<bb::plugin::PluginModule>> module);
    void start_battlefield(const bb::sys::SystemDescription& description);
    void install_kept();
    void unkeep();

    std::string loading_id_;
    std::string error_;
    bb::plugin::PluginIndex index_;
    bool index_loaded_ = false;
    std::map<std::string, std::shared_ptr<bb::plugin::PluginClient>> clients_;
    std::map<std::string, bb::sys::SystemDescription> descriptions_;
    std::map<std::string, bb::model::Battlefield> battlefields_;
    std::optional<bb::model::Battlefield> preview_;
    std::optional<bb::model::Battlefield> kept_;  // waiting for its system's plugin
    bool kept_replaces_ = false;                  // the player had a battlefield of that system
    const bb::sys::SystemDescription* description_ = nullptr;
    std::map<std::string, bb::dice::RollLog> roll_logs_;
    std::set<std::string> preparing_;
    bb::dice::RandomSource random_ = platform::random_source();
    bb::rules::DiceEngine dice_{random_()};  // for table rolls, seeded from the platform's source
    bb::serial::Bytes last_checked_;
    bb::rules::Findings findings_;
    std::string findings_error_;
    bb::serial::Bytes last_scored_;
    std::optional<bb::rules::BattleSummary> score_;
    std::string score_error_;
};

}  // namespace app
