#include "app/session/battlefields.hpp"

#include <utility>

namespace app {

Battlefields::Battlefields(SystemLibrary& library, Selection& selection) : library_(library), selection_(selection) {
    library_.switched = [this](const std::string& system_id, bool loaded_now) { switched(system_id, loaded_now); };
    library_.not_installed = [this](const std::string& system_id, const std::string& system_version) {
        if (auto it = battlefields_.find(system_id); it != battlefields_.end()) {
            if (system_missing) system_missing(it->second, system_version);
            battlefields_.erase(it);
        }
        back_to_preview();
    };
    library_.failed = [this] { back_to_preview(); };
}

void Battlefields::choose_system(const std::string& system_id, const std::string& system_version) {
    if (adopted_ && adopted_->system_id != system_id) back_to_preview();  // the player went elsewhere before it loaded
    library_.choose(system_id, system_version);
}

void Battlefields::open_battlefield(bb::model::Battlefield battlefield, bb::dice::RollLog rolls,
                                    const std::string& system_version) {
    const std::string system_id = battlefield.system_id;
    battlefields_[system_id] = std::move(battlefield);
    roll_logs_[system_id] = std::move(rolls);
    choose_system(system_id, system_version);
}

void Battlefields::restore_battlefield(bb::model::Battlefield battlefield, bb::dice::RollLog rolls) {
    if (!battlefields_.count(battlefield.system_id)) roll_logs_[battlefield.system_id] = std::move(rolls);
    battlefields_.try_emplace(battlefield.system_id, std::move(battlefield));
}

void Battlefields::switched(const std::string& system_id, bool loaded_now) {
    selection_.clear();
    ++switches_;
    if (loaded_now && !battlefields_.count(system_id)) {  // a new battlefield with the system's first choices
        const auto& description = library_.system();
        bb::model::Battlefield& b = battlefields_[description.id];
        roll_logs_.erase(description.id);
        b.system_id = description.id;
        b.rules_edition = description.editions.front().id;
        b.width = description.board_sizes.front().width;
        b.depth = description.board_sizes.front().depth;
    }
    install_adopted();
}

void Battlefields::adopt_preview() {
    if (!preview_) return;
    adopted_ = std::move(preview_);
    preview_.reset();
    adopted_replaces_ = battlefields_.count(adopted_->system_id) > 0;
    choose_system(adopted_->system_id);
}

void Battlefields::back_to_preview() {
    if (!adopted_) return;
    preview_ = std::move(adopted_);
    adopted_.reset();
}

void Battlefields::install_adopted() {
    if (!adopted_ || !library_.has_system() || adopted_->system_id != library_.system().id) return;
    auto& current = battlefields_[adopted_->system_id];
    if (adopted_replaces_ && before_replace) before_replace(current);
    current = std::move(*adopted_);
    adopted_.reset();
    roll_logs_.erase(current.system_id);  // a shared setup is a new battle: links carry no rolls
    selection_.clear();
    ++switches_;
}

const bb::dice::RollLog& Battlefields::roll_log() const {
    static const bb::dice::RollLog kNone;
    const auto* log = library_.has_system() ? roll_log_for(library_.system().id) : nullptr;
    return log ? *log : kNone;
}

const bb::dice::RollLog* Battlefields::roll_log_for(const std::string& system_id) const {
    auto it = roll_logs_.find(system_id);
    return it == roll_logs_.end() ? nullptr : &it->second;
}

void Battlefields::log_roll(int round, std::string what, std::string result) {
    if (!library_.has_system()) return;
    bb::dice::RollEntry roll{round, std::move(what), std::move(result)};
    made_.push_back({library_.system().id, roll});
    roll_logs_[library_.system().id].add(std::move(roll));
}

}  // namespace app
