#include "app/live/scan_sync.hpp"

#include "platform/share.hpp"

#include <set>
#include <tuple>

namespace app {

namespace {

using bb::sync::Message;

// Whether `mine` holds a change `theirs` lacks: then the other phone must scan this one's codes too.
bool holds_more(const Message& mine, const Message& theirs) {
    using Key = std::tuple<std::string, bb::sync::Target, std::uint32_t, std::string, bb::sync::Clock>;
    std::set<Key> known;
    for (const auto& op : theirs.operations) known.insert({op.system_id, op.target, op.id, op.field, op.clock});
    for (const auto& op : mine.operations)
        if (!known.count({op.system_id, op.target, op.id, op.field, op.clock})) return true;
    return false;
}

}  // namespace

void ScanSync::start() {
    active_ = true;
    shown_ = 0;
    collector_.clear();
    message_ = make_codes();
}

void ScanSync::stop() {
    active_ = false;
    codes_.clear();
    collector_.clear();
    message_.clear();
}

// The battle and its roll log as they stand: the codes are made again when this changes.
bb::serial::Bytes ScanSync::stamp() const {
    const auto* battle = battles_.current();
    if (!battle) return {};
    auto bytes = bb::serial::to_blob(*battle);
    const auto rolls = bb::serial::to_blob(battles_.roll_log());
    bytes.insert(bytes.end(), rolls.begin(), rolls.end());
    return bytes;
}

void ScanSync::refresh() {
    if (active_ && stamp() != made_from_) {
        const auto why = make_codes();
        if (!why.empty()) message_ = why;
    }
}

std::string ScanSync::make_codes() {
    // The other phone keeps its own battle and merges this one in: plugin changes, not whole states.
    snapshot_ = sync_.snapshot_for_peer(/*peer_joining=*/false);
    snapshot_.peer = live_.who_am_i();
    snapshot_.peer.joining = false;
    made_from_ = stamp();
    codes_.clear();
    auto codes = bb::live::sync_codes(bb::sync::encode(snapshot_));
    if (!codes) return codes.error().message;
    // The site's address first, so a phone's camera app opens Battleboard at the code.
    for (const auto& code : *codes) codes_.push_back(platform::page_address() + "#" + code);
    if (shown_ >= codes_.size()) shown_ = 0;
    return {};
}

ScanSync::Scanned ScanSync::take_part(const std::string& code) {
    if (!active_) start();  // a code opened by the camera app, or from "Scan a code", starts a sync too
    auto added = collector_.add(code);
    if (!added) {
        message_ = added.error().message;
        return {true, message_};
    }
    if (!collector_.complete()) {
        message_ = progress() +
                   (*added == bb::live::SyncCollector::Added::Duplicate ? " (that one was scanned already)" : "") +
                   ": scan the next code.";
        return {true, message_};
    }
    auto bytes = collector_.message();
    collector_.clear();
    message_ = bytes ? merge(*bytes) : bytes.error().message;
    return {false, message_};
}

// The other phone's battle, whole: checked like a live message, merged as one, and this phone's codes made again
// so they hold both battles.
std::string ScanSync::merge(const bb::serial::Bytes& bytes) {
    auto message = bb::sync::decode(bytes);
    if (!message) return "The other phone's battle was refused and changed nothing. " + message.error().message;
    if (message->kind != Message::Kind::Changes)
        return "These codes hold no battle; scan the other phone's sync codes.";
    if (auto why = live_.refusal(message->peer); !why.empty()) return why;
    // Merged into a battle this phone does not show, it would look as if nothing came.
    const auto* here = battles_.current();
    if (!message->peer.system_id.empty() && (!here || here->system_id != message->peer.system_id))
        return "The other phone's battle is of the game system " + message->peer.system_id +
               ": choose it in the Battle tab here, then scan the codes again. Nothing was changed.";
    sync_.hear_peer(*message, bytes);
    const auto why = make_codes();
    if (!why.empty()) return "The other phone's battle is merged into this one. " + why;
    if (holds_more(snapshot_, *message))
        return "The other phone's battle is merged into this one. Now let the other phone scan " +
               std::string(codes_.size() == 1 ? "this phone's code" : "this phone's codes") + " to finish.";
    return "The other phone's battle is merged: both phones now hold the same battle.";
}

std::string ScanSync::progress() const {
    if (collector_.count() == 0) return {};
    return std::to_string(collector_.scanned()) + " of " + std::to_string(collector_.count()) + " scanned";
}

}  // namespace app
