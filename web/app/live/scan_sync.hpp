#pragma once
// "Sync by scanning" (issue 30): the way two phones share a battle when no data channel opens between them. Each
// shows its battle (the sync snapshot a live table sends, rolls and all) as one QR code or a short numbered
// sequence (core live/sync_code.hpp); the other scans them in any order and merges the battle with the same rules
// as a live message (BattleSync::hear_peer), then shows its own, now holding both, for the first to scan back.
#include "app/live/live_table.hpp"
#include "app/session/battle_sync.hpp"
#include "app/session/battlefields.hpp"
#include "battleboard/live/sync_code.hpp"

#include <string>
#include <vector>

namespace app {

class ScanSync {
public:
    ScanSync(const LiveTable& live, Battlefields& battles, BattleSync& sync)
        : live_(live), battles_(battles), sync_(sync) {}

    // "Sync by scanning": this phone's codes are shown and the other's may be scanned.
    void start();
    void stop();
    bool active() const { return active_; }

    // Makes the codes again when the battle changed since they were made; call before drawing them.
    void refresh();
    // The codes to show, each the site's address with `#bs2.…`; one is shown at a time.
    const std::vector<std::string>& codes() const { return codes_; }
    std::size_t shown() const { return shown_; }
    void show_next() { shown_ = codes_.empty() ? 0 : (shown_ + 1) % codes_.size(); }

    // What a code scanned here does: another part collected, or the whole battle merged.
    struct Scanned {
        bool more = false;     // the other phone's codes are not all scanned yet
        std::string progress;  // for the line over the camera's picture
    };
    Scanned take_part(const std::string& code);
    // "2 of 3 scanned", while a sequence is partly scanned; else empty.
    std::string progress() const;
    // What happened last, or what to do next, for the player.
    const std::string& message() const { return message_; }

private:
    // Makes this phone's codes from its snapshot; says why not when the battle is too large.
    std::string make_codes();
    std::string merge(const bb::serial::Bytes& bytes);
    bb::serial::Bytes stamp() const;

    const LiveTable& live_;
    Battlefields& battles_;
    BattleSync& sync_;
    bool active_ = false;
    std::vector<std::string> codes_;
    std::size_t shown_ = 0;
    bb::sync::Message snapshot_;   // what the codes hold
    bb::serial::Bytes made_from_;  // the battle and roll log they were made from, to see when they are stale
    bb::live::SyncCollector collector_;
    std::string message_;
};

}  // namespace app
