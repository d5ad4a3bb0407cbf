#pragma once
// What the player is working on: the chosen game system (its plugin and description), the rules edition and
// the battlefield. Each system keeps its own battlefield, so switching systems never throws one away.
#include "battleboard/model/battlefield.hpp"
#include "battleboard/plugin/plugin_client.hpp"

#include <map>
#include <memory>
#include <optional>
#include <string>

namespace app {

class Session {
public:
    // Starts loading the plugin; the current system stays usable until the new one is ready.
    void choose_system(const std::string& system_id);

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

    std::optional<std::uint32_t> selected;
    bb::model::TerrainPiece* selected_piece();

private:
    void on_loaded(const std::string& system_id, bb::Result<std::unique_ptr<bb::plugin::PluginModule>> module);
    void start_battlefield(const bb::sys::SystemDescription& description);

    std::string loading_id_;
    std::string error_;
    std::map<std::string, std::shared_ptr<bb::plugin::PluginClient>> clients_;
    std::map<std::string, bb::sys::SystemDescription> descriptions_;
    std::map<std::string, bb::model::Battlefield> battlefields_;
    const bb::sys::SystemDescription* description_ = nullptr;
};

} // namespace app
