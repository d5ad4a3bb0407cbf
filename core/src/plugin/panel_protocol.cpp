#include "battleboard/plugin/panel_protocol.hpp"

#include "battleboard/geometry/shapes.hpp"
#include "battleboard/layout/piece_from_entry.hpp"

#include <cmath>
#include <set>

namespace bb::plugin::panel {

namespace {

// Checks one reply against the limits and against what exists; the first problem is the message.
class Checker {
public:
    Checker(const sys::SystemDescription& system, const model::Battlefield& battlefield)
        : system_(system), battlefield_(battlefield) {}

    bool text(const std::string& value, const std::string& where) {
        if (value.size() > kMaxText) return fail(where + " is longer than " + std::to_string(kMaxText) + " characters");
        return true;
    }
    bool list(std::size_t size, const std::string& where) {
        if (size > kMaxListItems) return fail(where + " has more than " + std::to_string(kMaxListItems) + " items");
        return true;
    }
    bool finite(double value, const std::string& where) {
        if (!std::isfinite(value)) return fail(where + " is not a number");
        return true;
    }
    bool tone(Tone tone, const std::string& where) {
        if (std::uint8_t(tone) > std::uint8_t(Tone::Result)) return fail(where + " has an unknown tone");
        return true;
    }
    bool piece(std::uint32_t id, const std::string& where) {
        if (!battlefield_.find_piece(id))
            return fail(where + " names piece " + std::to_string(id) + ", which is not on the board");
        return true;
    }

    bool control(const Control& c, std::uint8_t parent_depth, const std::string& panel) {
        const std::string where = panel + ", control \"" + c.key + "\"";
        if (std::uint8_t(c.kind) > kLastKind) return fail(where + " is of an unknown kind");
        if (c.depth > kMaxDepth || c.depth > parent_depth + 1)
            return fail(where + " is nested deeper than the group it belongs to");
        if (!text(c.key, where) || !text(c.label, where) || !text(c.text, where) || !tone(c.tone, where) ||
            !text(c.table_id, where) || !list(c.options.size(), where) || !list(c.chosen.size(), where) ||
            !list(c.columns.size(), where) || !list(c.rows.size(), where))
            return false;
        if (!finite(c.value, where) || !finite(c.min, where) || !finite(c.max, where) || !finite(c.step, where))
            return false;
        if ((c.kind == Kind::Whole || c.kind == Kind::Decimal) && (c.min > c.max || c.step <= 0))
            return fail(where + " has bounds that hold no number");
        std::set<std::string> options;
        for (const auto& o : c.options) {
            if (o.id.empty() || !options.insert(o.id).second)
                return fail(where + " repeats or leaves out an option id");
            if (!text(o.id, where) || !text(o.label, where)) return false;
        }
        for (const auto& id : c.chosen) {
            if (!text(id, where)) return false;
            if (!options.count(id)) return fail(where + " has chosen \"" + id + "\", which is not one of its options");
        }
        if (c.kind == Kind::Group && c.value != kHeading && c.value != kFolds && c.value != kFoldsOpen)
            return fail(where + " is a group that neither stays open nor folds");
        if (c.kind == Kind::Choice && c.chosen.size() > 1) return fail(where + " has more than one choice made");
        if (c.kind == Kind::DiceRoll && !system_.find_table(c.table_id))
            return fail(where + " rolls on the table \"" + c.table_id + "\", which the game system does not have");
        for (const auto& column : c.columns)
            if (!text(column, where)) return false;
        for (const auto& row : c.rows) {
            if (!text(row.label, where) || !list(row.cells.size(), where)) return false;
            for (double cell : row.cells)
                if (!finite(cell, where)) return false;
            if (c.kind == Kind::Grid && row.cells.size() != c.columns.size())
                return fail(where + " has a row whose cells do not match its columns");
        }
        return true;
    }

    bool panel(const Panel& p) {
        const std::string where = "Panel \"" + p.key + "\"";
        if (p.key.empty() || !text(p.key, where) || !text(p.title, where)) return fail(where + " has no usable key");
        if (std::uint8_t(p.scope) > std::uint8_t(Scope::Piece)) return fail(where + " has an unknown scope");
        if (p.scope == Scope::Piece && !piece(p.piece_id, where)) return false;
        controls_ += p.controls.size();
        if (controls_ > kMaxControls)
            return fail("The panels hold more than " + std::to_string(kMaxControls) + " controls");
        std::set<std::string> keys;
        std::uint8_t group_depth = 0;
        for (const auto& c : p.controls) {
            if (c.key.empty() || !keys.insert(c.key).second)
                return fail(where + " repeats a control key or leaves one out (\"" + c.key + "\")");
            if (!control(c, c.depth == 0 ? 0 : group_depth, where)) return false;
            if (c.kind == Kind::Group) group_depth = c.depth;
        }
        return true;
    }

