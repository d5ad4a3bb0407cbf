// Writes a quantised setup as the newest payload, format 7 (layout.hpp).
#include "battleboard/link/text_code.hpp"
#include "layout.hpp"

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

// Format 6: the texts in byte order, each after the bytes it shares with the one before (front coding), so
// "Player 1" and "Player 2" cost little more than one of them.
class StringTable {
public:
    void add(const std::string& text) { index_.emplace(text, 0); }
    void write(BitWriter& out) const {
        out.golomb(index_.size(), kStringCountOrder);
        const std::string* before = nullptr;
        for (const auto& [text, number] : index_) {
            const std::size_t shared = before ? shared_prefix(*before, text) : 0;
            if (before) out.golomb(shared, kSharedPrefixOrder);
            text_code::write(out, std::string_view(text).substr(shared));
            before = &text;
        }
    }
    void ref(BitWriter& out, const std::string& text) const { out.bits(index_.at(text), index_bits(index_.size())); }
    // Once every text is added.
    void number() {
        std::size_t n = 0;
        for (auto& entry : index_) entry.second = n++;
    }

private:
    std::map<std::string, std::size_t> index_;
};

// What the link says: every text, and each id through the reference where it holds it.
struct Plan {
    const Reference* reference = nullptr;
    std::vector<KindDefaults> kinds;
    std::vector<std::optional<Look>> looks;  // per kind: the catalogue entry's look, when the kind has it
    bool battleplan_laid = false;            // the reference lays out the setup's battleplan
    bool battleplan_objectives = false, battleplan_territories = false;

    // An id travels as the plugin's number for it (sys::LinkNumbers).
    bool coded(Names list, const std::string& id) const { return reference && reference->number(list, id); }
};

StringTable strings_of(const QuantisedSetup& setup, const Plan& plan) {
    StringTable table;
    auto name = [&](Names list, const std::string& id) {
        if (!plan.coded(list, id)) table.add(id);
    };
    name(Names::Editions, setup.edition);
    name(Names::Battleplans, setup.battleplan);
    for (std::size_t i = 0; i < plan.kinds.size(); ++i) {
        name(Names::Catalogue, plan.kinds[i].kind);
        if (!plan.looks[i]) table.add(plan.kinds[i].label);
    }
    for (const auto& p : setup.pieces) {
        const auto kind = std::find_if(plan.kinds.begin(), plan.kinds.end(), [&](auto& k) { return k.kind == p.kind; });
        if (p.label != kind->label) table.add(p.label);
        for (const auto& roll : p.rolls) name(Names::Tables, roll.table_id);
        for (const auto& [key, value] : p.attributes) table.add(key), table.add(value);
    }
    if (!plan.battleplan_objectives)
        for (const auto& o : setup.objectives) table.add(o.label);
    if (!plan.battleplan_territories)
        for (const auto& t : setup.territories) table.add(t.name);
    table.number();
    return table;
}

