#include "battleboard/layout/generate_layout.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battleboard/layout/piece_from_entry.hpp"
#include "battleboard/layout/symmetry.hpp"
#include "layout_space.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

namespace bb::layout {
namespace {

// One thing to place: a piece, a piece with its twin, or a piece standing on the centre of symmetry.
enum class UnitKind : std::uint8_t { Single, Pair, Centre };

struct Unit {
    const sys::CatalogueEntry* entry = nullptr;
    UnitKind kind = UnitKind::Single;
};

bool excluded(const SetupConstraints& c, const sys::CatalogueEntry& entry) {
    return std::find(c.excluded_categories.begin(), c.excluded_categories.end(), entry.category) !=
           c.excluded_categories.end();
}

const FeatureMix* mix_for(const SetupConstraints& c, const model::Battlefield& b) {
    const auto near = [](double x, double y) { return std::abs(x - y) < 0.5; };
    for (const auto& mix : c.mixes)
        if ((near(mix.width, b.width) && near(mix.depth, b.depth)) ||
            (near(mix.width, b.depth) && near(mix.depth, b.width)))
            return &mix;
    return nullptr;
}

// How many of each size class to add: the mix scaled to the table's total, less what the kept pieces hold.
std::vector<std::uint32_t> class_targets(const LayoutRequest& r, const std::vector<std::size_t>& kept_classes) {
    const std::size_t classes = std::max<std::size_t>(1, r.constraints.size_classes.size());
    std::vector<std::uint32_t> want(classes, 0);
    const FeatureMix* mix = mix_for(r.constraints, r.start);
    const auto total = static_cast<std::uint32_t>(kept_classes.size()) + r.features;
    if (!mix || mix->per_class.size() != classes || mix->features == 0) return want;  // empty: any sizes
    std::uint32_t given = 0;
    for (std::size_t i = 0; i < classes; ++i) {
        want[i] = static_cast<std::uint32_t>(std::lround(double(mix->per_class[i]) * total / mix->features));
        given += want[i];
    }
    // Rounding drift goes to (or comes from) the class the mix holds most of.
    const auto biggest =
        std::size_t(std::max_element(mix->per_class.begin(), mix->per_class.end()) - mix->per_class.begin());
    if (given > total) want[biggest] -= std::min(want[biggest], given - total);
    if (given < total) want[biggest] += total - given;
    for (std::size_t k : kept_classes)
        if (k < classes && want[k] > 0) --want[k];
    return want;
}

// How many pieces with each of the mix's keywords to add: its share of the table's total, less the kept pieces
// (known by their catalogue kind) that already carry the keyword.
std::vector<std::uint32_t> keyword_targets(const LayoutRequest& r, const FeatureMix* mix) {
    if (!mix || mix->features == 0) return {};
    const auto total = static_cast<std::uint32_t>(r.start.pieces.size()) + r.features;
    std::vector<std::uint32_t> want;
    for (const auto& share : mix->per_keyword) {
        auto n = static_cast<std::uint32_t>(std::lround(double(share.count) * total / mix->features));
        for (const auto& piece : r.start.pieces) {
            const auto kind = std::find_if(r.pool.begin(), r.pool.end(),
                                           [&](const sys::CatalogueEntry& e) { return e.id == piece.catalogue_id; });
            if (n > 0 && kind != r.pool.end() && kind->has_keyword(share.keyword)) --n;
        }
        want.push_back(n);
    }
    return want;
}

// The pieces to add: first those the mix's keywords ask for, then by class following the mix (any class once a
// class's own pieces run out).
Result<std::vector<Unit>> choose_units(const LayoutRequest& r, const std::vector<const sys::CatalogueEntry*>& pool,
                                       const std::vector<EntryFacts>& facts, std::size_t pinned_from_box, Draw& draw) {
    std::vector<std::size_t> kept;
    for (const auto& piece : r.start.pieces)
        if (piece.footprint.points.size() >= 3) kept.push_back(size_class_of(r.constraints, piece.footprint));
    std::vector<std::uint32_t> want = class_targets(r, kept);
    std::vector<std::vector<const sys::CatalogueEntry*>> by_class(want.size());
    for (std::size_t i = 0; i < pool.size(); ++i)
        by_class[std::min(facts[i].size_class, want.size() - 1)].push_back(pool[i]);
    const FeatureMix* mix = mix_for(r.constraints, r.start);
    const std::vector<std::uint32_t> want_keyword = keyword_targets(r, mix);
    std::vector<std::vector<const sys::CatalogueEntry*>> by_keyword(want_keyword.size());
    for (std::size_t k = 0; k < want_keyword.size(); ++k)
        for (const auto* e : pool)
            if (e->has_keyword(mix->per_keyword[k].keyword)) by_keyword[k].push_back(e);
    std::vector<const sys::CatalogueEntry*> any = pool, chosen;
    const auto take = [&](std::vector<const sys::CatalogueEntry*>& from) -> const sys::CatalogueEntry* {
        if (from.empty()) return nullptr;
        const std::size_t i = draw.below(from.size());
        const auto* e = from[i];
        if (r.pool_is_box) {
            for (auto* lists : {&by_class, &by_keyword})
                for (auto& list : *lists) list.erase(std::remove(list.begin(), list.end(), e), list.end());
            any.erase(std::remove(any.begin(), any.end(), e), any.end());
        }
        return e;
    };
    const auto class_index = [&](const sys::CatalogueEntry* e) {
        return std::min(facts[std::size_t(std::find(pool.begin(), pool.end(), e) - pool.begin())].size_class,
                        want.size() - 1);
    };
    for (std::size_t k = 0; k < want_keyword.size(); ++k)
        for (std::uint32_t n = 0; n < want_keyword[k] && chosen.size() < r.features; ++n)
            if (const auto* e = take(by_keyword[k])) {
                chosen.push_back(e);
                if (auto& left = want[class_index(e)]; left > 0) --left;  // it counts towards its class too
            }
    for (std::size_t k = 0; k < want.size(); ++k)
        for (std::uint32_t n = 0; n < want[k] && chosen.size() < r.features; ++n)
            if (const auto* e = take(by_class[k])) chosen.push_back(e);
    while (chosen.size() < r.features) {
        const auto* e = take(any);
        if (!e)
            return make_error(
                "The terrain box holds " + std::to_string(pool.size()) + " pieces that can be placed" +
                (pinned_from_box ? " besides the " + std::to_string(pinned_from_box) + " already on the board" : "") +
                "; " + std::to_string(r.features) + " were asked for.");
        chosen.push_back(e);
    }
    std::vector<Unit> units;
    if (r.symmetry == Symmetry::None) {
        for (const auto* e : chosen) units.push_back({e, UnitKind::Single});
    } else if (r.pool_is_box) {
        // A box holds real pieces: twins are two pieces of the same kind and size, the odd one out in the middle.
        std::vector<bool> used(chosen.size(), false);
        for (std::size_t i = 0; i < chosen.size(); ++i) {
            if (used[i]) continue;
            used[i] = true;
            std::size_t j = i + 1;
            while (j < chosen.size() && (used[j] || chosen[j]->id != chosen[i]->id ||
                                         !same_outline(chosen[j]->footprint, chosen[i]->footprint)))
                ++j;
            if (j < chosen.size()) used[j] = true;
            units.push_back({chosen[i], j < chosen.size() ? UnitKind::Pair : UnitKind::Centre});
        }
    } else {
        // Each chosen piece stands for itself and its twin; an odd count puts one piece in the middle.
        for (std::size_t i = 0; i + 1 < chosen.size(); i += 2) units.push_back({chosen[i], UnitKind::Pair});
        if (chosen.size() % 2) units.push_back({chosen.back(), UnitKind::Centre});
    }
    if (std::count_if(units.begin(), units.end(), [](const Unit& u) { return u.kind == UnitKind::Centre; }) > 1)
        return make_error("A symmetric layout has room for one unpaired piece in the middle; the terrain box leaves " +
                          std::to_string(std::count_if(units.begin(), units.end(),
                                                       [](const Unit& u) { return u.kind == UnitKind::Centre; })) +
                          " pieces without a twin of the same kind and size.");
    // Biggest first: they are the hardest to fit once the board fills up.
    std::stable_sort(units.begin(), units.end(), [](const Unit& a, const Unit& b) {
        return std::abs(geo::signed_area(a.entry->footprint)) > std::abs(geo::signed_area(b.entry->footprint));
    });
    return units;
}

// Takes out of a box's pool the entries the pieces already on the board are (same kind and outline, the same
// name first): a pinned piece is one of the player's pieces, so a re-roll must not place it a second time.
std::size_t remove_pinned(std::vector<const sys::CatalogueEntry*>& pool, const model::Battlefield& start) {
    std::size_t removed = 0;
    for (const auto& piece : start.pieces) {
        const auto same = [&](const sys::CatalogueEntry* e) {
            return e->id == piece.catalogue_id && same_outline(e->footprint, piece.footprint);
        };
        auto it = std::find_if(pool.begin(), pool.end(),
                               [&](const sys::CatalogueEntry* e) { return same(e) && e->name == piece.label; });
        if (it == pool.end()) it = std::find_if(pool.begin(), pool.end(), same);
        if (it == pool.end()) continue;
        pool.erase(it);
        ++removed;
    }
    return removed;
}

// "4 small and 4 medium features", or "8 features" when the system has no size classes.
std::string describe(const SetupConstraints& c, const std::vector<EntryFacts>& facts) {
    const std::string noun = facts.size() == 1 ? " feature" : " features";
    if (c.size_classes.empty()) return std::to_string(facts.size()) + noun;
    std::vector<std::string> parts;
    for (std::size_t k = 0; k < c.size_classes.size(); ++k) {
        const auto n =
            std::count_if(facts.begin(), facts.end(), [&](const EntryFacts& f) { return f.size_class == k; });
        if (n) parts.push_back(std::to_string(n) + " " + c.size_classes[k].name);
    }
    std::string text;
    for (std::size_t i = 0; i < parts.size(); ++i)
        text += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
    return text + noun;
}

constexpr std::uint32_t kAttempts = 400;
constexpr std::uint32_t kRotationsPerUnit = 6;
constexpr std::uint32_t kBacktracksPerAttempt = 24;
// An attempt that has looked at this many spots starts afresh: a dead end deep in one attempt costs more than
// a new draw of the whole table (1 000 rather than 4 000 took the 2000-point table's p99 from 4.2 to about 2 ms, 100 %
// kept).
constexpr std::size_t kSpotsPerAttempt = 1000;

}  // namespace

std::size_t size_class_of(const SetupConstraints& constraints, const geo::Polygon& footprint) {
    const auto& classes = constraints.size_classes;
    for (std::size_t i = 0; i < classes.size(); ++i)
        if (classes[i].fits_a <= 0 || geo::fits_in_rectangle(footprint, classes[i].fits_a, classes[i].fits_b)) return i;
    return classes.empty() ? 0 : classes.size() - 1;
}

// The search's whole state between slices: the request, the best table so far and the attempt in progress
// (its units, the pieces standing, the unit being placed and how many of its turns have been tried).
struct LayoutSearch::State {
    LayoutRequest request;
    LayoutCheck check;
    std::vector<const sys::CatalogueEntry*> pool;
    std::vector<std::string> hosts;
    std::vector<EntryFacts> facts;
    Draw draw;
    std::optional<Error> error;
    std::optional<GeneratedLayout> best;
    std::size_t best_breaches = 0;
    std::string last_failure;
    std::size_t spots_tried = 0;
    std::size_t pinned_from_box = 0;  // box pieces already on the board
    std::uint32_t attempt = 0;
    bool done = false;

