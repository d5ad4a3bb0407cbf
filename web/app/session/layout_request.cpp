#include "app/session/layout_request.hpp"

#include <algorithm>

namespace app {

bb::Result<bb::layout::LayoutRequest> layout_request(const SystemLibrary& library,
                                                     const bb::model::Battlefield& battlefield,
                                                     const Selection& selection, const GenerateOptions& options,
                                                     bool reroll) {
    const auto& system = library.system();
    auto plugin = library.client(system.id);
    if (!plugin) return bb::make_error("The game system is not loaded.");
    const std::string& edition = battlefield.rules_edition;
    bb::layout::LayoutRequest request;
    request.start = battlefield;
    auto& pieces = request.start.pieces;
    if (reroll)
        pieces.erase(std::remove_if(pieces.begin(), pieces.end(),
                                    [&](const bb::model::TerrainPiece& p) { return !selection.is_pinned(p.id); }),
                     pieces.end());
    auto constraints = plugin->layout_constraints(edition);
    if (!constraints) return constraints.error();
    request.constraints = std::move(*constraints);
    const int usual = static_cast<int>(bb::layout::default_feature_count(system, request.start, request.constraints));
    const auto wanted = static_cast<std::size_t>(wanted_features(usual, options));
    if (pieces.size() >= wanted)
        return bb::make_error("The board already has " + std::to_string(pieces.size()) + " pieces, " +
                              std::to_string(wanted) + " asked for; delete some or re-roll to generate others.");
    request.features = static_cast<std::uint32_t>(wanted - pieces.size());
    request.symmetry = options.symmetry;
    if (options.box) {
        auto entries = bb::layout::box_entries(*options.box, system, edition);
        if (!entries) return entries.error();
        request.pool = std::move(*entries);
        request.pool_is_box = true;
    } else {
        for (const auto* entry : system.catalogue_for(edition)) request.pool.push_back(*entry);
    }
    return request;
}

bb::Result<bb::layout::LayoutCheck> layout_check(const SystemLibrary& library) {
    auto plugin = library.client(library.system().id);
    if (!plugin) return bb::make_error("The game system is not loaded.");
    return bb::layout::LayoutCheck([plugin](const bb::model::Battlefield& b) { return plugin->validate(b); });
}

}  // namespace app
