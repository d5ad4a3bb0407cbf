#include "app/live/live_table.hpp"

#include "app/saves/save_record.hpp"
#include "battleboard/live/join_code.hpp"
#include "platform/peer_channel.hpp"
#include "platform/share.hpp"
#include "platform/storage.hpp"

#include <cstdlib>

namespace app {

namespace {

using bb::sync::Message;
using platform::PeerState;

#ifndef BB_APP_VERSION
#define BB_APP_VERSION "unknown"
#endif
constexpr const char* kAppVersion = BB_APP_VERSION;

// A channel that does not open in this time most likely never will on this network.
constexpr double kSlowMs = 15000;
// A drop shorter than this recovers by itself (ICE reconnects); a longer one is reported as lost.
constexpr double kDropMs = 6000;

constexpr const char* kLeft =
    "The other phone left the table. Each phone keeps its battle; Reconnect to play on together.";

// Kept on the device while a live table is on: when it was last connected (ms since 1970).
constexpr const char* kAtTableKey = "live:table";
// A table left this long ago is over: the next start is a fresh one.
constexpr double kTableForgottenMs = 12 * 60 * 60 * 1000.0;

}  // namespace

void LiveTable::start() {
    platform::store_list([this](std::vector<platform::StoredRecord> records, const std::string&) {
        for (const auto& stored : records) {
            if (stored.key != kAtTableKey || !stored.text || stage_ == Stage::Connected) continue;
            const double since = std::atof(stored.text->c_str());
            if (!(since > 0) || now_ms() - since > kTableForgottenMs) continue;
            ever_connected_ = true;  // also when a code opened the page: that connection merges too
            if (stage_ != Stage::Off) continue;
            stage_ = Stage::Lost;
            message_ =
                "This phone was at a live table when the page closed. It kept its battle; Reconnect to play on "
                "together, and the two battles merge.";
        }
    });
}

void LiveTable::offer(bool use_stun) {
    if (!platform::peer_available()) {
        message_ = platform::peer_unavailable_reason();
        return;
    }
    sync_.disconnect_peer();
    platform::peer_make_offer(use_stun);
    stage_ = Stage::Offering;
    offering_ = true;
    greeted_ = false;
    code_address_.clear();
    message_.clear();
}

void LiveTable::take_code(std::string_view text, bool use_stun) {
    auto code = bb::live::decode(text);
    if (!code) {
        message_ = code.error().message;
        return;
    }
    if (!platform::peer_available()) {
        message_ = platform::peer_unavailable_reason();
        return;
    }
    message_.clear();
    if (code->answer) {
        if (stage_ != Stage::Offered || !offering_) {
            message_ =
                "That is the other phone's answer. Tap \"Show my code\" here first, let the other phone scan "
                "it, then scan its answer.";
            return;
        }
        platform::peer_accept_answer(bb::live::to_sdp(*code));
        return;
    }
    sync_.disconnect_peer();
    platform::peer_answer_offer(bb::live::to_sdp(*code), use_stun);
    stage_ = Stage::Answering;
    offering_ = false;
    greeted_ = false;
    code_address_.clear();
}

void LiveTable::leave() {
    platform::store_remove(kAtTableKey);
    platform::peer_close();
    sync_.disconnect_peer();
    stage_ = Stage::Off;
    code_address_.clear();
    message_.clear();
}

// This phone's description is gathered: it becomes the code the other phone scans.
void LiveTable::described(const std::string& sdp) {
    auto code = bb::live::from_sdp(sdp, !offering_);
    if (!code) return lose(code.error().message);
    // The site's address first, so a phone's camera app opens Battleboard at the code.
    code_address_ = platform::page_address() + "#" + bb::live::encode(*code);
    stage_ = offering_ ? Stage::Offered : Stage::Answered;
    waiting_since_ = now_ms();
}

void LiveTable::poll() {
    if (stage_ == Stage::Off || stage_ == Stage::Refused) return;
    const auto status = platform::peer_status();
    if ((stage_ == Stage::Offering || stage_ == Stage::Answering) && !status.local_description.empty())
        described(status.local_description);
    if (!status.error.empty() && status.state != PeerState::Failed) message_ = status.error;  // a note, once
    switch (status.state) {
        case PeerState::Open:
            if (!std::exchange(greeted_, true)) platform::peer_send(bb::sync::encode(sync_.hello(who_am_i())));
            break;
        case PeerState::Closed:
            if (stage_ != Stage::Lost) lose(kLeft);
            return;
        case PeerState::Failed:
            if (stage_ != Stage::Lost)
                lose(
                    (status.error.empty() ? std::string("The connection to the other phone was lost.") : status.error) +
                    " Each phone keeps its battle; Reconnect to play on together.");
            return;
        default: break;
    }
    if (stage_ == Stage::Connected) {
        // A short drop recovers by itself; one that lasts is reported.
        if (status.ice != platform::IceState::Disconnected) {
            dropped_since_ = 0;
        } else if (dropped_since_ == 0) {
            dropped_since_ = now_ms();
        } else if (now_ms() - dropped_since_ > kDropMs) {
            platform::peer_close();
            return lose(
                "The connection to the other phone dropped (it may have slept or left the Wi-Fi). Each "
                "phone keeps its battle; Reconnect to play on together.");
        }
    }
    for (const auto& bytes : platform::peer_take_received()) hear(bytes);
}

void LiveTable::hear(const bb::serial::Bytes& bytes) {
    auto message = bb::sync::decode(bytes);
    if (!message) {
        message_ = "A message from the other phone was refused and changed nothing. " + message.error().message;
        return;
    }
    if (message->kind == Message::Kind::Hello) return greet(*message);
    if (stage_ != Stage::Connected) return;  // nothing is merged before the hellos agree
    sync_.hear_peer(*message, bytes);
}

// The other phone's hello: both must run the same versions; then the phone that has just joined takes the other's
// battle, and on a reconnection each sends all it holds so the two merge.
void LiveTable::greet(const Message& hello) {
    if (auto why = refusal(hello.peer); !why.empty()) {
        platform::peer_close();
        sync_.disconnect_peer();
        stage_ = Stage::Refused;
        code_address_.clear();  // the code of a connection now closed
        message_ = why;
        return;
    }
    const bool joining = !offering_ && !ever_connected_;
    if (joining) {
        const std::string& system_id = hello.peer.system_id;
        const auto& all = battles_.all();
        if (auto mine = all.find(system_id); mine != all.end() && set_aside) {
            const auto* rolls = battles_.roll_log_for(system_id);
            const bool has_anything = !mine->second.pieces.empty() || !mine->second.objectives.empty() ||
                                      mine->second.plugin_state != bb::model::PluginState{} ||
                                      (rolls && !rolls->empty());
            if (has_anything) set_aside(mine->second, rolls ? *rolls : bb::dice::RollLog{});
        }
        sync_.take_battle_from_peer(system_id);
    }
    stage_ = Stage::Connected;
    ever_connected_ = true;
    platform::store_put(kAtTableKey, std::to_string(now_ms()));
    dropped_since_ = 0;
    message_.clear();
    sync_.connect_peer([](const bb::serial::Bytes& bytes) { platform::peer_send(bytes); });
    if (!joining) platform::peer_send(bb::sync::encode(sync_.snapshot_for_peer(hello.peer.joining)));
}

// Why the two phones cannot share a battle, naming both versions; empty when they can.
std::string LiveTable::refusal(const bb::sync::Peer& peer) const {
    if (peer.app_version != kAppVersion)
        return "The other phone runs Battleboard " + peer.app_version + " and this one " + kAppVersion +
               ": update both to the same version to play together.";
    if (peer.system_id.empty()) return {};
    const auto* here = library_.installed().find(peer.system_id);
    const bool joining = !offering_ && !ever_connected_;
    if (!here)
        return joining ? "The other phone plays " + peer.system_id + ", which this app does not have. " +
                             bb::plugin::missing_system_message(peer.system_id, peer.plugin_version)
                       : std::string{};
    const bool same_system = library_.has_system() && library_.system().id == peer.system_id;
    if ((joining || same_system) && here->version != peer.plugin_version)
        return "The other phone has the " + here->name + " rules version " + peer.plugin_version +
               " and this one version " + here->version + ": install the same version on both to play together.";
    return {};
}

bb::sync::Peer LiveTable::who_am_i() const {
    bb::sync::Peer me{kAppVersion, {}, {}, !offering_ && !ever_connected_};
    if (library_.has_system()) {
        me.system_id = library_.system().id;
        if (const auto* entry = library_.installed().find(me.system_id)) me.plugin_version = entry->version;
    }
    return me;
}

void LiveTable::lose(std::string why) {
    sync_.disconnect_peer();
    stage_ = Stage::Lost;
    code_address_.clear();
    message_ = std::move(why);
}

bool LiveTable::slow() const {
    return (stage_ == Stage::Offered || stage_ == Stage::Answered) && now_ms() - waiting_since_ > kSlowMs;
}

std::string LiveTable::status() const {
    switch (stage_) {
        case Stage::Off: return {};
        case Stage::Offering:
        case Stage::Answering: return "Live table: preparing this phone's code...";
        case Stage::Offered: return "Live table: waiting for the other phone's answer";
        case Stage::Answered: return "Live table: waiting for the first phone to scan this answer";
        case Stage::Refused: return "Live table: not connected (versions differ)";
        case Stage::Lost: return "Live table: not connected (playing alone)";
        case Stage::Connected: break;
    }
    const std::string names = players();
    return names.empty() ? "Live table: connected to the other phone" : "Live table: connected, playing " + names;
}

std::string LiveTable::badge() const {
    switch (stage_) {
        case Stage::Off: return {};
        case Stage::Connected: {
            const std::string names = players();
            return names.empty() ? "Live: with the other phone" : "Live: " + names;
        }
        case Stage::Lost:
        case Stage::Refused: return "Live: not connected";
        default: return "Live: waiting";
    }
}

// The names on the score sheet, where the players have set them.
std::string LiveTable::players() const {
    std::string names;
    if (const auto& score = score_.score())
        for (const auto& player : score->players)
            if (!player.name.empty()) names += (names.empty() ? "" : " and ") + player.name;
    return names;
}

}  // namespace app