    std::vector<Unit> units;
    std::vector<EntryFacts> chosen_facts;
    std::string what;
    std::optional<Space> space;
    std::vector<std::vector<model::TerrainPiece>> placed;
    std::size_t next = 0;
    std::uint32_t turn = 0, backtracks = 0;

    State(LayoutRequest r, LayoutCheck c) : request(std::move(r)), check(std::move(c)), draw(request.seed) {
        for (const auto& entry : request.pool)
            if (entry.footprint.points.size() >= 3 && !excluded(request.constraints, entry)) pool.push_back(&entry);
        if (request.pool_is_box) pinned_from_box = remove_pinned(pool, request.start);
        if (pool.empty() && !pinned_from_box) {
            fail(make_error("The catalogue has no terrain that can be placed."));
            return;
        }
        for (const auto& entry : request.pool)
            for (const auto& keyword : request.constraints.host_keywords)
                if (entry.has_keyword(keyword)) hosts.push_back(entry.id);
        const Space empty(request.start, request.constraints, request.min_gap, hosts);
        for (const auto* entry : pool) facts.push_back(empty.facts(*entry));
    }

    void fail(Error e) {
        error = std::move(e);
        done = true;
    }

    std::size_t spots() const { return space ? space->spots_tried() : spots_tried; }

