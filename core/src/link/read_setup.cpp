// Reads a format 6 or 7 payload (layout.hpp). Anyone can write a link, so every count and value is checked
// against the limits before it is used, and nothing is allocated for data the link does not hold.
#include "battleboard/link/limits.hpp"
#include "battleboard/link/text_code.hpp"
#include "battleboard/link/utf8.hpp"
#include "layout.hpp"

#include <limits>

namespace bb::link::layout {

namespace {

constexpr std::int64_t kMaxCoordinate = std::int64_t(kMaxCoordinateInches) * kStepsPerInch;
constexpr std::uint64_t kMaxBoard = std::uint64_t(kMaxBoardInches) * kStepsPerInch;
constexpr std::uint64_t kMaxDiameterMm = 6096;  // kMaxBoardInches

class Reader {
public:
    Reader(BitReader& in, const Source& source, std::string& missing)
        : in_(in), reference_(source.reference), source_(source), missing_(missing) {}

    QuantisedSetup read() {
        QuantisedSetup setup;
        Head head = read_head(in_, source_.format);
        setup.system = std::move(head.system);
        refers_ = head.refers;
        if (in_.ok() && refers_ && (!reference_ || reference_->system() != setup.system))
            return lacking("This link needs the game system \"" + setup.system + "\"" +
                           (head.plugin_version.empty() ? "" : " version " + head.plugin_version) + " to open."),
                   setup;
        strings();
        setup.edition = name(Names::Editions, "rules edition");
        bool battleplan_coded = false;
        setup.battleplan = name(Names::Battleplans, "battleplan", &battleplan_coded);
        edition_ = setup.edition;
        setup.width = board_side();
        setup.depth = board_side();
        width_ = setup.width, depth_ = setup.depth;
        on_board_ = in_.flag();
        const std::size_t pieces = count(kPieceCountOrder, 0, kMaxPieces, "pieces");
        if (pieces > 0) {
            const std::size_t kinds = count(kCountOrder, 1, pieces, "kinds of piece", 1);
            for (std::size_t i = 0; in_.ok() && i < kinds; ++i) kinds_.push_back(kind());
        }
        if (pieces > 0) differing_pieces(pieces);
        for (std::size_t i = 0; in_.ok() && i < pieces; ++i) setup.pieces.push_back(piece(i));
        std::optional<QuantisedSetup> laid;
        if (in_.ok() && battleplan_coded) laid = reference_->laid_out(setup.battleplan, width_, depth_);
        if (laid && in_.flag())
            setup.objectives = laid->objectives;
        else
            setup.objectives = objectives();
        if (laid && in_.flag())
            setup.territories = laid->territories;
        else
            setup.territories = territories();
        if (in_.flag()) setup.plugin_state = in_.flag() ? own_state(setup.system) : plugin_state();
        return setup;
    }

private:
    void lacking(std::string why) {
        if (!in_.ok()) return;
        missing_ = std::move(why);
        in_.fail(missing_);
    }

    // An id of the system by the plugin's number for it when the link refers to the system's description; else
    // as text.
    std::string name(Names list, const char* what, bool* by_number = nullptr) {
        if (!refers_ || !in_.flag()) return text();
        if (by_number) *by_number = true;
        const std::uint64_t value = in_.golomb(number_order(list));
        const std::string* id = !in_.ok() || value > std::numeric_limits<std::uint32_t>::max()
                                    ? nullptr
                                    : reference_->numbered(list, static_cast<std::uint32_t>(value));
        if (in_.ok() && !id)
            lacking("This link names a " + std::string(what) + " (number " + std::to_string(value) +
                    ") that the installed \"" + reference_->system() +
                    "\" game system does not know; a newer version of its plugin may.");
        return id ? *id : std::string();
    }