    bool mark(const Mark& m) {
        const std::string where = "A mark on the board";
        if (std::uint8_t(m.kind) > kLastMarkKind) return fail(where + " is of an unknown kind");
        const bool on_piece = std::uint8_t(m.kind) <= std::uint8_t(MarkKind::Outline);
        if ((on_piece && !piece(m.piece_id, where)) || !text(m.text, where) || !tone(m.tone, where) ||
            !finite(m.radius, where) || !finite(m.at.x, where) || !finite(m.at.y, where))
            return false;
        constexpr double kFarthest = 1000;  // inches: no board is larger
        if (!on_piece && (std::abs(m.at.x) > kFarthest || std::abs(m.at.y) > kFarthest))
            return fail(where + " is far off the board");
        if (m.radius < 0 || m.radius > 1000) return fail(where + " has a ring radius out of range");
        return true;
    }

    bool attribute(const AttributeChange& a, bool check_piece) {
        const std::string where = "A change to attribute \"" + a.key + "\"";
        if (a.key.empty()) return fail("A change to a piece attribute has no key");
        return text(a.key, where) && text(a.value, where) && (!check_piece || piece(a.piece_id, where));
    }

    bool roll(const PieceRoll& r) {
        const std::string where = "A roll kept on a piece";
        if (!piece(r.piece_id, where) || !list(r.roll.faces.size(), where)) return false;
        if (!system_.find_table(r.roll.table_id))
            return fail(where + " is on the table \"" + r.roll.table_id + "\", which the game system does not have");
        return true;
    }

    bool replacement(const Replacement& r, const std::string& edition) {
        const std::string where = "A piece replaced by " + r.catalogue_id;
        if (!system_.find_entry(r.catalogue_id, edition)) return fail(where + " is not in the game system's catalogue");
        return piece(r.piece_id, where);
    }

    bool new_piece(const NewPiece& p, const std::string& edition) {
        const std::string where = "A new piece (" + p.catalogue_id + ")";
        if (!system_.find_entry(p.catalogue_id, edition)) return fail(where + " is not in the game system's catalogue");
        if (!finite(p.position.x, where) || !finite(p.position.y, where) || !finite(p.rotation, where) ||
            !list(p.attributes.size(), where))
            return false;
        for (const auto& a : p.attributes)
            if (!attribute(a, false)) return false;
        return true;
    }

