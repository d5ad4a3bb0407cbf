// Writes a quantised setup as the newest payload, format 3 (layout.hpp).
#include "layout.hpp"
#include "text_code.hpp"

#include <algorithm>
#include <map>

namespace bb::link::layout {

namespace {

template <class T>
T most_common(const std::vector<T>& values) {
    std::size_t best = 0, best_count = 0;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const auto n = static_cast<std::size_t>(std::count(values.begin(), values.end(), values[i]));
        if (n > best_count) best = i, best_count = n;
    }
    return values[best];
}

// Kinds in order of first appearance, each with its pieces' most common label, shape, height and levels.
std::vector<KindDefaults> kind_defaults(const QuantisedSetup& setup) {
    std::vector<KindDefaults> kinds;
    for (const auto& first : setup.pieces) {
        if (std::any_of(kinds.begin(), kinds.end(), [&](const auto& k) { return k.kind == first.kind; })) continue;
        std::vector<std::string> labels;
        std::vector<Shape> shapes;
        std::vector<std::int32_t> heights;
        std::vector<std::uint32_t> levels;
        for (const auto& p : setup.pieces) {
            if (p.kind != first.kind) continue;
            labels.push_back(p.label);
            shapes.push_back(p.shape);
            heights.push_back(p.height);
            levels.push_back(p.levels);
        }
        kinds.push_back(
            {first.kind, most_common(labels), most_common(shapes), most_common(heights), most_common(levels)});
    }
    return kinds;
}

class StringTable {
public:
    void add(const std::string& text) {
        if (index_.emplace(text, texts_.size()).second) texts_.push_back(text);
    }
    void write(BitWriter& out) const {
        out.golomb(texts_.size(), kStringCountOrder);
        for (const auto& text : texts_) text_code::write(out, text);
    }
    void ref(BitWriter& out, const std::string& text) const { out.bits(index_.at(text), index_bits(texts_.size())); }

private:
    std::vector<std::string> texts_;
    std::map<std::string, std::size_t> index_;
};

StringTable strings_of(const QuantisedSetup& setup, const std::vector<KindDefaults>& kinds) {
    StringTable table;
    table.add(setup.system);
    table.add(setup.edition);
    table.add(setup.battleplan);
    for (const auto& k : kinds) table.add(k.kind), table.add(k.label);
    for (const auto& p : setup.pieces) {
        table.add(p.label);
        for (const auto& roll : p.rolls) table.add(roll.table_id);
        for (const auto& [key, value] : p.attributes) table.add(key), table.add(value);
    }
    for (const auto& o : setup.objectives) table.add(o.label);
    for (const auto& t : setup.territories) table.add(t.name);
    const auto& sheet = setup.score_sheet;
    if (is_empty(sheet)) return table;
    table.add(sheet.battleplan_id);
    for (const auto& player : sheet.players) {
        table.add(player.name), table.add(player.faction);
        for (const auto& keyword : player.general_keywords) table.add(keyword);
    }
    for (const auto& round : sheet.rounds)
        for (const auto& turn : round.turns) {
            for (const auto& tick : turn.lines) table.add(tick.line_id);
            if (!turn.battle_tactic.empty() || turn.battle_tactic_completed) table.add(turn.battle_tactic);
        }
    return table;
}

void write_points(BitWriter& out, const std::vector<Point8>& points) {
    // Each vertex is a step from the one before; the order that gives the fewest bits is written first.
    auto coordinates = [&](BitWriter& to, int order) {
        Point8 previous;
        for (Point8 p : points) {
            to.signed_golomb(std::int64_t(p.x) - previous.x, order);
            to.signed_golomb(std::int64_t(p.y) - previous.y, order);
            previous = p;
        }
    };
    int best_order = 0;
    std::size_t best_size = SIZE_MAX;
    for (int order = 0; order < (1 << kPointOrderBits); ++order) {
        BitWriter trial;
        coordinates(trial, order);
        if (trial.size() < best_size) best_order = order, best_size = trial.size();
    }
    out.golomb(points.size() - 3, kPointCountOrder);
    out.bits(best_order, kPointOrderBits);
    coordinates(out, best_order);
}

void write_shape(BitWriter& out, const Shape& shape) {
    out.bits(static_cast<std::uint32_t>(shape.kind), kShapeKindBits);
    if (shape.kind == Shape::Kind::Polygon) return write_points(out, shape.points);
    out.golomb(shape.width - 1, kSizeOrder);
    out.golomb(shape.depth - 1, kSizeOrder);
    if (shape.kind == Shape::Kind::Ellipse) out.golomb(shape.sides - 3, kSidesOrder);
}

class Writer {
public:
    Writer(BitWriter& out, const QuantisedSetup& setup)
        : out_(out), setup_(setup), kinds_(kind_defaults(setup)), strings_(strings_of(setup, kinds_)) {
        auto on_board = [&](Point8 p) { return p.x >= 0 && p.y >= 0 && p.x <= setup.width && p.y <= setup.depth; };
        on_board_ =
            std::all_of(setup.pieces.begin(), setup.pieces.end(), [&](auto& p) { return on_board(p.position); }) &&
            std::all_of(setup.objectives.begin(), setup.objectives.end(),
                        [&](auto& o) { return on_board(o.position); });
    }