    KindDefaults kind() {
        KindDefaults k;
        bool by_number = false;
        k.kind = name(Names::Catalogue, "catalogue entry", &by_number);
        if (by_number && in_.flag()) {
            const auto look = reference_->look(k.kind, edition_);
            if (!look) {
                lacking("This link has a piece of the catalogue entry \"" + k.kind + "\", which the installed \"" +
                        reference_->system() + "\" game system does not have in this rules edition.");
                return k;
            }
            k.label = look->label, k.shape = look->shape, k.height = look->height, k.levels = look->levels;
            return k;
        }
        k.label = text();
        k.shape = shape();
        k.height = height();
        k.levels = levels();
        return k;
    }

    std::vector<QuantisedObjective> objectives() {
        std::vector<QuantisedObjective> list;
        const std::size_t objectives = count(kCountOrder, 0, kMaxObjectives, "objectives");
        const bool shared = objectives > 0 && in_.flag();
        const Diameter shared_diameter = shared ? diameter() : Diameter{};
        for (std::size_t i = 0; in_.ok() && i < objectives; ++i) {
            QuantisedObjective o;
            o.label = text();
            o.position = position();
            o.diameter = shared ? shared_diameter : diameter();
            list.push_back(std::move(o));
        }
        return list;
    }

    std::vector<QuantisedTerritory> territories() {
        std::vector<QuantisedTerritory> list;
        const std::size_t territories = count(kCountOrder, 0, kMaxTerritories, "territories");
        // The zones' points in half inches when they all lie on that grid, and rectangles by corners.
        const std::int32_t step = territories > 0 && in_.flag() ? kZoneGridSteps : 1;
        for (std::size_t i = 0; in_.ok() && i < territories; ++i) {
            QuantisedTerritory t;
            t.name = text();
            t.area = in_.flag() ? rectangle(step) : points(step);
            spend(points_, t.area.size(), kMaxTotalPoints, "footprint and territory points");
            list.push_back(std::move(t));
        }
        return list;
    }

    std::vector<Point8> rectangle(std::int32_t step) {
        ZoneRectangle r;
        r.order = static_cast<std::uint32_t>(in_.bits(kRectangleOrderBits));
        side(r.low.x, r.high.x, width_ / step);
        side(r.low.y, r.high.y, depth_ / step);
        if (!in_.ok()) return {};
        auto area = corners(r);
        for (Point8& p : area) p = {p.x * step, p.y * step};
        return area;
    }

    // 0 <= low < high <= most (the board's side in steps).
    void side(std::int32_t& low, std::int32_t& high, std::int32_t most) {
        if (in_.ok() && most < 1) in_.fail("a rectangular zone on a board too small for it");
        if (!in_.ok()) return;
        low = static_cast<std::int32_t>(in_.below(std::uint64_t(most)));
        high = low + 1 + static_cast<std::int32_t>(in_.below(std::uint64_t(most - low)));
    }

    // A count from `low` to `high`, written less `offset`.
    std::size_t count(int order, std::size_t low, std::size_t high, const char* what, std::size_t offset = 0) {
        const std::size_t start = in_.position();
        const std::uint64_t n = in_.golomb(order) + offset;
        if (in_.ok() && (n < low || n > high))
            in_.fail(std::to_string(n) + " " + what + " (" + std::to_string(low) + " to " + std::to_string(high) +
                         " allowed)",
                     start);
        return in_.ok() ? static_cast<std::size_t>(n) : 0;
    }

    void spend(std::size_t& used, std::size_t n, std::size_t budget, const char* what) {
        used += n;
        if (used > budget) in_.fail("more than " + std::to_string(budget) + " " + what + " in all");
    }

    void strings() {
        const std::size_t n = count(kStringCountOrder, 0, kMaxStrings, "texts");
        for (std::size_t i = 0; in_.ok() && i < n; ++i) {
            if (i == 0) {
                strings_.push_back(text_code::read(in_));
                continue;
            }
            // The bytes shared with the text before, then the rest.
            const std::size_t start = in_.position();
            const std::string& before = strings_.back();
            const std::size_t shared = count(kSharedPrefixOrder, 0, before.size(), "bytes shared with a text");
            std::string text = before.substr(0, shared) + text_code::read(in_);
            if (in_.ok() && text.size() > kMaxStringBytes)
                in_.fail("a text of " + std::to_string(text.size()) + " bytes (at most " +
                             std::to_string(kMaxStringBytes) + ")",
                         start);
            if (in_.ok() && !is_utf8(text)) in_.fail("a text that is not UTF-8", start);
            strings_.push_back(in_.ok() ? std::move(text) : std::string());
        }
    }

