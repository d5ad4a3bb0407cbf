#pragma once
// One replica of a device's battles (a tab, or a phone at the table): it turns its own battlefield changes
// into operations and merges the operations of others so that every replica that has seen the same operations
// holds the same battles, whatever order they came in. Each field of each piece, objective and battle keeps the
// newest change made to it (a register); changes to different things are all kept. The plugin's battle state is
// opaque bytes, so it is not overwritten: its changes are the plugin panel's actions, replayed through the plugin
// in clock order from the last state every replica shares. Rolls of the roll log travel as their results.
#include "battleboard/model/battlefield.hpp"
#include "battleboard/sync/operation.hpp"

#include <functional>
#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace bb::sync {

// A plugin panel action this replica made: the panel, the control, the piece selected (0: none) and the action
// request as the plugin protocol encodes it, dice already rolled.
struct PanelAction {
    std::string panel;
    std::string control;
    std::uint32_t selected = 0;
    serial::Bytes request;
};

// Replays a panel action (an operation of target Panel) through the game system's plugin on `battle`, whose
// plugin state is the state to act on; gives the plugin's new state, or why it could not.
using Replay = std::function<Result<model::PluginState>(const model::Battlefield& battle, const Operation& action)>;

// This replica and another changed the same field without seeing each other's change: every replica keeps the
// newer (by clock), and each of the two names what it kept and what was lost.
struct Conflict {
    std::string system_id;
    Target target = Target::Battle;
    std::uint32_t id = 0;  // the piece or objective
    std::string field;
    bool ours_lost = false;  // this replica's change gave way to the other's
};

class Replica {
public:
    explicit Replica(std::uint64_t origin) : origin_(origin) {}
    std::uint64_t origin() const { return origin_; }
    std::uint64_t counter() const { return counter_; }
    // What this replica has taken of each replica's changes (its own included): the newest counter of each. The
    // app keeps it with the autosave.
    using Knowledge = std::map<std::uint64_t, std::uint64_t>;
    Knowledge knowledge() const;
    // A replica that restarted (a page reloaded) with the battle its autosave held, which holds every change the
    // replica before it had taken, `knowledge`: its clock goes on from there, so its new changes beat those, and
    // its changes say they knew them (Operation::knew). Changes arrive in order from each replica, so taking one
    // means having taken all of that replica's before it.
    void resume(const Knowledge& knowledge);

    // This replica's own change to one system's battlefield, from `before` (none: it had no battlefield of that
    // system) to `after`, as operations with fresh clocks. `actions` made the plugin state's change; without them
    // a changed plugin state travels whole (an undo, a setup taken from a link).
    std::vector<Operation> record(const model::Battlefield* before, const model::Battlefield& after,
                                  const std::vector<PanelAction>& actions = {});
    // A roll this replica made, for the others' roll logs: its result, never to be rolled again.
    Operation record_roll(const std::string& system, dice::RollEntry roll);
    // Whatever of `battle` no change has been recorded for yet (pieces, markers, fields and plugin state kept
    // from before this replica started), recorded now, so the next snapshot holds the whole battle for a phone
    // that has never seen it. After resume(), only pieces: the rest was shared before the restart.
    std::vector<Operation> claim(const model::Battlefield& battle);

    struct Merged {
        std::vector<std::string> changed;  // systems whose battlefield changed
        // This replica's own pieces and objectives that lost their id to another replica's, made at the same
        // time: to be placed again under a fresh id (the next record sends them as new).
        std::vector<std::pair<std::string, model::TerrainPiece>> displaced_pieces;
        std::vector<std::pair<std::string, model::Objective>> displaced_objectives;
        std::vector<std::string> problems;  // panel actions the plugin could not replay, explained
        std::vector<std::pair<std::string, dice::RollEntry>> rolls;  // rolls heard for the first time, by system
        std::vector<Conflict> conflicts;  // this replica's changes that met another's to the same field
    };
    // Applies another replica's message to the battlefields (one per system, made when missing).
    Merged merge(std::map<std::string, model::Battlefield>& battlefields, const Message& message, const Replay& replay);

    // A message of the given kind from this replica.
    Message message(Message::Kind kind, std::vector<Operation> operations = {}) const;
    // Everything this replica holds, as one message, for a replica that has just joined; `with_rolls` for another
    // phone (a tab reads the rolls made before it started from the autosave they share).
    // `whole_plugin_states`: each plugin state as it stands, for a replica that takes this one's battle; else
    // the plugin changes kept, for one met again that replays those it lacks onto its own state.
    Message snapshot(bool with_rolls = false, bool whole_plugin_states = true) const;

    // Plugin actions kept for reordering, per system; older ones are folded into the shared state.
    static constexpr std::size_t kMostLoggedActions = 64;

private:
    using Key = std::tuple<std::string, Target, std::uint32_t, std::string>;
    struct Register {
        Clock element;  // a newer piece under the same id wins over every change to an older one
        Clock clock;
        bool removed = false;
        serial::Bytes value;
        std::vector<Clock> knew;  // what the change held here knew where it was made
        // The newest counter of each replica's changes to this field that this one has taken or made: a change
        // heard again (in a snapshot after a reconnection) is no conflict.
        std::map<std::uint64_t, std::uint64_t> seen;
    };
    struct LoggedChange {
        Operation operation;
        model::PluginState after;
    };
    struct PluginLog {
        model::PluginState base;
        std::vector<LoggedChange> changes;  // in clock order
    };

    Clock tick() { return {++counter_, origin_}; }
    void emit(std::vector<Operation>& out, const std::string& system, Target target, std::uint32_t id,
              std::string field, serial::Bytes value, bool removed = false);
    bool take(const Operation& op, model::Battlefield& battle, Merged& merged);
    void note_conflict(const Operation& op, const Register& reg, Merged& merged) const;
    bool restarted_knows(const Clock& maker, const Clock& made) const;
    Message with_all_rolls(std::vector<Operation> operations) const;
    const Operation& with_known_element(const Operation& op, Operation& adopted) const;
    void put_piece(const std::string& system, std::uint32_t id, model::Battlefield& battle) const;
    void put_objective(const std::string& system, std::uint32_t id, model::Battlefield& battle) const;
    bool log_plugin_change(const Operation& op, model::Battlefield& battle, const Replay& replay, Merged& merged);
    bool take_roll(const Operation& op, Merged& merged);

    std::uint64_t origin_;
    std::uint64_t counter_ = 0;
    Knowledge heard_;                              // the newest counter taken from each other replica
    Knowledge known_;                              // from resume()
    static constexpr std::size_t kMostKnown = 32;  // replicas a knowledge keeps: the newest
    std::map<Key, Register> registers_;
    std::map<std::string, PluginLog> plugin_logs_;
    // The rolls made or heard, per system, by clock: as many as a roll log keeps.
    std::map<std::string, std::map<Clock, dice::RollEntry>> rolls_;
};

}  // namespace bb::sync
