#pragma once
// The baseline the layout benchmark measures against: the rejection sampler the product used before the
// constructive generator. Random catalogue pieces dropped at random spots and turns, each kept only
// when the game system's own setup check finds no breach involving it. While the check still has something to
// say (advice included, e.g. a recommended mix of sizes), pieces are swapped for others, then whole layouts
// retried, keeping the best seen.
#include "battleboard/model/battlefield.hpp"
#include "battleboard/result.hpp"
#include "battleboard/rules/findings.hpp"
#include "battleboard/system/system_description.hpp"

#include <cstdint>
#include <functional>
#include <vector>

namespace bench {
using namespace bb;

struct SamplerRequest {
    model::Battlefield start;               // system, edition, board and battleplan set; its pieces stay
    std::vector<sys::CatalogueEntry> pool;  // what may be placed
    std::uint32_t features = 0;             // pieces to add
    double min_gap = 1.0;                   // inches between pieces even where the system sets no distance
    std::uint32_t seed = 1;                 // the same seed and inputs give the same layout
    std::uint32_t layouts_to_try = 12;
    std::uint32_t swaps_per_layout = 150;
    std::uint32_t spots_per_piece = 200;
};

// The game system's setup check (the plugin's validate operation).
using SamplerCheck = std::function<Result<rules::Findings>(const model::Battlefield&)>;

struct SampledLayout {
    model::Battlefield battlefield;
    rules::Findings findings;         // what the check still says about the result; empty for a clean layout
    std::uint32_t layouts_tried = 0;  // whole layouts started, the last one being this
};

// Fails when the check fails, the pool is empty, or no layout could place every piece.
Result<SampledLayout> sample_layout(const SamplerRequest& request, const SamplerCheck& check);

}  // namespace bench
