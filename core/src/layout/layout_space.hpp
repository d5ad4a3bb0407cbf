#pragma once
// The free space a layout is built in: the board less the edge margin, the objectives' and the placed pieces'
// surroundings. Candidate spots lie on a half-inch grid already clear of the edges; the rest is measured with
// the same predicates the setup checks use. Internal to the generator.
#include "battleboard/layout/generate_layout.hpp"
#include "battleboard/model/terrain_piece.hpp"

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace bb::layout {

// Integer draws defined here rather than by the standard library's distributions, whose results differ between
// libstdc++ (native) and libc++ (wasm): the same seed must give the same layout on both.
class Draw {
public:
    explicit Draw(std::uint32_t seed) : engine_(seed) {}
    // 0 <= result < n (n > 0).
    std::size_t below(std::size_t n) {
        return static_cast<std::size_t>((static_cast<std::uint64_t>(engine_()) * n) >> 32);
    }

private:
    std::mt19937 engine_;
};

// Every corner of each outline lies within 1/8" of a corner of the other.
bool same_outline(const geo::Polygon& a, const geo::Polygon& b);

// What the generator needs to know of a pool entry, measured once.
struct EntryFacts {
    std::size_t size_class = 0;
    double claim = 0;  // area it takes with half the gap all round (a lower bound for a non-convex outline)
    bool fits = true;  // fits on the board inside the edge margin at some turn
};

class Space {
public:
    static constexpr std::size_t kSpotBudget = 400000;
    Space(const model::Battlefield& start, const SetupConstraints& constraints, double min_gap,
          const std::vector<std::string>& host_ids, std::size_t spots_tried = 0, std::size_t spot_limit = kSpotBudget);
    std::size_t spots_tried() const { return spots_tried_; }

    double gap() const { return gap_; }
    EntryFacts facts(const sys::CatalogueEntry& entry) const;

    // Why these pieces cannot all stand on this board (a piece too big, or more area than the board offers),
    // with the numbers; nothing when the bound does not rule them out.
    std::optional<std::string> infeasible(const std::vector<const sys::CatalogueEntry*>& pieces,
                                          const std::vector<EntryFacts>& facts, const std::string& what) const;
    std::string no_spot_message(const std::vector<EntryFacts>& facts, const std::string& what, std::uint32_t seed,
                                std::uint32_t attempts) const;

    // A spot for the piece (its rotation set), its twin, or a spot in the middle for a self-symmetric piece.
    std::optional<std::vector<model::TerrainPiece>> place_single(model::TerrainPiece piece, Draw& draw) const;
    std::optional<std::vector<model::TerrainPiece>> place_pair(model::TerrainPiece piece, Symmetry symmetry,
                                                               Draw& draw) const;
    std::optional<std::vector<model::TerrainPiece>> place_centre(model::TerrainPiece piece, Symmetry symmetry,
                                                                 Draw& draw) const;

    // Spots looked at so far; the search gives up once a request has cost kSpotBudget of them, an attempt once
    // it reaches its own limit.
    bool exhausted() const { return spots_tried_ >= spot_limit_; }

    void occupy(const model::TerrainPiece& piece);
    void release_last();

private:
    struct Occupant {
        geo::Polygon outline;
        geo::Vec2 centre;
        double radius = 0;  // farthest corner from the centre
        double inner = -1;  // nearest edge from the centre, when the centre lies inside (else -1)
        bool host = false;
    };
    Occupant occupant(const model::TerrainPiece& piece) const;
    // The same outline moved to `position` (its turn and measures are the same everywhere).
    static Occupant moved(const Occupant& at_origin, geo::Vec2 position);
    // Whether this gap is certainly kept, or certainly broken, judged from the circles round and inside each
    // outline; nothing when only the outlines can tell.
    std::optional<bool> settled(double gap, double centres, double outer, double inner) const;
    bool keeps(double gap, double measured) const;
    // Whether the occupant moved by `offset` keeps every gap.
    bool clear(const Occupant& o, geo::Vec2 offset) const;
    // Centres on the grid where the outline (turned, centred on the origin) keeps the edge gap: every x with
    // every y, in that order.
    struct Grid {
        std::vector<double> xs, ys;
        std::size_t size() const { return xs.size() * ys.size(); }
        geo::Vec2 spot(std::size_t i) const;
    };
    Grid grid(const geo::Polygon& turned) const;
    // The grid's spots in random order, drawn one at a time.
    class Shuffle {
    public:
        explicit Shuffle(std::size_t size);
        std::size_t next(Draw& draw);

    private:
        // The indices swapped so far, in slots kept by the thread from one shuffle to the next (so drawing a spot
        // allocates nothing): a slot holds an index only while its stamp is this shuffle's.
        struct Slots {
            std::vector<std::uint32_t> index, stamp;
            std::uint32_t current = 0;
        };
        static Slots& slots();
        std::size_t at(std::size_t i) const;
        std::size_t size_, n_ = 0;
        Slots& slots_;
    };
    // Whether two outlines, each within `radius` of its centre, keep the gap between pieces: the exact distance,
    // measured only between edges that the circles leave within reach of the gap.
    bool outlines_keep(const geo::Polygon& a, geo::Vec2 a_centre, double a_radius, const geo::Polygon& b,
                       geo::Vec2 b_centre, double b_radius) const;
    double usable_area() const;

    const model::Battlefield& board_;
    SetupConstraints constraints_;
    double gap_;
    std::vector<std::string> host_ids_;
    std::vector<Occupant> occupants_;
    std::size_t kept_ = 0;  // occupants that were on the board before (pinned pieces)
    mutable std::size_t spots_tried_ = 0;
    mutable geo::Polygon scratch_;            // the outline being tried, at its spot
    mutable std::vector<std::uint8_t> near_;  // outlines_keep's edges of the second outline within reach
    std::size_t spot_limit_ = kSpotBudget;
};

}  // namespace bb::layout
