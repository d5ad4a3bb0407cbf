#include "rejection_sampler.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battleboard/layout/piece_from_entry.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <random>

using namespace bb;
using bb::layout::piece_from_entry;

namespace bench {
namespace {

using Engine = std::mt19937;

bool involves(const rules::Finding& finding, std::uint32_t piece_id) {
    return std::find(finding.piece_ids.begin(), finding.piece_ids.end(), piece_id) != finding.piece_ids.end();
}

// Breaches weigh more than any amount of advice; advice with a measure weighs more the further it is off, so
// swaps can creep towards, say, a recommended mix of sizes.
std::uint64_t badness(const rules::Findings& findings) {
    constexpr std::uint64_t kBreach = 1000;
    std::uint64_t score = 0;
    for (const auto& f : findings.items) {
        if (f.severity == rules::Severity::Breach)
            score += kBreach;
        else
            score += 1 + (f.has_measure ? static_cast<std::uint64_t>(std::lround(std::abs(f.measured - f.limit))) : 0);
    }
    return score;
}

bool clear_of_others(const model::Battlefield& battlefield, const geo::Polygon& placed, double gap) {
    return std::all_of(battlefield.pieces.begin(), battlefield.pieces.end(), [&](const model::TerrainPiece& other) {
        return geo::distance(placed, other.on_board()) >= gap;
    });
}

// Tries random spots for one piece; keeps it at the first spot the check accepts.
Result<bool> place_one(model::Battlefield& battlefield, const sys::CatalogueEntry& entry, const SamplerRequest& request,
                       const SamplerCheck& check, Engine& engine) {
    std::uniform_real_distribution<double> along_x(0, battlefield.width), along_y(0, battlefield.depth);
    std::uniform_int_distribution<int> turn(0, 23);  // 15° steps
    const geo::Polygon board = battlefield.board();
    for (std::uint32_t attempt = 0; attempt < request.spots_per_piece; ++attempt) {
        const geo::Vec2 spot{along_x(engine), along_y(engine)};
        const double rotation = 15.0 * turn(engine);
        const geo::Polygon placed = geo::placed(entry.footprint, spot, rotation);
        if (!geo::wholly_inside(placed, board) || !clear_of_others(battlefield, placed, request.min_gap)) continue;
        const std::uint32_t id = battlefield.add_piece(piece_from_entry(entry, spot, rotation)).id;
        auto findings = check(battlefield);
        if (!findings) return findings.error();
        const bool breached = std::any_of(findings->items.begin(), findings->items.end(), [&](const auto& f) {
            return f.severity == rules::Severity::Breach && involves(f, id);
        });
        if (!breached) return true;
        battlefield.remove_piece(id);
        --battlefield.next_id;  // ids stay dense, so the same seed gives the same file
    }
    return false;
}

}  // namespace

Result<SampledLayout> sample_layout(const SamplerRequest& request, const SamplerCheck& check) {
    std::vector<const sys::CatalogueEntry*> pool;
    for (const auto& entry : request.pool)
        if (entry.footprint.points.size() >= 3) pool.push_back(&entry);
    if (pool.empty()) return make_error("The catalogue has no terrain that can be placed.");
    Engine engine(request.seed);
    std::uniform_int_distribution<std::size_t> pick(0, pool.size() - 1);
    std::optional<SampledLayout> best;
    std::uint64_t best_badness = 0;
    std::uint32_t tried = 0;
    while (tried < request.layouts_to_try && !(best && best_badness == 0)) {
        ++tried;
        model::Battlefield battlefield = request.start;
        bool complete = true;
        for (std::uint32_t n = 0; n < request.features && complete; ++n) {
            auto placed = place_one(battlefield, *pool[pick(engine)], request, check, engine);
            if (!placed) return placed.error();
            complete = *placed;
        }
        if (!complete) continue;
        auto findings = check(battlefield);
        if (!findings) return findings.error();
        std::uint64_t score = badness(*findings);
        // Advice about the whole table (a recommended mix of sizes, say) is met by swapping pieces: take one
        // of ours out, drop in another random entry, keep the swap unless it made things worse.
        const std::size_t first_new = request.start.pieces.size();
        for (std::uint32_t step = 0; step < request.swaps_per_layout && score > 0 && request.features > 0; ++step) {
            model::Battlefield candidate = battlefield;
            std::uniform_int_distribution<std::size_t> ours(first_new, candidate.pieces.size() - 1);
            candidate.pieces.erase(candidate.pieces.begin() + static_cast<std::ptrdiff_t>(ours(engine)));
            auto placed = place_one(candidate, *pool[pick(engine)], request, check, engine);
            if (!placed) return placed.error();
            if (!*placed) continue;
            auto candidate_findings = check(candidate);
            if (!candidate_findings) return candidate_findings.error();
            const std::uint64_t candidate_score = badness(*candidate_findings);
            if (candidate_score > score) continue;
            battlefield = std::move(candidate);
            findings = std::move(candidate_findings);
            score = candidate_score;
        }
        if (!best || score < best_badness) {
            best = SampledLayout{std::move(battlefield), std::move(*findings), 0};
            best_badness = score;
        }
    }
    if (!best)
        return make_error("No layout fitted " + std::to_string(request.features) +
                          " terrain features on this board; try fewer features or a bigger board.");
    best->layouts_tried = tried;
    return std::move(*best);
}

}  // namespace bench