    std::string text() {
        const std::size_t start = in_.position();
        const std::uint64_t index = in_.bits(index_bits(strings_.size()));
        if (in_.ok() && index >= strings_.size())
            in_.fail("a reference to text " + std::to_string(index + 1) + " of " + std::to_string(strings_.size()),
                     start);
        return in_.ok() ? strings_[index] : std::string();
    }

    std::int32_t board_side() {
        const std::size_t start = in_.position();
        const std::uint64_t side = in_.bits(kBoardBits) + 1;
        if (in_.ok() && side > kMaxBoard)
            in_.fail("a board side over " + std::to_string(kMaxBoard / kStepsPerInch) + " inches", start);
        return in_.ok() ? static_cast<std::int32_t>(side) : 1;
    }

    std::int32_t coordinate(std::int64_t value) {
        if (in_.ok() && (value < -kMaxCoordinate || value > kMaxCoordinate)) in_.fail("a coordinate out of range");
        return in_.ok() ? static_cast<std::int32_t>(value) : 0;
    }

    Point8 position() {
        if (!on_board_) {
            const std::int32_t x = coordinate(in_.signed_golomb(kOffBoardOrder));
            return {x, coordinate(in_.signed_golomb(kOffBoardOrder))};
        }
        const std::size_t start = in_.position();
        const std::uint64_t x = in_.bits(range_bits(std::uint32_t(width_)));
        const std::uint64_t y = in_.bits(range_bits(std::uint32_t(depth_)));
        if (in_.ok() && (x > std::uint64_t(width_) || y > std::uint64_t(depth_)))
            in_.fail("a position off the board", start);
        return in_.ok() ? Point8{std::int32_t(x), std::int32_t(y)} : Point8{};
    }

    // In steps of `step` eighths.
    std::vector<Point8> points(std::int32_t step = 1) {
        const std::size_t n = count(kPointCountOrder, 3, kMaxPolygonPoints, "polygon points", 3);
        const int order = static_cast<int>(in_.bits(kPointOrderBits));
        std::vector<Point8> out;
        std::int64_t x = 0, y = 0;
        for (std::size_t i = 0; in_.ok() && i < n; ++i) {
            x += in_.signed_golomb(order);
            y += in_.signed_golomb(order);
            out.push_back({coordinate(x * step), coordinate(y * step)});
        }
        return out;
    }

    Shape shape() {
        Shape s;
        const auto kind = in_.bits(kShapeKindBits);
        if (in_.ok() && kind > std::uint64_t(Shape::Kind::Polygon)) in_.fail("an unknown footprint shape");
        s.kind = static_cast<Shape::Kind>(kind);
        if (s.kind == Shape::Kind::Polygon) {
            s.points = points();
            return s;
        }
        s.width = size();
        s.depth = size();
        if (s.kind == Shape::Kind::Ellipse)
            s.sides = static_cast<std::uint32_t>(count(kSidesOrder, 3, kMaxPolygonPoints, "ellipse sides", 3));
        return s;
    }

    std::int32_t size() {
        const std::size_t start = in_.position();
        const std::uint64_t eighths = in_.golomb(kSizeOrder) + 1;
        if (in_.ok() && eighths > std::uint64_t(2 * kMaxCoordinate)) in_.fail("a footprint size out of range", start);
        return in_.ok() ? static_cast<std::int32_t>(eighths) : 1;
    }

