#pragma once
// Keeps this tab's battles in step with the app's other tabs and windows on the device (issue 27) and with the
// other phone of a live table (issue 30), one way for both: its own changes and rolls go out as operations (core
// sync/), the others' are merged in before anything in the frame reads or saves a battle, so the autosave holds
// every change. What the other phone says is passed on to the other tabs, and theirs to it.
#include "app/session/battlefields.hpp"
#include "app/session/plugin_panel_state.hpp"
#include "app/session/selection.hpp"
#include "app/session/system_library.hpp"
#include "battleboard/sync/replica.hpp"

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace app {

class BattleSync {
public:
    // Merges into `battles`, replays other replicas' panel actions with `library`'s plugins, and sends the
    // actions `panels` made.
    BattleSync(const SystemLibrary& library, Battlefields& battles, Selection& selection, PluginPanelState& panels);
    BattleSync(const BattleSync&) = delete;
    BattleSync& operator=(const BattleSync&) = delete;
    // Reads what this device's battles had taken before the page (re)started; see sync_knowledge.hpp.
    void start();
    // Once a frame, first: merges what the other tabs sent (this tab's own changes are sent before, so they are
    // never mistaken for what was heard).
    void merge_heard();
    // After the frame's input: sends this tab's changes once they have settled (a drag is sent when it ends).
    void send_changes(bool settled);

    // The other phone (app/live/): from now on every message also goes to `send`, until disconnected.
    using Send = std::function<void(const bb::serial::Bytes&)>;
    void connect_peer(Send send) { peer_ = std::move(send); }
    void disconnect_peer() { peer_ = nullptr; }
    // A message the other phone sent, checked already: merged like another tab's and passed on to the other tabs.
    void hear_peer(const bb::sync::Message& message, const bb::serial::Bytes& bytes);
    // This tab's hello to the other phone, saying who it is.
    bb::sync::Message hello(bb::sync::Peer peer) const;
    // Everything this tab holds, its current battle whole, for the other phone: plugin states as they stand for
    // a phone that joins, else the plugin changes kept, which the other replays where they are new to it.
    bb::sync::Message snapshot_for_peer(bool peer_joining);
    // The phone that joins a table takes its battle of `system_id` from the other phone: its own is set aside
    // (the caller keeps it in Saves) and the snapshot that follows fills the new one.
    void take_battle_from_peer(const std::string& system_id);

    // A battle another tab or phone changed: as it was just before the merge, and after it.
    struct HeardChange {
        std::string system_id;
        bb::model::Battlefield before;
        bb::model::Battlefield after;
    };
    // The merges since the last call, for the undo history to carry into its steps.
    std::vector<HeardChange> take_heard_changes() { return std::exchange(heard_, {}); }
    // The last change of this player's that met another's to the same thing, and which was kept, in a sentence;
    // shown until this player's next change. Empty when there is none.
    const std::string& notice() const { return notice_; }
    void dismiss_notice() { notice_.clear(); }

private:
    void send();
    void keep_knowledge();
    void broadcast(const bb::sync::Message& message);
    bb::Result<bb::model::PluginState> replay(const bb::model::Battlefield& battle, const bb::sync::Operation& action);
    // `other` names who sent it, for the notice of a conflict ("another tab", "the other phone").
    void merge_ready(bb::sync::Message message, std::string_view other);
    void merge(const bb::sync::Message& message, std::string_view other);

    const SystemLibrary& library_;
    Battlefields& battles_;
    Selection& selection_;
    PluginPanelState& panels_;

    bb::sync::Replica replica_;
    // Each system's battlefield as the others last heard of it; one this tab only now has is taken as it is.
    std::map<std::string, bb::model::Battlefield> sent_;
    // What the others said about a system this tab has no battlefield of yet (its plugin or autosave is still
    // loading): merged once it has one, so a piece's history is known before its next change arrives.
    std::map<std::string, bb::sync::Message> waiting_;
    std::string notice_;
    std::uint64_t kept_counter_ = 0;  // the clock when the knowledge was last kept on the device
    std::vector<HeardChange> heard_;
    Send peer_;
    std::string adopting_;  // the system whose battle the other phone's next message brings whole
    bool greeted_ = false;
};

}  // namespace app