    void write() {
        strings_.write(out_);
        strings_.ref(out_, setup_.system);
        strings_.ref(out_, setup_.edition);
        strings_.ref(out_, setup_.battleplan);
        out_.bits(setup_.width - 1, kBoardBits);
        out_.bits(setup_.depth - 1, kBoardBits);
        out_.flag(on_board_);
        out_.golomb(setup_.pieces.size(), kPieceCountOrder);
        if (!setup_.pieces.empty()) out_.golomb(kinds_.size() - 1, kCountOrder);
        for (const auto& k : kinds_) {
            strings_.ref(out_, k.kind);
            strings_.ref(out_, k.label);
            write_shape(out_, k.shape);
            out_.signed_golomb(k.height, kHeightOrder);
            out_.golomb(k.levels, kLevelsOrder);
        }
        for (const auto& p : setup_.pieces) piece(p);
        objectives();
        out_.golomb(setup_.territories.size(), kCountOrder);
        for (const auto& t : setup_.territories) {
            strings_.ref(out_, t.name);
            write_points(out_, t.area);
        }
        score_sheet(setup_.score_sheet);
        plugin_state(setup_.plugin_state);
    }

private:
    void position(Point8 p) {
        if (on_board_) {
            out_.bits(p.x, range_bits(setup_.width));
            out_.bits(p.y, range_bits(setup_.depth));
        } else {
            out_.signed_golomb(p.x, kOffBoardOrder);
            out_.signed_golomb(p.y, kOffBoardOrder);
        }
    }

    void piece(const QuantisedPiece& p) {
        const auto kind = std::find_if(kinds_.begin(), kinds_.end(), [&](const auto& k) { return k.kind == p.kind; });
        out_.bits(kind - kinds_.begin(), index_bits(kinds_.size()));
        position(p.position);
        out_.bits(p.rotation, kRotationBits);
        std::uint32_t extras = 0;
        if (p.label != kind->label) extras |= kCustomLabel;
        if (p.shape != kind->shape) extras |= kCustomShape;
        if (p.height != kind->height) extras |= kCustomHeight;
        if (p.levels != kind->levels) extras |= kCustomLevels;
        if (!p.rolls.empty()) extras |= kHasRolls;
        if (!p.attributes.empty()) extras |= kHasAttributes;
        out_.flag(extras != 0);
        if (extras == 0) return;
        out_.bits(extras, kExtraBits);
        if (extras & kCustomLabel) strings_.ref(out_, p.label);
        if (extras & kCustomShape) write_shape(out_, p.shape);
        if (extras & kCustomHeight) out_.signed_golomb(p.height, kHeightOrder);
        if (extras & kCustomLevels) out_.golomb(p.levels, kLevelsOrder);
        if (extras & kHasRolls) {
            out_.golomb(p.rolls.size() - 1, kCountOrder);
            for (const auto& roll : p.rolls) {
                strings_.ref(out_, roll.table_id);
                out_.golomb(roll.faces.size(), kCountOrder);
                std::int64_t sum = 0;
                for (std::int32_t face : roll.faces)
                    out_.signed_golomb(std::int64_t(face) - 1, kFaceOrder), sum += face;
                out_.signed_golomb(roll.total - sum, kTotalOrder);
            }
        }
        if (extras & kHasAttributes) {
            out_.golomb(p.attributes.size() - 1, kCountOrder);
            for (const auto& [key, value] : p.attributes) strings_.ref(out_, key), strings_.ref(out_, value);
        }
    }

