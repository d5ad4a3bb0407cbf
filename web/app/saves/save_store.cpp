#include "app/saves/save_store.hpp"

#include "battleboard/setup/setup_check.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "platform/storage.hpp"

#include <algorithm>
#include <optional>

namespace app {

namespace {

constexpr const char* kAutosaveKey = "autosave";
constexpr const char* kSystemAutosavePrefix = "autosave:";
constexpr const char* kNamedPrefix = "save:";
constexpr double kSettleMs = 300;  // a drag writes a few times a second, not every frame

// What the autosave compares to notice a change: the battlefield and its roll log.
bb::serial::Bytes autosave_blob(const bb::model::Battlefield& b, const bb::dice::RollLog& rolls) {
    auto blob = bb::serial::to_blob(b);
    const auto log = bb::serial::to_blob(rolls);
    blob.insert(blob.end(), log.begin(), log.end());
    return blob;
}

bool is_empty(const bb::model::Battlefield& b) {
    return b.pieces.empty() && b.objectives.empty() && b.battleplan_id.empty();
}

}  // namespace

void SaveStore::say(std::string message, bool error) {
    message_ = std::move(message);
    message_is_error_ = error;
}

void SaveStore::start() {
    platform::store_list([this](std::vector<platform::StoredRecord> records, const std::string& error) {
        ready_ = true;
        if (!error.empty()) problems_.push_back("Saves are not available: " + error);
        std::optional<SaveRecord> restored;
        std::vector<SaveRecord> systems;
        for (auto& stored : records) {
            const bool autosave = stored.key == kAutosaveKey;
            if (stored.key.rfind(kSystemAutosavePrefix, 0) == 0 && stored.text) {
                if (auto record = decode_save(*stored.text)) {
                    autosaved_systems_[record->battlefield.system_id] =
                        autosave_blob(record->battlefield, record->rolls);
                    systems.push_back(std::move(*record));
                }
                continue;
            }
            if (!autosave && stored.key.rfind(kNamedPrefix, 0) != 0) continue;
            auto record =
                stored.text ? decode_save(*stored.text) : bb::Result<SaveRecord>(bb::make_error("it is not text"));
            if (!record) {
                problems_.push_back((autosave ? "The autosaved battlefield" : "A save (" + stored.key + ")") +
                                    " could not be read and was skipped: " + record.error().message + ".");
                continue;
            }
            if (autosave)
                restored = std::move(*record);
            else
                saves_.push_back({stored.key, std::move(*record)});
        }
        std::sort(saves_.begin(), saves_.end(),
                  [](const auto& a, const auto& b) { return a.record.saved_at > b.record.saved_at; });
        // The current system's autosave is the newest word on its battlefield: it goes in last.
        for (auto& kept : systems)
            if (!restored || kept.battlefield.system_id != restored->battlefield.system_id)
                battles_.restore_battlefield(std::move(kept.battlefield), std::move(kept.rolls));
        if (!restored) return;
        // The player may already have picked a system while the store was opening: theirs wins, and the
        // autosave they did not get back is kept.
        if (library_.has_system() || library_.loading()) {
            keep_unsaved(restored->battlefield, "Autosave of " + local_date(restored->saved_at), restored->rolls,
                         restored->system_version);
            return;
        }
        autosaved_ = autosave_blob(restored->battlefield, restored->rolls);
        battles_.open_battlefield(std::move(restored->battlefield), std::move(restored->rolls),
                                  restored->system_version);
    });
}

void SaveStore::tick() {
    if (!ready_ || !library_.has_system() || library_.loading()) return;
    // The first change is written at once; changes during the next moment (a drag) are written together.
    if (now_ms() - written_at_ >= kSettleMs) flush();
}

void SaveStore::flush(bool closing) {
    if (!ready_ || !library_.has_system() || library_.loading()) return;
    for (const auto& [system, battlefield] : battles_.all()) {
        const auto* rolls = battles_.roll_log_for(system);
        const bb::dice::RollLog none;
        auto kept = autosave_blob(battlefield, rolls ? *rolls : none);
        if (kept == autosaved_systems_[system]) continue;
        autosaved_systems_[system] = std::move(kept);
        written_at_ = now_ms();
        write(kSystemAutosavePrefix + system,
              {"Autosave", now_ms(), battlefield, rolls ? *rolls : none, version_of(system)}, closing);
    }
    auto blob = autosave_blob(battles_.battlefield(), battles_.roll_log());
    if (blob == autosaved_) return;
    autosaved_ = std::move(blob);
    written_at_ = now_ms();
    write(kAutosaveKey,
          {"Autosave", now_ms(), battles_.battlefield(), battles_.roll_log(), version_of(library_.system().id)},
          closing);
}

void SaveStore::write(const std::string& key, const SaveRecord& record, bool closing) {
    if (closing) return platform::store_put_closing(key, encode_save(record));
    platform::store_put(key, encode_save(record), [this](const std::string& error) {
        if (!error.empty()) say("Could not save: " + error, true);
    });
}

std::string SaveStore::version_of(const std::string& system_id, const std::string& named) const {
    return library_.installed().find(system_id) ? library_.installed().version_of(system_id) : named;
}

void SaveStore::save_as(const std::string& name, const bb::model::Battlefield& battlefield,
                        const bb::dice::RollLog& rolls) {
    keep_as_named_save(battlefield, name, rolls);
    say("Saved as \"" + name + "\".", false);
}

void SaveStore::keep_as_named_save(const bb::model::Battlefield& battlefield, const std::string& name,
                                   const bb::dice::RollLog& rolls, const std::string& system_version) {
    SaveEntry entry{kNamedPrefix + std::to_string(std::int64_t(now_ms())) + "-" + std::to_string(next_key_++),
                    {name, now_ms(), battlefield, rolls, version_of(battlefield.system_id, system_version)}};
    write(entry.key, entry.record);
    saves_.insert(saves_.begin(), std::move(entry));
}

void SaveStore::rename(const std::string& key, const std::string& name) {
    for (auto& entry : saves_) {
        if (entry.key != key) continue;
        say("Renamed \"" + entry.record.name + "\" to \"" + name + "\".", false);
        entry.record.name = name;
        write(entry.key, entry.record);
    }
}

void SaveStore::remove(const std::string& key) {
    auto it = std::find_if(saves_.begin(), saves_.end(), [&](const auto& e) { return e.key == key; });
    if (it == saves_.end()) return;
    say("Deleted \"" + it->record.name + "\".", false);
    platform::store_remove(key, [this](const std::string& error) {
        if (!error.empty()) say("Could not delete: " + error, true);
    });
    saves_.erase(it);
}

void SaveStore::keep_unsaved(const bb::model::Battlefield& battlefield, const std::string& name,
                             const bb::dice::RollLog& rolls, const std::string& system_version) {
    if (is_empty(battlefield)) return;
    const auto blob = bb::serial::to_blob(battlefield);
    for (const auto& entry : saves_)
        if (bb::serial::to_blob(entry.record.battlefield) == blob) return;
    keep_as_named_save(battlefield, name, rolls, system_version);
}

void SaveStore::keep_replaced(const bb::model::Battlefield& incoming, const std::string& reason) {
    if (library_.has_system()) keep_unsaved(battles_.battlefield(), "Kept before " + reason, battles_.roll_log());
    const auto found = battles_.all().find(incoming.system_id);
    const auto* same_system = found == battles_.all().end() ? nullptr : &found->second;
    const auto* same_rolls = battles_.roll_log_for(incoming.system_id);
    if (same_system && (!library_.has_system() || library_.system().id != incoming.system_id))
        keep_unsaved(*same_system, "Kept before " + reason, same_rolls ? *same_rolls : bb::dice::RollLog{});
}

void SaveStore::replace_battlefield(const bb::model::Battlefield& battlefield, const bb::dice::RollLog& rolls) {
    battles_.open_battlefield(battlefield, rolls);
    flush();
}

void SaveStore::open(const std::string& key) {
    auto it = std::find_if(saves_.begin(), saves_.end(), [&](const auto& e) { return e.key == key; });
    if (it == saves_.end()) return;
    const SaveEntry chosen = *it;  // keeping the current battlefield adds to saves_
    if (!library_.installed().find(chosen.record.battlefield.system_id)) {
        say("Could not open \"" + chosen.record.name + "\". " +
                bb::plugin::missing_system_message(chosen.record.battlefield.system_id, chosen.record.system_version) +
                " The save is kept.",
            true);
        return;
    }
    // The same check as an import's (setup_check.hpp); a save still opens (an older one may name ids its system has
    // since dropped), and says what its system does not accept.
    const auto problems = bb::setup::check_setup(chosen.record.battlefield,
                                                 library_.description_for(chosen.record.battlefield.system_id));
    keep_replaced(chosen.record.battlefield, "opening " + chosen.record.name);
    replace_battlefield(chosen.record.battlefield, chosen.record.rolls);
    if (!problems.empty())
        say("Opened \"" + chosen.record.name +
                "\", which holds what its game system does not accept: " + bb::setup::problems_text(problems) + ".",
            true);
    else
        say("Opened \"" + chosen.record.name + "\".", false);
}

void SaveStore::import_setup(const std::string& file_name, const std::string& text) {
    auto battlefield = bb::setup::from_json(text);
    if (!battlefield) {
        say("Could not import " + file_name + ": " + battlefield.error().message + " Nothing was changed.", true);
        return;
    }
    const auto& system = battlefield->system_id;
    if (!library_.installed().find(system)) {
        keep_unsaved(*battlefield, file_name);
        say("Could not open " + file_name + " yet. " + bb::plugin::missing_system_message(system) +
                " It is kept in Saves; your battlefield is unchanged.",
            true);
        return;
    }
    if (const auto problems = bb::setup::check_setup(*battlefield, library_.description_for(system));
        !problems.empty()) {
        say("Could not import " + file_name + ": " + bb::setup::problems_text(problems) + ". Nothing was changed.",
            true);
        return;
    }
    keep_replaced(*battlefield, "importing " + file_name);
    replace_battlefield(*battlefield);
    say("Imported " + file_name + ".", false);
}

}  // namespace app