    void start_attempt() {
        if (attempt >= kAttempts || spots_tried >= Space::kSpotBudget) {
            done = true;
            return;
        }
        ++attempt;
        auto chosen = choose_units(request, pool, facts, pinned_from_box, draw);
        if (!chosen) return fail(chosen.error());
        units = std::move(*chosen);
        std::vector<const sys::CatalogueEntry*> entries;
        for (const auto& u : units) {
            entries.push_back(u.entry);
            if (u.kind == UnitKind::Pair) entries.push_back(u.entry);
        }
        chosen_facts.clear();
        for (const auto* e : entries)
            chosen_facts.push_back(facts[std::size_t(std::find(pool.begin(), pool.end(), e) - pool.begin())]);
        what = describe(request.constraints, chosen_facts);
        space.emplace(request.start, request.constraints, request.min_gap, hosts, spots_tried,
                      std::min(Space::kSpotBudget, spots_tried + kSpotsPerAttempt));
        if (auto reason = space->infeasible(entries, chosen_facts, what)) {
            last_failure = *reason;
            space.reset();
            return;
        }
        placed.assign(units.size(), {});
        next = 0;
        turn = 0;
        backtracks = 0;
    }

    void give_up_attempt() {
        spots_tried = space->spots_tried();
        last_failure = space->no_spot_message(chosen_facts, what, request.seed, attempt);
        space.reset();
    }

