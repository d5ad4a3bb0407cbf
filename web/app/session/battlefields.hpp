#pragma once
// The player's battlefields: one per game system (switching systems never throws one away), each with its roll
// log, the current one (the chosen system's), and a setup opened from a share link, shown read-only until the
// player adopts it.
#include "app/session/selection.hpp"
#include "app/session/system_library.hpp"
#include "battleboard/dice/roll_log.hpp"
#include "battleboard/model/battlefield.hpp"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace app {

class Battlefields {
public:
    // Hears from `library` when the chosen system changes; clears `selection` when the battlefield does.
    Battlefields(SystemLibrary& library, Selection& selection);
    Battlefields(const Battlefields&) = delete;
    Battlefields& operator=(const Battlefields&) = delete;

    // Given a battlefield whose game system is not installed (an autosave, a save being opened), with the version
    // of the system's plugin its source names (empty when unknown), so it is put aside rather than lost; it is then
    // let go.
    std::function<void(const bb::model::Battlefield&, const std::string& system_version)> system_missing;
    // Sees the player's battlefield an adopted preview replaces.
    std::function<void(const bb::model::Battlefield& replaced)> before_replace;

    // Switches to the system's battlefield (starting one when the player has none there), loading its plugin;
    // `system_version` names the plugin version wanted when the system is not installed.
    void choose_system(const std::string& system_id, const std::string& system_version = {});
    // Replaces the battlefield of its game system, and its roll log, and switches to that system (loading it if
    // need be); `system_version` as choose_system's.
    void open_battlefield(bb::model::Battlefield battlefield, bb::dice::RollLog rolls = {},
                          const std::string& system_version = {});
    // Puts back a battlefield kept on the device for its system, and its roll log, without switching to it;
    // one the player already has wins.
    void restore_battlefield(bb::model::Battlefield battlefield, bb::dice::RollLog rolls = {});

    // Every system's battlefield the player has, by system id.
    const std::map<std::string, bb::model::Battlefield>& all() const { return battlefields_; }
    // The same, for changes of other tabs and of the other phone to be merged in (session/battle_sync.hpp).
    std::map<std::string, bb::model::Battlefield>& to_merge() { return battlefields_; }

    // The chosen system's battlefield; only while a system is chosen.
    bb::model::Battlefield& battlefield() { return battlefields_[library_.system().id]; }
    const bb::model::Battlefield& battlefield() const { return battlefields_.at(library_.system().id); }
    // The same, or none before a system is chosen.
    bb::model::Battlefield* current() { return library_.has_system() ? &battlefield() : nullptr; }
    const std::string& edition() const { return battlefield().rules_edition; }
    // Counts the times the current battlefield was switched or replaced whole, so answers about it are asked again.
    int switches() const { return switches_; }

    // Every roll of the current battle, with its battle round: saved with the battlefield, never shared, and
    // started afresh with a new battlefield.
    const bb::dice::RollLog& roll_log() const;
    const bb::dice::RollLog* roll_log_for(const std::string& system_id) const;
    void log_roll(int round, std::string what, std::string result);
    void clear_roll_log() { roll_logs_.erase(library_.system().id); }
    // The rolls made here since the last call, by system, for the other tabs and the other phone.
    std::vector<std::pair<std::string, bb::dice::RollEntry>> take_rolls_made() { return std::exchange(made_, {}); }
    // A roll made elsewhere: logged as it came, never rolled again.
    void log_heard_roll(const std::string& system_id, bb::dice::RollEntry roll) {
        roll_logs_[system_id].add(std::move(roll));
    }

    // A setup opened from a share link, shown read-only. It is apart from the current battlefield: battlefield()
    // never returns it and nothing edits it, so whatever saves the player's work (the autosave included) reads
    // battlefield() only and never writes the preview over the player's setup. Only adopt_preview() makes it
    // the player's: it becomes the battlefield of its system (switching to that system once its plugin is
    // loaded), and before_replace first sees the battlefield it replaces.
    void open_preview(bb::model::Battlefield shared) { preview_ = std::move(shared); }
    const bb::model::Battlefield* preview() const { return preview_ ? &*preview_ : nullptr; }
    void close_preview() { preview_.reset(); }
    void adopt_preview();

private:
    void switched(const std::string& system_id, bool loaded_now);
    void install_adopted();
    // The adopted setup could not be installed: it is shown again, so it is not lost.
    void back_to_preview();

    SystemLibrary& library_;
    Selection& selection_;
    std::map<std::string, bb::model::Battlefield> battlefields_;
    std::map<std::string, bb::dice::RollLog> roll_logs_;
    std::vector<std::pair<std::string, bb::dice::RollEntry>> made_;
    std::optional<bb::model::Battlefield> preview_;
    std::optional<bb::model::Battlefield> adopted_;  // waiting for its system's plugin
    bool adopted_replaces_ = false;                  // the player had a battlefield of that system
    int switches_ = 0;
};

}  // namespace app
