#include "battleboard/sync/replica.hpp"

#include "battleboard/sync/fields.hpp"

#include <algorithm>

namespace bb::sync {

namespace {

template <class T>
T from(const serial::Bytes& bytes) {
    auto value = serial::from_blob<T>(bytes, "a field");
    return value ? std::move(*value) : T{};  // decode() has checked every value already
}

std::size_t index_of_piece(const model::Battlefield& battle, std::uint32_t id) {
    auto it = std::find_if(battle.pieces.begin(), battle.pieces.end(), [&](const auto& p) { return p.id == id; });
    return static_cast<std::size_t>(it - battle.pieces.begin());
}

std::size_t index_of_objective(const model::Battlefield& battle, std::uint32_t id) {
    auto it =
        std::find_if(battle.objectives.begin(), battle.objectives.end(), [&](const auto& o) { return o.id == id; });
    return static_cast<std::size_t>(it - battle.objectives.begin());
}

// Where an element another replica made goes: in id order, as each replica's own are (new ids only grow), so
// every replica draws them in the same order.
template <class Elements>
auto by_id(Elements& elements, std::uint32_t id) {
    return std::find_if(elements.begin(), elements.end(), [&](const auto& e) { return e.id > id; });
}

// Ids handed out after a merge never reuse one another replica has used.
void reserve_id(model::Battlefield& battle, std::uint32_t id) { battle.next_id = std::max(battle.next_id, id + 1); }

bool plugin_change(const Operation& op) {
    return op.target == Target::Panel || (op.target == Target::Battle && op.field == field::kPluginState);
}

}  // namespace

void Replica::emit(std::vector<Operation>& out, const std::string& system, Target target, std::uint32_t id,
                   std::string name, serial::Bytes value, bool removed) {
    Operation op{system, target, id, std::move(name), {}, removed, std::move(value), tick(), {}, {}};
    const bool whole = op.field == field::kPiece || op.field == field::kObjective;
    if (whole && !removed) {
        op.element = op.clock;
    } else if (target != Target::Battle) {
        // A field change, or a removal, belongs to the piece or marker as this replica knows it.
        auto made = registers_.find({system, target, id, whole ? op.field : std::string(field::kPiece)});
        if (made != registers_.end()) op.element = made->second.element;
    }
    if (!plugin_change(op)) {
        auto& reg = registers_[{system, target, id, op.field}];
        Knowledge knew = known_;
        for (const auto& [origin, counter] : reg.seen) knew[origin] = std::max(knew[origin], counter);
        for (const auto& [origin, counter] : knew)
            if (origin != origin_ && op.knew.size() < kMaxKnownReplicas) op.knew.push_back({counter, origin});
        reg.element = op.element;
        reg.clock = op.clock;
        reg.removed = removed;
        reg.value = op.value;
        reg.knew = op.knew;
        reg.seen[origin_] = op.clock.counter;
    }
    out.push_back(std::move(op));
}

std::vector<Operation> Replica::record(const model::Battlefield* before, const model::Battlefield& after,
                                       const std::vector<PanelAction>& actions) {
    std::vector<Operation> out;
    const std::string& system = after.system_id;
    const auto changed = [&](const auto& old_value, const auto& new_value) {
        return !before || serial::to_blob(old_value) != serial::to_blob(new_value);
    };
    const auto battle_field = [&](const char* name, const auto& old_value, const auto& new_value) {
        if (changed(old_value, new_value)) emit(out, system, Target::Battle, 0, name, serial::to_blob(new_value));
    };
    const model::Battlefield none;
    const model::Battlefield& old = before ? *before : none;
    battle_field(field::kEdition, Text{old.rules_edition}, Text{after.rules_edition});
    battle_field(field::kBattleplan, Text{old.battleplan_id}, Text{after.battleplan_id});
    battle_field(field::kSize, Size{old.width, old.depth}, Size{after.width, after.depth});
    battle_field(field::kTerritories, Territories{old.territories}, Territories{after.territories});

    for (const auto& piece : after.pieces) {
        const model::TerrainPiece* was = before ? before->find_piece(piece.id) : nullptr;
        if (!was) {
            emit(out, system, Target::Piece, piece.id, field::kPiece, serial::to_blob(piece));
            continue;
        }
        const auto piece_field = [&](const char* name, const auto& old_value, const auto& new_value) {
            if (changed(old_value, new_value))
                emit(out, system, Target::Piece, piece.id, name, serial::to_blob(new_value));
        };
        piece_field(field::kPlace, place_of(*was), place_of(piece));
        piece_field(field::kShape, shape_of(*was), shape_of(piece));
        piece_field(field::kRolls, Rolls{was->rolls}, Rolls{piece.rolls});
        for (const auto& [key, value] : piece.attributes) {
            auto old_value = was->attributes.find(key);
            if (old_value == was->attributes.end() || old_value->second != value)
                emit(out, system, Target::Piece, piece.id, field::kAttribute + key, serial::to_blob(Text{value}));
        }
        for (const auto& [key, value] : was->attributes)
            if (!piece.attributes.count(key))
                emit(out, system, Target::Piece, piece.id, field::kAttribute + key, {}, true);
    }
    for (const auto& piece : old.pieces)
        if (!after.find_piece(piece.id)) emit(out, system, Target::Piece, piece.id, field::kPiece, {}, true);

    for (const auto& objective : after.objectives) {
        std::size_t at = index_of_objective(old, objective.id);
        if (at == old.objectives.size() || changed(old.objectives[at], objective))
            emit(out, system, Target::Objective, objective.id, field::kObjective, serial::to_blob(objective));
    }
    for (const auto& objective : old.objectives)
        if (index_of_objective(after, objective.id) == after.objectives.size())
            emit(out, system, Target::Objective, objective.id, field::kObjective, {}, true);

    if (old.plugin_state != after.plugin_state) {
        auto& log = plugin_logs_[system];
        if (log.changes.empty()) log.base = old.plugin_state;
        const std::size_t first = out.size();
        if (actions.empty()) {
            emit(out, system, Target::Battle, 0, field::kPluginState, serial::to_blob(after.plugin_state));
        } else {
            for (const auto& action : actions) {
                emit(out, system, Target::Panel, action.selected, action.control, action.request);
                out.back().panel = action.panel;
            }
        }
        // What a replayed action would give is what this replica's plugin gave: only the last state is known.
        for (std::size_t i = first; i < out.size(); ++i) log.changes.push_back({out[i], after.plugin_state});
        while (log.changes.size() > kMostLoggedActions) {
            log.base = log.changes.front().after;
            log.changes.erase(log.changes.begin());
        }
    }
    return out;
}

Operation Replica::record_roll(const std::string& system, dice::RollEntry roll) {
    Operation op{system, Target::Roll, 0, field::kRoll, {}, false, serial::to_blob(roll), tick(), {}, {}};
    Merged ignored;
    take_roll(op, ignored);
    return op;
}

std::vector<Operation> Replica::claim(const model::Battlefield& battle) {
    std::vector<Operation> out;
    const std::string& system = battle.system_id;
    const auto unknown = [&](Target target, std::uint32_t id, const char* name) {
        return !registers_.count({system, target, id, name});
    };
    if (!known_.empty()) {
        // Restarted: what the autosave held was shared already, but for pieces made while apart. Each piece goes
        // as made before every change (no making clock): it loses to the piece the other has under its id.
        for (const auto& piece : battle.pieces) {
            if (!unknown(Target::Piece, piece.id, field::kPiece)) continue;
            emit(out, system, Target::Piece, piece.id, field::kPiece, serial::to_blob(piece));
            out.back().element = {};
            registers_[{system, Target::Piece, piece.id, field::kPiece}].element = {};
        }
        return out;
    }
    const auto battle_field = [&](const char* name, const auto& value) {
        if (unknown(Target::Battle, 0, name)) emit(out, system, Target::Battle, 0, name, serial::to_blob(value));
    };
    battle_field(field::kEdition, Text{battle.rules_edition});
    battle_field(field::kBattleplan, Text{battle.battleplan_id});
    battle_field(field::kSize, Size{battle.width, battle.depth});
    battle_field(field::kTerritories, Territories{battle.territories});
    for (const auto& piece : battle.pieces)
        if (unknown(Target::Piece, piece.id, field::kPiece))
            emit(out, system, Target::Piece, piece.id, field::kPiece, serial::to_blob(piece));
    for (const auto& objective : battle.objectives)
        if (unknown(Target::Objective, objective.id, field::kObjective))
            emit(out, system, Target::Objective, objective.id, field::kObjective, serial::to_blob(objective));
    auto& log = plugin_logs_[system];
    if (log.changes.empty() && battle.plugin_state != model::PluginState{}) {
        emit(out, system, Target::Battle, 0, field::kPluginState, serial::to_blob(battle.plugin_state));
        log.base = battle.plugin_state;
        log.changes.push_back({out.back(), battle.plugin_state});
    }
    return out;
}

Replica::Knowledge Replica::knowledge() const {
    std::vector<std::pair<std::uint64_t, std::uint64_t>> newest;
    for (const auto* known : {&known_, &heard_})
        for (const auto& [origin, counter] : *known) newest.push_back({counter, origin});
    std::sort(newest.rbegin(), newest.rend());
    Knowledge knowledge{{origin_, counter_}};
    for (const auto& [counter, origin] : newest)
        if (knowledge.size() < kMostKnown) knowledge.emplace(origin, counter);  // the newest of each first
    return knowledge;
}

void Replica::resume(const Knowledge& knowledge) {
    for (const auto& [origin, counter] : knowledge) {
        if (origin == 0 || origin == origin_) continue;
        known_[origin] = std::max(known_[origin], counter);
        counter_ = std::max(counter_, counter);
        if (known_.size() >= kMostKnown) break;
    }
}

Message Replica::message(Message::Kind kind, std::vector<Operation> operations) const {
    return {kind, origin_, counter_, std::move(operations), {}};
}

Message Replica::snapshot(bool with_rolls, bool whole_plugin_states) const {
    std::vector<Operation> operations;
    for (const auto& [key, reg] : registers_) {
        const auto& [system, target, id, name] = key;
        operations.push_back({system, target, id, name, {}, reg.removed, reg.value, reg.clock, reg.element, reg.knew});
    }
    if (!whole_plugin_states) {
        // A replica met again: the changes kept, replayed where they are new, so neither side's is lost.
        for (const auto& [system, log] : plugin_logs_)
            for (const auto& change : log.changes) operations.push_back(change.operation);
        return with_rolls ? with_all_rolls(std::move(operations))
                          : message(Message::Kind::Changes, std::move(operations));
    }
    // The plugin state as it stands after the last logged change, at that change's clock: a newcomer's own
    // state came from the same autosave, so replaying the actions on it would count them twice.
    for (const auto& [system, log] : plugin_logs_) {
        if (log.changes.empty()) continue;
        operations.push_back({system,
                              Target::Battle,
                              0,
                              field::kPluginState,
                              {},
                              false,
                              serial::to_blob(log.changes.back().after),
                              log.changes.back().operation.clock,
                              log.changes.back().operation.clock,
                              {}});
    }
    return with_rolls ? with_all_rolls(std::move(operations)) : message(Message::Kind::Changes, std::move(operations));
}

Message Replica::with_all_rolls(std::vector<Operation> operations) const {
    for (const auto& [system, rolls] : rolls_)
        for (const auto& [clock, roll] : rolls)
            operations.push_back(
                {system, Target::Roll, 0, field::kRoll, {}, false, serial::to_blob(roll), clock, {}, {}});
    return message(Message::Kind::Changes, std::move(operations));
}

Replica::Merged Replica::merge(std::map<std::string, model::Battlefield>& battlefields, const Message& message,
                               const Replay& replay) {
    Merged merged;
    counter_ = std::max(counter_, message.counter);
    // Each replica's changes reach the others in order, so one at or below the newest taken from its maker
    // before this message was taken already (a snapshot's changes come in any order, so not within one message).
    const Knowledge taken = heard_;
    const auto taken_already = [&](const Clock& clock) {
        for (const Knowledge* known : std::initializer_list<const Knowledge*>{&taken, &known_})
            if (auto it = known->find(clock.origin); it != known->end() && clock.counter <= it->second) return true;
        return false;
    };
    for (const auto& op : message.operations) {
        counter_ = std::max(counter_, op.clock.counter);
        if (op.clock.origin == origin_) continue;  // this replica's own, heard back
        auto& heard = heard_[op.clock.origin];
        heard = std::max(heard, op.clock.counter);
        // A plugin change taken before is in the state already: replayed again, it would count twice.
        if (plugin_change(op) && taken_already(op.clock)) continue;
        if (op.target == Target::Roll) {
            take_roll(op, merged);
            continue;
        }
        auto [it, made] = battlefields.try_emplace(op.system_id);
        auto& battle = it->second;
        if (made) battle.system_id = op.system_id;
        const bool changed =
            plugin_change(op) ? log_plugin_change(op, battle, replay, merged) : take(op, battle, merged);
        if (changed && std::find(merged.changed.begin(), merged.changed.end(), op.system_id) == merged.changed.end())
            merged.changed.push_back(op.system_id);
    }
    return merged;
}

// Until a restarted replica hears how a piece was made, it changes the piece its autosave held, made by then.
bool Replica::restarted_knows(const Clock& maker, const Clock& made) const {
    auto known = known_.find(made.origin);
    return maker.origin == origin_ && known != known_.end() && made.counter <= known->second;
}

// What a change by a restarted replica, which knew no piece's making, belongs to: the piece made by the time it
// restarted, if this replica knows that one.
const Operation& Replica::with_known_element(const Operation& op, Operation& adopted) const {
    if (op.target != Target::Piece || op.element != Clock{} || (op.field == field::kPiece && !op.removed)) return op;
    auto made = registers_.find({op.system_id, Target::Piece, op.id, field::kPiece});
    if (made == registers_.end() || made->second.element == Clock{}) return op;
    const Clock& piece = made->second.element;
    if (std::none_of(op.knew.begin(), op.knew.end(),
                     [&](const Clock& c) { return c.origin == piece.origin && c.counter >= piece.counter; }))
        return op;
    adopted = op;
    adopted.element = made->second.element;
    return adopted;
}

bool Replica::take(const Operation& heard, model::Battlefield& battle, Merged& merged) {
    Operation adopted;
    const Operation& op = with_known_element(heard, adopted);
    auto& reg = registers_[{op.system_id, op.target, op.id, op.field}];
    // The same for this replica's own change since it restarted (a piece it claimed whole stays as made before).
    const bool claimed_whole = op.field == field::kPiece && !reg.removed;
    if (reg.element == Clock{} && op.element != Clock{} && op.target == Target::Piece && !claimed_whole &&
        restarted_knows(reg.clock, op.element))
        reg.element = op.element;
    auto& seen = reg.seen[op.clock.origin];
    auto known = known_.find(op.clock.origin);
    const bool heard_before = op.clock.counter <= seen || (known != known_.end() && op.clock.counter <= known->second);
    seen = std::max(seen, op.clock.counter);
    if (std::tie(op.element, op.clock) <= std::tie(reg.element, reg.clock)) {
        // Never taken here, so this replica's newer change was made without knowing it: the other's is lost.
        if (!heard_before) note_conflict(op, reg, merged);
        return false;
    }
    // Two replicas made a piece (or marker) under the same id at the same time: the newer keeps the id, and the
    // replica that made the other places it again under a fresh one, so neither is lost.
    const bool creation = !op.removed && (op.field == field::kPiece || op.field == field::kObjective);
    // A piece this replica claimed whole after a restart is the one the other made by then, not a second one.
    const bool same_piece = reg.element == Clock{} && restarted_knows(reg.clock, op.element);
    const bool ours = reg.clock.origin == origin_ && reg.clock.counter > 0 && !reg.removed && !same_piece;
    if (creation && ours) {
        if (op.target == Target::Piece) {
            if (const auto* mine = battle.find_piece(op.id)) merged.displaced_pieces.push_back({op.system_id, *mine});
        } else if (std::size_t at = index_of_objective(battle, op.id); at < battle.objectives.size()) {
            merged.displaced_objectives.push_back({op.system_id, battle.objectives[at]});
        }
    }
    // Newer, but made without knowing this replica's change: this replica's is the one lost.
    const bool knew_ours = std::any_of(op.knew.begin(), op.knew.end(), [&](const Clock& known) {
        return known.origin == reg.clock.origin && known.counter >= reg.clock.counter;
    });
    if (!creation && !knew_ours) note_conflict(op, reg, merged);
    reg.element = op.element;
    reg.clock = op.clock;
    reg.removed = op.removed;
    reg.value = op.value;
    reg.knew = op.knew;
    switch (op.target) {
        case Target::Battle:
            if (op.field == field::kEdition) battle.rules_edition = from<Text>(op.value).text;
            if (op.field == field::kBattleplan) battle.battleplan_id = from<Text>(op.value).text;
            if (op.field == field::kTerritories) battle.territories = from<Territories>(op.value).territories;
            if (op.field == field::kSize) {
                const auto size = from<Size>(op.value);
                battle.width = size.width;
                battle.depth = size.depth;
            }
            break;
        case Target::Piece: put_piece(op.system_id, op.id, battle); break;
        case Target::Objective: put_objective(op.system_id, op.id, battle); break;
        case Target::Panel:
        case Target::Roll: break;
    }
    return true;
}

// Only a meeting of this replica's own change with another's is its player's to hear of; a second change to the
// same field in the same message adds nothing to say.
void Replica::note_conflict(const Operation& op, const Register& reg, Merged& merged) const {
    if (reg.clock.origin != origin_ || reg.clock.counter == 0 || reg.element != op.element) return;
    if (op.removed == reg.removed && op.value == reg.value) return;  // both made the same change: nothing is lost
    Conflict conflict{op.system_id, op.target, op.id, op.field,
                      std::tie(op.element, op.clock) > std::tie(reg.element, reg.clock)};
    const auto same = [&](const Conflict& c) {
        return std::tie(c.system_id, c.target, c.id, c.field) ==
               std::tie(conflict.system_id, conflict.target, conflict.id, conflict.field);
    };
    if (std::none_of(merged.conflicts.begin(), merged.conflicts.end(), same))
        merged.conflicts.push_back(std::move(conflict));
}

// The piece as its registers say: created whole (or as it stood here, when it predates every register), then
// each later field change laid over it.
void Replica::put_piece(const std::string& system, std::uint32_t id, model::Battlefield& battle) const {
    const std::size_t at = index_of_piece(battle, id);
    const auto whole = registers_.find({system, Target::Piece, id, field::kPiece});
    const bool created = whole != registers_.end() && whole->second.clock.counter > 0;
    if (created && whole->second.removed) {
        if (at < battle.pieces.size()) battle.pieces.erase(battle.pieces.begin() + static_cast<std::ptrdiff_t>(at));
        return;
    }
    if (!created && at == battle.pieces.size()) return;  // a change to a piece this replica never had
    model::TerrainPiece piece = created ? from<model::TerrainPiece>(whole->second.value) : battle.pieces[at];
    piece.id = id;
    for (auto it = registers_.lower_bound({system, Target::Piece, id, ""});
         it != registers_.end() && std::get<0>(it->first) == system && std::get<1>(it->first) == Target::Piece &&
         std::get<2>(it->first) == id;
         ++it) {
        const std::string& name = std::get<3>(it->first);
        const Register& reg = it->second;
        // Only changes to this piece, not to another once made under its id.
        const Clock made = created ? whole->second.clock : Clock{};
        const bool ours_since_restart = reg.element == Clock{} && restarted_knows(reg.clock, made);
        if (name == field::kPiece || reg.clock.counter == 0 || (reg.element != made && !ours_since_restart)) continue;
        if (name == field::kPlace) set_place(piece, from<Place>(reg.value));
        if (name == field::kShape) set_shape(piece, from<Shape>(reg.value));
        if (name == field::kRolls) piece.rolls = from<Rolls>(reg.value).rolls;
        if (name.rfind(field::kAttribute, 0) == 0) {
            const std::string key = name.substr(std::string(field::kAttribute).size());
            if (reg.removed)
                piece.attributes.erase(key);
            else
                piece.attributes[key] = from<Text>(reg.value).text;
        }
    }
    if (at < battle.pieces.size())
        battle.pieces[at] = std::move(piece);
    else
        battle.pieces.insert(by_id(battle.pieces, id), std::move(piece));
    reserve_id(battle, id);
}

void Replica::put_objective(const std::string& system, std::uint32_t id, model::Battlefield& battle) const {
    const std::size_t at = index_of_objective(battle, id);
    const auto& reg = registers_.at({system, Target::Objective, id, field::kObjective});
    if (reg.removed) {
        if (at < battle.objectives.size())
            battle.objectives.erase(battle.objectives.begin() + static_cast<std::ptrdiff_t>(at));
        return;
    }
    auto objective = from<model::Objective>(reg.value);
    objective.id = id;
    if (at < battle.objectives.size())
        battle.objectives[at] = std::move(objective);
    else
        battle.objectives.insert(by_id(battle.objectives, id), std::move(objective));
    reserve_id(battle, id);
}

// Slots the change into the system's log by clock and replays everything after it, so every replica acts on the
// plugin state in the same order.
bool Replica::log_plugin_change(const Operation& op, model::Battlefield& battle, const Replay& replay, Merged& merged) {
    auto& log = plugin_logs_[op.system_id];
    if (log.changes.empty()) log.base = battle.plugin_state;
    auto at =
        std::lower_bound(log.changes.begin(), log.changes.end(), op.clock,
                         [](const LoggedChange& change, const Clock& clock) { return change.operation.clock < clock; });
    if (at != log.changes.end() && at->operation.clock == op.clock) return false;  // heard already
    // Older than everything kept: it is laid over the shared state, the best that is left.
    at = log.changes.insert(at, {op, {}});
    model::PluginState state = at == log.changes.begin() ? log.base : std::prev(at)->after;
    for (auto it = at; it != log.changes.end(); ++it) {
        const Operation& change = it->operation;
        if (change.target == Target::Battle) {
            state = from<model::PluginState>(change.value);
        } else {
            model::Battlefield acted_on = battle;
            acted_on.plugin_state = state;
            auto replayed = replay ? replay(acted_on, change)
                                   : Result<model::PluginState>(make_error("No game system to replay it."));
            if (replayed)
                state = std::move(*replayed);
            else
                merged.problems.push_back("The change to \"" + change.field +
                                          "\" could not be made here: " + replayed.error().message);
        }
        it->after = state;
    }
    while (log.changes.size() > kMostLoggedActions) {
        log.base = log.changes.front().after;
        log.changes.erase(log.changes.begin());
    }
    const bool changed = battle.plugin_state != state;
    battle.plugin_state = std::move(state);
    return changed;
}

// A roll is kept once, whoever sends it again (a snapshot repeats every roll it holds).
bool Replica::take_roll(const Operation& op, Merged& merged) {
    auto& rolls = rolls_[op.system_id];
    auto roll = serial::from_blob<dice::RollEntry>(op.value, "a roll");
    if (!roll || !rolls.emplace(op.clock, *roll).second) return false;
    while (rolls.size() > dice::RollLog::kMaxEntries) rolls.erase(rolls.begin());
    if (op.clock.origin != origin_) merged.rolls.push_back({op.system_id, std::move(*roll)});
    return true;
}

}  // namespace bb::sync
