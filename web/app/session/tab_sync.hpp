#pragma once
// Keeps this tab's battles in step with the app's other tabs and windows on the device (issue 27): its own
// changes go out as operations (core sync/), the others' are merged in before anything in the frame reads or
// saves a battle, so the autosave of any tab holds every tab's changes.
#include "app/session/battlefields.hpp"
#include "app/session/plugin_panel_state.hpp"
#include "app/session/selection.hpp"
#include "app/session/system_library.hpp"
#include "battleboard/sync/replica.hpp"

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace app {

class TabSync {
public:
    // Merges into `battles`, replays other tabs' panel actions with `library`'s plugins, and sends the actions
    // `panels` made.
    TabSync(const SystemLibrary& library, Battlefields& battles, Selection& selection, PluginPanelState& panels);
    TabSync(const TabSync&) = delete;
    TabSync& operator=(const TabSync&) = delete;
    // Once a frame, first: merges what the other tabs sent (this tab's own changes are sent before, so they are
    // never mistaken for what was heard).
    void merge_heard();
    // After the frame's input: sends this tab's changes once they have settled (a drag is sent when it ends).
    void send_changes(bool settled);

    // A battle another tab changed: as it was just before the merge, and after it.
    struct HeardChange {
        std::string system_id;
        bb::model::Battlefield before;
        bb::model::Battlefield after;
    };
    // The merges since the last call, for the undo history to carry into its steps.
    std::vector<HeardChange> take_heard_changes() { return std::exchange(heard_, {}); }

private:
    void send();
    bb::Result<bb::model::PluginState> replay(const bb::model::Battlefield& battle, const bb::sync::Operation& action);
    void merge(const bb::sync::Message& message);

    const SystemLibrary& library_;
    Battlefields& battles_;
    Selection& selection_;
    PluginPanelState& panels_;

    bb::sync::Replica replica_;
    // Each system's battlefield as the other tabs last heard of it; one this tab only now has is taken as it is.
    std::map<std::string, bb::model::Battlefield> sent_;
    // What the other tabs said about a system this tab has no battlefield of yet (its plugin or autosave is still
    // loading): merged once it has one, so a piece's history is known before its next change arrives.
    std::map<std::string, bb::sync::Message> waiting_;
    std::vector<HeardChange> heard_;
    bool greeted_ = false;
};

}  // namespace app
