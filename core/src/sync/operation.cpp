#include "battleboard/sync/operation.hpp"

#include "battleboard/link/limits.hpp"
#include "battleboard/plugin/panel_protocol.hpp"
#include "battleboard/sync/fields.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace bb::sync {

namespace {

constexpr char kMagic[4] = {'b', 'b', 'o', 'p'};
// Counters grow by one a change: a forged huge one would freeze every later change out, so it is refused.
constexpr std::uint64_t kMostCounter = std::uint64_t{1} << 48;
constexpr double kMostInches = 1000;
// A roll log entry's words and battle round: far more than any roll needs.
constexpr std::size_t kMaxRollText = 4096;
constexpr int kMostRound = 1000;

bool finite(geo::Vec2 v) {
    return std::isfinite(v.x) && std::isfinite(v.y) && std::abs(v.x) < 1e6 && std::abs(v.y) < 1e6;
}

bool finite(const geo::Polygon& polygon) {
    return polygon.points.size() <= link::kMaxPolygonPoints &&
           std::all_of(polygon.points.begin(), polygon.points.end(), [](geo::Vec2 p) { return finite(p); });
}

bool good_piece(const model::TerrainPiece& piece) {
    return finite(piece.position) && std::isfinite(piece.rotation) && std::isfinite(piece.height) &&
           finite(piece.footprint);
}

// Decodes the value as T and asks `fits` of it; says what is wrong otherwise.
template <class T, class Fits>
std::string check(const serial::Bytes& value, const std::string& what, Fits fits) {
    auto decoded = serial::from_blob<T>(value, what);
    if (!decoded) return decoded.error().message;
    if (!fits(*decoded)) return what + " is out of range";
    return {};
}

template <class T>
std::string check(const serial::Bytes& value, const std::string& what) {
    return check<T>(value, what, [](const T&) { return true; });
}

std::string check_value(const Operation& op, const std::string& what) {
    const std::string& name = op.field;
    switch (op.target) {
        case Target::Battle:
            if (op.removed) return what + " removes a battle field";
            if (name == field::kEdition || name == field::kBattleplan) return check<Text>(op.value, what);
            if (name == field::kSize)
                return check<Size>(op.value, what, [](const Size& s) {
                    return s.width > 0 && s.depth > 0 && s.width <= kMostInches && s.depth <= kMostInches;
                });
            if (name == field::kTerritories)
                return check<Territories>(op.value, what, [](const Territories& t) {
                    return t.territories.size() <= link::kMaxTerritories &&
                           std::all_of(t.territories.begin(), t.territories.end(),
                                       [](const model::Territory& z) { return finite(z.area); });
                });
            if (name == field::kPluginState) return check<model::PluginState>(op.value, what);
            break;
        case Target::Piece:
            if (op.id == 0) return what + " names piece 0";
            if (name.rfind(field::kAttribute, 0) == 0 && name.size() > std::strlen(field::kAttribute))
                return op.removed ? std::string{} : check<Text>(op.value, what);
            if (op.removed) return name == field::kPiece ? std::string{} : what + " removes a piece's " + name;
            if (name == field::kPiece) return check<model::TerrainPiece>(op.value, what, good_piece);
            if (name == field::kPlace)
                return check<Place>(op.value, what,
                                    [](const Place& p) { return finite(p.position) && std::isfinite(p.rotation); });
            if (name == field::kShape)
                return check<Shape>(op.value, what,
                                    [](const Shape& s) { return finite(s.footprint) && std::isfinite(s.height); });
            if (name == field::kRolls) return check<Rolls>(op.value, what);
            break;
        case Target::Objective:
            if (op.id == 0) return what + " names objective 0";
            if (name != field::kObjective) break;
            if (op.removed) return {};
            return check<model::Objective>(op.value, what, [](const model::Objective& o) {
                return finite(o.position) && std::isfinite(o.diameter);
            });
        case Target::Panel:
            if (name.empty() || op.panel.empty()) return what + " names no panel control";
            if (op.removed) return what + " removes a panel control";
            return check<plugin::panel::ActionRequest>(op.value, what);
        case Target::Roll:
            if (name != field::kRoll) break;
            if (op.removed) return what + " removes a roll";
            return check<dice::RollEntry>(op.value, what, [](const dice::RollEntry& roll) {
                return roll.round >= 0 && roll.round <= kMostRound && roll.what.size() <= kMaxRollText &&
                       roll.result.size() <= kMaxRollText;
            });
    }
    return what + " names an unknown field \"" + name.substr(0, 40) + "\"";
}

std::string check_operation(const Operation& op, std::size_t index) {
    const std::string what = "operation " + std::to_string(index + 1);
    if (op.system_id.empty() || op.system_id.size() > kMaxNameBytes) return what + " names no game system";
    if (op.field.size() > kMaxNameBytes || op.panel.size() > kMaxNameBytes) return what + " has too long a name";
    if (static_cast<std::uint8_t>(op.target) > static_cast<std::uint8_t>(Target::Roll))
        return what + " has an unknown target";
    if (op.clock.counter == 0 || op.clock.counter > kMostCounter || op.clock.origin == 0)
        return what + " has an impossible clock";
    if (op.knew.size() > kMaxKnownReplicas || std::any_of(op.knew.begin(), op.knew.end(), [](const Clock& c) {
            return c.origin == 0 || c.counter > kMostCounter;
        }))
        return what + " says it knew impossible changes";
    return check_value(op, what);
}

}  // namespace

serial::Bytes encode(const Message& message) {
    serial::Bytes out(std::begin(kMagic), std::end(kMagic));
    const auto body = serial::to_blob(message);
    out.insert(out.end(), body.begin(), body.end());
    return out;
}

Result<Message> decode(std::span<const std::uint8_t> bytes) {
    if (bytes.size() > kMaxMessageBytes)
        return make_error("The sync message is too large (" + std::to_string(bytes.size()) + " bytes, at most " +
                          std::to_string(kMaxMessageBytes) + ").");
    if (bytes.size() < sizeof kMagic || !std::equal(std::begin(kMagic), std::end(kMagic), bytes.begin()))
        return make_error("The sync message is not a Battleboard message.");
    auto message = serial::from_blob<Message>(bytes.subspan(sizeof kMagic), "The sync message");
    if (!message) return make_error(message.error().message + ".");
    if (static_cast<std::uint8_t>(message->kind) > static_cast<std::uint8_t>(Message::Kind::Hello))
        return make_error("The sync message is of an unknown kind.");
    if (message->sender == 0 || message->counter > kMostCounter)
        return make_error("The sync message has an impossible sender or clock.");
    const auto& peer = message->peer;
    if (peer.app_version.size() > kMaxNameBytes || peer.system_id.size() > kMaxNameBytes ||
        peer.plugin_version.size() > kMaxNameBytes)
        return make_error("The sync message has too long a name in its hello.");
    if (message->operations.size() > kMaxOperations)
        return make_error("The sync message holds too many changes (" + std::to_string(message->operations.size()) +
                          ").");
    for (std::size_t i = 0; i < message->operations.size(); ++i)
        if (auto problem = check_operation(message->operations[i], i); !problem.empty())
            return make_error("The sync message is refused: " + problem + ".");
    return message;
}

}  // namespace bb::sync