    // The pieces that differ from their kind, listed before the pieces as gaps.
    void differing_pieces(std::size_t pieces) {
        differ_.assign(pieces, false);
        const std::size_t n = count(kCountOrder, 0, pieces, "pieces that differ from their kind");
        std::size_t next = 0;
        for (std::size_t i = 0; in_.ok() && i < n; ++i) {
            if (next >= pieces) in_.fail("more pieces that differ from their kind than there are pieces");
            if (!in_.ok()) return;
            next += count(kCountOrder, 0, pieces - 1 - next, "pieces skipped before one that differs");
            if (in_.ok()) differ_[next++] = true;
        }
    }

    std::uint64_t other_kind() {
        const std::size_t choices = kind_choices(seen_kinds_, kinds_.size());
        if (choices == 0) return kinds_.size();  // refused by the caller
        return kind_of_choice(in_.below(choices), previous_kind_, seen_kinds_, kinds_.size());
    }

    void placement(QuantisedPiece& p) {
        const std::size_t start = in_.position();
        if (!on_board_) {
            p.position = position();
            p.rotation = static_cast<std::int32_t>(in_.bits(kRotationBits));
        } else {  // one number below (width + 1) x (depth + 1) x 360
            const std::uint64_t xs = std::uint64_t(width_) + 1, ys = std::uint64_t(depth_) + 1;
            const std::uint64_t n = in_.below(xs * ys * 360);
            if (!in_.ok()) return;
            p.rotation = static_cast<std::int32_t>(n % 360);
            p.position = {std::int32_t(n / 360 / ys), std::int32_t(n / 360 % ys)};
        }
        if (in_.ok() && p.rotation >= 360) in_.fail("a rotation over 359 degrees", start);
    }

    std::int32_t height() { return coordinate(in_.signed_golomb(kHeightOrder)); }

    std::uint32_t levels() { return static_cast<std::uint32_t>(count(kLevelsOrder, 0, kMaxLevels, "levels")); }

    Diameter diameter() {
        Diameter d;
        d.in_eighths = in_.flag();
        d.steps =
            static_cast<std::uint32_t>(d.in_eighths ? count(kDiameterOrder, 0, kMaxBoard, "eighths across")
                                                    : count(kDiameterOrder, 0, kMaxDiameterMm, "millimetres across"));
        return d;
    }

    std::int32_t die(std::int64_t value) {
        if (in_.ok() && (value < -kMaxDieValue || value > kMaxDieValue)) in_.fail("a die value out of range");
        return in_.ok() ? static_cast<std::int32_t>(value) : 0;
    }

    static std::size_t vertices(const Shape& shape) {
        switch (shape.kind) {
            case Shape::Kind::Rectangle: return 4;
            case Shape::Kind::Ellipse: return shape.sides;
            case Shape::Kind::Polygon: break;
        }
        return shape.points.size();
    }