    void finish_attempt() {
        spots_tried = space->spots_tried();
        space.reset();
        model::Battlefield battlefield = request.start;
        for (auto& group : placed)
            for (auto& piece : group) battlefield.add_piece(std::move(piece));
        auto findings = check(battlefield);
        if (!findings) return fail(findings.error());
        const auto breaches = static_cast<std::size_t>(
            std::count_if(findings->items.begin(), findings->items.end(),
                          [](const rules::Finding& f) { return f.severity == rules::Severity::Breach; }));
        if (!best || breaches < best_breaches) {
            best = GeneratedLayout{std::move(battlefield), std::move(*findings), attempt};
            best_breaches = breaches;
        }
        if (breaches == 0) done = true;
    }

    // One turn of the unit being placed at a random free spot; a unit with no spot at any turn moves the one
    // placed before it.
    void place_turn() {
        const Unit& unit = units[next];
        model::TerrainPiece piece = piece_from_entry(*unit.entry, {}, 15.0 * draw.below(24));
        std::optional<std::vector<model::TerrainPiece>> pieces;
        if (unit.kind == UnitKind::Single)
            pieces = space->place_single(piece, draw);
        else if (unit.kind == UnitKind::Pair)
            pieces = space->place_pair(piece, request.symmetry, draw);
        else
            pieces = space->place_centre(piece, request.symmetry, draw);
        if (space->exhausted()) return give_up_attempt();
        if (pieces) {
            for (const auto& p : *pieces) space->occupy(p);
            placed[next] = std::move(*pieces);
            turn = 0;
            if (++next == units.size()) finish_attempt();
            return;
        }
        if (++turn < kRotationsPerUnit) return;
        turn = 0;
        if (next == 0 || ++backtracks > kBacktracksPerAttempt) return give_up_attempt();
        --next;
        for (std::size_t n = 0; n < placed[next].size(); ++n) space->release_last();
        placed[next].clear();
    }

    void advance() {
        if (!space)
            start_attempt();
        else
            place_turn();
    }
};

LayoutSearch::LayoutSearch(LayoutRequest request, LayoutCheck check)
    : state_(std::make_unique<State>(std::move(request), std::move(check))) {}
LayoutSearch::~LayoutSearch() = default;
LayoutSearch::LayoutSearch(LayoutSearch&&) noexcept = default;
LayoutSearch& LayoutSearch::operator=(LayoutSearch&&) noexcept = default;

bool LayoutSearch::step(std::size_t spots) {
    State& s = *state_;
    const std::size_t from = s.spots();
    while (!s.done) {
        s.advance();
        if (s.spots() - from >= spots) break;
    }
    return s.done;
}

bool LayoutSearch::finished() const { return state_->done; }

double LayoutSearch::progress() const {
    const State& s = *state_;
    if (s.done) return 1;
    return s.units.empty() ? 0 : double(s.next) / double(s.units.size());
}

std::uint32_t LayoutSearch::attempt() const { return state_->attempt; }

Result<GeneratedLayout> LayoutSearch::result() const {
    const State& s = *state_;
    if (s.error) return *s.error;
    if (!s.best) return make_error(s.last_failure);
    return *s.best;
}

Result<GeneratedLayout> generate_layout(LayoutRequest&& request, const LayoutCheck& check) {
    LayoutSearch search(std::move(request), check);
    while (!search.step(Space::kSpotBudget)) {
    }
    return search.result();
}

Result<GeneratedLayout> generate_layout(const LayoutRequest& request, const LayoutCheck& check) {
    return generate_layout(LayoutRequest(request), check);
}

const sys::BoardSize* board_size_of(const sys::SystemDescription& system, const model::Battlefield& battlefield) {
    for (const auto& size : system.board_sizes)
        if ((std::abs(size.width - battlefield.width) < 0.5 && std::abs(size.depth - battlefield.depth) < 0.5) ||
            (std::abs(size.width - battlefield.depth) < 0.5 && std::abs(size.depth - battlefield.width) < 0.5))
            return &size;
    return nullptr;
}

std::uint32_t default_feature_count(const sys::SystemDescription& system, const model::Battlefield& battlefield,
                                    const SetupConstraints& constraints) {
    if (const FeatureMix* mix = mix_for(constraints, battlefield); mix && mix->features > 0) return mix->features;
    if (const sys::BoardSize* size = board_size_of(system, battlefield); size && size->terrain_features > 0)
        return size->terrain_features;
    constexpr double kSquareFootArea = 24.0 * 24.0;
    const auto by_area =
        static_cast<std::uint32_t>(std::lround(battlefield.width * battlefield.depth / kSquareFootArea));
    return std::max<std::uint32_t>(4, by_area);
}

}  // namespace bb::layout
