#include "app/session/battle_sync.hpp"

#include "app/session/conflict_notice.hpp"
#include "app/session/panel_call.hpp"
#include "app/session/sync_knowledge.hpp"
#include "platform/random.hpp"
#include "platform/storage.hpp"
#include "platform/tab_channel.hpp"

namespace app {

namespace {

namespace panel = bb::plugin::panel;
using bb::sync::Message;

// Who sent what waited for a battlefield: a tab or the other phone, no longer known.
constexpr const char* kSomeoneElse = "another tab or phone";

std::uint64_t new_origin() {
    auto random = platform::random_source();
    std::uint64_t origin = 0;
    while (origin == 0) origin = (std::uint64_t{random()} << 32) | random();
    return origin;
}

// The message's operations for the systems `battles` holds, and the others by system. Rolls go with the
// battles: a roll log needs no battlefield.
std::pair<Message, std::map<std::string, std::vector<bb::sync::Operation>>> split_by_system(
    Message message, const std::map<std::string, bb::model::Battlefield>& battles) {
    std::map<std::string, std::vector<bb::sync::Operation>> later;
    std::erase_if(message.operations, [&](auto& op) {
        if (op.target == bb::sync::Target::Roll || battles.count(op.system_id)) return false;
        later[op.system_id].push_back(std::move(op));
        return true;
    });
    return {std::move(message), std::move(later)};
}

}  // namespace

BattleSync::BattleSync(const SystemLibrary& library, Battlefields& battles, Selection& selection,
                       PluginPanelState& panels)
    : library_(library), battles_(battles), selection_(selection), panels_(panels), replica_(new_origin()) {}

void BattleSync::broadcast(const Message& message) {
    const auto bytes = bb::sync::encode(message);
    platform::tab_channel_send(bytes);
    if (peer_) peer_(bytes);
}

void BattleSync::send() {
    std::vector<bb::sync::Operation> operations;
    auto& actions = panels_.actions_made;
    for (const auto& [system_id, battle] : battles_.all()) {
        auto sent = sent_.find(system_id);
        if (sent == sent_.end()) {
            if (auto early = waiting_.extract(system_id)) merge(early.mapped(), kSomeoneElse);
            sent_.emplace(system_id, battle);
            continue;
        }
        if (bb::serial::to_blob(sent->second) == bb::serial::to_blob(battle)) continue;
        const bool current = library_.has_system() && library_.system().id == system_id;
        auto made = replica_.record(&sent->second, battle, current ? actions : std::vector<bb::sync::PanelAction>{});
        operations.insert(operations.end(), made.begin(), made.end());
        sent->second = battle;
    }
    actions.clear();
    for (auto& [system_id, roll] : battles_.take_rolls_made())
        operations.push_back(replica_.record_roll(system_id, std::move(roll)));
    if (operations.empty()) return;
    notice_.clear();  // the player has moved on
    broadcast(replica_.message(Message::Kind::Changes, std::move(operations)));
}

void BattleSync::start() {
    platform::store_list([this](std::vector<platform::StoredRecord> records, const std::string&) {
        for (const auto& stored : records) {
            if (stored.key != kSyncKnowledgeKey || !stored.text) continue;
            // A damaged record is dropped: the page goes on as a replica the others have not met.
            if (auto knowledge = decode_knowledge(*stored.text)) replica_.resume(*knowledge);
        }
        kept_counter_ = replica_.counter();
    });
}

void BattleSync::send_changes(bool settled) {
    if (settled) send();
    keep_knowledge();
}

// Beside the autosave, written in the same frames: what the battles now hold of each replica's changes.
void BattleSync::keep_knowledge() {
    if (replica_.counter() == kept_counter_) return;
    kept_counter_ = replica_.counter();
    platform::store_put(kSyncKnowledgeKey, encode_knowledge(replica_.knowledge()));
}

void BattleSync::merge_heard() {
    if (!std::exchange(greeted_, true))
        platform::tab_channel_send(bb::sync::encode(replica_.message(Message::Kind::Hello)));
    auto heard = platform::tab_channel_take();
    if (heard.empty()) return;
    send();
    for (const auto& bytes : heard) {
        auto message = bb::sync::decode(bytes);
        if (!message) continue;  // a tab of another version, or not ours: it changes nothing here
        if (message->kind == Message::Kind::Hello) {
            platform::tab_channel_send(bb::sync::encode(replica_.snapshot()));
            continue;
        }
        if (peer_) peer_(bytes);  // the other phone hears the other tabs' changes too
        merge_ready(std::move(*message), "another tab");
    }
    if (selection_.piece_id() && !selection_.piece(battles_.current())) selection_.clear();
    send();
}

void BattleSync::hear_peer(const Message& message, const bb::serial::Bytes& bytes) {
    if (message.kind != Message::Kind::Changes) return;
    send();
    if (auto system_id = std::exchange(adopting_, {}); !system_id.empty()) {
        bb::model::Battlefield empty;
        empty.system_id = system_id;
        // Heard, not made here: undo never brings the battle set aside back over the other phone's.
        if (auto mine = battles_.all().find(system_id); mine != battles_.all().end())
            heard_.push_back({system_id, mine->second, empty});
        battles_.open_battlefield(empty);
        sent_[system_id] = std::move(empty);
    }
    platform::tab_channel_send(bytes);
    merge_ready(message, "the other phone");
    if (selection_.piece_id() && !selection_.piece(battles_.current())) selection_.clear();
    send();
}

Message BattleSync::hello(bb::sync::Peer peer) const {
    auto message = replica_.message(Message::Kind::Hello);
    message.peer = std::move(peer);
    return message;
}

Message BattleSync::snapshot_for_peer(bool peer_joining) {
    send();
    if (const auto* battle = battles_.current()) {
        auto claimed = replica_.claim(*battle);
        // The other tabs hold the same battle from the autosave: what is claimed only gets its history.
        if (!claimed.empty())
            platform::tab_channel_send(bb::sync::encode(replica_.message(Message::Kind::Changes, std::move(claimed))));
    }
    return replica_.snapshot(/*with_rolls=*/true, /*whole_plugin_states=*/peer_joining);
}

void BattleSync::take_battle_from_peer(const std::string& system_id) { adopting_ = system_id; }

// Merges what can be merged now; a system this tab has not opened yet waits for its battlefield (taken from the
// autosave when chosen).
void BattleSync::merge_ready(Message message, std::string_view other) {
    auto [ready, later] = split_by_system(std::move(message), battles_.all());
    for (auto& [system_id, operations] : later) {
        auto& waiting = waiting_[system_id];
        waiting.counter = std::max(waiting.counter, ready.counter);
        // Past the bound a message may hold, what waited is dropped: the autosave still brings the battle.
        if (waiting.operations.size() + operations.size() > bb::sync::kMaxOperations) waiting.operations.clear();
        waiting.operations.insert(waiting.operations.end(), operations.begin(), operations.end());
    }
    merge(ready, other);
}

void BattleSync::merge(const Message& message, std::string_view other) {
    auto& battles = battles_.to_merge();
    const auto before = battles;
    auto merged = replica_.merge(battles, message,
                                 [&](const auto& battle, const auto& action) { return replay(battle, action); });
    for (const auto& system_id : merged.changed) sent_[system_id] = battles[system_id];
    // This tab's pieces that another tab's took the id of, made at the same moment, are placed again.
    for (auto& [system_id, piece] : merged.displaced_pieces) battles[system_id].add_piece(std::move(piece));
    for (auto& [system_id, objective] : merged.displaced_objectives)
        battles[system_id].add_objective(std::move(objective));
    for (auto& [system_id, roll] : merged.rolls) battles_.log_heard_roll(system_id, std::move(roll));
    for (const auto& system_id : merged.changed)
        if (auto was = before.find(system_id); was != before.end())
            heard_.push_back({system_id, was->second, battles[system_id]});
    if (!merged.problems.empty()) panels_.message = merged.problems.back();
    if (!merged.conflicts.empty())
        notice_ = conflict_notice(merged.conflicts, battles[merged.conflicts.back().system_id], other);
}

// Another replica's panel action, acted out by this tab's copy of the plugin on `battle`: only its battle state
// is taken, since what it did to pieces arrives as their own changes.
bb::Result<bb::model::PluginState> BattleSync::replay(const bb::model::Battlefield& battle,
                                                      const bb::sync::Operation& action) {
    if (!library_.has_system() || library_.loading() || library_.system().id != battle.system_id)
        return bb::make_error("its game system is not open in this tab");
    auto request = bb::serial::from_blob<panel::ActionRequest>(action.value, "the panel action");
    if (!request) return request.error();
    request->context.battlefield = battle;
    auto reply = ask_panel_action(library_, *request);
    if (!reply) return reply.error();
    return reply->state_changed ? reply->state : battle.plugin_state;
}

}  // namespace app