Plan plan_of(const QuantisedSetup& setup, const Reference* reference) {
    Plan plan;
    plan.reference = reference && reference->system() == setup.system ? reference : nullptr;
    plan.kinds = kind_defaults(setup);
    for (auto& k : plan.kinds) {
        std::optional<Look> look;
        if (plan.reference && plan.coded(Names::Catalogue, k.kind)) look = plan.reference->look(k.kind, setup.edition);
        // Most often a kind's pieces look as the catalogue gives them; then its defaults cost one bit.
        const bool same = look && look->label == k.label && look->shape == k.shape && look->height == k.height &&
                          look->levels == k.levels;
        plan.looks.push_back(same ? look : std::nullopt);
    }
    if (plan.reference && plan.coded(Names::Battleplans, setup.battleplan))
        if (const auto laid = plan.reference->laid_out(setup.battleplan, setup.width, setup.depth)) {
            plan.battleplan_laid = true;
            plan.battleplan_objectives = laid->objectives == setup.objectives;
            plan.battleplan_territories = laid->territories == setup.territories;
        }
    return plan;
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

// A zone that is a rectangle aligned with the board and within it (the zone editor's usual zone), else nothing.
std::optional<ZoneRectangle> rectangle_of(const std::vector<Point8>& area, std::int32_t width, std::int32_t depth) {
    if (area.size() != 4) return std::nullopt;
    ZoneRectangle r{area[0], area[0], 0};
    for (Point8 p : area) {
        r.low = {std::min(r.low.x, p.x), std::min(r.low.y, p.y)};
        r.high = {std::max(r.high.x, p.x), std::max(r.high.y, p.y)};
    }
    if (r.low.x < 0 || r.low.y < 0 || r.high.x > width || r.high.y > depth) return std::nullopt;
    if (r.low.x == r.high.x || r.low.y == r.high.y) return std::nullopt;
    for (r.order = 0; r.order < (1u << kRectangleOrderBits); ++r.order)
        if (corners(r) == area) return r;
    return std::nullopt;
}

class Writer {
public:
    Writer(BitWriter& out, const QuantisedSetup& setup, const Reference* reference, const StateWriter& write_state)
        : out_(out),
          setup_(setup),
          plan_(plan_of(setup, reference)),
          strings_(strings_of(setup, plan_)),
          write_state_(write_state) {
        auto on_board = [&](Point8 p) { return p.x >= 0 && p.y >= 0 && p.x <= setup.width && p.y <= setup.depth; };
        on_board_ =
            std::all_of(setup.pieces.begin(), setup.pieces.end(), [&](auto& p) { return on_board(p.position); }) &&
            std::all_of(setup.objectives.begin(), setup.objectives.end(),
                        [&](auto& o) { return on_board(o.position); });
    }

    void write() {
        text_code::write(out_, setup_.system);
        write_plugin_version(out_, plan_.reference ? std::string_view(plan_.reference->plugin_version()) : "");
        out_.flag(plan_.reference != nullptr);
        strings_.write(out_);
        name(Names::Editions, setup_.edition);
        name(Names::Battleplans, setup_.battleplan);
        out_.bits(setup_.width - 1, kBoardBits);
        out_.bits(setup_.depth - 1, kBoardBits);
        out_.flag(on_board_);
        out_.golomb(setup_.pieces.size(), kPieceCountOrder);
        const auto& kinds = plan_.kinds;
        if (!setup_.pieces.empty()) out_.golomb(kinds.size() - 1, kCountOrder);
        for (std::size_t i = 0; i < kinds.size(); ++i) {
            const auto& k = kinds[i];
            name(Names::Catalogue, k.kind);
            if (plan_.coded(Names::Catalogue, k.kind)) out_.flag(plan_.looks[i].has_value());
            if (plan_.looks[i]) continue;
            strings_.ref(out_, k.label);
            write_shape(out_, k.shape);
            out_.signed_golomb(k.height, kHeightOrder);
            out_.golomb(k.levels, kLevelsOrder);
        }
        if (!setup_.pieces.empty()) differing_pieces();
        for (std::size_t i = 0; i < setup_.pieces.size(); ++i) piece(setup_.pieces[i], i);
        if (plan_.battleplan_laid) out_.flag(plan_.battleplan_objectives);
        if (!plan_.battleplan_objectives) objectives();
        if (plan_.battleplan_laid) out_.flag(plan_.battleplan_territories);
        if (!plan_.battleplan_territories) territories();
        plugin_state(setup_.plugin_state);
    }

private:
    // An id of the system: by the plugin's number for it when the reference holds one, else as text.
    void name(Names list, const std::string& id) {
        const auto number = plan_.reference ? plan_.reference->number(list, id) : std::nullopt;
        if (plan_.reference) out_.flag(number.has_value());
        if (number)
            out_.golomb(*number, number_order(list));
        else
            strings_.ref(out_, id);
    }

    void position(Point8 p) {
        if (on_board_) {
            out_.bits(p.x, range_bits(setup_.width));
            out_.bits(p.y, range_bits(setup_.depth));
        } else {
            out_.signed_golomb(p.x, kOffBoardOrder);
            out_.signed_golomb(p.y, kOffBoardOrder);
        }
    }

    // On the board, a piece's position and rotation are one number below (width + 1) x (depth + 1) x 360.
    void placement(const QuantisedPiece& p) {
        if (!on_board_) {
            position(p.position);
            out_.bits(p.rotation, kRotationBits);
            return;
        }
        const std::uint64_t xs = std::uint64_t(setup_.width) + 1, ys = std::uint64_t(setup_.depth) + 1;
        out_.below((std::uint64_t(p.position.x) * ys + std::uint64_t(p.position.y)) * 360 + p.rotation, xs * ys * 360);
    }

    const KindDefaults& kind_of(const QuantisedPiece& p) const {
        return *std::find_if(plan_.kinds.begin(), plan_.kinds.end(), [&](const auto& k) { return k.kind == p.kind; });
    }

    // Which of a piece's fields differ from its kind's defaults (kExtraBits flags).
    std::uint32_t extras_of(const QuantisedPiece& p) const {
        const KindDefaults& kind = kind_of(p);
        std::uint32_t extras = 0;
        if (p.label != kind.label) extras |= kCustomLabel;
        if (p.shape != kind.shape) extras |= kCustomShape;
        if (p.height != kind.height) extras |= kCustomHeight;
        if (p.levels != kind.levels) extras |= kCustomLevels;
        if (!p.rolls.empty()) extras |= kHasRolls;
        if (!p.attributes.empty()) extras |= kHasAttributes;
        return extras;
    }

    // Format 6: the pieces that differ from their kind, as a count and the gaps between them (most pieces differ in
    // nothing, and those that do are few).
    void differing_pieces() {
        std::vector<std::size_t> differ;
        for (const auto& p : setup_.pieces) extras_.push_back(extras_of(p));
        for (std::size_t i = 0; i < extras_.size(); ++i)
            if (extras_[i] != 0) differ.push_back(i);
        out_.golomb(differ.size(), kCountOrder);
        std::size_t next = 0;
        for (std::size_t i : differ) out_.golomb(i - next, kCountOrder), next = i + 1;
    }

    void piece(const QuantisedPiece& p, std::size_t i) {
        const auto& kinds = plan_.kinds;
        // Pieces are often placed kind after kind: the same kind as the piece before costs a bit. Kinds are listed
        // in order of first appearance, so the first piece's is the first, and another kind is either the next one
        // not seen yet or one of the others seen: one choice in truncated binary.
        const auto index = std::size_t(&kind_of(p) - kinds.data());
        const bool same = i == 0 || setup_.pieces[i - 1].kind == p.kind;
        if (kinds.size() > 1 && i > 0) out_.flag(same);
        if (!same) {
            const bool fresh = index == seen_kinds_;
            const std::size_t choice = fresh ? 0 : kind_choice(index, previous_kind_, seen_kinds_, kinds.size());
            out_.below(choice, kind_choices(seen_kinds_, kinds.size()));
        }
        seen_kinds_ = std::max(seen_kinds_, index + 1);
        previous_kind_ = index;
        placement(p);
        const std::uint32_t extras = extras_[i];  // differing_pieces listed them
        if (extras == 0) return;
        out_.bits(extras, kExtraBits);
        if (extras & kCustomLabel) strings_.ref(out_, p.label);
        if (extras & kCustomShape) write_shape(out_, p.shape);
        if (extras & kCustomHeight) out_.signed_golomb(p.height, kHeightOrder);
        if (extras & kCustomLevels) out_.golomb(p.levels, kLevelsOrder);
        if (extras & kHasRolls) {
            out_.golomb(p.rolls.size() - 1, kCountOrder);
            for (const auto& roll : p.rolls) {
                name(Names::Tables, roll.table_id);
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

    // Format 6: on the half-inch grid when every point of every zone lies on it; a board-aligned rectangle as its
    // two corners (each side's low end, then how far the high end lies beyond it, in truncated binary).
    void territories() {
        const auto& list = setup_.territories;
        out_.golomb(list.size(), kCountOrder);
        if (list.empty()) return;
        const bool grid = std::all_of(list.begin(), list.end(), [](const auto& t) {
            return std::all_of(t.area.begin(), t.area.end(),
                               [](Point8 p) { return p.x % kZoneGridSteps == 0 && p.y % kZoneGridSteps == 0; });
        });
        out_.flag(grid);
        const std::int32_t step = grid ? kZoneGridSteps : 1;
        for (const auto& t : list) {
            strings_.ref(out_, t.name);
            std::vector<Point8> area;
            for (Point8 p : t.area) area.push_back({p.x / step, p.y / step});
            const auto box = rectangle_of(area, setup_.width / step, setup_.depth / step);
            out_.flag(box.has_value());
            if (!box) {
                write_points(out_, area);
                continue;
            }
            out_.bits(box->order, kRectangleOrderBits);
            side(box->low.x, box->high.x, setup_.width / step);
            side(box->low.y, box->high.y, setup_.depth / step);
        }
    }

    // 0 <= low < high <= most.
    void side(std::int32_t low, std::int32_t high, std::int32_t most) {
        out_.below(std::uint64_t(low), std::uint64_t(most));
        out_.below(std::uint64_t(high - low - 1), std::uint64_t(most - low));
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

    // In the plugin's own layout when it writes one, else as its bytes.
    void plugin_state(const model::PluginState& state) {
        out_.flag(!state.empty());
        if (state.empty()) return;
        const auto own = write_state_ ? write_state_(state) : Result<plugin::LinkStateBits>(make_error(""));
        const bool in_layout = own && own->bits <= own->data.size() * 8;
        out_.flag(in_layout);
        if (in_layout) return out_.append(own->data, own->bits);
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
    Plan plan_;
    StringTable strings_;
    const StateWriter& write_state_;
    bool on_board_ = true;
    std::size_t seen_kinds_ = 0, previous_kind_ = 0;
    std::vector<std::uint32_t> extras_;  // each piece's kExtraBits flags
};

}  // namespace

void write_setup(BitWriter& out, const QuantisedSetup& setup, const Reference* reference,
                 const StateWriter& write_state) {
    Writer(out, setup, reference, write_state).write();
}

}  // namespace bb::link::layout