    QuantisedPiece piece(std::size_t i) {
        const std::size_t start = in_.position();
        // A piece of the same kind as the piece before says so in a bit; the first piece is of the first kind, and
        // another kind is one choice (layout.hpp's kind_choices).
        const bool same = i == 0 || kinds_.size() == 1 || in_.flag();
        const std::uint64_t index = same ? previous_kind_ : other_kind();
        if (in_.ok() && index >= kinds_.size()) in_.fail("a piece of an unlisted kind", start);
        if (!in_.ok()) return {};
        previous_kind_ = index;
        seen_kinds_ = std::max<std::uint64_t>(seen_kinds_, index + 1);
        const KindDefaults& kind = kinds_[index];
        QuantisedPiece p;
        p.kind = kind.kind;
        placement(p);
        const bool has_extras = differ_[i];
        const std::uint32_t extras = has_extras ? static_cast<std::uint32_t>(in_.bits(kExtraBits)) : 0;
        if (in_.ok() && has_extras && extras == 0) in_.fail("a piece that lists no changes");
        p.label = (extras & kCustomLabel) ? text() : kind.label;
        p.shape = (extras & kCustomShape) ? shape() : kind.shape;
        p.height = (extras & kCustomHeight) ? height() : kind.height;
        p.levels = (extras & kCustomLevels) ? levels() : kind.levels;
        spend(points_, vertices(p.shape), kMaxTotalPoints, "footprint and territory points");
        if (extras & kHasRolls) {
            const std::size_t n = count(kCountOrder, 1, kMaxRollsPerPiece, "rolls on a piece", 1);
            spend(rolls_, n, kMaxTotalRolls, "rolls");
            for (std::size_t i = 0; in_.ok() && i < n; ++i) {
                model::RollRecord roll;
                roll.table_id = name(Names::Tables, "dice table");
                const std::size_t dice = count(kCountOrder, 0, kMaxDicePerRoll, "dice in a roll");
                std::int64_t sum = 0;
                for (std::size_t d = 0; in_.ok() && d < dice; ++d) {
                    roll.faces.push_back(die(in_.signed_golomb(kFaceOrder) + 1));
                    sum += roll.faces.back();
                }
                roll.total = die(in_.signed_golomb(kTotalOrder) + sum);
                p.rolls.push_back(std::move(roll));
            }
        }
        if (extras & kHasAttributes) {
            const std::size_t n = count(kCountOrder, 1, kMaxAttributesPerPiece, "attributes on a piece", 1);
            spend(attributes_, n, kMaxTotalAttributes, "attributes");
            for (std::size_t i = 0; in_.ok() && i < n; ++i) {
                std::string key = text();
                if (!p.attributes.emplace(std::move(key), text()).second) in_.fail("an attribute given twice");
            }
        }
        return p;
    }

    // The state in its plugin's own layout, which the plugin reads, saying how many bits it took.
    model::PluginState own_state(const std::string& system) {
        if (!in_.ok()) return {};
        if (!source_.read_state) {
            lacking("This link holds a battle state that only the \"" + system + "\" game system's plugin reads.");
            return {};
        }
        const plugin::LinkStateSource where{std::string(source_.text), static_cast<std::uint32_t>(source_.format),
                                            in_.position()};
        auto reply = (*source_.read_state)(where);
        if (!reply) {
            lacking(reply.error().message);
            return {};
        }
        if (reply->bits > in_.remaining()) in_.fail("a battle state longer than the link");
        if (reply->state.data.size() > kMaxPluginStateBytes) in_.fail("a battle state beyond the limit");
        in_.skip(reply->bits);
        return in_.ok() ? std::move(reply->state) : model::PluginState{};
    }

    model::PluginState plugin_state() {
        model::PluginState state;
        const std::size_t start = in_.position();
        const std::uint64_t version = in_.golomb(kStateVersionOrder);
        if (in_.ok() && version > std::numeric_limits<std::uint32_t>::max())
            in_.fail("a game system state version out of range", start);
        state.version = in_.ok() ? static_cast<std::uint32_t>(version) : 0;
        const std::size_t bytes = count(kStateBytesOrder, 0, kMaxPluginStateBytes, "bytes of the game system's state");
        if (in_.ok() && bytes > in_.remaining()) in_.fail("the game system's state cut short", start);
        for (std::size_t i = 0; in_.ok() && i < bytes; ++i)
            state.data.push_back(in_.flag() ? static_cast<std::uint8_t>(in_.bits(8)) : 0);
        return state;
    }

    BitReader& in_;
    const Reference* reference_;
    const Source& source_;
    std::string& missing_;
    bool refers_ = false;  // the link refers to the system's description
    std::string edition_;
    std::uint64_t previous_kind_ = 0, seen_kinds_ = 0;
    std::vector<std::string> strings_;
    std::vector<KindDefaults> kinds_;
    std::vector<bool> differ_;
    std::int32_t width_ = 1, depth_ = 1;
    bool on_board_ = true;
    std::size_t points_ = 0, rolls_ = 0, attributes_ = 0;
};

}  // namespace

QuantisedSetup read_setup(BitReader& in, const Source& source, std::string& missing) {
    return Reader(in, source, missing).read();
}

}  // namespace bb::link::layout