    const std::string& error() const { return error_; }
    bool fail(std::string message) {
        error_ = std::move(message);
        return false;
    }

private:
    const sys::SystemDescription& system_;
    const model::Battlefield& battlefield_;
    std::size_t controls_ = 0;
    std::string error_;
};

// The entry's footprint stretched to the piece's own size, where the piece stands.
void replace_piece(model::TerrainPiece& piece, const sys::CatalogueEntry& with) {
    const auto from = geo::bounds(piece.footprint), to = geo::bounds(with.footprint);
    geo::Polygon footprint = with.footprint;
    if (to.width() > 0 && to.depth() > 0)
        for (auto& p : footprint.points) p = {p.x * from.width() / to.width(), p.y * from.depth() / to.depth()};
    piece.catalogue_id = with.id;
    piece.label = with.name;
    piece.footprint = std::move(footprint);
    piece.height = with.height;
    piece.levels = with.levels;
    piece.attributes.clear();
    piece.rolls.clear();
}

Error refused(const std::string& what, const std::string& why) {
    return make_error(what + " could not be used: " + why + ".");
}

}  // namespace

Result<PanelsReply> decode_panels(std::span<const std::uint8_t> bytes, const sys::SystemDescription& system,
                                  const model::Battlefield& battlefield) {
    const std::string what = "The " + system.id + " plugin's panels";
    if (bytes.size() > kMaxReplyBytes)
        return refused(what, "the reply is " + std::to_string(bytes.size()) + " bytes (at most " +
                                 std::to_string(kMaxReplyBytes) + ")");
    auto reply = serial::from_blob<PanelsReply>(bytes, what);
    if (!reply) return reply.error();
    Checker check(system, battlefield);
    if (!check.list(reply->panels.size(), "the list of panels") ||
        !check.list(reply->marks.size(), "the list of marks"))
        return refused(what, check.error());
    std::set<std::string> keys;
    for (const auto& p : reply->panels) {
        if (!keys.insert(p.key).second) return refused(what, "two panels share the key \"" + p.key + "\"");
        if (!check.panel(p)) return refused(what, check.error());
    }
    for (const auto& m : reply->marks)
        if (!check.mark(m)) return refused(what, check.error());
    return reply;
}

Result<ActionReply> decode_action_reply(std::span<const std::uint8_t> bytes, const sys::SystemDescription& system,
                                        const model::Battlefield& battlefield) {
    const std::string what = "The " + system.id + " plugin's answer";
    if (bytes.size() > kMaxReplyBytes)
        return refused(what, "the reply is " + std::to_string(bytes.size()) + " bytes (at most " +
                                 std::to_string(kMaxReplyBytes) + ")");
    auto reply = serial::from_blob<ActionReply>(bytes, what);
    if (!reply) return reply.error();
    Checker check(system, battlefield);
    if (!check.list(reply->attributes.size(), "the attribute changes") ||
        !check.list(reply->add.size(), "the new pieces") || !check.list(reply->remove.size(), "the pieces to remove") ||
        !check.text(reply->message, "the message") || !check.tone(reply->message_tone, "the message"))
        return refused(what, check.error());
    if (reply->state.data.size() > kMaxReplyBytes / 4)
        return refused(what, "its battle state is larger than " + std::to_string(kMaxReplyBytes / 4) + " bytes");
    for (const auto& a : reply->attributes)
        if (!check.attribute(a, true)) return refused(what, check.error());
    for (const auto& p : reply->add)
        if (!check.new_piece(p, battlefield.rules_edition)) return refused(what, check.error());
    for (auto id : reply->remove)
        if (!check.piece(id, "A piece to remove")) return refused(what, check.error());
    if (!check.list(reply->rolls.size(), "the rolls") || !check.list(reply->replace.size(), "the replacements") ||
        !check.list(reply->levels.size(), "the floors"))
        return refused(what, check.error());
    for (const auto& l : reply->levels) {
        if (!check.piece(l.piece_id, "A change of floors")) return refused(what, check.error());
        if (l.levels < 1 || l.levels > kMaxLevels)
            return refused(what, "a piece's floors must be 1 to " + std::to_string(kMaxLevels));
    }
    for (const auto& r : reply->rolls)
        if (!check.roll(r)) return refused(what, check.error());
    for (const auto& r : reply->replace)
        if (!check.replacement(r, battlefield.rules_edition)) return refused(what, check.error());
    if (reply->select && !check.piece(reply->select_piece, "The piece to select")) return refused(what, check.error());
    return reply;
}

std::vector<std::uint32_t> apply(const ActionReply& reply, const sys::SystemDescription& system,
                                 model::Battlefield& battlefield) {
    auto set = [](model::TerrainPiece& piece, const AttributeChange& change) {
        if (change.erase)
            piece.attributes.erase(change.key);
        else
            piece.attributes[change.key] = change.value;
    };
    for (const auto& change : reply.attributes)
        if (auto* piece = battlefield.find_piece(change.piece_id)) set(*piece, change);
    if (reply.state_changed) battlefield.plugin_state = reply.state;
    for (const auto& r : reply.rolls)
        if (auto* piece = battlefield.find_piece(r.piece_id)) piece->rolls.push_back(r.roll);
    for (const auto& l : reply.levels)
        if (auto* piece = battlefield.find_piece(l.piece_id)) piece->levels = l.levels;
    for (const auto& r : reply.replace) {
        auto* piece = battlefield.find_piece(r.piece_id);
        const auto* entry = system.find_entry(r.catalogue_id, battlefield.rules_edition);
        if (piece && entry) replace_piece(*piece, *entry);
    }
    std::vector<std::uint32_t> added;
    for (const auto& p : reply.add) {
        const auto* entry = system.find_entry(p.catalogue_id, battlefield.rules_edition);
        if (!entry) continue;
        auto& piece = battlefield.add_piece(layout::piece_from_entry(*entry, p.position, p.rotation));
        for (const auto& change : p.attributes) set(piece, change);
        added.push_back(piece.id);
    }
    for (auto id : reply.remove) battlefield.remove_piece(id);
    return added;
}

}  // namespace bb::plugin::panel
