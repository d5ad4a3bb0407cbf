#pragma once
// One battle on two phones with no server (issue 30): the first phone makes a WebRTC offer and shows it as a join
// code, the second answers with its own, and once the data channel opens the two say hello (app version, game
// system, plugin version), the joining phone takes the other's battle, and from then on every change travels as
// the same operations the tabs of one device exchange (session/battle_sync.hpp). A small state machine polled
// each frame; each phone keeps working alone whenever the channel is down, and Reconnect is a new offer and answer.
#include "app/session/battle_score.hpp"
#include "app/session/battle_sync.hpp"
#include "app/session/battlefields.hpp"
#include "app/session/system_library.hpp"

#include <functional>
#include <string>
#include <string_view>

namespace app {

class LiveTable {
public:
    enum class Stage {
        Off,        // no live table
        Offering,   // gathering this phone's offer
        Offered,    // the offer's code is shown; waiting for the other phone's answer, then the channel
        Answering,  // gathering this phone's answer to a scanned offer
        Answered,   // the answer's code is shown; waiting for the channel
        Connected,  // the channel is open and the hellos agreed
        Lost,       // the channel closed or failed; each phone plays on alone
        Refused,    // the phones' versions differ
    };

    LiveTable(const SystemLibrary& library, Battlefields& battles, BattleSync& sync, const BattleScore& score)
        : library_(library), battles_(battles), sync_(sync), score_(score) {}
    LiveTable(const LiveTable&) = delete;
    LiveTable& operator=(const LiveTable&) = delete;

    // Sets a battle aside before the other phone's replaces it (the app keeps it in Saves).
    std::function<void(const bb::model::Battlefield&, const bb::dice::RollLog&)> set_aside;

    // After the page (re)starts: a phone that was at a live table when it closed (a reload, the app swapped out)
    // offers Reconnect, and its next connection merges instead of taking the other's battle.
    void start();
    // "Play together" or Reconnect: a new connection that makes an offer; `use_stun` lets a public STUN server see
    // this phone's address (the player allowed it).
    void offer(bool use_stun);
    // A code scanned, pasted or opened as the page's address: an offer is answered, an answer is taken.
    void take_code(std::string_view text, bool use_stun);
    void leave();
    // Once a frame, before the battle is merged or drawn: the channel's state, what the other phone sent.
    void poll();

    Stage stage() const { return stage_; }
    // The address (the site with `#bj1.…`) to show as a QR code while an offer or answer waits; else empty.
    const std::string& code_address() const { return code_address_; }
    // Connected or not, and with whom, in a few words; empty when there is no live table.
    std::string status() const;
    // The same, short enough for the line over the board.
    std::string badge() const;
    // What went wrong or what to try, for the player; empty when nothing did.
    const std::string& message() const { return message_; }
    // No channel has opened in the 15 s since the codes were shown: the likely causes are worth naming.
    bool slow() const;
    // Who this phone is (app, game system and plugin versions), and why a phone that says `peer` cannot share its
    // battle with this one (empty when it can): for the hello, and for a battle that arrives by scanning.
    bb::sync::Peer who_am_i() const;
    std::string refusal(const bb::sync::Peer& peer) const;

private:
    void described(const std::string& sdp);
    void hear(const bb::serial::Bytes& bytes);
    void greet(const bb::sync::Message& hello);
    void lose(std::string why);
    std::string players() const;

    const SystemLibrary& library_;
    Battlefields& battles_;
    BattleSync& sync_;
    const BattleScore& score_;
    Stage stage_ = Stage::Off;
    bool offering_ = false;        // this phone made the offer of the current connection
    bool ever_connected_ = false;  // a later connection is a reconnection: the battles merge
    bool greeted_ = false;         // this phone's hello went out on the open channel
    std::string code_address_;
    std::string message_;
    double waiting_since_ = 0;  // when the codes were shown
    double dropped_since_ = 0;  // when the connection last dropped (ICE disconnected); 0 while it is up
};

}  // namespace app
