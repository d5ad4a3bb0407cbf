#include "app/session/battle_history.hpp"

#include "battleboard/sync/carry_change.hpp"
#include "platform/storage.hpp"

namespace app {

namespace {
constexpr const char* kPrefix = "undo:";
}

void BattleHistory::start() {
    platform::store_list([this](std::vector<platform::StoredRecord> records, const std::string&) {
        for (auto& stored : records) {
            if (stored.key.rfind(kPrefix, 0) != 0 || !stored.text) continue;
            // A damaged history is dropped: the battlefield itself is kept by the autosave.
            if (auto history = UndoHistory::decode(*stored.text))
                histories_[stored.key.substr(std::string(kPrefix).size())] = std::move(*history);
        }
    });
}

UndoHistory* BattleHistory::current() {
    if (!library_.has_system() || library_.loading()) return nullptr;
    return &histories_[library_.system().id];
}

const UndoHistory* BattleHistory::current() const {
    if (!library_.has_system() || library_.loading()) return nullptr;
    auto it = histories_.find(library_.system().id);
    return it == histories_.end() ? nullptr : &it->second;
}

void BattleHistory::observe(bool settled) {
    if (auto* history = current(); history && history->observe(bb::serial::to_blob(battles_.battlefield()), settled))
        changed_.insert(library_.system().id);
}

bool BattleHistory::can_undo() const {
    const auto* history = current();
    return history && history->can_undo();
}

bool BattleHistory::can_redo() const {
    const auto* history = current();
    return history && history->can_redo();
}

void BattleHistory::put_back(const bb::serial::Bytes* battle) {
    if (!battle) return;
    auto restored = bb::serial::from_blob<bb::model::Battlefield>(*battle, "an undo step");
    if (!restored) return;
    battles_.battlefield() = std::move(*restored);
    changed_.insert(library_.system().id);
}

void BattleHistory::carry(const std::string& system_id, const bb::model::Battlefield& before,
                          const bb::model::Battlefield& after) {
    auto history = histories_.find(system_id);
    if (history == histories_.end()) return;
    history->second.rewrite_steps([&](const bb::serial::Bytes& step) {
        auto past = bb::serial::from_blob<bb::model::Battlefield>(step, "an undo step");
        if (!past) return step;
        bb::sync::carry_change(before, after, *past);
        return bb::serial::to_blob(*past);
    });
    changed_.insert(system_id);
}

void BattleHistory::undo() {
    if (auto* history = current()) put_back(history->undo());
}

void BattleHistory::redo() {
    if (auto* history = current()) put_back(history->redo());
}

void BattleHistory::keep() {
    for (const auto& id : changed_) platform::store_put(kPrefix + id, histories_[id].encode());
    changed_.clear();
}

}  // namespace app
