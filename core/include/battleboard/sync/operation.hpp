#pragma once
// One change to a battle as it travels between replicas of it: the tabs of one device (a BroadcastChannel) and
// two phones at one table (a WebRTC data channel), the same messages both ways. A change names its target (the
// battle, a piece, an objective, a plugin panel's control or the roll log), the field, the new value and a
// Lamport clock stamped with the replica that made it, so every replica ranks two changes to the same thing the
// same way. Format: docs/formats.md.
#include "battleboard/dice/roll_log.hpp"
#include "battleboard/result.hpp"
#include "battleboard/serial/blob.hpp"

#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <compare>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace bb::sync {

// A Lamport clock and the replica it comes from: later counters win, the origin breaks ties.
struct Clock {
    std::uint64_t counter = 0;
    std::uint64_t origin = 0;

    auto operator<=>(const Clock&) const = default;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(counter, origin);
    }
};

// Roll: an entry of the battle's roll log, as rolled (message version 2).
enum class Target : std::uint8_t { Battle, Piece, Objective, Panel, Roll };

// Field names. A piece's attribute is "attribute:<key>".
namespace field {
inline constexpr const char* kEdition = "edition";
inline constexpr const char* kBattleplan = "battleplan";
inline constexpr const char* kSize = "size";
inline constexpr const char* kTerritories = "territories";
inline constexpr const char* kPluginState = "plugin_state";  // the plugin's whole state, when no action made it
inline constexpr const char* kPiece = "piece";               // the whole piece as created, or its removal
inline constexpr const char* kPlace = "place";
inline constexpr const char* kShape = "shape";
inline constexpr const char* kRolls = "rolls";
inline constexpr const char* kAttribute = "attribute:";
inline constexpr const char* kObjective = "objective";  // the whole marker, or its removal
inline constexpr const char* kRoll = "roll";            // a roll log entry (dice::RollEntry), never removed
}  // namespace field

struct Operation {
    std::string system_id;  // whose battlefield: each game system keeps its own
    Target target = Target::Battle;
    // The piece or objective; for a panel action, the piece selected when it was made (0: none).
    std::uint32_t id = 0;
    // The field; for a panel action, the control's key.
    std::string field;
    std::string panel;     // the panel's key, for a panel action
    bool removed = false;  // the piece, objective or attribute is gone
    // The field's value as a versioned blob (sync/fields.hpp); for a panel action the plugin's action request
    // with the dice already rolled, so a roll travels as its result and is never rolled again.
    serial::Bytes value;
    Clock clock;
    // Which piece the field belongs to: the clock that made it (none for one older than every change). Two
    // replicas may make pieces under one id at once; a change meant for the other piece is then never laid over
    // this one.
    Clock element;
    // The newest change to this field from each other replica that its maker had taken when it made this one;
    // one under the maker's own origin: it knew every change up to that counter (it restarted from its autosave).
    // Two changes to one field made without knowing each other are a conflict: every replica keeps the newer,
    // and the two that made them name the one lost (version 2).
    std::vector<Clock> knew;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(system_id, target, id, field, panel, removed, value, clock, element);
        if (version >= 2) ar(knew);
    }
};

// Who says hello: two phones compare these before they share a battle (message version 2).
struct Peer {
    std::string app_version;
    std::string system_id;  // the game system open on the sender
    std::string plugin_version;
    // The sender has just joined the other's table (it scanned the offer, its first connection since it started),
    // so it takes the other's battle rather than merge its own into it.
    bool joining = false;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(app_version, system_id, plugin_version, joining);
    }
};

// What one replica says to the others.
struct Message {
    enum class Kind : std::uint8_t {
        Changes,  // operations, newest last
        Hello,    // a replica that has just started or connected asks the others for what they hold
    };
    Kind kind = Kind::Changes;
    std::uint64_t sender = 0;
    std::uint64_t counter = 0;  // the sender's Lamport counter, so a newcomer's clock catches up
    std::vector<Operation> operations;
    Peer peer;  // in a hello (version 2)

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(kind, sender, counter, operations);
        if (version >= 2) ar(peer);
    }
};

// Bounds a message must keep: a tab or a phone never has to hold more.
inline constexpr std::size_t kMaxMessageBytes = 4 * 1024 * 1024;
inline constexpr std::size_t kMaxOperations = 20000;
inline constexpr std::size_t kMaxNameBytes = 256;
inline constexpr std::size_t kMaxKnownReplicas = 64;  // replicas an operation may say its maker knew of

// "bbop" and the message as a versioned blob.
serial::Bytes encode(const Message& message);
// Checked like a link: a forged, truncated or oversized message is refused with what is wrong, and nothing of it
// is used.
Result<Message> decode(std::span<const std::uint8_t> bytes);

}  // namespace bb::sync

CEREAL_CLASS_VERSION(bb::sync::Clock, 1);
CEREAL_CLASS_VERSION(bb::sync::Operation, 2);
CEREAL_CLASS_VERSION(bb::sync::Peer, 1);
CEREAL_CLASS_VERSION(bb::sync::Message, 2);