    void diameter(Diameter d) {
        out_.flag(d.in_eighths);
        out_.golomb(d.steps, kDiameterOrder);
    }

    void objectives() {
        const auto& list = setup_.objectives;
        out_.golomb(list.size(), kCountOrder);
        if (list.empty()) return;
        const bool shared =
            std::all_of(list.begin(), list.end(), [&](const auto& o) { return o.diameter == list.front().diameter; });
        out_.flag(shared);
        if (shared) diameter(list.front().diameter);
        for (const auto& o : list) {
            strings_.ref(out_, o.label);
            position(o.position);
            if (!shared) diameter(o.diameter);
        }
    }

    void score_sheet(const model::ScoreSheet& sheet) {
        out_.flag(!is_empty(sheet));
        if (is_empty(sheet)) return;
        strings_.ref(out_, sheet.battleplan_id);
        out_.golomb(sheet.points_limit, kPointsLimitOrder);
        out_.golomb(sheet.players.size(), kCountOrder);
        for (const auto& player : sheet.players) {
            strings_.ref(out_, player.name);
            strings_.ref(out_, player.faction);
            out_.golomb(player.general_keywords.size(), kCountOrder);
            for (const auto& keyword : player.general_keywords) strings_.ref(out_, keyword);
        }
        const int seat_bits = index_bits(sheet_seats(sheet));
        out_.golomb(sheet.rounds.size(), kCountOrder);
        for (const auto& round : sheet.rounds) {
            out_.bits(round.priority, seat_bits);
            out_.bits(round.first, seat_bits);
            out_.golomb(round.turns.size(), kCountOrder);
            for (const auto& turn : round.turns) {
                out_.golomb(turn.lines.size(), kCountOrder);
                for (const auto& tick : turn.lines) {
                    strings_.ref(out_, tick.line_id);
                    out_.signed_golomb(std::int64_t(tick.times) - 1, kTimesOrder);
                }
                const bool tactic = !turn.battle_tactic.empty() || turn.battle_tactic_completed;
                out_.flag(tactic);
                if (!tactic) continue;
                strings_.ref(out_, turn.battle_tactic);
                out_.flag(turn.battle_tactic_completed);
            }
        }
    }

    void plugin_state(const model::PluginState& state) {
        out_.flag(!state.empty());
        if (state.empty()) return;
        out_.golomb(state.version, kStateVersionOrder);
        out_.golomb(state.data.size(), kStateBytesOrder);
        // Plugins' portable-binary states are about half zero bytes (little-endian sizes and counts).
        for (std::uint8_t byte : state.data) {
            out_.flag(byte != 0);
            if (byte != 0) out_.bits(byte, 8);
        }
    }

    BitWriter& out_;
    const QuantisedSetup& setup_;
    std::vector<KindDefaults> kinds_;
    StringTable strings_;
    bool on_board_ = true;
};

}  // namespace

void write_setup(BitWriter& out, const QuantisedSetup& setup) { Writer(out, setup).write(); }

}  // namespace bb::link::layout
